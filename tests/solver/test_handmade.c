/* The problem solver (R14) on hand-made problems with what only Tavreli
 * has: a split key, a freed piece that mates, R6 (b) promotion, a king
 * climbing onto a tower, reversion, a tower built to block, a cook, tries,
 * stalemates and a selfmate. Each is checked by the oracle of plain.c too. */
#include "plain.h"
#include "solver_helpers.h"

/* ---- hand-made problems ------------------------------------------------------------ *
 * Each position was built by hand or picked from random positions for the
 * feature it shows (a split key, a freed piece, R6 (b), a climbing king,
 * reversion, a blocking tower, a cook, tries, stalemates, a selfmate); the reason each
 * expected key holds is in its comment, and checked() first makes the
 * oracle agree with the fast solver on every key, try and threat. */

/* Solve, check against the oracle, and return the fast solution. */
static tav_solution *checked(const char *tfen, const char *st_text)
{
    tav_position *p = pos_new(tfen);
    agree(tfen, p, st_text);
    tav_solution *sol = fast(p, st_text, TAV_SOLVE_DEFAULT | TAV_SOLVE_TRIES);
    tav_position_free(p);
    return sol;
}

/* R2 splitting: the bishop leaves the tower (R B) on a1 alone; the rook left
 * behind is active at once and checks along the a-file, the bishop on e5
 * takes b8, the king b6 takes a7 and b7. Moving the whole tower takes the
 * rook along and gives no check. */
START_TEST(solver_key_splits_tower)
{
    tav_solution *sol = checked("k7/8/1K6/8/8/8/8/(RB)7 w - - 0 1", "#1");
    assert_keys(sol, "a1(1)-e5");
    tav_solution_free(sol);
}
END_TEST

/* R2: the key lifts the pawn off the helgi (H P) on h4; the helgi freed
 * under it gives every mate. */
START_TEST(solver_key_frees_piece_that_mates)
{
    tav_solution *sol = checked("8/8/8/R3K1B1/1k5(HP)/8/8/8 w - - 0 1", "#2");
    assert_keys(sol, "h4(1)-h5");
    int key = tav_solution_node_child(sol, 0, 0);
    ck_assert_int_gt(tav_solution_node_child_count(sol, key), 0);
    for (int d = 0; d < tav_solution_node_child_count(sol, key); d++) {
        int dn = tav_solution_node_child(sol, key, d);
        ck_assert_int_gt(tav_solution_node_child_count(sol, dn), 0);
        for (int a = 0; a < tav_solution_node_child_count(sol, dn); a++) {
            int an = tav_solution_node_child(sol, dn, a);
            ck_assert_int_eq(TAV_MOVE_FROM(tav_solution_node_move(sol, an)), sq("h4"));
            ck_assert(tav_solution_node_goal(sol, an));
        }
    }
    tav_solution_free(sol);
}
END_TEST

/* R6 (b): the queen leaves c8 alone, and the pawn freed under it on its last
 * rank promotes to its badge (a bishop: c-file, R1) at the end of the move
 * and guards e6: the queen's check cannot be answered by taking it. */
START_TEST(solver_freed_pawn_promotes_mating)
{
    tav_solution *sol = checked("2(RPQ)4n/8/8/4k3/8/4K3/8/8 w - - 0 1", "#1");
    assert_keys(sol, "c8(1)-e6");
    tav_solution_free(sol);
}
END_TEST

/* A helpmate where the black king climbs onto the white rook g6 (R2: a king
 * may move onto a tower) and then splits off it: 2.g6(1)-h5 leaves the rook
 * behind, freed, guarding g4, g5 and h6 for Rb1-h1#; taking the rook along
 * (2.g6-h5, the whole tower) is no solution. */
