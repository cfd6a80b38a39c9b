/* Game records (R11): the streaming TGN reader.
 *
 * Layers: a byte source (a copied buffer, or a FILE read in chunks) with
 * line/column tracking; a tokenizer (PGN's tokens, with R9's "(k)" counts
 * kept inside move symbols); the game parser, which replays every move on
 * one position (variations pop the move they replace, push their own
 * moves, then undo them) and records located problems. Memory is bounded by
 * the reader's limits. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "game_impl.h"
#include "tavreli/notation.h"

#define CHUNK 65536
#define SYM_MAX 64
#define LOOKAHEAD 8

/* ---- limits ------------------------------------------------------------- */

static const unsigned long default_limits[TAV_LIMIT_COUNT] = {
    2000, 20000, 16384, 32, 128, 1024, 8388608, 200
};

unsigned long tav_limit_default(int which)
{
    return which >= 0 && which < TAV_LIMIT_COUNT ? default_limits[which] : 0;
}

/* ---- the reader and its byte source ----------------------------------------- */

typedef struct loc {
    unsigned long line, col;
    unsigned long long off;
} loc;

enum {
    T_EOF, T_TAG_OPEN, T_LPAREN, T_RPAREN, T_COMMENT, T_NAG, T_RESULT, T_NUMBER, T_SYMBOL, T_JUNK
};

typedef struct token {
    int type;
    loc at;
    char text[SYM_MAX + 1];
    unsigned char colof[SYM_MAX]; /* character index of each byte of text */
    size_t len;
    int too_long;
    int result;          /* T_RESULT */
    int glued;           /* T_RESULT "*" right after a symbol */
    unsigned long number;/* T_NUMBER */
    int dots, overflow;  /* T_NUMBER, T_NAG */
    int nag, nag_bad;    /* T_NAG */
    int unterminated;    /* T_COMMENT */
    int comment_too_long;
    int ctrl;            /* T_COMMENT: held a control character at ctrl_at */
    loc ctrl_at;
    int junk;            /* T_JUNK: the byte */
} token;

struct tav_reader {
    int mode;
    unsigned long limits[TAV_LIMIT_COUNT];
    FILE *fp;
    unsigned char *buf;
    size_t len, at, cap;
    int eof, ioerr;
    loc cur;
    unsigned long long symbol_end; /* offset just after the last symbol, +1 */
    size_t games;
    token pending;
    int has_pending;
    char *cbuf;                    /* text of the last comment token */
    size_t clen, ccap;
    int failed;
};

static int reader_alloc(tav_reader **out, int mode)
{
    if (!out)
        return TAV_EINVAL;
    *out = NULL;
    if (mode != TAV_READ_STRICT && mode != TAV_READ_LENIENT)
        return TAV_EINVAL;
    tav_reader *r = calloc(1, sizeof *r);
    if (!r)
        return TAV_ENOMEM;
    r->mode = mode;
    memcpy(r->limits, default_limits, sizeof r->limits);
    r->cur.line = 1;
    r->cur.col = 1;
    *out = r;
    return TAV_OK;
}

int tav_reader_new_buffer(tav_reader **out, const char *data, size_t len, int mode)
{
    if (!data && len)
        return TAV_EINVAL;
    int rc = reader_alloc(out, mode);
    if (rc != TAV_OK)
        return rc;
    tav_reader *r = *out;
    r->buf = malloc(len ? len : 1);
    if (!r->buf) {
        free(r);
        *out = NULL;
        return TAV_ENOMEM;
    }
    if (len)
        memcpy(r->buf, data, len);
    r->len = r->cap = len;
    r->eof = 1;
    return TAV_OK;
}

int tav_reader_new_file(tav_reader **out, FILE *fp, int mode)
{
    if (!fp) {
        if (out)
            *out = NULL;
        return TAV_EINVAL;
    }
    int rc = reader_alloc(out, mode);
    if (rc != TAV_OK)
        return rc;
    tav_reader *r = *out;
    r->buf = malloc(CHUNK);
    if (!r->buf) {
        free(r);
        *out = NULL;
        return TAV_ENOMEM;
    }
    r->cap = CHUNK;
    r->fp = fp;
    return TAV_OK;
}

void tav_reader_free(tav_reader *r)
{
    if (r) {
        free(r->buf);
        free(r->cbuf);
        free(r);
    }
}

int tav_reader_set_limit(tav_reader *r, int which, unsigned long value)
{
    if (!r || which < 0 || which >= TAV_LIMIT_COUNT || value == 0)
        return TAV_EINVAL;
    if (which == TAV_LIMIT_DEPTH && value > TAV__GAME_MAX_DEPTH)
        return TAV_EINVAL;
    r->limits[which] = value;
    return TAV_OK;
}

unsigned long tav_reader_limit(const tav_reader *r, int which)
{
    return r && which >= 0 && which < TAV_LIMIT_COUNT ? r->limits[which] : 0;
}

size_t tav_reader_game_count(const tav_reader *r) { return r ? r->games : 0; }

/* Byte k ahead of the current one (k < LOOKAHEAD), or -1 at the end. */
static int peek(tav_reader *r, size_t k)
{
    if (r->at + k >= r->len && !r->eof) {
        memmove(r->buf, r->buf + r->at, r->len - r->at);
        r->len -= r->at;
        r->at = 0;
        while (r->len < r->cap && !r->eof) {
            size_t n = fread(r->buf + r->len, 1, r->cap - r->len, r->fp);
            r->len += n;
            if (n == 0) {
                if (ferror(r->fp))
                    r->ioerr = 1;
                r->eof = 1;
            }
            if (r->at + k < r->len)
                break;
        }
    }
    return r->at + k < r->len ? r->buf[r->at + k] : -1;
}

static void advance(tav_reader *r)
{
    if (peek(r, 0) < 0)
        return;
    unsigned char b = r->buf[r->at++];
    r->cur.off++;
    if (b == '\n') {
        r->cur.line++;
        r->cur.col = 1;
    } else if ((b & 0xC0) != 0x80) {
        /* the next character starts after this one (UTF-8 continuation
         * bytes do not count) */
        r->cur.col++;
    }
}

