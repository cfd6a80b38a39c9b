/* Game records (TGN, R11, tavreli/game.h) for the languages: the
 * calls with out-pointers, as return values. */
#include <stdlib.h>
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
