/* The tree of a game record (R11) for the languages: the child that plays
 * a move, the end of a line, a move added from a language's int or text,
 * the first game of a text, a node's [%eval] or why it cannot be read, and
 * a line's movetext, so that no language walks the tree, checks a move or
 * cuts the writer's text itself. */
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

int tavb_game_node_child_playing(const tav_game *g, int node, long long variation_move)
{
    if (variation_move < 0 || variation_move > 0xFFFFFFFFLL)
        return -1;
    int c = tav_game_node_child(g, node, 0);
    while (c >= 0 && !tav_move_equal(tav_game_node_move(g, c), (tav_move)variation_move))
        c = tav_game_node_next_sibling(g, c);
    return c;
}

int tavb_game_node_line_end(const tav_game *g, int node)
{
    if (!tav_game_node_exists(g, node))
        return -1;
    for (int c = node; c >= 0; c = tav_game_node_child(g, c, 0))
        node = c;
    return node;
}

int tavb_game_add_move_value(tav_game *g, int parent, long long move_value, tav_error *err)
{
    tav_error local;
    if (!err)
        err = &local;
    if (move_value < 0 || move_value > 0xFFFFFFFFLL) {
        tavb_set_error(err, TAV_EILLEGAL, NULL);
        snprintf(err->message, sizeof err->message, "not a move: %lld", move_value);
        return TAV_EILLEGAL;
    }
    return tavb_game_add_move_checked(g, parent, (tav_move)move_value, err);
}

int tavb_game_add_move_text(tav_game *g, int parent, const char *move_text, tav_error *err)
{
    tav_position *p = NULL;
    tav_move m = TAV_NO_MOVE;
    tav_error local;
    if (!err)
        err = &local;
    tav_error_init(err);
    int rc = move_text ? tav_game_position_at(g, parent, &p) : TAV_EINVAL;
    if (rc == TAV_OK)
        rc = tav_move_parse(p, move_text, &m, err);
    tav_position_free(p);
    if (rc != TAV_OK) {
        if (err->code == TAV_OK)
            tavb_set_error(err, rc, rc == TAV_EINVAL ? "no move text, or no such node" : NULL);
        return rc;
    }
    return tavb_game_add_move_checked(g, parent, m, err);
}

tav_game *tavb_game_from_text(const char *TAVB_BYTES, size_t TAVB_LENGTH, tav_error *err)
{
    tav_error local;
    if (!err)
        err = &local;
    tavb_reader *r = tavb_reader_new_buffer(TAVB_BYTES, TAVB_LENGTH, TAV_READ_LENIENT, err);
    tav_game *g = r ? tavb_reader_next(r, err) : NULL;
    tavb_reader_free(r);
    if (!g && err->code == TAV_OK)
        tavb_set_error(err, TAV_EINVAL, "no game in the text");
    return g;
}

int tavb_game_node_eval_checked(const tav_game *g, int node, tav_eval *ev, tav_error *err)
{
    char message[200];
    int rc = tav_game_node_eval(g, node, ev);
    if (err)
        tav_error_init(err);
    if (rc == 0 || rc == 1 || (rc == TAV_EINVAL && node == TAV_GAME_ROOT && tav_game_node_exists(g, node)))
        return rc == 1; /* the root has no move, so no [%eval] */
    const char *comment = tav_game_node_comment(g, node);
    if (rc == TAV_EGAME)
        snprintf(message, sizeof message, "malformed [%%eval] in the comment '%.120s'", comment ? comment : "");
    tavb_set_error(err, TAV_EINVAL, rc == TAV_EGAME ? message : "no such node");
    return TAV_EINVAL;
}

char *tavb_position_movetext(const tav_position *pos, tav_error *err)
{
    unsigned moves_alone = TAV_WRITE_NO_TAGS | TAV_WRITE_NO_COMMENTS | TAV_WRITE_NO_NAGS | TAV_WRITE_NO_VARIATIONS
                           | TAV_WRITE_NO_RESULT | TAV_WRITE_ANY_SIZE;
    tav_game *g = tavb_game_from_position(pos, err);
    char *text = NULL;
    size_t n = 0;
    int rc;
    if (!g)
        return NULL;
    rc = tav_game_write_wrapped_alloc(g, moves_alone, 0, &text, &n); /* width 0: one line */
    tav_game_free(g);
    if (rc == TAV_OK && n > 0)
        text[n - 1] = '\0'; /* its new line */
    return tavb_text(rc, text, err, NULL);
}
