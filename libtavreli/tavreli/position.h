/* libtavreli: positions, legal moves, check and the end of the game
 * (R1-R8, R10).
 *
 * A tav_position is opaque. It holds the board (a tower per square), the
 * side to move, castling rights, the en passant square, the clocks, and the
 * history of the moves pushed onto it since it was set up (for pop and for
 * threefold repetition, R8). Create it with tav_position_new() or
 * tav_position_from_tfen(), release it with tav_position_free().
 *
 * Thread safety: functions taking a const position may run concurrently on
 * the same position; nothing else is shared between positions.
 *
 * Bad arguments: every getter below follows the one rule of common.h and
 * says what it returns for a NULL position or an out-of-range argument:
 * TAV_EINVAL (an int number or status), TAV_NO_SQUARE (a square),
 * TAV_NO_PIECE, TAV_NO_MOVE, TAV_NO_COLOR, 0 (an unsigned number, a hash, a
 * size, or a "non-zero when" predicate), TAV_END_NONE (tav_position_end).
 * tests/unit/test_getters.c checks each of them. */
#ifndef TAVRELI_POSITION_H
#define TAVRELI_POSITION_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"
#include "error.h"
#include "move.h"
#include "piece.h"
#include "square.h"

TAV_BEGIN_DECLS

typedef struct tav_position tav_position;

/** The start position (R1, R10). */
#define TAV_START_TFEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/** Longest canonical TFEN the library writes, without the NUL. */
#define TAV_TFEN_MAX 400

/* Castling right bits (R7, R10 field 3). */
#define TAV_CASTLE_WHITE_SHORT 1u /**< K */
#define TAV_CASTLE_WHITE_LONG 2u  /**< Q */
#define TAV_CASTLE_BLACK_SHORT 4u /**< k */
#define TAV_CASTLE_BLACK_LONG 8u  /**< q */

/* ---- life cycle ---------------------------------------------------------- */

/** A new position set to the start position. NULL if out of memory. */
TAV_EXTERN tav_position *tav_position_new(void);

/** Parse a TFEN (R10) into a new position stored in *out. On failure *out is
 *  NULL and err (if not NULL) says which field and character is wrong.
 *  Returns TAV_OK, TAV_ETFEN, TAV_ENOMEM, or TAV_EINVAL (NULL out or tfen). */
TAV_EXTERN int tav_position_from_tfen(tav_position **out, const char *tfen, tav_error *err);

/** Set pos from a TFEN and clear its history. On any failure pos is left
 *  exactly as it was. Returns as tav_position_from_tfen(). */
TAV_EXTERN int tav_position_set_tfen(tav_position *pos, const char *tfen, tav_error *err);

/** Release pos and its history. NULL is a no-op. */
TAV_EXTERN void tav_position_free(tav_position *pos);

/** A deep copy of pos, history included; NULL if pos is NULL or out of memory. */
TAV_EXTERN tav_position *tav_position_copy(const tav_position *pos);

/** The position pos's history starts from (every move and null move
 *  taken back), as a new position with an empty history that the caller
 *  frees with tav_position_free(): where a game or a move stack began.
 *  NULL if pos is NULL or out of memory. */
TAV_EXTERN tav_position *tav_position_root(const tav_position *pos);

/** Non-zero when a and b have the same TFEN (board, side to move, castling,
 *  en passant square and clocks); histories are not compared. NULL equals
 *  only NULL: 0 when one of them is NULL, non-zero when both are. */
TAV_EXTERN int tav_position_equal(const tav_position *a, const tav_position *b);

/* ---- reading the position ------------------------------------------------- */

/** Write the canonical TFEN of pos and a NUL into buf. Returns its length,
 *  TAV_EINVAL (NULL pos or buf) or TAV_EBUFSIZE (size <= length; a buffer of
 *  TAV_TFEN_MAX + 1 bytes always suffices). */
TAV_EXTERN int tav_position_tfen(const tav_position *pos, char *buf, size_t size);

