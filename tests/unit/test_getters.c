/* The one sentinel rule of the getters (tavreli/common.h, README
 * "Conventions"): each getter of position.h, query.h, square.h, piece.h,
 * move.h and perft.h is called with a NULL position and with out-of-range squares,
 * indexes and colours, and must give the "none" value its header documents
 * for its result type, never a value a real position can have. */
#include "helpers.h"

/* A position that is not the start: towers, en passant, clocks, history. */
#define BUSY_TFEN "4k3/8/8/3(pN)4/4P3/8/8/4K2R b K e3 0 12"

START_TEST(getters_null_position)
{
    /* int numbers and statuses: TAV_EINVAL */
    ck_assert_int_eq(tav_position_height(NULL, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_position_count_moves(NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_position_repetitions(NULL), TAV_EINVAL);
    /* squares: TAV_NO_SQUARE */
    ck_assert_int_eq(tav_position_ep_square(NULL), TAV_NO_SQUARE);
    ck_assert_int_eq(tav_position_king_square(NULL, TAV_WHITE), TAV_NO_SQUARE);
    ck_assert_int_eq(tav_position_king_square(NULL, TAV_BLACK), TAV_NO_SQUARE);
    /* colour, piece, move: their NO_ value */
    ck_assert_int_eq(tav_position_turn(NULL), TAV_NO_COLOR);
    ck_assert_uint_eq(tav_position_piece(NULL, 0, 0), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_top(NULL, 0), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_history_move(NULL, 0), TAV_NO_MOVE);
    ck_assert_uint_eq(tav_position_find_move(NULL, tav_move_make(12, 28, 1)), TAV_NO_MOVE);
    /* unsigned numbers, sizes, hash, perft: 0 */
    ck_assert_uint_eq(tav_position_castling(NULL), 0);
    ck_assert_uint_eq(tav_position_halfmove_clock(NULL), 0);
    ck_assert_uint_eq(tav_position_fullmove_number(NULL), 0);
    ck_assert_uint_eq(tav_position_hash(NULL), 0);
    ck_assert_uint_eq(tav_position_history_length(NULL), 0);
    ck_assert_uint_eq(tav_perft(NULL, 0), 0);
    ck_assert_uint_eq(tav_perft(NULL, 3), 0);
    /* predicates: 0; the end: TAV_END_NONE */
    ck_assert_int_eq(tav_position_in_check(NULL), 0);
    ck_assert_int_eq(tav_position_is_checkmate(NULL), 0);
    ck_assert_int_eq(tav_position_is_stalemate(NULL), 0);
    ck_assert_int_eq(tav_position_can_claim_threefold(NULL), 0);
    ck_assert_int_eq(tav_position_can_claim_fifty(NULL), 0);
    ck_assert_int_eq(tav_position_end(NULL), TAV_END_NONE);
    /* pointers: NULL; equality: NULL equals only NULL */
    ck_assert_ptr_null(tav_position_copy(NULL));
    tav_position *p = tav_position_new();
    ck_assert_int_eq(tav_position_equal(NULL, p), 0);
    ck_assert_int_eq(tav_position_equal(p, NULL), 0);
    ck_assert_int_ne(tav_position_equal(NULL, NULL), 0);
    tav_position_free(p);
}
END_TEST

/* Out-of-range squares, indexes and colours on a real position. */
START_TEST(getters_bad_arguments)
{
    static const int bad_squares[] = { -1000, -2, -1, 64, 65, 1000 };
    tav_position *p = pos_new(BUSY_TFEN);
    for (size_t i = 0; i < sizeof bad_squares / sizeof bad_squares[0]; i++) {
        int s = bad_squares[i];
        ck_assert_int_eq(tav_position_height(p, s), TAV_EINVAL);
        ck_assert_uint_eq(tav_position_piece(p, s, 0), TAV_NO_PIECE);
        ck_assert_uint_eq(tav_position_top(p, s), TAV_NO_PIECE);
        ck_assert_uint_eq(tav_move_make(s, 28, 1), TAV_NO_MOVE);
        ck_assert_uint_eq(tav_move_make(12, s, 1), TAV_NO_MOVE);
    }
    /* indexes outside the tower of d5 (two pieces) */
    ck_assert_uint_eq(tav_position_piece(p, sq("d5"), -1), TAV_NO_PIECE);
    ck_assert_uint_eq(tav_position_piece(p, sq("d5"), 2), TAV_NO_PIECE);
    ck_assert_uint_ne(tav_position_piece(p, sq("d5"), 1), TAV_NO_PIECE);
    /* an empty square has height 0 (a real value, not the sentinel) */
    ck_assert_int_eq(tav_position_height(p, sq("a1")), 0);
    ck_assert_uint_eq(tav_position_top(p, sq("a1")), TAV_NO_PIECE);
    /* colours other than TAV_WHITE and TAV_BLACK */
    ck_assert_int_eq(tav_position_king_square(p, TAV_NO_COLOR), TAV_NO_SQUARE);
    ck_assert_int_eq(tav_position_king_square(p, (tav_color)2), TAV_NO_SQUARE);
    ck_assert_int_eq(tav_position_king_square(p, (tav_color)-2), TAV_NO_SQUARE);
    /* history indexes past the end */
    ck_assert_uint_eq(tav_position_history_move(p, 0), TAV_NO_MOVE);
    ck_assert_uint_eq(tav_position_history_move(p, (size_t)-1), TAV_NO_MOVE);
    /* kinds that are not kinds */
    ck_assert_int_eq(tav_kind_letter(TAV_NO_KIND), '?');
    ck_assert_int_eq(tav_kind_letter((tav_kind)8), '?');
    ck_assert_int_eq(tav_kind_letter((tav_kind)-1), '?');
    tav_position_free(p);
}
END_TEST

/* query.h (R7): square sets are 0 (empty), its predicates that can fail
 * (is_attacked, is_pinned, gives_check) give TAV_EINVAL like any int
 * result, is_legal answers 0, the ply 0. */
START_TEST(getters_queries)
{
    static const int bad_squares[] = { -1, 64 };
    ck_assert_uint_eq(tav_position_attackers(NULL, TAV_WHITE, 0), 0);
    ck_assert_int_eq(tav_position_is_attacked(NULL, TAV_WHITE, 0), TAV_EINVAL);
    ck_assert_uint_eq(tav_position_checkers(NULL), 0);
    ck_assert_uint_eq(tav_position_pinned(NULL, TAV_WHITE), 0);
    ck_assert_int_eq(tav_position_is_pinned(NULL, TAV_WHITE, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_position_gives_check(NULL, tav_move_make(12, 28, 1)), TAV_EINVAL);
    ck_assert_int_eq(tav_position_is_legal(NULL, tav_move_make(12, 28, 1)), 0);
    ck_assert_uint_eq(tav_position_ply(NULL), 0);
    tav_position *p = pos_new(BUSY_TFEN);
    for (size_t i = 0; i < sizeof bad_squares / sizeof bad_squares[0]; i++) {
        ck_assert_uint_eq(tav_position_attackers(p, TAV_WHITE, bad_squares[i]), 0);
        ck_assert_int_eq(tav_position_is_attacked(p, TAV_WHITE, bad_squares[i]), TAV_EINVAL);
        ck_assert_int_eq(tav_position_is_pinned(p, TAV_WHITE, bad_squares[i]), TAV_EINVAL);
    }
    ck_assert_uint_eq(tav_position_attackers(p, TAV_NO_COLOR, sq("e4")), 0);
    ck_assert_int_eq(tav_position_is_attacked(p, TAV_NO_COLOR, sq("e4")), TAV_EINVAL);
    ck_assert_uint_eq(tav_position_pinned(p, TAV_NO_COLOR), 0);
    ck_assert_int_eq(tav_position_is_pinned(p, (tav_color)2, sq("e4")), TAV_EINVAL);
    ck_assert_int_eq(tav_position_is_legal(p, TAV_NO_MOVE), 0);
    ck_assert_uint_eq(tav_position_ply(p), 2 * (12 - 1) + 1);
    tav_position_free(p);
}
END_TEST

/* The sentinels are out of band: a real position never gives them. */
START_TEST(getters_real_values_differ)
{
    tav_position *p = pos_new(BUSY_TFEN);
    ck_assert_int_eq(tav_position_turn(p), TAV_BLACK);
    ck_assert_int_eq(tav_position_king_square(p, TAV_WHITE), sq("e1"));
    ck_assert_int_eq(tav_position_king_square(p, TAV_BLACK), sq("e8"));
    ck_assert_int_eq(tav_position_ep_square(p), sq("e3"));
    ck_assert_uint_eq(tav_position_castling(p), TAV_CASTLE_WHITE_SHORT);
    ck_assert_uint_eq(tav_position_halfmove_clock(p), 0);
    ck_assert_uint_eq(tav_position_fullmove_number(p), 12);
    ck_assert_uint_ne(tav_position_hash(p), 0);
    ck_assert_int_eq(tav_position_repetitions(p), 1);
    ck_assert_int_eq(tav_position_height(p, sq("d5")), 2);
    ck_assert_int_gt(tav_position_count_moves(p), 0);
    play(p, "e8-d8");
    ck_assert_int_eq(tav_position_turn(p), TAV_WHITE);
    ck_assert_uint_eq(tav_position_history_length(p), 1);
    ck_assert_uint_ne(tav_position_history_move(p, 0), TAV_NO_MOVE);
    tav_position_free(p);
}
END_TEST

/* R1: tav_position_new() builds the start position square by square (in
 * the rules layer, without the TFEN reader); it must be the position
 * TAV_START_TFEN reads: every piece with its badge and virgin mark (R3),
 * the side to move, castling rights (R7), the clocks and the key. */
START_TEST(getters_start_position_built_as_read)
{
    tav_position *built = tav_position_new(), *read = pos_new(TAV_START_TFEN);
    ck_assert_ptr_nonnull(built);
    ck_assert_int_eq(tav_position_equal(built, read), 1);
    for (int square = 0; square < 64; square++) {
        ck_assert_int_eq(tav_position_height(built, square), tav_position_height(read, square));
        for (int i = 0; i < tav_position_height(read, square); i++)
            ck_assert_uint_eq(tav_position_piece(built, square, i), tav_position_piece(read, square, i));
    }
    ck_assert_int_eq(tav_position_turn(built), TAV_WHITE);
    ck_assert_uint_eq(tav_position_castling(built), tav_position_castling(read));
    ck_assert_int_eq(tav_position_ep_square(built), TAV_NO_SQUARE);
    ck_assert_uint_eq(tav_position_halfmove_clock(built), 0);
    ck_assert_uint_eq(tav_position_fullmove_number(built), 1);
    ck_assert_uint_eq(tav_position_hash(built), tav_position_hash(read));
    ck_assert_int_eq(tav_position_count_moves(built), 39);
    tav_position_free(built);
    tav_position_free(read);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("getters");
    TCase *tc = tcase(s, "sentinels");
    tcase_add_test(tc, getters_null_position);
    tcase_add_test(tc, getters_bad_arguments);
    tcase_add_test(tc, getters_queries);
    tcase_add_test(tc, getters_real_values_differ);
    tcase_add_test(tc, getters_start_position_built_as_read);
    return run_suite(s);
}
