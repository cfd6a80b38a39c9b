/* Internal: Zobrist keys of pieces at tower levels, castling, en passant, turn. */
#ifndef TAV_CORE_ZOBRIST_H
#define TAV_CORE_ZOBRIST_H

#include <stdint.h>
#include "core/position_impl.h"

uint64_t tav__z_piece(int sq, int level, unsigned piece_with_virgin);
uint64_t tav__z_castling(unsigned rights);
uint64_t tav__z_ep(int sq);
uint64_t tav__z_turn(void);
uint64_t tav__key_from_scratch(const struct tav_position *p);

#endif
