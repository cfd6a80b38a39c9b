/* Internal: a guided search for a helpmate line (R8 dead positions: the
 * "yes" side of tav_position_can_checkmate). It looks for some series of
 * legal moves after which colour has checkmated the other side, choosing
 * the moves to follow by a heuristic; whatever it returns is checked move by
 * move by the rules, so the heuristic decides only how fast a line is found,
 * never whether a line is right. It cannot prove "no". */
#ifndef TAV_SOLVER_GUIDED_H
#define TAV_SOLVER_GUIDED_H

#include <stdint.h>
#include "core/position_impl.h"

/* Look for a line of at most max_plies plies from p (the first by the side
 * to move) whose last move, by colour, checkmates. Spends at most budget
 * nodes (moves made) and adds what it spent to *used. On success writes
 * the plies to line (room for max_plies) and returns their number; returns
 * 0 when none was found within the budget, TAV_ENOMEM when memory ran out. */
int tav__guided_mate(const struct tav_position *p, int colour, uint64_t budget, uint64_t *used,
                     tav_move *line, int max_plies);

#endif
