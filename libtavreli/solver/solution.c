/* The solution object (R14): building it and reading it. */
#include <stdlib.h>
#include <string.h>
#include "solver/solution.h"

int tav__moves_push(tav__moves *a, tav_move m)
{
    if (a->len == a->cap) {
        size_t cap = a->cap ? a->cap * 2 : 16;
        tav_move *v = realloc(a->v, cap * sizeof *v);
        if (!v)
            return TAV_ENOMEM;
        a->v = v;
        a->cap = cap;
    }
    a->v[a->len++] = m;
    return TAV_OK;
}

int tav__solution_add_node(tav_solution *sol, int parent, int kind, tav_move m, int goal)
{
    if (sol->node_len == sol->node_cap) {
        size_t cap = sol->node_cap ? sol->node_cap * 2 : 64;
        tav__sol_node *v = realloc(sol->tree, cap * sizeof *v);
        if (!v)
            return -1;
        sol->tree = v;
        sol->node_cap = cap;
    }
    tav__sol_node *n = &sol->tree[sol->node_len];
    n->move = m;
    n->parent = parent;
    n->kind = kind;
    n->goal = goal;
    n->first = 0;
    n->count = 0;
    if (parent >= 0)
        sol->tree[parent].count++;
    return (int)sol->node_len++;
}

int tav__solution_add_line(tav_solution *sol, const tav_move *line, int plies)
{
    if (sol->line_len == sol->line_cap) {
        size_t cap = sol->line_cap ? sol->line_cap * 2 : 16;
        size_t *v = realloc(sol->line_start, cap * sizeof *v);
        if (!v)
            return TAV_ENOMEM;
        sol->line_start = v;
        sol->line_cap = cap;
    }
    sol->line_start[sol->line_len] = sol->line_moves.len;
    for (int i = 0; i < plies; i++)
        if (tav__moves_push(&sol->line_moves, line[i]) != TAV_OK)
            return TAV_ENOMEM;
    sol->line_len++;
    sol->line_plies = plies;
    return TAV_OK;
}

/* Lines compare by the texts of their moves, ply by ply. */

static int line_cmp_text(const tav_move *a, const tav_move *b, int plies)
{
    for (int i = 0; i < plies; i++) {
        char x[TAV_MOVE_TEXT_MAX + 1], y[TAV_MOVE_TEXT_MAX + 1];
        tav_move_format(a[i], x, sizeof x);
        tav_move_format(b[i], y, sizeof y);
        int c = strcmp(x, y);
        if (c)
            return c;
    }
    return 0;
}

int tav__solution_finish(tav_solution *sol)
{
    /* lines: insertion sort of the start offsets (few lines; qsort would
     * need the base in a global, and the library keeps none) */
    for (size_t i = 1; i < sol->line_len; i++) {
        size_t v = sol->line_start[i], j = i;
        while (j > 0 && line_cmp_text(sol->line_moves.v + sol->line_start[j - 1], sol->line_moves.v + v, sol->line_plies) > 0) {
            sol->line_start[j] = sol->line_start[j - 1];
            j--;
        }
        sol->line_start[j] = v;
    }
    /* children grouped by parent, in the order they were added */
    free(sol->child);
    sol->child = malloc((sol->node_len ? sol->node_len : 1) * sizeof *sol->child);
    if (!sol->child)
        return TAV_ENOMEM;
    int at = 0;
    for (size_t i = 0; i < sol->node_len; i++) {
        sol->tree[i].first = at;
        at += sol->tree[i].count;
        sol->tree[i].count = 0;
    }
    for (size_t i = 1; i < sol->node_len; i++) {
        tav__sol_node *p = &sol->tree[sol->tree[i].parent];
        sol->child[p->first + p->count++] = (int)i;
    }
    return TAV_OK;
}

void tav_solution_free(tav_solution *sol)
{
    if (!sol)
        return;
    tav_position_free(sol->pos);
    free(sol->keys.v);
    free(sol->key_len);
    free(sol->threat_moves);
    free(sol->threat_start);
    free(sol->threat_count);
    free(sol->threats.v);
    free(sol->tries.v);
    free(sol->refutations.v);
    free(sol->tree);
    free(sol->child);
    free(sol->line_moves.v);
    free(sol->line_start);
    free(sol);
}

