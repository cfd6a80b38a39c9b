/* Writing canonical TFEN (R10): no redundant badge, no one-piece
 * parentheses, merged digits, castling as KQkq. */
#include <string.h>
#include "core/position_impl.h"

static size_t put_token(const struct tav_position *p, int sq, int level, char *out)
{
    uint8_t x = p->stack[sq][level];
    int color = PC_COLOR(x), kind = PC_KIND(x);
    size_t n = 0;
    char letter = tav_kind_letter((tav_kind)kind);
    out[n++] = color == TAV_WHITE ? letter : (char)(letter - 'A' + 'a');
    if (kind == TAV_PAWN && PC_BADGE(x) != default_badge(sq & 7)) {
        char b = tav_kind_letter((tav_kind)PC_BADGE(x));
        out[n++] = '=';
        out[n++] = color == TAV_WHITE ? b : (char)(b - 'A' + 'a');
    }
    if (x & PC_PROMOTED)
        out[n++] = '~';
    if (kind == TAV_PAWN && (sq >> 3) == start_rank(color) && !(level == 0 && (p->virgin & BB(sq))))
        out[n++] = '!';
    return n;
}

int tav_position_tfen(const tav_position *p, char *buf, size_t size)
{
    char text[TAV_TFEN_MAX + 64];
    size_t n = 0;
    if (!p || !buf)
        return TAV_EINVAL;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int sq = rank * 8 + file, h = p->height[sq];
            if (!h) {
                empty++;
                continue;
            }
            if (empty)
                text[n++] = (char)('0' + empty);
            empty = 0;
            if (h > 1)
                text[n++] = '(';
            for (int l = 0; l < h; l++)
                n += put_token(p, sq, l, text + n);
            if (h > 1)
                text[n++] = ')';
        }
        if (empty)
            text[n++] = (char)('0' + empty);
        if (rank)
            text[n++] = '/';
    }
    char castling[5] = "", ep[3] = "-";
    for (int i = 0, j = 0; i < 4; i++)
        if (p->castling & (1u << i))
            castling[j++] = "KQkq"[i];
    if (p->ep != NO_SQ)
        tav_square_name(p->ep, ep);
    n += (size_t)snprintf(text + n, sizeof text - n, " %c %s %s %lu %lu", p->turn == TAV_WHITE ? 'w' : 'b',
                          castling[0] ? castling : "-", ep, (unsigned long)p->halfmove,
                          (unsigned long)p->fullmove);
    if (n + 1 > size)
        return TAV_EBUFSIZE;
    memcpy(buf, text, n + 1);
    return (int)n;
}
