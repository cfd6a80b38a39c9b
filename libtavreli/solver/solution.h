/* Internal: the layout of tav_solution and the helpers that fill it. */
#ifndef TAV_SOLVER_SOLUTION_H
#define TAV_SOLVER_SOLUTION_H

#include <stddef.h>
#include <stdint.h>
#include "tavreli/solver.h"

/* One node of a solution tree (a move and its place); named apart from the
 * game record's tav__node (record/game_impl.h), which holds a record's
 * comments, NAGs and siblings: the two trees share no layout. */
typedef struct tav__sol_node {
    tav_move move;
    int parent;
    int kind; /* tav_node_kind */
    int goal;
    int first; /* index of its first child in child[], set by tav__solution_finish */
    int count; /* number of children */
} tav__sol_node;

/* A growable array of moves. */
typedef struct tav__moves {
    tav_move *v;
    size_t len, cap;
} tav__moves;

struct tav_solution {
    tav_stipulation stip;
    tav_position *pos;
    int complete, truncated;
    uint64_t nodes;
    double seconds;
    /* keys, with their length and threat (threat_start/threat_len index threats) */
    tav__moves keys;
    int *key_len, *threat_moves;
    size_t *threat_start, *threat_count;
    tav__moves threats;
    /* tries and their refutations */
    tav__moves tries, refutations;
    /* the tree */
    tav__sol_node *tree;
    size_t node_len, node_cap;
    int *child; /* children of every node, grouped by parent */
    /* helpmate lines */
    tav__moves line_moves;
    size_t *line_start;
    size_t line_len, line_cap;
    int line_plies;
};

int tav__moves_push(tav__moves *a, tav_move m);
/* Add a node under parent; returns its index, or -1 when out of memory. */
int tav__solution_add_node(tav_solution *sol, int parent, int kind, tav_move m, int goal);
/* Add a helpmate line of plies moves. TAV_OK or TAV_ENOMEM. */
int tav__solution_add_line(tav_solution *sol, const tav_move *line, int plies);
/* Sort the lines, index the children. TAV_OK or TAV_ENOMEM. */
int tav__solution_finish(tav_solution *sol);

#endif
