/* R2 towers: building on own and enemy tops, splits k = 1..h keeping the
 * order, the part left behind acting at once. */
#include "helpers.h"

/* R2: a piece moving onto an own top stacks on it; the tower moves by its
 * top, and the virgin pawn under it cannot move (nor double step). */
START_TEST(r2_stack_on_own_top)
{
    tav_position *p = tav_position_new();
    tav_move m = play(p, "g1-e2");
    ck_assert(m & TAV_MOVE_STACK);
    ck_assert(!(m & TAV_MOVE_CAPTURE));
    assert_tfen(p, "rnbqkbnr/pppppppp/8/8/8/8/PPPP(PN)PPP/RNBQKB1R b KQkq - 0 1");
    ck_assert_int_eq(height_at(p, "e2"), 2);
    ck_assert_int_eq(TAV_PIECE_KIND(piece_at(p, "e2", 0)), TAV_PAWN);
    ck_assert_int_eq(TAV_PIECE_KIND(top_at(p, "e2")), TAV_KNIGHT);
    play(p, "e7-e6");
    /* Ne2 (with the pawn, k = 1 or 2): c1 c3 d4 f4 g1 g3 */
    ck_assert_int_eq(count_from(p, "e2"), 12);
    ck_assert(!has(p, "e2", "e3", 1));
    ck_assert(!has(p, "e2", "e3", 2));
    ck_assert(!has(p, "e2", "e4", 1));
    ck_assert(!has(p, "e2", "e4", 2));
    ck_assert(has(p, "e2", "c1", 2));
    tav_position_free(p);
}
END_TEST

/* R2: landing on an enemy top takes it prisoner: the tower is the
 * mover's, the prisoner cannot move. */
START_TEST(r2_capture_takes_prisoner)
{
    tav_position *p = pos_new("7k/8/8/n7/8/8/8/R3K3 w - - 0 1");
    tav_move m = play(p, "a1-a5");
    ck_assert(m & TAV_MOVE_CAPTURE);
    ck_assert(m & TAV_MOVE_STACK);
    assert_tfen(p, "7k/8/8/(nR)7/8/8/8/4K3 b - - 0 1");
    ck_assert_int_eq(TAV_PIECE_COLOR(top_at(p, "a5")), TAV_WHITE);
    ck_assert_int_eq(count_from(p, "a5"), 0);
    ck_assert_int_eq(count_all(p), 3); /* Kh8: g8 g7 h7 */
    tav_position_free(p);
}
END_TEST

/* R2: the moving part keeps its order; the part left behind acts at once
 * (the freed black pawn moves on black's next turn). */
START_TEST(r2_split_keeps_order)
{
    tav_position *p = pos_new("7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1");
    tav_move m = play(p, "d4(2)-d7");
    ck_assert_int_eq(TAV_MOVE_COUNT(m), 2);
    ck_assert(!(m & TAV_MOVE_WHOLE));
    assert_tfen(p, "7k/3(NR)4/8/8/3p4/8/8/7K b - - 1 1");
    ck_assert_int_eq(TAV_PIECE_KIND(piece_at(p, "d7", 0)), TAV_KNIGHT);
    ck_assert_int_eq(TAV_PIECE_KIND(piece_at(p, "d7", 1)), TAV_ROOK);
    ck_assert(has(p, "d4", "d3", 1));
    tav_position_free(p);
}
END_TEST

START_TEST(r2_split_onto_tower_keeps_order)
{
    tav_position *p = pos_new("7k/8/3B4/8/3(pNR)4/8/8/7K w - - 0 1");
    play(p, "d4(2)-d6");
    assert_tfen(p, "7k/8/3(BNR)4/8/3p4/8/8/7K b - - 0 1");
    tav_position_free(p);
    /* k = 1: only the rook moves, the knight is the new top at once */
    p = pos_new("7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1");
    play(p, "d4(1)-a4");
    assert_tfen(p, "7k/8/8/8/R2(pN)4/8/8/7K b - - 1 1");
    tav_position_free(p);
}
END_TEST

/* R2: the part left behind is active at once: an own rook freed under a
 * knight gives check. */
START_TEST(r2_freed_own_piece_gives_check)
{
    tav_position *p = pos_new("4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1");
    ck_assert(!tav_position_in_check(p));
    play(p, "e4(1)-c5");
    assert_tfen(p, "4k3/8/8/2N5/4R3/8/8/K7 b - - 1 1");
    ck_assert(tav_position_in_check(p));
    tav_position_free(p);
}
END_TEST

/* R2/R7 hard case: the black rook under the white queen on e4 is freed by
 * a split and checks e1 at once, so the queen alone may only stay on the
 * file (e3, e2); the whole tower may go anywhere (26 squares). */
START_TEST(r2_freed_enemy_rook_checks)
{
    tav_position *p = pos_new("7k/8/8/8/4(rQ)3/8/8/4K3 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e4"), 28);
    ck_assert_int_eq(count_all(p), 33); /* + Ke1: d1 d2 e2 f1 f2 */
    ck_assert(has(p, "e4", "e3", 1));
    ck_assert(has(p, "e4", "e2", 1));
    ck_assert(!has(p, "e4", "e5", 1));
    ck_assert(!has(p, "e4", "a8", 1));
    ck_assert(!has(p, "e4", "h1", 1));
    ck_assert(has(p, "e4", "e5", 2));
    ck_assert(has(p, "e4", "a8", 2));
    assert_illegal(p, "e4(1)-d4");
    assert_legal(p, "e4-d4");
    tav_position_free(p);
}
END_TEST