static int is_space(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_alnum(int c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

static int is_symbol_char(int c)
{
    return c >= 0x80 || is_alnum(c) || (c && strchr("_+#=:-/!?", c));
}

/* White space and "%" escape lines (a '%' in column 1 hides its line). */
static void skip_space(tav_reader *r)
{
    for (;;) {
        int c = peek(r, 0);
        if (c == '%' && r->cur.col == 1) {
            while ((c = peek(r, 0)) >= 0 && c != '\n')
                advance(r);
        } else if (c >= 0 && is_space(c)) {
            advance(r);
        } else {
            return;
        }
    }
}

static int cbuf_put(tav_reader *r, char c)
{
    if (r->clen + 1 >= r->ccap) {
        size_t cap = r->ccap ? r->ccap * 2 : 256;
        char *d = realloc(r->cbuf, cap);
        if (!d)
            return TAV_ENOMEM;
        r->cbuf = d;
        r->ccap = cap;
    }
    r->cbuf[r->clen++] = c;
    r->cbuf[r->clen] = '\0';
    return TAV_OK;
}

/* The text of a comment into r->cbuf, white space normalised, at most the
 * comment limit; ends at '}' (brace) or before the new line (semicolon). */
static int read_comment(tav_reader *r, token *t, int brace)
{
    size_t limit = r->limits[TAV_LIMIT_COMMENT];
    int space = 0;
    t->type = T_COMMENT;
    r->clen = 0;
    if (cbuf_put(r, ' ') != TAV_OK) /* make sure cbuf exists */
        return TAV_ENOMEM;
    r->clen = 0;
    r->cbuf[0] = '\0';
    advance(r); /* '{' or ';' */
    for (;;) {
        int c = peek(r, 0);
        if (c < 0) {
            t->unterminated = brace;
            return TAV_OK;
        }
        if (brace && c == '}') {
            advance(r);
            return TAV_OK;
        }
        if (!brace && c == '\n')
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
        advance(r);
    }
}

static void read_symbol(tav_reader *r, token *t)
{
    int ci = -1;
    t->type = T_SYMBOL;
    t->len = 0;
    for (;;) {
        int c = peek(r, 0);
        if (c == '(' && t->len > 0 && t->len < SYM_MAX && is_digit((unsigned char)t->text[t->len - 1])) {
            /* "(k)" right after a square belongs to the move (R9) */
            size_t k = 1;
            while (k <= 3 && is_digit(peek(r, k)))
                k++;
            if (k == 1 || peek(r, k) != ')')
                break;
            for (size_t j = 0; j <= k; j++) {
                if (t->len < SYM_MAX) {
                    t->text[t->len] = (char)peek(r, 0);
                    t->colof[t->len++] = (unsigned char)++ci;
                } else {
                    t->too_long = 1;
                }
                advance(r);
            }
            continue;
        }
        if (c < 0 || !is_symbol_char(c))
            break;
        if ((c & 0xC0) != 0x80 && ci < 255)
            ci++;
        if (t->len < SYM_MAX) {
            t->text[t->len] = (char)c;
            t->colof[t->len++] = (unsigned char)(ci < 0 ? 0 : ci);
        } else {
            t->too_long = 1;
        }
        advance(r);
    }
    t->text[t->len] = '\0';
    r->symbol_end = r->cur.off + 1;
    if (t->too_long)
        return;
    if (strcmp(t->text, "1-0") == 0 || strcmp(t->text, "0-1") == 0 || strcmp(t->text, "1/2-1/2") == 0) {
        t->type = T_RESULT;
        t->result = t->text[0] == '0' ? TAV_RESULT_BLACK : t->text[1] == '-' ? TAV_RESULT_WHITE : TAV_RESULT_DRAW;
        return;
    }
    size_t i = 0;
    while (i < t->len && is_digit((unsigned char)t->text[i]))
        i++;
    if (i == t->len) {
        t->type = T_NUMBER;
        for (i = 0; i < t->len; i++) {
            if (t->number > 100000000UL)
                t->overflow = 1;
            else
                t->number = t->number * 10 + (unsigned long)(t->text[i] - '0');
        }
        while (peek(r, 0) == '.') {
            t->dots++;
            advance(r);
        }
    }
}

static int next_token(tav_reader *r, token *t)
{
    if (r->has_pending) {
        *t = r->pending;
        r->has_pending = 0;
        return TAV_OK;
    }
    memset(t, 0, sizeof *t);
    skip_space(r);
    t->at = r->cur;
    int c = peek(r, 0);
    switch (c) {
    case -1: t->type = T_EOF; return TAV_OK;
    case '[': t->type = T_TAG_OPEN; return TAV_OK; /* left for the tag reader */
    case '{': return read_comment(r, t, 1);
    case ';': return read_comment(r, t, 0);
    case '(': t->type = T_LPAREN; advance(r); return TAV_OK;
    case ')': t->type = T_RPAREN; advance(r); return TAV_OK;
    case '*':
        t->type = T_RESULT;
        t->result = TAV_RESULT_UNKNOWN;
        t->glued = r->symbol_end == r->cur.off + 1;
        t->text[0] = '*';
        t->len = 1;
        advance(r);
        return TAV_OK;
    case '$': {
        t->type = T_NAG;
        advance(r);
        int digits = 0;
        while (is_digit(peek(r, 0))) {
            if (digits < 4)
                t->nag = t->nag * 10 + (peek(r, 0) - '0');
            digits++;
            advance(r);
        }
        t->nag_bad = digits == 0 || digits > 3 || t->nag > 255;
        return TAV_OK;
    }
    default:
        if (is_symbol_char(c)) {
            read_symbol(r, t);
            return TAV_OK;
        }
        t->type = T_JUNK;
        t->junk = c;
        advance(r);
        return TAV_OK;
    }
}

/* ---- the game parser ---------------------------------------------------------- */

typedef struct frame {
    int start;   /* node the line starts from */
    int last;    /* last node of the line */
    int alt;     /* variation: the node it replaces (re-pushed at ')'); -1 on the main line */
    int pushed;  /* moves of this line pushed on the position */
    int dead;    /* replay stopped in this line */
    int plies;
    char *before;/* comment before the first move of a variation */
    loc open_at;
} frame;

typedef struct ctx {
    tav_reader *r;
    tav_game *g;
    tav_position *pos;
    frame frames[TAV__GAME_MAX_DEPTH + 1];
    int depth;
    int dead_nesting;   /* '(' opened inside a too deep variation */
    int stop;           /* the game stopped: skip to the next game */
    int any_dead;
    int boundary;       /* stopped at the next game's '[' or at the end */
    int in_tags;
    loc setup_at, fen_at;
    int result_read;    /* the result token was reached */
    unsigned long long start_off;
} ctx;

static int strict(const ctx *c) { return c->r->mode == TAV_READ_STRICT; }

/* Record a problem. ply > 0 names the move concerned. After an error in
 * strict mode, or when the problem limit is reached, the game stops. */
static int report(ctx *c, int severity, int kind, int code, loc at, int ply, const char *move, size_t mlen,
                  const char *fmt, ...)
{
    tav_game *g = c->g;
    tav_problem p;
    va_list ap;
    if (c->stop)
        return TAV_OK;
    memset(&p, 0, sizeof p);
    p.severity = severity;
    p.kind = kind;
    p.code = code;
    p.game = g->index;
    p.line = at.line;
    p.column = at.col;
    p.offset = at.off;
    p.ply = ply > 0 ? ply : 0;
    p.move_number = ply > 0 ? tav__game_fullmove_of(g, ply) : 0;
    p.side = ply > 0 ? tav__game_side_of(g, ply) : -1;
    if (move) {
        if (mlen >= sizeof p.move)
            mlen = sizeof p.move - 1;
        memcpy(p.move, move, mlen);
        p.move[mlen] = '\0';
    }
    va_start(ap, fmt);
    vsnprintf(p.message, sizeof p.message, fmt, ap);
    va_end(ap);
    if (g->nproblems >= c->r->limits[TAV_LIMIT_PROBLEMS]) {
        /* the list is full: one last problem says so, and the game stops */
        p.severity = TAV_SEVERITY_ERROR;
        p.kind = TAV_PROBLEM_LIMIT;
        p.code = TAV_ELIMIT;
        snprintf(p.message, sizeof p.message, "more than %lu problems: the rest of the game is skipped",
                 c->r->limits[TAV_LIMIT_PROBLEMS]);
        if (tav__game_add_problem(g, &p) != TAV_OK)
            return TAV_ENOMEM;
        c->stop = 1;
        return TAV_OK;
    }
    if (tav__game_add_problem(g, &p) != TAV_OK)
        return TAV_ENOMEM;
    if (severity == TAV_SEVERITY_ERROR && strict(c))
        c->stop = 1;
    return TAV_OK;
}

#define ERR TAV_SEVERITY_ERROR
#define WARN TAV_SEVERITY_WARNING

static frame *top(ctx *c) { return &c->frames[c->depth]; }

static int next_ply(ctx *c) { return c->g->nodes[top(c)->last].ply + 1; }

/* Skip the rest of the game: up to a line that starts with '[' after the
 * current tag section (when in_tags), or to the end of the input. */
static void skip_to_next_game(ctx *c)
{
    tav_reader *r = c->r;
    int in_tags = c->in_tags;
    if (r->has_pending) {
        if (r->pending.type == T_TAG_OPEN || r->pending.type == T_EOF)
            return;
        r->has_pending = 0;
    }
    int ch;
    if (r->cur.col == 1 && peek(r, 0) == '[' && !in_tags)
        return;
    while ((ch = peek(r, 0)) >= 0 && ch != '\n')
        advance(r);
    for (;;) {
        if (peek(r, 0) < 0)
            return;
        advance(r); /* '\n' */
        ch = peek(r, 0);
        if (ch == '[') {
            if (!in_tags)
                return;
        } else {
            in_tags = 0;
        }
        while ((ch = peek(r, 0)) >= 0 && ch != '\n')
            advance(r);
    }
}

/* ---- tags ------------------------------------------------------------------------ */

static int tag_error(ctx *c, loc at, const char *what)
{
    int rc = report(c, ERR, TAV_PROBLEM_TAG, TAV_EGAME, at, 0, NULL, 0, "unknown tag syntax: %s", what);
    if (rc != TAV_OK || c->stop)
        return rc;
    /* lenient: drop the rest of the line */
    int ch;
    while ((ch = peek(c->r, 0)) >= 0 && ch != '\n')
        advance(c->r);
    return TAV_OK;
}

static int read_tag(ctx *c)
{
    tav_reader *r = c->r;
    tav_game *g = c->g;
    size_t maxlen = r->limits[TAV_LIMIT_TAG_LENGTH];
    loc at = r->cur;
    char *name = NULL, *value = NULL;
    size_t nlen = 0, vlen = 0;
    int rc = TAV_OK, ch, too_long = 0;
    loc value_at;

    advance(r); /* '[' */
    while (peek(r, 0) == ' ' || peek(r, 0) == '\t')
        advance(r);
    if (maxlen > TAV__TAG_VALUE_MAX)
        maxlen = TAV__TAG_VALUE_MAX;
    if (!(name = malloc(maxlen + 1)) || !(value = malloc(maxlen + 1))) {
        rc = TAV_ENOMEM;
        goto done;
    }
    while ((ch = peek(r, 0)) >= 0 && (is_alnum(ch) || ch == '_')) {
        if (nlen < maxlen && nlen < TAV__TAG_NAME_MAX)
            name[nlen++] = (char)ch;
        else
            too_long = 1;
        advance(r);
    }
    name[nlen] = '\0';
    if (!nlen) {
        rc = tag_error(c, r->cur, "expected a tag name (letters, digits, '_') after '['");
        goto done;
    }
    while (peek(r, 0) == ' ' || peek(r, 0) == '\t')
        advance(r);
    if (peek(r, 0) != '"') {
        rc = tag_error(c, r->cur, "expected '\"' to open the tag value");
        goto done;
    }
    value_at = r->cur;
    advance(r);
    for (;;) {
        ch = peek(r, 0);
        if (ch < 0 || ch == '\n' || ch == '\r') {
            rc = tag_error(c, r->cur, "the tag value is not closed on its line");
            goto done;
        }
        if (ch == '"')
            break;
        if (ch == '\\' && (peek(r, 1) == '"' || peek(r, 1) == '\\')) {
            advance(r);
            ch = peek(r, 0);
        } else if (ch < 0x20 && ch != '\t') {
            rc = tag_error(c, r->cur, "control character in the tag value");
            goto done;
        }
        if (vlen < maxlen)
            value[vlen++] = (char)ch;
        else
            too_long = 1;
        advance(r);
    }
    advance(r); /* '"' */
    value[vlen] = '\0';
    while (peek(r, 0) == ' ' || peek(r, 0) == '\t')
        advance(r);
    if (peek(r, 0) != ']') {
        rc = tag_error(c, r->cur, "expected ']' to close the tag pair");
        goto done;
    }
    advance(r);
    if (too_long) {
        rc = report(c, ERR, TAV_PROBLEM_LIMIT, TAV_ELIMIT, at, 0, NULL, 0,
                    "tag name or value longer than %lu bytes: tag ignored", (unsigned long)maxlen);
        goto done;
    }
    if (tav_game_tag(g, name)) {
        rc = report(c, ERR, TAV_PROBLEM_TAG, TAV_EGAME, at, 0, NULL, 0, "tag %s given twice: the first is kept",
                    name);
        goto done;
    }
    if (g->ntags >= r->limits[TAV_LIMIT_TAGS]) {
        rc = report(c, ERR, TAV_PROBLEM_LIMIT, TAV_ELIMIT, at, 0, NULL, 0, "more than %lu tag pairs: tag %s ignored",
                    r->limits[TAV_LIMIT_TAGS], name);
        goto done;
    }
    if (strcmp(name, "FEN") == 0)
        c->fen_at = value_at;
    if (strcmp(name, "SetUp") == 0)
        c->setup_at = at;
    rc = tav__game_append_tag(g, name, nlen, value, vlen);
done:
    free(name);
    free(value);
    return rc;
}

/* SetUp/FEN: the start position, once the tag section is over. */
static int set_up(ctx *c)
{
    tav_game *g = c->g;
    const char *fen = tav_game_tag(g, "FEN"), *setup = tav_game_tag(g, "SetUp");
    int rc;
    if (setup && strcmp(setup, "1") == 0 && !fen) {
        top(c)->dead = c->any_dead = 1;
        return report(c, ERR, TAV_PROBLEM_SETUP, TAV_EGAME, c->setup_at, 0, NULL, 0,
                      "SetUp \"1\" without a FEN tag: the start position is unknown");
    }
    if (!fen)
        return TAV_OK;
    if (!setup || strcmp(setup, "1") != 0) {
        rc = report(c, WARN, TAV_PROBLEM_SETUP, TAV_EGAME, c->fen_at, 0, NULL, 0,
                    "FEN tag without SetUp \"1\": the FEN is used");
        if (rc != TAV_OK)
            return rc;
    }
    tav_error err = TAV_ERROR_INIT;
    rc = tav_position_set_tfen(c->pos, fen, &err);
    if (rc == TAV_ENOMEM)
        return rc;
    if (rc != TAV_OK) {
        loc at = c->fen_at;
        if (err.offset >= 0) {
            at.col += (unsigned long)err.offset + 1;
            at.off += (unsigned long long)err.offset + 1;
        }
        top(c)->dead = c->any_dead = 1;
        return report(c, ERR, TAV_PROBLEM_SETUP, TAV_ETFEN, at, 0, NULL, 0, "FEN tag: %s", err.message);
    }
    tav_position_tfen(c->pos, g->start_tfen, sizeof g->start_tfen);
    g->start_turn = tav_position_turn(c->pos);
    g->start_fullmove = tav_position_fullmove_number(c->pos);
    return TAV_OK;
}

/* ---- moves ---------------------------------------------------------------------- */

typedef struct repair {
    const char *from; /* UTF-8 bytes */
    char to;
    const char *name;
} repair;

/* Cyrillic letters that look like the Latin ones of the notation. */
static const repair cyrillic[] = {
    { "\xD0\xB0", 'a', "U+0430" }, { "\xD1\x81", 'c', "U+0441" }, { "\xD0\xB5", 'e', "U+0435" },
    { "\xD1\x85", 'x', "U+0445" }, { "\xD0\x90", 'a', "U+0410" }, { "\xD0\x92", 'b', "U+0412" },
    { "\xD0\xA1", 'c', "U+0421" }, { "\xD0\x95", 'e', "U+0415" }, { "\xD0\x9D", 'h', "U+041D" },
    { "\xD0\xA5", 'x', "U+0425" }, { "\xD0\x9E", 'O', "U+041E" },
};

/* A move text after typo repairs, with the character index (in the
 * original token) of each byte. */
typedef struct mtext {
    char s[2 * SYM_MAX + 2];
    unsigned char colof[2 * SYM_MAX + 2];
    size_t len;
} mtext;

/* Repair the typos of handwritten scores in t (R9 text is ASCII lower
 * case): report each (a warning when lenient, an error when strict). */
static int repair_typos(ctx *c, const token *t, int ply, mtext *m, int quiet)
{
    m->len = 0;
    for (size_t i = 0; i < t->len;) {
        loc at = t->at;
        at.col += t->colof[i];
        at.off += i;
        const repair *hit = NULL;
        for (size_t k = 0; k < sizeof cyrillic / sizeof cyrillic[0]; k++)
            if (i + 1 < t->len && memcmp(t->text + i, cyrillic[k].from, 2) == 0)
                hit = &cyrillic[k];
        if (hit) {
            int rc = quiet ? TAV_OK : report(c, strict(c) ? ERR : WARN, TAV_PROBLEM_TYPO, TAV_ENOTATION, at, ply, t->text, t->len,
                            strict(c) ? "Cyrillic '%.2s' (%s) where the Latin letter '%c' belongs"
                                      : "Cyrillic '%.2s' (%s) read as the Latin letter '%c'",
                            hit->from, hit->name, hit->to);
            if (rc != TAV_OK || c->stop)
                return rc;
            m->colof[m->len] = t->colof[i];
            m->s[m->len++] = hit->to;
            i += 2;
            continue;
        }
        char ch = t->text[i];
        if (ch >= 'A' && ch <= 'H' && i + 1 < t->len && t->text[i + 1] >= '1' && t->text[i + 1] <= '8') {
            int rc = quiet ? TAV_OK : report(c, strict(c) ? ERR : WARN, TAV_PROBLEM_TYPO, TAV_ENOTATION, at, ply, t->text, t->len,
                            strict(c) ? "upper-case square '%c%c' (squares are written in lower case, R9)"
                                      : "upper-case square '%c%c' read as '%c%c'",
                            ch, t->text[i + 1], ch - 'A' + 'a', t->text[i + 1]);
            if (rc != TAV_OK || c->stop)
                return rc;
            ch = (char)(ch - 'A' + 'a');
        }
        m->colof[m->len] = t->colof[i];
        m->s[m->len++] = ch;
        i++;
    }
    m->s[m->len] = '\0';
    return TAV_OK;
}

/* Length of a square with an optional "(k)" at the start of s, or 0. */
static size_t square_prefix(const char *s, size_t len)
{
    if (len < 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return 0;
    size_t i = 2;
    if (i < len && s[i] == '(') {
        size_t j = i + 1;
        while (j < len && is_digit((unsigned char)s[j]))
            j++;
        if (j > i + 1 && j < len && s[j] == ')')
            i = j + 1;
    }
    return i;
}

/* "!", "?", "!!", "??", "!?", "?!" glued to the move: NAG 1..6; 0 none; -1
 * something else. */
static int suffix_nag(const char *s, size_t len)
{
    char marks[4];
    size_t n = 0, i = len;
    while (i > 0 && strchr("+#x=!?", s[i - 1]))
        i--;
    for (; i < len; i++)
        if (s[i] == '!' || s[i] == '?') {
            if (n == 2)
                return -1;
            marks[n++] = s[i];
        }
    marks[n] = '\0';
    static const char *const names[] = { "!", "?", "!!", "??", "!?", "?!" };
    if (!n)
        return 0;
    for (int k = 0; k < 6; k++)
        if (strcmp(marks, names[k]) == 0)
            return k + 1;
    return -1;
}

static void kill_line(ctx *c)
{
    top(c)->dead = 1;
    c->any_dead = 1;
}

static int new_node(ctx *c, tav_move m, unsigned notes, int nag, loc at, int *out)
{
    frame *f = top(c);
    int rc = tav__game_new_node(c->g, f->last, m, out);
    if (rc != TAV_OK)
        return rc;
    tav__node *n = &c->g->nodes[*out];
    n->notes = notes;
    n->line = at.line;
    n->column = at.col;
    if (nag > 0)
        n->nags[n->nag_count++] = (unsigned char)nag;
    n->comment_before = f->before;
    f->before = NULL;
    return TAV_OK;
}

static int read_move(ctx *c, token *t)
{
    tav_reader *r = c->r;
    frame *f = top(c);
    int ply = next_ply(c), rc;
    mtext m;
    char shown[TAV_PROBLEM_MOVE_SIZE];
    size_t shown_len;
    loc at = t->at;

    if (f->dead)
        return TAV_OK;
    if (t->too_long) {
        kill_line(c);
        return report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_ENOTATION, at, ply, t->text, t->len,
                      "cannot read: a move text longer than %d bytes", SYM_MAX);
    }
    if ((unsigned long)(c->g->nnodes - 1) >= r->limits[TAV_LIMIT_NODES]
        || (unsigned long)f->plies >= r->limits[TAV_LIMIT_PLIES]) {
        int nodes = (unsigned long)(c->g->nnodes - 1) >= r->limits[TAV_LIMIT_NODES];
        rc = report(c, ERR, TAV_PROBLEM_LIMIT, TAV_ELIMIT, at, ply, t->text, t->len,
                    nodes ? "more than %lu moves in the game: the rest is skipped"
                          : "more than %lu moves in one line: the rest of the game is skipped",
                    r->limits[nodes ? TAV_LIMIT_NODES : TAV_LIMIT_PLIES]);
        c->stop = 1;
        return rc;
    }
    rc = repair_typos(c, t, ply, &m, 0);
    if (rc != TAV_OK || c->stop)
        return rc;
    memcpy(shown, t->text, t->len + 1 < sizeof shown ? t->len + 1 : sizeof shown);
    shown[sizeof shown - 1] = '\0';
    shown_len = strlen(shown);

    /* "b1 e1" or "b1e1": two squares without the '-' */
    size_t sq1 = square_prefix(m.s, m.len);
    if (sq1 && sq1 == m.len) {
        token next;
        rc = next_token(r, &next);
        if (rc != TAV_OK)
            return rc;
        mtext m2;
        int joined = 0;
        if (next.type == T_SYMBOL && !next.too_long) {
            /* look at the second token quietly first: its own typos are
             * reported only when it is joined */
            rc = repair_typos(c, &next, ply, &m2, 1);
            if (rc != TAV_OK)
                return rc;
            if (square_prefix(m2.s, m2.len) && m.len + 1 + m2.len < sizeof m.s) {
                /* only when the two make a legal move: "e4 e5" is chess,
                 * not a missing '-' */
                char both[2 * sizeof m.s + 2];
                tav_move probe;
                snprintf(both, sizeof both, "%s-%s", m.s, m2.s);
                joined = tav_move_parse(c->pos, both, &probe, NULL) == TAV_OK;
            }
            if (joined) {
                snprintf(shown, sizeof shown, "%.*s %.*s", (int)t->len, t->text, (int)next.len, next.text);
                shown_len = strlen(shown);
                rc = report(c, strict(c) ? ERR : WARN, TAV_PROBLEM_TYPO, TAV_ENOTATION, at, ply, shown, shown_len,
                            strict(c) ? "'%s' and '%s' are two squares without the '-' between them"
                                      : "'%s' and '%s' read as '%s-%s' (the '-' was missing)",
                            m.s, m2.s, m.s, m2.s);
                if (rc != TAV_OK || c->stop)
                    return rc;
                if ((rc = repair_typos(c, &next, ply, &m2, 0)) != TAV_OK || c->stop)
                    return rc;
                /* columns of the joined text: the second token's are
                 * counted from the first token's start */
                unsigned long gap = next.at.line == at.line ? next.at.col - at.col : m.colof[m.len - 1] + 2u;
                m.s[m.len] = '-';
                m.colof[m.len] = (unsigned char)(m.colof[m.len - 1] + 1);
                m.len++;
                for (size_t i = 0; i < m2.len; i++) {
                    unsigned long col = gap + m2.colof[i];
                    m.colof[m.len] = (unsigned char)(col > 255 ? 255 : col);
                    m.s[m.len++] = m2.s[i];
                }
                m.s[m.len] = '\0';
            }
        }
        if (!joined) {
            r->pending = next;
            r->has_pending = 1;
        }
    } else if (sq1 && sq1 + 2 <= m.len && square_prefix(m.s + sq1, m.len - sq1) && m.len + 1 < sizeof m.s) {
        rc = report(c, strict(c) ? ERR : WARN, TAV_PROBLEM_TYPO, TAV_ENOTATION, at, ply, shown, shown_len,
                    strict(c) ? "two squares without the '-' between them" : "read with a '-' between the squares");
        if (rc != TAV_OK || c->stop)
            return rc;
        memmove(m.s + sq1 + 1, m.s + sq1, m.len - sq1 + 1);
        memmove(m.colof + sq1 + 1, m.colof + sq1, m.len - sq1);
        m.s[sq1] = '-';
        m.len++;
    }

    int nag = suffix_nag(m.s, m.len);
    if (nag < 0) {
        kill_line(c);
        return report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_ENOTATION, at, ply, shown, shown_len,
                      "cannot read the annotation of '%s' (!, ?, !!, ??, !? or ?!)", m.s);
    }
    tav_move mv;
    unsigned notes = 0;
    tav_error err = TAV_ERROR_INIT;
    rc = tav_move_parse_notes(c->pos, m.s, m.len, &mv, &notes, &err);
    if (rc == TAV_ENOTATION) {
        loc eat = at;
        if (err.offset >= 0 && (size_t)err.offset < m.len) {
            eat.col += m.colof[err.offset];
            eat.off += (unsigned long long)err.offset;
        } else if (m.len) {
            eat.col += m.colof[m.len - 1] + 1u;
            eat.off += m.len;
        }
        kill_line(c);
        return report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_ENOTATION, eat, ply, shown, shown_len, "cannot read: %s",
                      err.message);
    }
    if (rc == TAV_EILLEGAL) {
        kill_line(c);
        return report(c, ERR, TAV_PROBLEM_ILLEGAL, TAV_EILLEGAL, at, ply, shown, shown_len, "illegal here: %s",
                      err.message);
    }
    if (rc != TAV_OK)
        return rc;
    if ((rc = tav_position_push(c->pos, mv)) != TAV_OK)
        return rc;
    int id;
    rc = new_node(c, mv, notes, nag, at, &id);
    if (rc != TAV_OK) {
        tav_position_pop(c->pos, NULL);
        if (rc == TAV_ELIMIT) {
            rc = report(c, ERR, TAV_PROBLEM_LIMIT, TAV_ELIMIT, at, ply, shown, shown_len,
                        "the game is too large: the rest is skipped");
            c->stop = 1;
        }
        return rc;
    }
    f->last = id;
    f->pushed++;
    f->plies++;
    if (c->depth == 0)
        c->g->main_end = id;
    if ((notes & TAV_NOTE_MATE) && !tav_position_is_checkmate(c->pos)) {
        int x = memchr(m.s, '#', m.len) == NULL;
        rc = report(c, WARN, TAV_PROBLEM_ANNOTATION, TAV_EGAME, at, ply, shown, shown_len,
                    x ? "marked 'x' (mate) but it does not checkmate (a resignation?)"
                      : "marked '#' (mate) but it does not checkmate");
    } else if ((notes & TAV_NOTE_CHECK) && !(notes & TAV_NOTE_MATE) && !tav_position_in_check(c->pos)) {
        rc = report(c, WARN, TAV_PROBLEM_ANNOTATION, TAV_EGAME, at, ply, shown, shown_len,
                    "marked '+' but it does not give check");
    }
    return rc;
}

