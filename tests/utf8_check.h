/* Tests: is a message well-formed UTF-8 (RFC 3629)? Written apart from the
 * library's decoder (base/chars.c), so that a test does not check the
 * library with itself. */
#ifndef TAV_TESTS_UTF8_CHECK_H
#define TAV_TESTS_UTF8_CHECK_H

#include <string.h>

static inline int utf8_check(const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    while (*s) {
        unsigned long cp;
        int more;
        if (*s < 0x80) {
            s++;
            continue;
        } else if ((*s & 0xE0) == 0xC0) {
            cp = *s & 0x1F, more = 1;
        } else if ((*s & 0xF0) == 0xE0) {
            cp = *s & 0x0F, more = 2;
        } else if ((*s & 0xF8) == 0xF0) {
            cp = *s & 0x07, more = 3;
        } else {
            return 0;
        }
        const unsigned char *lead = s++;
        for (int i = 0; i < more; i++, s++) {
            if ((*s & 0xC0) != 0x80)
                return 0;
            cp = (cp << 6) | (*s & 0x3F);
        }
        static const unsigned long least[] = { 0, 0x80, 0x800, 0x10000 };
        if (cp < least[more] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) || s - lead != more + 1)
            return 0;
    }
    return 1;
}

#endif
