/* What the main search (search.c) and quiescence (qsearch.c) share at
 * every node: the budget check, the principal variation, the cached
 * evaluation and making a move on the engine's own position. Inline: they
 * run at every node. */
#ifndef TAV_ENGINE_NODE_H
#define TAV_ENGINE_NODE_H
#include "core/make_move.h"
#include "engine/engine_impl.h"

/* Checked every node; the clock and the stop flag every 256 nodes (1024
 * was 50 ms on a loaded machine: too late at a fast time control). */
static inline int out_of_budget(tav_engine *e)
{
    if (e->aborted)
        return 1;
    if (e->root_depth > 1 && e->node_limit && e->nodes >= e->node_limit)
        return e->aborted = 1;
    if ((e->nodes & 255) == 0) {
        atomic_store_explicit(&e->nodes_seen, e->nodes, memory_order_relaxed);
        if (atomic_load_explicit(&e->stop, memory_order_relaxed))
            return e->aborted = 1;
        if (e->timed && e->root_depth > 1 && tav__now_ms() >= e->hard_ms)
            return e->aborted = 1;
    }
    return 0;
}

/* Append m and the child's principal variation to ply's. */
static inline void update_pv(tav_engine *e, int ply, tav_move m)
{
    e->pv[ply][ply] = m;
    int n = e->pv_len[ply + 1];
    for (int i = ply + 1; i < n; i++)
        e->pv[ply][i] = e->pv[ply + 1][i];
    e->pv_len[ply] = n > ply + 1 ? n : ply + 1;
}

static inline int tactical(tav_move m) { return (m & (TAV_MOVE_CAPTURE | TAV_MOVE_PROMOTION)) != 0; }


/* Can the side to move capture or promote at all? A capture lands on an
 * enemy-topped tower its top attacks (R2, R7: the attack relation is the
 * reach of the top, a pawn's its diagonals; att from the evaluation); a
 * promotion is a pawn-topped tower one step from its last rank (R6). No:
 * quiescence need not generate. En passant is left to the generator. */
static inline int tactics_possible(const struct tav_position *p, const bb_t att[2])
{
    int us = p->turn;
    bb_t own = p->color_bb[us], targets = p->color_bb[us ^ 1] & ~p->kind_bb[TAV_KING];
    return p->ep != NO_SQ || (att[us] & targets)
           || (own & p->kind_bb[TAV_PAWN] & RANK_BB(us == TAV_WHITE ? 6 : 1));
}

/* The static evaluation of the position being searched, through the
 * evaluation cache (eval_cache.c); *tactics, if not NULL, says whether
 * the side to move can capture or promote at all (tactics_possible). */
static inline int cached_eval(tav_engine *e, int *tactics)
{
    const struct tav_position *p = &e->pos;
    ec_entry *x = &e->ec[p->key & (((uint64_t)1 << EC_ENTRIES_LOG2) - 1)];
    if (x->key == p->key && x->flags) {
        if (tactics)
            *tactics = (x->flags & EC_TACTICS) != 0;
        return x->score;
    }
    bb_t att[2];
    int v = tav__evaluate_att(&e->et, p, att), t = tactics_possible(p, att);
    x->key = p->key;
    x->score = v;
    x->flags = EC_VALID | (t ? EC_TACTICS : 0);
    if (tactics)
        *tactics = t;
    return v;
}

/* Play m at ply and note the child's key for repetitions. The child's
 * evaluation cache entry and, when it will probe the table (tt), its
 * transposition table bucket are fetched into the CPU cache now, while
 * the child does its first checks. */
static inline void make(tav_engine *e, int ply, tav_move m, tav__undo *u, int tt)
{
    e->ss[ply].current = m;
    tav__do_move(&e->pos, m, u);
    uint64_t key = e->pos.key;
#if defined(__GNUC__)
    __builtin_prefetch(&e->ec[key & (((uint64_t)1 << EC_ENTRIES_LOG2) - 1)]);
    if (tt)
        __builtin_prefetch(&e->tt[(size_t)(key & e->tt_mask) * TT_WAYS]);
#else
    (void)tt;
#endif
    e->ss[ply + 1].key = key;
    e->ss[ply + 1].null_move = 0;
}

/* Quiescence search from ply (qsearch.c); qply counts its plies. */
int tav__qsearch(tav_engine *e, int alpha, int beta, int ply, int qply);

#endif
