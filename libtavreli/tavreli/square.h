/* libtavreli: squares.
 *
 * A square is an int 0..63: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63
 * (file = sq % 8, rank = sq / 8). TAV_NO_SQUARE (-1) means "none". */
#ifndef TAVRELI_SQUARE_H
#define TAVRELI_SQUARE_H

#include "common.h"

TAV_BEGIN_DECLS

#define TAV_NO_SQUARE (-1)
#define TAV_SQUARE(file, rank) ((rank)*8 + (file)) /**< file, rank 0..7 */
#define TAV_SQUARE_FILE(sq) ((sq)&7)
#define TAV_SQUARE_RANK(sq) ((sq) >> 3)

/** Read a square name ("e4", lower case) from the first two characters of
 *  text. Returns the square, or TAV_EINVAL if text is NULL or not a square. */
TAV_EXTERN int tav_square_parse(const char *text);

/** Write the two-letter name of sq and a NUL into buf (at least 3 bytes).
 *  Returns TAV_OK, or TAV_EINVAL for a bad square or NULL buf. */
TAV_EXTERN int tav_square_name(int sq, char buf[3]);

TAV_END_DECLS

#endif