static int read_number(ctx *c, const token *t)
{
    frame *f = top(c);
    if (f->dead)
        return TAV_OK;
    int ply = next_ply(c);
    int want = tav__game_fullmove_of(c->g, ply), side = tav__game_side_of(c->g, ply);
    if (t->overflow || t->number != (unsigned long)want)
        return report(c, ERR, TAV_PROBLEM_MOVE_NUMBER, TAV_EGAME, t->at, ply, t->text, t->len,
                      "move number %s: the next move is %d (%s)", t->overflow ? "too large" : "does not match",
                      want, side == TAV_WHITE ? "white" : "black");
    if (t->dots >= 2 && side == TAV_WHITE)
        return report(c, ERR, TAV_PROBLEM_MOVE_NUMBER, TAV_EGAME, t->at, ply, t->text, t->len,
                      "'%s...' announces a black move, but white is to move", t->text);
    return TAV_OK;
}

static int read_comment_token(ctx *c, const token *t)
{
    tav_reader *r = c->r;
    frame *f = top(c);
    int rc, too_long = 0;
    if (t->unterminated && (rc = report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t->at, 0, NULL, 0,
                                        "the comment opened here has no '}'")) != TAV_OK)
        return rc;
    if (t->ctrl && (rc = report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t->ctrl_at, 0, NULL, 0,
                                "control character in a comment (dropped)")) != TAV_OK)
        return rc;
    if (t->comment_too_long)
        return report(c, ERR, TAV_PROBLEM_LIMIT, TAV_ELIMIT, t->at, 0, NULL, 0,
                      "comment longer than %lu bytes: dropped", r->limits[TAV_LIMIT_COMMENT]);
    if (f->dead || c->stop || r->clen == 0)
        return TAV_OK;
    char **slot;
    if (f->last != f->start)
        slot = &c->g->nodes[f->last].comment_after;
    else if (c->depth == 0)
        slot = &c->g->nodes[TAV_GAME_ROOT].comment_after;
    else
        slot = &f->before;
    rc = tav__append_comment(slot, r->cbuf, r->clen, r->limits[TAV_LIMIT_COMMENT], &too_long);
    if (rc == TAV_OK && too_long)
        rc = report(c, ERR, TAV_PROBLEM_LIMIT, TAV_ELIMIT, t->at, 0, NULL, 0,
                    "comments joined longer than %lu bytes: this one is dropped", r->limits[TAV_LIMIT_COMMENT]);
    return rc;
}

