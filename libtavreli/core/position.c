/* Copying, comparing, freeing positions and read access to them (the
 * constructors from TFEN are in text/tfen_position.c). */
#include <stdlib.h>
#include <string.h>
#include "core/position_impl.h"
#include "base/fail.h"

void tav_position_free(tav_position *pos)
{
    if (pos) {
        free(pos->hist);
        free(pos);
    }
}

tav_position *tav_position_copy(const tav_position *pos)
{
    if (!pos)
        return NULL;
    tav_position *p = malloc(sizeof *p);
    if (!p)
        return NULL;
    work_copy(p, pos);
    if (pos->hist_len) {
        p->hist = malloc(pos->hist_len * sizeof *p->hist);
        if (!p->hist) {
            free(p);
            return NULL;
        }
        memcpy(p->hist, pos->hist, pos->hist_len * sizeof *p->hist);
        p->hist_len = p->hist_cap = pos->hist_len;
    }
    return p;
}

tav_position *tav_position_root(const tav_position *pos)
{
    tav_position *p = tav_position_copy(pos);
    if (p)
        while (tav_position_pop(p, NULL) == TAV_OK)
            ;
    return p;
}

int tav_position_equal(const tav_position *a, const tav_position *b)
{
    if (!a || !b)
        return a == b;
    if (a->key != b->key || a->halfmove != b->halfmove || a->fullmove != b->fullmove || a->turn != b->turn
        || a->castling != b->castling || a->ep != b->ep || a->virgin != b->virgin
        || memcmp(a->height, b->height, sizeof a->height))
        return 0;
    for (int sq = 0; sq < 64; sq++)
        if (memcmp(a->stack[sq], b->stack[sq], a->height[sq]))
            return 0;
    return 1;
}

/* The getters follow the one sentinel rule of tavreli/common.h: a NULL
 * position or an out-of-range argument gives TAV_NO_COLOR, TAV_NO_SQUARE,
 * TAV_NO_PIECE, TAV_EINVAL (int numbers) or 0 (unsigned numbers, hash). */
tav_color tav_position_turn(const tav_position *p) { return p ? (tav_color)p->turn : TAV_NO_COLOR; }
unsigned tav_position_castling(const tav_position *p) { return p ? p->castling : 0; }
int tav_position_ep_square(const tav_position *p) { return p ? p->ep : TAV_NO_SQUARE; }
unsigned tav_position_halfmove_clock(const tav_position *p) { return p ? p->halfmove : 0; }
unsigned tav_position_fullmove_number(const tav_position *p) { return p ? p->fullmove : 0; }
uint64_t tav_position_hash(const tav_position *p) { return p ? p->key : 0; }

int tav_position_height(const tav_position *p, int sq)
{
    if (!p || sq < 0 || sq > 63)
        return TAV_EINVAL;
    return p->height[sq];
}

tav_piece tav_position_piece(const tav_position *p, int sq, int index)
{
    if (!p || sq < 0 || sq > 63 || index < 0 || index >= p->height[sq])
        return TAV_NO_PIECE;
    tav_piece x = p->stack[sq][index];
    if (index == 0 && (p->virgin & BB(sq)))
        x |= PC_VIRGIN_BIT;
    return x;
}

tav_piece tav_position_top(const tav_position *p, int sq)
{
    if (!p || sq < 0 || sq > 63 || !p->height[sq])
        return TAV_NO_PIECE;
    return tav_position_piece(p, sq, p->height[sq] - 1);
}

int tav_position_king_square(const tav_position *p, tav_color c)
{
    if (!p || (c != TAV_WHITE && c != TAV_BLACK))
        return TAV_NO_SQUARE;
    return p->king[c];
}
