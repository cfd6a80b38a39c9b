/* R11: evaluations in game records. "[%eval 0.35]" / "[%eval #-3]" with an
 * optional ",DEPTH" after a move read from white's point of view, set,
 * replaced and removed beside the other comment text and "[%clk]", written
 * back and read again; malformed ones are reported, never guessed. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "../check_run.h"
#include "../unit/helpers.h"

static tav_eval eval_of(const tav_game *g, int ply)
{
    tav_eval ev = { 7, 7, 7 };
    ck_assert_int_eq(tav_game_node_eval(g, tav_game_main_line_node(g, ply), &ev), 1);
    return ev;
}

START_TEST(eval_read)
{
    tav_game *g = read_game("1. e2-e4 {[%eval 0.35]} e7-e5 {good [%eval -1.2,14] [%clk 0:01:00]}\n"
                            "2. g1-f3 {[%eval #-3]} b8-c6 {[%eval #4,20]} 3. f1-c4 {[%eval +12]}\n"
                            "f8-c5 {[%eval -.05]} 4. b1-c3 {no evaluation} g8-f6 {[%eval 0.123]}\n"
                            "5. d2-d3 {[%evaluation 1]} d7-d6 {[%eval #0]} 6. a2-a3 {[%eval 1.0x]} *\n",
                            TAV_READ_STRICT);
    tav_eval ev = eval_of(g, 0);
    ck_assert(ev.mate == 0 && ev.cp == 35 && ev.depth == 0);
    ev = eval_of(g, 1);
    ck_assert(ev.mate == 0 && ev.cp == -120 && ev.depth == 14);
    ev = eval_of(g, 2);
    ck_assert(ev.mate == -3 && ev.cp == 0 && ev.depth == 0);
    ev = eval_of(g, 3);
    ck_assert(ev.mate == 4 && ev.depth == 20);
    ck_assert_int_eq(eval_of(g, 4).cp, 1200);
    ck_assert_int_eq(eval_of(g, 5).cp, -5);
    tav_eval keep = { 1, 2, 3 };
    ck_assert_int_eq(tav_game_node_eval(g, tav_game_main_line_node(g, 6), &keep), 0);
    /* three decimals, #0 (no side named), a trailing letter: malformed */
    ck_assert_int_eq(tav_game_node_eval(g, tav_game_main_line_node(g, 7), &keep), TAV_EGAME);
    ck_assert_int_eq(tav_game_node_eval(g, tav_game_main_line_node(g, 8), &keep), 0); /* another command */
    ck_assert_int_eq(tav_game_node_eval(g, tav_game_main_line_node(g, 9), &keep), TAV_EGAME);
    ck_assert_int_eq(tav_game_node_eval(g, tav_game_main_line_node(g, 10), &keep), TAV_EGAME);
    ck_assert(keep.mate == 1 && keep.cp == 2 && keep.depth == 3);
    ck_assert_int_eq(tav_game_node_eval(g, TAV_GAME_ROOT, &keep), TAV_EINVAL);
    ck_assert_int_eq(tav_game_node_eval(NULL, 1, &keep), TAV_EINVAL);
    ck_assert_int_eq(tav_game_node_eval(g, 1, NULL), TAV_EINVAL);
    tav_game_free(g);
}
END_TEST

