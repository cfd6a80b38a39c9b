/* Shared helpers of the solver suites (test_solver, test_handmade,
 * test_solution): a stipulation that must parse, the fast solver run to a
 * complete solution, moves and helpmate lines as sorted text, and the
 * expected keys. A program that links the oracle (plain.c) includes plain.h
 * before this header and gets oracle() and agree() too. */
#ifndef TAV_TESTS_SOLVER_HELPERS_H
#define TAV_TESTS_SOLVER_HELPERS_H

#include "../unit/helpers.h"

static inline tav_stipulation stip(const char *text)
{
    tav_stipulation st;
    ck_assert_int_eq(tav_stipulation_parse(text, &st, NULL), TAV_OK);
    return st;
}

static inline tav_solution *fast(const tav_position *p, const char *st_text, unsigned flags)
{
    tav_stipulation st = stip(st_text);
    tav_solve_options opt = TAV_SOLVE_OPTIONS_INIT;
    tav_solution *sol = NULL;
    opt.flags = flags;
    opt.table_bits = 16;
    ck_assert_int_eq(tav_solve(p, &st, &opt, &sol), TAV_OK);
    ck_assert_ptr_nonnull(sol);
    ck_assert_int_eq(tav_solution_complete(sol), 1);
    return sol;
}

static inline int by_text(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Moves as sorted, space-joined text. */
static inline void moves_text(const tav_move *m, int n, char *out, size_t size)
{
    char t[256][TAV_MOVE_TEXT_MAX + 1], *v[256];
    ck_assert_int_le(n, 256);
    for (int i = 0; i < n; i++) {
        tav_move_format(m[i], t[i], sizeof t[i]);
        v[i] = t[i];
    }
    qsort(v, (size_t)n, sizeof v[0], by_text);
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        snprintf(out + strlen(out), size - strlen(out), "%s%s", i ? " " : "", v[i]);
}

static inline void keys_of(const tav_solution *sol, char *out, size_t size)
{
    tav_move m[256];
    int n = tav_solution_key_count(sol);
    for (int i = 0; i < n; i++)
        m[i] = tav_solution_key(sol, i);
    moves_text(m, n, out, size);
}

/* Helpmate lines as "p1 p2 p3 p4,..." sorted. */
static inline char *lines_text(int n, int plies, tav_move (*get)(const void *, int, int), const void *src)
{
    char **v = malloc((size_t)(n ? n : 1) * sizeof *v), *out = malloc((size_t)n * 80 + 1);
    ck_assert_ptr_nonnull(v);
    ck_assert_ptr_nonnull(out);
    for (int i = 0; i < n; i++) {
        v[i] = malloc(80);
        v[i][0] = '\0';
        for (int j = 0; j < plies; j++) {
            char b[TAV_MOVE_TEXT_MAX + 1];
            tav_move_format(get(src, i, j), b, sizeof b);
            snprintf(v[i] + strlen(v[i]), 80 - strlen(v[i]), "%s%s", j ? " " : "", b);
        }
    }
    qsort(v, (size_t)n, sizeof v[0], by_text);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        strcat(out, i ? "," : "");
        strcat(out, v[i]);
        free(v[i]);
    }
    free(v);
    return out;
}

static inline tav_move sol_line(const void *s, int i, int j) { return tav_solution_line_move(s, i, j); }

static inline char *fast_lines(const tav_solution *sol)
{
    int n = tav_solution_line_count(sol);
    return lines_text(n, n ? tav_solution_line_length(sol, 0) : 0, sol_line, sol);
}

static inline void assert_keys(const tav_solution *sol, const char *expected)
{
    char a[1024];
    keys_of(sol, a, sizeof a);
    ck_assert_str_eq(a, expected);
}

#ifdef TAV_TESTS_SOLVER_PLAIN_H
static inline plain_result *oracle(tav_position *p, const char *st_text, int tries, int threat)
{
    tav_stipulation st = stip(st_text);
    plain_result *r = malloc(sizeof *r);
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(plain_solve(p, &st, tries, threat, r), 0);
    return r;
}

static inline tav_move plain_line(const void *r, int i, int j) { return ((const plain_result *)r)->lines[i][j]; }

static inline char *oracle_lines(const plain_result *r) { return lines_text(r->nlines, r->plies, plain_line, r); }

/* The fast solver and the oracle agree on st from p: keys, tries with
 * refutations, the first key's threat, helpmate solutions. */
static inline void agree(const char *tfen, tav_position *p, const char *st_text)
{
    char a[4096], b[4096];
    tav_solution *sol = fast(p, st_text, TAV_SOLVE_TRIES | TAV_SOLVE_THREATS);
    plain_result *r = oracle(p, st_text, 1, 1);
    if (st_text[0] == 'h') {
        char *x = fast_lines(sol), *y = oracle_lines(r);
        ck_assert_msg(strcmp(x, y) == 0, "%s %s: solutions fast '%s' oracle '%s'", tfen, st_text, x, y);
        free(x);
        free(y);
    } else {
        keys_of(sol, a, sizeof a);
        moves_text(r->keys, r->nkeys, b, sizeof b);
        ck_assert_msg(strcmp(a, b) == 0, "%s %s: keys fast '%s' oracle '%s'", tfen, st_text, a, b);
        ck_assert_int_eq(tav_solution_try_count(sol), r->ntries);
        for (int i = 0; i < r->ntries; i++) {
            ck_assert(tav_move_equal(tav_solution_try(sol, i), r->tries[i]));
            ck_assert_msg(tav_move_equal(tav_solution_refutation(sol, i), r->refutations[i]),
                          "%s %s: refutation of try %d", tfen, st_text, i);
        }
        tav_move th[256];
        int nt = tav_solution_threat_count(sol, 0);
        for (int i = 0; i < nt; i++)
            th[i] = tav_solution_threat(sol, 0, i);
        moves_text(th, nt, a, sizeof a);
        moves_text(r->threat, r->nthreat, b, sizeof b);
        ck_assert_msg(strcmp(a, b) == 0, "%s %s: threat fast '%s' oracle '%s'", tfen, st_text, a, b);
    }
    free(r);
    tav_solution_free(sol);
}
#endif

#endif
