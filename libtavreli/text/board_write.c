/* The ASCII diagram of a position (tav_position_write_board()): the one
 * text board that `tavreli play` and every binding's string form print. */
#include "base/strbuf.h"
#include "tavreli/piece.h"
#include "tavreli/position.h"

#define CELL 6         /* characters of a square's tower */
#define TOWER_TEXT 129 /* a tower's text: 2 bytes a piece (a game has 32) and a NUL, with room to spare */

/* A piece as a board token: its letter, upper case white, lower case
 * black, then '~' when promoted (R7). Returns the token's length. */
static int piece_token(tav_piece x, char *buf)
{
    int n = 0;
    char c = tav_kind_letter(TAV_PIECE_KIND(x));
    buf[n++] = TAV_PIECE_COLOR(x) == TAV_WHITE ? c : (char)(c - 'A' + 'a');
    if (TAV_PIECE_PROMOTED(x))
        buf[n++] = '~';
    buf[n] = 0;
    return n;
}

/* The tower on sq, bottom to top, into out (TOWER_TEXT bytes). */
static int tower_text(const tav_position *pos, int sq, char *out)
{
    int h = tav_position_height(pos, sq), len = 0;
    out[0] = 0;
    for (int i = 0; i < h && len + 3 <= TOWER_TEXT; i++)
        len += piece_token(tav_position_piece(pos, sq, i), out + len);
    return len;
}

static void board(const tav_position *pos, tav__strbuf *o)
{
    char tower[TOWER_TEXT];
    tav__strbuf_puts(o, "    ");
    for (int f = 0; f < 8; f++)
        tav__strbuf_printf(o, "%-*c", f < 7 ? CELL + 1 : 1, 'a' + f);
    tav__strbuf_puts(o, "\n");
    for (int r = 7; r >= 0; r--) {
        tav__strbuf_printf(o, " %d |", r + 1);
        for (int f = 0; f < 8; f++) {
            int sq = r * 8 + f, len = tower_text(pos, sq, tower);
            if (!len)
                tav__strbuf_puts(o, "  .   |");
            else if (len <= CELL)
                tav__strbuf_printf(o, "%-*s|", CELL, tower);
            else /* too tall to show: its top part, the whole tower below */
                tav__strbuf_printf(o, "+%-*s|", CELL - 1, tower + len - (CELL - 1));
        }
        tav__strbuf_printf(o, " %d\n", r + 1);
    }
    int first = 1;
    for (int sq = 0; sq < 64; sq++) {
        if (tav_position_height(pos, sq) < 2)
            continue;
        tower_text(pos, sq, tower);
        tav__strbuf_printf(o, "%s%c%d %s", first ? "towers, bottom to top: " : ", ", 'a' + sq % 8, sq / 8 + 1,
                           tower);
        first = 0;
    }
    if (!first)
        tav__strbuf_puts(o, "\n");
    tav__strbuf_printf(o, "%s to move%s\n", tav_position_turn(pos) == TAV_WHITE ? "white" : "black",
                       tav_position_in_check(pos) ? ", in check" : "");
}

int tav_position_write_board(const tav_position *pos, char *buf, size_t size, size_t *length)
{
    tav__strbuf o;
    if (tav__strbuf_begin_fixed(&o, buf, size, pos != NULL) != TAV_OK)
        return TAV_EINVAL;
    board(pos, &o);
    return tav__strbuf_finish(&o, length);
}

int tav_position_write_board_alloc(const tav_position *pos, char **text, size_t *length)
{
    tav__strbuf o;
    if (tav__strbuf_begin_alloc(&o, text, length, pos != NULL) != TAV_OK)
        return TAV_EINVAL;
    board(pos, &o);
    return tav__strbuf_take(&o, text, length);
}
