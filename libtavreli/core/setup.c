/* Building a position square by square (tavreli/setup.h): an editable
 * board with no rule checked. Turning it into a position goes through the
 * TFEN reader (text/setup_tfen.c), so that the rules of R10 are checked in
 * one place. */
#include <stdlib.h>
#include <string.h>
#include "core/position_impl.h"
#include "core/board.h"
#include "core/setup_board.h"
#include "base/fail.h"
#include "tavreli/setup.h"

/* All a game has (R1): no legal board holds more. */
#define SETUP_MAX_PIECES 32
#define PIECE_BITS 0x1ffu /* kind, colour, badge, promoted, virgin (piece.h) */

struct tav_setup {
    uint16_t tower[64][MAX_HEIGHT]; /* tav_piece values, bottom first */
    uint8_t height[64];
    int pieces;
    uint8_t turn, castling;
    int8_t ep;
    uint32_t halfmove, fullmove;
};

static int bad_square(int sq) { return sq < 0 || sq > 63; }

tav_setup *tav_setup_new(void)
{
    tav_setup *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->turn = TAV_WHITE;
    s->ep = NO_SQ;
    s->fullmove = 1;
    return s;
}

tav_setup *tav_setup_from_position(const tav_position *pos)
{
    if (!pos)
        return NULL;
    tav_setup *s = tav_setup_new();
    if (!s)
        return NULL;
    for (int sq = 0; sq < 64; sq++)
        for (int i = 0; i < pos->height[sq]; i++)
            tav_setup_push_piece(s, sq, tav_position_piece(pos, sq, i));
    s->turn = pos->turn;
    s->castling = pos->castling;
    s->ep = pos->ep;
    s->halfmove = pos->halfmove;
    s->fullmove = pos->fullmove;
    return s;
}

tav_setup *tav_setup_copy(const tav_setup *s)
{
    tav_setup *c = s ? malloc(sizeof *c) : NULL;
    if (c)
        *c = *s;
    return c;
}

void tav_setup_free(tav_setup *s) { free(s); }

int tav_setup_turn(const tav_setup *s) { return s ? s->turn : TAV_EINVAL; }
unsigned tav_setup_castling(const tav_setup *s) { return s ? s->castling : 0; }
int tav_setup_ep_square(const tav_setup *s) { return s && s->ep != NO_SQ ? s->ep : TAV_NO_SQUARE; }
unsigned tav_setup_halfmove(const tav_setup *s) { return s ? s->halfmove : 0; }
unsigned tav_setup_fullmove(const tav_setup *s) { return s ? s->fullmove : 0; }

int tav_setup_push_piece(tav_setup *s, int sq, tav_piece piece)
{
    if (!s || bad_square(sq) || (piece & ~PIECE_BITS) || TAV_PIECE_KIND(piece) < TAV_KING
        || TAV_PIECE_KIND(piece) > TAV_HELGI)
        return TAV_EINVAL;
    if (s->pieces >= SETUP_MAX_PIECES)
        return TAV_ELIMIT;
    if (TAV_PIECE_KIND(piece) == TAV_PAWN && TAV_PIECE_BADGE(piece) == 0)
        piece |= (tav_piece)(default_badge(sq & 7) << 4); /* R1: the file's badge */
    s->tower[sq][s->height[sq]++] = (uint16_t)piece;
    s->pieces++;
    return TAV_OK;
}

tav_piece tav_setup_pop_piece(tav_setup *s, int sq)
{
    if (!s || bad_square(sq) || !s->height[sq])
        return TAV_NO_PIECE;
    s->pieces--;
    return s->tower[sq][--s->height[sq]];
}

int tav_setup_clear_square(tav_setup *s, int sq)
{
    if (!s || bad_square(sq))
        return TAV_EINVAL;
    s->pieces -= s->height[sq];
    s->height[sq] = 0;
    return TAV_OK;
}

int tav_setup_height(const tav_setup *s, int sq) { return !s || bad_square(sq) ? 0 : s->height[sq]; }

tav_piece tav_setup_piece(const tav_setup *s, int sq, int index)
{
    if (!s || bad_square(sq) || index < 0 || index >= s->height[sq])
        return TAV_NO_PIECE;
    return s->tower[sq][index];
}

int tav_setup_set_turn(tav_setup *s, tav_color c)
{
    if (!s || (c != TAV_WHITE && c != TAV_BLACK))
        return TAV_EINVAL;
    s->turn = (uint8_t)c;
    return TAV_OK;
}

int tav_setup_set_castling(tav_setup *s, unsigned rights)
{
    if (!s || rights > 15u)
        return TAV_EINVAL;
    s->castling = (uint8_t)rights;
    return TAV_OK;
}

int tav_setup_set_ep_square(tav_setup *s, int sq)
{
    if (!s || (sq != TAV_NO_SQUARE && bad_square(sq)))
        return TAV_EINVAL;
    s->ep = (int8_t)(sq == TAV_NO_SQUARE ? NO_SQ : sq);
    return TAV_OK;
}

int tav_setup_set_clocks(tav_setup *s, unsigned halfmove, unsigned fullmove)
{
    if (!s || fullmove == 0)
        return TAV_EINVAL;
    s->halfmove = halfmove;
    s->fullmove = fullmove;
    return TAV_OK;
}

void tav__setup_board(const tav_setup *s, struct tav_position *p)
{
    memset(p, 0, sizeof *p);
    tav__clear_board(p);
    for (int sq = 0; sq < 64; sq++)
        for (int i = 0; i < s->height[sq]; i++) {
            tav_piece x = s->tower[sq][i];
            tav__put_piece(p, sq, (uint8_t)(x & 0xffu));
            if (i == 0 && TAV_PIECE_VIRGIN(x))
                p->virgin |= BB(sq);
        }
    p->turn = s->turn;
    p->castling = s->castling;
    p->ep = s->ep;
    p->halfmove = s->halfmove;
    p->fullmove = s->fullmove;
}
