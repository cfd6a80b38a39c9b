/* R6 promotion and reversion (with R3's promoted mark). */
#include "helpers.h"

/* R6 (a): the moving pawn promotes into its badge on the last rank. */
START_TEST(r6_promote_on_step)
{
    tav_position *p = pos_new("7k/4P3/8/8/8/8/8/K7 w - - 0 1");
    tav_move m = play(p, "e7-e8");
    ck_assert(m & TAV_MOVE_PROMOTION);
    /* the e-pawn's badge is the helgi; it checks h8 along the rank */
    assert_tfen(p, "4H~2k/8/8/8/8/8/8/K7 b - - 0 1");
    tav_piece x = top_at(p, "e8");
    ck_assert_int_eq(TAV_PIECE_KIND(x), TAV_HELGI);
    ck_assert_int_eq(TAV_PIECE_PROMOTED(x), 1);
    ck_assert_int_eq(TAV_PIECE_BADGE(x), TAV_HELGI);
    ck_assert(tav_position_in_check(p));
    tav_position_free(p);

    /* a non-default badge: the a-file pawn that will become a knight */
    p = pos_new("7k/P=N7/8/8/8/8/8/K7 w - - 0 1");
    play(p, "a7-a8");
    assert_tfen(p, "N~6k/8/8/8/8/8/8/K7 b - - 0 1");
    tav_position_free(p);
}
END_TEST

START_TEST(r6_promote_on_capture)
{
    tav_position *p = pos_new("2r4k/3P4/8/8/8/8/8/K7 w - - 0 1");
    tav_move m = play(p, "d7-c8");
    ck_assert(m & TAV_MOVE_PROMOTION);
    ck_assert(m & TAV_MOVE_CAPTURE);
    assert_tfen(p, "2(rQ~)4k/8/8/8/8/8/8/K7 b - - 0 1");
    tav_position_free(p);
}
END_TEST

/* R6 (a): the top of the moving part promotes, with or without the rest. */
START_TEST(r6_promote_tower_part)
{
    tav_position *p = pos_new("7k/4(NP)3/8/8/8/8/8/K7 w - - 0 1");
    play(p, "e7(1)-e8");
    assert_tfen(p, "4H~2k/4N3/8/8/8/8/8/K7 b - - 0 1");
    tav_position_free(p);
    p = pos_new("7k/4(NP)3/8/8/8/8/8/K7 w - - 0 1");
    play(p, "e7-e8");
    assert_tfen(p, "4(NH~)2k/8/8/8/8/8/8/K7 b - - 0 1");
    tav_position_free(p);
}
END_TEST

/* R6: a pawn buried in a tower does not promote while it is not the top. */
START_TEST(r6_buried_pawn_does_not_promote)
{
    tav_position *p = pos_new("8/8/3(PR)4/7k/8/8/8/K7 w - - 0 1");
    play(p, "d6-d8");
    assert_tfen(p, "3(PR)4/8/8/7k/8/8/8/K7 b - - 1 1");
    ck_assert_int_eq(TAV_PIECE_KIND(piece_at(p, "d8", 0)), TAV_PAWN);
    ck_assert_int_eq(TAV_PIECE_PROMOTED(piece_at(p, "d8", 0)), 0);
    tav_position_free(p);
}
END_TEST

/* R6 (b): an own pawn freed on its last rank by a split promotes at once. */
START_TEST(r6_freed_own_pawn_promotes)
{
    tav_position *p = pos_new("2(P=HN)4k/8/8/8/8/8/8/K7 w - - 0 1");
    tav_move m = play(p, "c8(1)-b6");
    ck_assert_int_eq(TAV_MOVE_COUNT(m), 1);
    /* the freed helgi checks h8 along the rank; no reset of the clock */
    assert_tfen(p, "2H~4k/8/1N6/8/8/8/8/K7 b - - 1 1");
    ck_assert(tav_position_in_check(p));
    tav_position_free(p);
}
END_TEST

/* R6 (b): an enemy pawn freed on its own last rank promotes at the end of
 * my move and acts at once: here a black queen on c1 would check e1, so
 * the knight may not leave it (k = 1); carrying it (k = 2) is fine. */
START_TEST(r6_freed_enemy_pawn_promotes_and_checks)
{
    tav_position *p = pos_new("7k/8/8/8/8/8/8/2(p=qN)1K3 w - - 0 1");
    ck_assert(!has(p, "c1", "b3", 1));
    ck_assert(!has(p, "c1", "e2", 1));
    ck_assert(!has(p, "c1", "d3", 1));
    ck_assert(has(p, "c1", "b3", 2));
    ck_assert_int_eq(count_from(p, "c1"), 4);
    ck_assert_int_eq(count_all(p), 9);
    assert_illegal(p, "c1(1)-a2");
    tav_position_free(p);

    /* with the king out of reach the split is legal and the pawn promotes */
    p = pos_new("7k/8/8/8/8/8/7K/2(p=qN)5 w - - 0 1");
    ck_assert_int_eq(count_from(p, "c1"), 8);
    play(p, "c1(1)-b3");
    assert_tfen(p, "7k/8/8/8/8/1N6/7K/2q~5 b - - 1 1");
    ck_assert_int_eq(TAV_PIECE_PROMOTED(top_at(p, "c1")), 1);
    ck_assert(has(p, "c1", "c8", 1)); /* and it moves as a queen */
    tav_position_free(p);
}
END_TEST

