/* R7 attacks, check and legality (castling is in test_castling_r7.c). */
#include "helpers.h"

/* R7: only the top of a tower attacks; a pawn-topped tower attacks the two
 * squares diagonally ahead. */
START_TEST(r7_only_tops_attack)
{
    tav_position *p = pos_new("4k3/8/8/8/4(rN)3/8/8/4K3 w - - 0 1");
    ck_assert(!tav_position_in_check(p));
    tav_position_free(p);
    p = pos_new("4k3/8/8/8/8/8/3(Rp)4/4K3 w - - 0 1");
    ck_assert(tav_position_in_check(p));
    tav_position_free(p);
    /* every non-empty square blocks, whatever it holds */
    p = pos_new("4r2k/8/8/4(rn)3/8/8/8/4K3 w - - 0 1");
    ck_assert(!tav_position_in_check(p));
    tav_position_free(p);
}
END_TEST

/* R7: the king may not move to an attacked square (behind itself on the
 * checking line included). */
START_TEST(r7_king_not_into_attack)
{
    tav_position *p = pos_new("4r2k/8/8/8/4K3/8/8/8 w - - 0 1");
    ck_assert(tav_position_in_check(p));
    ck_assert(!has(p, "e4", "e3", 1));
    ck_assert(!has(p, "e4", "e5", 1));
    ck_assert_int_eq(count_all(p), 6);
    tav_position_free(p);
}
END_TEST

/* R2/R7: the king may go onto an own tower only if that square is not
 * attacked (the pawn on d2 shields e1, not the king standing on d2). */
START_TEST(r7_king_onto_attacked_own_tower)
{
    tav_position *p = pos_new("4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1");
    ck_assert(!tav_position_in_check(p));
    ck_assert(!has(p, "e1", "d2", 1));
    ck_assert(has(p, "e1", "e2", 1));
    ck_assert_int_eq(count_from(p, "e1"), 4);
    tav_position_free(p);
}
END_TEST

/* R7: a defended piece cannot be taken by the king. */
START_TEST(r7_king_not_onto_defended_piece)
{
    tav_position *p = pos_new("7k/8/8/8/8/2b5/3n4/4K3 w - - 0 1");
    ck_assert(!has(p, "e1", "d2", 1));
    ck_assert(!has(p, "e1", "f1", 1));
    ck_assert_int_eq(count_all(p), 3); /* d1 e2 f2 */
    tav_position_free(p);
}
END_TEST

/* R2/R7: landing on the checker (burying it) answers the check, whole or
 * split; other moves of that tower do not. */
START_TEST(r7_bury_the_checker)
{
    tav_position *p = pos_new("4k3/8/8/8/8/3n4/8/3(NR)K3 w - - 0 1");
    ck_assert(tav_position_in_check(p));
    ck_assert(has(p, "d1", "d3", 1));
    ck_assert(has(p, "d1", "d3", 2));
    ck_assert(!has(p, "d1", "d2", 1));
    ck_assert_int_eq(count_from(p, "d1"), 2);
    ck_assert(has(p, "e1", "d1", 1));  /* onto the own tower */
    ck_assert_int_eq(count_all(p), 6); /* + Kd1 Kd2 Ke2 Kf1 */
    play(p, "d1(1)-d3");
    assert_tfen(p, "4k3/8/8/8/8/3(nR)4/8/3NK3 b - - 0 1");
    tav_position_free(p);
}
END_TEST

/* R7: a split part may block a check. */
START_TEST(r7_block_with_split_part)
{
    tav_position *p = pos_new("4r2k/8/8/8/(NR)7/8/8/4K3 w - - 0 1");
    ck_assert(tav_position_in_check(p));
    ck_assert(has(p, "a4", "e4", 1));
    ck_assert(has(p, "a4", "e4", 2));
    ck_assert_int_eq(count_from(p, "a4"), 2);
    ck_assert_int_eq(count_all(p), 6); /* + Kd1 Kd2 Kf1 Kf2 */
    tav_position_free(p);
}
END_TEST

/* R7: in double check only the king moves (here also onto its own rook). */
START_TEST(r7_double_check)
{
    tav_position *p = pos_new("4r2k/8/8/8/8/3n4/8/3RK3 w - - 0 1");
    ck_assert(tav_position_in_check(p));
    ck_assert(!has(p, "d1", "d3", 1));
    ck_assert(has(p, "e1", "d1", 1));
    ck_assert_int_eq(count_all(p), 3); /* d1 d2 f1 */
    tav_position_free(p);
}
END_TEST

/* R7: a whole tower pinned to the king moves only along the pin line. */
START_TEST(r7_pinned_whole_tower)
{
    tav_position *p = pos_new("4r2k/8/8/8/4(NR)3/8/8/4K3 w - - 0 1");
    /* Re4 whole: e5 e6 e7 e8 e3 e2 along the file; not off it */
    ck_assert(has(p, "e4", "e8", 2));
    ck_assert(has(p, "e4", "e2", 2));
    ck_assert(!has(p, "e4", "d4", 2));
    /* the split leaves the knight on e4, which still blocks */
    ck_assert(has(p, "e4", "d4", 1));
    ck_assert(has(p, "e4", "a4", 1));
    ck_assert_int_eq(count_from(p, "e4"), 13 + 6);
    tav_position_free(p);
}
END_TEST

/* R2/R7: a freed enemy pawn (not on its last rank; that case is in the R6
 * suite) attacks the king diagonally at once. */
START_TEST(r7_freed_enemy_pawn_checks)
{
    /* black pawn on e3 under a white rook; white king on f2 */
    tav_position *p = pos_new("7k/8/8/8/8/4(pR)3/5K2/8 w - - 0 1");
    ck_assert(!has(p, "e3", "e8", 1));
    ck_assert(has(p, "e3", "e8", 2));
    ck_assert(!has(p, "e3", "a3", 1));
    ck_assert_int_eq(count_from(p, "e3"), 14); /* k = 2 only */
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R7 check and legality");
    TCase *tc = tcase(s, "attacks");
    tcase_add_test(tc, r7_only_tops_attack);
    tcase_add_test(tc, r7_king_not_into_attack);
    tcase_add_test(tc, r7_king_onto_attacked_own_tower);
    tcase_add_test(tc, r7_king_not_onto_defended_piece);
    tc = tcase(s, "answers to check");
    tcase_add_test(tc, r7_bury_the_checker);
    tcase_add_test(tc, r7_block_with_split_part);
    tcase_add_test(tc, r7_double_check);
    tc = tcase(s, "pins and freed pieces");
    tcase_add_test(tc, r7_pinned_whole_tower);
    tcase_add_test(tc, r7_freed_enemy_pawn_checks);
    return run_suite(s);
}
