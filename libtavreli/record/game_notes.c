/* Game records (R11): what is written around a move: comments, NAGs, marks
 * and the draw offer. */
#include <stdlib.h>
#include <string.h>
#include "record/game_impl.h"
#include "tavreli/notation.h"

static int is_space(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static tav__node *edit_node(tav_game *g, int node)
{
    return tav__node_at(g, node) ? &g->nodes[node] : NULL;
}

unsigned tav_game_node_notes(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->notes : 0;
}

int tav_game_node_nag_count(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->nag_count : 0;
}

int tav_game_node_nag(const tav_game *g, int node, int i)
{
    const tav__node *n = tav__node_at(g, node);
    return n && i >= 0 && i < n->nag_count ? n->nags[i] : -1;
}

const char *tav_game_node_comment(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->comment_after : NULL;
}

const char *tav_game_node_comment_before(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->comment_before : NULL;
}

int tav__normalize_comment(const char *text, size_t len, char **out)
{
    *out = NULL;
    if (!text)
        return TAV_OK;
    char *d = malloc(len + 1);
    if (!d)
        return TAV_ENOMEM;
    size_t n = 0;
    int pending_space = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (is_space(c)) {
            pending_space = n > 0;
            continue;
        }
        if (pending_space)
            d[n++] = ' ';
        pending_space = 0;
        d[n++] = (char)c;
    }
    d[n] = '\0';
    if (!n) {
        free(d);
        return TAV_OK;
    }
    *out = d;
    return TAV_OK;
}

/* Join text (already normalised, non-empty) to *slot with one space. */
int tav__append_comment(char **slot, const char *text, size_t len, size_t limit, int *too_long)
{
    size_t old = *slot ? strlen(*slot) : 0;
    size_t total = old + (old ? 1 : 0) + len;
    *too_long = 0;
    if (total > limit) {
        *too_long = 1;
        return TAV_OK;
    }
    char *d = realloc(*slot, total + 1);
    if (!d)
        return TAV_ENOMEM;
    if (old)
        d[old++] = ' ';
    memcpy(d + old, text, len);
    d[total] = '\0';
    *slot = d;
    return TAV_OK;
}

int tav_game_set_comment(tav_game *g, int node, int before, const char *text)
{
    tav__node *n = edit_node(g, node);
    if (!n || (before && node == TAV_GAME_ROOT))
        return TAV_EINVAL;
    char *c = NULL;
    if (text) {
        for (const char *s = text; *s; s++)
            if (((unsigned char)*s < 0x20 || *s == 0x7f) && !is_space((unsigned char)*s))
                return TAV_EINVAL; /* DEL too: the reader drops a comment holding one (tokens.c) */
        int rc = tav__normalize_comment(text, strlen(text), &c);
        if (rc != TAV_OK)
            return rc;
    }
    char **slot = before ? &n->comment_before : &n->comment_after;
    free(*slot);
    *slot = c;
    return TAV_OK;
}

int tav_game_add_nag(tav_game *g, int node, int value)
{
    tav__node *n = edit_node(g, node);
    if (!n || node == TAV_GAME_ROOT || value < 0 || value > 255)
        return TAV_EINVAL;
    if (n->nag_count >= TAV_GAME_MAX_NAGS)
        return TAV_ELIMIT;
    n->nags[n->nag_count++] = (unsigned char)value;
    return TAV_OK;
}

int tav_game_remove_nag(tav_game *g, int node, int i)
{
    tav__node *n = edit_node(g, node);
    if (!n || i < 0 || i >= n->nag_count)
        return TAV_EINVAL;
    memmove(n->nags + i, n->nags + i + 1, (size_t)(n->nag_count - i - 1));
    n->nag_count--;
    return TAV_OK;
}

int tav_game_set_draw_offer(tav_game *g, int node, int on)
{
    tav__node *n = edit_node(g, node);
    if (!n || node == TAV_GAME_ROOT)
        return TAV_EINVAL;
    if (on)
        n->notes |= TAV_NOTE_DRAW_OFFER;
    else
        n->notes &= ~TAV_NOTE_DRAW_OFFER;
    return TAV_OK;
}
