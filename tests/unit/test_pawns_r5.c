/* R5 pawn moves (and R3 virgin pawns): steps, double steps, diagonals,
 * pawn-topped towers, en passant onto and from towers. */
#include "helpers.h"

/* R5 step: onto an empty square or an own top other than the king. */
START_TEST(r5_step_onto_own_tower)
{
    tav_position *p = pos_new("7k/8/8/4N3/4P3/8/8/K7 w - - 0 1");
    tav_move m = play(p, "e4-e5");
    ck_assert(m & TAV_MOVE_STACK);
    assert_tfen(p, "7k/8/8/4(NP)3/8/8/8/K7 b - - 0 1");
    tav_position_free(p);
    /* an own-topped tower with an enemy piece below is own-topped */
    p = pos_new("7k/8/8/4(nN)3/4P3/8/8/K7 w - - 0 1");
    ck_assert(has(p, "e4", "e5", 1));
    tav_position_free(p);
}
END_TEST

START_TEST(r5_step_not_onto_enemy_or_king)
{
    tav_position *p = pos_new("7k/8/8/4n3/4P3/8/8/K7 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e4"), 0);
    assert_illegal(p, "e4-e5");
    tav_position_free(p);
    /* enemy-topped tower with an own piece below */
    p = pos_new("7k/8/8/4(Nn)3/4P3/8/8/K7 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e4"), 0);
    tav_position_free(p);
    /* own king ahead */
    p = pos_new("7k/8/8/4K3/4P3/8/8/8 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e4"), 0);
    tav_position_free(p);
    /* enemy king ahead (a pawn does not attack straight ahead) */
    p = pos_new("8/8/8/4k3/4P3/8/8/K7 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e4"), 0);
    tav_position_free(p);
}
END_TEST

/* R5 double step: may pass over and land on an own tower. */
START_TEST(r5_double_step_over_own_tower)
{
    tav_position *p = pos_new("7k/8/8/8/8/4N3/4P3/K7 w - - 0 1");
    ck_assert(has(p, "e2", "e3", 1));
    tav_move m = play(p, "e2-e4");
    ck_assert(m & TAV_MOVE_DOUBLE);
    ck_assert(!(m & TAV_MOVE_STACK));
    assert_tfen(p, "7k/8/8/8/4P3/4N3/8/K7 b - e3 0 1");
    tav_position_free(p);
}
END_TEST

/* R5: even over the own king (the king on e3 may also go onto e2). */
START_TEST(r5_double_step_over_own_king)
{
    tav_position *p = pos_new("7k/8/8/8/8/4K3/4P3/8 w - - 0 1");
    ck_assert(!has(p, "e2", "e3", 1));
    ck_assert(has(p, "e2", "e4", 1));
    ck_assert(has(p, "e3", "e2", 1));
    ck_assert_int_eq(count_all(p), 9); /* Ke3: 8, e2-e4 */
    play(p, "e2-e4");
    assert_tfen(p, "7k/8/8/8/4P3/4K3/8/8 b - e3 0 1");
    tav_position_free(p);
}
END_TEST

/* R5/R7: passing over the own king is no escape from a pin: with a black
 * rook on e1 the pawn on e2 shields the king on e3 and may not jump. */
START_TEST(r5_double_step_over_king_pinned)
{
    tav_position *p = pos_new("7k/8/8/8/8/4K3/4P3/4r3 w - - 0 1");
    ck_assert(!tav_position_in_check(p));
    ck_assert_int_eq(count_from(p, "e2"), 0);
    tav_position_free(p);
}
END_TEST

START_TEST(r5_double_step_onto_own_tower)
{
    tav_position *p = pos_new("7k/8/8/8/4B3/8/4P3/K7 w - - 0 1");
    tav_move m = play(p, "e2-e4");
    ck_assert(m & TAV_MOVE_DOUBLE);
    ck_assert(m & TAV_MOVE_STACK);
    assert_tfen(p, "7k/8/8/8/4(BP)3/8/8/K7 b - e3 0 1");
    tav_position_free(p);
    /* own-topped with an enemy below: still allowed */
    p = pos_new("7k/8/8/8/4(nB)3/8/4P3/K7 w - - 0 1");
    ck_assert(has(p, "e2", "e4", 1));
    tav_position_free(p);
}
END_TEST

/* R5: no double step when the passed square or the destination is topped
 * by the enemy, or the destination by the own king. */
