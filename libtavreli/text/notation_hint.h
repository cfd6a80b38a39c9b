/* Internal: how to write a move that cannot be read, when the character
 * where reading stopped is a common slip (R9). */
#ifndef TAV_TEXT_NOTATION_HINT_H
#define TAV_TEXT_NOTATION_HINT_H

#include <stddef.h>

#define TAV__HINT_SIZE 112

/* The hint for the move s[0..len) that could not be read at s[at] (at <=
 * len), written into buf (TAV__HINT_SIZE bytes) as "; ..." to end the
 * message, or "" when there is none. separator: a '-' between the squares
 * was expected at s[at]. Returns buf. */
const char *tav__notation_hint(const char *s, size_t len, size_t at, int separator, char *buf);

#endif
