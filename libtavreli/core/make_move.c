/* Making and unmaking a move (R2, R5, R6, R7, R8 clocks), out of line:
 * the bodies are in make_move_inline.h. The caller owns the undo record;
 * nothing is allocated. */
#include "core/position_impl.h"
#include "core/zobrist.h"
#include "core/make_move.h"
#include "core/make_move_inline.h"

void tav__do_move(struct tav_position *p, tav_move m, tav__undo *u) { tav__make(p, m, u, 1); }

/* For tree walks that never read the key (perft): the key is left stale
 * and comes back with tav__undo_move. */
void tav__do_move_unhashed(struct tav_position *p, tav_move m, tav__undo *u) { tav__make(p, m, u, 0); }

void tav__undo_move(struct tav_position *p, tav_move m, const tav__undo *u) { tav__unmake(p, m, u); }

/* As python-chess pushes Move.null(): nothing moves, the en passant square
 * goes (a double step is not "just made" any more, R10 field 4), the
 * halfmove clock goes up (no pawn moved, no tower was built, R8), the
 * fullmove number goes up after black, castling rights stay. */
void tav__do_null(struct tav_position *p, tav__undo *u)
{
    u->key = p->key;
    u->halfmove = p->halfmove;
    u->ep = p->ep;
    u->castling = p->castling;
    u->changes = 0;
    p->key ^= tav__z_ep(p->ep) ^ tav__z_turn();
    p->ep = NO_SQ;
    if (p->halfmove < UINT32_MAX)
        p->halfmove++;
    if (p->turn == TAV_BLACK && p->fullmove < UINT32_MAX) {
        p->fullmove++;
        u->changes |= UNDO_FULLMOVE_UP;
    }
    p->turn ^= 1;
}

void tav__undo_null(struct tav_position *p, const tav__undo *u)
{
    p->key = u->key;
    p->halfmove = u->halfmove;
    p->ep = u->ep;
    if (u->changes & UNDO_FULLMOVE_UP)
        p->fullmove--;
    p->turn ^= 1;
}
