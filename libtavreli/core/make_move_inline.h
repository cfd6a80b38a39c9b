/* Internal: making and unmaking a move (R2, R5, R6, R7, R8 clocks) as
 * static inline functions, for the move tree walks that play millions of
 * moves (perft): a call across files costs them a tenth of their time.
 * make_move.c builds the out-of-line tav__do_move and friends from the
 * same bodies, so there is one implementation. The caller owns the undo
 * record; nothing is allocated. */
#ifndef TAV_CORE_MAKE_MOVE_INLINE_H
#define TAV_CORE_MAKE_MOVE_INLINE_H

#include <string.h>
#include "core/position_impl.h"
#include "core/zobrist.h"

/* Move the top k pieces of from onto to, keeping their order (R2), and
 * keep the bitboards of tops in step. The mover is the top of from; the
 * new top of from, if any, is not a king (a king is always a top). */
static TAV_ALWAYS_INLINE void transfer(struct tav_position *p, int from, int to, int k, int hash)
{
    int hf = p->height[from], ht = p->height[to];
    uint8_t *src = &p->stack[from][hf - k], *dst = &p->stack[to][ht];
    uint8_t mover = src[k - 1];
    bb_t fb = BB(from), tb = BB(to);
    if (ht) { /* the old top of to is buried */
        uint8_t old = dst[-1];
        p->color_bb[PC_COLOR(old)] ^= tb;
        p->kind_bb[PC_KIND(old)] ^= tb;
    }
    /* the mover's bit leaves from and lands on to */
    p->color_bb[PC_COLOR(mover)] ^= fb | tb;
    p->kind_bb[PC_KIND(mover)] ^= fb | tb;
    if (hash)
        for (int i = 0; i < k; i++)
            p->key ^= tav__z_piece(from, hf - k + i, src[i]) ^ tav__z_piece(to, ht + i, src[i]);
    /* most moves: one byte; no call to memcpy either way, which would make
     * WebAssembly engines keep every value live across it in memory */
    dst[0] = src[0];
    for (int i = 1; i < k; i++)
        dst[i] = src[i];
    hf -= k;
    ht += k;
    p->height[from] = (uint8_t)hf;
    p->height[to] = (uint8_t)ht;
    p->occ |= tb;
    if (hf) {
        uint8_t top = src[-1];
        p->color_bb[PC_COLOR(top)] |= fb;
        p->kind_bb[PC_KIND(top)] |= fb;
    } else {
        p->occ &= ~fb;
    }
    if (hf + k > 1 || ht > 1) /* a tower was or is built: most moves are of lone pieces to empty squares */
        p->tall = (p->tall & ~(fb | tb)) | ((bb_t)(hf > 1) << from) | ((bb_t)(ht > 1) << to);
    if (PC_KIND(mover) == TAV_KING)
        p->king[PC_COLOR(mover)] = (uint8_t)to;
}

/* Replace the top byte of sq (promotion or reversion, R6). */
static inline void change_top(struct tav_position *p, int sq, uint8_t piece, int hash)
{
    int l = p->height[sq] - 1;
    if (l < 0)
        return;
    if (hash)
        p->key ^= tav__z_piece(sq, l, p->stack[sq][l]) ^ tav__z_piece(sq, l, piece);
    untop(p, sq);
    p->stack[sq][l] = piece;
    retop(p, sq);
}

/* R6: anything placed on a promoted piece turns it back into a pawn. */
static TAV_ALWAYS_INLINE int revert_if_promoted(struct tav_position *p, int sq, int hash)
{
    uint8_t t = top_of(p, sq);
    if (!(t & PC_PROMOTED))
        return 0;
    change_top(p, sq, PC_REVERT(t), hash);
    return 1;
}

/* R6: a pawn on top of a tower on its own last rank promotes. */
static TAV_ALWAYS_INLINE int promote_if_due(struct tav_position *p, int sq, int hash)
{
    uint8_t t = top_of(p, sq);
    if (PC_KIND(t) != TAV_PAWN || (sq >> 3) != last_rank(PC_COLOR(t)))
        return 0;
    change_top(p, sq, PC_PROMOTE(t), hash);
    return 1;
}

/* R7: rights go with the king's move and with the whole corner tower. */
static inline unsigned rights_after(const struct tav_position *p, int from, unsigned rights)
{
    if (from == 4)
        rights &= ~(unsigned)(TAV_CASTLE_WHITE_SHORT | TAV_CASTLE_WHITE_LONG);
    else if (from == 60)
        rights &= ~(unsigned)(TAV_CASTLE_BLACK_SHORT | TAV_CASTLE_BLACK_LONG);
    else if (p->height[from] == 0) {
        if (from == 7)
            rights &= ~(unsigned)TAV_CASTLE_WHITE_SHORT;
        else if (from == 0)
            rights &= ~(unsigned)TAV_CASTLE_WHITE_LONG;
        else if (from == 63)
            rights &= ~(unsigned)TAV_CASTLE_BLACK_SHORT;
        else if (from == 56)
            rights &= ~(unsigned)TAV_CASTLE_BLACK_LONG;
    }
    return rights;
}

/* Play m on p (hash: keep the Zobrist key; 0 leaves it stale, for walks
 * that never read it, and tav__unmake restores it). */
