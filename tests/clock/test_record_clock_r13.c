/* R11, R13: clock data in game records. "[%clk H:MM:SS]" after a move read
 * as the mover's time, set and removed, written back and read again; and
 * tav_game_check_clocks() finding what cannot agree with the TimeControl
 * tag. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "../check_run.h"
#include "../unit/helpers.h"

static uint64_t clock_of(const tav_game *g, int ply)
{
    uint64_t ms = 0;
    ck_assert_int_eq(tav_game_node_clock(g, tav_game_main_line_node(g, ply), &ms), 1);
    return ms;
}

START_TEST(clk_read)
{
    tav_game *g = read_game("[TimeControl \"300+2\"]\n\n1. e2-e4 {[%clk 0:04:58]} e7-e5 {good [%clk 0:04:59.5] move}\n"
                            "2. g1-f3 {[%clk 1:02:03.25]} b8-c6 {no clock} 3. f1-c4 {[%clk 0:4:5]} *\n",
                            TAV_READ_STRICT);
    ck_assert_uint_eq(clock_of(g, 0), 298000);
    ck_assert_uint_eq(clock_of(g, 1), 299500);
    ck_assert_uint_eq(clock_of(g, 2), 3723250);
    uint64_t ms = 7;
    ck_assert_int_eq(tav_game_node_clock(g, tav_game_main_line_node(g, 3), &ms), 0);
    ck_assert_int_eq(tav_game_node_clock(g, tav_game_main_line_node(g, 4), &ms), TAV_EGAME);
    ck_assert_uint_eq(ms, 7);
    ck_assert_int_eq(tav_game_node_clock(g, TAV_GAME_ROOT, &ms), TAV_EINVAL);
    ck_assert_int_eq(tav_game_node_clock(NULL, 1, &ms), TAV_EINVAL);
    tav_game_free(g);
}
END_TEST

START_TEST(clk_text)
{
    char buf[TAV_CLOCK_TEXT_MAX + 1];
    ck_assert_int_eq(tav_clock_text(0, buf, sizeof buf), 7);
    ck_assert_str_eq(buf, "0:00:00");
    tav_clock_text(3723250, buf, sizeof buf);
    ck_assert_str_eq(buf, "1:02:03.25");
    tav_clock_text(TAV_CLOCK_MS_MAX, buf, sizeof buf);
    ck_assert_str_eq(buf, "999999999:59:59.999");
    ck_assert_int_eq(tav_clock_text(TAV_CLOCK_MS_MAX + 1, buf, sizeof buf), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_text(0, buf, 7), TAV_EBUFSIZE);
}
END_TEST

/* Set, replace, remove, and the writer keeps the clocks (round trip). */
START_TEST(clk_set_and_round_trip)
{
    tav_game *g = read_game("1. e2-e4 {a comment} e7-e5 {[%clk 0:01:00] kept} *\n", TAV_READ_STRICT);
    int n1 = tav_game_main_line_node(g, 0), n2 = tav_game_main_line_node(g, 1);
    ck_assert_int_eq(tav_game_set_clock(g, n1, 61500), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n1), "[%clk 0:01:01.5] a comment");
    ck_assert_int_eq(tav_game_set_clock(g, n2, 59000), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n2), "[%clk 0:00:59] kept");
    ck_assert_int_eq(tav_game_set_clock(g, TAV_GAME_ROOT, 1), TAV_EINVAL);
    ck_assert_int_eq(tav_game_set_clock(g, n1, TAV_CLOCK_MS_MAX + 1), TAV_EINVAL);

    size_t len = 0;
    char buf[4096];
    ck_assert_int_eq(tav_game_write(g, buf, sizeof buf, &len), TAV_OK);
    tav_game *h = read_game(buf, TAV_READ_STRICT);
    ck_assert_uint_eq(clock_of(h, 0), 61500);
    ck_assert_uint_eq(clock_of(h, 1), 59000);
    tav_game_free(h);

    ck_assert_int_eq(tav_game_remove_clock(g, n2), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n2), "kept");
    ck_assert_int_eq(tav_game_remove_clock(g, n2), TAV_OK);
    tav_game_free(g);
}
END_TEST

static int kinds(const tav_game *g, tav_problem_kind kind)
{
    int n = 0;
    for (size_t i = 0; i < tav_game_problem_count(g); i++)
        n += tav_game_problem(g, i)->kind == kind && tav_game_problem(g, i)->severity == TAV_SEVERITY_WARNING;
    return n;
}

/* R13: a clock may grow only by the increment, or by the next period's
 * time once the period's moves are made (time saved carried over). */
