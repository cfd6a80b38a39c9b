/* Internal: attack sets of the top pieces (R7). */
#ifndef TAV_CORE_ATTACKS_H
#define TAV_CORE_ATTACKS_H

#include "core/position_impl.h"

/* What a top of kind and colour on sq attacks (R4, R7). The inline form is
 * for the hottest loops (the engine's); tav__piece_attacks is the same, out
 * of line. */
static TAV_ALWAYS_INLINE bb_t tav__piece_attacks_inline(int kind, int color, int sq, bb_t occ)
{
    switch (kind) {
    case TAV_KING: return tav__king_attacks[sq];
    case TAV_QUEEN: return rook_attacks(sq, occ) | bishop_attacks(sq, occ);
    case TAV_ROOK: return rook_attacks(sq, occ);
    case TAV_BISHOP: return bishop_attacks(sq, occ);
    case TAV_KNIGHT: return tav__knight_attacks[sq];
    case TAV_PAWN: return tav__pawn_attacks[color][sq];
    case TAV_HELGI: return rook_attacks(sq, occ) | bishop_attacks(sq, occ) | tav__knight_attacks[sq];
    default: return 0;
    }
}

bb_t tav__attackers_to(const struct tav_position *p, int sq, bb_t occ, int by_color);
bb_t tav__piece_attacks(int kind, int color, int sq, bb_t occ);
int tav__in_check(const struct tav_position *p, int color);
/* Not in check, does m (not castling, not en passant) leave the mover's
 * king attacked (R7)? p is played on for king moves and restored. */
int tav__exposes_king(struct tav_position *p, tav_move m);

#endif
