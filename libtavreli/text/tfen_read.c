/* Reading TFEN (R10) with full validation. Every rejection names the field,
 * the character (offset into the text) and, where it helps, the square. */
#include <string.h>
#include "core/position_impl.h"
#include "core/zobrist.h"
#include "core/board.h"
#include "core/attacks.h"
#include "base/fail.h"
#include "text/tfen.h"
#include "base/chars.h"

static const char *const field_names[7] = { "", "board", "side to move", "castling rights",
                                            "en passant square", "halfmove clock", "fullmove number" };

typedef struct reader {
    const char *text;
    tav_error *err;
    int count[2], kings[2]; /* pieces and kings read so far, by colour */
} reader;

static int bad(const reader *r, int field, int offset, int square, const char *what)
{
    char sq[3] = "";
    char where[48] = "";
    if (square >= 0) {
        tav_square_name(square, sq);
        snprintf(where, sizeof where, ", square %s", sq);
    }
    if (offset >= 0 && r->text[offset]) {
        char ch[TAV__CHAR_DESC_SIZE];
        return tav__fail(r->err, TAV_ETFEN, field, offset, square, 0, "TFEN field %d (%s), character %d %s%s: %s",
                         field, field_names[field], offset + 1,
                         tav__char_desc(r->text, strlen(r->text), (size_t)offset, ch), where, what);
    }
    return tav__fail(r->err, TAV_ETFEN, field, offset, square, 0, "TFEN field %d (%s)%s%s: %s", field,
                     field_names[field], offset >= 0 ? ", at the end of the text" : "", where, what);
}

static int kind_of_letter(char c)
{
    switch (c) {
    case 'K':
    case 'k': return TAV_KING;
    case 'Q':
    case 'q': return TAV_QUEEN;
    case 'R':
    case 'r': return TAV_ROOK;
    case 'B':
    case 'b': return TAV_BISHOP;
    case 'N':
    case 'n': return TAV_KNIGHT;
    case 'P':
    case 'p': return TAV_PAWN;
    case 'H':
    case 'h': return TAV_HELGI;
    default: return 0;
    }
}

static int is_upper(char c) { return c >= 'A' && c <= 'Z'; }

/* One piece token at text[*i] for square sq; on success appends it. */
static int read_token(reader *r, int *i, int sq, struct tav_position *p, int *nonvirgin_mark)
{
    const char *t = r->text;
    int at = *i;
    int kind = kind_of_letter(t[at]);
    if (!kind)
        return bad(r, 1, at, sq, "unknown piece letter");
    int color = is_upper(t[at]) ? TAV_WHITE : TAV_BLACK;
    int badge = 0, promoted = 0;
    /* R10: exactly one king and at most 16 pieces a side */
    if (++r->count[color] > 16)
        return bad(r, 1, at, sq, color == TAV_WHITE ? "white has more than 16 pieces" : "black has more than 16 pieces");
    if (kind == TAV_KING && ++r->kings[color] > 1)
        return bad(r, 1, at, sq, color == TAV_WHITE ? "white has a second king; each side needs exactly one" : "black has a second king; each side needs exactly one");
    *nonvirgin_mark = 0;
    (*i)++;
    if (t[*i] == '=') {
        if (kind != TAV_PAWN)
            return bad(r, 1, *i, sq, "a badge '=X' may follow only a pawn");
        (*i)++;
        int b = kind_of_letter(t[*i]);
        if (!b || b == TAV_KING || b == TAV_PAWN)
            return bad(r, 1, *i, sq, "a badge must be Q, R, B, N or H");
        if ((is_upper(t[*i]) ? TAV_WHITE : TAV_BLACK) != color)
            return bad(r, 1, *i, sq, "a badge letter must be in the pawn's case");
        badge = b;
        (*i)++;
    }
    if (t[*i] == '~') {
        if (kind == TAV_KING || kind == TAV_PAWN)
            return bad(r, 1, *i, sq, "'~' (promoted) may follow only Q, R, B, N or H");
        promoted = 1;
        (*i)++;
    }
    if (t[*i] == '!') {
        if (kind != TAV_PAWN)
            return bad(r, 1, *i, sq, "'!' may follow only a pawn");
        if ((sq >> 3) != start_rank(color))
            return bad(r, 1, *i, sq, "'!' marks only a pawn on its own start rank");
        *nonvirgin_mark = 1;
        (*i)++;
    }
    if (t[*i] == '=' || t[*i] == '~' || t[*i] == '!')
        return bad(r, 1, *i, sq, "marks must come once each, in the order =X ~ !");
    if (kind == TAV_PAWN && !badge)
        badge = default_badge(sq & 7);
    if (promoted)
        badge = kind;
    if (p->height[sq] >= MAX_HEIGHT)
        return bad(r, 1, at, sq, "tower higher than 32 pieces");
    tav__put_piece(p, sq, (uint8_t)(PC_MAKE(kind, color, kind == TAV_PAWN || promoted ? badge : 0) | (promoted ? PC_PROMOTED : 0)));
    return TAV_OK;
}

