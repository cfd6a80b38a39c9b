/* Problems as game records (R11, R14): a TGN with SetUp/FEN and a
 * Stipulation tag is solved, and its solution written back as movetext.
 * Uses the public game API (tavreli/game.h) only. */
#include <stdio.h>
#include <string.h>
#include "base/fail.h"
#include "solver/solution.h"

int tav_solve_game(const tav_game *g, const tav_solve_options *opt, tav_solution **out, tav_error *err)
{
    tav_stipulation st;
    tav_position *p = NULL;
    if (out)
        *out = NULL;
    if (!g || !out)
        return tav__fail(err, TAV_EINVAL, 0, -1, -1, 0, "no game or no place for the solution");
    const char *text = tav_game_tag(g, "Stipulation");
    if (!text)
        return tav__fail(err, TAV_EGAME, 0, -1, -1, 0, "the record has no Stipulation tag (R14)");
    tav_error e = TAV_ERROR_INIT;
    if (tav_stipulation_parse(text, &st, &e) != TAV_OK)
        return tav__fail(err, TAV_EGAME, 0, -1, -1, 0, "Stipulation tag: %s", e.message);
    int rc = tav_position_from_tfen(&p, tav_game_start_tfen(g), err);
    if (rc != TAV_OK)
        return rc;
    rc = tav_solve(p, &st, opt, out);
    tav_position_free(p);
    if (rc == TAV_OK)
        tav__ok(err);
    else
        tav__fail(err, rc, 0, -1, -1, 0, "%s", tav_strerror(rc));
    return rc;
}

/* The solution tree below sol node sn, under game node gn. */
static int add_tree(const tav_solution *sol, tav_game *g, int sn, int gn)
{
    for (int i = 0; i < tav_solution_node_child_count(sol, sn); i++) {
        int c = tav_solution_node_child(sol, sn, i), node;
        int rc = tav_game_add_move(g, gn, tav_solution_node_move(sol, c), &node);
        if (rc == TAV_OK)
            rc = add_tree(sol, g, c, node);
        if (rc != TAV_OK)
            return rc;
    }
    return TAV_OK;
}

/* The child of gn playing m, or a new one. */
static int child_with(tav_game *g, int gn, tav_move m, int *node)
{
    for (int i = 0; i < tav_game_node_child_count(g, gn); i++) {
        int c = tav_game_node_child(g, gn, i);
        if (tav_move_equal(tav_game_node_move(g, c), m)) {
            *node = c;
            return TAV_OK;
        }
    }
    return tav_game_add_move(g, gn, m, node);
}

static int add_keys(const tav_solution *sol, tav_game *g)
{
    char b[TAV_MOVE_TEXT_MAX + 1], comment[512];
    for (int i = 0; i < tav_solution_key_count(sol); i++) {
        tav_move key = tav_solution_key(sol, i);
        int gn, rc = tav_game_add_move(g, TAV_GAME_ROOT, key, &gn);
        if (rc == TAV_OK)
            rc = tav_game_add_nag(g, gn, 1);
        if (rc == TAV_OK && tav_solution_threat_count(sol, i)) {
            size_t at = (size_t)snprintf(comment, sizeof comment, "threat:");
            for (int t = 0; t < tav_solution_threat_count(sol, i) && at < sizeof comment; t++) {
                tav_move_format(tav_solution_threat(sol, i, t), b, sizeof b);
                at += (size_t)snprintf(comment + at, sizeof comment - at, " 2. %s", b);
            }
            rc = tav_game_set_comment(g, gn, 0, comment);
        }
        for (int c = 0; rc == TAV_OK && c < tav_solution_node_child_count(sol, 0); c++) {
            int kn = tav_solution_node_child(sol, 0, c);
            if (tav_solution_node_move(sol, kn) == key)
                rc = add_tree(sol, g, kn, gn);
        }
        if (rc != TAV_OK)
            return rc;
    }
    for (int i = 0; i < tav_solution_try_count(sol); i++) {
        int tn, rn, rc = tav_game_add_move(g, TAV_GAME_ROOT, tav_solution_try(sol, i), &tn);
        if (rc == TAV_OK)
            rc = tav_game_add_nag(g, tn, 2);
        if (rc == TAV_OK)
            rc = tav_game_add_move(g, tn, tav_solution_refutation(sol, i), &rn);
        if (rc == TAV_OK)
            rc = tav_game_add_nag(g, rn, 1);
        if (rc != TAV_OK)
            return rc;
    }
    return TAV_OK;
}

int tav_solution_to_game(const tav_solution *sol, tav_game *g)
{
    char tfen[TAV_TFEN_MAX + 1], st[TAV_STIP_TEXT_MAX + 1];
    if (!sol || !g || tav_game_node_count(g) != 1)
        return TAV_EINVAL;
    tav_position *start = NULL;
    if (tav_position_from_tfen(&start, tav_game_start_tfen(g), NULL) != TAV_OK)
        return TAV_EINVAL;
    tav_position_tfen(sol->pos, tfen, sizeof tfen);
    tav_position *mine = NULL;
    int same = tav_position_from_tfen(&mine, tfen, NULL) == TAV_OK && tav_position_equal(start, mine);
    tav_position_free(start);
    tav_position_free(mine);
    if (!same)
        return TAV_EINVAL;
    tav_stipulation_format(&sol->stip, st, sizeof st);
    int rc = tav_game_set_tag(g, "Stipulation", st);
    if (rc != TAV_OK)
        return rc;
    if (sol->stip.type != TAV_STIP_HELP)
        return add_keys(sol, g);
    for (int i = 0; i < tav_solution_line_count(sol); i++) {
        int gn = TAV_GAME_ROOT;
        for (int j = 0; j < tav_solution_line_length(sol, i) && rc == TAV_OK; j++)
            rc = child_with(g, gn, tav_solution_line_move(sol, i, j), &gn);
        if (rc != TAV_OK)
            return rc;
    }
    return TAV_OK;
}
