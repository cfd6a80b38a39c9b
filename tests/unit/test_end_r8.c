/* R8 end of the game: checkmate, stalemate, claimable draws (threefold
 * repetition, fifty moves) and the clocks. */
#include "helpers.h"

START_TEST(r8_checkmate)
{
    /* a lone black helgi on d3: knight jump checks e1, the queen lines
     * cover d1 d2 e2 f1 and the knight jump f2 */
    tav_position *p = pos_new("4k3/8/8/8/8/3h4/8/4K3 w - - 0 1");
    ck_assert(tav_position_in_check(p));
    ck_assert_int_eq(count_all(p), 0);
    ck_assert(tav_position_is_checkmate(p));
    ck_assert(!tav_position_is_stalemate(p));
    ck_assert_int_eq(tav_position_end(p), TAV_END_CHECKMATE);
    tav_position_free(p);

    p = pos_new("8/8/8/8/8/2k5/1q6/K7 w - - 0 1");
    ck_assert_int_eq(tav_position_end(p), TAV_END_CHECKMATE);
    tav_position_free(p);
}
END_TEST

/* R2/R8: chess's fool's mate is no mate: the king may step onto its own
 * queen, bishop or pawns (d1 f1 d2 e2), none of them attacked. */
START_TEST(r8_fools_mate_is_not_mate)
{
    tav_position *p = tav_position_new();
    play_all(p, "f2-f3 e7-e5 g2-g4 d8-h4");
    ck_assert(tav_position_in_check(p));
    ck_assert(!tav_position_is_checkmate(p));
    ck_assert_int_eq(tav_position_end(p), TAV_END_NONE);
    ck_assert(has(p, "e1", "d1", 1));
    ck_assert(has(p, "e1", "f1", 1));
    ck_assert(!has(p, "e1", "f2", 1));
    ck_assert_int_eq(count_all(p), 4);
    tav_position_free(p);
}
END_TEST

