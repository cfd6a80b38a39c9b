/* tavreli annotate: analyse every game of a record file (tavreli/analysis.h)
 * and write it annotated as TGN ("[%eval]" on every move, NAGs, the better
 * line at each mistake, the summary in tags), or its analysis as JSON (one
 * object a line, a game each); an
 * evaluation graph as SVG on request; a progress line on a terminal. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"
#include "progress.h"

typedef struct {
    cli_progress bar;
    int games, game;             /* games in all, this one (1-based) */
    long positions, done_before; /* positions in all, in the games finished */
} annotate_progress;

static void on_progress(int done, int total, uint64_t nodes, void *user)
{
    annotate_progress *p = user;
    char rate[32], left[32];
    double t = cli_progress_elapsed(&p->bar), so_far = (double)(p->done_before + done);
    (void)total;
    (void)nodes;
    cli_progress_show(&p->bar, 0, "game %d/%d, %s positions/s, %s left", p->game, p->games,
                      cli_count(t > 0 ? so_far / t : 0, rate, sizeof rate),
                      cli_duration(so_far > 0 ? t / so_far * (double)(p->positions - (long)so_far) : -1, left,
                                   sizeof left));
}

/* One line of JSON a game (tav_analysis_json_alloc: the schema is the
 * library's). */
static int print_json(const tav_analysis *a)
{
    char *text = NULL;
    int rc = tav_analysis_json_alloc(a, 0, &text, NULL);
    if (rc == TAV_OK)
        printf("%s\n", text);
    tav_free(text);
    return rc;
}

/* The graph of game number index (1-based) into path, or path-N.svg for
 * the games after the first. */
static int write_graph(const char *path, int index, const tav_game *g, const tav_analysis *a)
{
    int n = tav_analysis_move_count(a), rc;
    double *v = malloc((size_t)(n ? n : 1) * sizeof *v);
    int *marks = malloc((size_t)(n ? n : 1) * sizeof *marks);
    char *svg = NULL, *name = malloc(strlen(path) + 24), title[256];
    if (!v || !marks || !name) {
        rc = TAV_ENOMEM;
    } else {
        tav_analysis_white_chances(a, v, n);
        for (int i = 0; i < n; i++)
            marks[i] = (int)tav_analysis_move(a, i)->judgement;
        const char *w = tav_game_tag(g, "White"), *b = tav_game_tag(g, "Black");
        snprintf(title, sizeof title, "%s - %s: white's winning chances by move", w ? w : "?", b ? b : "?");
        rc = tav_svg_graph_alloc(v, marks, n, 0, 0, title, &svg, NULL);
        size_t len = strlen(path);
        if (index == 1)
            strcpy(name, path);
        else if (len > 4 && !strcmp(path + len - 4, ".svg"))
            sprintf(name, "%.*s-%d.svg", (int)(len - 4), path, index);
        else
            sprintf(name, "%s-%d", path, index);
        FILE *fp = rc == TAV_OK ? fopen(name, "w") : NULL;
        if (rc == TAV_OK && (!fp || fputs(svg, fp) < 0 || fclose(fp) != 0)) {
            fprintf(stderr, "tavreli: cannot write %s: %s\n", name, strerror(errno));
            rc = TAV_EIO;
        }
    }
    tav_free(svg);
    free(v);
    free(marks);
    free(name);
    return rc;
}

/* Every game of file, read whole first (to count the positions). */
static tav_game **read_all(const char *file, int *count)
{
    FILE *fp = strcmp(file, "-") == 0 ? stdin : fopen(file, "rb");
    tav_reader *r = NULL;
    tav_game **games = NULL, *g;
    int n = 0, rc;
    if (!fp) {
        fprintf(stderr, "tavreli: cannot open %s: %s\n", file, strerror(errno));
        return NULL;
    }
    rc = tav_reader_new_file(&r, fp, TAV_READ_LENIENT);
    while (rc == TAV_OK && (rc = tav_reader_next(r, &g)) == 1) {
        tav_game **more = realloc(games, (size_t)(n + 1) * sizeof *games);
        if (!more) {
            tav_game_free(g);
            rc = TAV_ENOMEM;
            break;
        }
        games = more;
        games[n++] = g;
        for (size_t i = 0; i < tav_game_problem_count(g); i++)
            cli_print_problem(stderr, "", file, tav_game_problem(g, i));
        rc = TAV_OK;
    }
    tav_reader_free(r);
    if (fp != stdin)
        fclose(fp);
    if (rc < 0) {
        fprintf(stderr, "tavreli: %s: %s\n", file, tav_strerror(rc));
        while (n)
            tav_game_free(games[--n]);
        free(games);
        return NULL;
    }
    *count = n;
    return games ? games : calloc(1, sizeof *games);
}

int cli_annotate(int argc, char **argv)
{
    tav_analysis_limits l = TAV_ANALYSIS_LIMITS_INIT;
    cli_search_limits s = { .threads = l.threads, .hash_mb = l.hash_mb };
    int json = 0, force = 0, bad = 0;
    const char *graph = NULL;
    cli_args a;
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    while ((o = cli_args_next(&a))) {
        if (cli_search_option(&a, o, &s))
            continue;
        if (cli_is(&a, o, "--json"))
            json = 1;
        else if (cli_is(&a, o, "--graph"))
            graph = a.value;
        else if (cli_is(&a, o, "--progress"))
            force = 1;
        else
            return cli_unhandled(&a, o);
    }
    if (a.status >= 0)
        return a.status;
    l.depth = s.depth;
    l.nodes = s.nodes;
    l.movetime_ms = s.movetime_ms;
    l.threads = s.threads;
    l.hash_mb = s.hash_mb;
    annotate_progress p = { .games = 0 };
    tav_game **games = read_all(a.operands[0], &p.games);
    if (!games)
        return CLI_BAD_INPUT;
    for (int i = 0; i < p.games; i++)
        p.positions += tav_game_main_line_length(games[i]) + 1;
    cli_progress_start(&p.bar, !json, force && !json); /* as the other commands: none beside JSON */
    for (int i = 0; i < p.games; i++) {
        tav_game *g = games[i];
        tav_analysis *an = NULL;
        p.game = i + 1;
        int rc = tav_analyse_game(g, &l, on_progress, &p, &an);
        p.done_before += tav_game_main_line_length(g) + 1;
        if (rc == TAV_OK && !json)
            rc = tav_analysis_annotate(an, g);
        if (rc == TAV_OK && graph)
            rc = write_graph(graph, i + 1, g, an);
        cli_progress_end(&p.bar);
        if (rc != TAV_OK) {
            fprintf(stderr, "tavreli: game %d not annotated: %s\n", i + 1, tav_strerror(rc));
            bad = 1;
        } else if (json) {
            if (print_json(an) != TAV_OK)
                bad = 1;
        } else {
            if (i)
                putchar('\n');
            if (tav_game_write_file(g, stdout) != TAV_OK)
                bad = 1;
        }
        tav_analysis_free(an);
        tav_game_free(g);
    }
    free(games);
    if (fflush(stdout) != 0)
        bad = 1;
    return bad ? CLI_BAD_INPUT : CLI_OK;
}
