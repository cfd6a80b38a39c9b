/* Time management of the engine (timeman.c). */
#ifndef TAV_ENGINE_TIMEMAN_H
#define TAV_ENGINE_TIMEMAN_H
#include "engine/engine_impl.h"

/* Before the search: set e->timed, target_ms, soft_ms and hard_ms from the
 * limits (movetime, or the clock of side us), counted from e->start_ms. */
void tav__time_plan(tav_engine *e, const tav_limits *l, int us);

/* After the iteration of depth `depth`: may another start? changed: the
 * best move changed in this iteration; drop: how far the score fell (cp)
 * from its best since depth 2. */
int tav__time_for_another(const tav_engine *e, int depth, int changed, int drop);

#endif
