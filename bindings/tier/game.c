/* Game records (TGN, R11, tavreli/game.h) for the languages: the
 * calls with out-pointers, as return values. */
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

tav_game *tavb_game_new(const char *tfen, tav_error *err)
{
    tav_game *g = NULL;
    if (err)
        tav_error_init(err);
    int rc = tav_game_new(&g, tfen, err);
    if (rc != TAV_OK) {
        if (err && err->code == TAV_OK)
            tavb_set_error(err, rc, NULL);
        return NULL;
    }
    return g;
}

tav_position *tavb_game_position_at(const tav_game *g, int node)
{
    tav_position *p = NULL;
    if (tav_game_position_at(g, node, &p) != TAV_OK)
        return NULL;
    return p;
}

int tavb_game_add_move(tav_game *g, int parent, tav_move m)
{
    int node = -1;
    int rc = tav_game_add_move(g, parent, m, &node);
    return rc != TAV_OK ? rc : node;
}

tav_problem *tavb_game_problem(const tav_game *g, size_t i)
{
    const tav_problem *p = tav_game_problem(g, i);
    if (!p)
        return NULL;
    tav_problem *copy = (tav_problem *)malloc(sizeof *copy);
    if (copy)
        *copy = *p;
    return copy;
}

char *tavb_game_write_with(const tav_game *g, unsigned options, tav_error *err)
{
    char *text;
    int rc = tav_game_write_alloc(g, options, &text, NULL);
    return tavb_text(rc, text, err, rc == TAV_ELIMIT ? "the game exceeds a default limit of the reader: it would "
                                                       "not read back (write it with TAV_WRITE_ANY_SIZE)"
                                                     : NULL);
}

tav_game *tavb_game_copy(const tav_game *g, const char *drop_tag, tav_error *err)
{
    tav_game *c = NULL;
    if (err)
        tav_error_init(err);
    int rc = tav_game_copy(&c, g);
    if (rc == TAV_OK && drop_tag && tav_game_tag(c, drop_tag))
        rc = tav_game_remove_tag(c, drop_tag);
    if (rc != TAV_OK) {
        tav_game_free(c);
        tavb_set_error(err, rc, NULL);
        return NULL;
    }
    return c;
}

char *tavb_game_problem_text(const tav_game *g, size_t i)
{
    char *text;
    int rc = tav_problem_format_alloc(tav_game_problem(g, i), NULL, &text, NULL);
    return tavb_text(rc, text, NULL, NULL);
}

/* The seven-tag roster but Result, as a game not played yet has them
 * (PGN's "?" and "????.??.??"). */
static const char *const tavb_roster[][2] = { { "Event", "?" }, { "Site", "?" }, { "Date", "????.??.??" }, { "Round", "?" }, { "White", "?" }, { "Black", "?" } };

tav_game *tavb_game_new_with_roster(const char *roster_tfen, int roster, tav_error *err)
{
    tav_game *g = tavb_game_new(roster_tfen, err);
    int rc = TAV_OK;
    for (size_t i = 0; g && roster && rc == TAV_OK && i < sizeof tavb_roster / sizeof tavb_roster[0]; i++)
        rc = tav_game_set_tag(g, tavb_roster[i][0], tavb_roster[i][1]);
    if (g && rc == TAV_OK)
        rc = tav_game_set_result(g, TAV_RESULT_UNKNOWN);
    if (rc != TAV_OK) {
        tav_game_free(g);
        tavb_set_error(err, rc, NULL);
        return NULL;
    }
    return g;
}

/* The moves of pos's history into g, from its root; TAV_EILLEGAL for a null
 * move (err says which), else as tav_game_add_move(). */
static int tavb_game_add_history(tav_game *g, const tav_position *pos, tav_error *err)
{
    size_t n = tav_position_history_length(pos);
    for (size_t i = 0; i < n; i++) {
        if (tav_position_history_move(pos, i) == TAV_NULL_MOVE) {
            tavb_set_error(err, TAV_EILLEGAL, NULL);
            snprintf(err->message, sizeof err->message,
                     "a game holds no null move (a pass is not a move of the rules, R11 has no token for it); "
                     "move %zu of the move stack is one (a game can start from the position after it)",
                     i + 1);
            return TAV_EILLEGAL;
        }
    }
    int node = TAV_GAME_ROOT, rc = TAV_OK;
    for (size_t i = 0; i < n && rc == TAV_OK; i++)
        rc = tav_game_add_move(g, node, tav_position_history_move(pos, i), &node);
    return rc;
}

tav_game *tavb_game_from_position(const tav_position *pos, tav_error *err)
{
    tav_error local;
    if (!err)
        err = &local;
    tav_error_init(err);
    char tfen[TAV_TFEN_MAX + 1];
    tav_position *root = pos ? tav_position_root(pos) : NULL;
    int rc = !pos ? TAV_EINVAL : !root ? TAV_ENOMEM
                                       : tav_position_tfen(root, tfen, sizeof tfen);
    tav_position_free(root);
    tav_game *g = rc < 0 ? NULL : tavb_game_new_with_roster(strcmp(tfen, TAV_START_TFEN) ? tfen : NULL, 1, err);
    tav_outcome o;
    if (g) {
        rc = tavb_game_add_history(g, pos, err);
        if (rc == TAV_OK)
            rc = tav_position_outcome(pos, 0, 0, 0, &o);
        if (rc == TAV_OK && o.result != TAV_RESULT_NONE)
            rc = tav_game_set_result(g, (tav_result)o.result);
    }
    if (rc < 0) {
        if (err->code == TAV_OK)
            tavb_set_error(err, rc, NULL);
        tav_game_free(g);
        return NULL;
    }
    return g;
}

char *tavb_game_write_parts(const tav_game *g, int tags, int marks, int comments, int variations, int nags,
                            int check_limits, tav_error *err)
{
    unsigned options = (tags ? 0 : TAV_WRITE_NO_TAGS) | (marks ? 0 : TAV_WRITE_NO_MARKS) | (comments ? 0 : TAV_WRITE_NO_COMMENTS) | (variations ? 0 : TAV_WRITE_NO_VARIATIONS) | (nags ? 0 : TAV_WRITE_NO_NAGS) | (check_limits ? 0 : TAV_WRITE_ANY_SIZE);
    return tavb_game_write_with(g, options, err);
}
