/* The string builder of every text writer (strbuf.h), and tav_free(). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/grow.h"
#include "base/strbuf.h"
#include "tavreli/common.h"

void tav_free(void *p) { free(p); }

void tav__strbuf_fixed(tav__strbuf *b, char *buf, size_t size)
{
    b->s = size ? buf : NULL;
    b->len = 0;
    b->cap = b->s ? size : 0;
    b->fixed = 1;
    b->failed = 0;
    if (b->s)
        b->s[0] = '\0';
}

void tav__strbuf_growing(tav__strbuf *b)
{
    memset(b, 0, sizeof *b);
}

int tav__strbuf_begin_fixed(tav__strbuf *b, char *buf, size_t size, int args_ok)
{
    if (!args_ok || (!buf && size))
        return TAV_EINVAL;
    tav__strbuf_fixed(b, buf, size);
    return TAV_OK;
}

int tav__strbuf_begin_alloc(tav__strbuf *b, char **text, size_t *length, int args_ok)
{
    if (length)
        *length = 0;
    if (text)
        *text = NULL;
    if (!text || !args_ok)
        return TAV_EINVAL;
    tav__strbuf_growing(b);
    return TAV_OK;
}

/* Room for n more bytes and the NUL; 0 when a fixed buffer has less (it
 * keeps what fits) or growing failed. */
static int room(tav__strbuf *b, size_t n)
{
    if (b->failed)
        return 0;
    if (b->fixed)
        return b->len + n < b->cap;
    if (n >= SIZE_MAX - b->len) {
        b->failed = 1;
        return 0;
    }
    char *s = tav__grow(b->s, 1, b->len + n + 1, &b->cap, 256);
    if (!s) {
        b->failed = 1;
        return 0;
    }
    b->s = s;
    return 1;
}

void tav__strbuf_put(tav__strbuf *b, const char *s, size_t n)
{
    if (room(b, n)) {
        memcpy(b->s + b->len, s, n);
        b->s[b->len + n] = '\0';
    } else if (b->fixed && b->s && b->len + 1 < b->cap) {
        size_t keep = b->cap - 1 - b->len; /* the prefix that fits */
        memcpy(b->s + b->len, s, keep);
        b->s[b->cap - 1] = '\0';
    }
    if (!b->failed)
        b->len += n;
}

void tav__strbuf_puts(tav__strbuf *b, const char *s) { tav__strbuf_put(b, s, strlen(s)); }

void tav__strbuf_vprintf(tav__strbuf *b, const char *fmt, va_list ap)
{
    va_list again;
    if (b->failed)
        return;
    va_copy(again, ap);
    size_t at = b->len < b->cap ? b->len : b->cap; /* a fixed buffer may be full */
    int n = vsnprintf(b->s ? b->s + at : NULL, b->s ? b->cap - at : 0, fmt, ap);
    if (n < 0) {
        b->failed = 1;
    } else if (b->fixed || b->len + (size_t)n < b->cap) {
        b->len += (size_t)n; /* written, or as much as a fixed buffer keeps */
    } else if (room(b, (size_t)n)) {
        vsnprintf(b->s + b->len, b->cap - b->len, fmt, again);
        b->len += (size_t)n;
    }
    va_end(again);
}

void tav__strbuf_printf(tav__strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tav__strbuf_vprintf(b, fmt, ap);
    va_end(ap);
}

int tav__strbuf_finish(tav__strbuf *b, size_t *length)
{
    int rc = b->failed ? TAV_ENOMEM : b->fixed && b->len >= b->cap ? TAV_EBUFSIZE
                                                                   : TAV_OK;
    if (length)
        *length = rc == TAV_ENOMEM ? 0 : b->len;
    if (!b->fixed) {
        free(b->s);
        b->s = NULL;
        b->cap = 0;
    }
    return rc;
}

int tav__strbuf_take(tav__strbuf *b, char **text, size_t *length)
{
    if (!b->failed && !b->s) /* nothing was put: an empty string */
        room(b, 0);
    if (b->failed) {
        tav__strbuf_discard(b);
        *text = NULL;
        if (length)
            *length = 0;
        return TAV_ENOMEM;
    }
    *text = b->s;
    if (length)
        *length = b->len;
    tav__strbuf_growing(b);
    return TAV_OK;
}

void tav__strbuf_discard(tav__strbuf *b)
{
    if (b->fixed) {
        if (b->s)
            b->s[0] = '\0';
    } else {
        free(b->s);
        b->s = NULL;
        b->cap = 0;
    }
    b->len = 0;
}
