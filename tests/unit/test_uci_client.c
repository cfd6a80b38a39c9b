/* The protocol side of a UCI client in the binding tier (uci_client.c):
 * the go line of limits in seconds, what handshake lines declare, and each
 * line of a running search read against its position as JSON with
 * python-chess's keys. Moves are compared with the position's own reading
 * of the same text. */
#include <math.h>
#include "helpers.h"
#include "tavb.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* The JSON C writes for text, or NULL; err's message in *why. */
static void assert_text(char *got, const char *want)
{
    ck_assert_msg(got != NULL, "no text for '%s'", want);
    ck_assert_str_eq(got, want);
    free(got);
}

static unsigned mv(const tav_position *pos, const char *text)
{
    tav_move m = TAV_NO_MOVE;
    ck_assert_int_eq(tav_move_parse(pos, text, &m, NULL), TAV_OK);
    return (unsigned)m;
}

/* The start position and the one after 1. e2-e4 (where e7-e5 follows). */
static tav_position *start, *after_e4;

static void positions_new(void)
{
    start = pos_new(START);
    after_e4 = pos_new(START);
    ck_assert_int_eq(tav_position_push(after_e4, mv(start, "e2-e4")), TAV_OK);
}

static void positions_free(void)
{
    tav_position_free(after_e4);
    tav_position_free(start);
}

/* Seconds to milliseconds rounded half to even; a time to think is at
 * least 1 ms, an increment may be 0; nothing given is go infinite. */
START_TEST(go_line_from_seconds)
{
    tav_error err = TAV_ERROR_INIT;
    assert_text(tavb_uci_go(0.5, -1, -1, 0, -1, 3, -1, -1, -1, &err), "go winc 0 depth 3 movetime 500");
    assert_text(tavb_uci_go(0.0001, 60, 59.9995, 0.0005, 0.0025, -1, 100, 2, 40, &err),
                "go wtime 60000 btime 60000 winc 0 binc 2 movestogo 40 nodes 100 mate 2 movetime 1");
    assert_text(tavb_uci_go(NAN, -1, -1, -1, -1, -1, -1, -1, -1, &err), "go infinite");
    ck_assert_ptr_null(tavb_uci_go(1e300, -1, -1, -1, -1, -1, -1, -1, -1, &err));
    ck_assert_int_eq(err.code, TAV_ELIMIT);
}
END_TEST

/* A Limit's field that a go line would send as it is (nan, a negative
 * increment, a fractional count) is refused, named with its value; 0 (a
 * field not given) passes. */