static int read_nag(ctx *c, const token *t)
{
    frame *f = top(c);
    if (t->nag_bad)
        return report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t->at, 0, NULL, 0,
                      "cannot read: a NAG is '$' and a number from 0 to 255");
    if (f->dead)
        return TAV_OK;
    if (f->last == f->start)
        return report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t->at, 0, NULL, 0, "NAG $%d before any move", t->nag);
    tav__node *n = &c->g->nodes[f->last];
    if (n->nag_count >= TAV_GAME_MAX_NAGS)
        return report(c, ERR, TAV_PROBLEM_LIMIT, TAV_ELIMIT, t->at, n->ply, NULL, 0,
                      "more than %d NAGs on one move: $%d dropped", TAV_GAME_MAX_NAGS, t->nag);
    n->nags[n->nag_count++] = (unsigned char)t->nag;
    return TAV_OK;
}

static int open_variation(ctx *c, const token *t)
{
    frame *f = top(c);
    if (c->dead_nesting || f->dead || c->depth >= (int)c->r->limits[TAV_LIMIT_DEPTH] || f->last == f->start) {
        int rc = TAV_OK;
        if (!c->dead_nesting && !f->dead) {
            if (f->last == f->start)
                rc = report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t->at, next_ply(c), NULL, 0,
                            "a variation before any move it could replace");
            else
                rc = report(c, ERR, TAV_PROBLEM_LIMIT, TAV_ELIMIT, t->at, next_ply(c), NULL, 0,
                            "variations nested deeper than %lu: this one is skipped",
                            c->r->limits[TAV_LIMIT_DEPTH]);
            c->any_dead = 1;
        }
        c->dead_nesting++;
        return rc;
    }
    /* the variation replaces the last move: take it back */
    tav_position_pop(c->pos, NULL);
    frame *v = &c->frames[++c->depth];
    memset(v, 0, sizeof *v);
    v->alt = f->last;
    v->start = v->last = c->g->nodes[f->last].parent;
    v->open_at = t->at;
    return TAV_OK;
}

