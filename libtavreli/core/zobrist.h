/* Internal: Zobrist keys of pieces at tower levels, castling, en passant, turn. */
#ifndef TAV_CORE_ZOBRIST_H
#define TAV_CORE_ZOBRIST_H

#include <stdint.h>
#include "base/random.h"
#include "core/position_impl.h"

/* Inline, so that playing a move (make_move.c) pays no call per key. */
static inline uint64_t tav__z_mix(uint64_t x) { return tav__mix64(x); }

static inline uint64_t tav__z_piece(int sq, int level, unsigned piece_with_virgin)
{
    return tav__z_mix(((uint64_t)sq << 16) | ((uint64_t)level << 10) | piece_with_virgin);
}

static inline uint64_t tav__z_castling(unsigned rights) { return rights ? tav__z_mix(0x100000000ull | rights) : 0; }
static inline uint64_t tav__z_ep(int sq) { return sq == NO_SQ ? 0 : tav__z_mix(0x200000000ull | (unsigned)sq); }
static inline uint64_t tav__z_turn(void) { return tav__z_mix(0x300000000ull); }

uint64_t tav__key_from_scratch(const struct tav_position *p);

#endif
