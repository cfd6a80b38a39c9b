/* The evaluation cache: a one-way table of static evaluations on the
 * position's Zobrist key (core/zobrist.c), owned by the engine like the
 * transposition table and allocated with it. The search probes it before
 * evaluating (search.c); iterative deepening, re-searches and
 * transpositions meet the same positions again and again. Since the
 * evaluation depends on the position only, and the whole 64-bit key is
 * compared, a hit returns what evaluating would have returned. */
#include <stdlib.h>
#include <string.h>
#include "engine/engine_impl.h"

int tav__ec_alloc(tav_engine *e)
{
    ec_entry *c = calloc((size_t)1 << EC_ENTRIES_LOG2, sizeof *c);
    if (!c)
        return TAV_ENOMEM;
    free(e->ec);
    e->ec = c;
    return TAV_OK;
}

void tav__ec_clear(tav_engine *e)
{
    memset(e->ec, 0, ((size_t)1 << EC_ENTRIES_LOG2) * sizeof *e->ec);
}