/* Undo the innermost variation: its moves off, the replaced move back. */
static void close_frame(ctx *c)
{
    frame *v = top(c);
    for (int i = 0; i < v->pushed; i++)
        tav_position_pop(c->pos, NULL);
    /* the history keeps its capacity: this push cannot fail */
    tav_position_push(c->pos, c->g->nodes[v->alt].move);
    free(v->before);
    v->before = NULL;
    c->depth--;
}

static int close_variation(ctx *c, const token *t)
{
    if (c->dead_nesting) {
        c->dead_nesting--;
        return TAV_OK;
    }
    if (c->depth == 0)
        return report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t->at, 0, NULL, 0, "')' without a '(' before it");
    frame *v = top(c);
    int rc = TAV_OK;
    if (v->last == v->start && !v->dead)
        rc = report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, v->open_at, 0, NULL, 0, "empty variation");
    close_frame(c);
    return rc;
}

static int unclosed(ctx *c)
{
    int rc = TAV_OK;
    if (c->depth > 0 || c->dead_nesting)
        rc = report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, c->depth > 0 ? c->frames[1].open_at : c->r->cur, 0, NULL, 0,
                    "%d variation%s not closed with ')'", c->depth + c->dead_nesting,
                    c->depth + c->dead_nesting == 1 ? "" : "s");
    while (c->depth > 0)
        close_frame(c);
    c->dead_nesting = 0;
    return rc;
}

