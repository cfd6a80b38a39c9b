/* How to write a move that cannot be read (R9: squares in lower-case Latin
 * letters a-h and digits 1-8, '-' between them, all ASCII), added to the
 * notation reader's message so that every language and the CLI show it. */
#include <stdio.h>
#include <string.h>
#include "base/chars.h"
#include "text/notation_hint.h"

#define FIXED_MAX 40 /* a rewritten move longer than this is not shown */

static int is_dash(long cp)
{
    /* U+2010..U+2015 hyphens and dashes, U+2212 minus sign, small and
     * full-width hyphen-minus */
    return (cp >= 0x2010 && cp <= 0x2015) || cp == 0x2212 || cp == 0xFE58 || cp == 0xFE63 || cp == 0xFF0D;
}

static int is_letter(long cp)
{
    return (cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7)              /* Latin-1 and Latin Extended */
           || (cp >= 0x370 && cp <= 0x3FF)                                      /* Greek */
           || (cp >= 0x400 && cp <= 0x52F)                                      /* Cyrillic */
           || (cp >= 0xFF21 && cp <= 0xFF3A) || (cp >= 0xFF41 && cp <= 0xFF5A); /* full-width Latin */
}

static int is_square(const char *s, size_t len, size_t i)
{
    return i + 1 < len && s[i] >= 'a' && s[i] <= 'h' && s[i + 1] >= '1' && s[i + 1] <= '8';
}

/* The move as it should be written: each kind of slip mended throughout. */
enum mend { MEND_CASE,
            MEND_DASH,
            MEND_JOIN };

static int mended(const char *s, size_t len, size_t at, enum mend how, char *out)
{
    size_t n = 0, k;
    for (size_t i = 0; i < len; i += k) {
        char c = s[i];
        long cp = tav__utf8_decode(s, len, i, &k);
        if (how == MEND_JOIN && i == at) {
            out[n++] = '-';
            if (c == ' ') {
                k = 1;
                continue;
            }
        }
        if (n + k > FIXED_MAX)
            return 0;
        if (how == MEND_CASE && c >= 'A' && c <= 'H' && i + 1 < len && s[i + 1] >= '1' && s[i + 1] <= '8')
            out[n++] = (char)(c - 'A' + 'a');
        else if (how == MEND_DASH && is_dash(cp))
            out[n++] = '-';
        else {
            memcpy(out + n, s + i, k);
            n += k;
        }
    }
    out[n] = '\0';
    return 1;
}

/* "; what: write 'fixed'" (without the last part when the move is long). */
static const char *with_fix(char *buf, const char *what, const char *s, size_t len, size_t at, enum mend how)
{
    char fixed[FIXED_MAX + 1], shown[FIXED_MAX + 8];
    if (mended(s, len, at, how, fixed))
        snprintf(buf, TAV__HINT_SIZE, "; %s: write '%s'", what, tav__quote(fixed, strlen(fixed), shown, sizeof shown));
    else
        snprintf(buf, TAV__HINT_SIZE, "; %s", what);
    return buf;
}

const char *tav__notation_hint(const char *s, size_t len, size_t at, int separator, char *buf)
{
    buf[0] = '\0';
    if (at >= len)
        return buf;
    unsigned char c = (unsigned char)s[at];
    size_t k;
    long cp = c < 0x80 ? c : tav__utf8_decode(s, len, at, &k);
    if (c >= 'A' && c <= 'H') {
        char what[48];
        snprintf(what, sizeof what, "squares are written in lower case (%c, not %c)", c - 'A' + 'a', c);
        return with_fix(buf, what, s, len, at, MEND_CASE);
    }
    if (separator && (is_square(s, len, at) || (c == ' ' && is_square(s, len, at + 1))))
        return with_fix(buf, "the squares are joined by '-'", s, len, at, MEND_JOIN);
    if (is_dash(cp))
        return with_fix(buf, "it is not the hyphen-minus '-'", s, len, at, MEND_DASH);
    if (is_letter(cp))
        snprintf(buf, TAV__HINT_SIZE, "; it is not a Latin letter: squares are written a-h and 1-8 (R9)");
    else if (c >= 0x80)
        snprintf(buf, TAV__HINT_SIZE, "; it is not part of the notation, which is ASCII (R9)");
    return buf;
}