START_TEST(clk_check_growth)
{
    tav_game *g = read_game("[TimeControl \"2/60:30+5\"]\n\n"
                            "1. e2-e4 {[%clk 0:00:55]} e7-e5 {[%clk 0:00:59]} 2. g1-f3 {[%clk 0:01:25]} "
                            "b8-c6 {[%clk 0:01:31]} 3. f1-c4 {[%clk 0:01:32]} *\n",
                            TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 2);
    ck_assert_int_eq(kinds(g, TAV_PROBLEM_CLOCK), 2);
    const tav_problem *p = tav_game_problem(g, 0);
    ck_assert_int_eq(p->ply, 4); /* black: 59 + 30 = 89 s at most */
    ck_assert_ptr_nonnull(strstr(p->message, "at most 0:01:29"));
    ck_assert_str_eq(p->move, "b8-c6");
    ck_assert_int_eq(tav_game_problem(g, 1)->ply, 5); /* white, sudden death: 85 + 5 = 90 s at most */
    ck_assert_ptr_nonnull(strstr(tav_game_problem(g, 1)->message, "at most 0:01:30"));
    tav_game_free(g);
}
END_TEST

/* A game from a TFEN at move 39 under 40/7200:1800: white's second move
 * in the record is its 40th, which completes the period, so its clock may
 * rise by the next period's 1800 s; black's (its 39th and 40th here) too,
 * one move later. A rise one move early is still found. */
START_TEST(clk_check_fen_move_number)
{
    const char *head = "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 39\"]\n"
                       "[TimeControl \"40/7200:1800\"]\n\n";
    char text[1024];
    snprintf(text, sizeof text, "%s%s", head,
             "39. e2-e4 {[%clk 0:10:00]} e7-e5 {[%clk 0:10:00]} 40. g1-f3 {[%clk 0:39:50]} "
             "b8-c6 {[%clk 0:39:00]} 41. f1-c4 {[%clk 0:39:40]} *\n");
    tav_game *g = read_game(text, TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 0);
    tav_game_free(g);
    snprintf(text, sizeof text, "%s%s", head,
             "39. e2-e4 {[%clk 0:39:50]} e7-e5 {[%clk 0:10:00]} *\n");
    g = read_game(text, TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 0); /* the first clock shown: nothing to compare */
    tav_game_free(g);
    snprintf(text, sizeof text, "%s%s", head,
             "39. e2-e4 {[%clk 0:10:00]} e7-e5 {[%clk 0:39:00]} *\n");
    g = read_game(text, TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 0);
    tav_game_free(g);
    /* from move 38, white's second move is its 39th: no period ends */
    snprintf(text, sizeof text, "%s", "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 38\"]\n"
                                      "[TimeControl \"40/7200:1800\"]\n\n"
                                      "38. e2-e4 {[%clk 0:10:00]} e7-e5 {[%clk 0:10:00]} 39. g1-f3 {[%clk 0:39:50]} *\n");
    g = read_game(text, TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 1);
    ck_assert_int_eq(tav_game_problem(g, 0)->ply, 3);
    tav_game_free(g);
}
END_TEST

START_TEST(clk_check_consistent_and_delay)
{
    /* 55 + 30 = 85 at move 2; then +5 a move: no warning. A shown clock a
     * fraction above (rounded to seconds) is no warning either. */
    tav_game *g = read_game("[TimeControl \"2/60:30+5\"]\n\n"
                            "1. e2-e4 {[%clk 0:00:55]} e7-e5 {[%clk 0:00:59.9]} 2. g1-f3 {[%clk 0:01:25]} "
                            "b8-c6 {[%clk 0:01:29]} 3. f1-c4 {[%clk 0:01:30]} *\n",
                            TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 0);
    tav_game_free(g);
    /* delay: the main time never grows */
    g = read_game("[TimeControl \"60d5\"]\n\n1. e2-e4 {[%clk 0:01:00]} e7-e5 {[%clk 0:00:58]} 2. g1-f3 {[%clk 0:01:02]} *\n", TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 1);
    tav_game_free(g);
}
END_TEST

/* A clock at zero is a fallen flag: the game going on with time shown
 * means the period's moves were not made in time. */
START_TEST(clk_check_flag_then_time)
{
    tav_game *g = read_game("[TimeControl \"60\"]\n\n1. e2-e4 {[%clk 0:00:00]} e7-e5 {[%clk 0:00:50]} "
                            "2. g1-f3 {[%clk 0:00:00]} *\n",
                            TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 0); /* white's clock stays at zero: nothing shown */
    tav_game_free(g);
    g = read_game("[TimeControl \"60+1\"]\n\n1. e2-e4 {[%clk 0:00:00]} e7-e5 {[%clk 0:00:50]} "
                  "2. g1-f3 {[%clk 0:00:01]} *\n",
                  TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 1);
    ck_assert_ptr_nonnull(strstr(tav_game_problem(g, 0)->message, "the flag fell at move 1"));
    tav_game_free(g);
}
END_TEST

/* A flag that fell while the result says otherwise (R13: the opponent
 * wins if it can mate, else a draw). */
START_TEST(clk_check_flag_and_result)
{
    tav_game *g = read_game("[SetUp \"1\"]\n[FEN \"4k3/8/8/3r4/8/8/8/4K3 w - - 0 1\"]\n[TimeControl \"60\"]\n"
                            "[Result \"1-0\"]\n\n1. e1-e2 {[%clk 0:00:00]} 1-0\n",
                            TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 1);
    ck_assert_ptr_nonnull(strstr(tav_game_problem(g, tav_game_problem_count(g) - 1)->message,
                                 "white's flag fell (clock 0:00:00): R13 gives 0-1, not the result 1-0"));
    tav_game_free(g);
    /* the same flag against a lone knight: a draw is right */
    g = read_game("[SetUp \"1\"]\n[FEN \"4k3/8/8/3n4/8/8/8/4K3 w - - 0 1\"]\n[TimeControl \"60\"]\n"
                  "[Result \"1/2-1/2\"]\n\n1. e1-e2 {[%clk 0:00:00]} 1/2-1/2\n",
                  TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 0);
    tav_game_free(g);
}
END_TEST

