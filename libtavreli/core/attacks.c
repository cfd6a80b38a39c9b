/* The attack relation of R7: what the top pieces reach by R4, ignoring the
 * "nothing on a king" limit, with every non-empty square blocking. */
#include "core/position_impl.h"
#include "core/attacks.h"
#include "core/make_move.h"

bb_t tav__piece_attacks(int kind, int color, int sq, bb_t occ) { return tav__piece_attacks_inline(kind, color, sq, occ); }

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

/* R7 for a move of the side to move, who is not in check: does playing m
 * leave the mover's king attacked? m moves the top k pieces of its source
 * by R4/R5 onto a square they may land on (not castling, not en passant).
 * Not in check before, the king can come under attack only
 *  - when it moves itself: played here and taken back;
 *  - when the whole tower leaves its source: a slider behind it on a line
 *    to the king (the destination was occupied or now is, so it only ever
 *    blocks; an enemy top there is buried and attacks no more);
 *  - when a split leaves an enemy piece on top of the source: it acts at
 *    once (R2), a pawn on its own last rank as its badge piece (R6 (b)).
 * The source stays occupied after a split, so nothing is discovered. */
int tav__exposes_king(struct tav_position *p, tav_move m)
{
    int from = TAV_MOVE_FROM(m), to = TAV_MOVE_TO(m), k = TAV_MOVE_COUNT(m), h = p->height[from];
    int us = p->turn, them = us ^ 1, ksq = p->king[us];
    if (from == ksq) {
        tav__undo u;
        tav__do_move_unhashed(p, m, &u);
        int bad = tav__in_check(p, us);
        tav__undo_move(p, m, &u);
        return bad;
    }
    if (k == h) {
        bb_t occ = (p->occ & ~BB(from)) | BB(to);
        return (tav__attackers_to(p, ksq, occ, them) & ~BB(to)) != 0;
    }
    uint8_t x = p->stack[from][h - 1 - k];
    if (PC_COLOR(x) != them)
        return 0;
    return (tav__piece_attacks(acting_kind(x, from), them, from, p->occ | BB(to)) & BB(ksq)) != 0;
}