/* Checks on a finished tower at sq whose tokens started at offset at. */
static int check_tower(const reader *r, const struct tav_position *p, int sq, const int *token_offsets,
                       const int *nonvirgin)
{
    int h = p->height[sq];
    for (int l = 0; l < h; l++) {
        uint8_t x = p->stack[sq][l];
        int color = PC_COLOR(x), off = token_offsets[l];
        if (PC_KIND(x) == TAV_KING && l != h - 1)
            return bad(r, 1, off, sq, "a king must be the top of its tower (R2)");
        if ((x & PC_PROMOTED) && l != h - 1)
            return bad(r, 1, off, sq, "a promoted piece '~' must be the top of its tower (R6)");
        if (PC_KIND(x) == TAV_PAWN && l == h - 1 && (sq >> 3) == last_rank(color))
            return bad(r, 1, off, sq, "an unpromoted pawn cannot be the top on its last rank (R6)");
        if (PC_KIND(x) == TAV_PAWN && (sq >> 3) == start_rank(color) && !nonvirgin[l]) {
            /* R10: no '!' on the start rank means virgin */
            if (l != 0)
                return bad(r, 1, off, sq, "a virgin pawn (no '!') must be the bottom of its square (R3)");
            if (PC_BADGE(x) != default_badge(sq & 7))
                return bad(r, 1, off, sq, "a virgin pawn (no '!') must carry its file's badge (R1)");
        }
    }
    return TAV_OK;
}

static int read_board(reader *r, int *i, struct tav_position *p)
{
    const char *t = r->text;
    int token_offsets[MAX_HEIGHT + 1], nonvirgin[MAX_HEIGHT + 1];
    for (int rank = 7; rank >= 0; rank--) {
        int file = 0;
        while (t[*i] && t[*i] != '/' && t[*i] != ' ' && t[*i] != '\t') {
            int at = *i;
            if (t[at] >= '1' && t[at] <= '8') {
                file += t[at] - '0';
                if (file > 8)
                    return bad(r, 1, at, -1, "more than 8 squares in a rank");
                (*i)++;
                continue;
            }
            if (file >= 8)
                return bad(r, 1, at, -1, "more than 8 squares in a rank");
            int sq = rank * 8 + file, n = 0;
            if (t[at] == '(') {
                (*i)++;
                while (t[*i] != ')') {
                    if (!t[*i] || t[*i] == ' ' || t[*i] == '/')
                        return bad(r, 1, *i, sq, "tower without its closing ')'");
                    if (n >= MAX_HEIGHT)
                        return bad(r, 1, *i, sq, "tower higher than 32 pieces");
                    token_offsets[n] = *i;
                    int rc = read_token(r, i, sq, p, &nonvirgin[n]);
                    if (rc)
                        return rc;
                    n++;
                }
                if (n == 0)
                    return bad(r, 1, at, sq, "empty tower '()'");
                (*i)++;
            } else {
                token_offsets[0] = at;
                int rc = read_token(r, i, sq, p, &nonvirgin[0]);
                if (rc)
                    return rc;
                n = 1;
            }
            if (p->stack[sq][0] && PC_KIND(p->stack[sq][0]) == TAV_PAWN && !nonvirgin[0]
                && (sq >> 3) == start_rank(PC_COLOR(p->stack[sq][0])))
                p->virgin |= BB(sq);
            int rc = check_tower(r, p, sq, token_offsets, nonvirgin);
            if (rc)
                return rc;
            file++;
        }
        if (file != 8)
            return bad(r, 1, *i, -1, "fewer than 8 squares in a rank");
        if (rank > 0) {
            if (t[*i] != '/')
                return bad(r, 1, *i, -1, "fewer than 8 ranks");
            (*i)++;
        } else if (t[*i] == '/') {
            return bad(r, 1, *i, -1, "more than 8 ranks");
        }
    }
    return TAV_OK;
}

