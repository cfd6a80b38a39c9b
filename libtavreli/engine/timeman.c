/* Time management (doc/engine.md, "Time"; the P_TIME_* parameters of
 * params.c): how long the search of one move may run, decided once before
 * the search and consulted after each iteration. The search itself reads
 * only the hard limit (search.c, out_of_budget). */
#include "engine/engine_impl.h"
#include "engine/timeman.h"

/* From the clock: a share of the time left (left / moves to go, or
 * TimeMovesLeft in sudden death) plus most of the increment is the
 * target; no new iteration starts after the soft limit (a part of the
 * target, more when the best move changed or the score fell), and the
 * search stops at the hard limit (a few targets, never more than a quarter
 * of the time left, less a margin for the host). Before the hard limit it always
 * completes TimeMinDepth iterations: never a depth-1 move with most of
 * the clock left. */
void tav__time_plan(tav_engine *e, const tav_limits *l, int us)
{
    const int *P = e->param;
    uint64_t margin = (uint64_t)P[P_TIME_MARGIN_MS];
    e->timed = 0;
    e->target_ms = 0;
    if (l->infinite)
        return;
    if (l->movetime_ms) {
        e->timed = 1;
        e->soft_ms = e->hard_ms = e->start_ms + l->movetime_ms;
    } else if (l->time_ms[us]) {
        uint64_t left = l->time_ms[us], inc = l->inc_ms[us];
        uint64_t mtg = l->movestogo > 0 ? (uint64_t)l->movestogo + 1 : (uint64_t)P[P_TIME_MOVES];
        uint64_t alloc = left / mtg + inc * (uint64_t)P[P_TIME_INC_PERCENT] / 100;
        /* never more than a quarter of what is left (less the margin): half,
         * move after move, ran the clock down to where one slow check of
         * the time flags it (28 losses on time in 160 games at 5+0.05) */
        uint64_t cap = (left > 2 * margin ? left - margin : left / 2) / 4;
        if (alloc > cap)
            alloc = cap;
        if (alloc < 1)
            alloc = 1;
        uint64_t hard = alloc * (uint64_t)P[P_TIME_HARD_TARGETS] < cap ? alloc * (uint64_t)P[P_TIME_HARD_TARGETS] : cap;
        e->timed = 1;
        e->target_ms = alloc;
        e->soft_ms = e->start_ms + alloc * (uint64_t)P[P_TIME_SOFT_PERCENT] / 100 + 1;
        e->hard_ms = e->start_ms + (hard ? hard : 1);
    }
}

/* After iteration depth: may another start? From the clock, the soft
 * limit is stretched when the best move changed or the score dropped. */
int tav__time_for_another(const tav_engine *e, int depth, int changed, int drop)
{
    const int *P = e->param;
    uint64_t now = tav__now_ms();
    if (!e->target_ms)
        return now < e->soft_ms;
    if (depth < P[P_TIME_MIN_DEPTH])
        return now < e->hard_ms;
    uint64_t soft = e->target_ms * (uint64_t)P[P_TIME_SOFT_PERCENT] / 100;
    if (changed)
        soft = soft * (uint64_t)P[P_TIME_UNSTABLE_PERCENT] / 100;
    else if (drop >= P[P_TIME_DROP_CP])
        soft = soft * (uint64_t)P[P_TIME_DROP_PERCENT] / 100;
    return now < e->start_ms + soft && now < e->hard_ms;
}
