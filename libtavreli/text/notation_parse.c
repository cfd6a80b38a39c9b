/* Reading the federation's notation (R9) and resolving it to a legal move.
 * "Cannot read" (TAV_ENOTATION, with the character) is kept apart from "no
 * such legal move here" (TAV_EILLEGAL, with the reason). */
#include <limits.h>
#include <string.h>
#include "core/position_impl.h"
#include "core/attacks.h"
#include "core/movegen.h"
#include "base/fail.h"
#include "tavreli/notation.h"
#include "base/chars.h"
#include "text/notation_hint.h"

typedef struct text {
    const char *s;
    size_t len, i;
} text;

static int peek(const text *t) { return t->i < t->len ? (unsigned char)t->s[t->i] : -1; }

/* A message shows the move quoted (whole UTF-8 characters, a bad byte as
 * \xNN), at most about 40 bytes of it, then "...". */
#define SHOWN_SIZE 48
#define SHOWN(t) tav__quote((t)->s, (t)->len, shown, sizeof shown)

/* An offset for tav_error, which holds an int. */
static int offset_of(size_t i) { return i > INT_MAX - 1 ? INT_MAX - 1 : (int)i; }

/* separator: a '-' between the squares was expected here (for the hint). */
static int unreadable(const text *t, tav_error *err, const char *what, int separator)
{
    char shown[SHOWN_SIZE], hint[TAV__HINT_SIZE];
    tav__notation_hint(t->s, t->len, t->i, separator, hint);
    if (t->i < t->len) {
        char ch[TAV__CHAR_DESC_SIZE];
        if (t->i >= INT_MAX - 1)
            return tav__fail(err, TAV_ENOTATION, 0, offset_of(t->i), -1, 0, "move '%s', character %zu %s: %s%s",
                             SHOWN(t), t->i + 1, tav__char_desc(t->s, t->len, t->i, ch), what, hint);
        return tav__fail(err, TAV_ENOTATION, 0, (int)t->i, -1, 0, "move '%s', character %d %s: %s%s", SHOWN(t),
                         (int)t->i + 1, tav__char_desc(t->s, t->len, t->i, ch), what, hint);
    }
    return tav__fail(err, TAV_ENOTATION, 0, offset_of(t->i), -1, 0, "move '%s', at the end: %s", SHOWN(t), what);
}

static int read_square(text *t)
{
    if (t->i + 2 > t->len)
        return -1;
    char f = t->s[t->i], r = t->s[t->i + 1];
    if (f < 'a' || f > 'h' || r < '1' || r > '8')
        return -1;
    t->i += 2;
    return TAV_SQUARE(f - 'a', r - '1');
}

/* "(k)" with k 1..32; returns 0 when absent, -1 when malformed. */
static int read_count(text *t)
{
    if (peek(t) != '(')
        return 0;
    size_t save = t->i;
    t->i++;
    int k = 0, digits = 0;
    while (peek(t) >= '0' && peek(t) <= '9' && digits < 3) {
        k = k * 10 + (peek(t) - '0');
        t->i++;
        digits++;
    }
    if (!digits || peek(t) != ')' || k < 1 || k > 32) {
        if (digits && peek(t) == ')')
            t->i = save + 1;
        return -1;
    }
    t->i++;
    return k;
}

static int read_suffixes(text *t, unsigned *notes)
{
    for (;;) {
        switch (peek(t)) {
        case '+': *notes |= TAV_NOTE_CHECK; break;
        case '#':
        case 'x': *notes |= TAV_NOTE_MATE; break;
        case '=': *notes |= TAV_NOTE_DRAW_OFFER; break;
        case '!': *notes |= TAV_NOTE_GOOD; break;
        case '?': *notes |= TAV_NOTE_BAD; break;
        case -1: return 0;
        default: return -1;
        }
        t->i++;
    }
}

static int is_castle_text(const text *t, size_t n, char zero)
{
    static const char pattern[] = "0-0-0";
    if (t->len - t->i < n)
        return 0;
    for (size_t j = 0; j < n; j++) {
        char c = t->s[t->i + j], want = pattern[j] == '0' ? zero : '-';
        if (c != want)
            return 0;
    }
    return 1;
}

static int resolve_castle(const tav_position *p, int long_side, tav_move *out, tav_error *err)
{
    tav_move all[TAV_MAX_MOVES];
    int n = tav__gen_legal(p, all);
    for (int i = 0; i < n; i++)
        if ((all[i] & TAV_MOVE_CASTLE) && ((TAV_MOVE_TO(all[i]) < TAV_MOVE_FROM(all[i])) == long_side)) {
            *out = all[i];
            return TAV_OK;
        }
    return tav__fail(err, TAV_EILLEGAL, 0, -1, -1, 0, "%s is not legal here (R7)", long_side ? "0-0-0" : "0-0");
}

