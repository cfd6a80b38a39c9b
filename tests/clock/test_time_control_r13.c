/* R13: the time control syntax. Every form of a period, the canonical text
 * written back, and each malformed text rejected at its character. */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "../check_run.h"
#include "../utf8_check.h"

static tav_time_control *tc_ok(const char *text)
{
    tav_time_control *tc = NULL;
    tav_error err = TAV_ERROR_INIT;
    int rc = tav_time_control_parse(&tc, text, &err);
    ck_assert_msg(rc == TAV_OK && tc, "'%s' rejected (%d): %s", text, rc, err.message);
    ck_assert_int_eq(err.code, TAV_OK);
    return tc;
}

static void canonical(const char *text, const char *expected)
{
    char buf[TAV_TC_TEXT_MAX + 1];
    tav_time_control *tc = tc_ok(text);
    ck_assert_int_eq(tav_time_control_format(tc, buf, sizeof buf), (int)strlen(expected));
    ck_assert_str_eq(buf, expected);
    tav_time_control_free(tc);
}

static void rejected(const char *text, int code, int offset, const char *message)
{
    tav_time_control *tc = (tav_time_control *)&tc; /* must be set to NULL */
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tav_time_control_parse(&tc, text, &err), code);
    ck_assert_ptr_null(tc);
    ck_assert_int_eq(err.code, code);
    ck_assert_int_eq(err.offset, offset);
    ck_assert_msg(strstr(err.message, message), "'%s': message '%s' lacks '%s'", text, err.message, message);
    ck_assert_msg(utf8_check(err.message), "'%s': message not UTF-8: %s", text, err.message);
}

static tav_tc_period period(const tav_time_control *tc, int i)
{
    tav_tc_period p;
    ck_assert_int_eq(tav_time_control_period(tc, i, &p), TAV_OK);
    return p;
}

START_TEST(tc_examples_of_r13)
{
    tav_time_control *tc = tc_ok("40/7200:1800+30");
    ck_assert_int_eq(tav_time_control_periods(tc), 2);
    tav_tc_period p = period(tc, 0);
    ck_assert_uint_eq(p.moves, 40);
    ck_assert_uint_eq(p.time_ms, 7200000);
    ck_assert_int_eq(p.bonus, TAV_TC_PLAIN);
    p = period(tc, 1);
    ck_assert_uint_eq(p.moves, 0); /* sudden death */
    ck_assert_uint_eq(p.time_ms, 1800000);
    ck_assert_int_eq(p.bonus, TAV_TC_INCREMENT);
    ck_assert_uint_eq(p.bonus_ms, 30000);
    tav_time_control_free(tc);

    tc = tc_ok("900d5");
    p = period(tc, 0);
    ck_assert_int_eq(p.bonus, TAV_TC_DELAY);
    ck_assert_uint_eq(p.bonus_ms, 5000);
    tav_time_control_free(tc);
    tc = tc_ok("600b10");
    p = period(tc, 0);
    ck_assert_int_eq(p.bonus, TAV_TC_BRONSTEIN);
    ck_assert_uint_eq(p.bonus_ms, 10000);
    tav_time_control_free(tc);
}
END_TEST

START_TEST(tc_none_and_canonical_text)
{
    tav_time_control *tc = tc_ok("-");
    ck_assert_int_eq(tav_time_control_periods(tc), 0);
    tav_time_control_free(tc);
    canonical("-", "-");
    canonical("300+2", "300+2");
    canonical("40/7200:20/3600:900d5", "40/7200:20/3600:900d5");
    canonical("300.000+2.50", "300+2.5");
    canonical("60+0.125", "60+0.125");
    canonical("007/060", "7/60");
    canonical("5.05", "5.05");
}
END_TEST

START_TEST(tc_errors_located)
{
    rejected("", TAV_ETIMECONTROL, 0, "character 1 (end of text): expected a digit");
    rejected("x", TAV_ETIMECONTROL, 0, "character 1 'x': expected a digit");
    rejected("300+", TAV_ETIMECONTROL, 4, "character 5 (end of text): expected a digit");
    rejected("300x2", TAV_ETIMECONTROL, 3, "character 4 'x'");
    rejected("300:40/60", TAV_ETIMECONTROL, 3, "sudden-death period");
    rejected("40/", TAV_ETIMECONTROL, 3, "expected a digit");
    rejected("0/60", TAV_ETIMECONTROL, 1, "at least one move");
    rejected("4.5/60", TAV_ETIMECONTROL, 3, "whole number");
    rejected("0+5", TAV_ETIMECONTROL, 0, "first period must give time");
    rejected("1.2345", TAV_ETIMECONTROL, 5, "three decimals");
    rejected("1.", TAV_ETIMECONTROL, 2, "after the decimal point");
    rejected(" 300", TAV_ETIMECONTROL, 0, "character 1 ' '");
    rejected("300 ", TAV_ETIMECONTROL, 3, "character 4 ' '");
    /* a character of several bytes is named whole, a byte that starts
     * none as such: the message is well-formed UTF-8 */
    rejected("30\xe2\x80\x94", TAV_ETIMECONTROL, 2, "character 3 '\xe2\x80\x94' (U+2014): expected");
    rejected("\xd0\x9e", TAV_ETIMECONTROL, 0, "character 1 '\xd0\x9e' (U+041E): expected a digit");
    rejected("30\xf0\x9f\x98\x80", TAV_ETIMECONTROL, 2, "character 3 '\xf0\x9f\x98\x80' (U+1F600)");
    rejected("30\xe2\x80", TAV_ETIMECONTROL, 2, "character 3 byte 0xE2: expected");
    rejected("30\xff", TAV_ETIMECONTROL, 2, "character 3 byte 0xFF: expected");
    rejected("30\t", TAV_ETIMECONTROL, 2, "character 3 byte 0x09: expected");
    rejected("--", TAV_ETIMECONTROL, 0, "expected a digit");
    rejected("1234567890", TAV_ELIMIT, 9, "too large");
    char many[200] = "";
    for (int i = 0; i < 17; i++)
        strcat(many, "1/1:");
    strcat(many, "1");
    rejected(many, TAV_ELIMIT, 64, "too many periods");
}
END_TEST

START_TEST(tc_bad_arguments)
{
    tav_time_control *tc = NULL;
    char buf[4];
    ck_assert_int_eq(tav_time_control_parse(NULL, "300", NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_time_control_parse(&tc, NULL, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_time_control_periods(NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_time_control_format(NULL, buf, sizeof buf), TAV_EINVAL);
    tc = tc_ok("40/7200:1800");
    ck_assert_int_eq(tav_time_control_format(tc, buf, sizeof buf), TAV_EBUFSIZE);
    tav_tc_period p;
    ck_assert_int_eq(tav_time_control_period(tc, 2, &p), TAV_EINVAL);
    ck_assert_int_eq(tav_time_control_period(tc, -1, &p), TAV_EINVAL);
    ck_assert_int_eq(tav_time_control_period(tc, 0, NULL), TAV_EINVAL);
    tav_time_control_free(tc);
    tav_time_control_free(NULL);
    ck_assert_str_eq(tav_strerror(TAV_ETIMECONTROL), "invalid time control");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R13 time controls");
    TCase *tc = tcase_create("syntax");
    tcase_add_test(tc, tc_examples_of_r13);
    tcase_add_test(tc, tc_none_and_canonical_text);
    tcase_add_test(tc, tc_errors_located);
    tcase_add_test(tc, tc_bad_arguments);
    suite_add_tcase(s, tc);
    return check_run(s);
}