START_TEST(eval_text_and_parse)
{
    char buf[TAV_EVAL_TEXT_MAX + 1];
    tav_eval ev = { 0, -5, 0 };
    ck_assert_int_eq(tav_eval_text(&ev, buf, sizeof buf), 5);
    ck_assert_str_eq(buf, "-0.05");
    ev = (tav_eval){ 0, 120, 14 };
    tav_eval_text(&ev, buf, sizeof buf);
    ck_assert_str_eq(buf, "1.20,14");
    ev = (tav_eval){ -3, 0, 0 };
    tav_eval_text(&ev, buf, sizeof buf);
    ck_assert_str_eq(buf, "#-3");
    ev = (tav_eval){ 0, -TAV_EVAL_CP_MAX, TAV_EVAL_DEPTH_MAX };
    ck_assert_int_le(tav_eval_text(&ev, buf, sizeof buf), TAV_EVAL_TEXT_MAX);
    tav_eval back;
    ck_assert_int_eq(tav_eval_parse(buf, &back), TAV_OK);
    ck_assert(back.cp == ev.cp && back.depth == ev.depth && back.mate == 0);
    ev = (tav_eval){ -TAV_EVAL_MATE_MAX, 0, TAV_EVAL_DEPTH_MAX };
    ck_assert_int_le(tav_eval_text(&ev, buf, sizeof buf), TAV_EVAL_TEXT_MAX);
    ev.cp = 1; /* a mate has no centipawns */
    ck_assert_int_eq(tav_eval_text(&ev, buf, sizeof buf), TAV_EINVAL);
    ev = (tav_eval){ 0, TAV_EVAL_CP_MAX + 1, 0 };
    ck_assert_int_eq(tav_eval_text(&ev, buf, sizeof buf), TAV_EINVAL);
    ev = (tav_eval){ 0, 0, -1 };
    ck_assert_int_eq(tav_eval_text(&ev, buf, sizeof buf), TAV_EINVAL);
    ev = (tav_eval){ 0, 35, 0 };
    ck_assert_int_eq(tav_eval_text(&ev, buf, 4), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_eval_parse("1000001.00", &back), TAV_EGAME);
    ck_assert_int_eq(tav_eval_parse("#100001", &back), TAV_EGAME);
    ck_assert_int_eq(tav_eval_parse("", &back), TAV_EGAME);
    ck_assert_int_eq(tav_eval_parse(".", &back), TAV_EGAME);
    ck_assert_int_eq(tav_eval_parse("1,", &back), TAV_EGAME);
    ck_assert_int_eq(tav_eval_parse("#", &back), TAV_EGAME);
    ck_assert_int_eq(tav_eval_parse(NULL, &back), TAV_EINVAL);
}
END_TEST

/* Set, replace where it stands, remove, beside [%clk] and text; the writer
 * keeps every evaluation (round trip). */
START_TEST(eval_set_and_round_trip)
{
    tav_game *g = read_game("1. e2-e4 {a comment} e7-e5 {[%clk 0:01:00] [%eval 0.10] kept} 2. g1-f3 *\n",
                            TAV_READ_STRICT);
    int n1 = tav_game_main_line_node(g, 0), n2 = tav_game_main_line_node(g, 1), n3 = tav_game_main_line_node(g, 2);
    tav_eval ev = { 0, 35, 12 };
    ck_assert_int_eq(tav_game_set_eval(g, n1, &ev), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n1), "[%eval 0.35,12] a comment");
    ev = (tav_eval){ -2, 0, 0 };
    ck_assert_int_eq(tav_game_set_eval(g, n2, &ev), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n2), "[%clk 0:01:00] [%eval #-2] kept");
    ev = (tav_eval){ 0, 0, 0 };
    ck_assert_int_eq(tav_game_set_eval(g, n3, &ev), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n3), "[%eval 0.00]");
    ck_assert_int_eq(tav_game_set_eval(g, TAV_GAME_ROOT, &ev), TAV_EINVAL);
    ck_assert_int_eq(tav_game_set_eval(g, n1, NULL), TAV_EINVAL);
    ev.mate = TAV_EVAL_MATE_MAX + 1;
    ck_assert_int_eq(tav_game_set_eval(g, n1, &ev), TAV_EINVAL);
    ck_assert_str_eq(tav_game_node_comment(g, n1), "[%eval 0.35,12] a comment");

    char *text = NULL;
    ck_assert_int_eq(tav_game_write_alloc(g, 0, &text, NULL), TAV_OK);
    tav_game *back = read_game(text, TAV_READ_STRICT);
    ck_assert_int_eq(eval_of(back, 0).cp, 35);
    ck_assert_int_eq(eval_of(back, 1).mate, -2);
    uint64_t ms;
    ck_assert_int_eq(tav_game_node_clock(back, n2, &ms), 1);
    ck_assert_uint_eq(ms, 60000);
    tav_free(text);
    tav_game_free(back);

    ck_assert_int_eq(tav_game_remove_eval(g, n2), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n2), "[%clk 0:01:00] kept");
    ck_assert_int_eq(tav_game_remove_eval(g, n2), TAV_OK);
    ck_assert_int_eq(tav_game_remove_eval(g, n3), TAV_OK);
    ck_assert_ptr_null(tav_game_node_comment(g, n3));
    ck_assert_int_eq(tav_game_remove_eval(g, TAV_GAME_ROOT), TAV_EINVAL);
    ck_assert_int_eq(tav_game_remove_eval(NULL, 1), TAV_EINVAL);
    tav_game_free(g);
}
END_TEST

