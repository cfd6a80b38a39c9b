/* libtavreli: located errors.
 *
 * Functions that read text (TFEN, move notation, game records) take an
 * optional `tav_error *` (NULL = not wanted). On failure they fill it with the
 * status code, where the problem is, and a one-line message such as
 *   TFEN field 1 (board), character 17 'x': unknown piece letter
 * On success they leave it as TAV_OK with an empty message.
 *
 * The message is well-formed UTF-8 whatever the bytes read, ready to show
 * as it is in any language: it quotes the text read with whole characters
 * ('—' (U+2014)), a byte that starts no UTF-8 character as "byte 0xFF" or,
 * inside a quoted text, \xFF, and a long text cut between characters and
 * ended with "...". A move that cannot be read ends with how to write it
 * when the slip is a common one:
 *   move 'E2-E4', character 1 'E': expected a square like e2 (pieces are
 *   not named in this notation); squares are written in lower case (e, not
 *   E): write 'e2-e4'
 *
 * The struct may grow in later versions: always initialise it with
 * TAV_ERROR_INIT or tav_error_init() (both give the same bytes), which set
 * `version`; the library fills only the fields that version knows. */
#ifndef TAVRELI_ERROR_H
#define TAVRELI_ERROR_H

#include "common.h"

TAV_BEGIN_DECLS

#define TAV_ERROR_VERSION 1
#define TAV_ERROR_MESSAGE_SIZE 192

typedef struct tav_error {
    unsigned int version;                 /**< TAV_ERROR_VERSION of the caller's headers */
    int code;                             /**< tav_status, TAV_OK when there is no error */
    int field;                            /**< TFEN field 1..6 (R10), or 0 when not a TFEN error */
    int offset;                           /**< 0-based byte offset into the text, -1 if unknown */
    int square;                           /**< square 0..63 concerned, -1 if none */
    int move_number;                      /**< 1-based index of the move in a sequence, 0 if none */
    char message[TAV_ERROR_MESSAGE_SIZE]; /**< NUL-terminated one-line message */
} tav_error;

#define TAV_ERROR_INIT                                 \
    {                                                  \
        TAV_ERROR_VERSION, TAV_OK, 0, -1, -1, 0, { 0 } \
    }

/** Set *err to TAV_ERROR_INIT. NULL is a no-op. */
TAV_EXTERN void tav_error_init(tav_error *err);

TAV_END_DECLS

#endif
