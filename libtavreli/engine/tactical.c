/* The moves quiescence tries (search.c), generated apart from the rest. */
#include "core/attacks.h"
#include "engine/engine_impl.h"

/* The captures and promotions quiescence tries, without generating every
 * move: for each own top, the enemy-topped towers it attacks (R2, R7),
 * moving the top alone or the whole tower, and a pawn's step to its last
 * rank (R6). A candidate is kept when it leaves the mover's king
 * unattacked (R7, core/attacks.c: freed pieces included). Not for en
 * passant positions (the caller generates everything there) nor in check. */
int tav__gen_tactical(struct tav_position *p, tav_move *out)
{
    int us = p->turn, n = 0;
    bb_t enemy = p->color_bb[us ^ 1], occ = p->occ;
    bb_t targets = enemy & ~p->kind_bb[TAV_KING], own = p->color_bb[us], b = own;
    while (b) {
        int sq = bb_pop(&b), h = p->height[sq];
        uint8_t t = top_of(p, sq);
        int kind = PC_KIND(t);
        bb_t dests = tav__piece_attacks_inline(kind, us, sq, occ) & targets;
        if (kind == TAV_PAWN && (sq >> 3) == last_rank(us) - (pawn_dir(us) >> 3)) {
            int d = sq + pawn_dir(us); /* R5: a step onto an empty or own non-king square */
            if (!(occ & BB(d)) || ((own & BB(d)) && !(p->kind_bb[TAV_KING] & BB(d))))
                dests |= BB(d);
        }
        while (dests) {
            int d = bb_pop(&dests);
            tav_move flags = ((occ & BB(d)) ? TAV_MOVE_STACK : 0) | ((enemy & BB(d)) ? TAV_MOVE_CAPTURE : 0)
                             | ((kind == TAV_PAWN && (d >> 3) == last_rank(us)) ? TAV_MOVE_PROMOTION : 0);
            for (int k = 1; k <= h; k = k == h ? h + 1 : h) {
                tav_move m = (tav_move)sq | ((tav_move)d << 6) | ((tav_move)k << 12) | flags
                             | (k == h ? TAV_MOVE_WHOLE : 0);
                if (!tav__exposes_king(p, m))
                    out[n++] = m;
            }
        }
    }
    return n;
}
