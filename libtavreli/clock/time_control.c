/* Time controls (R13): reading the text, writing it back, and the periods. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/chars.h"
#include "base/fail.h"
#include "clock/clock_impl.h"

#define MAX_NUMBER 999999999u

typedef struct reader {
    const char *s;
    size_t i;
    tav_error *err;
} reader;

static int bad(const reader *r, int code, const char *what)
{
    char ch[TAV__CHAR_DESC_SIZE];
    if (!r->s[r->i])
        return tav__fail(r->err, code, 0, (int)r->i, -1, 0, "time control character %d (end of text): %s",
                         (int)r->i + 1, what);
    return tav__fail(r->err, code, 0, (int)r->i, -1, 0, "time control character %d %s: %s", (int)r->i + 1,
                     tav__char_desc(r->s, strlen(r->s), r->i, ch), what);
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* A whole number of at most 9 digits. */
static int read_count(reader *r, uint32_t *out)
{
    uint32_t v = 0;
    size_t start = r->i;
    if (!is_digit(r->s[r->i]))
        return bad(r, TAV_ETIMECONTROL, "expected a digit");
    while (is_digit(r->s[r->i])) {
        if (r->i - start == 9)
            return bad(r, TAV_ELIMIT, "number too large (at most 999999999)");
        v = v * 10 + (uint32_t)(r->s[r->i++] - '0');
    }
    *out = v;
    return TAV_OK;
}

/* Seconds with up to three decimals, as milliseconds. */
static int read_seconds(reader *r, uint64_t *ms)
{
    uint32_t whole = 0;
    int rc = read_count(r, &whole);
    if (rc)
        return rc;
    uint64_t v = (uint64_t)whole * 1000;
    if (r->s[r->i] == '.') {
        r->i++;
        if (!is_digit(r->s[r->i]))
            return bad(r, TAV_ETIMECONTROL, "expected a digit after the decimal point");
        uint64_t scale = 100;
        while (is_digit(r->s[r->i])) {
            if (!scale)
                return bad(r, TAV_ETIMECONTROL, "at most three decimals (milliseconds)");
            v += scale * (uint64_t)(r->s[r->i++] - '0');
            scale /= 10;
        }
    }
    *ms = v;
    return TAV_OK;
}

static int read_period(reader *r, tav_tc_period *p)
{
    uint64_t ms;
    int rc = read_seconds(r, &ms);
    if (rc)
        return rc;
    memset(p, 0, sizeof *p);
    if (r->s[r->i] == '/') {
        if (ms % 1000)
            return bad(r, TAV_ETIMECONTROL, "a move count is a whole number");
        if (ms == 0)
            return bad(r, TAV_ETIMECONTROL, "a period needs at least one move");
        p->moves = (uint32_t)(ms / 1000);
        r->i++;
        if ((rc = read_seconds(r, &ms)))
            return rc;
    }
    p->time_ms = ms;
    char c = r->s[r->i];
    if (c == '+' || c == 'd' || c == 'b') {
        r->i++;
        p->bonus = c == '+' ? TAV_TC_INCREMENT : c == 'd' ? TAV_TC_DELAY
                                                          : TAV_TC_BRONSTEIN;
        if ((rc = read_seconds(r, &ms)))
            return rc;
        if (ms > UINT32_MAX)
            return bad(r, TAV_ELIMIT, "increment or delay too large");
        p->bonus_ms = (uint32_t)ms;
    }
    return TAV_OK;
}

static int parse(const char *text, struct tav_time_control *tc, tav_error *err)
{
    reader r = { text, 0, err };
    tc->count = 0;
    if (!strcmp(text, "-"))
        return TAV_OK;
    for (;;) {
        if (tc->count == TAV_TC_MAX_PERIODS)
            return bad(&r, TAV_ELIMIT, "too many periods (at most 16)");
        tav_tc_period *p = &tc->period[tc->count];
        size_t start = r.i;
        int rc = read_period(&r, p);
        if (rc)
            return rc;
        if (tc->count == 0 && p->time_ms == 0) {
            r.i = start;
            return bad(&r, TAV_ETIMECONTROL, "the first period must give time");
        }
        tc->count++;
        if (r.s[r.i] == '\0')
            return TAV_OK;
        if (r.s[r.i] != ':')
            return bad(&r, TAV_ETIMECONTROL, "expected ':', '/', '+', 'd', 'b' or the end");
        if (p->moves == 0)
            return bad(&r, TAV_ETIMECONTROL, "a sudden-death period (no move count) must be the last");
        r.i++;
    }
}

int tav_time_control_parse(tav_time_control **out, const char *text, tav_error *err)
{
    if (out)
        *out = NULL;
    if (!out || !text)
        return tav__fail(err, TAV_EINVAL, 0, -1, -1, 0, "NULL argument");
    struct tav_time_control tmp;
    int rc = parse(text, &tmp, err);
    if (rc)
        return rc;
    tav_time_control *tc = malloc(sizeof *tc);
    if (!tc)
        return tav__fail(err, TAV_ENOMEM, 0, -1, -1, 0, "out of memory");
    *tc = tmp;
    *out = tc;
    tav__ok(err);
    return TAV_OK;
}

void tav_time_control_free(tav_time_control *tc) { free(tc); }

/* ms as seconds, decimals only where needed. */
static int put_seconds(char *buf, size_t size, uint64_t ms)
{
    uint64_t s = ms / 1000, f = ms % 1000;
    if (!f)
        return snprintf(buf, size, "%llu", (unsigned long long)s);
    if (f % 100 == 0)
        return snprintf(buf, size, "%llu.%llu", (unsigned long long)s, (unsigned long long)(f / 100));
    if (f % 10 == 0)
        return snprintf(buf, size, "%llu.%02llu", (unsigned long long)s, (unsigned long long)(f / 10));
    return snprintf(buf, size, "%llu.%03llu", (unsigned long long)s, (unsigned long long)f);
}

int tav_time_control_format(const tav_time_control *tc, char *buf, size_t size)
{
    char text[TAV_TC_TEXT_MAX + 1];
    size_t n = 0;
    if (!tc || !buf)
        return TAV_EINVAL;
    if (tc->count == 0)
        text[n++] = '-';
    for (int i = 0; i < tc->count; i++) {
        const tav_tc_period *p = &tc->period[i];
        if (i)
            text[n++] = ':';
        if (p->moves)
            n += (size_t)snprintf(text + n, sizeof text - n, "%lu/", (unsigned long)p->moves);
        n += (size_t)put_seconds(text + n, sizeof text - n, p->time_ms);
        if (p->bonus != TAV_TC_PLAIN) {
            text[n++] = p->bonus == TAV_TC_INCREMENT ? '+' : p->bonus == TAV_TC_DELAY ? 'd'
                                                                                      : 'b';
            n += (size_t)put_seconds(text + n, sizeof text - n, p->bonus_ms);
        }
    }
    text[n] = '\0';
    if (n + 1 > size)
        return TAV_EBUFSIZE;
    memcpy(buf, text, n + 1);
    return (int)n;
}

int tav_time_control_periods(const tav_time_control *tc) { return tc ? tc->count : TAV_EINVAL; }

int tav_time_control_period(const tav_time_control *tc, int index, tav_tc_period *period)
{
    if (!tc || !period || index < 0 || index >= tc->count)
        return TAV_EINVAL;
    *period = tc->period[index];
    return TAV_OK;
}
