/* libtavreli: building a position square by square (R1, R2, R10).
 *
 * A tav_setup is an editable board that may be illegal: any towers on any
 * squares, a side to move, castling rights, an en passant square and the
 * clocks, with no rule checked while it is edited. Problem composers and
 * board editors start from an empty board (tav_setup_new) or from a
 * position (tav_setup_from_position), place and remove pieces and whole
 * towers, then ask for the position (tav_setup_position): it is checked
 * exactly as a TFEN is (R10: one king a side on top of its tower, no
 * unpromoted pawn on top on its last rank, marks and badges where they may
 * be, castling rights and the en passant square that fit, the side not to
 * move not in check), and a setup that breaks a rule gives the TFEN
 * reader's located error, which says what is wrong and where.
 *
 * Bad arguments: NULL setups, squares outside 0..63, indices outside the
 * tower and pieces that are not pieces give TAV_EINVAL (a status),
 * TAV_NO_PIECE (a piece) or 0 (a height); the setup is never changed by a
 * call that fails. */
#ifndef TAVRELI_SETUP_H
#define TAVRELI_SETUP_H

#include <stddef.h>
#include "common.h"
#include "error.h"
#include "piece.h"
#include "position.h"

TAV_BEGIN_DECLS

typedef struct tav_setup tav_setup;

/** A new empty board: no piece, white to move, no castling right, no en
 *  passant square, clocks 0 and 1. NULL if out of memory. */
TAV_EXTERN tav_setup *tav_setup_new(void);

/** A setup holding pos's board, side, castling, en passant square and
 *  clocks (not its history). NULL if pos is NULL or out of memory. */
TAV_EXTERN tav_setup *tav_setup_from_position(const tav_position *pos);

/** A copy of s (every tower and field), or NULL when s is NULL or out of
 *  memory. The caller owns it (tav_setup_free). */
TAV_EXTERN tav_setup *tav_setup_copy(const tav_setup *s);

/** Release s. NULL is a no-op. */
TAV_EXTERN void tav_setup_free(tav_setup *s);

/** Put piece on top of the tower on sq (R2: a tower is its pieces bottom
 *  first). A pawn without a badge gets the badge of sq's file (R1: a, h
 *  rook; b, g knight; c, f bishop; d queen; e helgi). The piece's virgin
 *  mark (R3) counts only for the bottom piece.
 *  Returns TAV_OK, TAV_EINVAL (NULL s, sq not 0..63, piece of kind 0 or
 *  above TAV_HELGI, or with bits outside the documented ones) or
 *  TAV_ELIMIT (the board already holds 32 pieces, all a game has, R1;
 *  so no tower is ever taller than 32). */
TAV_EXTERN int tav_setup_push_piece(tav_setup *s, int sq, tav_piece piece);

/** Take the top piece off the tower on sq and return it; TAV_NO_PIECE
 *  when sq is empty, s is NULL or sq is not 0..63. */
TAV_EXTERN tav_piece tav_setup_pop_piece(tav_setup *s, int sq);

/** Empty the square sq. Returns TAV_OK or TAV_EINVAL. */
TAV_EXTERN int tav_setup_clear_square(tav_setup *s, int sq);

/** Number of pieces on sq; 0 when empty, s is NULL or sq is not 0..63. */
TAV_EXTERN int tav_setup_height(const tav_setup *s, int sq);

/** The piece at index (0 = bottom) of the tower on sq, with its virgin
 *  mark; TAV_NO_PIECE when out of range. */
TAV_EXTERN tav_piece tav_setup_piece(const tav_setup *s, int sq, int index);

/** Set the side to move. Returns TAV_OK or TAV_EINVAL (c is neither
 *  TAV_WHITE nor TAV_BLACK). */
TAV_EXTERN int tav_setup_set_turn(tav_setup *s, tav_color c);

/** Set the castling rights, an or of TAV_CASTLE_* bits. TAV_EINVAL for
 *  other bits. Whether they fit the board is checked by
 *  tav_setup_position. */
TAV_EXTERN int tav_setup_set_castling(tav_setup *s, unsigned rights);

/** Set the en passant square (R10 field 4), or none with TAV_NO_SQUARE.
 *  TAV_EINVAL for anything else. */
TAV_EXTERN int tav_setup_set_ep_square(tav_setup *s, int sq);

/** Set the halfmove clock and the fullmove number (at least 1; TAV_EINVAL
 *  for 0). */
TAV_EXTERN int tav_setup_set_clocks(tav_setup *s, unsigned halfmove, unsigned fullmove);

/** The fields as set (R10 fields 2-6), for copies and pickles: the side
 *  to move (TAV_EINVAL for NULL), the castling rights (0 for NULL), the en
 *  passant square (TAV_NO_SQUARE for none or NULL), the halfmove clock and
 *  the fullmove number (0 for NULL). */
TAV_EXTERN int tav_setup_turn(const tav_setup *s);
TAV_EXTERN unsigned tav_setup_castling(const tav_setup *s);
TAV_EXTERN int tav_setup_ep_square(const tav_setup *s);
TAV_EXTERN unsigned tav_setup_halfmove(const tav_setup *s);
TAV_EXTERN unsigned tav_setup_fullmove(const tav_setup *s);

/** Write the TFEN of s, legal or not, and a NUL into buf (the board as
 *  tav_position_tfen writes it; a side without a king or a pawn on its
 *  last rank is written as it stands). Returns its length, TAV_EINVAL or
 *  TAV_EBUFSIZE (a buffer of TAV_TFEN_MAX + 1 bytes always suffices). */
TAV_EXTERN int tav_setup_tfen(const tav_setup *s, char *buf, size_t size);

/** The position of s, checked as a TFEN is (R10; see the header comment),
 *  stored in *out. On failure *out is NULL and err (if not NULL) says what
 *  makes the setup illegal, naming the field and the square. Returns
 *  TAV_OK, TAV_ETFEN, TAV_ENOMEM or TAV_EINVAL (NULL s or out). */
TAV_EXTERN int tav_setup_position(const tav_setup *s, tav_position **out, tav_error *err);

TAV_END_DECLS

#endif
