/* Internal: naming one character of a text in an error message (TFEN,
 * notation, game records), whole even when it takes several UTF-8 bytes. */
#ifndef TAV_TEXT_CHARS_H
#define TAV_TEXT_CHARS_H

#include <stddef.h>

#define TAV__CHAR_DESC_SIZE 24

/* The character that starts at s[at] (s holds len bytes, at < len), for a
 * message: 'x' for ASCII, 'é' (U+00E9) for a whole UTF-8 character, byte
 * 0xE2 for a byte that does not start one. Written into buf (at least
 * TAV__CHAR_DESC_SIZE bytes), which is returned. */
const char *tav__char_desc(const char *s, size_t len, size_t at, char *buf);

/* The code point of the well-formed UTF-8 sequence at s[at] (at < len; RFC
 * 3629: no overlong form, no surrogate, nothing above U+10FFFF), its length
 * in *n; -1 (and *n 1) when the bytes there are not one. */
long tav__utf8_decode(const char *s, size_t len, size_t at, size_t *n);
/* Bytes of the UTF-8 character at s[at] (1 for ASCII or a bad byte). */
size_t tav__char_len(const char *s, size_t len, size_t at);

#endif
