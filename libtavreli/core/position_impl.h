/* Internal: the layout of tav_position and the helpers shared by the
 * library's modules. Not installed; nothing here is exported.
 *
 * Size: 2,264 bytes on x86-64: 64 towers of 32 bytes, 14 bitboards, scalars,
 * and the history pointer. Copying the board part (2,240 bytes) is one
 * memcpy, measured at about 100 ns, as long as counting the moves of a
 * whole node; so the move tree walks (perft, legality) make and unmake moves
 * on one position instead, and copy only for rare en passant tries on a
 * const position. */
#ifndef TAV_POSITION_IMPL_H
#define TAV_POSITION_IMPL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "base/bitboard.h"
#include "core/rules.h"
#include "tavreli/position.h"

#define MAX_HEIGHT 32
#define NO_SQ (-1)

/* What one pushed move needs to be undone and to count repetitions. */
typedef struct tav__undo {
    uint64_t key;
    uint32_t halfmove;
    int8_t ep;
    uint8_t castling;
    uint8_t changes; /* UNDO_* bits */
} tav__undo;

#define UNDO_REVERTED_TO 1    /* the top at the destination reverted (R6) */
#define UNDO_PROMOTED_MOVER 2 /* the moving part's top promoted */
#define UNDO_PROMOTED_FREED 4 /* the new top left at the source promoted */
#define UNDO_VIRGIN_LOST 8    /* the source held a virgin pawn that left */
#define UNDO_FULLMOVE_UP 16   /* black moved and the fullmove number went up */

typedef struct tav__history_entry {
    tav_move move;
    tav__undo undo;
    uint64_t rep_key; /* key of the position before the move, for R8 */
} tav__history_entry;

struct tav_position {
    bb_t occ;         /* non-empty squares */
    bb_t color_bb[2]; /* squares whose top is white / black */
    bb_t kind_bb[8];  /* squares whose top is of that tav_kind */
    bb_t virgin;      /* squares holding a virgin pawn (R3) */
    bb_t tall;        /* squares holding more than one piece */
    uint64_t key;     /* Zobrist key, kept incrementally */
    uint8_t height[64];
    uint8_t stack[64][MAX_HEIGHT]; /* piece bytes, bottom first */
    uint8_t king[2];               /* king squares */
    uint8_t turn;                  /* tav_color to move */
    uint8_t castling;              /* TAV_CASTLE_* */
    int8_t ep;                     /* en passant square (R10 field 4) or NO_SQ */
    uint32_t halfmove;
    uint32_t fullmove;
    /* history of pushed moves (not copied by the move tree walks) */
    tav__history_entry *hist;
    size_t hist_len, hist_cap;
};

static inline uint8_t top_of(const struct tav_position *p, int sq)
{
    return p->height[sq] ? p->stack[sq][p->height[sq] - 1] : 0;
}

/* The board part of a position: everything before the history. */
#define BOARD_BYTES offsetof(struct tav_position, hist)

/* A history-free working copy of p's board, for tree walks and tries. */
static inline void work_copy(struct tav_position *w, const struct tav_position *p)
{
    memcpy(w, p, BOARD_BYTES);
    w->hist = NULL;
    w->hist_len = w->hist_cap = 0;
}

/* Take sq's top out of the bitboards / put it (back) in. */
static inline void untop(struct tav_position *p, int sq)
{
    if (p->height[sq]) {
        uint8_t t = top_of(p, sq);
        p->color_bb[PC_COLOR(t)] &= ~BB(sq);
        p->kind_bb[PC_KIND(t)] &= ~BB(sq);
    }
}

static inline void retop(struct tav_position *p, int sq)
{
    p->tall = (p->tall & ~BB(sq)) | ((bb_t)(p->height[sq] > 1) << sq);
    if (p->height[sq]) {
        uint8_t t = top_of(p, sq);
        p->color_bb[PC_COLOR(t)] |= BB(sq);
        p->kind_bb[PC_KIND(t)] |= BB(sq);
        p->occ |= BB(sq);
        if (PC_KIND(t) == TAV_KING)
            p->king[PC_COLOR(t)] = (uint8_t)sq;
    } else {
        p->occ &= ~BB(sq);
    }
}

#endif
