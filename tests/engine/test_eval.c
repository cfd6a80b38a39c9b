/* The engine's evaluation (tav_evaluate, doc/engine.md): each Tavreli term
 * has a test that fails if the term is missing or has the wrong sign.
 * Pairs of positions differ in one feature only (as far as a position
 * can), and the test says which should be better for the side to move. */
#include <ctype.h>
#include "../unit/helpers.h"

static int ev(const char *tfen)
{
    tav_position *p = pos_new(tfen);
    int v = tav_evaluate(p);
    tav_position_free(p);
    return v;
}

/* The colour mirror of a TFEN: ranks reversed, letters' case swapped (the
 * badge marks follow their pawn), side to move, castling and en passant
 * mirrored. */
static void mirror(const char *tfen, char *out)
{
    char board[256], side[4], castle[8], ep[4];
    int half, full;
    ck_assert_int_eq(sscanf(tfen, "%255s %3s %7s %3s %d %d", board, side, castle, ep, &half, &full), 6);
    char *ranks[8];
    int n = 0;
    for (char *r = strtok(board, "/"); r && n < 8; r = strtok(NULL, "/"))
        ranks[n++] = r;
    ck_assert_int_eq(n, 8);
    out[0] = 0;
    for (int i = 7; i >= 0; i--) {
        for (char *c = ranks[i]; *c; c++)
            *c = (char)(isupper((unsigned char)*c)   ? tolower((unsigned char)*c)
                        : islower((unsigned char)*c) ? toupper((unsigned char)*c)
                                                     : *c);
        strcat(out, ranks[i]);
        strcat(out, i ? "/" : " ");
    }
    strcat(out, side[0] == 'w' ? "b " : "w ");
    if (castle[0] == '-')
        strcat(out, "-");
    else {
        const char *order = "KQkq";
        for (int k = 0; k < 4; k++) {
            char want = (char)(isupper((unsigned char)order[k]) ? tolower((unsigned char)order[k]) : toupper((unsigned char)order[k]));
            if (strchr(castle, want)) {
                char s[2] = { order[k], 0 };
                strcat(out, s);
            }
        }
    }
    if (ep[0] == '-')
        strcat(out, " -");
    else {
        char s[4] = { ' ', ep[0], (char)('1' + ('8' - ep[1])), 0 };
        strcat(out, s);
    }
    sprintf(out + strlen(out), " %d %d", half, full);
}

START_TEST(colour_symmetry)
{
    static const char *cases[] = {
        TAV_START_TFEN,
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2(PB)1P3/5N2/PPP2PPP/RNBQK2R w KQkq - 0 5",
        "3(RN)3k/6pp/8/8/8/8/8/KB6 w - - 0 1",
        "4k3/8/8/2(pnQ)5/8/3(PPr)4/8/4K3 b - - 3 20",
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
    };
    char m[512];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        mirror(cases[i], m);
        ck_assert_msg(ev(cases[i]) == ev(m), "%s: %d, mirror %s: %d", cases[i], ev(cases[i]), m, ev(m));
    }
}
END_TEST

/* R8: the two kings alone are a dead position, a draw whoever moves: 0,
 * not the side to move's tempo (analyse said cp 15). A king on a tower is
 * not bare. */
START_TEST(bare_kings_are_dead_r8)
{
    ck_assert_int_eq(ev("8/8/8/3k4/8/8/8/3K4 w - - 0 1"), 0);
    ck_assert_int_eq(ev("8/8/8/3k4/8/8/8/3K4 b - - 0 1"), 0);
    ck_assert_int_eq(ev("k7/8/8/8/8/8/8/7K w - - 0 1"), 0);
    ck_assert_int_ne(ev("8/8/8/3k4/8/8/3P4/3K4 w - - 0 1"), 0);
}
END_TEST

