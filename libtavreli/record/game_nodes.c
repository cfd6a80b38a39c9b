/* Game records (R11): the tree of moves, read and grown: node getters, move
 * numbers, the position at a node, adding a move. */
#include <stdlib.h>
#include <string.h>
#include "base/grow.h"
#include "record/game_impl.h"

int tav_game_node_count(const tav_game *g) { return g ? (int)g->nnodes : 0; }

const tav__node *tav__node_at(const tav_game *g, int node)
{
    return g && node >= 0 && (size_t)node < g->nnodes && !g->nodes[node].removed ? &g->nodes[node] : NULL;
}

int tav_game_node_exists(const tav_game *g, int node) { return tav__node_at(g, node) != NULL; }

int tav_game_node_parent(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->parent : -1;
}

int tav_game_node_child_count(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->child_count : 0;
}

int tav_game_node_child(const tav_game *g, int node, int i)
{
    const tav__node *n = tav__node_at(g, node);
    if (!n || i < 0 || i >= n->child_count)
        return -1;
    int c = n->first_child;
    while (c >= 0 && i-- > 0)
        c = g->nodes[c].next_sibling;
    return c;
}

int tav_game_node_next_sibling(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->next_sibling : -1;
}

tav_move tav_game_node_move(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->move : TAV_NO_MOVE;
}

int tav_game_node_ply(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->ply : -1;
}

tav_color tav__game_side_of(const tav_game *g, int ply)
{
    return (tav_color)((g->start_turn + (unsigned)(ply - 1)) & 1u);
}

unsigned long long tav__game_fullmove_of(const tav_game *g, int ply)
{
    /* plies counted from the start; black's moves keep the number of the
     * white move before them (R8: the number goes up after black's move).
     * 64 bits: a TFEN may start at 4294967295 (R10). */
    unsigned long long offset = (unsigned long long)g->start_turn + (unsigned long long)(ply - 1);
    return (unsigned long long)g->start_fullmove + offset / 2;
}

unsigned long long tav_game_node_move_number(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n && node ? tav__game_fullmove_of(g, n->ply) : 0;
}

int tav_game_node_side(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n && node ? (int)tav__game_side_of(g, n->ply) : -1;
}

int tav_game_node_depth(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->depth : -1;
}

unsigned long tav_game_node_line(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->line : 0;
}

unsigned long tav_game_node_column(const tav_game *g, int node)
{
    const tav__node *n = tav__node_at(g, node);
    return n ? n->column : 0;
}

int tav_game_main_line_length(const tav_game *g)
{
    return g ? g->nodes[g->main_end].ply : 0;
}

int tav_game_main_line_node(const tav_game *g, int i)
{
    if (!g || i < 0)
        return -1;
    int n = g->nodes[0].first_child;
    while (n >= 0 && i-- > 0)
        n = g->nodes[n].first_child;
    return n;
}

int tav__game_new_node(tav_game *g, int parent, tav_move m, int *out)
{
    if (g->nnodes >= TAV__GAME_MAX_NODES)
        return TAV_ELIMIT;
    tav__node *p = &g->nodes[parent];
    int depth = p->depth + (p->first_child >= 0 ? 1 : 0);
    if (depth > TAV__GAME_MAX_DEPTH)
        return TAV_ELIMIT;
    tav__node *nodes = tav__grow(g->nodes, sizeof *nodes, g->nnodes + 1, &g->nodes_cap, 16);
    if (!nodes)
        return TAV_ENOMEM;
    g->nodes = nodes;
    int id = (int)g->nnodes++;
    tav__node *n = &g->nodes[id];
    memset(n, 0, sizeof *n);
    n->move = m;
    n->parent = parent;
    n->first_child = n->last_child = n->next_sibling = -1;
    n->ply = g->nodes[parent].ply + 1;
    n->depth = depth;
    p = &g->nodes[parent];
    if (p->last_child >= 0)
        g->nodes[p->last_child].next_sibling = id;
    else
        p->first_child = id;
    p->last_child = id;
    p->child_count++;
    *out = id;
    return TAV_OK;
}

