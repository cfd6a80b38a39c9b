/* tavreli analyse: search a position and print its best lines, for a
 * person or as JSON; and the helpers the engine commands share. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"
#include "engine_cli.h"

void cli_score_text(const tav_search_line *l, char *buf, size_t size)
{
    tav_uci_score_format(l->score_cp, l->mate, buf, size);
}

void cli_print_pv(FILE *fp, const tav_search_line *l)
{
    char mv[TAV_MOVE_TEXT_MAX + 1];
    for (int i = 0; i < l->pv_length; i++) {
        tav_move_format(l->pv[i], mv, sizeof mv);
        fprintf(fp, "%s%s", i ? " " : "", mv);
    }
}

void cli_print_numbered_moves(FILE *fp, const tav_position *pos, const tav_move *moves, int count)
{
    unsigned n = tav_position_fullmove_number(pos);
    int black = tav_position_turn(pos) == TAV_BLACK;
    char mv[TAV_MOVE_TEXT_MAX + 1];
    for (int i = 0; i < count; i++) {
        tav_move_format(moves[i], mv, sizeof mv);
        if (!black)
            fprintf(fp, "%s%u. %s", i ? " " : "", n, mv);
        else if (i == 0)
            fprintf(fp, "%u... %s", n, mv);
        else
            fprintf(fp, " %s", mv);
        if (black)
            n++;
        black = !black;
    }
}

/* The one JSON form of a search result (tav_search_result_json). */
static int print_json(const tav_position *pos, const tav_search_result *r)
{
    char *text = NULL;
    int rc = tav_search_result_json_alloc(pos, r, 0, &text, NULL);
    if (rc == TAV_OK)
        puts(text);
    else
        fprintf(stderr, "tavreli: analyse --json: %s\n", tav_strerror(rc));
    tav_free(text);
    return rc;
}

static void print_human(const tav_position *pos, const tav_search_result *r)
{
    char tfen[TAV_TFEN_MAX + 1], score[32];
    tav_position_tfen(pos, tfen, sizeof tfen);
    printf("position %s\n", tfen);
    if (r->best_move == TAV_NO_MOVE) {
        printf("no legal move: %s\n", r->end == TAV_END_CHECKMATE ? "checkmate" : "stalemate");
        return;
    }
    for (int j = 0; j < r->line_count; j++) {
        const tav_search_line *l = &r->lines[j];
        cli_score_text(l, score, sizeof score);
        printf("%d. depth %d/%d  score %s  ", l->multipv, l->depth, l->seldepth, score);
        cli_print_numbered_moves(stdout, pos, l->pv, l->pv_length);
        putchar('\n');
    }
    printf("nodes %llu  time %llu ms\n", (unsigned long long)r->nodes, (unsigned long long)r->time_ms);
}

int cli_analyse(int argc, char **argv)
{
    tav_limits l = TAV_LIMITS_INIT;
    cli_search_limits s = { .threads = 1 };
    int json = 0;
    cli_args a; /* options and their ranges: cli/table.c */
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    while ((o = cli_args_next(&a))) {
        if (cli_search_option(&a, o, &s))
            continue;
        if (cli_is(&a, o, "--json"))
            json = 1;
        else if (cli_is(&a, o, "--multipv"))
            l.multipv = (int)a.u;
        else
            return cli_unhandled(&a, o);
    }
    if (a.status >= 0)
        return a.status;
    l.depth = s.depth;
    l.nodes = s.nodes;
    l.movetime_ms = s.movetime_ms;
    size_t hash_mb = s.hash_mb;
    if (!l.depth && !l.nodes && !l.movetime_ms)
        l.depth = 6;
    tav_position *pos = cli_load_line(a.operands[0], a.operands + 1, a.count - 1);
    if (!pos)
        return CLI_BAD_INPUT;
    tav_engine *e;
    tav_search_result r;
    if (tav_engine_new(&e, hash_mb) != TAV_OK) {
        fprintf(stderr, "tavreli: out of memory (a table of %zu MiB)\n", hash_mb ? hash_mb : (size_t)TAV_ENGINE_HASH_DEFAULT);
        tav_position_free(pos);
        return CLI_BAD_INPUT;
    }
    tav_engine_set_param(e, "Threads", s.threads); /* in its range: the table above */
    tav_engine_search(e, pos, &l, &r, NULL, NULL);
    int rc = TAV_OK;
    if (json)
        rc = print_json(pos, &r);
    else
        print_human(pos, &r);
    tav_engine_free(e);
    tav_position_free(pos);
    return rc == TAV_OK ? CLI_OK : CLI_BAD_INPUT;
}