START_TEST(r8_stalemate)
{
    tav_position *p = pos_new("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    ck_assert(!tav_position_in_check(p));
    ck_assert(tav_position_is_stalemate(p));
    ck_assert(!tav_position_is_checkmate(p));
    ck_assert_int_eq(tav_position_end(p), TAV_END_STALEMATE);
    tav_position_free(p);
    /* R2: a black knight held prisoner is not black's; a black pawn on a
     * white queen cannot step onto the white pawn ahead nor go diagonally
     * onto an empty square */
    p = pos_new("7k/5Q2/6K1/8/8/7(Qp)/7P/(nR)7 b - - 0 1");
    ck_assert_int_eq(count_all(p), 0);
    ck_assert_int_eq(tav_position_end(p), TAV_END_STALEMATE);
    tav_position_free(p);
}
END_TEST

/* R8: threefold repetition is claimable, never an end by itself. */
START_TEST(r8_threefold_from_start)
{
    tav_position *p = tav_position_new();
    ck_assert_int_eq(tav_position_repetitions(p), 1);
    play_all(p, "g1-f3 g8-f6 f3-g1 f6-g8");
    ck_assert_int_eq(tav_position_repetitions(p), 2);
    ck_assert(!tav_position_can_claim_threefold(p));
    play_all(p, "g1-f3 g8-f6 f3-g1");
    ck_assert_int_eq(tav_position_repetitions(p), 2); /* after 1. Ng1-f3 Nf6 2. Nf3-g1 */
    play(p, "f6-g8");
    ck_assert_int_eq(tav_position_repetitions(p), 3);
    ck_assert(tav_position_can_claim_threefold(p));
    ck_assert_int_eq(tav_position_end(p), TAV_END_NONE);
    tav_position_free(p);
}
END_TEST

/* R8 and the null move (tav_position_push_null, not a move of the rules):
 * the count goes on through it, as python-chess's is_repetition() walks
 * back through Move.null(). Two null moves in a row give the position back:
 * a second occurrence; a null move's position (the other side to move) is
 * a position of its own. */
START_TEST(r8_threefold_through_null_moves)
{
    tav_position *p = tav_position_new();
    ck_assert_int_eq(tav_position_push_null(p), TAV_OK);
    ck_assert_int_eq(tav_position_repetitions(p), 1);
    ck_assert_int_eq(tav_position_push_null(p), TAV_OK);
    ck_assert_int_eq(tav_position_repetitions(p), 2);
    play_all(p, "g1-f3 g8-f6 f3-g1 f6-g8");
    ck_assert_int_eq(tav_position_repetitions(p), 3);
    ck_assert(tav_position_can_claim_threefold(p));
    /* the halfmove clock went on through them: 2 null moves, 4 knight moves */
    assert_tfen(p, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 6 4");
    tav_position_free(p);
}
END_TEST

/* R8: the history starts at the position set up (whatever its clocks say);
 * setting a new TFEN starts a new history. */
START_TEST(r8_threefold_history_starts_at_setup)
{
    const char *tfen = "4k3/8/8/8/8/8/8/R3K3 w - - 30 40";
    tav_position *p = pos_new(tfen);
    ck_assert_int_eq(tav_position_repetitions(p), 1);
    play_all(p, "a1-a2 e8-d8 a2-a1 d8-e8");
    ck_assert_int_eq(tav_position_repetitions(p), 2);
    ck_assert_int_eq(tav_position_set_tfen(p, tfen, NULL), TAV_OK);
    ck_assert_int_eq(tav_position_repetitions(p), 1);
    play_all(p, "a1-a2 e8-d8 a2-a1 d8-e8 a1-a2 e8-d8 a2-a1 d8-e8");
    ck_assert_int_eq(tav_position_repetitions(p), 3);
    ck_assert(tav_position_can_claim_threefold(p));
    tav_position_free(p);
}
END_TEST

/* R8: castling rights are part of the position. */
START_TEST(r8_threefold_castling_rights_count)
{
    tav_position *p = pos_new("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    play_all(p, "h1-h2 e8-d8 h2-h1 d8-e8");
    ck_assert_int_eq(tav_position_repetitions(p), 1); /* K right lost */
    play_all(p, "h1-h2 e8-d8 h2-h1 d8-e8");
    ck_assert_int_eq(tav_position_repetitions(p), 2);
    tav_position_free(p);
}
END_TEST

/* R8: an en passant square counts only when a capture is possible. After
 * e2-e4 no black pawn can take: the position after the knights' round
 * trip is the same. */
START_TEST(r8_threefold_ep_without_capture)
{
    tav_position *p = tav_position_new();
    play_all(p, "e2-e4 g8-f6 g1-f3 f6-g8 f3-g1");
    ck_assert_int_eq(tav_position_repetitions(p), 2);
    play_all(p, "g8-f6 g1-f3 f6-g8 f3-g1");
    ck_assert_int_eq(tav_position_repetitions(p), 3);
    ck_assert(tav_position_can_claim_threefold(p));
    tav_position_free(p);
}
END_TEST

/* R8: here the black pawn on d4 could take en passant after e2-e4, so that
 * position differs from the later ones with the same board. */
START_TEST(r8_threefold_ep_with_capture)
{
    tav_position *p = pos_new("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    play(p, "e2-e4");
    ck_assert(has(p, "d4", "e3", 1));
    play_all(p, "g8-f6 g1-f3 f6-g8 f3-g1");
    ck_assert_int_eq(tav_position_repetitions(p), 1);
    play_all(p, "g8-f6 g1-f3 f6-g8 f3-g1");
    ck_assert_int_eq(tav_position_repetitions(p), 2);
    ck_assert(!tav_position_can_claim_threefold(p));
    tav_position_free(p);
}
END_TEST

/* The halfmove clock after playing `move` from `tfen`. */
static unsigned clock_after(const char *tfen, const char *move)
{
    tav_position *p = pos_new(tfen);
    play(p, move);
    unsigned c = tav_position_halfmove_clock(p);
    tav_position_free(p);
    return c;
}

/* R8: what resets the fifty-move count: a pawn move (the moving part
 * topped by a pawn), landing on an occupied square, en passant. */
START_TEST(r8_fifty_resets)
{
    ck_assert_uint_eq(clock_after("4k3/8/8/8/8/8/4P3/4K3 w - - 10 5", "e2-e3"), 0);
    ck_assert_uint_eq(clock_after("4k3/8/8/8/8/8/4P3/4K3 w - - 10 5", "e2-e4"), 0);
    /* onto an own tower: not a capture, but a tower is built */
    ck_assert_uint_eq(clock_after("4k3/8/8/8/8/8/4P3/4K1N1 w - - 10 5", "g1-e2"), 0);
    ck_assert_uint_eq(clock_after("4k3/8/8/8/8/8/3n4/4K3 w - - 10 5", "e1-d2"), 0);
    /* a pawn-topped split part to an empty square */
    ck_assert_uint_eq(clock_after("4k3/8/8/8/4(NP)3/8/8/4K3 w - - 10 5", "e4(1)-e5"), 0);
    /* a promotion is a pawn move */
    ck_assert_uint_eq(clock_after("7k/P7/8/8/8/8/8/4K3 w - - 10 5", "a7-a8"), 0);
    /* the double step resets, the king's move after it counts one */
    tav_position *p = pos_new("4k3/3p4/8/4P3/8/8/8/4K3 b - - 10 5");
    play(p, "d7-d5");
    ck_assert_uint_eq(tav_position_halfmove_clock(p), 0);
    play(p, "e1-d1");
    ck_assert_uint_eq(tav_position_halfmove_clock(p), 1);
    tav_position_free(p);
    /* en passant (R10 does not tie the clock to the en passant square) */
    ck_assert_uint_eq(clock_after("4k3/8/8/3pP3/8/8/8/4K3 w - d6 7 5", "e5-d6"), 0);
}
END_TEST

/* R8: what does not reset it: castling, non-pawn moves to empty squares
 * (split or whole, freeing pieces or carrying a pawn), a promoted piece. */
START_TEST(r8_fifty_no_reset)
{
    ck_assert_uint_eq(clock_after("4k3/8/8/8/8/8/4P3/4K3 w - - 10 5", "e1-d1"), 11);
    ck_assert_uint_eq(clock_after("4k3/8/8/8/8/8/8/4K2R w K - 10 5", "0-0"), 11);
    ck_assert_uint_eq(clock_after("4k3/8/8/8/3(pNR)4/8/8/4K3 w - - 10 5", "d4(1)-a4"), 11);
    /* the split frees a black pawn: no reset */
    ck_assert_uint_eq(clock_after("4k3/8/8/8/3(pR)4/8/8/4K3 w - - 10 5", "d4(1)-a4"), 11);
    /* the whole tower carries a pawn, but its top is a rook */
    ck_assert_uint_eq(clock_after("4k3/8/8/8/3(PR)4/8/8/4K3 w - - 10 5", "d4-a4"), 11);
    /* a promoted piece's move is not a pawn move */
    ck_assert_uint_eq(clock_after("4k3/8/8/8/8/8/8/Q~3K3 w - - 10 5", "a1-a2"), 11);
    /* freeing an own pawn on its last rank (it promotes) is no reset */
    ck_assert_uint_eq(clock_after("2(PN)1k3/8/8/8/8/8/8/4K3 w - - 10 5", "c8(1)-a7"), 11);
}
END_TEST

START_TEST(r8_fifty_claim)
{
    tav_position *p = pos_new("4k3/8/8/8/8/8/8/4K3 w - - 99 80");
    ck_assert(!tav_position_can_claim_fifty(p));
    play(p, "e1-d1");
    ck_assert_uint_eq(tav_position_halfmove_clock(p), 100);
    ck_assert(tav_position_can_claim_fifty(p));
    ck_assert_int_eq(tav_position_end(p), TAV_END_NONE);
    ck_assert_int_eq(tav_position_pop(p, NULL), TAV_OK);
    ck_assert_uint_eq(tav_position_halfmove_clock(p), 99);
    ck_assert(!tav_position_can_claim_fifty(p));
    tav_position_free(p);
    /* checkmate with the count past 100, stalemate likewise: the game is
     * over, nothing is claimable */
    p = pos_new("k7/8/NKB5/8/8/8/8/8 b - - 105 176");
    ck_assert_int_eq(tav_position_end(p), TAV_END_CHECKMATE);
    ck_assert(!tav_position_can_claim_fifty(p));
    tav_position_free(p);
    p = pos_new("k7/8/1QK5/8/8/8/8/8 b - - 120 200");
    ck_assert_int_eq(tav_position_end(p), TAV_END_STALEMATE);
    ck_assert(!tav_position_can_claim_fifty(p));
    tav_position_free(p);
}
END_TEST

/* R8: the fullmove number goes up after black's move. */
START_TEST(r8_fullmove)
{
    tav_position *p = pos_new("4k3/8/8/8/8/8/8/4K3 w - - 0 7");
    play(p, "e1-d1");
    ck_assert_uint_eq(tav_position_fullmove_number(p), 7);
    play(p, "e8-d8");
    ck_assert_uint_eq(tav_position_fullmove_number(p), 8);
    ck_assert_int_eq(tav_position_pop(p, NULL), TAV_OK);
    ck_assert_uint_eq(tav_position_fullmove_number(p), 7);
    tav_position_free(p);
    p = pos_new("4k3/8/8/8/8/8/8/4K3 b - - 0 7");
    play(p, "e8-d8");
    ck_assert_uint_eq(tav_position_fullmove_number(p), 8);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R8 end of the game");
    TCase *tc = tcase(s, "mate and stalemate");
    tcase_add_test(tc, r8_checkmate);
    tcase_add_test(tc, r8_fools_mate_is_not_mate);
    tcase_add_test(tc, r8_stalemate);
    tc = tcase(s, "threefold");
    tcase_add_test(tc, r8_threefold_from_start);
    tcase_add_test(tc, r8_threefold_through_null_moves);
    tcase_add_test(tc, r8_threefold_history_starts_at_setup);
    tcase_add_test(tc, r8_threefold_castling_rights_count);
    tcase_add_test(tc, r8_threefold_ep_without_capture);
    tcase_add_test(tc, r8_threefold_ep_with_capture);
    tc = tcase(s, "fifty moves and clocks");
    tcase_add_test(tc, r8_fifty_resets);
    tcase_add_test(tc, r8_fifty_no_reset);
    tcase_add_test(tc, r8_fifty_claim);
    tcase_add_test(tc, r8_fullmove);
    return run_suite(s);
}
