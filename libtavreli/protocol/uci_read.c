/* Reading one UCI line into a tav_uci_line (tavreli/uci.h). The line is
 * copied into the struct's store and cut into words; a field is a word or
 * a run of words (an option's name, "info string"'s text), NUL-terminated
 * in the store when it is taken. A line that breaks the protocol is an
 * error value naming the command, the field and the byte offset. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "base/chars.h"
#include "base/fail.h"
#include "protocol/uci_words.h"

#define MAX_WORDS (TAV_UCI_LINE_MAX / 2 + 1)

typedef struct reader {
    tav_uci_line *l;
    char *s;    /* l->store */
    size_t len; /* bytes of the line in s */
    int n;      /* words */
    unsigned short at[MAX_WORDS], end[MAX_WORDS];
    tav_error *err;
} reader;

static int fail_at(reader *r, int code, size_t offset, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static int fail_at(reader *r, int code, size_t offset, const char *fmt, ...)
{
    char what[TAV_ERROR_MESSAGE_SIZE];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    tav__utf8_trim(what);
    const char *cmd = tav_uci_kind_name(r->l->kind);
    if (offset >= INT_MAX)
        offset = INT_MAX - 1;
    if (cmd && *cmd)
        return tav__fail(r->err, code, 0, (int)offset, -1, 0, "UCI '%s', character %zu: %s", cmd, offset + 1,
                         what);
    return tav__fail(r->err, code, 0, (int)offset, -1, 0, "UCI line, character %zu: %s", offset + 1, what);
}

/* Word i quoted for a message ("the end of the line" past the last). */
static const char *shown(const reader *r, int i, char *buf, size_t size)
{
    if (i >= r->n)
        return "the end of the line";
    char q[56];
    tav__quote(r->s + r->at[i], (size_t)(r->end[i] - r->at[i]), q, sizeof q);
    snprintf(buf, size, "'%s'", q);
    return buf;
}

static size_t offset_of(const reader *r, int i) { return i < r->n ? r->at[i] : r->len; }

static int is(const reader *r, int i, const char *w)
{
    size_t n = strlen(w);
    return i < r->n && (size_t)(r->end[i] - r->at[i]) == n && memcmp(r->s + r->at[i], w, n) == 0;
}

/* Words a..b-1 as one text, NUL-terminated in the store ("" when a == b). */
static const char *span(reader *r, int a, int b)
{
    if (a >= b)
        return "";
    r->s[r->end[b - 1]] = '\0';
    return r->s + r->at[a];
}

static const char *word(reader *r, int i) { return span(r, i, i + 1); }

/* The number of word i into num[which]; field names it for the message. */
static int number(reader *r, int i, int which, const char *field)
{
    char q[64];
    if (i >= r->n)
        return fail_at(r, TAV_EINVAL, r->len, "'%s' needs a number at the end of the line", field);
    const char *w = r->s + r->at[i];
    size_t n = (size_t)(r->end[i] - r->at[i]), k = 0;
    int neg = 0;
    if (w[0] == '-' && tav__uci_nums[which].is_signed) {
        neg = 1;
        k = 1;
    }
    unsigned long long v = 0;
    if (k == n)
        goto bad;
    for (; k < n; k++) {
        if (w[k] < '0' || w[k] > '9')
            goto bad;
        if (v > (unsigned long long)LLONG_MAX / 10 || v * 10 + (unsigned)(w[k] - '0') > (unsigned long long)LLONG_MAX)
            return fail_at(r, TAV_EINVAL, r->at[i], "'%s' is out of range: %s", field, shown(r, i, q, sizeof q));
        v = v * 10 + (unsigned)(w[k] - '0');
    }
    r->l->num[which] = neg ? -(long long)v : (long long)v;
    r->l->has |= TAV_UCI_HAS(which);
    return TAV_OK;
bad:
    return fail_at(r, TAV_EINVAL, r->at[i], "'%s' needs a whole number%s, not %s", field,
                   tav__uci_nums[which].is_signed ? "" : " (0 or more)", shown(r, i, q, sizeof q));
}

/* Words from i up to (not including) a stop word, into the list. */
static int list(reader *r, int *i, tav_uci_list_kind kind, int (*stop)(const reader *, int))
{
    tav_uci_line *l = r->l;
    l->list_kind = kind;
    for (; *i < r->n && !stop(r, *i); (*i)++) {
        if (l->list_count >= TAV_UCI_LIST_MAX)
            return fail_at(r, TAV_ELIMIT, r->at[*i], "more than %d words in one list", TAV_UCI_LIST_MAX);
        l->list[l->list_count++] = word(r, *i);
    }
    return TAV_OK;
}

static int no_stop(const reader *r, int i)
{
    (void)r;
    (void)i;
    return 0;
}

/* Word i is one of words (NULL-ended) or a number word of kind. */
static int keyword(const reader *r, int i, const char *const *words, tav_uci_kind kind)
{
    for (; *words; words++)
        if (is(r, i, *words))
            return 1;
    for (int k = 0; k < TAV_UCI_NUM_COUNT; k++)
        if ((tav__uci_nums[k].kinds & TAV__UCI_IN(kind)) && is(r, i, tav__uci_nums[k].word))
            return 1;
    return 0;
}

static int go_word(const reader *r, int i)
{
    static const char *const flags[] = { "searchmoves", "ponder", "infinite", NULL };
    return keyword(r, i, flags, TAV_UCI_GO);
}

static int info_word(const reader *r, int i)
{
    static const char *const words[] = { "score", "currmove", "pv", "refutation", "currline", "string", NULL };
    return keyword(r, i, words, TAV_UCI_INFO);
}

static int option_word(const reader *r, int i)
{
    return is(r, i, "default") || is(r, i, "min") || is(r, i, "max") || is(r, i, "var");
}

/* "expected WHAT, not 'word'" (or "at the end of the line"). */
static int unexpected(reader *r, int i, const char *what)
{
    char q[64];
    if (i >= r->n)
        return fail_at(r, TAV_EINVAL, r->len, "expected %s at the end of the line", what);
    return fail_at(r, TAV_EINVAL, r->at[i], "expected %s, not %s", what, shown(r, i, q, sizeof q));
}

static int read_go(reader *r)
{
    tav_uci_line *l = r->l;
    int rc;
    for (int i = 1; i < r->n;) {
        int k;
        if (is(r, i, "infinite") || is(r, i, "ponder")) {
            l->flags |= is(r, i, "infinite") ? TAV_UCI_INFINITE : TAV_UCI_PONDER;
            i++;
        } else if (is(r, i, "searchmoves")) {
            i++;
            if ((rc = list(r, &i, TAV_UCI_LIST_MOVES, go_word)) != TAV_OK)
                return rc;
        } else if (i < r->n && (k = tav__uci_num_of(TAV_UCI_GO, word(r, i))) >= 0) {
            if ((rc = number(r, i + 1, k, tav__uci_nums[k].word)) != TAV_OK)
                return rc;
            i += 2;
        } else {
            return unexpected(r, i, "a go parameter");
        }
    }
    return TAV_OK;
}

static int read_score(reader *r, int *i)
{
    char q[64];
    int k = is(r, *i, "cp") ? TAV_UCI_SCORE_CP : is(r, *i, "mate") ? TAV_UCI_SCORE_MATE
                                                                   : -1;
    if (k < 0)
        return fail_at(r, TAV_EINVAL, offset_of(r, *i), "'score' needs 'cp' or 'mate', not %s",
                       shown(r, *i, q, sizeof q));
    int rc = number(r, *i + 1, k, k == TAV_UCI_SCORE_CP ? "score cp" : "score mate");
    if (rc != TAV_OK)
        return rc;
    *i += 2;
    if (is(r, *i, "lowerbound") || is(r, *i, "upperbound")) {
        r->l->flags |= is(r, *i, "lowerbound") ? TAV_UCI_LOWERBOUND : TAV_UCI_UPPERBOUND;
        (*i)++;
    }
    return TAV_OK;
}

static int read_info(reader *r)
{
    tav_uci_line *l = r->l;
    int rc, k;
    for (int i = 1; i < r->n;) {
        if (is(r, i, "string")) {
            l->string = i + 1 < r->n ? span(r, i + 1, r->n) : "";
            return TAV_OK;
        }
        if (is(r, i, "score")) {
            i++;
            if ((rc = read_score(r, &i)) != TAV_OK)
                return rc;
        } else if (is(r, i, "currmove")) {
            if (i + 1 >= r->n || info_word(r, i + 1))
                return fail_at(r, TAV_EINVAL, offset_of(r, i + 1), "'currmove' needs a move");
            l->move = word(r, i + 1);
            i += 2;
        } else if (is(r, i, "pv")) {
            i++;
            if ((rc = list(r, &i, TAV_UCI_LIST_MOVES, info_word)) != TAV_OK)
                return rc;
        } else if (is(r, i, "refutation") || is(r, i, "currline")) {
            int a = ++i, refutation = is(r, a - 1, "refutation");
            while (i < r->n && !info_word(r, i))
                i++;
            *(refutation ? &l->refutation : &l->currline) = span(r, a, i);
        } else if ((k = tav__uci_num_of(TAV_UCI_INFO, word(r, i))) >= 0) {
            if ((rc = number(r, i + 1, k, tav__uci_nums[k].word)) != TAV_OK)
                return rc;
            i += 2;
        } else {
            return unexpected(r, i, "an info field");
        }
    }
    return TAV_OK;
}

/* "name N... [value V...]" of setoption, or "name N... type T ..." of option. */
static int read_name(reader *r, int *i, const char *until)
{
    if (!is(r, 1, "name"))
        return unexpected(r, 1, "'name'");
    int a = *i = 2;
    while (*i < r->n && !is(r, *i, until))
        (*i)++;
    if (*i == a)
        return fail_at(r, TAV_EINVAL, offset_of(r, a), "the option's name is missing");
    r->l->name = span(r, a, *i);
    return TAV_OK;
}

static int read_option(reader *r)
{
    tav_uci_line *l = r->l;
    char q[64];
    int i, rc = read_name(r, &i, "type");
    if (rc != TAV_OK)
        return rc;
    if (!is(r, i, "type"))
        return fail_at(r, TAV_EINVAL, r->len, "'type' is missing");
    for (int t = TAV_UCI_CHECK; t <= TAV_UCI_STRING; t++)
        if (is(r, i + 1, tav__uci_option_types[t]))
            l->option_type = (tav_uci_option_type)t;
    if (!l->option_type)
        return fail_at(r, TAV_EINVAL, offset_of(r, i + 1), "'type' is check, spin, combo, button or string, not %s",
                       shown(r, i + 1, q, sizeof q));
    for (i += 2; i < r->n;) {
        int a = i + 1, b = a;
        while (b < r->n && !option_word(r, b))
            b++;
        if (is(r, i, "default")) {
            l->value = span(r, a, b);
        } else if (is(r, i, "min") || is(r, i, "max")) {
            if (b != a + 1 && b != a)
                return unexpected(r, a + 1, "one number");
            if ((rc = number(r, a, is(r, i, "min") ? TAV_UCI_MIN : TAV_UCI_MAX, word(r, i))) != TAV_OK)
                return rc;
        } else if (is(r, i, "var")) {
            if (a == b)
                return fail_at(r, TAV_EINVAL, offset_of(r, a), "'var' needs a value");
            if (l->list_count >= TAV_UCI_LIST_MAX)
                return fail_at(r, TAV_ELIMIT, r->at[i], "more than %d vars", TAV_UCI_LIST_MAX);
            l->list_kind = TAV_UCI_LIST_VARS;
            l->list[l->list_count++] = span(r, a, b);
        } else {
            return unexpected(r, i, "an option field");
        }
        i = b;
    }
    return TAV_OK;
}

static int read_position(reader *r)
{
    tav_uci_line *l = r->l;
    int i = 2;
    if (is(r, 1, "fen")) {
        while (i < r->n && !is(r, i, "moves"))
            i++;
        if (i == 2)
            return fail_at(r, TAV_EINVAL, offset_of(r, 2), "'fen' needs a TFEN");
        l->fen = span(r, 2, i);
    } else if (!is(r, 1, "startpos")) {
        return unexpected(r, 1, "'startpos' or 'fen'");
    }
    if (i == r->n)
        return TAV_OK;
    if (!is(r, i, "moves"))
        return unexpected(r, i, "'moves'");
    i++;
    return list(r, &i, TAV_UCI_LIST_MOVES, no_stop);
}

/* The command's fields after its word. */
static int read_fields(reader *r)
{
    tav_uci_line *l = r->l;
    int i, rc;
    switch (l->kind) {
    case TAV_UCI_GO: return read_go(r);
    case TAV_UCI_INFO: return read_info(r);
    case TAV_UCI_OPTION: return read_option(r);
    case TAV_UCI_POSITION: return read_position(r);
    case TAV_UCI_SETOPTION:
        if ((rc = read_name(r, &i, "value")) != TAV_OK)
            return rc;
        if (i < r->n)
            l->value = span(r, i + 1, r->n);
        return TAV_OK;
    case TAV_UCI_REGISTER: l->value = span(r, 1, r->n); return TAV_OK;
    case TAV_UCI_DEBUG:
        if (r->n != 2 || (!is(r, 1, "on") && !is(r, 1, "off")))
            return unexpected(r, r->n > 2 ? 2 : 1, r->n > 2 ? "the end of the line" : "'on' or 'off'");
        l->flags |= is(r, 1, "on") ? TAV_UCI_DEBUG_ON : 0;
        return TAV_OK;
    case TAV_UCI_ID:
        if (!is(r, 1, "name") && !is(r, 1, "author"))
            return unexpected(r, 1, "'name' or 'author'");
        if (r->n < 3)
            return fail_at(r, TAV_EINVAL, r->len, "'id %s' needs a text", word(r, 1));
        l->name = word(r, 1);
        l->value = span(r, 2, r->n);
        return TAV_OK;
    case TAV_UCI_BESTMOVE:
        if (r->n < 2)
            return fail_at(r, TAV_EINVAL, r->len, "a move is missing");
        l->move = word(r, 1);
        if (r->n == 2)
            return TAV_OK;
        if (!is(r, 2, "ponder") || r->n == 3)
            return r->n == 3 && is(r, 2, "ponder") ? fail_at(r, TAV_EINVAL, r->len, "'ponder' needs a move")
                                                   : unexpected(r, 2, "'ponder'");
        l->ponder = word(r, 3);
        return r->n == 4 ? TAV_OK : unexpected(r, 4, "the end of the line");
    default:
        return r->n == 1 ? TAV_OK : unexpected(r, 1, "the end of the line");
    }
}

/* What separates words (a NUL or line break also does, then is refused). */
static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\0' || c == '\r' || c == '\n'; }

int tav_uci_parse(const char *text, size_t len, tav_uci_line *out, tav_error *err)
{
    tav__ok(err);
    if (!text || !out)
        return tav__fail(err, TAV_EINVAL, 0, -1, -1, 0, "NULL argument");
    memset(out, 0, offsetof(tav_uci_line, store));
    out->store[0] = '\0';
    reader *r = &(reader){ .l = out, .s = out->store, .err = err };
    if (len && text[len - 1] == '\n')
        len--;
    if (len && text[len - 1] == '\r')
        len--;
    const char *nul = memchr(text, 0, len), *cr = memchr(text, '\r', len), *lf = memchr(text, '\n', len);
    if (len > TAV_UCI_LINE_MAX)
        len = TAV_UCI_LINE_MAX + 1; /* the words read up to the limit say the command */
    memcpy(out->store, text, len > TAV_UCI_LINE_MAX ? TAV_UCI_LINE_MAX : len);
    r->len = len > TAV_UCI_LINE_MAX ? TAV_UCI_LINE_MAX : len;
    out->store[r->len] = '\0';
    for (size_t i = 0; i < r->len;) {
        while (i < r->len && is_blank(r->s[i]))
            i++;
        if (i == r->len)
            break;
        r->at[r->n] = (unsigned short)i;
        while (i < r->len && !is_blank(r->s[i]))
            i++;
        r->end[r->n++] = (unsigned short)i;
    }
    if (r->n) {
        for (int k = TAV_UCI_UCI; k <= TAV_UCI_INFO; k++)
            if (is(r, 0, tav_uci_kind_name((tav_uci_kind)k)))
                out->kind = (tav_uci_kind)k;
        if (!out->kind) {
            char q[64];
            return fail_at(r, TAV_EINVAL, 0, "unknown command %s", shown(r, 0, q, sizeof q));
        }
    }
    if (len > TAV_UCI_LINE_MAX)
        return fail_at(r, TAV_ELIMIT, TAV_UCI_LINE_MAX, "the line is longer than %d bytes", TAV_UCI_LINE_MAX);
    if (nul)
        return fail_at(r, TAV_EINVAL, (size_t)(nul - text), "a NUL byte in the line");
    if (cr || lf) /* one line at a time: a line break inside would end it */
        return fail_at(r, TAV_EINVAL, (size_t)((lf && (!cr || lf < cr) ? lf : cr) - text), "a line break inside the line");
    return r->n ? read_fields(r) : TAV_OK;
}

int tav_uci_line_copy(tav_uci_line *dst, const tav_uci_line *src)
{
    if (!dst || !src)
        return TAV_EINVAL;
    if (dst == src)
        return TAV_OK;
    memcpy(dst, src, sizeof *dst);
    const char *lo = src->store, *hi = src->store + sizeof src->store;
#define MOVE_INTO_DST(p)                  \
    do {                                  \
        if ((p) && (p) >= lo && (p) < hi) \
            (p) = dst->store + ((p)-lo);  \
    } while (0)
    MOVE_INTO_DST(dst->name);
    MOVE_INTO_DST(dst->value);
    MOVE_INTO_DST(dst->fen);
    MOVE_INTO_DST(dst->move);
    MOVE_INTO_DST(dst->ponder);
    MOVE_INTO_DST(dst->string);
    MOVE_INTO_DST(dst->refutation);
    MOVE_INTO_DST(dst->currline);
    for (int i = 0; i < dst->list_count && i < TAV_UCI_LIST_MAX; i++)
        MOVE_INTO_DST(dst->list[i]);
#undef MOVE_INTO_DST
    return TAV_OK;
}
