/* R7 castling: conditions, attacked squares, buried and captured rooks,
 * loss of the rights. */
#include "helpers.h"

static int can_castle(const tav_position *p, const char *text)
{
    tav_move m;
    int rc = parse(p, text, &m);
    ck_assert_msg(rc == TAV_OK || rc == TAV_EILLEGAL, "'%s' gave %d", text, rc);
    if (rc == TAV_OK)
        ck_assert_msg(m & TAV_MOVE_CASTLE, "'%s' read as a move without the castle flag", text);
    return rc == TAV_OK;
}

START_TEST(r7_castle_both_sides)
{
    tav_position *p = pos_new("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    ck_assert(can_castle(p, "0-0"));
    ck_assert(can_castle(p, "0-0-0"));
    tav_move m = find(p, "e1", "g1", 1);
    ck_assert(m & TAV_MOVE_CASTLE);
    play(p, "0-0");
    /* castling does not reset the halfmove clock (R8) */
    assert_tfen(p, "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    play(p, "0-0-0");
    assert_tfen(p, "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    tav_position_free(p);

    p = pos_new("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(p, "0-0-0");
    assert_tfen(p, "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
    play(p, "0-0");
    assert_tfen(p, "r4rk1/8/8/8/8/8/8/2KR3R w - - 2 2");
    tav_position_free(p);
}
END_TEST

/* R7: the king may not castle out of check, through or into an attacked
 * square; b1 (which only the rook crosses) may be attacked. */
START_TEST(r7_castle_attacked_squares)
{
    tav_position *p = pos_new("4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1");
    ck_assert(tav_position_in_check(p));
    ck_assert(!can_castle(p, "0-0"));
    ck_assert(!can_castle(p, "0-0-0"));
    tav_position_free(p);

    p = pos_new("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"); /* f1 attacked */
    ck_assert(!can_castle(p, "0-0"));
    ck_assert(can_castle(p, "0-0-0"));
    tav_position_free(p);

    p = pos_new("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1"); /* g1 attacked */
    ck_assert(!can_castle(p, "0-0"));
    ck_assert(can_castle(p, "0-0-0"));
    tav_position_free(p);

    p = pos_new("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1"); /* d1 attacked */
    ck_assert(can_castle(p, "0-0"));
    ck_assert(!can_castle(p, "0-0-0"));
    tav_position_free(p);

    p = pos_new("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"); /* c1 attacked */
    ck_assert(can_castle(p, "0-0"));
    ck_assert(!can_castle(p, "0-0-0"));
    tav_position_free(p);

    p = pos_new("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"); /* b1 attacked: fine */
    ck_assert(can_castle(p, "0-0-0"));
    tav_position_free(p);

    /* black, mirrored: b8 attacked by the rook on b1 */
    p = pos_new("r3k2r/8/8/8/8/8/8/1R2K3 b kq - 0 1");
    ck_assert(can_castle(p, "0-0-0"));
    ck_assert(can_castle(p, "0-0"));
    play(p, "O-O-O");
    assert_tfen(p, "2kr3r/8/8/8/8/8/8/1R2K3 w - - 1 2"); /* the king moved: both rights go */
    tav_position_free(p);
    p = pos_new("r3k2r/8/8/8/8/8/8/3RK3 b kq - 0 1"); /* d8 attacked */
    ck_assert(!can_castle(p, "0-0-0"));
    ck_assert(can_castle(p, "0-0"));
    tav_position_free(p);
}
END_TEST

/* R7: every square between king and rook must be empty (b1 too). */
START_TEST(r7_castle_path_empty)
{
    tav_position *p = pos_new("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1");
    ck_assert(!can_castle(p, "0-0"));
    ck_assert(!can_castle(p, "0-0-0"));
    tav_position_free(p);
}
END_TEST

/* R7: a rook buried under an enemy piece on its corner keeps the right but
 * cannot castle until it is alone again. */
START_TEST(r7_castle_captured_rook_keeps_right)
{
    tav_position *p = pos_new("4k3/8/8/3b4/8/8/8/R3K2R b KQ - 0 1");
    play(p, "d5-h1");
    assert_tfen(p, "4k3/8/8/8/8/8/8/R3K2(Rb) w KQ - 0 2");
    ck_assert_uint_eq(tav_position_castling(p), TAV_CASTLE_WHITE_SHORT | TAV_CASTLE_WHITE_LONG);
    ck_assert(!can_castle(p, "0-0"));
    ck_assert(can_castle(p, "0-0-0"));
    play_all(p, "a1-a3 h1(1)-d5");
    assert_tfen(p, "4k3/8/8/3b4/8/R7/8/4K2R w K - 2 3");
    ck_assert(can_castle(p, "0-0"));
    play(p, "0-0");
    assert_tfen(p, "4k3/8/8/3b4/8/R7/8/5RK1 b - - 3 3");
    tav_position_free(p);
}
END_TEST

/* R7: the right is lost when the whole corner tower leaves, whoever moves
 * it (here black carries the white rook away). */
START_TEST(r7_castle_whole_corner_tower_leaves)
{
    tav_position *p = pos_new("4k3/8/8/8/8/8/8/R3K2(Rb) b KQ - 0 1");
    play(p, "h1-d5");
    assert_tfen(p, "4k3/8/8/3(Rb)4/8/8/8/R3K3 w Q - 1 2");
    ck_assert_uint_eq(tav_position_castling(p), TAV_CASTLE_WHITE_LONG);
    tav_position_free(p);
}
END_TEST

/* R7: an own piece on the rook blocks castling; the right stays while the
 * rook stays; a split that leaves the rook alone restores castling, the
 * whole tower leaving loses the right. */
START_TEST(r7_castle_own_piece_on_rook)
{
    tav_position *p = pos_new("4k3/8/8/8/8/6N1/8/R3K2R w KQ - 0 1");
    play(p, "g3-h1");
    assert_tfen(p, "4k3/8/8/8/8/8/8/R3K2(RN) b KQ - 0 1");
    play(p, "e8-d8");
    ck_assert(!can_castle(p, "0-0"));
    tav_position *q = tav_position_copy(p);
    play_all(p, "h1(1)-g3 d8-e8");
    ck_assert(can_castle(p, "0-0"));
    ck_assert(can_castle(p, "e1-g1"));
    play(q, "h1-g3");
    ck_assert_uint_eq(tav_position_castling(q), TAV_CASTLE_WHITE_LONG);
    play(q, "d8-e8");
    ck_assert(!can_castle(q, "0-0"));
    tav_position_free(p);
    tav_position_free(q);
}
END_TEST

/* R7: the rights go when the king moves (even back), or when the rook
 * leaves its corner. */
START_TEST(r7_castle_rights_lost)
{
    tav_position *p = pos_new("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(p, "e1-f1 e8-d8 f1-e1 d8-e8");
    ck_assert_uint_eq(tav_position_castling(p), 0u);
    ck_assert(!can_castle(p, "0-0"));
    tav_position_free(p);

    p = pos_new("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(p, "h1-h2 a8-a7 h2-h1");
    assert_tfen(p, "4k2r/r7/8/8/8/8/8/R3K2R b Qk - 3 2");
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R7 castling");
    TCase *tc = tcase(s, "castling");
    tcase_add_test(tc, r7_castle_both_sides);
    tcase_add_test(tc, r7_castle_attacked_squares);
    tcase_add_test(tc, r7_castle_path_empty);
    tcase_add_test(tc, r7_castle_captured_rook_keeps_right);
    tcase_add_test(tc, r7_castle_whole_corner_tower_leaves);
    tcase_add_test(tc, r7_castle_own_piece_on_rook);
    tcase_add_test(tc, r7_castle_rights_lost);
    return run_suite(s);
}
