/* Internal: raw board edits that keep the bitboards right. */
#ifndef TAV_CORE_BOARD_H
#define TAV_CORE_BOARD_H

#include <stdint.h>
#include "core/position_impl.h"

/* board.c: raw edits that keep the bitboards (and optionally key) right */
void tav__clear_board(struct tav_position *p);
void tav__put_piece(struct tav_position *p, int sq, uint8_t piece); /* on top */

#endif