START_TEST(clk_check_bad_tag_and_clock)
{
    tav_game *g = read_game("[TimeControl \"40/\"]\n\n1. e2-e4 {[%clk 0:4:5]} *\n", TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 2);
    ck_assert_int_eq(kinds(g, TAV_PROBLEM_TAG), 1);
    ck_assert_int_eq(kinds(g, TAV_PROBLEM_CLOCK), 1);
    ck_assert_int_eq(tav_game_is_valid(g), 1); /* warnings only */
    tav_game_free(g);
    g = read_game("[TimeControl \"?\"]\n\n1. e2-e4 {[%clk 9:00:00]} *\n", TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_check_clocks(g), 0);
    tav_game_free(g);
    ck_assert_int_eq(tav_game_check_clocks(NULL), TAV_EINVAL);
}
END_TEST

/* R13: one clock a move. Two "[%clk]" in one comment are no clock (the
 * second was read after the first was removed); removing removes both;
 * setting replaces a broken one where it stood (it was put in front, and
 * the broken one still made the read fail); validation says so. */
START_TEST(clk_doubled_and_broken)
{
    tav_game *g = read_game("1. e2-e4 {[%clk 0:00:10] [%clk 1:00:00]} e7-e5 {x [%clk 0:0:1] y} *\n",
                            TAV_READ_STRICT);
    int n1 = tav_game_main_line_node(g, 0), n2 = tav_game_main_line_node(g, 1);
    uint64_t ms = 7;
    ck_assert_int_eq(tav_game_node_clock(g, n1, &ms), TAV_EGAME);
    ck_assert_uint_eq(ms, 7);
    ck_assert_int_eq(tav_game_check_clocks(g), 2);
    int doubled = 0;
    for (size_t i = 0; i < tav_game_problem_count(g); i++)
        doubled += strstr(tav_game_problem(g, i)->message, "two [%clk] commands") != NULL;
    ck_assert_int_eq(doubled, 1);
    ck_assert_int_eq(tav_game_remove_clock(g, n1), TAV_OK);
    ck_assert_int_eq(tav_game_node_clock(g, n1, &ms), 0);
    ck_assert_ptr_null(tav_game_node_comment(g, n1));

    ck_assert_int_eq(tav_game_set_clock(g, n2, 5000), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n2), "x [%clk 0:00:05] y");
    ck_assert_uint_eq(clock_of(g, 1), 5000);
    ck_assert_int_eq(tav_game_set_comment(g, n2, 0, "[%clk 0:00:01] [%clk] [%clkx 3]"), TAV_OK);
    ck_assert_int_eq(tav_game_set_clock(g, n2, 2000), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, n2), "[%clk 0:00:02] [%clkx 3]");
    ck_assert_uint_eq(clock_of(g, 1), 2000);
    /* R11: the reader drops a comment holding DEL with its clock, so it
     * is refused here as the other control characters are */
    ck_assert_int_eq(tav_game_set_comment(g, n2, 0, "[%clk 0:00:01] \x7f"), TAV_EINVAL);
    ck_assert_uint_eq(clock_of(g, 1), 2000);
    tav_game_free(g);
}
END_TEST

/* R13 keeps times to the millisecond: a fourth decimal is refused, as a
 * time control's is, not cut to 0.999 s without a word. */
START_TEST(clk_four_decimals_refused)
{
    tav_game *g = read_game("1. e2-e4 {[%clk 0:00:00.9999]} e7-e5 {[%clk 0:00:00.999]} *\n", TAV_READ_STRICT);
    uint64_t ms = 7;
    ck_assert_int_eq(tav_game_node_clock(g, tav_game_main_line_node(g, 0), &ms), TAV_EGAME);
    ck_assert_uint_eq(clock_of(g, 1), 999);
    ck_assert_int_eq(tav_game_check_clocks(g), 1);
    tav_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R11/R13 clock data in records");
    TCase *tc = tcase_create("clk");
    tcase_add_test(tc, clk_read);
    tcase_add_test(tc, clk_text);
    tcase_add_test(tc, clk_set_and_round_trip);
    tcase_add_test(tc, clk_check_growth);
    tcase_add_test(tc, clk_check_consistent_and_delay);
    tcase_add_test(tc, clk_check_fen_move_number);
    tcase_add_test(tc, clk_check_flag_then_time);
    tcase_add_test(tc, clk_check_flag_and_result);
    tcase_add_test(tc, clk_check_bad_tag_and_clock);
    tcase_add_test(tc, clk_doubled_and_broken);
    tcase_add_test(tc, clk_four_decimals_refused);
    suite_add_tcase(s, tc);
    return check_run(s);
}
