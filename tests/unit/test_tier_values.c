/* The binding tier's checked values and move texts (bindings/tier/values.c,
 * move_text.c, text_length.c, move_facts.c, perft_checked.c, setup.c,
 * svg.c): what the languages ask C instead of checking again, each error
 * naming what is wrong. */
#include "helpers.h"
#include "tavb.h"

/* mate and check by a black helgi (R1: queen + knight) from d8; the mate
 * on d3 is the one test_end_r8 derives by hand */
#define HELGI_D8 "3hk3/8/8/8/8/8/8/4K3 b - - 0 1"
#define IN_CHECK "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"

/* R1: a piece's bits from its parts; a bad part is named. */
START_TEST(tier_piece_make)
{
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tavb_piece_make(TAV_KING, TAV_WHITE, -1, 0, 0, &err), TAV_KING);
    ck_assert_int_eq(tavb_piece_make(TAV_PAWN, TAV_BLACK, TAV_HELGI, 0, 1, &err),
                     TAV_PAWN | 1 << 3 | TAV_HELGI << 4 | 1 << 8);
    ck_assert_int_eq(tavb_piece_make(TAV_QUEEN, TAV_WHITE, TAV_QUEEN, 1, 0, &err), TAV_QUEEN | TAV_QUEEN << 4 | 1 << 7);
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_int_eq(tavb_piece_make(0, TAV_WHITE, -1, 0, 0, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "not a kind: 0 (piece_type is KING, QUEEN, ..., HELGI)");
    ck_assert_int_eq(tavb_piece_make(TAV_PAWN, TAV_WHITE, 8, 0, 0, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "not a kind: 8 (badge"));
    ck_assert_int_eq(tavb_piece_make(TAV_PAWN, 2, -1, 0, 0, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "not a colour: 2");
    /* the letters of tav_kind_letter: upper case white, lower case black */
    ck_assert_int_eq(tavb_piece_of_symbol("K", 1, &err), TAV_KING);
    ck_assert_int_eq(tavb_piece_of_symbol("h", 1, &err), TAV_HELGI | 1 << 3);
    ck_assert_int_eq(tavb_piece_of_symbol("x", 1, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "not a piece symbol: 'x'"));
    ck_assert_int_eq(tavb_piece_of_symbol("KK", 2, NULL), TAV_EINVAL);
    ck_assert_int_eq(tavb_piece_of_symbol("K", 0, NULL), TAV_EINVAL);
    ck_assert_int_eq(tavb_piece_of_symbol(NULL, 1, NULL), TAV_EINVAL);
}
END_TEST

/* A move value has only the documented bits; a made move goes somewhere
 * with 1..32 pieces (R2). */
START_TEST(tier_move_values)
{
    tav_error err = TAV_ERROR_INIT;
    tav_move m = tav_move_make(sq("e2"), sq("e4"), 1);
    ck_assert_int_eq(tavb_move_value(m | TAV_MOVE_WHOLE, &err), m | TAV_MOVE_WHOLE);
    ck_assert_int_eq(tavb_move_value(0, &err), 0);
    ck_assert_int_eq(tavb_move_value(-1, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "not a move value: -1 (a tav_move is an unsigned 32-bit value)");
    ck_assert_int_eq(tavb_move_value((long long)m | 1LL << 26, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "bits outside TAV_MOVE_VALID_BITS"));
    ck_assert_int_eq(tavb_move_value(1LL << 40, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_move_made(sq("e2"), sq("e4"), 1, &err), m);
    ck_assert_int_eq(tavb_move_made(sq("a1"), sq("h8"), 32, &err), tav_move_make(sq("a1"), sq("h8"), 32));
    ck_assert_int_eq(tavb_move_made(sq("e2"), sq("e4"), 0, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "a move's count is 1..32 pieces, not 0");
    ck_assert_int_eq(tavb_move_made(sq("e2"), sq("e4"), 33, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_move_made(sq("e2"), sq("e2"), 1, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "a move goes somewhere: source and destination are both e2");
    ck_assert_int_eq(tavb_move_made(64, sq("e2"), 1, &err), TAV_EINVAL);
}
END_TEST

/* Without a position only the counted form and "0000" read: a coordinate
 * move needs the tower's height (R2), which only a position knows. */
START_TEST(tier_move_read_alone)
{
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tavb_move_read_alone("e2(1)-e4", 8, &err), tav_move_make(sq("e2"), sq("e4"), 1));
    ck_assert_int_eq(tavb_move_read_alone("c1(32)-d2", 9, &err), tav_move_make(sq("c1"), sq("d2"), 32));
    ck_assert_int_eq(tavb_move_read_alone("0000", 4, &err), TAV_NULL_MOVE);
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_int_eq(tavb_move_read_alone("e2e4", 4, &err), TAV_ENOTATION);
    ck_assert_ptr_nonnull(strstr(err.message, "whole tower"));
    ck_assert_int_eq(tavb_move_read_alone("a1(33)-h8", 9, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "a move's count is 1..32 pieces, not 33");
    ck_assert_int_eq(tavb_move_read_alone("e2(01)-e4", 9, &err), TAV_ENOTATION);
    ck_assert_int_eq(tavb_move_read_alone("e2-e4", 5, &err), TAV_ENOTATION);
    ck_assert_int_eq(tavb_move_read_alone("e2(1)-e4\0", 9, &err), TAV_ENOTATION); /* the NUL is read too */
    ck_assert_ptr_nonnull(strstr(err.message, "NUL"));
    ck_assert_int_eq(tavb_move_read_alone(NULL, 0, &err), TAV_ENOTATION);
}
END_TEST

/* A TFEN and a move read with their lengths: a NUL among the bytes is an
 * error located where it is (R9, R10); "startpos" is UCI's start position. */
START_TEST(tier_text_length)
{
    char text[200];
    tav_error err = TAV_ERROR_INIT;
    tav_position *p = tavb_position_read("startpos", 8, &err), *q;
    ck_assert_ptr_nonnull(p);
    q = pos_new(TAV_START_TFEN);
    ck_assert_int_eq(tav_position_equal(p, q), 1);
    snprintf(text, sizeof text, "%s%cjunk", TAV_START_TFEN, 0);
    ck_assert_ptr_null(tavb_position_read(text, strlen(TAV_START_TFEN) + 5, &err));
    ck_assert_int_eq(err.code, TAV_ETFEN);
    ck_assert_int_eq(err.offset, (int)strlen(TAV_START_TFEN));
    ck_assert_ptr_nonnull(strstr(err.message, "TFEN contains a NUL character (byte "));
    ck_assert_ptr_null(tavb_position_read("8/8 w", 5, &err));
    ck_assert_int_eq(err.code, TAV_ETFEN);
    ck_assert_int_eq(tavb_position_set_read(q, IN_CHECK, strlen(IN_CHECK), &err), TAV_OK);
    ck_assert_int_eq(tavb_position_set_read(q, text, strlen(TAV_START_TFEN) + 5, &err), TAV_ETFEN);
    ck_assert_int_eq(tav_position_in_check(q), 1); /* unchanged */
    ck_assert_int_eq(tavb_position_set_read(q, "startpos", 8, &err), TAV_OK);
    ck_assert_int_eq(tav_position_equal(p, q), 1);
    ck_assert_uint_eq(tavb_move_read(p, "e2-e4", 5, &err), find(p, "e2", "e4", 1));
    ck_assert_uint_eq(tavb_move_read(p, "e2\0-e4", 6, &err), TAV_NO_MOVE);
    ck_assert_int_eq(err.code, TAV_ENOTATION);
    ck_assert_int_eq(err.offset, 2);
    ck_assert_uint_eq(tavb_move_read(p, "e2-e5", 5, &err), TAV_NO_MOVE);
    ck_assert_int_eq(err.code, TAV_EILLEGAL);
    /* the null move's text, not in check (R7) */
    tav_error_init(&err);
    ck_assert_uint_eq(tavb_move_read_or_null(p, "--", 2, "--", &err), TAV_NULL_MOVE);
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_uint_eq(tavb_move_read_or_null(p, "e2-e4", 5, "--", &err), find(p, "e2", "e4", 1));
    ck_assert_uint_eq(tavb_move_read_or_null(p, "0000", 4, NULL, &err), TAV_NO_MOVE);
    ck_assert_int_eq(err.code, TAV_ENOTATION);
    tav_error_init(&err);
    tavb_position_set_read(q, IN_CHECK, strlen(IN_CHECK), NULL);
    ck_assert_uint_eq(tavb_move_read_or_null(q, "0000", 4, "0000", &err), TAV_NULL_MOVE);
    ck_assert_int_eq(err.code, TAV_EILLEGAL);
    tav_position_free(p);
    tav_position_free(q);
}
END_TEST

/* R9's canonical text of a legal move, with "+" for check and "#" for
 * mate; the null move's "0000" / "--", refused in check (R7). */
START_TEST(tier_move_text_san)
{
    tav_error err = TAV_ERROR_INIT;
    tav_position *p = pos_new(HELGI_D8), *c = pos_new(IN_CHECK);
    char *t;
    t = tavb_move_san(p, tav_move_make(sq("d8"), sq("d3"), 1), &err);
    ck_assert_str_eq(t, "d8-d3#");
    free(t);
    t = tavb_move_san(p, tav_move_make(sq("d8"), sq("d1"), 1), &err); /* the king takes it */
    ck_assert_str_eq(t, "d8-d1+");
    free(t);
    t = tavb_move_san(p, tav_move_make(sq("e8"), sq("f8"), 1), &err);
    ck_assert_str_eq(t, "e8-f8");
    free(t);
    t = tavb_move_san(p, TAV_NULL_MOVE, &err);
    ck_assert_str_eq(t, "--");
    free(t);
    t = tavb_move_text(p, TAV_NULL_MOVE, &err);
    ck_assert_str_eq(t, "0000");
    free(t);
    t = tavb_move_text(p, tav_move_make(sq("d8"), sq("d3"), 1), &err);
    ck_assert_str_eq(t, "d8-d3");
    free(t);
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_ptr_null(tavb_move_text(p, tav_move_make(sq("d8"), sq("c5"), 1), &err));
    ck_assert_int_eq(err.code, TAV_EILLEGAL);
    ck_assert_int_eq(err.square, sq("d8"));
    ck_assert_ptr_null(tavb_move_san(c, TAV_NULL_MOVE, &err));
    ck_assert_int_eq(err.code, TAV_EILLEGAL);
    ck_assert_ptr_null(tavb_move_text(p, -5, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    /* the whole tower by default, the located error when illegal */
    ck_assert_int_eq(tavb_move_find(p, sq("d8"), sq("d3"), -1, &err), find(p, "d8", "d3", 1));
    ck_assert_int_eq(tavb_move_find(p, sq("d8"), sq("c5"), -1, &err), TAV_EILLEGAL);
    ck_assert_int_eq(err.square, sq("d8"));
    ck_assert_int_eq(tavb_move_find(p, sq("d8"), sq("d3"), 0, &err), TAV_EINVAL);
    tav_position_free(p);
    tav_position_free(c);
}
END_TEST

/* R8: a pawn move resets the fifty-move count; losing a castling right or
 * giving up a legal en passant (R5, R7) means no earlier position repeats. */
START_TEST(tier_move_facts)
{
    tav_error err = TAV_ERROR_INIT;
    tav_position *p = pos_new(TAV_START_TFEN), *k = pos_new("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    tav_position *ep = pos_new("4k3/8/8/3pP3/8/8/8/4K3 w - d6 7 5"), *h = pos_new(HELGI_D8);
    ck_assert_int_eq(tavb_move_is_zeroing(p, find(p, "e2", "e4", 1), &err), 1);
    ck_assert_int_eq(tavb_move_is_zeroing(p, find(p, "g1", "f3", 1), &err), 0);
    ck_assert_int_eq(tavb_move_is_zeroing(p, TAV_NULL_MOVE, &err), 0);
    ck_assert_int_eq(tavb_move_is_irreversible(p, find(p, "g1", "f3", 1), &err), 0);
    ck_assert_int_eq(tavb_move_is_irreversible(k, find(k, "e1", "d1", 1), &err), 1);
    ck_assert_int_eq(tavb_move_is_irreversible(k, find(k, "h1", "h2", 1), &err), 1);
    ck_assert_int_eq(tavb_move_is_irreversible(ep, find(ep, "e1", "d1", 1), &err), 1);
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_int_lt(tavb_move_is_zeroing(p, tav_move_make(sq("e2"), sq("e5"), 1), &err), 0);
    ck_assert_int_eq(err.code, TAV_EILLEGAL);
    ck_assert_int_eq(err.square, sq("e2"));
    ck_assert_int_eq(tavb_move_gives_check(h, find(h, "d8", "d1", 1), &err), 1);
    ck_assert_int_eq(tavb_move_gives_check(h, find(h, "e8", "f8", 1), &err), 0);
    ck_assert_int_lt(tavb_move_gives_check(h, 1LL << 27, &err), 0);
    ck_assert_int_eq(err.code, TAV_EINVAL);
    tav_position_free(p);
    tav_position_free(k);
    tav_position_free(ep);
    tav_position_free(h);
}
END_TEST

/* R12: the depth is checked and named; divide lists the moves in the byte
 * order of their texts and adds up to perft. */
START_TEST(tier_perft_checked)
{
    tav_error err = TAV_ERROR_INIT;
    tav_position *p = pos_new(TAV_START_TFEN);
    tav_divide_entry e[TAV_MAX_MOVES];
    char a[TAV_MOVE_TEXT_MAX + 1], b[TAV_MOVE_TEXT_MAX + 1];
    uint64_t sum = 0;
    int n, i;
    ck_assert_int_eq(tavb_perft_checked(p, 2, &err), tavb_perft(p, 2));
    ck_assert_int_eq(tavb_perft_checked(p, 0, &err), 1);
    ck_assert_int_eq(tavb_perft_checked(p, 65, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "depth must be at most 64 (PERFT_MAX_DEPTH), not 65");
    ck_assert_int_eq(tavb_perft_checked(p, -1, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "depth must be at least 0, not -1");
    tav_error_init(&err);
    n = tavb_divide_sorted(p, 2, e, &err);
    ck_assert_int_eq(n, tav_position_count_moves(p));
    ck_assert_int_eq(err.code, TAV_OK);
    for (i = 0; i < n; i++) {
        sum += e[i].count;
        if (i) {
            tav_move_format(e[i - 1].move, a, sizeof a);
            tav_move_format(e[i].move, b, sizeof b);
            ck_assert_int_lt(strcmp(a, b), 0);
        }
    }
    ck_assert_uint_eq(sum, (uint64_t)tavb_perft(p, 2));
    ck_assert_int_eq(tavb_divide_sorted(p, 0, e, &err), 0);
    ck_assert_str_eq(err.message, "depth must be at least 1, not 0");
    tav_position_free(p);
}
END_TEST

/* A setup's fields checked, each error naming the value (R1: 32 pieces). */
START_TEST(tier_setup_checked)
{
    tav_error err = TAV_ERROR_INIT;
    tav_setup *s = tav_setup_new();
    int i;
    ck_assert_int_eq(tavb_setup_put(s, sq("e4"), 999, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "not a piece: 999"));
    ck_assert_int_eq(tavb_setup_put(s, sq("e4"), 1LL << 40, &err), TAV_EINVAL);
    for (i = 0; i < 32; i++)
        ck_assert_int_eq(tavb_setup_put(s, sq("e4"), TAV_ROOK, &err), TAV_OK);
    ck_assert_int_eq(tavb_setup_put(s, sq("e4"), TAV_ROOK, &err), TAV_ELIMIT);
    ck_assert_str_eq(err.message, "a board holds at most 32 pieces, all a game has (R1)");
    ck_assert_int_eq(tavb_setup_set_castling_checked(s, TAV_CASTLE_WHITE_SHORT, &err), TAV_OK);
    ck_assert_int_eq(tavb_setup_set_castling_checked(s, -1, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "castling rights are an or of the CASTLE_* bits, not -1");
    ck_assert_int_eq(tavb_setup_set_castling_checked(s, 16, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_setup_set_clocks_checked(s, 3, 7, &err), TAV_OK);
    ck_assert_uint_eq(tav_setup_halfmove(s), 3);
    ck_assert_int_eq(tavb_setup_set_clocks_checked(s, 1LL << 40, 1, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "halfmove_clock must be 0..4294967295, not 1099511627776");
    ck_assert_int_eq(tavb_setup_set_clocks_checked(s, 0, -1, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "fullmove_number must be 0..4294967295, not -1");
    ck_assert_int_eq(tavb_setup_set_clocks_checked(s, 0, 0, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "the fullmove number is at least 1, not 0");
    ck_assert_uint_eq(tav_setup_fullmove(s), 7); /* unchanged */
    tav_setup_free(s);
}
END_TEST

/* The notebook's picture: the defaults, the king in check and the last
 * move marked (not a null move's squares). */
START_TEST(tier_svg_notebook)
{
    tav_error err = TAV_ERROR_INIT;
    tav_position *p = pos_new(TAV_START_TFEN);
    tav_svg_options o;
    char *got, *want;
    tav_svg_options_init(&o);
    o.check = TAV_SVG_CHECK_AUTO;
    play(p, "e2-e4");
    o.lastmove_from = sq("e2");
    o.lastmove_to = sq("e4");
    got = tavb_svg_notebook(p, &err);
    want = tavb_svg_write(p, &o, &err);
    ck_assert_str_eq(got, want);
    tav_free(got);
    tav_free(want);
    ck_assert_int_eq(tavb_push(p, TAV_NULL_MOVE), 0);
    o.lastmove_from = o.lastmove_to = TAV_NO_SQUARE;
    got = tavb_svg_notebook(p, &err);
    want = tavb_svg_write(p, &o, &err);
    ck_assert_str_eq(got, want);
    tav_free(got);
    tav_free(want);
    tav_position_free(p);
}
END_TEST

/* What the languages ask C instead of working out again: the last move
 * (a null move too, R8 history), a piece's letter (R1), square distances,
 * a move value's legality (junk bits are no move), both sides' material
 * (R8) and an emptied board. */
START_TEST(tier_value_views)
{
    tav_error err = TAV_ERROR_INIT;
    tav_position *p = pos_new(TAV_START_TFEN), *bare = pos_new("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
    tav_move e4 = find(p, "e2", "e4", 1);
    tav_setup *s = tav_setup_from_position(p);
    ck_assert_int_eq(tavb_peek(p), TAV_EEMPTY);
    ck_assert_int_eq(tavb_peek(NULL), TAV_EINVAL);
    play(p, "e2-e4");
    ck_assert_int_eq(tavb_peek(p), tav_position_history_move(p, 0));
    ck_assert_int_eq(tav_position_history_length(p), 1); /* left there */
    ck_assert_int_eq(tavb_push(p, TAV_NULL_MOVE), 0);
    ck_assert_int_eq(tavb_peek(p), TAV_NULL_MOVE);
    ck_assert_int_eq(tavb_piece_letter(TAV_HELGI), 'H');
    ck_assert_int_eq(tavb_piece_letter(TAV_PAWN | TAV_BLACK << 3), 'p');
    ck_assert_int_eq(tavb_piece_letter(0), '?');
    ck_assert_int_eq(tavb_square_distance(sq("a1"), sq("c2"), 0), 2);
    ck_assert_int_eq(tavb_square_distance(sq("a1"), sq("c2"), 1), 3);
    ck_assert_int_eq(tavb_square_distance(sq("h8"), sq("h8"), 0), 0);
    ck_assert_int_eq(tavb_square_distance(64, 0, 0), TAV_EINVAL);
    tav_position_free(p);
    p = pos_new(TAV_START_TFEN);
    ck_assert_int_eq(tavb_move_value_is_legal(p, e4), 1);
    ck_assert_int_eq(tavb_move_value_is_legal(p, e4 & ~(tav_move)TAV_MOVE_WHOLE), 1); /* flags ignored */
    ck_assert_int_eq(tavb_move_value_is_legal(p, (long long)e4 | 1LL << 26), 0);
    ck_assert_int_eq(tavb_move_value_is_legal(p, -1), 0);
    ck_assert_int_eq(tavb_move_value_is_legal(p, 1LL << 40), 0);
    ck_assert_int_eq(tavb_move_value_is_legal(p, 0), 0);
    ck_assert_int_eq(tavb_insufficient_material(p, -1), 0);
    ck_assert_int_eq(tavb_insufficient_material(bare, TAV_WHITE), 1);
    ck_assert_int_eq(tavb_insufficient_material(bare, -1), 1);
    ck_assert_int_eq(tavb_setup_clear(s), TAV_OK);
    ck_assert_int_eq(tav_setup_height(s, sq("e1")) + tav_setup_height(s, sq("e8")), 0);
    ck_assert_int_eq(tav_setup_turn(s), TAV_WHITE); /* the fields stay */
    ck_assert_int_eq(tavb_setup_clear(NULL), TAV_EINVAL);
    tav_error_init(&err);
    ck_assert_ptr_null(tavb_setup_from_state_checked("0:3 junk", &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_str_eq(err.message, "not a Setup pickle: '0:3 junk' (tavb_setup_state's text)");
    tav_setup_free(s);
    tav_position_free(bare);
    tav_position_free(p);
}
END_TEST

/* Position.outcome(): on the board (R8 mate), a claimable draw only when
 * claims count (threefold), in play otherwise; NULL is an error, in play. */
START_TEST(tier_position_outcome)
{
    tav_error err = TAV_ERROR_INIT;
    tav_position *p = pos_new(TAV_START_TFEN), *mated = pos_new(HELGI_D8);
    tav_outcome o;
    int i;
    play(mated, "d8-d3");
    o = tavb_position_outcome(mated, 0, &err);
    ck_assert_int_eq(o.termination, TAV_TERM_CHECKMATE);
    ck_assert_int_eq(o.winner, TAV_BLACK);
    for (i = 0; i < 2; i++) {
        play(p, "g1-f3");
        play(p, "g8-f6");
        play(p, "f3-g1");
        play(p, "f6-g8");
    }
    ck_assert_int_eq(tavb_position_outcome(p, 0, &err).termination, TAV_TERM_NONE);
    ck_assert_int_eq(tavb_position_outcome(p, 1, &err).termination, TAV_TERM_THREEFOLD);
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_int_eq(tavb_position_outcome(NULL, 0, &err).termination, TAV_TERM_NONE);
    ck_assert_int_eq(err.code, TAV_EINVAL);
    tav_position_free(mated);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("binding tier: checked values and move texts");
    TCase *tc = tcase(s, "values");
    tcase_add_test(tc, tier_piece_make);
    tcase_add_test(tc, tier_move_values);
    tcase_add_test(tc, tier_move_read_alone);
    tcase_add_test(tc, tier_text_length);
    tcase_add_test(tc, tier_move_text_san);
    tcase_add_test(tc, tier_move_facts);
    tcase_add_test(tc, tier_perft_checked);
    tcase_add_test(tc, tier_setup_checked);
    tcase_add_test(tc, tier_svg_notebook);
    tcase_add_test(tc, tier_value_views);
    tcase_add_test(tc, tier_position_outcome);
    return run_suite(s);
}
