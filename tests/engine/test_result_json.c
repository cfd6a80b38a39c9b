/* The one JSON writer of a search result (tav_search_result_json, its
 * _alloc variant and tav_search_line_json): the schema `tavreli analyse
 * --json` prints and the WebAssembly worker reads, with UCI's names
 * (bestmove, time_ms), moves as R9 text or as tav_move numbers, and the
 * writers' buffer contract. */
#include "search_helpers.h"

/* A result written by hand: one line e2-e4 e7-e5, cp 31, from the start. */
static tav_search_result sample(void)
{
    tav_search_result r;
    tav_position *p = tav_position_new();
    tav_move e4, e5;
    ck_assert_int_eq(tav_move_parse(p, "e2-e4", &e4, NULL), TAV_OK);
    ck_assert_int_eq(tav_position_push(p, e4), TAV_OK);
    ck_assert_int_eq(tav_move_parse(p, "e7-e5", &e5, NULL), TAV_OK);
    tav_position_free(p);
    memset(&r, 0, sizeof r);
    r.best_move = e4;
    r.line_count = 1;
    r.depth = 2;
    r.seldepth = 3;
    r.nodes = 123;
    r.time_ms = 4;
    r.lines[0].multipv = 1;
    r.lines[0].depth = 2;
    r.lines[0].seldepth = 3;
    r.lines[0].score_cp = 31;
    r.lines[0].nodes = 120;
    r.lines[0].time_ms = 3;
    r.lines[0].pv_length = 2;
    r.lines[0].pv[0] = e4;
    r.lines[0].pv[1] = e5;
    return r;
}

#define START_TFEN_JSON "{\"tfen\": \"%s\", "
#define SAMPLE_REST                                                                                       \
    "\"depth\": 2, \"seldepth\": 3, \"nodes\": 123, \"time_ms\": 4, \"stopped\": false, \"end\": null, "  \
    "\"lines\": [{\"multipv\": 1, \"depth\": 2, \"seldepth\": 3, \"score\": {\"cp\": 31}, \"bound\": 0, " \
    "\"nodes\": 120, \"time_ms\": 3, \"pv\": [%s]}]}"

START_TEST(result_with_move_text)
{
    tav_position *p = tav_position_new();
    tav_search_result r = sample();
    char buf[1024], tfen[TAV_TFEN_MAX + 1], want[1024], fmt[512];
    size_t len = 0;
    tav_position_tfen(p, tfen, sizeof tfen);
    snprintf(fmt, sizeof fmt, "%s%s%s", START_TFEN_JSON, "\"bestmove\": \"e2-e4\", ", SAMPLE_REST);
    snprintf(want, sizeof want, fmt, tfen, "\"e2-e4\", \"e7-e5\"");
    ck_assert_int_eq(tav_search_result_json(p, &r, 0, buf, sizeof buf, &len), TAV_OK);
    ck_assert_str_eq(buf, want);
    ck_assert_uint_eq(len, strlen(want));
    tav_position_free(p);
}
END_TEST

/* A binding that rebuilds move objects (with their flags) asks for the
 * numbers: the same keys, the values are tav_move. */
START_TEST(result_with_move_values)
{
    tav_search_result r = sample();
    char buf[1024], want[1024], fmt[512];
    snprintf(fmt, sizeof fmt, "{\"tfen\": null, \"bestmove\": %lu, %s", (unsigned long)r.best_move, SAMPLE_REST);
    char pv[64];
    snprintf(pv, sizeof pv, "%lu, %lu", (unsigned long)r.lines[0].pv[0], (unsigned long)r.lines[0].pv[1]);
    snprintf(want, sizeof want, fmt, pv);
    ck_assert_int_eq(tav_search_result_json(NULL, &r, TAV_SEARCH_JSON_MOVE_VALUES, buf, sizeof buf, NULL), TAV_OK);
    ck_assert_str_eq(buf, want);
}
END_TEST

