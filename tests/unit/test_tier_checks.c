/* The binding tier's argument checks (bindings/tier/tavb.h), which let the
 * languages pass a user's arguments on as they are: a value out of range is
 * TAV_EINVAL with a message naming the argument and the value, never read
 * as a default or a limit; and the full text of a located error. */
#include <math.h>
#include "helpers.h"
#include "tavb.h"

/* The SVG picture's size (TAV_SVG_SIZE_MIN..MAX) and legend (0..2^31):
 * a refused value names itself and leaves the options as they were. */
START_TEST(tier_svg_size)
{
    tav_svg_options o;
    tav_error err = TAV_ERROR_INIT;
    tav_svg_options_init(&o);
    ck_assert_int_eq(tavb_svg_set_size(&o, 300, 0, &err), TAV_OK);
    ck_assert_uint_eq(o.size, 300);
    ck_assert_uint_eq(o.legend_height, 0);
    ck_assert_int_eq(tavb_svg_set_size(&o, TAV_SVG_SIZE_MIN - 1, 5, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "size must be 64..16384 pixels, not 63");
    ck_assert_int_eq(tavb_svg_set_size(&o, TAV_SVG_SIZE_MAX + 1, 5, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_svg_set_size(&o, 400, -1, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "legend"));
    ck_assert_ptr_nonnull(strstr(err.message, "not -1"));
    ck_assert_int_eq(tavb_svg_set_size(&o, 400, (1LL << 31) + 1, &err), TAV_EINVAL);
    ck_assert_uint_eq(o.size, 300); /* unchanged by the refusals */
    ck_assert_uint_eq(o.legend_height, 0);
    ck_assert_int_eq(tavb_svg_set_size(&o, TAV_SVG_SIZE_MAX, 1LL << 31, &err), TAV_OK);
    ck_assert_int_eq(tavb_svg_set_size(NULL, 400, 5, &err), TAV_EINVAL);
}
END_TEST

/* One piece's picture: the size (8..16384) and the piece are checked, each
 * with its own message. */
START_TEST(tier_svg_piece_checks)
{
    tav_error err = TAV_ERROR_INIT;
    int king = TAV_KING; /* a white king: colour bit 0 */
    char *text = tavb_svg_piece_write(king, TAV_SVG_PIECE_SIZE_MIN, NULL, &err);
    ck_assert_ptr_nonnull(text);
    tav_free(text);
    ck_assert_ptr_null(tavb_svg_piece_write(king, TAV_SVG_PIECE_SIZE_MIN - 1, NULL, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_str_eq(err.message, "size must be 8..16384 pixels, not 7");
    ck_assert_ptr_null(tavb_svg_piece_write(king, -5, NULL, &err));
    ck_assert_str_eq(err.message, "size must be 8..16384 pixels, not -5");
    ck_assert_ptr_null(tavb_svg_piece_write(0, 45, NULL, &err)); /* no kind */
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "0 is not a piece"));
}
END_TEST

/* The options as a user writes them: a colour or role C does not read is
 * refused with a message quoting it, and the options stay as they were; an
 * arrow without a colour has the default (0); one arrow past the limit is
 * TAV_ELIMIT. */
START_TEST(tier_svg_named_options)
{
    tav_svg_options o;
    tav_error err = TAV_ERROR_INIT;
    tav_svg_options_init(&o);
    ck_assert_int_eq(tavb_svg_color_checked("#112233", &err), 0x112233ff);
    ck_assert_int_eq(tavb_svg_color_checked("nope", &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "not a colour: 'nope'"));
    ck_assert_int_eq(tavb_svg_color_checked(NULL, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_svg_set_color_named(&o, "light", "#123", &err), TAV_OK);
    ck_assert_uint_eq(o.colors[TAV_SVG_LIGHT], 0x112233ff);
    ck_assert_int_eq(tavb_svg_set_color_named(&o, "nothing", "red", &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "not a colour role: 'nothing'"));
    ck_assert_int_eq(tavb_svg_set_color_named(&o, "dark", "zz", &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "'zz'"));
    ck_assert_uint_eq(o.colors[TAV_SVG_DARK], 0);
    ck_assert_int_eq(tavb_svg_fill_named(&o, 28, "red", &err), TAV_OK);
    ck_assert_uint_ne(o.fill[28], 0);
    ck_assert_int_eq(tavb_svg_fill_named(&o, 64, "red", &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "64"));
    ck_assert_int_eq(tavb_svg_fill_named(&o, 27, "zz", &err), TAV_EINVAL);
    ck_assert_uint_eq(o.fill[27], 0);
    ck_assert_int_eq(tavb_svg_add_arrow_named(&o, 12, 28, NULL, &err), TAV_OK);
    ck_assert_uint_eq(o.arrows[0].color, 0);
    ck_assert_int_eq(tavb_svg_add_arrow_named(&o, 12, 28, "zz", &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_svg_add_arrow_named(&o, 12, 64, "red", &err), TAV_EINVAL);
    ck_assert_uint_eq(o.arrow_count, 1);
    while (o.arrow_count < TAV_SVG_MAX_ARROWS)
        ck_assert_int_eq(tavb_svg_add_arrow_named(&o, 1, 2, "red", &err), TAV_OK);
    ck_assert_int_eq(tavb_svg_add_arrow_named(&o, 1, 2, "red", &err), TAV_ELIMIT);
    ck_assert_str_eq(err.message, "arrows: at most 256");
    tavb_svg_clear_arrows(&o);
    ck_assert_int_eq(tavb_svg_set_color_named(NULL, "light", "red", &err), TAV_EINVAL);
}
END_TEST

/* Where an error is, as far as known, for a message to end with. */
START_TEST(tier_error_where)
{
    char *t = tavb_error_where(1, 17, "e4", 3);
    ck_assert_str_eq(t, " [field 1, offset 17, square e4, move 3]");
    free(t);
    t = tavb_error_where(0, 5, NULL, 0);
    ck_assert_str_eq(t, " [offset 5]");
    free(t);
    t = tavb_error_where(0, -1, NULL, 0);
    ck_assert_str_eq(t, "");
    free(t);
    t = tavb_error_where(2, -1, NULL, 0);
    ck_assert_str_eq(t, " [field 2]");
    free(t);
}
END_TEST

/* R14: a solver budget that is negative, NaN or infinite is refused, never
 * read as "no limit"; 0 still means none. */
START_TEST(tier_solve_budget)
{
    tav_position *p = pos_new("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"); /* g1-g7# (R8) */
    tav_error err = TAV_ERROR_INIT;
    tav_solution *sol = tavb_solve(p, "#1", 0, -1, 0, &err);
    ck_assert_ptr_null(sol);
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "max_nodes"));
    ck_assert_ptr_nonnull(strstr(err.message, "not -1"));
    ck_assert_ptr_null(tavb_solve(p, "#1", 0, 0, -0.5, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "max_seconds"));
    ck_assert_ptr_null(tavb_solve(p, "#1", 0, 0, NAN, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "max_seconds"));
    ck_assert_ptr_null(tavb_solve(p, "#1", 0, 0, INFINITY, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_ptr_null(tavb_solve_json(p, "#1", 0, -7, 0, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "not -7"));
    sol = tavb_solve(p, "#1", 0, 0, 0, &err);
    ck_assert_ptr_nonnull(sol);
    ck_assert_int_eq(tav_solution_key_count(sol), 1);
    tav_solution_free(sol);
    tav_position_free(p);
}
END_TEST

/* R14: the solution with its moves as values, for a language that makes
 * its move objects of them: the key g1-g7 mates (goal), the library's own
 * JSON (R9 texts) beside; a bad stipulation is the solver's error. */
START_TEST(tier_solution_values)
{
    tav_position *p = pos_new("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1");
    tav_error err = TAV_ERROR_INIT;
    tav_move key;
    char want[200];
    ck_assert_int_eq(tav_move_parse(p, "g1-g7", &key, NULL), TAV_OK);
    char *text = tavb_solve_values_json(p, "#1", TAV_SOLVE_TREE, 0, 0, &err);
    ck_assert_ptr_nonnull(text);
    snprintf(want, sizeof want,
             ", \"values\": {\"stipulation\": \"#1\", \"keys\": [%u], \"cook\": false, \"tries\": [], \"threat\": [], "
             "\"tree\": {\"move\": null, ",
             (unsigned)key);
    ck_assert_ptr_nonnull(strstr(text, want));
    snprintf(want, sizeof want, "\"children\": [{\"move\": %u, \"kind\": \"key\", \"goal\": true, \"threat\": [], ",
             (unsigned)key);
    ck_assert_ptr_nonnull(strstr(text, want));
    ck_assert_ptr_nonnull(strstr(text, "{\"solution\": {\"stipulation\": \"#1\", \"keys\": [\"g1-g7\"]"));
    ck_assert_ptr_nonnull(strstr(strstr(text, "\"values\": "), "\"solutions\": [], \"complete\": true"));
    ck_assert_str_eq(text + strlen(text) - 3, "}\n}"); /* the values object (its writer's new line) closes it */
    free(text);
    ck_assert_ptr_null(tavb_solve_values_json(p, "x#2", 0, 0, 0, &err));
    ck_assert_int_ne(err.code, TAV_OK);
    ck_assert_ptr_null(tavb_solve_values_json(p, "#1", 0, 0, NAN, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "max_seconds"));
    tav_position_free(p);
}
END_TEST

/* The engine's limits as a language passes them: each checked only when
 * given, named with its value when refused; none given is depth 6. */
START_TEST(tier_engine_limits)
{
    tav_error err = TAV_ERROR_INIT;
    tav_engine *e = tavb_engine_create(1, &err);
    tav_position *p = pos_new("7k/8/6K1/8/8/8/8/R7 w - - 0 1"); /* a1-a8 mates (R8) */
    tav_search_result r;
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(tavb_engine_analyse(e, p, TAVB_DEPTH, 65, 0, 0, 0, 0, 0, &r, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "depth must be a whole number from 1 to 64, not 65");
    ck_assert_int_eq(tavb_engine_analyse(e, p, TAVB_DEPTH, 0, 0, 0, 0, 0, 0, &r, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_engine_analyse(e, p, TAVB_NODES, 0, 18446744073709551616.0, 0, 0, 0, 0, &r, &err),
                     TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "nodes"));
    ck_assert_int_eq(tavb_engine_analyse(e, p, TAVB_TIME, 0, 0, NAN, 0, 0, 0, &r, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "time"));
    ck_assert_int_eq(tavb_engine_analyse(e, p, TAVB_TIME, 0, 0, 0, 0, 0, 0, &r, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_engine_analyse(e, p, TAVB_MULTIPV, 0, 0, 0, 0, 33, 0, &r, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "multipv must be a whole number from 1 to 32, not 33");
    ck_assert_int_eq(tavb_engine_analyse(e, p, TAVB_MATE, 0, 0, 0, -1, 0, 0, &r, &err), TAV_EINVAL);
    /* a fractional count is refused, not cut to a whole one (nodes 1.5 searched 1 node) */
    ck_assert_int_eq(tavb_engine_analyse(e, p, TAVB_NODES, 0, 1.5, 0, 0, 0, 0, &r, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "nodes must be a whole number from 1 to 18446744073709549568, not 1.5");
    /* the result as JSON with the moves as values, for a language's move objects */
    char *text = tavb_engine_analyse_json(e, p, TAVB_DEPTH, 3, 0, 0, 0, 0, 0, &err);
    char want[64];
    tav_move mate;
    ck_assert_int_eq(tav_move_parse(p, "a1-a8", &mate, NULL), TAV_OK);
    snprintf(want, sizeof want, "\"score\": {\"mate\": 1}");
    ck_assert_ptr_nonnull(text);
    ck_assert_ptr_nonnull(strstr(text, want));
    snprintf(want, sizeof want, "\"pv\": [%u]", (unsigned)mate);
    ck_assert_ptr_nonnull(strstr(text, want));
    tav_free(text);
    ck_assert_ptr_null(tavb_engine_analyse_json(e, p, TAVB_MULTIPV, 0, 0, 0, 0, 33, 0, &err));
    ck_assert_str_eq(err.message, "multipv must be a whole number from 1 to 32, not 33");
    /* not given: not checked; none at all: depth 6 */
    ck_assert_int_eq(tavb_engine_analyse(e, p, 0, -5, -5, -5, -5, -5, 0, &r, &err), TAV_OK);
    ck_assert_int_eq(r.line_count, 1);
    ck_assert_int_eq(r.lines[0].mate, 1);
    ck_assert_int_eq(r.lines[0].depth, 6);
    ck_assert_int_eq(tavb_engine_analyse(e, p, TAVB_DEPTH | TAVB_MULTIPV, 2, 0, 0, 0, 2, 0, &r, &err), TAV_OK);
    ck_assert_int_eq(r.line_count, 2);
    tav_engine_free(e);
    tav_position_free(p);
    ck_assert_ptr_null(tavb_engine_create(0, &err));
    ck_assert_str_eq(err.message, "hash_mb must be a whole number from 1 to 65536 MiB, not 0");
    ck_assert_ptr_null(tavb_engine_create(65537, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
}
END_TEST

/* R13: the flag that fell and the result it gives; a move counter is
 * checked before the library's unsigned one could wrap it. */
START_TEST(tier_clock_flags)
{
    tav_time_control *tc = tavb_time_control_parse("60", NULL);
    tav_clock *c = tavb_clock_new(tc);
    tav_position *bare = pos_new("4k3/8/8/8/8/8/8/4K3 w - - 0 1"); /* kings only: no one can mate */
    tav_position *start = pos_new(TAV_START_TFEN);
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tavb_clock_flag_side(c), -1);
    ck_assert_ptr_null(tavb_flag_result_text(start, 0, 0, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "no flag has fallen"));
    ck_assert_int_eq(tav_clock_check(c, 60001), 1); /* white's flag falls */
    ck_assert_int_eq(tavb_clock_flag_side(c), TAV_WHITE);
    ck_assert_str_eq(tavb_flag_result_text(start, tav_clock_flagged(c), 0, &err), "0-1");
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_str_eq(tavb_flag_result_text(bare, TAV_FLAG_WHITE, 0, &err), "1/2-1/2"); /* R8: dead */
    ck_assert_int_eq(tavb_clock_set_moves(c, TAV_BLACK, -1, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "moves must be between 0 and 2**31-1, not -1");
    ck_assert_int_eq(tavb_clock_set_moves(c, TAV_BLACK, 1LL << 32, &err), TAV_EINVAL); /* not wrapped to 0 */
    ck_assert_int_eq(tavb_clock_set_moves(c, TAV_BLACK, 7, &err), TAV_OK);
    ck_assert_int_eq(tav_clock_moves(c, TAV_BLACK), 7);
    /* a pickle's state that is not tavb_clock_state's text is refused, quoted */
    ck_assert_ptr_null(tavb_clock_from_state_checked(tc, "junk", &err));
    ck_assert_str_eq(err.message, "not a Clock pickle: 'junk'");
    char *state = tavb_clock_state(c);
    tav_clock *again = tavb_clock_from_state_checked(tc, state, &err);
    ck_assert_ptr_nonnull(again);
    ck_assert_int_eq(tav_clock_moves(again, TAV_BLACK), 7);
    tav_clock_free(again);
    free(state);
    tav_position_free(bare);
    tav_position_free(start);
    tav_clock_free(c);
    tav_time_control_free(tc);
}
END_TEST

/* R13: a time control given with its length is read to its end, so a NUL
 * inside it is an error at its offset, not the end of the text. */
START_TEST(tier_time_control_bytes)
{
    tav_error err = TAV_ERROR_INIT;
    tav_time_control *tc = tavb_time_control_parse_bytes("300+2", 5, &err);
    char *text;
    ck_assert_ptr_nonnull(tc);
    text = tavb_time_control_format(tc);
    ck_assert_str_eq(text, "300+2");
    free(text);
    tav_time_control_free(tc);
    ck_assert_ptr_null(tavb_time_control_parse_bytes("300\0+2", 6, &err));
    ck_assert_int_eq(err.code, TAV_ETIMECONTROL);
    ck_assert_int_eq(err.offset, 3);
    ck_assert_str_eq(err.message, "time control contains a NUL character (byte 3)");
    ck_assert_ptr_null(tavb_time_control_parse_bytes("300x", 4, &err)); /* the library's own error */
    ck_assert_int_eq(err.code, TAV_ETIMECONTROL);
    ck_assert_int_eq(err.offset, 3);
    ck_assert_ptr_null(tavb_time_control_parse_bytes(NULL, 0, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("binding tier: argument checks and error texts");
    TCase *tc = tcase(s, "checks");
    tcase_add_test(tc, tier_svg_size);
    tcase_add_test(tc, tier_svg_piece_checks);
    tcase_add_test(tc, tier_svg_named_options);
    tcase_add_test(tc, tier_error_where);
    tcase_add_test(tc, tier_solve_budget);
    tcase_add_test(tc, tier_solution_values);
    tcase_add_test(tc, tier_engine_limits);
    tcase_add_test(tc, tier_clock_flags);
    tcase_add_test(tc, tier_time_control_bytes);
    return run_suite(s);
}
