/* tavreli/setup.h: building a position square by square, checked as a TFEN
 * is (R10); and tav_position_attacks_from (R7). Expectations are worked
 * out by hand from RULES.md. */
#include "helpers.h"
#include <tavreli/setup.h>

static tav_piece piece(tav_kind k, tav_color c) { return (tav_piece)(k | c << 3); }

static tav_squareset bit(const char *name) { return (tav_squareset)1 << sq(name); }

/* An empty board is no position (R10: each side has exactly one king);
 * with the two kings it is, and its TFEN is the board placed. */
START_TEST(setup_from_empty)
{
    tav_setup *s = tav_setup_new();
    tav_position *p = (tav_position *)1;
    tav_error err = TAV_ERROR_INIT;
    char text[TAV_TFEN_MAX + 1];
    ck_assert_ptr_nonnull(s);
    ck_assert_int_eq(tav_setup_tfen(s, text, sizeof text), (int)strlen("8/8/8/8/8/8/8/8 w - - 0 1"));
    ck_assert_str_eq(text, "8/8/8/8/8/8/8/8 w - - 0 1");
    ck_assert_int_eq(tav_setup_position(s, &p, &err), TAV_ETFEN);
    ck_assert_ptr_null(p);
    ck_assert_ptr_nonnull(strstr(err.message, "white has no king"));
    ck_assert_int_eq(tav_setup_push_piece(s, sq("e1"), piece(TAV_KING, TAV_WHITE)), TAV_OK);
    ck_assert_int_eq(tav_setup_push_piece(s, sq("e8"), piece(TAV_KING, TAV_BLACK)), TAV_OK);
    /* a tower: a black pawn under a white rook on d4 (R2); a pawn without
     * a badge gets its file's, the queen on d (R1) */
    ck_assert_int_eq(tav_setup_push_piece(s, sq("d4"), piece(TAV_PAWN, TAV_BLACK)), TAV_OK);
    ck_assert_uint_eq(tav_setup_piece(s, sq("d4"), 0), piece(TAV_PAWN, TAV_BLACK) | TAV_QUEEN << 4);
    ck_assert_int_eq(tav_setup_push_piece(s, sq("d4"), piece(TAV_ROOK, TAV_WHITE)), TAV_OK);
    ck_assert_int_eq(tav_setup_height(s, sq("d4")), 2);
    ck_assert_uint_eq(tav_setup_piece(s, sq("d4"), 1), piece(TAV_ROOK, TAV_WHITE));
    ck_assert_int_eq(tav_setup_set_turn(s, TAV_BLACK), TAV_OK);
    ck_assert_int_eq(tav_setup_position(s, &p, &err), TAV_OK);
    ck_assert_int_eq(tav_position_tfen(p, text, sizeof text), (int)strlen(text));
    ck_assert_str_eq(text, "4k3/8/8/8/3(pR)4/8/8/4K3 b - - 0 1");
    tav_position_free(p);
    tav_setup_free(s);
}
END_TEST

/* What the TFEN reader rejects, the setup gives as its reason (R10). */
START_TEST(setup_illegal_boards)
{
    tav_setup *s = tav_setup_new();
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    tav_setup_push_piece(s, sq("e1"), piece(TAV_KING, TAV_WHITE));
    tav_setup_push_piece(s, sq("e8"), piece(TAV_KING, TAV_BLACK));
    tav_setup_push_piece(s, sq("e7"), piece(TAV_ROOK, TAV_WHITE));
    /* black is not to move but is in check */
    ck_assert_int_eq(tav_setup_position(s, &p, &err), TAV_ETFEN);
    ck_assert_ptr_nonnull(strstr(err.message, "not to move is in check"));
    ck_assert_int_eq(tav_setup_set_turn(s, TAV_BLACK), TAV_OK);
    ck_assert_int_eq(tav_setup_position(s, &p, &err), TAV_OK);
    tav_position_free(p);
    /* an unpromoted pawn on top on its last rank */
    ck_assert_uint_eq(tav_setup_pop_piece(s, sq("e7")), piece(TAV_ROOK, TAV_WHITE));
    ck_assert_int_eq(tav_setup_height(s, sq("e7")), 0);
    tav_setup_push_piece(s, sq("a8"), piece(TAV_PAWN, TAV_WHITE) | TAV_ROOK << 4);
    ck_assert_int_eq(tav_setup_position(s, &p, &err), TAV_ETFEN);
    ck_assert_ptr_null(p);
    ck_assert_int_eq(err.square, sq("a8"));
    ck_assert_int_eq(tav_setup_clear_square(s, sq("a8")), TAV_OK);
    /* a castling right without its rook */
    ck_assert_int_eq(tav_setup_set_castling(s, TAV_CASTLE_WHITE_SHORT), TAV_OK);
    ck_assert_int_eq(tav_setup_position(s, &p, &err), TAV_ETFEN);
    ck_assert_int_eq(err.field, 3);
    tav_setup_free(s);
}
END_TEST

/* A setup of a position gives the position back; 32 pieces at most (R1). */
/* A copy is a board of its own with every tower and field (R10 fields 2-6
 * read back by the getters): editing it leaves the original as it was. */
