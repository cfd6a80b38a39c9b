/* Questions about a position (tavreli/query.h): attackers, checkers, pinned
 * towers (R7), whether a move is legal or gives check. */
#include "core/position_impl.h"
#include "core/attacks.h"
#include "core/make_move.h"
#include "tavreli/query.h"

static int bad_color(tav_color c) { return c != TAV_WHITE && c != TAV_BLACK; }
static int bad_square(int sq) { return sq < 0 || sq > 63; }

tav_squareset tav_position_attackers(const tav_position *p, tav_color by, int sq)
{
    if (!p || bad_color(by) || bad_square(sq))
        return 0;
    return tav__attackers_to(p, sq, p->occ, by);
}

int tav_position_is_attacked(const tav_position *p, tav_color by, int sq)
{
    if (!p || bad_color(by) || bad_square(sq))
        return TAV_EINVAL;
    return tav__attackers_to(p, sq, p->occ, by) != 0;
}

tav_squareset tav_position_checkers(const tav_position *p)
{
    if (!p)
        return 0;
    return tav__attackers_to(p, p->king[p->turn], p->occ, p->turn ^ 1);
}

/* R7 as query.h defines it: an own-topped tower that is the only non-empty
 * square between the king and an enemy slider on the same line. */
tav_squareset tav_position_pinned(const tav_position *p, tav_color c)
{
    if (!p || bad_color(c))
        return 0;
    const bb_t *k = p->kind_bb;
    int ksq = p->king[c];
    bb_t snipers = ((rook_attacks(ksq, 0) & (k[TAV_ROOK] | k[TAV_QUEEN] | k[TAV_HELGI]))
                    | (bishop_attacks(ksq, 0) & (k[TAV_BISHOP] | k[TAV_QUEEN] | k[TAV_HELGI])))
                   & p->color_bb[c ^ 1];
    bb_t pinned = 0;
    while (snipers) {
        bb_t b = tav__between[ksq][bb_pop(&snipers)] & p->occ;
        if (b && !(b & (b - 1)))
            pinned |= b & p->color_bb[c];
    }
    return pinned;
}

int tav_position_is_pinned(const tav_position *p, tav_color c, int sq)
{
    if (!p || bad_color(c) || bad_square(sq))
        return TAV_EINVAL;
    return (tav_position_pinned(p, c) >> sq) & 1;
}

int tav_position_gives_check(const tav_position *p, tav_move m)
{
    if (!p || (m & ~TAV_MOVE_VALID_BITS))
        return TAV_EINVAL;
    tav_move legal = tav_position_find_move(p, m);
    if (legal == TAV_NO_MOVE)
        return TAV_EILLEGAL;
    /* Play it on a history-free copy: everything the move does (freed tops,
     * R6 promotions and reversions, en passant, castling) is then on the
     * board, and the attack test of R7 needs nothing else. */
    struct tav_position w;
    tav__undo u;
    work_copy(&w, p);
    tav__do_move_unhashed(&w, legal, &u);
    return tav__in_check(&w, w.turn);
}

int tav_position_is_legal(const tav_position *p, tav_move m)
{
    return p && m != TAV_NO_MOVE && tav_position_find_move(p, m) != TAV_NO_MOVE;
}

uint64_t tav_position_ply(const tav_position *p)
{
    if (!p)
        return 0;
    return 2 * ((uint64_t)p->fullmove - 1) + (p->turn == TAV_BLACK);
}