/** Write pos as an ASCII diagram, the one text board of `tavreli play`,
 *  of Python's str(position) and of Position.board() in JavaScript, Java
 *  and Lua (whose string forms are the TFEN): a line of file letters, then ranks 8 to
 *  1, each " 8 |" and one cell of 6 characters and a '|' per square, then
 *  the rank again. A cell holds the tower bottom to top, one letter a piece
 *  (R2: upper case white, lower case black) with '~' after a promoted one
 *  (R7), or "  .   " when the square is empty; a tower too tall for the
 *  cell shows '+' and its top part. Then, when a tower has two pieces or
 *  more, "towers, bottom to top: b1 NR, e4 pPq" in full, and last "white to
 *  move" or "black to move", with ", in check" when the side to move is.
 *  Every line ends with a new line:
 *
 *          a      b      c      d      e      f      g      h
 *       8 |r     |n     |b     |q     |k     |b     |n     |r     | 8
 *       ...
 *       1 |R     |N     |B     |Q     |K     |B     |N     |R     | 1
 *      white to move
 *
 *  The text and a NUL go into buf when they fit in size bytes; *length (if
 *  not NULL) is the length without the NUL either way, as snprintf does.
 *  buf may be NULL when size is 0. Returns TAV_OK, TAV_EBUFSIZE (buf holds
 *  the first size-1 bytes and a NUL when size > 0) or TAV_EINVAL (pos NULL,
 *  buf NULL with size > 0). */
TAV_EXTERN int tav_position_write_board(const tav_position *pos, char *buf, size_t size, size_t *length);

/** As tav_position_write_board(), into a new NUL-terminated string: *text
 *  gets it (the caller frees it with tav_free()) and *length (if not NULL)
 *  its length without the NUL. Returns TAV_OK; TAV_EINVAL (pos or text
 *  NULL) or TAV_ENOMEM, with *text NULL and *length 0. */
TAV_EXTERN int tav_position_write_board_alloc(const tav_position *pos, char **text, size_t *length);

/** Side to move (R10 field 2): TAV_WHITE or TAV_BLACK; TAV_NO_COLOR if pos
 *  is NULL. */
TAV_EXTERN tav_color tav_position_turn(const tav_position *pos);
/** Castling rights (R7, R10 field 3), an or of TAV_CASTLE_* bits; 0 (no
 *  right) if pos is NULL. */
TAV_EXTERN unsigned tav_position_castling(const tav_position *pos);
/** The en passant square of R10 field 4 (set after every double step), or
 *  TAV_NO_SQUARE when there is none or pos is NULL. */
TAV_EXTERN int tav_position_ep_square(const tav_position *pos);
/** Halfmove clock (R8 fifty-move count, in plies); 0 if pos is NULL. */
TAV_EXTERN unsigned tav_position_halfmove_clock(const tav_position *pos);
/** Fullmove number (starts at 1, goes up after black's move); 0, which no
 *  position has, if pos is NULL. */
TAV_EXTERN unsigned tav_position_fullmove_number(const tav_position *pos);
/** Zobrist hash of board, side to move, castling rights and en passant
 *  square (not the clocks). Equal positions have equal hashes. 0 if pos is
 *  NULL. */
TAV_EXTERN uint64_t tav_position_hash(const tav_position *pos);

/** Number of pieces on sq (0 = empty); TAV_EINVAL if pos is NULL or sq is
 *  not 0..63. */
TAV_EXTERN int tav_position_height(const tav_position *pos, int sq);
/** The piece at index (0 = bottom) of the tower on sq (R2), with its virgin
 *  mark (R3); TAV_NO_PIECE if pos is NULL or sq or index is out of range. */
TAV_EXTERN tav_piece tav_position_piece(const tav_position *pos, int sq, int index);
/** The top piece of sq, the one that moves the tower (R2); TAV_NO_PIECE if
 *  sq is empty, pos is NULL or sq is not 0..63. */
TAV_EXTERN tav_piece tav_position_top(const tav_position *pos, int sq);
/** Square of the king of colour c (every position has one king a side,
 *  R10); TAV_NO_SQUARE if pos is NULL or c is not TAV_WHITE or TAV_BLACK.
 *  (libtavreli 0.1 gave TAV_EINVAL.) */
TAV_EXTERN int tav_position_king_square(const tav_position *pos, tav_color c);

/* ---- moves ------------------------------------------------------------------ */

/** Write the legal moves (R2-R7) into moves[0..size) and return how many
 *  there are. A buffer of TAV_MAX_MOVES always suffices; if size is smaller
 *  and there are more moves, returns TAV_EBUFSIZE. TAV_EINVAL on NULL. The
 *  order is the library's and stable for a given position. */
TAV_EXTERN int tav_position_legal_moves(const tav_position *pos, tav_move *moves, size_t size);