static int check_kings(const reader *r)
{
    for (int c = 0; c < 2; c++)
        if (r->kings[c] == 0)
            return bad(r, 1, -1, -1, c == TAV_WHITE ? "white has no king; each side needs exactly one" : "black has no king; each side needs exactly one");
    return TAV_OK;
}

static int skip_space(const char *t, int *i)
{
    int n = 0;
    while (t[*i] == ' ' || t[*i] == '\t') {
        (*i)++;
        n++;
    }
    return n;
}

/* A plain decimal number that fits in 32 bits. */
static int read_number(const reader *r, int *i, int field, uint32_t *out)
{
    const char *t = r->text;
    int at = *i;
    uint64_t v = 0;
    if (t[at] < '0' || t[at] > '9')
        return bad(r, field, at, -1, "expected a decimal number");
    while (t[*i] >= '0' && t[*i] <= '9') {
        v = v * 10 + (uint64_t)(t[*i] - '0');
        if (v > UINT32_MAX)
            return bad(r, field, at, -1, "number too large (at most 4294967295)");
        (*i)++;
    }
    if (t[*i] && t[*i] != ' ' && t[*i] != '\t')
        return bad(r, field, *i, -1, "expected a decimal number");
    *out = (uint32_t)v;
    return TAV_OK;
}

static int check_castling(const reader *r, const struct tav_position *p, int at)
{
    static const struct {
        unsigned bit;
        int king, corner, color;
        char letter;
    } rights[4] = {
        { TAV_CASTLE_WHITE_SHORT, 4, 7, TAV_WHITE, 'K' }, { TAV_CASTLE_WHITE_LONG, 4, 0, TAV_WHITE, 'Q' }, { TAV_CASTLE_BLACK_SHORT, 60, 63, TAV_BLACK, 'k' }, { TAV_CASTLE_BLACK_LONG, 60, 56, TAV_BLACK, 'q' }
    };
    for (int i = 0; i < 4; i++) {
        if (!(p->castling & rights[i].bit))
            continue;
        int off = at + (int)(strchr(r->text + at, rights[i].letter) - (r->text + at));
        if (p->height[rights[i].king] != 1 || p->stack[rights[i].king][0] != PC_MAKE(TAV_KING, rights[i].color, 0))
            return bad(r, 3, off, rights[i].king, "castling right without the king alone on its start square (R7)");
        if (p->height[rights[i].corner] == 0
            || p->stack[rights[i].corner][0] != PC_MAKE(TAV_ROOK, rights[i].color, 0))
            return bad(r, 3, off, rights[i].corner, "castling right without an unpromoted rook at the bottom of its corner (R7)");
    }
    return TAV_OK;
}

/* R10: the en passant square must fit a double step just made. */
static int check_ep(const reader *r, const struct tav_position *p, int at)
{
    int sq = p->ep, mover = p->turn ^ 1;
    if ((sq >> 3) != (mover == TAV_WHITE ? 2 : 5))
        return bad(r, 4, at, sq, "en passant square must be on rank 3 with black to move or rank 6 with white to move");
    int dir = pawn_dir(mover), start = sq - dir, land = sq + dir;
    if (p->height[start])
        return bad(r, 4, at, sq, "the double-stepped pawn's start square is not empty");
    uint8_t t = top_of(p, land);
    if (!p->height[land] || PC_KIND(t) != TAV_PAWN || PC_COLOR(t) != mover)
        return bad(r, 4, at, sq, "no pawn of the side that just moved stands one square beyond it");
    if (p->height[land] > 1 && PC_COLOR(p->stack[land][p->height[land] - 2]) != mover)
        return bad(r, 4, at, sq, "the double-stepped pawn cannot stand on an enemy-topped tower");
    if (p->height[sq] && PC_COLOR(top_of(p, sq)) != mover)
        return bad(r, 4, at, sq, "the passed square is topped by the side to move");
    if (PC_BADGE(t) != default_badge(land & 7))
        return bad(r, 4, at, sq, "the double-stepped pawn does not carry its file's badge, so it was not virgin (R10)");
    return TAV_OK;
}

