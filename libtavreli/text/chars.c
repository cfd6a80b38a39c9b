/* Naming one character of a text in an error message. */
#include <stdio.h>
#include <string.h>
#include "text/chars.h"

long tav__utf8_decode(const char *text, size_t len, size_t at, size_t *n)
{
    const unsigned char *s = (const unsigned char *)text;
    unsigned char c = s[at];
    size_t k = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    *n = 1;
    if (!k || at + k > len)
        return -1;
    long cp = c & (k == 2 ? 0x1F : k == 3 ? 0x0F : 0x07);
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

const char *tav__char_desc(const char *s, size_t len, size_t at, char *buf)
{
    unsigned char c = (unsigned char)s[at];
    size_t n;
    if (c < 0x80) {
        snprintf(buf, TAV__CHAR_DESC_SIZE, "'%c'", (char)c);
        return buf;
    }
    long cp = tav__utf8_decode(s, len, at, &n);
    if (cp < 0)
        snprintf(buf, TAV__CHAR_DESC_SIZE, "byte 0x%02X", (unsigned)c);
    else {
        buf[0] = '\'';
        memcpy(buf + 1, s + at, n); /* n <= 4 */
        snprintf(buf + 1 + n, TAV__CHAR_DESC_SIZE - 1 - n, "' (U+%04lX)", (unsigned long)cp);
    }
    return buf;
}
