/* R13: clocks. One test per sentence of RULES.md R13 (the flag verdict,
 * which needs the dead-position answer of R8, is in test_flag_r13.c). */
#include <check.h>
#include <stdlib.h>
#include <tavreli.h>
#include "../check_run.h"

static tav_clock *clock_for(const char *text)
{
    tav_time_control *tc = NULL;
    tav_clock *c = NULL;
    ck_assert_int_eq(tav_time_control_parse(&tc, text, NULL), TAV_OK);
    ck_assert_int_eq(tav_clock_new(&c, tc), TAV_OK);
    tav_time_control_free(tc); /* the clock keeps its own copy */
    return c;
}

#define LEFT(c, color) tav_clock_remaining((c), (color), 0)

/* "Each player has a clock; only one runs at a time. White's clock starts
 * the game (000 6.6)." */
START_TEST(clock_white_starts_one_runs)
{
    tav_clock *c = clock_for("300");
    ck_assert_int_eq(tav_clock_turn(c), TAV_WHITE);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_BLACK, 100000), 300000); /* black's does not run */
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_WHITE, 100000), 200000);
    ck_assert_int_eq(tav_clock_press(c, 100000), TAV_OK);
    ck_assert_int_eq(tav_clock_turn(c), TAV_BLACK);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 200000);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_WHITE, 50000), 200000);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_BLACK, 50000), 250000);
    tav_clock_free(c);
}
END_TEST

/* "Completing a move means pressing the clock; the time between making the
 * move and pressing counts for the mover": the mover is charged all of
 * elapsed_ms, up to the press, and the move counts only then. */
START_TEST(clock_press_completes_move)
{
    tav_clock *c = clock_for("300");
    ck_assert_int_eq(tav_clock_moves(c, TAV_WHITE), 0);
    ck_assert_int_eq(tav_clock_press(c, 12345), TAV_OK);
    ck_assert_int_eq(tav_clock_moves(c, TAV_WHITE), 1);
    ck_assert_int_eq(tav_clock_moves(c, TAV_BLACK), 0);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 300000 - 12345);
    tav_clock_free(c);
}
END_TEST

/* "A period requires a number of moves (or all the remaining moves) in a
 * given time. Time saved in one period is carried into the next." */
START_TEST(clock_periods_carry_over)
{
    tav_clock *c = clock_for("2/60:30");
    ck_assert_int_eq(tav_clock_moves_to_go(c, TAV_WHITE), 2);
    tav_clock_press(c, 10000); /* white 1 */
    tav_clock_press(c, 1000);  /* black 1 */
    ck_assert_int_eq(tav_clock_moves_to_go(c, TAV_WHITE), 1);
    tav_clock_press(c, 20000); /* white 2: 30 s saved, period 2 adds 30 */
    ck_assert_int_eq(tav_clock_period(c, TAV_WHITE), 1);
    ck_assert_int_eq(tav_clock_moves_to_go(c, TAV_WHITE), 0); /* sudden death */
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 60000);
    ck_assert_int_eq(tav_clock_period(c, TAV_BLACK), 0);
    tav_clock_free(c);
}
END_TEST

/* A period's moves not made in its time: the flag falls, although the next
 * period would have given more time. */
START_TEST(clock_period_moves_not_made_in_time)
{
    tav_clock *c = clock_for("2/60:3600");
    tav_clock_press(c, 59000);
    tav_clock_press(c, 1000);
    ck_assert_uint_eq(tav_clock_deadline(c), 1000);
    ck_assert_int_eq(tav_clock_check(c, 999), 0);
    ck_assert_int_eq(tav_clock_check(c, 1000), 1);
    ck_assert_uint_eq(tav_clock_flagged(c), TAV_FLAG_WHITE);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 0);
    ck_assert_int_eq(tav_clock_press(c, 1), TAV_EINVAL); /* the clock has stopped */
    tav_clock_free(c);
}
END_TEST

/* A last period with a move count repeats. */
START_TEST(clock_last_period_repeats)
{
    tav_clock *c = clock_for("1/10");
    tav_clock_press(c, 4000);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 16000);
    ck_assert_int_eq(tav_clock_period(c, TAV_WHITE), 0);
    ck_assert_int_eq(tav_clock_moves_to_go(c, TAV_WHITE), 1);
    tav_clock_free(c);
}
END_TEST

/* "Increment: a fixed time added to the mover's clock after each
 * completed move." */
START_TEST(clock_increment)
{
    tav_clock *c = clock_for("60+2");
    tav_clock_press(c, 5000);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 57000);
    tav_clock_press(c, 0);
    ck_assert_uint_eq(LEFT(c, TAV_BLACK), 62000);
    /* not for a move the flag fell on */
    tav_clock_press(c, 57000);
    ck_assert_uint_eq(tav_clock_flagged(c), TAV_FLAG_WHITE);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 0);
    ck_assert_int_eq(tav_clock_moves(c, TAV_WHITE), 1);
    tav_clock_free(c);
}
END_TEST

/* "Delay: each move first gets a fixed extra time; the main time only
 * starts to run once it has elapsed; pressing before then leaves the main
 * time unchanged, and the unused part of the delay is lost." */
START_TEST(clock_delay_in_part_and_in_full)
{
    tav_clock *c = clock_for("60d5");
    ck_assert_uint_eq(tav_clock_deadline(c), 65000);
    ck_assert_uint_eq(tav_clock_delay_left(c, 2000), 3000);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_WHITE, 4999), 60000); /* delay still running */
    tav_clock_press(c, 3000);                                          /* delay used in part */
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 60000);                      /* unchanged, nothing added */
    tav_clock_press(c, 5000);                                          /* black: delay used in full */
    ck_assert_uint_eq(LEFT(c, TAV_BLACK), 60000);
    tav_clock_press(c, 8000); /* white: 3 s beyond the delay */
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 57000);
    ck_assert_uint_eq(tav_clock_delay_left(c, 9000), 0);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_BLACK, 9000), 56000);
    tav_clock_free(c);
}
END_TEST

