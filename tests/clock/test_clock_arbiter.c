/* R13: the arbiter's clock. Whose clock runs first (000 6.6), setting a
 * side's time and move counter (6.2.7, 6.11.1, 7.1), stopping and
 * restarting the clocks (6.11.1, 6.12), late arrival (6.7, 6.7.1; the
 * tournament rules' hour, 001 and 003 section 6.6), and a time left that
 * saturates instead of wrapping around. */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <tavreli.h>
#include "../check_run.h"

static tav_time_control *tc_of(const char *text)
{
    tav_time_control *tc = NULL;
    ck_assert_int_eq(tav_time_control_parse(&tc, text, NULL), TAV_OK);
    return tc;
}

static tav_clock *clock_for(const char *text, tav_color turn)
{
    tav_time_control *tc = tc_of(text);
    tav_clock *c = NULL;
    ck_assert_int_eq(tav_clock_new_turn(&c, tc, turn), TAV_OK);
    tav_time_control_free(tc);
    return c;
}

#define LEFT(c, color) tav_clock_remaining((c), (color), 0)

/* A game from a position with black to move starts black's clock: black's
 * time runs and black's press is black's move (the match runner's swap). */
START_TEST(arbiter_black_clock_first)
{
    tav_clock *c = clock_for("300", TAV_BLACK);
    ck_assert_int_eq(tav_clock_turn(c), TAV_BLACK);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_BLACK, 1000), 299000);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_WHITE, 1000), 300000);
    ck_assert_int_eq(tav_clock_press(c, 1000), TAV_OK);
    ck_assert_int_eq(tav_clock_moves(c, TAV_BLACK), 1);
    ck_assert_int_eq(tav_clock_moves(c, TAV_WHITE), 0);
    ck_assert_uint_eq(LEFT(c, TAV_BLACK), 299000);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 300000);
    ck_assert_int_eq(tav_clock_turn(c), TAV_WHITE);
    tav_clock_free(c);
    c = clock_for("300", TAV_WHITE);
    ck_assert_int_eq(tav_clock_turn(c), TAV_WHITE);
    tav_clock_free(c);
    tav_time_control *tc = tc_of("300");
    ck_assert_int_eq(tav_clock_new_turn(&c, tc, (tav_color)2), TAV_EINVAL);
    ck_assert_ptr_null(c);
    ck_assert_int_eq(tav_clock_new_turn(NULL, tc, TAV_WHITE), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_new_turn(&c, NULL, TAV_WHITE), TAV_EINVAL);
    tav_time_control_free(tc);
}
END_TEST

/* 6.11.1, 7.1: the arbiter sets the correct time and the move counter; the
 * period follows from the moves made. */
