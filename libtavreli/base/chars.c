/* The input text an error message quotes: whole UTF-8 characters. */
#include <stdio.h>
#include <string.h>
#include "base/chars.h"

long tav__utf8_decode(const char *text, size_t len, size_t at, size_t *n)
{
    const unsigned char *s = (const unsigned char *)text;
    unsigned char c = s[at];
    size_t k = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3
                                        : c >= 0xF0 && c <= 0xF4   ? 4
                                                                   : 0;
    *n = 1;
    if (!k || at + k > len)
        return -1;
    long cp = c & (k == 2 ? 0x1F : k == 3 ? 0x0F
                                          : 0x07);
    for (size_t i = 1; i < k; i++) {
        if ((s[at + i] & 0xC0) != 0x80)
            return -1;
        cp = (cp << 6) | (s[at + i] & 0x3F);
    }
    if ((k == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (k == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return -1;
    *n = k;
    return cp;
}

size_t tav__char_len(const char *s, size_t len, size_t at)
{
    size_t n = 1;
    if ((unsigned char)s[at] >= 0x80)
        tav__utf8_decode(s, len, at, &n);
    return n;
}

static int is_control(unsigned char c) { return c < 0x20 || c == 0x7f; }

const char *tav__char_desc(const char *s, size_t len, size_t at, char *buf)
{
    unsigned char c = (unsigned char)s[at];
    size_t n;
    long cp = c < 0x80 ? c : tav__utf8_decode(s, len, at, &n);
    if (cp < 0 || is_control(c))
        snprintf(buf, TAV__CHAR_DESC_SIZE, "byte 0x%02X", (unsigned)c);
    else if (c < 0x80)
        snprintf(buf, TAV__CHAR_DESC_SIZE, "'%c'", (char)c);
    else {
        buf[0] = '\'';
        memcpy(buf + 1, s + at, n); /* n <= 4 */
        snprintf(buf + 1 + n, TAV__CHAR_DESC_SIZE - 1 - n, "' (U+%04lX)", (unsigned long)cp);
    }
    return buf;
}

/* The bytes the character at s[i] takes in a quote, its length in *n. */
static size_t quoted_width(const char *s, size_t len, size_t i, size_t *n)
{
    unsigned char c = (unsigned char)s[i];
    *n = 1;
    if (c < 0x80)
        return is_control(c) ? 4 : 1;
    return tav__utf8_decode(s, len, i, n) < 0 ? 4 : *n;
}

const char *tav__quote(const char *s, size_t len, char *buf, size_t size)
{
    size_t total = 0, out = 0, i = 0, n;
    for (size_t j = 0; j < len && total < size; j += n) /* never reads past what is shown */
        total += quoted_width(s, len, j, &n);
    size_t room = total < size ? size - 1 : size - 4; /* "..." when it does not all fit */
    while (i < len) {
        size_t w = quoted_width(s, len, i, &n);
        if (out + w > room)
            break;
        if (w == 4 && n == 1)
            snprintf(buf + out, 5, "\\x%02X", (unsigned)(unsigned char)s[i]);
        else
            memcpy(buf + out, s + i, n);
        out += w;
        i += n;
    }
    if (i < len) {
        memcpy(buf + out, "...", 3);
        out += 3;
    }
    buf[out] = '\0';
    return buf;
}

void tav__utf8_trim(char *s)
{
    size_t n = strlen(s), i = n;
    while (i > 0 && ((unsigned char)s[i - 1] & 0xC0) == 0x80 && n - i < 3)
        i--;
    if (i == 0 || (unsigned char)s[i - 1] < 0xC0)
        return;
    unsigned char c = (unsigned char)s[i - 1];
    size_t lead = c >= 0xF0 ? 4 : c >= 0xE0 ? 3
                                            : 2;
    if (n - (i - 1) < lead)
        s[i - 1] = '\0';
}