/* "A Bronstein delay (the used part of the delay is given back, at most the
 * delay)." */
START_TEST(clock_bronstein)
{
    tav_clock *c = clock_for("60b10");
    ck_assert_uint_eq(tav_clock_deadline(c), 60000);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_WHITE, 4000), 56000); /* the main time runs */
    tav_clock_press(c, 4000);                                          /* all given back */
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 60000);
    tav_clock_press(c, 25000); /* black: 10 of 25 given back */
    ck_assert_uint_eq(LEFT(c, TAV_BLACK), 45000);
    tav_clock_free(c);
}
END_TEST

/* Flag fall: the main time reaching zero before the press; no time control
 * never falls. */
START_TEST(clock_flag_falls)
{
    tav_clock *c = clock_for("10");
    ck_assert_int_eq(tav_clock_check(c, 9999), 0);
    ck_assert_uint_eq(tav_clock_flagged(c), 0);
    tav_clock_press(c, 9999);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 1);
    tav_clock_press(c, 10000); /* black pressed when the time was gone */
    ck_assert_uint_eq(tav_clock_flagged(c), TAV_FLAG_BLACK);
    ck_assert_int_eq(tav_clock_moves(c, TAV_BLACK), 0);
    ck_assert_uint_eq(tav_clock_deadline(c), 0);
    tav_clock_free(c);

    c = clock_for("-");
    ck_assert_uint_eq(tav_clock_deadline(c), TAV_CLOCK_UNLIMITED);
    ck_assert_int_eq(tav_clock_check(c, UINT64_MAX), 0);
    ck_assert_int_eq(tav_clock_press(c, 1000000000), TAV_OK);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), TAV_CLOCK_UNLIMITED);
    ck_assert_int_eq(tav_clock_moves_to_go(c, TAV_WHITE), 0);
    tav_clock_free(c);
}
END_TEST

/* A copy is a clock of its own in the same state (R13): pressing it
 * leaves the original running. */
START_TEST(clock_copy)
{
    tav_time_control *tc = NULL;
    tav_clock *c = NULL;
    ck_assert_int_eq(tav_time_control_parse(&tc, "300+2", NULL), TAV_OK);
    ck_assert_int_eq(tav_clock_new(&c, tc), TAV_OK);
    ck_assert_int_eq(tav_clock_press(c, 10000), TAV_OK);
    ck_assert_int_eq(tav_clock_pause(c, 500), 0);
    tav_clock *d = tav_clock_copy(c);
    ck_assert_ptr_nonnull(d);
    ck_assert_int_eq(tav_clock_paused(d), 1);
    ck_assert_uint_eq(tav_clock_remaining(d, TAV_WHITE, 0), 292000);
    ck_assert_uint_eq(tav_clock_deadline(d), tav_clock_deadline(c));
    ck_assert_int_eq(tav_clock_resume(d), TAV_OK);
    ck_assert_int_eq(tav_clock_press(d, 1000), TAV_OK);
    ck_assert_int_eq(tav_clock_paused(c), 1);
    ck_assert_int_eq(tav_clock_turn(c), TAV_BLACK);
    ck_assert_ptr_null(tav_clock_copy(NULL));
    tav_clock_free(d);
    tav_clock_free(c);
    tav_time_control_free(tc);
}
END_TEST

START_TEST(clock_bad_arguments)
{
    tav_clock *c = (tav_clock *)&c;
    ck_assert_int_eq(tav_clock_new(&c, NULL), TAV_EINVAL);
    ck_assert_ptr_null(c);
    ck_assert_int_eq(tav_clock_new(NULL, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_turn(NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_press(NULL, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_check(NULL, 0), TAV_EINVAL);
    ck_assert_uint_eq(tav_clock_deadline(NULL), 0);
    ck_assert_uint_eq(tav_clock_remaining(NULL, TAV_WHITE, 0), 0);
    ck_assert_uint_eq(tav_clock_delay_left(NULL, 0), 0);
    ck_assert_int_eq(tav_clock_period(NULL, TAV_WHITE), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_moves_to_go(NULL, TAV_WHITE), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_moves(NULL, TAV_WHITE), TAV_EINVAL);
    ck_assert_uint_eq(tav_clock_flagged(NULL), 0);
    c = clock_for("300");
    ck_assert_uint_eq(tav_clock_remaining(c, (tav_color)2, 0), 0);
    ck_assert_int_eq(tav_clock_period(c, (tav_color)-1), TAV_EINVAL);
    tav_clock_free(c);
    tav_clock_free(NULL);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R13 clocks");
    TCase *tc = tcase_create("clock");
    tcase_add_test(tc, clock_white_starts_one_runs);
    tcase_add_test(tc, clock_press_completes_move);
    tcase_add_test(tc, clock_periods_carry_over);
    tcase_add_test(tc, clock_period_moves_not_made_in_time);
    tcase_add_test(tc, clock_last_period_repeats);
    tcase_add_test(tc, clock_increment);
    tcase_add_test(tc, clock_delay_in_part_and_in_full);
    tcase_add_test(tc, clock_bronstein);
    tcase_add_test(tc, clock_flag_falls);
    tcase_add_test(tc, clock_bad_arguments);
    tcase_add_test(tc, clock_copy);
    suite_add_tcase(s, tc);
    return check_run(s);
}
