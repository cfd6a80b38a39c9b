/* Views of a board the languages give under python-chess's names: the line
 * a pinned tower may still move along (R7), and the board and its pieces in
 * Unicode's chess glyphs. */
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

uint64_t tavb_pin_mask(const tav_position *pos, int colour, int sq)
{
    int king, df, dr, sign, f, r;
    uint64_t mask = 0;
    if (tav_position_is_pinned(pos, (tav_color)colour, sq) != 1)
        return ~(uint64_t)0;
    king = tav_position_king_square(pos, (tav_color)colour);
    df = (sq & 7) - (king & 7);
    dr = (sq >> 3) - (king >> 3);
    df = (df > 0) - (df < 0);
    dr = (dr > 0) - (dr < 0);
    /* From the king both ways to the edges: the whole rank, file or
     * diagonal through the king and the pinned tower. */
    for (sign = 1; sign >= -1; sign -= 2)
        for (f = king & 7, r = king >> 3; f >= 0 && f < 8 && r >= 0 && r < 8; f += sign * df, r += sign * dr)
            mask |= (uint64_t)1 << (r * 8 + f);
    return mask;
}

/* (white, black) glyphs by tav_kind; the helgi (queen and knight) is
 * Unicode's knight-queen. */
static const char *const glyphs[8][2] = {
    { "?", "?" },
    { "\u2654", "\u265a" },
    { "\u2655", "\u265b" },
    { "\u2656", "\u265c" },
    { "\u2657", "\u265d" },
    { "\u2658", "\u265e" },
    { "\u2659", "\u265f" },
    { "\U0001fa4e", "\U0001fa51" },
};

const char *tavb_piece_unicode(int piece, int invert)
{
    return glyphs[piece & 7][(((piece >> 3) & 1) != 0) != (invert != 0)];
}

char tavb_piece_letter(int piece)
{
    char letter = (piece & 7) ? tav_kind_letter((tav_kind)(piece & 7)) : '?';
    return (piece >> 3) & 1 && letter != '?' ? (char)(letter - 'A' + 'a') : letter;
}

char *tavb_position_unicode(const tav_position *pos, int invert, int borders, const char *empty, int white_below)
{
    size_t cell = strlen(empty ? empty : "") > 4 ? strlen(empty) : 4, n = 8 * (8 * (cell + 1) + 3) + 1;
    char *text = (char *)malloc(n), *at = text;
    int rank, file, sq;
    if (!text || !pos || !empty) {
        free(text);
        return NULL;
    }
    for (rank = 0; rank < 8; rank++) {
        if (rank)
            *at++ = '\n';
        if (borders)
            *at++ = '|';
        for (file = 0; file < 8; file++) {
            const char *glyph;
            tav_piece top;
            sq = white_below ? (7 - rank) * 8 + file : rank * 8 + 7 - file;
            top = tav_position_top(pos, sq);
            glyph = top ? tavb_piece_unicode((int)top, invert) : empty;
            if (file)
                *at++ = borders ? '|' : ' ';
            memcpy(at, glyph, strlen(glyph));
            at += strlen(glyph);
        }
        if (borders)
            *at++ = '|';
    }
    *at = '\0';
    return text;
}