START_TEST(arbiter_set_time_and_moves)
{
    tav_clock *c = clock_for("40/7200:20/3600:1800", TAV_WHITE);
    ck_assert_int_eq(tav_clock_set_moves(c, TAV_WHITE, 39), TAV_OK);
    ck_assert_int_eq(tav_clock_period(c, TAV_WHITE), 0);
    ck_assert_int_eq(tav_clock_moves_to_go(c, TAV_WHITE), 1);
    ck_assert_int_eq(tav_clock_set_remaining(c, TAV_WHITE, 60000), TAV_OK);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 60000);
    ck_assert_int_eq(tav_clock_press(c, 10000), TAV_OK); /* the 40th move: period 2 adds 3600 s */
    ck_assert_int_eq(tav_clock_moves(c, TAV_WHITE), 40);
    ck_assert_int_eq(tav_clock_period(c, TAV_WHITE), 1);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 50000 + 3600000);
    /* 60 moves made: the third period, sudden death */
    ck_assert_int_eq(tav_clock_set_moves(c, TAV_BLACK, 60), TAV_OK);
    ck_assert_int_eq(tav_clock_period(c, TAV_BLACK), 2);
    ck_assert_int_eq(tav_clock_moves_to_go(c, TAV_BLACK), 0);
    ck_assert_int_eq(tav_clock_moves(c, TAV_BLACK), 60);
    tav_clock_free(c);
    /* a repeating last period: 85 moves of 40/7200 are 5 into the third round */
    c = clock_for("40/7200", TAV_WHITE);
    ck_assert_int_eq(tav_clock_set_moves(c, TAV_WHITE, 85), TAV_OK);
    ck_assert_int_eq(tav_clock_period(c, TAV_WHITE), 0);
    ck_assert_int_eq(tav_clock_moves_to_go(c, TAV_WHITE), 35);
    ck_assert_int_eq(tav_clock_set_moves(c, TAV_WHITE, (uint32_t)INT32_MAX + 1), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_set_remaining(c, TAV_WHITE, TAV_CLOCK_TIME_MAX + 1), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_set_remaining(c, (tav_color)5, 1), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_set_remaining(NULL, TAV_WHITE, 1), TAV_EINVAL);
    tav_clock_free(c);
    c = clock_for("-", TAV_WHITE);
    ck_assert_int_eq(tav_clock_set_remaining(c, TAV_WHITE, 1), TAV_EINVAL); /* no time to set */
    ck_assert_int_eq(tav_clock_set_moves(c, TAV_WHITE, 3), TAV_OK);
    ck_assert_int_eq(tav_clock_moves(c, TAV_WHITE), 3);
    tav_clock_free(c);
}
END_TEST

/* A wrong setting corrected (6.11.1): time set on a side whose flag fell
 * lifts the flag, and the game goes on. */
START_TEST(arbiter_set_lifts_flag)
{
    tav_clock *c = clock_for("60", TAV_WHITE);
    ck_assert_int_eq(tav_clock_check(c, 60000), 1);
    ck_assert_uint_eq(tav_clock_flagged(c), TAV_FLAG_WHITE);
    ck_assert_int_eq(tav_clock_press(c, 1), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_set_remaining(c, TAV_WHITE, 0), TAV_OK);
    ck_assert_uint_eq(tav_clock_flagged(c), TAV_FLAG_WHITE); /* zero: still fallen */
    ck_assert_int_eq(tav_clock_set_remaining(c, TAV_WHITE, 30000), TAV_OK);
    ck_assert_uint_eq(tav_clock_flagged(c), 0);
    ck_assert_int_eq(tav_clock_press(c, 1000), TAV_OK);
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 29000);
    tav_clock_free(c);
}
END_TEST

/* 6.12: the arbiter stops the clocks; no time runs until they restart, and
 * the move goes on with the time it had used. With a delay, the part used
 * before the stop still counts. */
