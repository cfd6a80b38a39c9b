/* Internal: playing a move on the board and taking it back. */
#ifndef TAV_CORE_MAKE_MOVE_H
#define TAV_CORE_MAKE_MOVE_H

#include "core/position_impl.h"

void tav__do_move(struct tav_position *p, tav_move m, tav__undo *u);
void tav__do_move_unhashed(struct tav_position *p, tav_move m, tav__undo *u);
void tav__undo_move(struct tav_position *p, tav_move m, const tav__undo *u);

/* The null move: the side to move passes (the en passant square is
 * cleared, the clocks run as for a quiet move). The caller makes sure the
 * side to move is not in check (tav_position_push_null says why). */
void tav__do_null(struct tav_position *p, tav__undo *u);
void tav__undo_null(struct tav_position *p, const tav__undo *u);

#endif
