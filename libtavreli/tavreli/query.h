/* libtavreli: questions about a position: attacks, checks, pins, whether a
 * move is legal or gives check (R2, R6, R7).
 *
 * Sets of squares are tav_squareset values: bit sq (a1 = bit 0, b1 = bit 1,
 * ..., h8 = bit 63, as in tavreli/square.h) is set when square sq is in the
 * set. Iterate over one with the lowest set bit, count it with a popcount.
 *
 * Every function here takes a const position and changes nothing; they may
 * run concurrently on one position (tavreli/position.h). */
#ifndef TAVRELI_QUERY_H
#define TAVRELI_QUERY_H

#include <stdint.h>
#include "common.h"
#include "move.h"
#include "piece.h"
#include "position.h"

TAV_BEGIN_DECLS

/** A set of squares: bit sq for square sq (a1 = 0 ... h8 = 63). */
typedef uint64_t tav_squareset;

/** The squares whose tower is topped by colour `by` and whose top attacks
 *  sq (R7: chess's attack relation applied to the top pieces, every
 *  non-empty square blocking, the "nothing on a king" limit ignored, a
 *  pawn-topped tower attacking the two squares diagonally ahead). The
 *  tower on sq itself does not count, whatever its top. Returns 0 (the
 *  empty set) for a NULL pos, a colour other than TAV_WHITE/TAV_BLACK or a
 *  square outside 0..63. */
TAV_EXTERN tav_squareset tav_position_attackers(const tav_position *pos, tav_color by, int sq);

/** 1 when colour `by` attacks sq (tav_position_attackers() is not empty),
 *  0 when not; TAV_EINVAL for a NULL pos, a bad colour or a bad square. */
TAV_EXTERN int tav_position_is_attacked(const tav_position *pos, tav_color by, int sq);

/** The squares the top piece of the tower on sq attacks (R7: as a chess
 *  piece of its kind, every non-empty square blocking; a pawn its two
 *  diagonal squares ahead), whatever stands on them; python-chess's
 *  Board.attacks(). 0 for an empty square, a NULL pos or a bad square. */
TAV_EXTERN tav_squareset tav_position_attacks_from(const tav_position *pos, int sq);

/** The squares of the opponent's tops that attack the king of the side to
 *  move (R7): empty when it is not in check, two squares in a double check.
 *  A piece freed by the last move counts as soon as it is a top (R2).
 *  Returns 0 for a NULL pos. */
TAV_EXTERN tav_squareset tav_position_checkers(const tav_position *pos);

/** The pinned towers of colour c (R7). A tower is pinned when
 *  - it is topped by c and is not c's king,
 *  - it stands on a rank, file or diagonal between c's king and a tower
 *    topped by the other colour whose top slides along that line (a rook,
 *    queen or helgi on a rank or file; a bishop, queen or helgi on a
 *    diagonal), and
 *  - it is the only non-empty square strictly between the two.
 *  So moving it away whole, off that line, would expose c's king (R2: the
 *  tower leaves its square empty). Moving it whole along the line, or
 *  splitting it, leaves the king covered (a split leaves its square
 *  occupied); a split may still be illegal because the piece it frees
 *  attacks the king, which is not a pin. Promoted pieces count as their
 *  kind. The pin is a fact of the board, whoever is to move. Returns 0 for
 *  a NULL pos or a bad colour. */
TAV_EXTERN tav_squareset tav_position_pinned(const tav_position *pos, tav_color c);

/** 1 when the tower on sq is a pinned tower of colour c (as
 *  tav_position_pinned() says), 0 when not (also for an empty square or a
 *  tower of the other colour); TAV_EINVAL for a NULL pos, a bad colour or a
 *  bad square. */
TAV_EXTERN int tav_position_is_pinned(const tav_position *pos, tav_color c, int sq);

/** 1 when m, a legal move of pos (matched as by tav_position_find_move()),
 *  leaves the opponent's king attacked once it is played (R7), with
 *  everything the move does: freed tops (R2, a split uncovers a piece that
 *  checks), promotions and reversions (R6), en passant (R5), the rook of a
 *  castling. 0 when it does not. TAV_EILLEGAL when m is not a legal move
 *  here; TAV_EINVAL for a NULL pos or a value with a bit outside
 *  TAV_MOVE_VALID_BITS. pos is not changed. */
TAV_EXTERN int tav_position_gives_check(const tav_position *pos, tav_move m);

/** 1 when m is a move value (no bit outside TAV_MOVE_VALID_BITS) whose
 *  source, destination and count are those of a legal move of pos (its
 *  flags are ignored, as by tav_position_find_move()); 0 otherwise,
 *  including for a NULL pos and TAV_NO_MOVE. */
TAV_EXTERN int tav_position_is_legal(const tav_position *pos, tav_move m);

/** The number of plies (half-moves) played since the start of the game,
 *  from the move counters: 2 * (fullmove number - 1), plus 1 when black is
 *  to move (python-chess's Board.ply()). A position set up from a TFEN
 *  counts the plies its fullmove number implies, not the moves pushed
 *  (tav_position_history_length() counts those). 0 for a NULL pos. */
TAV_EXTERN uint64_t tav_position_ply(const tav_position *pos);

TAV_END_DECLS

#endif
