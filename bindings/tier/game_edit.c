/* Edits of a game record (R11) with the message a user reads when one is
 * refused: the languages' setters (Python's node.set_eval(), set_clock(),
 * headers[...] = ..., add_variation()) hand the error on as it is. */
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

/* rc, with err holding message when rc is an error (tav_strerror for
 * ENOMEM, which needs no more words). */
static int tavb_refuse(int rc, tav_error *err, const char *message)
{
    if (rc < 0)
        tavb_set_error(err, rc, rc == TAV_ENOMEM ? NULL : message);
    return rc;
}

int tavb_game_set_eval_checked(tav_game *g, int node, int kind, int value, int depth, tav_error *err)
{
    char message[128];
    tav_eval ev = { 0, 0, depth };
    tav_error_init(err);
    if (node == TAV_GAME_ROOT)
        return tavb_refuse(TAV_EINVAL, err, "the root has no move, so no evaluation");
    if (kind == TAVB_EVAL_NONE)
        return tavb_refuse(tav_game_remove_eval(g, node), err, "no such node");
    if (kind == TAVB_EVAL_MATE && value == 0)
        return tavb_refuse(TAV_EINVAL, err, "a mate on the board has no [%eval] (mate 0 names no side)");
    if (kind == TAVB_EVAL_MATE)
        ev.mate = value;
    else
        ev.cp = value;
    snprintf(message, sizeof message,
             "cannot write the evaluation %s %d (depth %d): |mate| is at most %d, |cp| at most %d, depth 0..%d",
             kind == TAVB_EVAL_MATE ? "mate" : "cp", value, depth, TAV_EVAL_MATE_MAX, TAV_EVAL_CP_MAX,
             TAV_EVAL_DEPTH_MAX);
    return tavb_refuse(tav_game_set_eval(g, node, &ev), err, message);
}

int tavb_game_set_clock_checked(tav_game *g, int node, int remove, double seconds, tav_error *err)
{
    char message[128];
    tav_error_init(err);
    if (node == TAV_GAME_ROOT)
        return tavb_refuse(TAV_EINVAL, err, "the root has no move, so no clock");
    if (remove)
        return tavb_refuse(tav_game_remove_clock(g, node), err, "no such node");
    double max = (double)TAV_CLOCK_MS_MAX / 1000;
    if (!(seconds >= 0 && seconds <= max)) { /* NaN too */
        snprintf(message, sizeof message, "a clock is 0 .. %.17g seconds, not %.17g", max, seconds);
        return tavb_refuse(TAV_EINVAL, err, message);
    }
    double x = seconds * 1000;
    uint64_t ms = (uint64_t)x; /* to the nearest millisecond, halves to even */
    double frac = x - (double)ms;
    if (frac > 0.5 || (frac == 0.5 && (ms & 1)))
        ms++;
    return tavb_refuse(tav_game_set_clock(g, node, ms), err, "no such node");
}

int tavb_game_set_tag_checked(tav_game *g, const char *tag_name, const char *tag_value, tav_error *err)
{
    char message[256];
    tav_error_init(err);
    if (!tag_name || !tag_value)
        return tavb_refuse(TAV_EINVAL, err, "a tag name and its value are texts, not NULL (None)");
    if (!strcmp(tag_name, "SetUp") || !strcmp(tag_name, "FEN")) {
        snprintf(message, sizeof message,
                 "the %s tag follows the start position: make the game from that position instead", tag_name);
        return tavb_refuse(TAV_EINVAL, err, message);
    }
    if (!strcmp(tag_name, "Result")) {
        tav_result r;
        snprintf(message, sizeof message, "a result is one of 1-0, 0-1, 1/2-1/2, *; not '%.100s'", tag_value);
        int rc = tav_result_parse(tag_value, &r);
        return tavb_refuse(rc == TAV_OK ? tav_game_set_result(g, r) : rc, err, message);
    }
    snprintf(message, sizeof message,
             "not a valid tag pair: [%.40s '%.40s'] (names are 1..255 letters, digits and '_'; values have "
             "no control character)",
             tag_name, tag_value);
    return tavb_refuse(tav_game_set_tag(g, tag_name, tag_value), err, message);
}