/* One evaluation a move, as one clock a move: a doubled "[%eval]" gives
 * none (neither is the evaluation); setting one replaces every one where
 * the first stood, removing takes every one (the same command editor as
 * "[%clk]", record/commands.c). */
START_TEST(eval_doubled)
{
    tav_game *g = read_game("1. e2-e4 {x [%eval 0.10] y [%eval 2.00] z} e7-e5 {[%eval 0.1] [%eval} *\n",
                            TAV_READ_STRICT);
    int n1 = tav_game_main_line_node(g, 0), n2 = tav_game_main_line_node(g, 1);
    tav_eval ev = { 1, 2, 3 };
    ck_assert_int_eq(tav_game_node_eval(g, n1, &ev), TAV_EGAME);
    ck_assert_int_eq(tav_game_node_eval(g, n2, &ev), TAV_EGAME);
    ck_assert(ev.mate == 1 && ev.cp == 2 && ev.depth == 3);
    ev = (tav_eval){ 0, -50, 0 };
    ck_assert_int_eq(tav_game_set_eval(g, n1, &ev), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n1), "x [%eval -0.50] y z");
    ck_assert_int_eq(eval_of(g, 0).cp, -50);
    ck_assert_int_eq(tav_game_remove_eval(g, n2), TAV_OK);
    ck_assert_ptr_null(tav_game_node_comment(g, n2));
    tav_game_free(g);
}
END_TEST

/* R11: tav_game_check_evals() warns about every [%eval] that cannot be
 * read (as tav_game_check_clocks() does for [%clk]), in variations too,
 * and about nothing else. */
START_TEST(eval_check_warns)
{
    tav_game *g = read_game("1. e2-e4 {[%eval 0.35]} e7-e5 {[%eval 1.0x]} 2. g1-f3 {[%eval 0.1] [%eval 0.2]}\n"
                            "(2. d2-d4 {[%eval #0]}) b8-c6 {[%clk 0:01:00]} *\n",
                            TAV_READ_STRICT);
    size_t before = tav_game_warning_count(g);
    ck_assert_int_eq(tav_game_check_evals(g), 3);
    ck_assert_uint_eq(tav_game_warning_count(g), before + 3);
    ck_assert(tav_game_is_valid(g));
    const tav_problem *p = tav_game_problem(g, tav_game_problem_count(g) - 3);
    ck_assert_int_eq(p->kind, TAV_PROBLEM_ANNOTATION);
    ck_assert_int_eq(p->severity, TAV_SEVERITY_WARNING);
    ck_assert_str_eq(p->move, "e7-e5");
    ck_assert_ptr_nonnull(strstr(p->message, "unreadable evaluation in the comment \"[%eval 1.0x]\""));
    p = tav_game_problem(g, tav_game_problem_count(g) - 2);
    ck_assert_ptr_nonnull(strstr(p->message, "two [%eval] commands"));
    ck_assert_int_eq(tav_game_check_evals(NULL), TAV_EINVAL);
    tav_game_free(g);
    g = read_game("1. e2-e4 {[%eval 0.35]} e7-e5 {[%eval #-3,12]} *\n", TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_evals(g), 0);
    tav_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("record_eval");
    TCase *tc = tcase_create("eval");
    tcase_add_test(tc, eval_read);
    tcase_add_test(tc, eval_text_and_parse);
    tcase_add_test(tc, eval_set_and_round_trip);
    tcase_add_test(tc, eval_doubled);
    tcase_add_test(tc, eval_check_warns);
    suite_add_tcase(s, tc);
    return check_run(s);
}
