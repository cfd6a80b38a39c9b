/* tavreli solve: solve a problem (R14) given as a TFEN or as TGN records
 * with a Stipulation tag; Popeye-style text, JSON, or the record with its
 * solution as movetext. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

static const char *solve_usage =
    "usage: tavreli solve [--stip STIP] [--tries] [--threats] [--json|--tgn]\n"
    "                     [--nodes N] [--seconds S] TFEN | FILE.tgn\n";

typedef struct solve_args {
    const char *stip;
    unsigned flags;
    int json, tgn;
    tav_solve_options opt;
} solve_args;

static int print_solution(const tav_solution *sol, const solve_args *a, const char *tag_tfen)
{
    size_t len = 0;
    int rc;
    if (a->tgn) {
        tav_game *g = NULL;
        rc = tav_game_new(&g, tag_tfen, NULL);
        if (rc == TAV_OK)
            rc = tav_solution_to_game(sol, g);
        if (rc == TAV_OK)
            rc = tav_game_write_file(g, stdout);
        tav_game_free(g);
        return rc;
    }
    rc = a->json ? tav_solution_write_json(sol, NULL, 0, &len) : tav_solution_write_text(sol, NULL, 0, &len);
    if (rc != TAV_OK && rc != TAV_EBUFSIZE)
        return rc;
    char *buf = malloc(len + 1);
    if (!buf)
        return TAV_ENOMEM;
    rc = a->json ? tav_solution_write_json(sol, buf, len + 1, NULL) : tav_solution_write_text(sol, buf, len + 1, NULL);
    if (rc == TAV_OK)
        fputs(buf, stdout);
    free(buf);
    return rc;
}

static int solve_tfen(const solve_args *a, const char *tfen)
{
    tav_stipulation st;
    tav_error err = TAV_ERROR_INIT;
    if (tav_stipulation_parse(a->stip ? a->stip : "#2", &st, &err) != TAV_OK) {
        fprintf(stderr, "tavreli: %s\n", err.message);
        return CLI_USAGE;
    }
    tav_position *p = cli_load_position(tfen);
    if (!p)
        return CLI_BAD_INPUT;
    tav_solution *sol = NULL;
    char canon[TAV_TFEN_MAX + 1];
    tav_position_tfen(p, canon, sizeof canon);
    int rc = tav_solve(p, &st, &a->opt, &sol);
    if (rc == TAV_OK)
        rc = print_solution(sol, a, canon);
    tav_solution_free(sol);
    tav_position_free(p);
    if (rc != TAV_OK) {
        fprintf(stderr, "tavreli: %s\n", tav_strerror(rc));
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

static int solve_file(const solve_args *a, const char *path)
{
    FILE *fp = fopen(path, "rb");
    tav_reader *r = NULL;
    tav_game *g = NULL;
    int status = CLI_OK, got;
    if (!fp) {
        fprintf(stderr, "tavreli: cannot open %s\n", path);
        return CLI_BAD_INPUT;
    }
    if (tav_reader_new_file(&r, fp, TAV_READ_STRICT) != TAV_OK) {
        fclose(fp);
        return CLI_BAD_INPUT;
    }
    while ((got = tav_reader_next(r, &g)) == 1) {
        tav_error err = TAV_ERROR_INIT;
        tav_solution *sol = NULL;
        tav_solve_options opt = a->opt;
        int rc;
        if (a->stip) {
            tav_stipulation st;
            tav_position *p = NULL;
            rc = tav_stipulation_parse(a->stip, &st, &err);
            if (rc == TAV_OK)
                rc = tav_position_from_tfen(&p, tav_game_start_tfen(g), &err);
            if (rc == TAV_OK)
                rc = tav_solve(p, &st, &opt, &sol);
            tav_position_free(p);
        } else {
            rc = tav_solve_game(g, &opt, &sol, &err);
        }
        if (rc == TAV_OK)
            rc = print_solution(sol, a, tav_game_start_tfen(g));
        if (rc != TAV_OK) {
            fprintf(stderr, "tavreli: %s: game %zu: %s\n", path, tav_game_index(g),
                    err.code ? err.message : tav_strerror(rc));
            status = CLI_BAD_INPUT;
        }
        tav_solution_free(sol);
        tav_game_free(g);
    }
    if (got < 0)
        status = CLI_BAD_INPUT;
    tav_reader_free(r);
    fclose(fp);
    return status;
}

int cli_solve(int argc, char **argv)
{
    solve_args a = { NULL, 0, 0, 0, TAV_SOLVE_OPTIONS_INIT };
    a.opt.flags = TAV_SOLVE_TREE;
    a.opt.table_bits = 20; /* 16 MB: the program solves one problem at a time, deep ones too */
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
        if (strcmp(argv[i], "--stip") == 0 && i + 1 < argc)
            a.stip = argv[++i];
        else if (strcmp(argv[i], "--tries") == 0)
            a.opt.flags |= TAV_SOLVE_TRIES;
        else if (strcmp(argv[i], "--threats") == 0)
            a.opt.flags |= TAV_SOLVE_THREATS;
        else if (strcmp(argv[i], "--json") == 0)
            a.json = 1;
        else if (strcmp(argv[i], "--tgn") == 0)
            a.tgn = 1;
        else if (strcmp(argv[i], "--nodes") == 0 && i + 1 < argc)
            a.opt.max_nodes = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc)
            a.opt.max_seconds = strtod(argv[++i], NULL);
        else {
            fputs(solve_usage, stderr);
            return CLI_USAGE;
        }
    }
    if (i + 1 != argc || (a.json && a.tgn)) {
        fputs(solve_usage, stderr);
        return CLI_USAGE;
    }
    const char *arg = argv[i];
    size_t n = strlen(arg);
    if (n > 4 && strcmp(arg + n - 4, ".tgn") == 0)
        return solve_file(&a, arg);
    return solve_tfen(&a, arg);
}