int tavb_game_add_move_checked(tav_game *g, int parent, tav_move m, tav_error *err)
{
    char message[160], text[TAV_MOVE_TEXT_MAX + 1];
    int node = -1;
    tav_error_init(err);
    if (m == TAV_NULL_MOVE)
        return tavb_refuse(TAV_EILLEGAL, err,
                           "a game holds no null move (a pass is not a move of the rules, R11 has no token for it)");
    int rc = tav_game_add_move(g, parent, m, &node);
    if (rc == TAV_EILLEGAL) {
        if (tav_move_format(m, text, sizeof text) < 0)
            snprintf(text, sizeof text, "0x%lx", (unsigned long)m);
        snprintf(message, sizeof message, "%s is not a legal move here", text);
    }
    return tavb_refuse(rc == TAV_OK ? node : rc, err,
                       rc == TAV_EILLEGAL ? message
                       : rc == TAV_ELIMIT ? "the game would be too large or its variations too deep"
                                          : NULL);
}

int tavb_game_add_nag_checked(tav_game *g, int node, int nag, tav_error *err)
{
    char message[64];
    tav_error_init(err);
    if (node == TAV_GAME_ROOT)
        return tavb_refuse(TAV_EINVAL, err, "the root has no move to annotate");
    int rc = tav_game_add_nag(g, node, nag);
    snprintf(message, sizeof message, "a NAG is 0..255, not %d", nag);
    return tavb_refuse(rc, err, rc == TAV_ELIMIT ? "a move has at most 8 NAGs (TAV_GAME_MAX_NAGS)" : message);
}

int tavb_game_set_nags(tav_game *g, int node, const char *TAVB_BYTES, size_t TAVB_LENGTH, tav_error *err)
{
    const unsigned char *nags = (const unsigned char *)TAVB_BYTES;
    unsigned char seen[256] = { 0 };
    size_t distinct = 0;
    tav_error_init(err);
    for (size_t i = 0; i < TAVB_LENGTH; i++)
        distinct += !seen[nags[i]]++;
    if (distinct > TAV_GAME_MAX_NAGS)
        return tavb_refuse(TAV_ELIMIT, err, "a move has at most 8 NAGs (TAV_GAME_MAX_NAGS)");
    if (distinct && node == TAV_GAME_ROOT)
        return tavb_refuse(TAV_EINVAL, err, "the root has no move to annotate");
    if (!tav_game_node_exists(g, node))
        return tavb_refuse(TAV_EINVAL, err, "no such node");
    while (tav_game_node_nag_count(g, node) > 0)
        tav_game_remove_nag(g, node, 0);
    memset(seen, 0, sizeof seen);
    int rc = TAV_OK;
    for (size_t i = 0; i < TAVB_LENGTH && rc == TAV_OK; i++)
        if (!seen[nags[i]]++)
            rc = tav_game_add_nag(g, node, nags[i]);
    return tavb_refuse(rc, err, NULL);
}

int tavb_game_set_comment_checked(tav_game *g, int node, int before, const char *comment_text, tav_error *err)
{
    tav_error_init(err);
    return tavb_refuse(tav_game_set_comment(g, node, before, comment_text), err,
                       before && node == TAV_GAME_ROOT ? "the root has no starting comment: use comment"
                                                       : "a comment holds no control character but white space");
}

int tavb_game_remove_tag_checked(tav_game *g, const char *name, tav_error *err)
{
    char message[128];
    tav_error_init(err);
    snprintf(message, sizeof message, "the %.40s tag cannot be deleted (it follows %s)", name,
             strcmp(name, "Result") ? "the start position" : "the game's result");
    if (!strcmp(name, "Result"))
        return tavb_refuse(TAV_EINVAL, err, message);
    return tavb_refuse(tav_game_remove_tag(g, name), err, message);
}

int tavb_game_edit_checked(tav_game *g, int node, int game_edit, tav_error *err)
{
    int rc = game_edit == TAVB_EDIT_PROMOTE_TO_MAIN ? tav_game_promote_to_main(g, node)
             : game_edit == TAVB_EDIT_PROMOTE       ? tav_game_promote(g, node)
             : game_edit == TAVB_EDIT_DEMOTE        ? tav_game_demote(g, node)
             : game_edit == TAVB_EDIT_REMOVE        ? tav_game_remove_node(g, node)
                                                    : TAV_EINVAL;
    tav_error_init(err);
    return tavb_refuse(rc, err, rc == TAV_ELIMIT ? "variations would be nested deeper than 255" : NULL);
}
