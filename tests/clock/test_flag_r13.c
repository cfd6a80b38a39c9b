/* R13 (000 6.2.1.1, 6.4.1, 6.9, 6.10): the result of a flag fall, with the
 * dead-position answer of R8 for the opponent alone. */
#include <check.h>
#include <stdlib.h>
#include <tavreli.h>
#include "../check_run.h"

static tav_result verdict(const char *tfen, unsigned flags)
{
    tav_position *p = NULL;
    tav_result r = TAV_RESULT_NONE;
    ck_assert_int_eq(tav_position_from_tfen(&p, tfen, NULL), TAV_OK);
    ck_assert_int_eq(tav_flag_result(p, flags, 0, &r), TAV_OK);
    tav_position_free(p);
    return r;
}

/* "the player whose flag fell loses, unless ... the opponent cannot
 * checkmate by any series of legal moves, which is a draw": white's flag
 * falls against a black king and knight (dead for black: a draw), and
 * against a black king and rook (black can mate: black wins). */
START_TEST(flag_against_king_and_knight_is_a_draw)
{
    ck_assert_int_eq(verdict("4k3/8/8/3n4/8/8/8/R3K3 w - - 0 1", TAV_FLAG_WHITE), TAV_RESULT_DRAW);
    /* the knight held prisoner under the white rook counts for black too */
    ck_assert_int_eq(verdict("4k3/8/8/3(nR)4/8/8/8/4K3 w - - 0 1", TAV_FLAG_WHITE), TAV_RESULT_DRAW);
}
END_TEST

START_TEST(flag_against_king_and_rook_is_a_loss)
{
    ck_assert_int_eq(verdict("4k3/8/8/3r4/8/8/8/4K3 w - - 0 1", TAV_FLAG_WHITE), TAV_RESULT_BLACK);
    /* ... and the other way round: a lone king cannot mate */
    ck_assert_int_eq(verdict("4k3/8/8/3r4/8/8/8/4K3 b - - 0 1", TAV_FLAG_BLACK), TAV_RESULT_DRAW);
    /* black's knight against white's rook: black cannot mate, a draw */
    ck_assert_int_eq(verdict("4k3/8/8/3n4/8/8/8/R3K3 b - - 0 1", TAV_FLAG_WHITE), TAV_RESULT_DRAW);
}
END_TEST

/* "Both flags fallen and which fell first cannot be established: a draw,
 * unless one of the kings is already checkmated on the board." */
START_TEST(both_flags)
{
    ck_assert_int_eq(verdict("4k3/8/8/3r4/8/8/8/R3K3 w - - 0 1", TAV_FLAG_WHITE | TAV_FLAG_BLACK), TAV_RESULT_DRAW);
    /* black is mated (white rooks on a8 and b7): the mate stands */
    ck_assert_int_eq(verdict("R3k3/1R6/8/8/8/8/8/4K3 b - - 0 1", TAV_FLAG_WHITE | TAV_FLAG_BLACK), TAV_RESULT_WHITE);
}
END_TEST

/* "A move that ends the game (mate, stalemate) ends it even if a flag falls
 * afterwards." */
START_TEST(mate_or_stalemate_before_the_flag)
{
    ck_assert_int_eq(verdict("R3k3/1R6/8/8/8/8/8/4K3 b - - 0 1", TAV_FLAG_BLACK), TAV_RESULT_WHITE);
    ck_assert_int_eq(verdict("R3k3/1R6/8/8/8/8/8/4K3 b - - 0 1", TAV_FLAG_WHITE), TAV_RESULT_WHITE);
    /* black king h8 stalemated by the white queen on g6 */
    ck_assert_int_eq(verdict("7k/8/6Q1/8/8/8/8/4K3 b - - 0 1", TAV_FLAG_BLACK), TAV_RESULT_DRAW);
}
END_TEST

/* Undecided: the caller decides. Never a draw the rules do not give. */
START_TEST(unknown_and_bad_arguments)
{
    tav_result r = TAV_RESULT_NONE;
    tav_position *p = tav_position_new();
    ck_assert_int_eq(tav_flag_result(p, TAV_FLAG_WHITE, 1000, &r), TAV_OK);
    ck_assert_int_ne(r, TAV_RESULT_DRAW);
    ck_assert_int_eq(tav_flag_result(p, 0, 0, &r), TAV_EINVAL);
    ck_assert_int_eq(tav_flag_result(p, 4, 0, &r), TAV_EINVAL);
    ck_assert_int_eq(tav_flag_result(p, TAV_FLAG_WHITE, 0, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_flag_result(NULL, TAV_FLAG_WHITE, 0, &r), TAV_EINVAL);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("R13 flag fall");
    TCase *tc = tcase_create("flag");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, flag_against_king_and_knight_is_a_draw);
    tcase_add_test(tc, flag_against_king_and_rook_is_a_loss);
    tcase_add_test(tc, both_flags);
    tcase_add_test(tc, mate_or_stalemate_before_the_flag);
    tcase_add_test(tc, unknown_and_bad_arguments);
    suite_add_tcase(s, tc);
    return check_run(s);
}
