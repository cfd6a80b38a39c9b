/* Internal: the input text an error message quotes, whole UTF-8 characters
 * only (TFEN, notation, game records, time controls, stipulations), so that
 * every message is well-formed UTF-8 and every language shows it as is. */
#ifndef TAV_BASE_CHARS_H
#define TAV_BASE_CHARS_H

#include <stddef.h>

#define TAV__CHAR_DESC_SIZE 24

/* The character that starts at s[at] (s holds len bytes, at < len), for a
 * message: 'x' for printable ASCII, 'é' (U+00E9) for a whole UTF-8
 * character, byte 0xE2 for a byte that does not start one and for an ASCII
 * control character. Written into buf (at least TAV__CHAR_DESC_SIZE
 * bytes), which is returned. */
const char *tav__char_desc(const char *s, size_t len, size_t at, char *buf);

/* The code point of the well-formed UTF-8 sequence at s[at] (at < len; RFC
 * 3629: no overlong form, no surrogate, nothing above U+10FFFF), its length
 * in *n; -1 (and *n 1) when the bytes there are not one. */
long tav__utf8_decode(const char *s, size_t len, size_t at, size_t *n);
/* Bytes of the UTF-8 character at s[at] (1 for ASCII or a bad byte). */
size_t tav__char_len(const char *s, size_t len, size_t at);

/* The s[0..len) of a message, quoted into buf (size bytes, at least 8,
 * NUL-terminated; returned): whole UTF-8 characters as they are, a byte
 * that starts none and an ASCII control character as \xNN; when it does
 * not all fit, as many whole characters as do, then "...". */
const char *tav__quote(const char *s, size_t len, char *buf, size_t size);

/* A NUL-terminated text cut to fit a buffer (by snprintf) may end inside a
 * UTF-8 character: drop that cut character. */
void tav__utf8_trim(char *s);

#endif
