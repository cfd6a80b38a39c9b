/* Game records (R11): the TGN tokenizer: PGN's tokens, with R9's "(k)"
 * counts kept inside move symbols. */
#include <stdlib.h>
#include <string.h>
#include "base/grow.h"
#include "record/reader.h"
#include "tavreli/outcome.h"

static int is_space(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_alnum(int c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

static int is_symbol_char(int c)
{
    return c >= 0x80 || is_alnum(c) || (c && strchr("_+#=:-/!?", c));
}

/* White space and "%" escape lines (a '%' in column 1 hides its line). */
void tav__skip_space(tav_reader *r)
{
    for (;;) {
        int c = tav__peek(r, 0);
        if (c == '%' && r->cur.col == 1)
            tav__skip_line(r);
        else if (c >= 0 && is_space(c))
            tav__advance(r);
        else
            return;
    }
}

static int cbuf_put(tav_reader *r, char c)
{
    char *d = tav__grow(r->cbuf, 1, r->clen + 2, &r->ccap, 256);
    if (!d)
        return TAV_ENOMEM;
    r->cbuf = d;
    r->cbuf[r->clen++] = c;
    r->cbuf[r->clen] = '\0';
    return TAV_OK;
}

/* The text of a comment into r->cbuf, white space normalised, at most the
 * comment limit; ends at '}' (brace) or before the line end (semicolon). */
static int read_comment(tav_reader *r, tav__token *t, int brace)
{
    size_t limit = r->limits[TAV_LIMIT_COMMENT];
    int space = 0;
    t->type = T_COMMENT;
    char *d = tav__grow(r->cbuf, 1, 1, &r->ccap, 256); /* make sure cbuf exists */
    if (!d)
        return TAV_ENOMEM;
    r->cbuf = d;
    r->clen = 0;
    r->cbuf[0] = '\0';
    tav__advance(r); /* '{' or ';' */
    for (;;) {
        int c = tav__peek(r, 0);
        if (c < 0) {
            t->unterminated = brace;
            return TAV_OK;
        }
        if (brace && c == '}') {
            tav__advance(r);
            return TAV_OK;
        }
        if (!brace && tav__is_eol(c))
            return TAV_OK;
        if (is_space(c)) {
            space = r->clen > 0;
        } else if (c < 0x20 || c == 0x7f) {
            if (!t->ctrl) {
                t->ctrl = 1;
                t->ctrl_at = r->cur;
            }
        } else if (!t->comment_too_long) {
            if (r->clen + (size_t)space + 1 > limit) {
                t->comment_too_long = 1;
            } else {
                if (space && cbuf_put(r, ' ') != TAV_OK)
                    return TAV_ENOMEM;
                if (cbuf_put(r, (char)c) != TAV_OK)
                    return TAV_ENOMEM;
            }
            space = 0;
        }
        tav__advance(r);
    }
}

/* Append byte c (character index ci) to the symbol, or mark it too long. */
static void symbol_put(tav__token *t, int c, int ci)
{
    if (t->len < TAV__SYM_MAX) {
        t->text[t->len] = (char)c;
        t->colof[t->len++] = (unsigned char)(ci < 0 ? 0 : ci);
    } else {
        t->too_long = 1;
    }
}

/* What a finished symbol is: a result, a move number, or a move. */
static void classify_symbol(tav_reader *r, tav__token *t)
{
    tav_result result;
    if (tav_result_parse(t->text, &result) == TAV_OK && result != TAV_RESULT_UNKNOWN) {
        t->type = T_RESULT; /* "*" is a token of its own */
        t->result = result;
        return;
    }
    size_t i = 0;
    while (i < t->len && is_digit((unsigned char)t->text[i]))
        i++;
    if (i != t->len)
        return;
    t->type = T_NUMBER;
    for (i = 0; i < t->len; i++) {
        /* up to 10^18: every fullmove number (R10, 32 bits) plus plies fits */
        if (t->number >= 100000000000000000ULL)
            t->overflow = 1;
        else
            t->number = t->number * 10 + (unsigned long long)(t->text[i] - '0');
    }
    while (tav__peek(r, 0) == '.') {
        t->dots++;
        tav__advance(r);
    }
}

static void read_symbol(tav_reader *r, tav__token *t)
{
    int ci = -1;
    t->type = T_SYMBOL;
    t->len = 0;
    for (;;) {
        int c = tav__peek(r, 0);
        if (c == '(' && t->len > 0 && t->len < TAV__SYM_MAX && is_digit((unsigned char)t->text[t->len - 1])) {
            /* "(k)" right after a square belongs to the move (R9) */
            size_t k = 1;
            while (k <= 3 && is_digit(tav__peek(r, k)))
                k++;
            if (k == 1 || tav__peek(r, k) != ')')
                break;
            for (size_t j = 0; j <= k; j++) {
                symbol_put(t, tav__peek(r, 0), ++ci);
                tav__advance(r);
            }
            continue;
        }
        if (c < 0 || !is_symbol_char(c))
            break;
        if ((c & 0xC0) != 0x80 && ci < 255)
            ci++;
        symbol_put(t, c, ci);
        tav__advance(r);
    }
    t->text[t->len] = '\0';
    r->symbol_end = r->cur.off + 1;
    if (!t->too_long)
        classify_symbol(r, t);
}

static void read_nag(tav_reader *r, tav__token *t)
{
    int digits = 0;
    t->type = T_NAG;
    tav__advance(r); /* '$' */
    while (is_digit(tav__peek(r, 0))) {
        if (digits < 4)
            t->nag = t->nag * 10 + (tav__peek(r, 0) - '0');
        digits++;
        tav__advance(r);
    }
    t->nag_bad = digits == 0 || digits > 3 || t->nag > 255;
}

int tav__next_token(tav_reader *r, tav__token *t)
{
    if (r->has_pending) {
        *t = r->pending;
        r->has_pending = 0;
        return TAV_OK;
    }
    unsigned long line_before = r->cur.line;
    memset(t, 0, sizeof *t);
    tav__skip_space(r);
    t->at = r->cur;
    /* two line ends or more crossed: an empty line in between */
    t->after_blank = t->at.line > line_before + 1;
    int c = tav__peek(r, 0);
    switch (c) {
    case -1: t->type = T_EOF; return TAV_OK;
    case '[': t->type = T_TAG_OPEN; return TAV_OK; /* left for the tag reader */
    case '{': return read_comment(r, t, 1);
    case ';': return read_comment(r, t, 0);
    case '(':
        t->type = T_LPAREN;
        tav__advance(r);
        return TAV_OK;
    case ')':
        t->type = T_RPAREN;
        tav__advance(r);
        return TAV_OK;
    case '*':
        t->type = T_RESULT;
        t->result = TAV_RESULT_UNKNOWN;
        t->glued = r->symbol_end == r->cur.off + 1;
        t->text[0] = '*';
        t->len = 1;
        tav__advance(r);
        return TAV_OK;
    case '$':
        read_nag(r, t);
        return TAV_OK;
    default:
        if (is_symbol_char(c)) {
            read_symbol(r, t);
            return TAV_OK;
        }
        t->type = T_JUNK;
        t->junk = c;
        tav__advance(r);
        return TAV_OK;
    }
}
