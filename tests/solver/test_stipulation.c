/* R14 stipulations as text: each unreadable one rejected at its character,
 * the text and the character quoted whole in a UTF-8 message (every
 * message is well-formed UTF-8, whatever the bytes read). */
#include "../unit/helpers.h"
#include "../utf8_check.h"

static void rejected(const char *text, int code, int offset, const char *part)
{
    tav_stipulation st;
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tav_stipulation_parse(text, &st, &err), code);
    ck_assert_int_eq(err.code, code);
    ck_assert_int_eq(err.offset, offset);
    ck_assert_msg(strstr(err.message, part), "'%s': message '%s' lacks '%s'", text, err.message, part);
    ck_assert_msg(utf8_check(err.message), "'%s': message not UTF-8: %s", text, err.message);
}

START_TEST(stipulation_messages)
{
    rejected("x#2", TAV_EINVAL, 0, "stipulation 'x#2', character 1 'x': expected '#' or '='");
    rejected("#", TAV_EINVAL, 1, "stipulation '#', at the end: expected the number of moves");
    rejected("#2 ", TAV_EINVAL, 2, "character 3 ' ': unexpected text after the number");
    rejected("h\xE2\x99\xAF"
             "2",
             TAV_EINVAL, 1, "stipulation 'h\xE2\x99\xAF"
                            "2', character 2 '\xE2\x99\xAF' (U+266F)");
    rejected("#\xD0\xB7", TAV_EINVAL, 1, "character 2 '\xD0\xB7' (U+0437): expected the number of moves");
    rejected("#2\xFF", TAV_EINVAL, 2, "stipulation '#2\\xFF', character 3 byte 0xFF");
    rejected("#2\xE2\x80", TAV_EINVAL, 2, "stipulation '#2\\xE2\\x80', character 3 byte 0xE2");
    rejected("#17", TAV_ELIMIT, -1, "stipulation '#17': moves must be 1 to");
    /* a long text is cut between characters, then "..." */
    char text[64] = "#2";
    for (int i = 0; i < 12; i++)
        strcat(text, "\xE2\x80\x94");
    rejected(text, TAV_EINVAL, 2, "...', character 3 '\xE2\x80\x94' (U+2014)");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R14 stipulation text");
    TCase *tc = tcase(s, "messages");
    tcase_add_test(tc, stipulation_messages);
    return run_suite(s);
}
