/* Internal: playing a move on the board and taking it back. */
#ifndef TAV_CORE_MAKE_MOVE_H
#define TAV_CORE_MAKE_MOVE_H

#include "core/position_impl.h"

void tav__do_move(struct tav_position *p, tav_move m, tav__undo *u);
void tav__do_move_unhashed(struct tav_position *p, tav_move m, tav__undo *u);
void tav__undo_move(struct tav_position *p, tav_move m, const tav__undo *u);

#endif