static const char *side_name(int side) { return side == TAV_WHITE ? "white" : "black"; }

/* The result token t ends the game: check it against the Result tag and
 * the position at the end of the main line (R8). */
static int end_with_result(ctx *c, const token *t)
{
    tav_game *g = c->g;
    int rc = unclosed(c);
    if (rc != TAV_OK)
        return rc;
    g->result = t->result;
    c->result_read = 1;
    const char *tag = tav_game_tag(g, "Result");
    const char *text = tav_result_text(t->result);
    int ply = g->nodes[g->main_end].ply;
    if (tag && strcmp(tag, text) != 0)
        rc = report(c, ERR, TAV_PROBLEM_RESULT, TAV_EGAME, t->at, 0, text, strlen(text),
                    "the result %s disagrees with the Result tag \"%s\"", text, tag);
    if (rc != TAV_OK || c->stop || c->frames[0].dead)
        return rc;
    tav_end e = tav_position_end(c->pos);
    int turn = tav_position_turn(c->pos);
    if (e == TAV_END_CHECKMATE && t->result != TAV_RESULT_UNKNOWN
        && t->result != (turn == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE))
        rc = report(c, ERR, TAV_PROBLEM_RESULT, TAV_EGAME, t->at, ply, text, strlen(text),
                    "the result %s disagrees with the final position: %s is checkmated (R8)", text,
                    side_name(turn));
    else if (e == TAV_END_STALEMATE && (t->result == TAV_RESULT_WHITE || t->result == TAV_RESULT_BLACK))
        rc = report(c, ERR, TAV_PROBLEM_RESULT, TAV_EGAME, t->at, ply, text, strlen(text),
                    "the result %s disagrees with the final position: %s is stalemated, a draw (R8)", text,
                    side_name(turn));
    return rc;
}