START_TEST(solver_help_king_climbs_and_splits)
{
    tav_solution *sol = checked("8/6k1/6R1/8/2N5/K7/8/1R6 b - - 0 1", "h#2");
    char *all = fast_lines(sol);
    ck_assert_ptr_nonnull(strstr(all, "g7-g6 c4-e5 g6(1)-h5 b1-h1"));
    ck_assert_ptr_null(strstr(all, "g7-g6 c4-e5 g6-h5 b1-h1"));
    free(all);
    tav_solution_free(sol);
}
END_TEST

/* Reversion as a defence (R6): after 1.Hf8-d6 (threat 2.Hd2#) the king's
 * defence 1...Kc2-b1 climbs onto the promoted knight N~, which turns back
 * into a pawn (badge N) under the king; only 2.Hd6-a3# mates then, covering
 * a1, a2, b2, c1 and c2 for the whole tower and for the king alone. */
START_TEST(solver_reversion_defence)
{
    const char *tfen = "K4H2/8/3h4/P6R~/8/8/2k5/1N~6 w - - 0 1";
    tav_solution *sol = checked(tfen, "#2");
    assert_keys(sol, "f8-d6");
    tav_position *p = pos_new(tfen);
    play_all(p, "f8-d6 c2-b1");
    ck_assert_int_eq(tav_position_height(p, sq("b1")), 2);
    tav_piece under = tav_position_piece(p, sq("b1"), 0);
    ck_assert_int_eq(TAV_PIECE_KIND(under), TAV_PAWN);
    ck_assert_int_eq(TAV_PIECE_BADGE(under), TAV_KNIGHT);
    ck_assert(!TAV_PIECE_PROMOTED(under));
    tav_position_free(p);
    int key = tav_solution_node_child(sol, 0, 0), seen = 0;
    for (int d = 0; d < tav_solution_node_child_count(sol, key); d++) {
        int dn = tav_solution_node_child(sol, key, d);
        char b[TAV_MOVE_TEXT_MAX + 1];
        tav_move_format(tav_solution_node_move(sol, dn), b, sizeof b);
        if (strcmp(b, "c2-b1") != 0)
            continue;
        seen = 1;
        ck_assert_int_eq(tav_solution_node_child_count(sol, dn), 1);
        tav_move_format(tav_solution_node_move(sol, tav_solution_node_child(sol, dn, 0)), b, sizeof b);
        ck_assert_str_eq(b, "d6-a3");
    }
    ck_assert(seen);
    tav_solution_free(sol);
}
END_TEST

/* A defence that builds a tower to block (R5): after 1.Kf7-g6! white
 * threatens 2.d4-d5# (the pawn steps onto its own knight, R5 allows it,
 * and opens the bishop a1's diagonal) and 2.Ba1-d4#. 1...Bb7-d5 climbs onto
 * the knight: d5 is now black-topped and the pawn cannot step there, so
 * only 2.Ba1-d4# is left. */
START_TEST(solver_defence_builds_tower_to_block)
{
    const char *tfen = "7k/1b2NK2/8/3N4/3P4/8/8/B7 w - - 0 1";
    tav_solution *sol = checked(tfen, "#2");
    assert_keys(sol, "f7-g6");
    tav_move th[8];
    int nt = tav_solution_threat_count(sol, 0);
    char a[256];
    for (int i = 0; i < nt; i++)
        th[i] = tav_solution_threat(sol, 0, i);
    moves_text(th, nt, a, sizeof a);
    ck_assert_str_eq(a, "a1-d4 d4-d5");
    int key = tav_solution_node_child(sol, 0, 0), seen = 0;
    for (int d = 0; d < tav_solution_node_child_count(sol, key); d++) {
        int dn = tav_solution_node_child(sol, key, d);
        tav_move dm = tav_solution_node_move(sol, dn);
        tav_move ans[8];
        int na = tav_solution_node_child_count(sol, dn);
        for (int i = 0; i < na; i++)
            ans[i] = tav_solution_node_move(sol, tav_solution_node_child(sol, dn, i));
        moves_text(ans, na, a, sizeof a);
        if (TAV_MOVE_TO(dm) == sq("d5")) {
            ck_assert(dm & TAV_MOVE_STACK);
            ck_assert_str_eq(a, "a1-d4");
            seen = 1;
        } else {
            ck_assert_str_eq(a, "a1-d4 d4-d5");
        }
    }
    ck_assert(seen);
    tav_solution_free(sol);
}
END_TEST

