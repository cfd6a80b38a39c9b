/* Internal: facts of the rules (R1, R3, R5, R6) used by every layer: the
 * internal piece byte, ranks, default badges. */
#ifndef TAV_CORE_RULES_H
#define TAV_CORE_RULES_H

#include <stdint.h>
#include "tavreli/piece.h"

/* Internal piece byte = the low 8 bits of tav_piece (kind, colour, badge,
 * promoted). The virgin mark (R3) lives in tav_position.virgin, because a
 * virgin pawn is always the bottom of its start square. */
#define PC_KIND(p) ((p)&7)
#define PC_COLOR(p) (((p) >> 3) & 1)
#define PC_BADGE(p) (((p) >> 4) & 7)
#define PC_PROMOTED 0x80
#define PC_MAKE(kind, color, badge) ((uint8_t)((kind) | ((color) << 3) | ((badge) << 4)))
/* R6: a pawn turned into its badge piece, and back. */
#define PC_PROMOTE(p) ((uint8_t)(((p)&0x78) | PC_BADGE(p) | PC_PROMOTED))
#define PC_REVERT(p) ((uint8_t)(((p)&0x78) | TAV_PAWN))

static inline int last_rank(int color) { return color == TAV_WHITE ? 7 : 0; }
static inline int pawn_dir(int color) { return color == TAV_WHITE ? 8 : -8; }
/* R3, R5: the rank a colour's pawns start on (and double-step from). */
static inline int start_rank(int color) { return color == TAV_WHITE ? 1 : 6; }

/* R1: the badge a pawn gets from the piece it starts in front of: a, h
 * rook; b, g knight; c, f bishop; d queen; e (the king's file) helgi. */
static inline int default_badge(int file)
{
    static const unsigned char badge[8] = { TAV_ROOK, TAV_KNIGHT, TAV_BISHOP, TAV_QUEEN,
                                            TAV_HELGI, TAV_BISHOP, TAV_KNIGHT, TAV_ROOK };
    return badge[file & 7];
}

/* R6, R6 (b): the kind piece x acts as on sq: a pawn on its own last rank
 * as its badge piece (a freed pawn promotes at once, a pawn landing there
 * promotes), anything else as itself. */
static inline int acting_kind(uint8_t x, int sq)
{
    int kind = PC_KIND(x);
    return kind == TAV_PAWN && (sq >> 3) == last_rank(PC_COLOR(x)) ? PC_BADGE(x) : kind;
}

/* The virgin mark (R3) as the public tav_piece carries it, and as the
 * Zobrist keys see it: bit 8, above the internal piece byte. */
#define PC_VIRGIN_BIT 0x100u

#endif