void tav__game_keep(tav_game *g, int node, const tav_position *after)
{
    tav__node *n = &g->nodes[node];
    size_t cost = (size_t)n->ply + TAV__GAME_CHECKPOINT_BOARD;
    if (n->pos || n->ply % TAV__GAME_CHECKPOINT || g->checkpoint_cost + cost > TAV__GAME_CHECKPOINT_BUDGET)
        return;
    n->pos = tav_position_copy(after);
    if (n->pos)
        g->checkpoint_cost += cost;
}

void tav__game_forget(tav_game *g, int node)
{
    tav__node *n = &g->nodes[node];
    if (n->pos)
        g->checkpoint_cost -= (size_t)n->ply + TAV__GAME_CHECKPOINT_BOARD;
    tav_position_free(n->pos);
    n->pos = NULL;
}

/* The position at node: a copy of the nearest kept position on the way to
 * the root (at most TAV__GAME_CHECKPOINT - 1 plies up while the budget
 * lasts), or the start, then the moves from there. */
int tav_game_position_at(const tav_game *g, int node, tav_position **out)
{
    if (!out)
        return TAV_EINVAL;
    *out = NULL;
    if (!tav__node_at(g, node))
        return TAV_EINVAL;
    int from = node;
    while (from > 0 && !g->nodes[from].pos)
        from = g->nodes[from].parent;
    tav_position *p = NULL;
    int rc = TAV_ENOMEM;
    if (from > 0 && !(p = tav_position_copy(g->nodes[from].pos)))
        return TAV_ENOMEM;
    if (from == 0 && (rc = tav_position_from_tfen(&p, g->start_tfen, NULL)) != TAV_OK)
        return rc == TAV_ENOMEM ? TAV_ENOMEM : TAV_EINVAL;
    int plies = g->nodes[node].ply - g->nodes[from].ply;
    tav_move *path = malloc((size_t)(plies ? plies : 1) * sizeof *path);
    if (!path) {
        tav_position_free(p);
        return TAV_ENOMEM;
    }
    for (int n = node, i = plies; n != from; n = g->nodes[n].parent)
        path[--i] = g->nodes[n].move;
    for (int i = 0; i < plies; i++) {
        rc = tav_position_push(p, path[i]);
        if (rc != TAV_OK) {
            free(path);
            tav_position_free(p);
            return rc == TAV_ENOMEM ? TAV_ENOMEM : TAV_EINVAL;
        }
    }
    free(path);
    *out = p;
    return TAV_OK;
}

int tav_game_add_move(tav_game *g, int parent, tav_move m, int *node_out)
{
    if (!g || !tav__node_at(g, parent))
        return TAV_EINVAL;
    int on_main_end = parent == g->main_end;
    tav_position *p = NULL;
    int rc;
    if (on_main_end) {
        p = g->end_pos;
    } else if ((rc = tav_game_position_at(g, parent, &p)) != TAV_OK) {
        return rc;
    }
    tav_move legal = tav_position_find_move(p, m);
    rc = legal == TAV_NO_MOVE ? TAV_EILLEGAL : tav_position_push(p, legal);
    if (rc != TAV_OK) {
        if (!on_main_end)
            tav_position_free(p);
        return rc;
    }
    int id;
    rc = tav__game_new_node(g, parent, legal, &id);
    if (rc == TAV_OK)
        tav__game_keep(g, id, p);
    if (!on_main_end)
        tav_position_free(p);
    else if (rc == TAV_OK && g->nodes[parent].first_child == id)
        g->main_end = id;
    else
        tav_position_pop(g->end_pos, NULL); /* a variation, or no node: the main line did not grow */
    if (rc != TAV_OK)
        return rc;
    tav__game_update_end(g);
    if (node_out)
        *node_out = id;
    return TAV_OK;
}
