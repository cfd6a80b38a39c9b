/* The attack relation of R7: what the top pieces reach by R4, ignoring the
 * "nothing on a king" limit, with every non-empty square blocking. */
#include "core/position_impl.h"
#include "core/attacks.h"

bb_t tav__piece_attacks(int kind, int color, int sq, bb_t occ)
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

/* Squares topped by by_color whose top attacks sq, given occupancy occ.
 * Callers pass an occ that differs from p->occ to ask "after the move". */
bb_t tav__attackers_to(const struct tav_position *p, int sq, bb_t occ, int by_color)
{
    const bb_t *k = p->kind_bb;
    bb_t diag = k[TAV_BISHOP] | k[TAV_QUEEN] | k[TAV_HELGI];
    bb_t orth = k[TAV_ROOK] | k[TAV_QUEEN] | k[TAV_HELGI];
    bb_t a = (tav__pawn_attacks[by_color ^ 1][sq] & k[TAV_PAWN])
           | (tav__knight_attacks[sq] & (k[TAV_KNIGHT] | k[TAV_HELGI]))
           | (tav__king_attacks[sq] & k[TAV_KING])
           | (bishop_attacks(sq, occ) & diag)
           | (rook_attacks(sq, occ) & orth);
    return a & p->color_bb[by_color];
}

int tav__in_check(const struct tav_position *p, int color)
{
    return tav__attackers_to(p, p->king[color], p->occ, color ^ 1) != 0;
}