/* A cook: two keys. */
START_TEST(solver_cooked)
{
    tav_solution *sol = checked("1q6/4K3/2(QNQ)5/8/8/8/1k6/8 w - - 0 1", "#2");
    assert_keys(sol, "c6(2)-c1 c6(2)-c2");
    ck_assert(tav_solution_cook(sol));
    tav_solution_free(sol);
}
END_TEST

/* Tries: 1.Hb1? and 1.Hc2? fail only to the king climbing onto the helgi
 * (R2, unguarded); 1.Hd3! */
START_TEST(solver_tries)
{
    tav_solution *sol = checked("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1", "#2");
    assert_keys(sol, "g6-d3");
    ck_assert_int_eq(tav_solution_try_count(sol), 2);
    char b[TAV_MOVE_TEXT_MAX + 1];
    tav_move_format(tav_solution_refutation(sol, 0), b, sizeof b);
    ck_assert_str_eq(b, "b2-b1");
    tav_move_format(tav_solution_refutation(sol, 1), b, sizeof b);
    ck_assert_str_eq(b, "b2-c2");
    ck_assert(!tav_solution_cook(sol));
    tav_solution_free(sol);
}
END_TEST

/* Stalemate stipulations (R14 =n, h=n, s=n) and a selfmate. */
START_TEST(solver_stalemates_and_selfmate)
{
    tav_solution *sol = checked("3N~4/8/8/8/3QK3/2b4N/4k3/8 w - - 0 1", "=2");
    assert_keys(sol, "d4-c3");
    tav_solution_free(sol);
    sol = checked("4H3/8/5K2/8/5N2/4p3/3p3k/8 b - - 0 1", "h=2");
    char *all = fast_lines(sol);
    ck_assert_str_eq(all, "d2-d1 e8-e3 d1-e1 e3-e1");
    free(all);
    tav_solution_free(sol);
    sol = checked("8/8/8/8/7k/8/3q~1(P!q)2/1H~5K w - - 0 1", "s=2");
    assert_keys(sol, "b1-g6");
    tav_solution_free(sol);
    sol = checked("3(RrqQ)4/8/K7/2k5/8/8/8/8 w - - 0 1", "s#2");
    assert_keys(sol, "d8(3)-d4");
    /* the tree ends with black's forced mates */
    int key = tav_solution_node_child(sol, 0, 0), leaves = 0;
    for (int n = 0; n < tav_solution_node_count(sol); n++)
        if (tav_solution_node_goal(sol, n)) {
            ck_assert_int_eq(tav_solution_node_kind(sol, n), TAV_NODE_DEFENCE);
            leaves++;
        }
    ck_assert_int_gt(leaves, 0);
    ck_assert_int_gt(tav_solution_node_child_count(sol, key), 0);
    tav_solution_free(sol);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("solver hand-made problems");
    TCase *tc = tcase(s, "hand-made problems");
    tcase_add_test(tc, solver_key_splits_tower);
    tcase_add_test(tc, solver_key_frees_piece_that_mates);
    tcase_add_test(tc, solver_freed_pawn_promotes_mating);
    tcase_add_test(tc, solver_help_king_climbs_and_splits);
    tcase_add_test(tc, solver_reversion_defence);
    tcase_add_test(tc, solver_defence_builds_tower_to_block);
    tcase_add_test(tc, solver_cooked);
    tcase_add_test(tc, solver_tries);
    tcase_add_test(tc, solver_stalemates_and_selfmate);
    return run_suite(s);
}