/** The number of legal moves; TAV_EINVAL if pos is NULL. */
TAV_EXTERN int tav_position_count_moves(const tav_position *pos);

/** Look up the legal move with the source, destination and count of m (its
 *  flags are ignored). Returns it with its flags; TAV_NO_MOVE when there is
 *  no such legal move, pos is NULL, or m has a bit outside
 *  TAV_MOVE_VALID_BITS (such a value is not a move). */
TAV_EXTERN tav_move tav_position_find_move(const tav_position *pos, tav_move m);

/** Play a legal move (matched as by tav_position_find_move) and record it in
 *  the history. Returns TAV_OK, TAV_EILLEGAL (pos unchanged), TAV_ENOMEM
 *  (pos unchanged) or TAV_EINVAL (NULL pos, or m has a bit outside
 *  TAV_MOVE_VALID_BITS; pos unchanged). */
TAV_EXTERN int tav_position_push(tav_position *pos, tav_move m);

/** Push a null move: the side to move passes. Not a move of the game (the
 *  rules have no pass); problem solvers use it for threats (R14) and
 *  engines for pruning, as python-chess's Board.push(Move.null()). The en
 *  passant square is cleared, the halfmove clock goes up by one, the
 *  fullmove number goes up after black, castling rights stay. It is
 *  recorded in the history as TAV_NULL_MOVE, so tav_position_pop takes it
 *  back; tav_position_repetitions counts on through it (the positions
 *  before it still count, as in python-chess). Returns TAV_OK, TAV_EILLEGAL
 *  when the side to move is in check (passing would leave its king
 *  attacked, R7; such a position has no TFEN, R10), TAV_ENOMEM or
 *  TAV_EINVAL (NULL pos); pos unchanged on failure. */
TAV_EXTERN int tav_position_push_null(tav_position *pos);

/** Take back the last pushed move (or null move: out gets TAV_NULL_MOVE);
 *  if out is not NULL, store it there. Returns TAV_OK, TAV_EEMPTY or
 *  TAV_EINVAL. */
TAV_EXTERN int tav_position_pop(tav_position *pos, tav_move *out);

/** Number of moves in the history (null moves included); 0 if pos is NULL. */
TAV_EXTERN size_t tav_position_history_length(const tav_position *pos);
/** The i-th pushed move (0 = first); TAV_NULL_MOVE for a null move (the
 *  same value as TAV_NO_MOVE: tell them apart by i < the history length);
 *  TAV_NO_MOVE if i is out of range or pos is NULL. */
TAV_EXTERN tav_move tav_position_history_move(const tav_position *pos, size_t i);

/* ---- check and the end of the game (R7, R8) ------------------------------- */

/* The predicates below answer 0 (no) when pos is NULL. */

/** Non-zero when the side to move is in check (R7). */
TAV_EXTERN int tav_position_in_check(const tav_position *pos);
/** Non-zero when the side to move is checkmated (R8). */
TAV_EXTERN int tav_position_is_checkmate(const tav_position *pos);
/** Non-zero when the side to move has no legal move and is not in check. */
TAV_EXTERN int tav_position_is_stalemate(const tav_position *pos);
/** How many times the current position has occurred in the history
 *  (itself included, so at least 1), counted as R8 says; TAV_EINVAL if pos
 *  is NULL. (libtavreli 0.1 gave 0.) */
TAV_EXTERN int tav_position_repetitions(const tav_position *pos);
/** Non-zero when threefold repetition can be claimed (R8); 0 once the game
 *  is over on the board (checkmate, stalemate: nothing is left to claim). */
TAV_EXTERN int tav_position_can_claim_threefold(const tav_position *pos);
/** Non-zero when the fifty-move rule can be claimed (halfmove clock >= 100,
 *  R8); 0 once the game is over on the board. */
TAV_EXTERN int tav_position_can_claim_fifty(const tav_position *pos);

/** How the game stands on the board. Claimable draws are reported by the
 *  functions above, never as an end (R8). */
typedef enum tav_end {
    TAV_END_NONE = 0,      /**< the side to move has a legal move */
    TAV_END_CHECKMATE = 1, /**< the side to move is mated: it loses */
    TAV_END_STALEMATE = 2  /**< the side to move has no move: draw */
} tav_end;

/** How the game stands on the board (R8); TAV_END_NONE if pos is NULL (as
 *  the predicates above answer 0). */
TAV_EXTERN tav_end tav_position_end(const tav_position *pos);

TAV_END_DECLS

#endif