static int parse(const char *text, struct tav_position *p, tav_error *err)
{
    reader rd = { text, err, { 0, 0 }, { 0, 0 } };
    reader *r = &rd;
    int i = 0;
    tav__clear_board(p);
    skip_space(text, &i);
    int rc = read_board(r, &i, p);
    if (rc)
        return rc;
    if ((rc = check_kings(r)))
        return rc;

    if (!skip_space(text, &i))
        return bad(r, text[i] ? 1 : 2, i, -1, text[i] ? "unexpected character after the board" : "missing");
    if (text[i] != 'w' && text[i] != 'b')
        return bad(r, 2, i, -1, text[i] ? "side to move must be 'w' or 'b'" : "missing");
    int side_at = i;
    p->turn = text[i] == 'w' ? TAV_WHITE : TAV_BLACK;
    i++;

    if (!skip_space(text, &i))
        return bad(r, text[i] ? 2 : 3, i, -1, text[i] ? "side to move must be 'w' or 'b'" : "missing");
    int castle_at = i;
    if (text[i] == '-') {
        i++;
    } else {
        if (!text[i])
            return bad(r, 3, i, -1, "missing");
        while (text[i] && text[i] != ' ' && text[i] != '\t') {
            const char *letters = "KQkq", *c = strchr(letters, text[i]);
            if (!c || !text[i])
                return bad(r, 3, i, -1, "castling rights are K, Q, k, q or '-'");
            unsigned bit = 1u << (c - letters);
            if (p->castling & bit)
                return bad(r, 3, i, -1, "castling right given twice");
            p->castling |= (uint8_t)bit;
            i++;
        }
    }
    if (text[i] && text[i] != ' ' && text[i] != '\t')
        return bad(r, 3, i, -1, "castling rights are K, Q, k, q or '-'");

    if (!skip_space(text, &i))
        return bad(r, 4, i, -1, "missing");
    int ep_at = i;
    if (text[i] == '-') {
        i++;
    } else {
        int sq = tav_square_parse(text + i);
        if (sq < 0)
            return bad(r, 4, i, -1, text[i] ? "en passant square must be a square like e3, or '-'" : "missing");
        p->ep = (int8_t)sq;
        i += 2;
    }
    if (text[i] && text[i] != ' ' && text[i] != '\t')
        return bad(r, 4, i, -1, "en passant square must be a square like e3, or '-'");

    int spaces = skip_space(text, &i);
    if (text[i]) { /* clocks present (EPD has four fields only) */
        if (!spaces)
            return bad(r, 4, i, -1, "unexpected character");
        if ((rc = read_number(r, &i, 5, &p->halfmove)))
            return rc;
        if (!skip_space(text, &i) || !text[i])
            return bad(r, 6, i, -1, "missing (a TFEN has 6 fields, an EPD 4)");
        int at = i;
        if ((rc = read_number(r, &i, 6, &p->fullmove)))
            return rc;
        if (p->fullmove == 0)
            return bad(r, 6, at, -1, "fullmove number must be at least 1");
        skip_space(text, &i);
        if (text[i])
            return bad(r, 6, i, -1, "unexpected text after the sixth field");
    }

    if ((rc = check_castling(r, p, castle_at)))
        return rc;
    if (p->ep != NO_SQ && (rc = check_ep(r, p, ep_at)))
        return rc;
    if (tav__in_check(p, p->turn ^ 1))
        return bad(r, 2, side_at, p->king[p->turn ^ 1], "the side not to move is in check");
    p->key = tav__key_from_scratch(p);
    return TAV_OK;
}

int tav__parse_tfen(const char *text, struct tav_position *p, tav_error *err)
{
    tav__ok(err);
    return parse(text, p, err);
}
