/* libtavreli: moves (R2, R4-R7, R12).
 *
 * A tav_move is a 32-bit value:
 *
 *   bits 0-5    source square (0..63)
 *   bits 6-11   destination square (0..63)
 *   bits 12-17  count k: pieces taken off the top of the source tower (1..32)
 *   bit  18     TAV_MOVE_WHOLE: k is the whole tower (no "(k)" in notation)
 *   bit  19     TAV_MOVE_CASTLE: castling (source and destination are the king's)
 *   bit  20     TAV_MOVE_EN_PASSANT (R5)
 *   bit  21     TAV_MOVE_DOUBLE: a pawn's double step (R5)
 *   bit  22     TAV_MOVE_PROMOTION: the moving part's top promotes (R6 (a))
 *   bit  23     TAV_MOVE_STACK: it lands on an occupied square (a tower is
 *               built); an en passant capture always has it
 *   bit  24     TAV_MOVE_CAPTURE: it lands on an enemy-topped tower (or en passant)
 *   bit  25     TAV_MOVE_FREED_PROMOTION: a split leaves a pawn on top of the
 *               source square on that pawn's own last rank, and it promotes
 *               (R6 (b)); the pawn may be of either colour
 *   bits 26-31  zero (TAV_MOVE_VALID_BITS are the bits a move may have)
 *
 * Two moves are the same move when source, destination and count agree
 * (R12); the flags describe the move in the position it was generated for.
 * Compare with tav_move_equal(). TAV_NO_MOVE (0) is "no move". */
#ifndef TAVRELI_MOVE_H
#define TAVRELI_MOVE_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"

TAV_BEGIN_DECLS

typedef uint32_t tav_move;

#define TAV_NO_MOVE ((tav_move)0)
/** The null move (the side to move passes; tav_position_push_null) as the
 *  history records it: the value of TAV_NO_MOVE, which is never a real
 *  move (a real move has a count of at least 1). */
#define TAV_NULL_MOVE TAV_NO_MOVE
#define TAV_MOVE_WHOLE (1u << 18)
#define TAV_MOVE_CASTLE (1u << 19)
#define TAV_MOVE_EN_PASSANT (1u << 20)
#define TAV_MOVE_DOUBLE (1u << 21)
#define TAV_MOVE_PROMOTION (1u << 22)
#define TAV_MOVE_STACK (1u << 23)
#define TAV_MOVE_CAPTURE (1u << 24)
#define TAV_MOVE_FREED_PROMOTION (1u << 25)
/** Every bit a tav_move may have; a value with any other bit set is not a
 *  move (tav_position_find_move, tav_position_push and tav_position_is_legal
 *  refuse it). */
#define TAV_MOVE_VALID_BITS 0x3ffffffu

#define TAV_MOVE_FROM(m) ((int)((m)&63))
#define TAV_MOVE_TO(m) ((int)(((m) >> 6) & 63))
#define TAV_MOVE_COUNT(m) ((int)(((m) >> 12) & 63))
#define TAV_MOVE_IDENTITY(m) ((m)&0x3ffffu) /**< source, destination, count */

/** Upper bound on the number of legal moves in any position the library
 *  accepts. Proof: a move is (s, d, k) with s an own-topped square, k <= the
 *  height of s, and d one of at most 35 destinations of the top piece (a
 *  helgi: 27 queen + 8 knight; a king has 8 + 2 castlings, a pawn 4). The
 *  heights of all towers add up to at most 32 pieces (R10: at most 16 a
 *  side), so there are at most 35 * 32 = 1120 moves. */
#define TAV_MAX_MOVES 1120

/** A move from its parts with no flags (k >= 1). Use it to look a move up
 *  with tav_position_find_move(); returns TAV_NO_MOVE if a part is out of
 *  range. */
TAV_EXTERN tav_move tav_move_make(int from, int to, int count);

/** Non-zero when a and b have the same source, destination and count. */
TAV_EXTERN int tav_move_equal(tav_move a, tav_move b);

/** Longest canonical move text, without the NUL ("a1(32)-h8" is 9). */
#define TAV_MOVE_TEXT_MAX 16

/** Write the canonical R9 text of m ("e2-e4", "c1(2)-d2", "0-0", "0-0-0")
 *  and a NUL into buf. The count is written unless TAV_MOVE_WHOLE is set, so
 *  format moves that came from the library (tav_position_legal_moves,
 *  tav_move_parse...). Returns the length written (without the NUL),
 *  TAV_EINVAL for NULL buf or a malformed move, TAV_EBUFSIZE if size is too
 *  small (TAV_MOVE_TEXT_MAX + 1 always suffices). */
TAV_EXTERN int tav_move_format(tav_move m, char *buf, size_t size);

TAV_END_DECLS

#endif