static int resolve(const tav_position *p, int from, int to, int k, const text *t, tav_move *out, tav_error *err)
{
    char a[3], b[3], shown[SHOWN_SIZE];
    const char *side = p->turn == TAV_WHITE ? "white" : "black";
    tav_square_name(from, a);
    tav_square_name(to, b);
    int h = p->height[from];
    if (!h)
        return tav__fail(err, TAV_EILLEGAL, 0, -1, from, 0, "move '%s': no piece on %s", SHOWN(t), a);
    if (PC_COLOR(top_of(p, from)) != p->turn)
        return tav__fail(err, TAV_EILLEGAL, 0, -1, from, 0, "move '%s': the tower on %s is not %s's, and %s is to move",
                         SHOWN(t), a, side, side);
    if (k > h)
        return tav__fail(err, TAV_EILLEGAL, 0, -1, from, 0, "move '%s': the tower on %s has %d piece%s, not %d",
                         SHOWN(t), a, h, h == 1 ? "" : "s", k);
    tav_move m = tav_position_find_move(p, tav_move_make(from, to, k ? k : h));
    if (m == TAV_NO_MOVE)
        return tav__fail(err, TAV_EILLEGAL, 0, -1, from, 0, "move '%s': no legal move from %s to %s%s",
                         SHOWN(t), a, b, tav__in_check(p, p->turn) ? " (the king is in check)" : "");
    *out = m;
    return TAV_OK;
}

/* UCI's coordinate form "e2e4": the squares joined, the whole tower moving
 * (R2; castling as the king's move "e1g1", R7). A split keeps R9's count,
 * "e2(1)-e3"; promotion is implied by the pawn's badge (R6), so UCI's
 * promotion letter ("e7e8q") is not read. */
static int coordinate_move(const tav_position *p, int from, int to, text *t, tav_move *out, unsigned *notes,
                           tav_error *err)
{
    unsigned n = 0;
    if (peek(t) == '(')
        return unreadable(t, err, "the coordinate form e2e4 moves the whole tower; a split is written "
                                  "with '-', as e2(1)-e3 (R9)",
                          0);
    int c = peek(t);
    if (c >= 'a' && c <= 'z' && c != 'x')
        return unreadable(t, err, "nothing marks promotion: the pawn's badge is its kind (R6)", 0);
    if (read_suffixes(t, &n))
        return unreadable(t, err, "unexpected character after the move", 0);
    int rc = resolve(p, from, to, 0, t, out, err);
    if (notes && rc == TAV_OK)
        *notes = n;
    return rc;
}

int tav_move_parse_notes(const tav_position *p, const char *s, size_t len, tav_move *out, unsigned *notes,
                         tav_error *err)
{
    text t = { s, len, 0 };
    unsigned n = 0;
    tav__ok(err);
    if (!p || !s || !out)
        return tav__fail(err, TAV_EINVAL, 0, -1, -1, 0, "NULL argument");
    *out = TAV_NO_MOVE;
    if (notes)
        *notes = 0;
    if (len == 0)
        return unreadable(&t, err, "empty move", 0);
    for (char zero = '0'; zero; zero = zero == '0' ? 'O' : 0) {
        for (int long_side = 1; long_side >= 0; long_side--) {
            size_t n_chars = long_side ? 5 : 3;
            if (!is_castle_text(&t, n_chars, zero))
                continue;
            t.i += n_chars;
            if (read_suffixes(&t, &n))
                return unreadable(&t, err, "unexpected character after castling", 0);
            int rc = resolve_castle(p, long_side, out, err);
            if (notes && rc == TAV_OK)
                *notes = n;
            return rc;
        }
    }
    int from = read_square(&t);
    if (from < 0)
        return unreadable(&t, err, "expected a square like e2 (pieces are not named in this notation)", 0);
    int k1 = read_count(&t);
    if (k1 < 0)
        return unreadable(&t, err, "expected a count (1 to 32) in parentheses", 0);
    int sep = peek(&t), to;
    if (!k1 && (to = read_square(&t)) >= 0)
        return coordinate_move(p, from, to, &t, out, notes, err);
    if (sep != '-' && sep != 'x' && sep != ':')
        return unreadable(&t, err, "expected '-', 'x' or ':' between the squares", 1);
    t.i++;
    to = read_square(&t);
    if (to < 0)
        return unreadable(&t, err, "expected the destination square", 0);
    size_t k2_at = t.i;
    int k2 = read_count(&t);
    if (k2 < 0)
        return unreadable(&t, err, "expected a count (1 to 32) in parentheses", 0);
    if (k1 && k2) {
        t.i = k2_at;
        return unreadable(&t, err, "the count may follow one square, not both", 0);
    }
    if (read_suffixes(&t, &n))
        return unreadable(&t, err, "unexpected character after the move", 0);
    int rc = resolve(p, from, to, k1 ? k1 : k2, &t, out, err);
    if (notes && rc == TAV_OK)
        *notes = n;
    return rc;
}

int tav_move_parse_n(const tav_position *p, const char *text_, size_t len, tav_move *out, tav_error *err)
{
    return tav_move_parse_notes(p, text_, len, out, NULL, err);
}

int tav_move_parse(const tav_position *p, const char *text_, tav_move *out, tav_error *err)
{
    if (!text_)
        return tav__fail(err, TAV_EINVAL, 0, -1, -1, 0, "NULL argument");
    return tav_move_parse_notes(p, text_, strlen(text_), out, NULL, err);
}