/* After the result: nothing but white space and comments up to the next
 * game's tags. */
static int after_result(ctx *c)
{
    token t;
    for (;;) {
        int rc = next_token(c->r, &t);
        if (rc != TAV_OK)
            return rc;
        if (t.type == T_COMMENT)
            continue;
        if (t.type == T_EOF || t.type == T_TAG_OPEN)
            return TAV_OK;
        rc = report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t.at, 0, t.len ? t.text : NULL, t.len,
                    "text after the result: the next game must begin with its tags");
        if (rc != TAV_OK)
            return rc;
        c->stop = 1;
        c->in_tags = 0;
        skip_to_next_game(c);
        return TAV_OK;
    }
}

static int read_game(ctx *c)
{
    tav_reader *r = c->r;
    token t;
    int rc;
    c->in_tags = 1;
    for (;;) {
        if (c->stop) {
            skip_to_next_game(c);
            return TAV_OK;
        }
        rc = next_token(r, &t);
        if (rc != TAV_OK)
            return rc;
        if (r->ioerr)
            return TAV_EGAME;
        if (r->cur.off - c->start_off > r->limits[TAV_LIMIT_GAME_BYTES]) {
            rc = report(c, ERR, TAV_PROBLEM_LIMIT, TAV_ELIMIT, t.at, 0, NULL, 0,
                        "the game is longer than %lu bytes: the rest is skipped", r->limits[TAV_LIMIT_GAME_BYTES]);
            c->stop = 1;
            if (rc != TAV_OK)
                return rc;
            continue;
        }
        if (c->in_tags && t.type == T_TAG_OPEN) {
            if ((rc = read_tag(c)) != TAV_OK)
                return rc;
            continue;
        }
        if (c->in_tags && t.type != T_COMMENT) {
            c->in_tags = 0;
            if ((rc = set_up(c)) != TAV_OK)
                return rc;
            if (c->stop)
                continue;
        }
        switch (t.type) {
        case T_EOF:
        case T_TAG_OPEN:
            if ((rc = unclosed(c)) != TAV_OK)
                return rc;
            return report(c, ERR, TAV_PROBLEM_RESULT, TAV_EGAME, t.at, 0, NULL, 0,
                          t.type == T_EOF ? "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the end"
                                          : "the game has no result (1-0, 0-1, 1/2-1/2 or *) before the next tags");
        case T_COMMENT: rc = read_comment_token(c, &t); break;
        case T_NAG: rc = read_nag(c, &t); break;
        case T_LPAREN: rc = open_variation(c, &t); break;
        case T_RPAREN: rc = close_variation(c, &t); break;
        case T_NUMBER: rc = read_number(c, &t); break;
        case T_SYMBOL: rc = read_move(c, &t); break;
        case T_JUNK:
            if (t.junk == '.')
                rc = report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t.at, 0, NULL, 0,
                            "cannot read: '.' is only written after a move number");
            else if (t.junk >= 0x20 && t.junk < 0x7f)
                rc = report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t.at, 0, NULL, 0, "cannot read: unexpected '%c'",
                            t.junk);
            else
                rc = report(c, ERR, TAV_PROBLEM_SYNTAX, TAV_EGAME, t.at, 0, NULL, 0,
                            "cannot read: unexpected byte 0x%02x", (unsigned)t.junk);
            break;
        case T_RESULT:
            if (t.glued && top(c)->last != top(c)->start) {
                /* "e2-e4* *": a handwritten "score cut here" mark */
                token next;
                if ((rc = next_token(r, &next)) != TAV_OK)
                    return rc;
                r->pending = next;
                r->has_pending = 1;
                if (next.type == T_RESULT) {
                    if (!top(c)->dead)
                        c->g->nodes[top(c)->last].notes |= TAV_GAME_NOTE_CUT;
                    break;
                }
            }
            if ((rc = end_with_result(c, &t)) != TAV_OK)
                return rc;
            if (c->stop) {
                skip_to_next_game(c);
                return TAV_OK;
            }
            return after_result(c);
        }
        if (rc != TAV_OK)
            return rc;
    }
}