tav_stipulation tav_solution_stipulation(const tav_solution *sol)
{
    tav_stipulation none = { 0, 0, 0 };
    return sol ? sol->stip : none;
}

const tav_position *tav_solution_position(const tav_solution *sol) { return sol ? sol->pos : NULL; }
int tav_solution_complete(const tav_solution *sol) { return sol ? sol->complete : 0; }
int tav_solution_truncated(const tav_solution *sol) { return sol ? sol->truncated : 0; }
uint64_t tav_solution_nodes(const tav_solution *sol) { return sol ? sol->nodes : 0; }
double tav_solution_seconds(const tav_solution *sol) { return sol ? sol->seconds : 0.0; }

int tav_solution_key_count(const tav_solution *sol) { return sol ? (int)sol->keys.len : 0; }

static int key_ok(const tav_solution *sol, int i) { return sol && i >= 0 && (size_t)i < sol->keys.len; }

tav_move tav_solution_key(const tav_solution *sol, int i) { return key_ok(sol, i) ? sol->keys.v[i] : TAV_NO_MOVE; }
int tav_solution_cook(const tav_solution *sol) { return sol && sol->keys.len > 1; }
int tav_solution_key_length(const tav_solution *sol, int i) { return key_ok(sol, i) ? sol->key_len[i] : 0; }

int tav_solution_try_count(const tav_solution *sol) { return sol ? (int)sol->tries.len : 0; }

tav_move tav_solution_try(const tav_solution *sol, int i)
{
    return sol && i >= 0 && (size_t)i < sol->tries.len ? sol->tries.v[i] : TAV_NO_MOVE;
}

tav_move tav_solution_refutation(const tav_solution *sol, int i)
{
    return sol && i >= 0 && (size_t)i < sol->refutations.len ? sol->refutations.v[i] : TAV_NO_MOVE;
}

int tav_solution_threat_count(const tav_solution *sol, int key)
{
    return key_ok(sol, key) && sol->threat_count ? (int)sol->threat_count[key] : 0;
}

tav_move tav_solution_threat(const tav_solution *sol, int key, int i)
{
    if (i < 0 || i >= tav_solution_threat_count(sol, key))
        return TAV_NO_MOVE;
    return sol->threats.v[sol->threat_start[key] + (size_t)i];
}

int tav_solution_threat_length(const tav_solution *sol, int key)
{
    return tav_solution_threat_count(sol, key) ? sol->threat_moves[key] : 0;
}

static const tav__sol_node *node_at(const tav_solution *sol, int node)
{
    return sol && node >= 0 && (size_t)node < sol->node_len ? &sol->tree[node] : NULL;
}

int tav_solution_node_count(const tav_solution *sol) { return sol ? (int)sol->node_len : 0; }

int tav_solution_node_kind(const tav_solution *sol, int node)
{
    const tav__sol_node *n = node_at(sol, node);
    return n ? n->kind : -1;
}

tav_move tav_solution_node_move(const tav_solution *sol, int node)
{
    const tav__sol_node *n = node_at(sol, node);
    return n ? n->move : TAV_NO_MOVE;
}

int tav_solution_node_parent(const tav_solution *sol, int node)
{
    const tav__sol_node *n = node_at(sol, node);
    return n ? n->parent : -1;
}

int tav_solution_node_child_count(const tav_solution *sol, int node)
{
    const tav__sol_node *n = node_at(sol, node);
    return n ? n->count : 0;
}

int tav_solution_node_child(const tav_solution *sol, int node, int i)
{
    const tav__sol_node *n = node_at(sol, node);
    return n && i >= 0 && i < n->count ? sol->child[n->first + i] : -1;
}

int tav_solution_node_goal(const tav_solution *sol, int node)
{
    const tav__sol_node *n = node_at(sol, node);
    return n ? n->goal : 0;
}

int tav_solution_line_count(const tav_solution *sol) { return sol ? (int)sol->line_len : 0; }

int tav_solution_line_length(const tav_solution *sol, int i)
{
    return sol && i >= 0 && (size_t)i < sol->line_len ? sol->line_plies : 0;
}

tav_move tav_solution_line_move(const tav_solution *sol, int i, int ply)
{
    if (ply < 0 || ply >= tav_solution_line_length(sol, i))
        return TAV_NO_MOVE;
    return sol->line_moves.v[sol->line_start[i] + (size_t)ply];
}