/* R6: an own piece landing on a promoted piece turns it back into a pawn;
 * when it leaves again, the freed pawn promotes again (R6 (b)). */
START_TEST(r6_reversion_own_piece)
{
    tav_position *p = pos_new("3Q~4/8/7k/8/8/8/8/K2R4 w - - 0 1");
    play(p, "d1-d8");
    assert_tfen(p, "3(PR)4/8/7k/8/8/8/8/K7 b - - 0 1");
    tav_piece x = piece_at(p, "d8", 0);
    ck_assert_int_eq(TAV_PIECE_KIND(x), TAV_PAWN);
    ck_assert_int_eq(TAV_PIECE_BADGE(x), TAV_QUEEN);
    ck_assert_int_eq(TAV_PIECE_PROMOTED(x), 0);
    play_all(p, "h6-h5 d8(1)-a8");
    assert_tfen(p, "R2Q~4/8/8/7k/8/8/8/K7 b - - 2 2");
    tav_position_free(p);
}
END_TEST

START_TEST(r6_reversion_enemy_piece)
{
    tav_position *p = pos_new("3Q~4/8/7k/8/8/8/K7/3r4 b - - 0 1");
    play(p, "d1-d8");
    assert_tfen(p, "3(Pr)4/8/7k/8/8/8/K7/8 w - - 0 2");
    tav_position_free(p);
    /* the king lands on a promoted piece: it reverts too */
    p = pos_new("7k/8/8/8/8/8/3q~4/4K3 w - - 0 1");
    play(p, "e1-d2");
    assert_tfen(p, "7k/8/8/8/8/8/3(pK)4/8 b - - 0 1");
    tav_position_free(p);
}
END_TEST

/* R6: a pawn's double step onto an own promoted piece reverts it. */
START_TEST(r6_reversion_by_double_step)
{
    tav_position *p = pos_new("7k/8/8/8/4Q~3/8/4P3/K7 w - - 0 1");
    play(p, "e2-e4");
    assert_tfen(p, "7k/8/8/8/4(P=QP)3/8/8/K7 b - e3 0 1");
    tav_position_free(p);
}
END_TEST

/* R5/R6: the en passant placement of the double-stepped pawn on a promoted
 * piece reverts it; then the capturing pawn lands. */
START_TEST(r6_reversion_by_en_passant)
{
    tav_position *p = pos_new("4k3/3p4/3q~4/4P3/8/8/8/7K b - - 0 1");
    play(p, "d7-d5");
    ck_assert_int_eq(count_pair(p, "e5", "d6"), 1);
    tav_move m = play(p, "e5-d6");
    ck_assert(m & TAV_MOVE_EN_PASSANT);
    assert_tfen(p, "4k3/8/3(ppP=H)4/8/8/8/8/7K b - - 0 2");
    ck_assert_int_eq(TAV_PIECE_PROMOTED(piece_at(p, "d6", 0)), 0);
    ck_assert_int_eq(TAV_PIECE_KIND(piece_at(p, "d6", 0)), TAV_PAWN);
    tav_position_free(p);
}
END_TEST

/* R6: a pawn stepping onto its own promoted piece on the last rank: the
 * piece below reverts, then the moving pawn promotes. */
START_TEST(r6_step_onto_own_promoted_on_last_rank)
{
    tav_position *p = pos_new("3Q~4/3P=N4/7k/8/8/8/8/K7 w - - 0 1");
    play(p, "d7-d8");
    assert_tfen(p, "3(PN~)4/8/7k/8/8/8/8/K7 b - - 0 1");
    tav_position_free(p);
    /* and a diagonal capture of an enemy promoted piece on the last rank */
    p = pos_new("3r~3k/2P5/8/8/8/8/8/K7 w - - 0 1");
    play(p, "c7-d8");
    assert_tfen(p, "3(p=rB~)3k/8/8/8/8/8/8/K7 b - - 0 1");
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R6 promotion and reversion");
    TCase *tc = tcase(s, "promotion");
    tcase_add_test(tc, r6_promote_on_step);
    tcase_add_test(tc, r6_promote_on_capture);
    tcase_add_test(tc, r6_promote_tower_part);
    tcase_add_test(tc, r6_buried_pawn_does_not_promote);
    tcase_add_test(tc, r6_freed_own_pawn_promotes);
    tcase_add_test(tc, r6_freed_enemy_pawn_promotes_and_checks);
    tc = tcase(s, "reversion");
    tcase_add_test(tc, r6_reversion_own_piece);
    tcase_add_test(tc, r6_reversion_enemy_piece);
    tcase_add_test(tc, r6_reversion_by_double_step);
    tcase_add_test(tc, r6_reversion_by_en_passant);
    tcase_add_test(tc, r6_step_onto_own_promoted_on_last_rank);
    return run_suite(s);
}