int tav_reader_next(tav_reader *r, tav_game **out)
{
    if (!r || !out) {
        if (out)
            *out = NULL;
        return TAV_EINVAL;
    }
    *out = NULL;
    if (r->failed)
        return r->failed;
    if (!r->has_pending)
        skip_space(r);
    if (r->ioerr)
        return r->failed = TAV_EGAME;
    if (!r->has_pending && peek(r, 0) < 0)
        return 0;
    if (r->has_pending && r->pending.type == T_EOF)
        return 0;

    tav_position *start = tav_position_new();
    if (!start)
        return r->failed = TAV_ENOMEM;
    tav_game *g;
    int rc = tav__game_create(&g, start);
    if (rc != TAV_OK) {
        tav_position_free(start);
        return r->failed = rc;
    }
    ctx *c = calloc(1, sizeof *c);
    if (!c) {
        tav_game_free(g);
        return r->failed = TAV_ENOMEM;
    }
    c->r = r;
    c->g = g;
    c->pos = g->end_pos;
    c->frames[0].alt = -1;
    c->start_off = r->cur.off;
    g->index = r->games + 1;
    g->line = r->cur.line;
    rc = read_game(c);
    while (c->depth > 0)
        close_frame(c);
    free(c->frames[0].before);
    if (rc == TAV_OK && r->ioerr)
        rc = TAV_EGAME;
    if (rc != TAV_OK) {
        free(c);
        tav_game_free(g);
        return r->failed = rc;
    }
    g->complete = !c->any_dead && (!c->stop || c->result_read);
    g->main_complete = !c->frames[0].dead && (!c->stop || c->result_read);
    free(c);
    tav__game_update_end(g);
    r->games++;
    *out = g;
    return 1;
}
