/* tav_solve_cb (R14): the solver's progress with the depth searched, for
 * tavreli solve's progress line. The same solution as tav_solve; the depth
 * reported rises from 1 to n for #n (keys shortest first), is n for h#n;
 * a callback that returns non-zero stops the search (incomplete answer). */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "../check_run.h"

typedef struct seen {
    int calls, first, last, max;
    int stop_after;
} seen;

static int record(void *userdata, int moves, uint64_t nodes, double seconds)
{
    seen *s = userdata;
    ck_assert(nodes >= 1 && seconds >= 0);
    if (!s->calls++)
        s->first = moves;
    ck_assert_int_ge(moves, s->last); /* never goes back */
    s->last = moves;
    if (moves > s->max)
        s->max = moves;
    return s->stop_after && s->calls >= s->stop_after;
}

static tav_solution *solve(const char *tfen, const char *stip, seen *s, int with_cb, uint64_t max_nodes)
{
    tav_position *p = NULL;
    tav_stipulation st;
    tav_solution *sol = NULL;
    tav_solve_options opt = TAV_SOLVE_OPTIONS_INIT;
    opt.max_nodes = max_nodes;
    ck_assert_int_eq(tav_position_from_tfen(&p, tfen, NULL), TAV_OK);
    ck_assert_int_eq(tav_stipulation_parse(stip, &st, NULL), TAV_OK);
    int rc = with_cb ? tav_solve_cb(p, &st, &opt, record, s, &sol) : tav_solve(p, &st, &opt, &sol);
    ck_assert_int_eq(rc, TAV_OK);
    tav_position_free(p);
    return sol;
}

static char *text(const tav_solution *sol)
{
    size_t len = 0;
    tav_solution_write_text(sol, NULL, 0, &len);
    char *buf = malloc(len + 1);
    ck_assert_int_eq(tav_solution_write_text(sol, buf, len + 1, NULL), TAV_OK);
    /* the last line holds the nodes and the time: leave it out */
    char *end = strrchr(buf, '\n');
    if (end) {
        *end = '\0';
        end = strrchr(buf, '\n');
        if (end)
            *end = '\0';
    }
    return buf;
}

START_TEST(direct_depth_rises)
{
    /* keys of 3 moves, searched as #4 within 400000 nodes: depth 1, 2, ... */
    seen s = { 0 };
    tav_solution *a = solve("bQ3K2/7R/3Q4/8/5p2/8/4k3/8 w - - 0 1", "#4", &s, 1, 400000);
    ck_assert_int_ge(s.calls, 3);
    ck_assert_int_eq(s.first, 1);
    ck_assert_int_ge(s.max, 2);
    ck_assert_int_le(s.max, 4);
    tav_solution_free(a);
}
END_TEST

START_TEST(same_solution)
{
    const char *tfen = "2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1";
    seen s = { 0 };
    tav_solution *a = solve(tfen, "#3", &s, 1, 0), *b = solve(tfen, "#3", NULL, 0, 0);
    ck_assert_int_ge(s.calls, 1);
    ck_assert_int_eq(s.first, 1);
    char *ta = text(a), *tb = text(b);
    ck_assert_str_eq(ta, tb);
    ck_assert(tav_solution_complete(a));
    free(ta);
    free(tb);
    tav_solution_free(a);
    tav_solution_free(b);
}
END_TEST

START_TEST(help_depth_is_n)
{
    seen s = { 0 };
    tav_solution *a = solve("1r6/1k6/6rb/2K5/5R2/8/2Np4/8 b - - 0 1", "h#2", &s, 1, 0);
    ck_assert_int_ge(s.calls, 1);
    ck_assert_int_eq(s.first, 2);
    ck_assert_int_eq(s.max, 2);
    ck_assert_int_ge(tav_solution_line_count(a), 2);
    tav_solution_free(a);
}
END_TEST

START_TEST(callback_stops)
{
    seen s = { 0 };
    s.stop_after = 1;
    tav_solution *a = solve("2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1", "#3", &s, 1, 0);
    ck_assert_int_eq(s.calls, 1);
    ck_assert(!tav_solution_complete(a));
    tav_solution_free(a);
}
END_TEST

START_TEST(bad_arguments)
{
    tav_stipulation st = { TAV_STIP_DIRECT, TAV_GOAL_MATE, 2 };
    tav_solution *sol = (tav_solution *)&st;
    ck_assert_int_eq(tav_solve_cb(NULL, &st, NULL, record, NULL, &sol), TAV_EINVAL);
    ck_assert_ptr_null(sol);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("solve_cb");
    TCase *tc = tcase_create("progress");
    tcase_add_test(tc, direct_depth_rises);
    tcase_add_test(tc, same_solution);
    tcase_add_test(tc, help_depth_is_n);
    tcase_add_test(tc, callback_stops);
    tcase_add_test(tc, bad_arguments);
    suite_add_tcase(s, tc);
    return check_run(s);
}