static TAV_ALWAYS_INLINE void tav__make(struct tav_position *p, tav_move m, tav__undo *u, int hash)
{
    int from = TAV_MOVE_FROM(m), to = TAV_MOVE_TO(m), k = TAV_MOVE_COUNT(m);
    int us = p->turn, reset = 0, new_ep = NO_SQ;
    unsigned rights = p->castling;

    u->key = p->key;
    u->halfmove = p->halfmove;
    u->ep = p->ep;
    u->castling = p->castling;
    u->changes = 0;
    if (hash)
        p->key ^= tav__z_ep(p->ep) ^ tav__z_turn();

    if (m & TAV_MOVE_CASTLE) { /* R7: king two squares, rook to the square crossed */
        int rank = from & 56, rook_from = rank + (to > from ? 7 : 0);
        transfer(p, from, to, 1, hash);
        transfer(p, rook_from, (from + to) / 2, 1, hash);
    } else if (m & TAV_MOVE_EN_PASSANT) {
        /* R5: the double-stepped pawn goes back to the square it passed,
         * then the capturing part lands on it. */
        int s3 = to - pawn_dir(us);
        if (revert_if_promoted(p, to, hash))
            u->changes |= UNDO_REVERTED_TO;
        transfer(p, s3, to, 1, hash);
        transfer(p, from, to, k, hash);
        reset = 1;
    } else {
        int h = p->height[from];
        uint8_t mover = p->stack[from][h - 1];
        if (p->height[to]) {
            reset = 1; /* R8: building a tower */
            if (revert_if_promoted(p, to, hash))
                u->changes |= UNDO_REVERTED_TO;
        }
        if (k == h && (p->virgin & BB(from))) { /* R3: the virgin pawn leaves */
            if (hash)
                p->key ^= tav__z_piece(from, 0, p->stack[from][0] | PC_VIRGIN_BIT)
                          ^ tav__z_piece(from, 0, p->stack[from][0]);
            p->virgin &= ~BB(from);
            u->changes |= UNDO_VIRGIN_LOST;
        }
        transfer(p, from, to, k, hash);
        if (PC_KIND(mover) == TAV_PAWN) {
            reset = 1;
            if (promote_if_due(p, to, hash))
                u->changes |= UNDO_PROMOTED_MOVER;
            if (m & TAV_MOVE_DOUBLE)
                new_ep = (from + to) / 2;
        }
        if (k < h && promote_if_due(p, from, hash)) /* R6 (b): the freed top */
            u->changes |= UNDO_PROMOTED_FREED;
    }

    /* a1, e1, h1, a8, e8, h8: the only sources that can cost a right; and
     * none are left in most games after the opening */
    if (rights && ((0x9100000000000091ull >> from) & 1))
        rights = rights_after(p, from, rights);
    p->castling = (uint8_t)rights;
    p->ep = (int8_t)new_ep;
    if (hash) {
        if (rights != u->castling) /* the keys of rights that did not change cancel */
            p->key ^= tav__z_castling(u->castling) ^ tav__z_castling(rights);
        p->key ^= tav__z_ep(new_ep);
    }
    p->halfmove = reset ? 0 : (p->halfmove < UINT32_MAX ? p->halfmove + 1 : p->halfmove);
    if (us == TAV_BLACK && p->fullmove < UINT32_MAX) {
        p->fullmove++;
        u->changes |= UNDO_FULLMOVE_UP;
    }
    p->turn = (uint8_t)(us ^ 1);
}

/* Take back m, played by tav__make with the undo record u. */
static TAV_ALWAYS_INLINE void tav__unmake(struct tav_position *p, tav_move m, const tav__undo *u)
{
    int from = TAV_MOVE_FROM(m), to = TAV_MOVE_TO(m), k = TAV_MOVE_COUNT(m);
    int us = p->turn ^ 1;

    if (m & TAV_MOVE_CASTLE) {
        int rank = from & 56, rook_from = rank + (to > from ? 7 : 0);
        transfer(p, (from + to) / 2, rook_from, 1, 0);
        transfer(p, to, from, 1, 0);
    } else if (m & TAV_MOVE_EN_PASSANT) {
        transfer(p, to, from, k, 0);
        transfer(p, to, to - pawn_dir(us), 1, 0);
        if (u->changes & UNDO_REVERTED_TO)
            change_top(p, to, PC_PROMOTE(top_of(p, to)), 0);
    } else {
        unsigned changes = u->changes;
        if (changes & UNDO_PROMOTED_FREED)
            change_top(p, from, PC_REVERT(top_of(p, from)), 0);
        if (changes & UNDO_PROMOTED_MOVER)
            change_top(p, to, PC_REVERT(top_of(p, to)), 0);
        transfer(p, to, from, k, 0);
        if (changes & UNDO_REVERTED_TO)
            change_top(p, to, PC_PROMOTE(top_of(p, to)), 0);
        if (changes & UNDO_VIRGIN_LOST)
            p->virgin |= BB(from);
    }
    p->key = u->key;
    p->halfmove = u->halfmove;
    p->ep = u->ep;
    p->castling = u->castling;
    if (u->changes & UNDO_FULLMOVE_UP)
        p->fullmove--;
    p->turn = (uint8_t)us;
}

#endif
