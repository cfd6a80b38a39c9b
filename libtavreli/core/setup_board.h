/* The board of an editable setup (core/setup.c) for the text layer's TFEN
 * writer and reader (text/setup_tfen.c). */
#ifndef TAV_CORE_SETUP_BOARD_H
#define TAV_CORE_SETUP_BOARD_H
#include "core/position_impl.h"
#include "tavreli/setup.h"

/* The board, side to move, rights and clocks of s in a position's layout,
 * no rule checked; p has no history. */
void tav__setup_board(const tav_setup *s, struct tav_position *p);

#endif
