/* The binding tier's position helpers (bindings/tier/tavb.h) that the
 * languages call instead of re-deriving what the library knows: a copy
 * keeping the last moves of the history (R8 repetitions), the located error
 * of a refused move, and the mirrored position (R1, R10). */
#include "helpers.h"
#include "tavb.h"

#define REPEAT6(s) s s s s s s

static uint64_t bit(const char *name)
{
    return (uint64_t)1 << sq(name);
}

/* R8: a copy keeps the last keep moves; repetitions count only those. */
START_TEST(tier_copy_last)
{
    tav_position *p = pos_new(TAV_START_TFEN), *c;
    play_all(p, "g1-f3 g8-f6 f3-g1 f6-g8 g1-f3");
    ck_assert_int_eq(tav_position_repetitions(p), 2);
    c = tavb_position_copy_last(p, 2);
    ck_assert_uint_eq(tav_position_history_length(c), 2);
    ck_assert_int_eq(tav_position_equal(c, p), 1);
    ck_assert_int_eq(tav_position_repetitions(c), 1); /* f3 with black to move once since */
    ck_assert_uint_eq(tav_position_history_move(c, 1), tav_position_history_move(p, 4));
    tav_position_free(c);
    c = tavb_position_copy_last(p, 0);
    ck_assert_uint_eq(tav_position_history_length(c), 0);
    ck_assert_int_eq(tav_position_equal(c, p), 1);
    tav_position_free(c);
    c = tavb_position_copy_last(p, -1); /* all of it, as keep past the length */
    ck_assert_uint_eq(tav_position_history_length(c), 5);
    ck_assert_int_eq(tav_position_repetitions(c), 2);
    tav_position_free(c);
    c = tavb_position_copy_last(p, 99);
    ck_assert_uint_eq(tav_position_history_length(c), 5);
    tav_position_free(c);
    ck_assert_int_eq(tavb_push(p, TAV_NULL_MOVE), 0); /* a null move is kept as one */
    c = tavb_position_copy_last(p, 1);
    ck_assert_uint_eq(tav_position_history_length(c), 1);
    ck_assert_uint_eq(tav_position_history_move(c, 0), TAV_NULL_MOVE);
    tav_position_free(c);
    ck_assert_ptr_null(tavb_position_copy_last(NULL, 1));
    tav_position_free(p);
}
END_TEST

/* A refused move's error names the move and its source square; the null
 * move is refused in check (R7); other codes keep the library's text. */