START_TEST(setup_copy_and_fields)
{
    tav_setup *s = tav_setup_new();
    ck_assert_int_eq(tav_setup_push_piece(s, 28, piece(TAV_QUEEN, TAV_WHITE)), TAV_OK);
    ck_assert_int_eq(tav_setup_set_turn(s, TAV_BLACK), TAV_OK);
    ck_assert_int_eq(tav_setup_set_castling(s, TAV_CASTLE_WHITE_LONG), TAV_OK);
    ck_assert_int_eq(tav_setup_set_ep_square(s, 20), TAV_OK);
    ck_assert_int_eq(tav_setup_set_clocks(s, 3, 9), TAV_OK);
    tav_setup *c = tav_setup_copy(s);
    ck_assert_ptr_nonnull(c);
    ck_assert_int_eq(tav_setup_turn(c), TAV_BLACK);
    ck_assert_uint_eq(tav_setup_castling(c), TAV_CASTLE_WHITE_LONG);
    ck_assert_int_eq(tav_setup_ep_square(c), 20);
    ck_assert_uint_eq(tav_setup_halfmove(c), 3);
    ck_assert_uint_eq(tav_setup_fullmove(c), 9);
    ck_assert_int_eq(tav_setup_clear_square(c, 28), TAV_OK);
    ck_assert_int_eq(tav_setup_height(s, 28), 1);
    ck_assert_ptr_null(tav_setup_copy(NULL));
    ck_assert_int_eq(tav_setup_turn(NULL), TAV_EINVAL);
    ck_assert_uint_eq(tav_setup_castling(NULL) + tav_setup_halfmove(NULL) + tav_setup_fullmove(NULL), 0);
    ck_assert_int_eq(tav_setup_ep_square(NULL), TAV_NO_SQUARE);
    tav_setup_free(c);
    tav_setup_free(s);
}
END_TEST

START_TEST(setup_round_trip_and_limits)
{
    tav_position *start = tav_position_new(), *p = NULL;
    tav_setup *s = tav_setup_from_position(start);
    ck_assert_int_eq(tav_setup_position(s, &p, NULL), TAV_OK);
    ck_assert(tav_position_equal(start, p));
    tav_position_free(p);
    ck_assert_int_eq(tav_setup_push_piece(s, sq("e4"), piece(TAV_QUEEN, TAV_WHITE)), TAV_ELIMIT);
    ck_assert_int_eq(tav_setup_height(s, sq("e4")), 0);
    ck_assert_int_eq(tav_setup_push_piece(s, sq("e4"), 0), TAV_EINVAL);
    ck_assert_int_eq(tav_setup_push_piece(s, 64, piece(TAV_QUEEN, TAV_WHITE)), TAV_EINVAL);
    ck_assert_int_eq(tav_setup_push_piece(s, sq("e4"), 0x200 | TAV_QUEEN), TAV_EINVAL);
    ck_assert_uint_eq(tav_setup_pop_piece(s, sq("e4")), TAV_NO_PIECE);
    ck_assert_int_eq(tav_setup_set_turn(s, (tav_color)2), TAV_EINVAL);
    ck_assert_int_eq(tav_setup_set_castling(s, 16), TAV_EINVAL);
    ck_assert_int_eq(tav_setup_set_ep_square(s, 64), TAV_EINVAL);
    ck_assert_int_eq(tav_setup_set_clocks(s, 0, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_setup_position(NULL, &p, NULL), TAV_EINVAL);
    ck_assert_ptr_null(tav_setup_from_position(NULL));
    ck_assert_int_eq(tav_setup_height(NULL, 0), 0);
    tav_setup_free(s);
    tav_setup_free(NULL);
    tav_position_free(start);
}
END_TEST

/* R7: a top attacks as a chess piece, every non-empty square blocks. */
START_TEST(r7_attacks_from)
{
    tav_position *p = pos_new("4k3/8/8/8/3(pR)2p1/8/3P4/K7 w - - 0 1");
    tav_squareset rook = bit("d5") | bit("d6") | bit("d7") | bit("d8") | bit("d3") | bit("d2")
                         | bit("a4") | bit("b4") | bit("c4") | bit("e4") | bit("f4") | bit("g4");
    ck_assert_uint_eq(tav_position_attacks_from(p, sq("d4")), rook);
    ck_assert_uint_eq(tav_position_attacks_from(p, sq("d2")), bit("c3") | bit("e3"));
    ck_assert_uint_eq(tav_position_attacks_from(p, sq("g4")), bit("f3") | bit("h3"));
    ck_assert_uint_eq(tav_position_attacks_from(p, sq("e4")), 0);
    ck_assert_uint_eq(tav_position_attacks_from(p, 64), 0);
    ck_assert_uint_eq(tav_position_attacks_from(NULL, 0), 0);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("setup (R10) and attacks (R7)");
    TCase *tc = tcase(s, "setup");
    tcase_add_test(tc, setup_from_empty);
    tcase_add_test(tc, setup_illegal_boards);
    tcase_add_test(tc, setup_round_trip_and_limits);
    tcase_add_test(tc, setup_copy_and_fields);
    tc = tcase(s, "attacks");
    tcase_add_test(tc, r7_attacks_from);
    return run_suite(s);
}