/* R8: no legal move: bestmove null, the end named, no lines (a real search). */
START_TEST(result_of_checkmate)
{
    tav_engine *e = engine();
    tav_position *p = pos_new("R6k/8/6K1/8/8/8/8/8 b - - 0 1");
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 2;
    tav_search_result r = run(e, p, l);
    char *text = NULL;
    size_t len = 0;
    ck_assert_int_eq(tav_search_result_json_alloc(p, &r, 0, &text, &len), TAV_OK);
    ck_assert_ptr_nonnull(strstr(text, "\"bestmove\": null, "));
    ck_assert_ptr_nonnull(strstr(text, "\"end\": \"checkmate\", \"lines\": []}"));
    ck_assert_uint_eq(len, strlen(text));
    tav_free(text);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

/* A real search: the text names its best move and every PV move, and the
 * _alloc writer gives what the buffer writer gives. */
START_TEST(real_search_alloc_equals_buffer)
{
    tav_engine *e = engine();
    tav_position *p = tav_position_new();
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 3;
    l.multipv = 2;
    tav_search_result r = run(e, p, l);
    char *text = NULL, buf[4096], mv[TAV_MOVE_TEXT_MAX + 3], want[TAV_MOVE_TEXT_MAX + 32];
    ck_assert_int_eq(tav_search_result_json_alloc(p, &r, 0, &text, NULL), TAV_OK);
    ck_assert_int_eq(tav_search_result_json(p, &r, 0, buf, sizeof buf, NULL), TAV_OK);
    ck_assert_str_eq(text, buf);
    tav_move_format(r.best_move, mv, sizeof mv);
    snprintf(want, sizeof want, "\"bestmove\": \"%s\"", mv);
    ck_assert_ptr_nonnull(strstr(text, want));
    ck_assert_ptr_nonnull(strstr(text, "{\"multipv\": 2, "));
    tav_free(text);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

/* One line, as an info callback hands it over. */
START_TEST(line_alone)
{
    tav_search_result r = sample();
    char buf[512];
    r.lines[0].mate = -3;
    r.lines[0].score_cp = 0;
    r.lines[0].bound = 1;
    ck_assert_int_eq(tav_search_line_json(&r.lines[0], 0, buf, sizeof buf, NULL), TAV_OK);
    ck_assert_str_eq(buf, "{\"multipv\": 1, \"depth\": 2, \"seldepth\": 3, \"score\": {\"mate\": -3}, \"bound\": 1, "
                          "\"nodes\": 120, \"time_ms\": 3, \"pv\": [\"e2-e4\", \"e7-e5\"]}");
}
END_TEST

/* The writers' contract: a short buffer keeps a prefix and says so, the
 * full length is counted; bad arguments are refused. */
START_TEST(buffer_contract)
{
    tav_search_result r = sample();
    char full[1024], small[16];
    size_t len = 0, len2 = 0;
    char *text = (char *)1;
    ck_assert_int_eq(tav_search_result_json(NULL, &r, 0, full, sizeof full, &len), TAV_OK);
    ck_assert_int_eq(tav_search_result_json(NULL, &r, 0, small, sizeof small, &len2), TAV_EBUFSIZE);
    ck_assert_uint_eq(len, len2);
    ck_assert_int_eq(strncmp(small, full, sizeof small - 1), 0);
    ck_assert_int_eq(tav_search_result_json(NULL, &r, 0, NULL, 0, &len2), TAV_EBUFSIZE);
    ck_assert_uint_eq(len, len2);
    ck_assert_int_eq(tav_search_result_json(NULL, NULL, 0, full, sizeof full, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_search_result_json(NULL, &r, 0, NULL, 8, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_search_result_json(NULL, &r, 2, full, sizeof full, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_search_line_json(NULL, 0, full, sizeof full, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_search_result_json_alloc(NULL, NULL, 0, &text, &len), TAV_EINVAL);
    ck_assert_ptr_null(text);
    ck_assert_uint_eq(len, 0);
    ck_assert_int_eq(tav_search_result_json_alloc(NULL, &r, 0, NULL, NULL), TAV_EINVAL);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("search result JSON");
    TCase *tc = tcase(s, "schema");
    tcase_add_test(tc, result_with_move_text);
    tcase_add_test(tc, result_with_move_values);
    tcase_add_test(tc, result_of_checkmate);
    tcase_add_test(tc, real_search_alloc_equals_buffer);
    tcase_add_test(tc, line_alone);
    tc = tcase(s, "contract");
    tcase_add_test(tc, buffer_contract);
    return run_suite(s);
}