START_TEST(tier_move_error)
{
    tav_position *p = pos_new(TAV_START_TFEN);
    tav_position *check = pos_new("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
    tav_error err = TAV_ERROR_INIT;
    tav_move m = tav_move_make(sq("e2"), sq("e5"), 1);
    ck_assert_int_eq(tavb_push(p, m), TAV_EILLEGAL);
    tavb_move_error(p, m, TAV_EILLEGAL, &err);
    ck_assert_int_eq(err.code, TAV_EILLEGAL);
    ck_assert_int_eq(err.square, sq("e2"));
    ck_assert_str_eq(err.message, "e2(1)-e5 is not a legal move here");
    ck_assert_int_eq(tavb_push(check, TAV_NULL_MOVE), TAV_EILLEGAL);
    tavb_move_error(check, TAV_NULL_MOVE, TAV_EILLEGAL, &err);
    ck_assert_int_eq(err.square, -1);
    ck_assert_str_eq(err.message,
                     "the null move is not legal in check: white may not pass and leave its king attacked (R7)");
    tavb_move_error(p, m, TAV_ENOMEM, &err);
    ck_assert_int_eq(err.code, TAV_ENOMEM);
    ck_assert_str_eq(err.message, tav_strerror(TAV_ENOMEM));
    tavb_move_error(p, m, TAV_EILLEGAL, NULL); /* no error wanted: a no-op */
    tav_position_free(check);
    tav_position_free(p);
}
END_TEST

/* R1, R10: the mirror swaps colours (badges and marks stay with their
 * pieces), flips the ranks, the castling rights and the en passant square,
 * and gives the move to the other side; twice is the position again. */
START_TEST(tier_mirror)
{
    tav_position *p = pos_new("4k3/8/8/8/3(pR)4/8/4P3/4K2R w K - 0 1"), *m, *mm;
    tav_error err = TAV_ERROR_INIT;
    m = tavb_position_mirror(p, &err);
    ck_assert_ptr_nonnull(m);
    assert_tfen(m, "4k2r/4p3/8/3(Pr)4/8/8/8/4K3 b k - 0 1");
    mm = tavb_position_mirror(m, &err);
    ck_assert_int_eq(tav_position_equal(mm, p), 1);
    tav_position_free(mm);
    tav_position_free(m);
    tav_position_free(p);
    p = pos_new(TAV_START_TFEN);
    play(p, "e2-e4");
    m = tavb_position_mirror(p, &err);
    ck_assert_int_eq(tav_position_ep_square(m), sq("e6"));
    ck_assert_uint_eq(tav_position_history_length(m), 0);
    ck_assert_int_eq(tav_position_turn(m), TAV_WHITE);
    ck_assert_uint_eq(tav_position_castling(m), 15);
    tav_position_free(m);
    tav_position_free(p);
}
END_TEST

/* R14: the solution's JSON is the library's own writer's, for the
 * solution the languages read with the getters. */
START_TEST(tier_solution_json)
{
    tav_position *p = pos_new("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"); /* g1-g7# (R8) */
    tav_error err = TAV_ERROR_INIT;
    tav_solution *sol = tavb_solve(p, "#1", 0, 0, 0, &err);
    char *text;
    ck_assert_ptr_nonnull(sol);
    text = tavb_solution_json(sol, &err);
    ck_assert_ptr_nonnull(text);
    ck_assert_ptr_nonnull(strstr(text, "\"keys\": [\"g1-g7\"]"));
    tav_free(text);
    ck_assert_ptr_null(tavb_solution_json(NULL, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    tav_solution_free(sol);
    tav_position_free(p);
}
END_TEST

/* R7: a pinned tower may move along the line through its king; any other
 * square's mask is every square (python-chess's pin()). */
START_TEST(tier_pin_mask)
{
    tav_position *p = pos_new("4k3/8/8/8/8/2b5/3R4/4K3 w - - 0 1"); /* d2 pinned by c3 */
    ck_assert_uint_eq(tavb_pin_mask(p, TAV_WHITE, sq("d2")),
                      bit("a5") | bit("b4") | bit("c3") | bit("d2") | bit("e1"));
    ck_assert_uint_eq(tavb_pin_mask(p, TAV_WHITE, sq("e1")), ~(uint64_t)0);
    ck_assert_uint_eq(tavb_pin_mask(p, TAV_BLACK, sq("d2")), ~(uint64_t)0);
    ck_assert_uint_eq(tavb_pin_mask(NULL, TAV_WHITE, 0), ~(uint64_t)0);
    tav_position_free(p);
}
END_TEST

/* The glyphs: chess's for K Q R B N P, the knight-queen for the helgi (R1);
 * the board rank 8 first from white's side, rank 1 first from black's. */
START_TEST(tier_unicode)
{
    tav_position *p = pos_new("4k3/8/8/8/8/8/8/H3K3 w - - 0 1");
    char *text;
    ck_assert_str_eq(tavb_piece_unicode(TAV_KING | TAV_WHITE << 3, 0), "\u2654");
    ck_assert_str_eq(tavb_piece_unicode(TAV_KING | TAV_WHITE << 3, 1), "\u265a");
    ck_assert_str_eq(tavb_piece_unicode(TAV_HELGI | TAV_BLACK << 3, 0), "\U0001fa51");
    text = tavb_position_unicode(p, 0, 0, ".", 1);
    ck_assert_str_eq(text, ". . . . \u265a . . .\n" REPEAT6(". . . . . . . .\n") "\U0001fa4e . . . \u2654 . . .");
    free(text);
    text = tavb_position_unicode(p, 0, 1, "-", 0);
    ck_assert_str_eq(text, "|-|-|-|\u2654|-|-|-|\U0001fa4e|\n" REPEAT6("|-|-|-|-|-|-|-|-|\n") "|-|-|-|\u265a|-|-|-|-|");
    free(text);
    ck_assert_ptr_null(tavb_position_unicode(NULL, 0, 0, ".", 1));
    ck_assert_ptr_null(tavb_position_unicode(p, 0, 0, NULL, 1));
    tav_position_free(p);
}
END_TEST

/* R9: a text is read against the position as it was when a snapshot of its
 * legal moves was taken: itself while unchanged, a copy taken back after
 * moves were pushed, nothing once the history no longer leads there. */
START_TEST(tier_move_parse_then)
{
    tav_position *p = pos_new(TAV_START_TFEN);
    uint64_t key = tav_position_hash(p);
    tav_move e4 = tav_move_make(sq("e2"), sq("e4"), 1);
    ck_assert_uint_eq(TAV_MOVE_IDENTITY(tavb_move_parse_then(p, 0, key, "e2e4")), e4);
    ck_assert_int_eq(tavb_move_parse_then(p, 0, key, "e7-e5"), 0); /* not white's */
    ck_assert_int_eq(tavb_move_parse_then(p, 0, key, "zz"), 0);
    play(p, "e2-e4");
    ck_assert_uint_eq(TAV_MOVE_IDENTITY(tavb_move_parse_then(p, 0, key, "e2-e4")), e4);
    ck_assert_int_eq(tavb_move_parse_then(p, 0, key, "e7-e5"), 0);
    ck_assert_uint_eq(tav_position_history_length(p), 1); /* p itself unchanged */
    ck_assert_int_eq(tavb_move_parse_then(p, 0, key + 1, "e2-e4"), -1);
    ck_assert_int_eq(tavb_move_parse_then(p, 2, key, "e2-e4"), -1); /* popped past */
    ck_assert_int_eq(tavb_move_parse_then(NULL, 0, key, "e2-e4"), -1);
    ck_assert_int_eq(tavb_move_parse_then(p, 0, key, NULL), -1);
    tav_position_free(p);
}
END_TEST

/* R13: a clock's state as text and back, as an arbiter sets a clock: moves,
 * main times, the running side, a fallen flag; junk is refused. */
START_TEST(tier_clock_state)
{
    tav_time_control *tc = tavb_time_control_parse("40/5400+30:1800+30", NULL);
    tav_clock *c = tavb_clock_new(tc), *back;
    char *state, *again;
    ck_assert_int_eq(tav_clock_press(c, 12500), TAV_OK);
    ck_assert_int_eq(tav_clock_set_moves(c, TAV_BLACK, 39), TAV_OK);
    state = tavb_clock_state(c);
    ck_assert_str_eq(state, "1 1 39 5417500 5400000 0 0");
    back = tavb_clock_from_state(tc, state);
    ck_assert_ptr_nonnull(back);
    again = tavb_clock_state(back);
    ck_assert_str_eq(again, state);
    ck_assert_int_eq(tav_clock_period(back, TAV_BLACK), tav_clock_period(c, TAV_BLACK));
    free(again);
    tav_clock_free(back);
    ck_assert_int_eq(tav_clock_check(c, tav_clock_deadline(c)), 1); /* black's flag falls */
    free(state);
    state = tavb_clock_state(c);
    back = tavb_clock_from_state(tc, state);
    ck_assert_uint_eq(tav_clock_flagged(back), TAV_FLAG_BLACK);
    tav_clock_free(back);
    ck_assert_ptr_null(tavb_clock_from_state(tc, "1 1 39 0 0 0 0 x"));
    ck_assert_ptr_null(tavb_clock_from_state(tc, "2 0 0 0 0 0 0"));
    ck_assert_ptr_null(tavb_clock_from_state(tc, ""));
    ck_assert_ptr_null(tavb_clock_from_state(NULL, state));
    ck_assert_ptr_null(tavb_clock_state(NULL));
    free(state);
    tav_clock_free(c);
    tav_time_control_free(tc);
}
END_TEST

/* A setup's state as text and back: towers bottom first with their marks
 * (R3), the fields as set, an illegal board too (no king, R10); junk is
 * refused. */
START_TEST(tier_setup_state)
{
    tav_setup *s = tav_setup_new(), *back;
    char *state, *again;
    ck_assert_int_eq(tav_setup_push_piece(s, sq("e4"), TAV_PAWN | TAV_WHITE << 3 | TAV_QUEEN << 4), TAV_OK);
    ck_assert_int_eq(tav_setup_push_piece(s, sq("e4"), TAV_ROOK | TAV_BLACK << 3), TAV_OK);
    ck_assert_int_eq(tav_setup_set_clocks(s, 7, 12), TAV_OK);
    ck_assert_int_eq(tav_setup_set_ep_square(s, sq("e3")), TAV_OK);
    state = tavb_setup_state(s);
    ck_assert_str_eq(state, "28:38 28:11 / 0 0 20 7 12");
    back = tavb_setup_from_state(state);
    ck_assert_ptr_nonnull(back);
    again = tavb_setup_state(back);
    ck_assert_str_eq(again, state);
    ck_assert_uint_eq(tav_setup_piece(back, sq("e4"), 1), TAV_ROOK | TAV_BLACK << 3);
    ck_assert_ptr_null(tavb_setup_from_state("28:38 / 0 0 20 7 12 x"));
    ck_assert_ptr_null(tavb_setup_from_state("64:38 / 0 0 20 7 12"));
    ck_assert_ptr_null(tavb_setup_from_state("/ 0 0 20 7 0"));
    ck_assert_ptr_null(tavb_setup_from_state(""));
    ck_assert_ptr_null(tavb_setup_from_state(NULL));
    ck_assert_ptr_null(tavb_setup_state(NULL));
    free(again);
    free(state);
    tav_setup_free(back);
    tav_setup_free(s);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("binding tier: positions, setups, solutions and clocks");
    TCase *tc = tcase(s, "positions");
    tcase_add_test(tc, tier_copy_last);
    tcase_add_test(tc, tier_move_error);
    tcase_add_test(tc, tier_mirror);
    tcase_add_test(tc, tier_solution_json);
    tcase_add_test(tc, tier_pin_mask);
    tcase_add_test(tc, tier_unicode);
    tcase_add_test(tc, tier_move_parse_then);
    tcase_add_test(tc, tier_clock_state);
    tcase_add_test(tc, tier_setup_state);
    return run_suite(s);
}
