/* tavreli solve: solve a problem (R14) given as a TFEN or as TGN records
 * with a Stipulation tag; Popeye-style text, JSON, or the record with its
 * solution as movetext. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"
#include "progress.h"

typedef struct solve_args {
    const char *stip;
    unsigned flags;
    int json, tgn;
    tav_solve_options opt;
    cli_progress bar;
    const char *what; /* the stipulation being solved, for the progress line */
} solve_args;

/* The progress line: the moves searched (0: not known), nodes, their rate
 * and the time, with the budget when there is one. */
static int show(solve_args *a, int moves, uint64_t nodes, double seconds)
{
    char n[24], rate[24], spent[16], budget[64] = "", depth[32] = "";
    if (moves > 0)
        snprintf(depth, sizeof depth, "depth %d, ", moves);
    if (a->opt.max_seconds > 0)
        snprintf(budget, sizeof budget, " of %s", cli_duration(a->opt.max_seconds, spent, sizeof spent));
    else if (a->opt.max_nodes)
        snprintf(budget, sizeof budget, " (%.0f%% of --nodes)", 100.0 * (double)nodes / (double)a->opt.max_nodes);
    cli_progress_show(&a->bar, 0, "solve %s: %s%s nodes, %s nodes/s, %s%s", a->what, depth,
                      cli_count((double)nodes, n, sizeof n),
                      cli_count(seconds > 0 ? (double)nodes / seconds : 0, rate, sizeof rate),
                      cli_duration(seconds, spent, sizeof spent), budget);
    return 0;
}

/* tav_solve_cb's callback (a TFEN, or --stip) */
static int show_depth(void *userdata, int moves, uint64_t nodes, double seconds)
{
    return show(userdata, moves, nodes, seconds);
}

/* tav_solve_options' callback (a record's own stipulation) */
static int show_progress(void *userdata, uint64_t nodes, double seconds)
{
    return show(userdata, 0, nodes, seconds);
}

/* tav_solve() with the progress line. */
static int solve_shown(solve_args *a, const tav_position *p, const tav_stipulation *st, tav_solve_options *opt,
                       tav_solution **sol)
{
    char text[TAV_STIP_TEXT_MAX + 1] = "";
    tav_stipulation_format(st, text, sizeof text);
    a->what = text;
    tav_solve_options plain = *opt;
    plain.progress = NULL; /* the depth callback shows it */
    int rc = tav_solve_cb(p, st, &plain, a->bar.fp ? show_depth : NULL, a, sol);
    cli_progress_end(&a->bar);
    return rc;
}

/* The solution printed; with --tgn a record from tag_tfen carrying the
 * tags of from (the problem's record, or NULL), its own start excepted. */
static int print_solution(const tav_solution *sol, const solve_args *a, const char *tag_tfen, const tav_game *from)
{
    int rc;
    if (a->tgn) {
        tav_game *g = NULL;
        rc = tav_game_new(&g, tag_tfen, NULL);
        for (size_t i = 0; rc == TAV_OK && from && i < tav_game_tag_count(from); i++) {
            const char *name = tav_game_tag_name(from, i);
            if (strcmp(name, "SetUp") != 0 && strcmp(name, "FEN") != 0)
                rc = tav_game_set_tag(g, name, tav_game_tag_value(from, i));
        }
        if (rc == TAV_OK)
            rc = tav_solution_to_game(sol, g);
        if (rc == TAV_OK)
            rc = tav_game_write_file(g, stdout);
        tav_game_free(g);
        return rc;
    }
    char *text = NULL;
    rc = a->json ? tav_solution_write_json_alloc(sol, &text, NULL) : tav_solution_write_text_alloc(sol, &text, NULL);
    if (rc == TAV_OK)
        fputs(text, stdout);
    tav_free(text);
    return rc;
}

