/* JSON texts written by the tier (tier_impl.h): the UCI client's answers
 * (uci_client.c) and a match pair's counts (match_pair.c), read by each
 * binding with its own JSON reader. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "tier_impl.h"

tavb__jbuf tavb__jbuf_new(size_t cap)
{
    tavb__jbuf b = { malloc(cap), 0, cap };
    if (!b.p)
        b.cap = 0;
    return b;
}

void tavb__put(tavb__jbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = b->n < b->cap ? vsnprintf(b->p + b->n, b->cap - b->n, fmt, ap) : 0;
    va_end(ap);
    b->n += k > 0 ? (size_t)k : 0;
}

void tavb__put_str(tavb__jbuf *b, const char *s)
{
    if (!s) {
        tavb__put(b, "null");
        return;
    }
    tavb__put(b, "\"");
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        if (*c == '"' || *c == '\\')
            tavb__put(b, "\\%c", *c);
        else if (*c < 0x20 || *c == 0x7f)
            tavb__put(b, "\\u%04x", *c);
        else
            tavb__put(b, "%c", *c);
    }
    tavb__put(b, "\"");
}

char *tavb__jdone(tavb__jbuf *b, tav_error *err)
{
    if (b->p && b->n < b->cap)
        return b->p;
    free(b->p);
    tavb_set_status(err, TAV_ENOMEM, "JSON text");
    return NULL;
}