START_TEST(prisoner_counts_for_the_captor_r2)
{
    /* R2: a black pawn held under the white queen is a pawn black lacks now */
    ck_assert_int_gt(ev("4k3/8/8/8/3(pQ)4/8/8/4K3 w - - 0 1"), ev("4k3/p7/8/8/3Q4/8/8/4K3 w - - 0 1"));
    /* ...but regains if freed: a prisoner is worth something to its owner,
     * less than the same piece free */
    int held = ev("4k3/8/8/8/3(Nq)4/8/8/4K3 w - - 0 1");
    ck_assert_int_gt(held, ev("4k3/8/8/8/3q4/8/8/4K3 w - - 0 1"));
    ck_assert_int_lt(held, ev("4k3/8/8/8/3q4/8/8/N3K3 w - - 0 1"));
}
END_TEST

START_TEST(reserve_under_own_top_r2)
{
    /* R2: an own knight carried under the own queen is a reserve */
    ck_assert_int_gt(ev("4k3/8/8/8/3(NQ)4/8/8/4K3 w - - 0 1"), ev("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1") + 100);
    /* and worth more than the same knight held by the enemy */
    ck_assert_int_gt(ev("4k3/8/8/8/3(NQ)4/8/8/4K3 w - - 0 1"), ev("4k3/8/8/8/3(Nq)4/8/8/4K3 w - - 0 1"));
}
END_TEST

START_TEST(freed_pawn_promotes_r6b)
{
    /* R6 (b): a pawn right under the own top on its last rank promotes the
     * moment the top leaves; on a6 it would not */
    ck_assert_int_gt(ev("(PN)3k3/8/8/8/8/8/8/4K3 w - - 0 1"), ev("4k3/8/(PN)7/8/8/8/8/4K3 w - - 0 1") + 50);
}
END_TEST

START_TEST(promoted_piece_may_revert_r6)
{
    /* R6: a promoted queen reverts when anything lands on it */
    ck_assert_int_lt(ev("4k3/8/8/8/3Q~4/8/8/4K3 w - - 0 1"), ev("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1"));
}
END_TEST

START_TEST(pawn_advance_by_badge_r1_r6)
{
    ck_assert_int_gt(ev("4k3/8/4P3/8/8/8/8/4K3 w - - 0 1"), ev("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1"));
    /* R1: a pawn that will become a helgi is worth more near the end than
     * one that will become a knight */
    ck_assert_int_gt(ev("4k3/P=H7/8/8/8/8/8/4K3 w - - 0 1"), ev("4k3/P=N7/8/8/8/8/8/4K3 w - - 0 1"));
}
END_TEST

START_TEST(tall_tower_risk)
{
    /* a tall own tower the enemy attacks risks its whole reserve */
    ck_assert_int_lt(ev("3rk3/8/8/8/3(NNQ)4/8/8/4K3 w - - 0 1"), ev("r3k3/8/8/8/3(NNQ)4/8/8/4K3 w - - 0 1") - 100);
}
END_TEST

START_TEST(king_freed_check_r2_r7)
{
    /* R2, R7: a black rook under the white knight on e4 checks the white
     * king on e1 the moment the knight leaves */
    ck_assert_int_lt(ev("4k3/8/8/8/4(rN)3/8/8/4K3 w - - 0 1"), ev("4k3/8/8/8/(rN)7/8/8/4K3 w - - 0 1"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("engine evaluation");
    TCase *tc = tcase(s, "terms");
    tcase_add_test(tc, colour_symmetry);
    tcase_add_test(tc, bare_kings_are_dead_r8);
    tcase_add_test(tc, prisoner_counts_for_the_captor_r2);
    tcase_add_test(tc, reserve_under_own_top_r2);
    tcase_add_test(tc, freed_pawn_promotes_r6b);
    tcase_add_test(tc, promoted_piece_may_revert_r6);
    tcase_add_test(tc, pawn_advance_by_badge_r1_r6);
    tcase_add_test(tc, tall_tower_risk);
    tcase_add_test(tc, king_freed_check_r2_r7);
    return run_suite(s);
}