/* R2/R7: a freed enemy knight checks the king: every split is illegal. */
START_TEST(r2_freed_enemy_knight_checks)
{
    /* Bd3 tops a black knight; the knight on d3 would attack e1 */
    tav_position *p = pos_new("k7/8/8/8/8/3(nB)4/8/4K3 w - - 0 1");
    ck_assert_int_eq(count_from(p, "d3"), 11);
    ck_assert(!has(p, "d3", "e2", 1));
    ck_assert(!has(p, "d3", "h7", 1));
    ck_assert(has(p, "d3", "h7", 2));
    ck_assert(has(p, "d3", "b1", 2));
    tav_position_free(p);
}
END_TEST

/* R2/R7: a pinned tower may split (the part left behind still blocks) but
 * may not leave the pin line whole. */
START_TEST(r2_pinned_tower_splits)
{
    tav_position *p = pos_new("4r2k/8/8/8/8/4(BN)3/8/4K3 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e3"), 8);
    for (int k = 1; k <= 2; k++) {
        ck_assert_int_eq(has(p, "e3", "c4", k), k == 1);
        ck_assert_int_eq(has(p, "e3", "g2", k), k == 1);
        ck_assert_int_eq(has(p, "e3", "f5", k), k == 1);
    }
    ck_assert_int_eq(count_all(p), 13);
    tav_position_free(p);

    /* a freed black bishop does not attack e1 but still blocks the file */
    p = pos_new("4r2k/8/8/8/8/4(bN)3/8/4K3 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e3"), 8);
    ck_assert(has(p, "e3", "d1", 1));
    ck_assert(!has(p, "e3", "d1", 2));
    tav_position_free(p);

    /* a freed black rook checks: no move from e3 at all */
    p = pos_new("4r2k/8/8/8/8/4(rN)3/8/4K3 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e3"), 0);
    ck_assert_int_eq(count_all(p), 5);
    tav_position_free(p);
}
END_TEST

/* R2/R7 king-topped tower: it splits like any other (the king always in
 * the moving part); a freed enemy pawn on d4 attacks c3 and e3. */
START_TEST(r2_king_tower_split_frees_pawn)
{
    tav_position *p = pos_new("7k/8/8/8/3(pK)4/8/8/8 w - - 0 1");
    ck_assert(!has(p, "d4", "c3", 1));
    ck_assert(!has(p, "d4", "e3", 1));
    ck_assert(has(p, "d4", "c3", 2));
    ck_assert(has(p, "d4", "e3", 2));
    ck_assert(has(p, "d4", "d3", 1));
    ck_assert(has(p, "d4", "c5", 1));
    ck_assert_int_eq(count_all(p), 14);
    tav_position_free(p);

    /* a freed rook attacks d3 d5 c4 e4; the diagonals stay open */
    p = pos_new("7k/8/8/8/3(rK)4/8/8/8 w - - 0 1");
    ck_assert(!has(p, "d4", "d5", 1));
    ck_assert(!has(p, "d4", "e4", 1));
    ck_assert(has(p, "d4", "e5", 1));
    ck_assert(has(p, "d4", "d5", 2));
    ck_assert_int_eq(count_all(p), 12);
    tav_position_free(p);
}
END_TEST

/* R2/R7: a king split leaves its source occupied, which still blocks: in
 * check from the rook on d8, the king alone may go to d3 (the knight stays
 * on d4), the whole tower may not. d5 is attacked either way. */
START_TEST(r2_king_split_source_blocks)
{
    tav_position *p = pos_new("3r3k/8/8/8/3(NK)4/8/8/8 w - - 0 1");
    ck_assert(tav_position_in_check(p));
    ck_assert(has(p, "d4", "d3", 1));
    ck_assert(!has(p, "d4", "d3", 2));
    ck_assert(!has(p, "d4", "d5", 1));
    ck_assert(!has(p, "d4", "d5", 2));
    ck_assert(has(p, "d4", "c3", 2));
    ck_assert_int_eq(count_all(p), 13);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R2 towers");
    TCase *tc = tcase(s, "building");
    tcase_add_test(tc, r2_stack_on_own_top);
    tcase_add_test(tc, r2_capture_takes_prisoner);
    tc = tcase(s, "splits");
    tcase_add_test(tc, r2_split_keeps_order);
    tcase_add_test(tc, r2_split_onto_tower_keeps_order);
    tcase_add_test(tc, r2_freed_own_piece_gives_check);
    tcase_add_test(tc, r2_freed_enemy_rook_checks);
    tcase_add_test(tc, r2_freed_enemy_knight_checks);
    tcase_add_test(tc, r2_pinned_tower_splits);
    tcase_add_test(tc, r2_king_tower_split_frees_pawn);
    tcase_add_test(tc, r2_king_split_source_blocks);
    return run_suite(s);
}