static int solve_tfen(solve_args *a, const char *tfen)
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
    int rc = solve_shown(a, p, &st, &a->opt, &sol);
    if (rc == TAV_OK)
        rc = print_solution(sol, a, canon, NULL);
    tav_solution_free(sol);
    tav_position_free(p);
    if (rc != TAV_OK) {
        fprintf(stderr, "tavreli: %s\n", tav_strerror(rc));
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

static int solve_file(solve_args *a, const char *path)
{
    const char *why = NULL;
    FILE *fp = cli_open_input(path, &why);
    tav_reader *r = NULL;
    tav_game *g = NULL;
    int status = CLI_OK, got;
    if (!fp) {
        fprintf(stderr, "tavreli: cannot open %s: %s\n", path, why);
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
        if (!tav_game_is_valid(g)) { /* a bad tag line dropped SetUp/FEN: the start position was solved */
            for (size_t i = 0; i < tav_game_problem_count(g); i++)
                cli_print_problem(stderr, "", path, tav_game_problem(g, i));
            fprintf(stderr, "%s: game %zu not solved: it has errors\n", path, tav_game_index(g));
            status = CLI_BAD_INPUT;
            tav_game_free(g);
            continue;
        }
        if (a->stip) {
            tav_stipulation st;
            tav_position *p = NULL;
            rc = tav_stipulation_parse(a->stip, &st, &err);
            if (rc == TAV_OK)
                rc = tav_position_from_tfen(&p, tav_game_start_tfen(g), &err);
            if (rc == TAV_OK)
                rc = solve_shown(a, p, &st, &opt, &sol);
            tav_position_free(p);
        } else {
            const char *tag = tav_game_tag(g, "Stipulation");
            a->what = tag ? tag : "?";
            rc = tav_solve_game(g, &opt, &sol, &err);
            cli_progress_end(&a->bar);
        }
        if (rc == TAV_OK)
            rc = print_solution(sol, a, tav_game_start_tfen(g), g);
        if (rc != TAV_OK) {
            fprintf(stderr, "tavreli: %s: game %zu: %s\n", path, tav_game_index(g),
                    err.code ? err.message : tav_strerror(rc));
            status = CLI_BAD_INPUT;
        }
        tav_solution_free(sol);
        tav_game_free(g);
    }
    if (got < 0) {
        fprintf(stderr, "tavreli: %s: %s\n", path, tav_strerror(got));
        status = CLI_BAD_INPUT;
    }
    tav_reader_free(r);
    fclose(fp);
    return status;
}

int cli_solve(int argc, char **argv)
{
    solve_args a = { NULL, 0, 0, 0, TAV_SOLVE_OPTIONS_INIT, { 0 }, "" };
    int want_progress = 0;
    a.opt.flags = TAV_SOLVE_TREE;
    a.opt.table_bits = 20; /* 16 MB: the program solves one problem at a time, deep ones too */
    cli_args args;
    const cli_option *o;
    cli_args_init(&args, argc, argv);
    while ((o = cli_args_next(&args))) {
        if (cli_is(&args, o, "--stip"))
            a.stip = args.value;
        else if (cli_is(&args, o, "--tries"))
            a.opt.flags |= TAV_SOLVE_TRIES;
        else if (cli_is(&args, o, "--threats"))
            a.opt.flags |= TAV_SOLVE_THREATS;
        else if (cli_is(&args, o, "--json"))
            a.json = 1;
        else if (cli_is(&args, o, "--tgn"))
            a.tgn = 1;
        else if (cli_is(&args, o, "--nodes"))
            a.opt.max_nodes = args.u;
        else if (cli_is(&args, o, "--seconds"))
            a.opt.max_seconds = args.r;
        else if (cli_is(&args, o, "--progress"))
            want_progress = 1;
        else
            return cli_unhandled(&args, o);
    }
    if (args.status >= 0)
        return args.status;
    if (a.json && a.tgn)
        return cli_usage_error(&args, "--json and --tgn exclude each other");
    /* never beside machine output: --json, --tgn */
    cli_progress_start(&a.bar, !a.json && !a.tgn, want_progress && !a.json && !a.tgn);
    if (a.bar.fp) {
        a.opt.progress = show_progress;
        a.opt.userdata = &a;
    }
    const char *arg = args.operands[0];
    size_t n = strlen(arg);
    if (n > 4 && strcmp(arg + n - 4, ".tgn") == 0)
        return solve_file(&a, arg);
    return solve_tfen(&a, arg);
}