START_TEST(limit_fields_checked)
{
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tavb_uci_limit_check(0.5, 3, 0, 0, 60, 0, 0, 0, 40, &err), TAV_OK);
    ck_assert_int_eq(tavb_uci_limit_check(NAN, 0, 0, 0, 0, 0, 0, 0, 0, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "Limit(time=...) is a finite number of seconds, 0 or more, not nan");
    ck_assert_int_eq(tavb_uci_limit_check(0, 0, 0, 0, 0, 0, -5, 0, 0, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "Limit(white_inc=...) is a finite number of seconds, 0 or more, not -5");
    ck_assert_int_eq(tavb_uci_limit_check(0, 0, 0, 0, 0, INFINITY, 0, 0, 0, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_uci_limit_check(0, 0, 1.5, 0, 0, 0, 0, 0, 0, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "Limit(nodes=...) is an int, 0 or more, not 1.5");
    ck_assert_int_eq(tavb_uci_limit_check(0, 0, 0, 0, 0, 0, 0, 0, -3, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "remaining_moves"));
    ck_assert_int_eq(tavb_uci_limit_check(0, 0x1p63, 0, 0, 0, 0, 0, 0, 0, &err), TAV_EINVAL);
}
END_TEST

/* An option line as python-chess's Option fields; a default a spin cannot
 * read is null, a check's is a boolean. */
/* A setoption line is written whole or refused: a line break would end
 * it and send the rest as a command, "value" in a name would cut it. */
/* How long a client waits for the bestmove (beyond its timeout): the
 * mover's clock in a timed game, else the time to think, else nothing. */
START_TEST(search_wait_from_the_limits)
{
    ck_assert_double_eq(tavb_uci_wait_s(0.5, -1, -1, 1), 0.5);
    ck_assert_double_eq(tavb_uci_wait_s(0.5, 60, 30, 1), 60);
    ck_assert_double_eq(tavb_uci_wait_s(0.5, 60, 30, 0), 30);
    ck_assert_double_eq(tavb_uci_wait_s(-1, 60, -1, 0), 0); /* black to move, only white's clock given */
    ck_assert_double_eq(tavb_uci_wait_s(-1, -1, -1, 1), 0);
    ck_assert_double_eq(tavb_uci_wait_s(NAN, -1, -1, 1), 0);
}
END_TEST

START_TEST(setoption_line)
{
    tav_error err = TAV_ERROR_INIT;
    assert_text(tavb_uci_setoption("Clear Hash", NULL, &err), "setoption name Clear Hash");
    assert_text(tavb_uci_setoption("Hash", "64", &err), "setoption name Hash value 64");
    assert_text(tavb_uci_setoption("Values", "a valued text", &err), "setoption name Values value a valued text");
    const char *bad[][2] = { { "Hash\nquit", "1" }, { "Hash", "1\rquit" }, { "Skill value", "3" }, { "", "1" } };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ck_assert_ptr_null(tavb_uci_setoption(bad[i][0], bad[i][1], &err));
        ck_assert_int_eq(err.code, TAV_EINVAL);
        ck_assert_msg(strncmp(err.message, "setoption: ", 11) == 0, "%s", err.message);
    }
    ck_assert_ptr_null(tavb_uci_setoption(NULL, "1", &err));
}
END_TEST

START_TEST(option_fields)
{
    tav_error err = TAV_ERROR_INIT;
    assert_text(tavb_uci_option_json("option name Hash type spin default 16 min 1 max 1024", &err),
                "{\"name\": \"Hash\", \"type\": \"spin\", \"default\": 16, \"min\": 1, \"max\": 1024, \"var\": []}");
    assert_text(tavb_uci_option_json("option name Odd type spin default abc", &err),
                "{\"name\": \"Odd\", \"type\": \"spin\", \"default\": null, \"min\": null, \"max\": null, \"var\": []}");
    assert_text(tavb_uci_option_json("option name Ponder type check default true", &err),
                "{\"name\": \"Ponder\", \"type\": \"check\", \"default\": true, \"min\": null, \"max\": null, "
                "\"var\": []}");
    assert_text(tavb_uci_option_json("option name Style type combo default a\"b var a\"b var c", &err),
                "{\"name\": \"Style\", \"type\": \"combo\", \"default\": \"a\\\"b\", \"min\": null, \"max\": null, "
                "\"var\": [\"a\\\"b\", \"c\"]}");
    ck_assert_ptr_null(tavb_uci_option_json("id name x", &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "not an option line"));
    ck_assert_ptr_null(tavb_uci_option_json("option name", &err));
    ck_assert_ptr_nonnull(strstr(err.message, "name"));
}
END_TEST

START_TEST(handshake_declarations)
{
    tav_error err = TAV_ERROR_INIT;
    assert_text(tavb_uci_handshake_json("id name Tav 1.0", &err), "{\"id\": {\"name\": \"Tav 1.0\"}}");
    assert_text(tavb_uci_handshake_json("option name Clear type button", &err),
                "{\"option\": {\"name\": \"Clear\", \"type\": \"button\", \"default\": null, \"min\": null, "
                "\"max\": null, \"var\": []}}");
    assert_text(tavb_uci_handshake_json("uciok", &err), "{}");
    assert_text(tavb_uci_handshake_json("hello there", &err), "{}"); /* not the protocol: not declared */
    /* an unreadable declaration is skipped, with the codec's message for the client's log */
    char *skipped = tavb_uci_handshake_json("option name X type spin min abc", &err);
    ck_assert_ptr_nonnull(skipped);
    ck_assert_msg(strncmp(skipped, "{\"skipped\": \"", 13) == 0 && strstr(skipped, "min"), "%s", skipped);
    free(skipped);
}
END_TEST

/* Info fields by python-chess's keys; a currmove that is not legal (e2-e5:
 * R5, no pawn move of three) is left out, the pv stops at its first move
 * the position does not allow (e4-e6), the time is in seconds. */
START_TEST(search_info)
{
    tav_error err = TAV_ERROR_INIT;
    tav_position *p = start, *after = after_e4;
    char want[512];
    snprintf(want, sizeof want,
             "{\"info\": {\"depth\": 3, \"multipv\": 2, \"nodes\": 100, \"time\": 0.012, \"score\": {\"mate\": "
             "-2}, \"upperbound\": true, \"pv\": [%u, %u]}}",
             mv(p, "e2-e4"), mv(after, "e7-e5"));
    assert_text(tavb_uci_search_json(p, "info depth 3 multipv 2 time 12 nodes 100 score mate -2 upperbound "
                                        "currmove e2-e5 pv e2-e4 e7-e5 e4-e6 d2-d4",
                                     &err),
                want);
    snprintf(want, sizeof want, "{\"info\": {\"score\": {\"cp\": -7}, \"currmove\": %u, \"string\": \"a\\\"b\"}}",
             mv(p, "g1-f3"));
    assert_text(tavb_uci_search_json(p, "info score cp -7 currmove g1f3 string a\"b", &err), want);
    char *skipped = tavb_uci_search_json(p, "info depth x", &err);
    ck_assert_ptr_nonnull(strstr(skipped, "{\"skipped\": \"UCI 'info'"));
    free(skipped);
    assert_text(tavb_uci_search_json(p, "info string position: bad TFEN", &err),
                "{\"complaint\": \"position: bad TFEN\"}");
    assert_text(tavb_uci_search_json(p, "info string hello", &err), "null");
    assert_text(tavb_uci_search_json(p, "readyok", &err), "null");
    ck_assert_ptr_null(tavb_uci_search_json(NULL, "info depth 1", &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
}
END_TEST

/* A bestmove is a move of the position (R9 or coordinates), its ponder
 * move one of the position after it; anything else is refused. */
START_TEST(search_bestmove)
{
    tav_error err = TAV_ERROR_INIT;
    tav_position *p = start, *after = after_e4;
    char want[256];
    snprintf(want, sizeof want, "{\"bestmove\": [%u, %u]}", mv(p, "e2-e4"), mv(after, "e7-e5"));
    assert_text(tavb_uci_search_json(p, "bestmove e2e4 ponder e7-e5", &err), want);
    snprintf(want, sizeof want, "{\"bestmove\": [%u, null]}", mv(p, "e2-e4"));
    assert_text(tavb_uci_search_json(p, "bestmove e2-e4 ponder e2-e4", &err), want);
    assert_text(tavb_uci_search_json(p, "bestmove (none)", &err), "{\"bestmove\": [null, null]}");
    assert_text(tavb_uci_search_json(p, "bestmove 0000", &err), "{\"bestmove\": [null, null]}");
    char *bad = tavb_uci_search_json(p, "bestmove e2-e5", &err);
    ck_assert_ptr_nonnull(strstr(bad, "{\"illegal\": \"engine played 'e2-e5': "));
    free(bad);
    bad = tavb_uci_search_json(p, "bestmove", &err);
    ck_assert_ptr_nonnull(strstr(bad, "{\"illegal\": \"engine sent 'bestmove': "));
    free(bad);
}
END_TEST

/* The check the match runner shares: a parsed bestmove line against the
 * position; "(none)" is no move, a ponder move that does not follow the
 * move is dropped, a move the position does not allow is an error. */
START_TEST(bestmove_checked)
{
    tav_position *p = start, *after = after_e4;
    tav_uci_line *l = calloc(1, sizeof *l);
    tav_error err = TAV_ERROR_INIT;
    tav_move m, ponder;
    ck_assert_int_eq(tavb_uci_parse("bestmove e2e4 ponder e7e5", l, NULL), TAV_OK);
    ck_assert_int_eq(tavb_uci_bestmove(p, l, &m, &ponder, &err), TAV_OK);
    ck_assert_uint_eq(m, mv(p, "e2-e4"));
    ck_assert_uint_eq(ponder, mv(after, "e7-e5"));
    ck_assert_int_eq(tavb_uci_parse("bestmove e2e4 ponder e2e4", l, NULL), TAV_OK);
    ck_assert_int_eq(tavb_uci_bestmove(p, l, &m, &ponder, &err), TAV_OK);
    ck_assert_uint_eq(ponder, TAV_NO_MOVE);
    ck_assert_int_eq(tavb_uci_parse("bestmove (none)", l, NULL), TAV_OK);
    ck_assert_int_eq(tavb_uci_bestmove(p, l, &m, &ponder, &err), TAV_OK);
    ck_assert_uint_eq(m, TAV_NO_MOVE);
    ck_assert_int_eq(tavb_uci_parse("bestmove e2-e5", l, NULL), TAV_OK); /* R5: no pawn move of three */
    ck_assert_int_ne(tavb_uci_bestmove(p, l, &m, &ponder, &err), TAV_OK);
    ck_assert_uint_eq(m, TAV_NO_MOVE);
    ck_assert_str_ne(err.message, "");
    ck_assert_int_eq(tavb_uci_parse("readyok", l, NULL), TAV_OK);
    ck_assert_int_eq(tavb_uci_bestmove(p, l, &m, &ponder, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_uci_bestmove(NULL, l, &m, &ponder, NULL), TAV_EINVAL);
    free(l);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("UCI client (binding tier)");
    TCase *tc = tcase(s, "client");
    tcase_add_checked_fixture(tc, positions_new, positions_free);
    tcase_add_test(tc, go_line_from_seconds);
    tcase_add_test(tc, search_wait_from_the_limits);
    tcase_add_test(tc, limit_fields_checked);
    tcase_add_test(tc, setoption_line);
    tcase_add_test(tc, option_fields);
    tcase_add_test(tc, handshake_declarations);
    tcase_add_test(tc, search_info);
    tcase_add_test(tc, search_bestmove);
    tcase_add_test(tc, bestmove_checked);
    return run_suite(s);
}