START_TEST(r5_double_step_blocked)
{
    tav_position *p = pos_new("7k/8/8/8/8/4n3/4P3/K7 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e2"), 0);
    tav_position_free(p);
    p = pos_new("7k/8/8/8/8/4(Nn)3/4P3/K7 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e2"), 0);
    tav_position_free(p);
    p = pos_new("7k/8/8/8/4n3/8/4P3/K7 w - - 0 1");
    ck_assert(has(p, "e2", "e3", 1));
    ck_assert(!has(p, "e2", "e4", 1));
    tav_position_free(p);
    p = pos_new("7k/8/8/8/4(Nn)3/8/4P3/K7 w - - 0 1");
    ck_assert(!has(p, "e2", "e4", 1));
    tav_position_free(p);
    p = pos_new("7k/8/8/8/4K3/8/4P3/8 w - - 0 1");
    ck_assert(has(p, "e2", "e3", 1));
    ck_assert(!has(p, "e2", "e4", 1));
    tav_position_free(p);
}
END_TEST

/* R3/R5: only a lone virgin pawn double steps. */
START_TEST(r5_double_step_only_virgin_alone)
{
    tav_position *p = pos_new("7k/8/8/8/8/8/4P!3/K7 w - - 0 1");
    ck_assert(has(p, "e2", "e3", 1));
    ck_assert(!has(p, "e2", "e4", 1));
    tav_position_free(p);
    /* a pawn-topped tower on the start rank: steps with k = 1, 2 only */
    p = pos_new("7k/8/8/8/8/8/4(nP!)3/K7 w - - 0 1");
    ck_assert_int_eq(count_from(p, "e2"), 2);
    ck_assert(has(p, "e2", "e3", 1));
    ck_assert(has(p, "e2", "e3", 2));
    ck_assert(!has(p, "e2", "e4", 1));
    ck_assert(!has(p, "e2", "e4", 2));
    tav_position_free(p);
    /* a pawn carried back to its start square is not virgin (R3) */
    p = pos_new("7k/8/8/8/8/8/4P3/K3R3 w - - 0 1");
    play_all(p, "e2-e3 h8-g8 e1-e3 g8-h8 e3-e2 h8-g8 e2(1)-e1 g8-h8");
    assert_tfen(p, "7k/8/8/8/8/8/4P!3/K3R3 w - - 5 5");
    ck_assert(has(p, "e2", "e3", 1));
    ck_assert(!has(p, "e2", "e4", 1));
    ck_assert_int_eq(TAV_PIECE_VIRGIN(top_at(p, "e2")), 0);
    tav_position_free(p);
}
END_TEST

START_TEST(r5_black_pawn)
{
    tav_position *p = pos_new("k7/4p3/8/8/8/8/8/K7 b - - 0 1");
    ck_assert_int_eq(count_from(p, "e7"), 2);
    play(p, "e7-e5");
    assert_tfen(p, "k7/8/8/4p3/8/8/8/K7 w - e6 0 2");
    tav_position_free(p);
    /* diagonal down onto an enemy top */
    p = pos_new("k7/8/8/4p3/3N1n2/8/8/K7 b - - 0 1");
    ck_assert(has(p, "e5", "d4", 1));
    ck_assert(!has(p, "e5", "f4", 1));
    ck_assert(has(p, "e5", "e4", 1));
    ck_assert_int_eq(count_from(p, "e5"), 2);
    tav_position_free(p);
}
END_TEST

/* R5 diagonal: only onto an enemy top (not the king), never onto an empty
 * or own-topped square. */
START_TEST(r5_diagonal)
{
    tav_position *p = pos_new("7k/8/8/3n1B2/4P3/8/8/K7 w - - 0 1");
    tav_move m = find(p, "e4", "d5", 1);
    ck_assert_uint_ne(m, TAV_NO_MOVE);
    ck_assert(m & TAV_MOVE_CAPTURE);
    ck_assert(!has(p, "e4", "f5", 1));
    ck_assert_int_eq(count_from(p, "e4"), 2); /* d5, e5 */
    tav_position_free(p);
    /* enemy-topped tower (own piece below): yes; own-topped (enemy
     * below): no; empty: no */
    p = pos_new("7k/8/8/3(Bn)1(nB)2/4P3/8/8/K7 w - - 0 1");
    ck_assert(has(p, "e4", "d5", 1));
    ck_assert(!has(p, "e4", "f5", 1));
    tav_position_free(p);
    p = pos_new("7k/8/8/8/4P3/8/8/K7 w - - 0 1");
    ck_assert(!has(p, "e4", "d5", 1));
    ck_assert(!has(p, "e4", "f5", 1));
    ck_assert_int_eq(count_from(p, "e4"), 1);
    tav_position_free(p);
}
END_TEST

