/* Game records (R11): editing the tree of moves: reordering a node's
 * children (promote, demote, promote to main) and removing a subtree. Node
 * numbers stay; the variation depths and the end of the main line follow. */
#include <stdlib.h>
#include "record/game_impl.h"

/* The node of g that can be edited: not the root, not removed. */
static tav__node *editable(tav_game *g, int node)
{
    return node != TAV_GAME_ROOT && tav__node_at(g, node) ? &g->nodes[node] : NULL;
}

static int prev_sibling(const tav_game *g, int node)
{
    int prev = -1;
    for (int c = g->nodes[g->nodes[node].parent].first_child; c != node; c = g->nodes[c].next_sibling)
        prev = c;
    return prev;
}

/* Unlink node from its parent's children (prev is its previous sibling). */
static void unlink_node(tav_game *g, int node, int prev)
{
    tav__node *n = &g->nodes[node], *p = &g->nodes[n->parent];
    if (prev >= 0)
        g->nodes[prev].next_sibling = n->next_sibling;
    else
        p->first_child = n->next_sibling;
    if (p->last_child == node)
        p->last_child = prev;
    p->child_count--;
    n->next_sibling = -1;
}

/* Link node back among its parent's children after prev (-1: first). */
static void link_node(tav_game *g, int node, int prev)
{
    tav__node *n = &g->nodes[node], *p = &g->nodes[n->parent];
    int *slot = prev >= 0 ? &g->nodes[prev].next_sibling : &p->first_child;
    n->next_sibling = *slot;
    *slot = node;
    if (n->next_sibling < 0)
        p->last_child = node;
    p->child_count++;
}

/* Depths below parent from its children's order: a first child is on its
 * parent's line, the others one deeper (R11 variations). Returns the
 * greatest depth set. Walks the subtree without a stack. */
static int fix_depths(tav_game *g, int parent)
{
    tav__node *nodes = g->nodes;
    int max = nodes[parent].depth, n = parent;
    for (;;) {
        if (nodes[n].first_child >= 0) {
            n = nodes[n].first_child;
        } else {
            while (n != parent && nodes[n].next_sibling < 0)
                n = nodes[n].parent;
            if (n == parent)
                return max;
            n = nodes[n].next_sibling;
        }
        const tav__node *p = &nodes[nodes[n].parent];
        nodes[n].depth = p->depth + (p->first_child == n ? 0 : 1);
        if (nodes[n].depth > max)
            max = nodes[n].depth;
    }
}

/* After the order of children changed: the end of the main line and the
 * position there. TAV_ENOMEM leaves the game's end as it was. */
static int follow_main_line(tav_game *g)
{
    int end = TAV_GAME_ROOT;
    while (g->nodes[end].first_child >= 0)
        end = g->nodes[end].first_child;
    if (end == g->main_end)
        return TAV_OK;
    tav_position *p = NULL;
    int rc = tav_game_position_at(g, end, &p);
    if (rc != TAV_OK)
        return rc;
    tav_position_free(g->end_pos);
    g->end_pos = p;
    g->main_end = end;
    g->main_complete = 1; /* every move in the tree was replayed */
    tav__game_update_end(g);
    return TAV_OK;
}

/* Move node to just after prev (-1: to the front), keeping the depth limit
 * and the main line. */
static int move_to(tav_game *g, int node, int prev)
{
    int parent = g->nodes[node].parent, old_prev = prev_sibling(g, node);
    if (prev == old_prev)
        return TAV_OK;
    unlink_node(g, node, old_prev);
    link_node(g, node, prev);
    int rc = fix_depths(g, parent) > TAV__GAME_MAX_DEPTH ? TAV_ELIMIT : follow_main_line(g);
    if (rc != TAV_OK) {
        unlink_node(g, node, prev_sibling(g, node));
        link_node(g, node, old_prev);
        fix_depths(g, parent);
    }
    return rc;
}

int tav_game_promote(tav_game *g, int node)
{
    if (!g || !editable(g, node))
        return TAV_EINVAL;
    int prev = prev_sibling(g, node);
    return prev < 0 ? TAV_OK : move_to(g, node, prev_sibling(g, prev));
}

int tav_game_demote(tav_game *g, int node)
{
    tav__node *n = g ? editable(g, node) : NULL;
    if (!n)
        return TAV_EINVAL;
    return n->next_sibling < 0 ? TAV_OK : move_to(g, node, n->next_sibling);
}

int tav_game_promote_to_main(tav_game *g, int node)
{
    if (!g || !editable(g, node))
        return TAV_EINVAL;
    return move_to(g, node, -1);
}

int tav_game_remove_node(tav_game *g, int node)
{
    if (!g || !editable(g, node))
        return TAV_EINVAL;
    int parent = g->nodes[node].parent, prev = prev_sibling(g, node);
    unlink_node(g, node, prev);
    fix_depths(g, parent);
    int rc = follow_main_line(g);
    if (rc != TAV_OK) {
        link_node(g, node, prev);
        fix_depths(g, parent);
        return rc;
    }
    /* the subtree's numbers are retired: every getter now says "bad node" */
    int n = node;
    for (;;) {
        tav__node *x = &g->nodes[n];
        x->removed = 1;
        free(x->comment_before);
        free(x->comment_after);
        x->comment_before = x->comment_after = NULL;
        tav__game_forget(g, n);
        if (x->first_child >= 0) {
            n = x->first_child;
            continue;
        }
        while (n != node && g->nodes[n].next_sibling < 0)
            n = g->nodes[n].parent;
        if (n == node)
            break;
        n = g->nodes[n].next_sibling;
    }
    return TAV_OK;
}
