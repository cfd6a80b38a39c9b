/* Internal: the proof search of the problem solver (R14) and of the dead
 * position test (R8). One tav__search holds a history-free working copy of
 * the position, per-ply move buffers, killer moves and the table of proven
 * and refuted (position, moves left) entries; all of it is allocated once by
 * tav__search_init(), so the search itself allocates nothing.
 *
 * Every search function returns S_YES, S_NO or S_ABORT (the budget ran out,
 * the stop flag or the progress callback said stop); S_ABORT propagates up
 * and nothing is stored in the table for an aborted node, so the table only
 * ever holds proved facts. */
#ifndef TAV_SOLVER_SEARCH_H
#define TAV_SOLVER_SEARCH_H

#include <stdint.h>
#include "base/now.h"
#include "core/position_impl.h"
#include "tavreli/solver.h"

enum { S_NO = 0,
       S_YES = 1,
       S_ABORT = -1 };

/* Plies a search may go: a helpmate of TAV_STIP_MAX_MOVES moves, its first
 * move, tries and threats. */
#define TAV__MAX_PLY (2 * TAV_STIP_MAX_MOVES + 4)

typedef struct tav__tt_entry {
    uint64_t key;     /* position key ^ the node kind's salt; 0 = empty */
    uint32_t help_no; /* helpmates: bit p-1 set = no line of exactly p plies */
    uint8_t proven;   /* direct/self: fulfilled in at most this many moves (0 = not known) */
    uint8_t refuted;  /* direct/self: not fulfilled in this many moves or fewer */
    uint16_t pad;
} tav__tt_entry;

typedef struct tav__search tav__search;

/* Called for each helpmate line found by tav__help (plies in s->line[0..len)).
 * Return non-zero to stop looking (the search then returns S_YES). */
typedef int (*tav__line_fn)(tav__search *s, int len);

struct tav__search {
    struct tav_position pos; /* the working position (no history) */
    int goal;                /* TAV_GOAL_MATE or TAV_GOAL_STALEMATE */
    tav__tt_entry *tt;
    uint64_t tt_mask;
    tav_move (*moves)[TAV_MAX_MOVES]; /* one buffer per ply */
    tav_move killer[TAV__MAX_PLY];
    tav_move line[TAV__MAX_PLY]; /* moves of the current path (helpmates) */
    uint64_t nodes, max_nodes;
    double start, max_seconds;
    const volatile int *stop;
    tav_solve_progress_fn progress;
    void *userdata;
    tav_solve_depth_fn depth_progress; /* tav_solve_cb's callback, or NULL */
    void *depth_userdata;
    int depth; /* the moves being searched, for depth_progress */
    int aborted;
    tav__line_fn on_line; /* helpmates: NULL = stop at the first line */
    int line_stop;        /* on_line asked to stop */
    void *line_data;
};

/* Allocate the table (2^bits entries) and move buffers; copy p. Returns
 * TAV_OK or TAV_ENOMEM. opt may be NULL (no budget). */
int tav__search_init(tav__search *s, const struct tav_position *p, int goal, unsigned bits,
                     const tav_solve_options *opt);
void tav__search_free(tav__search *s);
/* tav__now(): base/now.h */

/* Count a node and check the budget; non-zero when the search must stop. */
int tav__tick(tav__search *s);

/* Non-zero when the side to move has reached the goal: it has no legal move
 * and is in check (mate) or not (stalemate). */
int tav__goal_now(tav__search *s);

/* #n: the side to move (the attacker) forces the goal in at most n moves. */
int tav__direct(tav__search *s, int n, int ply);
/* #n after the attacker's move: the defender to move, the attacker having
 * m moves left after it (m = 0: the goal must be reached now). */
int tav__direct_defence(tav__search *s, int m, int ply);
/* s#n: the side to move forces the other side to reach the goal against it
 * in at most n moves of the other side. */
int tav__self(tav__search *s, int n, int ply);
/* s#n after the first side's move: the other side to move, bound to reach
 * the goal within n of its moves. */
int tav__self_defence(tav__search *s, int n, int ply);
/* Help play: lines of exactly plies moves after which the side to move has
 * reached the goal; s->on_line is told of each (all of them, unless it asks
 * to stop). S_YES if there is one. */
int tav__help(tav__search *s, int plies, int ply);

/* The position at the end of g's main line (for a game that stopped on an
 * error, after the last move replayed), with its history: a new position
 * in *out, or TAV_EINVAL / TAV_ENOMEM (dead.c). tav_game_end_dead() and
 * tav_game_outcome() judge it. */
int tav__game_end_position(const tav_game *g, tav_position **out);

#endif
