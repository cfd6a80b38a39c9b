/* libtavreli: reading the federation's move notation (R9).
 *
 * Writing a move is tav_move_format() in move.h. */
#ifndef TAVRELI_NOTATION_H
#define TAVRELI_NOTATION_H

#include <stddef.h>
#include "common.h"
#include "error.h"
#include "move.h"
#include "position.h"

TAV_BEGIN_DECLS

/** Read one move written in any form R9 accepts ("e2-e4", "c1(2)-d2",
 *  "c1-d2(2)", "e2xe4", "e2:e4", "0-0", "O-O-O", "e1-g1", trailing "+", "#",
 *  "x", "!", "?", "=") or in UCI's coordinate form for a whole-tower move
 *  ("e2e4", castling as the king's move "e1g1"; no count, no promotion
 *  letter: a split is written with R9's count, "e2(1)-e3") and resolve it
 *  against pos. The whole text must be one
 *  move; surrounding white space is not allowed.
 *
 *  Returns TAV_OK and stores the legal move (with its flags) in *out;
 *  TAV_ENOTATION when the text cannot be read (err says at which character);
 *  TAV_EILLEGAL when it reads but no such legal move exists here (err says
 *  why); TAV_EINVAL for NULL pos, text or out. err may be NULL. */
TAV_EXTERN int tav_move_parse(const tav_position *pos, const char *text,
                              tav_move *out, tav_error *err);

/** As tav_move_parse() for the len bytes at text (no NUL needed). */
TAV_EXTERN int tav_move_parse_n(const tav_position *pos, const char *text, size_t len,
                                tav_move *out, tav_error *err);

/** Flags of tav_move_text_info(), describing the decorations read. */
#define TAV_NOTE_CHECK 1u      /**< "+" */
#define TAV_NOTE_MATE 2u       /**< "#" or the Russian mate sign "x" */
#define TAV_NOTE_DRAW_OFFER 4u /**< "=" (R11) */
#define TAV_NOTE_GOOD 8u       /**< "!" */
#define TAV_NOTE_BAD 16u       /**< "?" */

/** As tav_move_parse_n(), and also store in *notes (if not NULL) the
 *  TAV_NOTE_* bits of the suffixes the text carried. */
TAV_EXTERN int tav_move_parse_notes(const tav_position *pos, const char *text, size_t len,
                                    tav_move *out, unsigned *notes, tav_error *err);

TAV_END_DECLS

#endif