/* R5: a pawn-topped tower moves like a lone pawn, for each k. */
START_TEST(r5_pawn_topped_tower)
{
    tav_position *p = pos_new("k7/8/8/3n4/4(NP)3/8/8/4K3 w - - 0 1");
    ck_assert(has(p, "e4", "e5", 1));
    ck_assert(has(p, "e4", "e5", 2));
    ck_assert(has(p, "e4", "d5", 1));
    ck_assert(has(p, "e4", "d5", 2));
    ck_assert_int_eq(count_from(p, "e4"), 4);
    ck_assert_int_eq(count_all(p), 9);
    play(p, "e4(1)-d5");
    /* the e-pawn keeps its badge H on the d-file (R1) */
    assert_tfen(p, "k7/8/8/3(nP=H)4/4N3/8/8/4K3 b - - 0 1");
    tav_position_free(p);
}
END_TEST

/* R10/R5: the en passant square is written after every double step. */
START_TEST(r5_ep_square_after_every_double_step)
{
    tav_position *p = tav_position_new();
    play(p, "e2-e4");
    assert_tfen(p, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    ck_assert_int_eq(tav_position_ep_square(p), sq("e3"));
    play(p, "g8-f6");
    ck_assert_int_eq(tav_position_ep_square(p), TAV_NO_SQUARE);
    tav_position_free(p);
}
END_TEST

/* R5 en passant: the double-stepped pawn goes back to the passed square,
 * the capturing pawn lands on top of it. */
START_TEST(r5_en_passant_basic)
{
    tav_position *p = pos_new("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(p, "d7-d5");
    ck_assert_int_eq(count_pair(p, "e5", "d6"), 1);
    tav_move m = play(p, "e5xd6");
    ck_assert(m & TAV_MOVE_EN_PASSANT);
    assert_tfen(p, "4k3/8/3(pP=H)4/8/8/8/8/4K3 b - - 0 2");
    tav_position_free(p);
}
END_TEST

/* R5: en passant only right after the double step. */
START_TEST(r5_en_passant_expires)
{
    tav_position *p = pos_new("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play_all(p, "d7-d5 e1-f1 e8-f8");
    ck_assert(!has(p, "e5", "d6", 1));
    tav_position_free(p);
}
END_TEST

/* R5: the passed square holds an own tower of the double-stepper: the
 * move from e5 to d6 is en passant and nothing else (one move). */
START_TEST(r5_en_passant_onto_tower)
{
    tav_position *p = pos_new("4k3/3p4/3n4/4P3/8/8/8/4K3 b - - 0 1");
    ck_assert(has(p, "d7", "d5", 1));
    play(p, "d7-d5");
    ck_assert_int_eq(count_pair(p, "e5", "d6"), 1);
    tav_move m = find(p, "e5", "d6", 1);
    ck_assert(m & TAV_MOVE_EN_PASSANT);
    ck_assert_int_eq(tav_position_push(p, m), TAV_OK);
    assert_tfen(p, "4k3/8/3(npP=H)4/8/8/8/8/4K3 b - - 0 2");
    tav_position_free(p);
}
END_TEST

/* R5: the double-stepped pawn landed on its own tower: en passant takes it
 * off, the bishop below is the new top and acts at once. */
START_TEST(r5_en_passant_pawn_landed_on_tower)
{
    tav_position *p = pos_new("4k3/3p4/8/3bP3/8/8/8/4K3 b - - 0 1");
    play(p, "d7-d5");
    assert_tfen(p, "4k3/8/8/3(bp)P3/8/8/8/4K3 w - d6 0 2");
    play(p, "e5-d6");
    assert_tfen(p, "4k3/8/3(pP=H)4/3b4/8/8/8/4K3 b - - 0 2");
    tav_position_free(p);
    /* the freed bishop would check g2: en passant is illegal */
    p = pos_new("4k3/8/8/3(bp)P3/8/8/6K1/8 w - d6 0 1");
    ck_assert(!has(p, "e5", "d6", 1));
    ck_assert(has(p, "e5", "e6", 1));
    tav_position_free(p);
}
END_TEST

/* R5: a pawn-topped tower (or its split part) captures en passant. */
START_TEST(r5_en_passant_from_tower)
{
    tav_position *p = pos_new("4k3/3p4/8/4(NP)3/8/8/8/4K3 b - - 0 1");
    play(p, "d7-d5");
    tav_move m1 = find(p, "e5", "d6", 1), m2 = find(p, "e5", "d6", 2);
    ck_assert(m1 & TAV_MOVE_EN_PASSANT);
    ck_assert(m2 & TAV_MOVE_EN_PASSANT);
    ck_assert_int_eq(count_pair(p, "e5", "d6"), 2);
    tav_position *q = tav_position_copy(p);
    ck_assert_int_eq(tav_position_push(p, m1), TAV_OK);
    assert_tfen(p, "4k3/8/3(pP=H)4/4N3/8/8/8/4K3 b - - 0 2");
    ck_assert_int_eq(tav_position_push(q, m2), TAV_OK);
    assert_tfen(q, "4k3/8/3(pNP=H)4/8/8/8/8/4K3 b - - 0 2");
    tav_position_free(p);
    tav_position_free(q);
}
END_TEST

/* R5/R7: the split part captures en passant, freeing a black knight on e5
 * that checks f3: only k = 2 is legal (for the step too). */
START_TEST(r5_en_passant_split_frees_checker)
{
    tav_position *p = pos_new("4k3/3p4/8/4(nP)3/8/5K2/8/8 b - - 0 1");
    play(p, "d7-d5");
    ck_assert(!has(p, "e5", "d6", 1));
    ck_assert(has(p, "e5", "d6", 2));
    ck_assert(!has(p, "e5", "e6", 1));
    ck_assert(has(p, "e5", "e6", 2));
    ck_assert_int_eq(count_from(p, "e5"), 2);
    play(p, "e5-d6");
    assert_tfen(p, "4k3/8/3(pnP=H)4/8/8/5K2/8/8 b - - 0 2");
    tav_position_free(p);
}
END_TEST

/* R5: when the passed square is topped by an enemy piece, the diagonal
 * move onto it is the en passant capture and nothing else; if that is
 * illegal (the capture would open rank 5 to the rook on h5), there is no
 * move from e5 to d6 at all, though burying the knight alone would be
 * safe: the same board without the en passant square has that capture. */
START_TEST(r5_en_passant_only_move_to_passed_square)
{
    tav_position *p = pos_new("4k3/3p4/3n4/K3P2r/8/8/8/8 b - - 0 1");
    play(p, "d7-d5");
    assert_tfen(p, "4k3/8/3n4/K2pP2r/8/8/8/8 w - d6 0 2");
    ck_assert_int_eq(count_pair(p, "e5", "d6"), 0);
    assert_illegal(p, "e5-d6");
    tav_position_free(p);
    p = pos_new("4k3/8/3n4/K2pP2r/8/8/8/8 w - - 0 2");
    tav_move m = find(p, "e5", "d6", 1);
    ck_assert(m & TAV_MOVE_CAPTURE);
    ck_assert(!(m & TAV_MOVE_EN_PASSANT));
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R5 pawns");
    TCase *tc = tcase(s, "steps");
    tcase_add_test(tc, r5_step_onto_own_tower);
    tcase_add_test(tc, r5_step_not_onto_enemy_or_king);
    tcase_add_test(tc, r5_black_pawn);
    tcase_add_test(tc, r5_diagonal);
    tcase_add_test(tc, r5_pawn_topped_tower);
    tc = tcase(s, "double steps");
    tcase_add_test(tc, r5_double_step_over_own_tower);
    tcase_add_test(tc, r5_double_step_over_own_king);
    tcase_add_test(tc, r5_double_step_over_king_pinned);
    tcase_add_test(tc, r5_double_step_onto_own_tower);
    tcase_add_test(tc, r5_double_step_blocked);
    tcase_add_test(tc, r5_double_step_only_virgin_alone);
    tc = tcase(s, "en passant");
    tcase_add_test(tc, r5_ep_square_after_every_double_step);
    tcase_add_test(tc, r5_en_passant_basic);
    tcase_add_test(tc, r5_en_passant_expires);
    tcase_add_test(tc, r5_en_passant_onto_tower);
    tcase_add_test(tc, r5_en_passant_pawn_landed_on_tower);
    tcase_add_test(tc, r5_en_passant_from_tower);
    tcase_add_test(tc, r5_en_passant_split_frees_checker);
    tcase_add_test(tc, r5_en_passant_only_move_to_passed_square);
    return run_suite(s);
}