START_TEST(arbiter_pause_resume)
{
    tav_clock *c = clock_for("300d5", TAV_WHITE);
    ck_assert_int_eq(tav_clock_paused(c), 0);
    ck_assert_int_eq(tav_clock_pause(c, 3000), 0);
    ck_assert_int_eq(tav_clock_paused(c), 1);
    ck_assert_int_eq(tav_clock_pause(c, 1), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_press(c, 1), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_check(c, 10000000), 0); /* stopped: no flag */
    ck_assert_uint_eq(tav_clock_delay_left(c, 999999), 2000);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_WHITE, 999999), 300000);
    ck_assert_uint_eq(tav_clock_deadline(c), 302000);
    ck_assert_int_eq(tav_clock_resume(c), TAV_OK);
    ck_assert_int_eq(tav_clock_resume(c), TAV_EINVAL);
    ck_assert_uint_eq(tav_clock_delay_left(c, 1000), 1000);
    ck_assert_uint_eq(tav_clock_remaining(c, TAV_WHITE, 4000), 298000);
    ck_assert_int_eq(tav_clock_press(c, 4000), TAV_OK); /* 7 s in all: 2 s of main time */
    ck_assert_uint_eq(LEFT(c, TAV_WHITE), 298000);
    ck_assert_uint_eq(tav_clock_delay_left(c, 0), 5000); /* black's move, a fresh delay */
    /* a flag that falls before the stop */
    ck_assert_int_eq(tav_clock_pause(c, 305000), 1);
    ck_assert_uint_eq(tav_clock_flagged(c), TAV_FLAG_BLACK);
    ck_assert_int_eq(tav_clock_paused(c), 0);
    ck_assert_int_eq(tav_clock_pause(c, 0), TAV_EINVAL);
    tav_clock_free(c);
    ck_assert_int_eq(tav_clock_pause(NULL, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_resume(NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_clock_paused(NULL), TAV_EINVAL);
}
END_TEST

/* 6.7, 6.7.1: the allowed lateness is what the competition sets, else the
 * main time; arriving after it loses. The tournament rules: more than an
 * hour late loses (001; 003 section 6.6). */
START_TEST(arbiter_late_arrival)
{
    tav_time_control *tc = tc_of("40/5400:1800+30");
    ck_assert_int_eq(tav_clock_late_loses(tc, TAV_LATE_MAIN_TIME, 5400000), 0);
    ck_assert_int_eq(tav_clock_late_loses(tc, TAV_LATE_MAIN_TIME, 5400001), 1);
    ck_assert_int_eq(tav_clock_late_loses(tc, TAV_LATE_ONE_HOUR, 3600000), 0);
    ck_assert_int_eq(tav_clock_late_loses(tc, TAV_LATE_ONE_HOUR, 3600001), 1);
    ck_assert_int_eq(tav_clock_late_loses(tc, 0, 0), 0); /* zero tolerance, on time */
    ck_assert_int_eq(tav_clock_late_loses(tc, 0, 1), 1);
    ck_assert_int_eq(tav_clock_late_loses(tc, 900000, 899999), 0);
    tav_time_control_free(tc);
    tc = tc_of("-");
    ck_assert_int_eq(tav_clock_late_loses(tc, TAV_LATE_MAIN_TIME, UINT64_MAX), 0);
    ck_assert_int_eq(tav_clock_late_loses(tc, TAV_LATE_ONE_HOUR, 3600001), 1);
    tav_time_control_free(tc);
    ck_assert_int_eq(tav_clock_late_loses(NULL, 0, 0), TAV_EINVAL);
}
END_TEST

/* "1/999999999+999999" adds some 10^12 ms a move: the time left saturates
 * at TAV_CLOCK_TIME_MAX and never wraps around (it did after about 37 M
 * presses). */
START_TEST(arbiter_time_saturates)
{
    tav_clock *c = clock_for("1/999999999+999999", TAV_WHITE);
    uint64_t last[2] = { 0, 0 };
    for (long i = 0; i < 40000000L; i++) {
        int me = tav_clock_turn(c); /* plain tests: Check's asserts are slow in a loop */
        if (tav_clock_press(c, 0) != TAV_OK)
            ck_abort_msg("press %ld failed", i);
        uint64_t now = LEFT(c, (tav_color)me);
        if (now < last[me])
            ck_abort_msg("the time left went down from %llu to %llu at press %ld", (unsigned long long)last[me],
                         (unsigned long long)now, i);
        last[me] = now;
    }
    ck_assert_uint_eq(last[0], TAV_CLOCK_TIME_MAX);
    ck_assert_uint_eq(tav_clock_deadline(c), TAV_CLOCK_TIME_MAX);
    ck_assert_int_eq(tav_clock_moves(c, TAV_WHITE), 20000000);
    tav_clock_free(c);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R13 the arbiter's clock");
    TCase *tc = tcase_create("arbiter");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, arbiter_black_clock_first);
    tcase_add_test(tc, arbiter_set_time_and_moves);
    tcase_add_test(tc, arbiter_set_lifts_flag);
    tcase_add_test(tc, arbiter_pause_resume);
    tcase_add_test(tc, arbiter_late_arrival);
    tcase_add_test(tc, arbiter_time_saturates);
    suite_add_tcase(s, tc);
    return check_run(s);
}
