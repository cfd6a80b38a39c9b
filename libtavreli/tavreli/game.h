/* libtavreli: game records (TGN, R11): reading, validating and writing.
 *
 * TGN is PGN's syntax with the federation's move notation (R9): tag pairs,
 * movetext with move numbers, {comments} and ;comments, (variations), NAGs
 * $n, a draw offer as a trailing '=' on a move, and a result 1-0, 0-1,
 * 1/2-1/2 or *.
 *
 * Three opaque objects, each created and freed in pairs:
 *
 *  - tav_reader reads games one at a time from a byte buffer or a FILE*,
 *    replays every move against the rules and collects located problems;
 *  - tav_game is one game: tags, a tree of moves (main line and nested
 *    variations), comments, NAGs, the result, the state on the board at the
 *    end of the main line, and the list of problems found while reading;
 *  - tav_problem is one problem (a plain struct owned by its game).
 *
 * Everything is reached through getters by index; nothing needs callbacks.
 * Strings returned by getters belong to the game and stay valid until the
 * game is changed or freed; never free them.
 *
 * Moves of a game form a tree of nodes, numbered 0..tav_game_node_count()-1.
 * Node 0 (TAV_GAME_ROOT) is the start position and carries no move. Every
 * other node is one move played from its parent's position. A node's first
 * child is the main continuation; the others are variations (alternatives
 * to the first child), in the order they were written. The main line is the
 * chain of first children from the root.
 *
 * Reading modes:
 *  - TAV_READ_STRICT: the first error ends the game (the rest of its text is
 *    skipped up to the next tag section). Typos are errors.
 *  - TAV_READ_LENIENT (for archives): the reader keeps going where that is
 *    safe and collects every problem. Known typos of handwritten scores are
 *    repaired and reported as warnings: a Cyrillic look-alike letter (such
 *    as U+0441 'с' for 'c'), an upper-case square ("F4"), and two squares
 *    without the hyphen ("b1 e1" or "b1e1"). After an unreadable or
 *    illegal move the rest of that line (main line or variation) cannot be
 *    replayed: it is skipped, the other lines go on.
 *  In both modes, warnings never stop a game, and a game is valid when it
 *  has no error.
 *
 * Conventions of handwritten scores accepted in both modes without a
 * problem: no move numbers; "(k)" after either square; annotations "!",
 * "?", "!!", "??", "!?", "?!" glued to the move (read as NAGs $1..$6); a
 * check mark "+", mate mark "#" or "x" (the Russian mate sign); and a "*"
 * glued to the last move ("the score was cut here") before the result. A
 * mark that does not fit the position ("+" without check, "#"/"x" without
 * checkmate) gives a warning.
 *
 * Limits (tav_limit) keep hostile input harmless: whatever the input, the
 * reader uses bounded memory and reports an exceeded limit as an error of
 * kind TAV_PROBLEM_LIMIT (code TAV_ELIMIT). The writer checks a game against
 * the same default limits, so that what it writes reads back (see
 * tav_game_write()).
 *
 * Input: a UTF-8 byte-order mark at the very start is skipped; lines end
 * with LF, CR LF or a lone CR.
 *
 * Conventions of this header:
 *  - Output parameters: a function that makes a new object
 *    (tav_reader_new_*(), tav_game_new()) stores it through its first
 *    parameter, as tav_position_from_tfen() does; every other function
 *    takes the object it works on first and its output parameters last
 *    (tav_reader_next(r, &game), tav_game_position_at(g, node, &pos),
 *    tav_game_write(g, buf, size, &length)).
 *  - Errors: TAV_EGAME is a malformed or inconsistent record; TAV_EIO is
 *    input or output that failed (a FILE error, a read callback's error);
 *    TAV_EINVAL a bad argument.
 *  - Sentinels: a getter given a NULL game, a bad node or an index out of
 *    range returns the sentinel its comment names (-1 for a node, a side or
 *    a count that cannot be 0, 0 for counts and numbers, NULL for strings,
 *    TAV_NO_MOVE for moves).
 *  - Node numbers are stable: a node keeps its number while the game lives,
 *    also when variations are reordered; a removed node's number is not
 *    reused and then answers as a bad node.
 */
#ifndef TAVRELI_GAME_H
#define TAVRELI_GAME_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "common.h"
#include "error.h"
#include "move.h"
#include "position.h"

TAV_BEGIN_DECLS

typedef struct tav_game tav_game;
typedef struct tav_reader tav_reader;

/* ---- problems ------------------------------------------------------------- */

/** Severity of a problem. */
typedef enum tav_severity {
    TAV_SEVERITY_WARNING = 1, /**< repaired or harmless; the game stays valid */
    TAV_SEVERITY_ERROR = 2    /**< the game is not valid */
} tav_severity;

/** What kind of problem it is (the reason). */
typedef enum tav_problem_kind {
    TAV_PROBLEM_SYNTAX = 1,      /**< cannot read: a malformed token, brace, parenthesis, NAG... */
    TAV_PROBLEM_ILLEGAL = 2,     /**< the move reads but is not legal here (R2-R7) */
    TAV_PROBLEM_AMBIGUOUS = 3,   /**< the text fits more than one move (reserved: R9 text never does) */
    TAV_PROBLEM_RESULT = 4,      /**< result missing, or disagreeing with the Result tag or the final position (R8) */
    TAV_PROBLEM_TAG = 5,         /**< unknown tag syntax, duplicate tag */
    TAV_PROBLEM_SETUP = 6,       /**< SetUp/FEN tags unusable (bad TFEN, SetUp "1" without FEN) */
    TAV_PROBLEM_MOVE_NUMBER = 7, /**< a move number that does not match the position */
    TAV_PROBLEM_TYPO = 8,        /**< a typo of a handwritten score (repaired when a warning) */
    TAV_PROBLEM_ANNOTATION = 9,  /**< a check or mate mark that does not fit the position, an unreadable [%eval] */
    TAV_PROBLEM_LIMIT = 10,      /**< a tav_limit was exceeded */
    TAV_PROBLEM_CLOCK = 11       /**< clock data that cannot agree with the time control (R13) */
} tav_problem_kind;

#define TAV_PROBLEM_MOVE_SIZE 48
#define TAV_PROBLEM_MESSAGE_SIZE 192

/** One located problem. Owned by its game; read it, never free it. */
typedef struct tav_problem {
    tav_severity severity;
    tav_problem_kind kind;
    int code;                               /**< tav_status: TAV_ENOTATION, TAV_EILLEGAL, TAV_ETFEN, TAV_ELIMIT or TAV_EGAME */
    size_t game;                            /**< 1-based index of the game in its input */
    unsigned long line;                     /**< 1-based line in the input */
    unsigned long column;                   /**< 1-based column, counting UTF-8 characters (a tab counts 1) */
    unsigned long long offset;              /**< 0-based byte offset in the input */
    int ply;                                /**< 1-based ply of the move concerned from the game's start, 0 if none */
    unsigned long long move_number;         /**< fullmove number of that move (R10 field 6; a TFEN's 4294967295 and
                                         the moves after it fit), 0 if none */
    int side;                               /**< tav_color of the side making that move, -1 if none */
    char move[TAV_PROBLEM_MOVE_SIZE];       /**< the move as written, "" if none: UTF-8, a byte that starts
                                                 no character as \\xNN, cut between characters and ended
                                                 with "..." if longer */
    char message[TAV_PROBLEM_MESSAGE_SIZE]; /**< one line of English saying what is wrong (UTF-8: input text
                                                 quoted whole, as in tav_error's message) */
} tav_problem;

/** Static name of a tav_problem_kind ("syntax", "illegal", "ambiguous",
 *  "result", "tag", "setup", "move-number", "typo", "annotation", "limit",
 *  "clock"),
 *  or "unknown". Never NULL. */
TAV_EXTERN const char *tav_problem_kind_name(tav_problem_kind kind);

/** Static name of a tav_severity: "warning", "error", or "unknown". */
TAV_EXTERN const char *tav_severity_name(tav_severity severity);

/** The one text of a problem, as `tavreli validate` and every binding
 *  write it:
 *    FILE:LINE:COLUMN: SEVERITY [KIND]: game N, move M (SIDE) 'MOVE': MESSAGE
 *  without "FILE:" when file is NULL, without ", move M (SIDE)" when the
 *  problem names no move and without " 'MOVE'" when no move text was kept;
 *  no new line. The text and a NUL go into buf when they fit in size bytes;
 *  *length (if not NULL) is the length of the text without the NUL either
 *  way (as snprintf). buf may be NULL when size is 0. Returns TAV_OK,
 *  TAV_EBUFSIZE (buf holds the first size-1 bytes and a NUL when size > 0)
 *  or TAV_EINVAL (NULL p, NULL buf with size > 0). */
TAV_EXTERN int tav_problem_format(const tav_problem *p, const char *file, char *buf, size_t size,
                                  size_t *length);

/** As tav_problem_format(), into a new NUL-terminated string: *text gets
 *  it (the caller frees it with tav_free()) and *length (if not NULL) its
 *  length without the NUL. Returns TAV_OK; TAV_EINVAL (p or text NULL) or
 *  TAV_ENOMEM, with *text NULL and *length 0. */
TAV_EXTERN int tav_problem_format_alloc(const tav_problem *p, const char *file, char **text, size_t *length);

/* ---- limits ---------------------------------------------------------------- */

/** Limits of a reader, set with tav_reader_set_limit(). Defaults in
 *  brackets; every value must be at least 1. */
typedef enum tav_limit {
    TAV_LIMIT_PLIES = 0,      /**< moves in one line, main line or variation [2000] */
    TAV_LIMIT_NODES = 1,      /**< moves in one game, all lines together [20000] */
    TAV_LIMIT_COMMENT = 2,    /**< bytes of one comment (consecutive comments join) [16384] */
    TAV_LIMIT_DEPTH = 3,      /**< nesting of variations [32; at most 255] */
    TAV_LIMIT_TAGS = 4,       /**< tag pairs in one game [128] */
    TAV_LIMIT_TAG_LENGTH = 5, /**< bytes of one tag name or value [1024] */
    TAV_LIMIT_GAME_BYTES = 6, /**< bytes of input in one game [8388608] */
    TAV_LIMIT_PROBLEMS = 7,   /**< problems recorded for one game; the game stops there [200] */
    TAV_LIMIT_COUNT = 8
} tav_limit;

/** The default value of a limit, 0 for an unknown one. */
TAV_EXTERN unsigned long tav_limit_default(tav_limit which);

/* ---- reader ---------------------------------------------------------------- */

typedef enum tav_read_mode {
    TAV_READ_STRICT = 0,
    TAV_READ_LENIENT = 1
} tav_read_mode;

/** A reader over a copy of the len bytes at data (data may be freed after
 *  the call; NUL bytes are input like any other). Stores the reader in
 *  *out (NULL on every failure, out not NULL). Returns TAV_OK, TAV_ENOMEM,
 *  or TAV_EINVAL (NULL out, NULL data with len > 0, unknown mode). */
TAV_EXTERN int tav_reader_new_buffer(tav_reader **out, const char *data, size_t len, tav_read_mode mode);

/** A reader streaming from fp, read with fread() in chunks as games are
 *  asked for; memory stays bounded by the limits, whatever the size of the
 *  file. fp is not closed by the reader and must stay open until
 *  tav_reader_free(). Returns as tav_reader_new_buffer() (TAV_EINVAL for a
 *  NULL fp). */
TAV_EXTERN int tav_reader_new_file(tav_reader **out, FILE *fp, tav_read_mode mode);

/** A read callback: put at most size (>= 1) bytes of input into buf and
 *  return how many; 0 at the end of the input; a negative value when
 *  reading failed (the reader then fails with TAV_EIO). payload is the
 *  pointer given to tav_reader_new_callback(). It may be called while
 *  tav_reader_next() runs, never at other times; it must not call
 *  tav_reader_next() on the same reader (that call is refused with
 *  TAV_EINVAL). */
typedef long (*tav_read_fn)(void *payload, char *buf, size_t size);

/** A reader streaming from the callback read (with payload), called for
 *  more input as games are asked for (at most 65536 bytes at a time);
 *  memory stays bounded by the limits. The reader does not own payload.
 *  Returns as tav_reader_new_buffer() (TAV_EINVAL for a NULL read). */
TAV_EXTERN int tav_reader_new_callback(tav_reader **out, tav_read_fn read, void *payload, tav_read_mode mode);

/** Release a reader (not the games it returned, nor its FILE). NULL is a
 *  no-op. */
TAV_EXTERN void tav_reader_free(tav_reader *r);

/** Set one limit (tav_limit) for the games read from now on. Returns TAV_OK,
 *  or TAV_EINVAL (NULL r, unknown limit, value 0, depth above 255). */
TAV_EXTERN int tav_reader_set_limit(tav_reader *r, tav_limit which, unsigned long value);

/** The current value of a limit, 0 for NULL r or an unknown limit. */
TAV_EXTERN unsigned long tav_reader_limit(const tav_reader *r, tav_limit which);

/** Read the next game. Returns 1 and stores a new game in *out (the caller
 *  owns it: tav_game_free()); returns 0 and stores NULL at the end of the
 *  input. Problems in the game text never make this fail: they are in the
 *  game (tav_game_problem()). Fails only with TAV_EINVAL (NULL argument, or
 *  a call made from inside the reader's own read callback or FILE while it
 *  reads: refused, the reader unharmed), TAV_ENOMEM (nothing leaked; *out
 *  is NULL) or TAV_EIO (the FILE or the callback reported a read error).
 *  After a failure other than a refused call the reader can only be
 *  freed. */
TAV_EXTERN int tav_reader_next(tav_reader *r, tav_game **out);

/** Number of games returned so far; 0 for NULL. */
TAV_EXTERN size_t tav_reader_game_count(const tav_reader *r);

/** Bytes of input consumed so far: after tav_reader_next() returned a game,
 *  the offset where the next game's text begins (its '[' or the end of the
 *  input), counted from the reader's first byte. A caller that reads one
 *  game from a seekable file can seek there. 0 for NULL. */
TAV_EXTERN unsigned long long tav_reader_offset(const tav_reader *r);

/* ---- games: life cycle ----------------------------------------------------- */

/** A new empty game (no tags, no moves, result TAV_RESULT_NONE) starting
 *  from the TFEN tfen, or from the start position when tfen is NULL.
 *  Returns TAV_OK, TAV_ETFEN (err says where), TAV_ENOMEM or TAV_EINVAL
 *  (NULL out). *out is NULL on failure. err may be NULL. */
TAV_EXTERN int tav_game_new(tav_game **out, const char *tfen, tav_error *err);

/** A deep copy of g in *out: tags, tree (with the same node numbers,
 *  removed ones included), comments, NAGs, marks, result, end, problems,
 *  index and line. Returns TAV_OK, TAV_EINVAL (NULL out or g; *out NULL) or
 *  TAV_ENOMEM (*out NULL). */
TAV_EXTERN int tav_game_copy(tav_game **out, const tav_game *g);

/** Release a game and everything it owns. NULL is a no-op. */
TAV_EXTERN void tav_game_free(tav_game *g);

/** 1-based index of the game in the input it was read from, 0 for a game
 *  made with tav_game_new() or NULL. */
TAV_EXTERN size_t tav_game_index(const tav_game *g);

/** Line of the input where the game's text begins, 0 if not read. */
TAV_EXTERN unsigned long tav_game_line(const tav_game *g);

/* ---- tags ------------------------------------------------------------------- */

/** Number of tag pairs, in the order read (SetUp and FEN included when
 *  they were in the input). 0 for NULL. */
TAV_EXTERN size_t tav_game_tag_count(const tav_game *g);
/** Name of tag i, or NULL when i is out of range. */
TAV_EXTERN const char *tav_game_tag_name(const tav_game *g, size_t i);
/** Value of tag i, or NULL when i is out of range. */
TAV_EXTERN const char *tav_game_tag_value(const tav_game *g, size_t i);
/** Value of the tag called name (case-sensitive), or NULL when absent. */
TAV_EXTERN const char *tav_game_tag(const tav_game *g, const char *name);

/** The headers of g, as a game's tag pairs are shown (python-chess's
 *  game.headers): its own tags in their order, and, when the start is not
 *  the standard one (R11) and the game does not hold them itself, SetUp
 *  "1" and FEN (the canonical TFEN of the start) right after Result (at
 *  the end when there is no Result tag). The count (0 for NULL), the name
 *  and value of header i (NULL when i is out of range), and the value of
 *  the header called name (NULL when absent). The strings belong to g. */
TAV_EXTERN size_t tav_game_header_count(const tav_game *g);
TAV_EXTERN const char *tav_game_header_name(const tav_game *g, size_t i);
TAV_EXTERN const char *tav_game_header_value(const tav_game *g, size_t i);
TAV_EXTERN const char *tav_game_header(const tav_game *g, const char *name);

/** Set the tag name to value (replacing its value if present, else
 *  appending it). Both are copied. name: 1..255 bytes of letters, digits and
 *  '_'; value: at most 65535 bytes, no control character but tab. "SetUp"
 *  and "FEN" are refused: the start position is fixed by tav_game_new().
 *  Returns TAV_OK, TAV_EINVAL or TAV_ENOMEM (game unchanged). */
TAV_EXTERN int tav_game_set_tag(tav_game *g, const char *name, const char *value);

/** Remove the tag name (the others keep their order). "SetUp" and "FEN"
 *  cannot be removed (the start position is fixed by tav_game_new()); a
 *  removed "Result" tag is written back from the result token. Returns
 *  TAV_OK, or TAV_EINVAL (NULL argument, no such tag, SetUp or FEN). */
TAV_EXTERN int tav_game_remove_tag(tav_game *g, const char *name);

/* ---- the start, the tree of moves ----------------------------------------- */

#define TAV_GAME_ROOT 0

/** Canonical TFEN of the start position (never NULL for a game). */
TAV_EXTERN const char *tav_game_start_tfen(const tav_game *g);

/** Number of node numbers given out, root included (so at least 1),
 *  removed nodes included; 0 for NULL. */
TAV_EXTERN int tav_game_node_count(const tav_game *g);
/** Non-zero when node is a node of g (not removed, in range). */
TAV_EXTERN int tav_game_node_exists(const tav_game *g, int node);
/** Parent of node, or -1 for the root or a bad node. */
TAV_EXTERN int tav_game_node_parent(const tav_game *g, int node);
/** Number of children of node (0 for a bad node). Constant time. */
TAV_EXTERN int tav_game_node_child_count(const tav_game *g, int node);
/** Child i of node (0 = main continuation, then variations), or -1. Takes
 *  time in i: to visit every child, start at child 0 and follow
 *  tav_game_node_next_sibling(). */
TAV_EXTERN int tav_game_node_child(const tav_game *g, int node, int i);
/** The next child of node's parent after node (the next variation), or -1
 *  (the last child, the root, a bad node). Constant time. */
TAV_EXTERN int tav_game_node_next_sibling(const tav_game *g, int node);
/** The move that leads to node (with its flags, see move.h), TAV_NO_MOVE
 *  for the root or a bad node. Format it with tav_move_format(). */
TAV_EXTERN tav_move tav_game_node_move(const tav_game *g, int node);
/** Plies from the start position to node (root 0), -1 for a bad node. */
TAV_EXTERN int tav_game_node_ply(const tav_game *g, int node);
/** Fullmove number of the move leading to node (R10 field 6), 0 for the
 *  root or a bad node. Every fullmove number a TFEN may hold (up to
 *  4294967295) and the moves after it fit. */
TAV_EXTERN unsigned long long tav_game_node_move_number(const tav_game *g, int node);
/** Colour (tav_color) that made the move leading to node, -1 for the root
 *  or a bad node. */
TAV_EXTERN int tav_game_node_side(const tav_game *g, int node);
/** Variations nesting of node: 0 on the main line, 1 inside a variation of
 *  the main line, and so on; -1 for a bad node. */
TAV_EXTERN int tav_game_node_depth(const tav_game *g, int node);

/** Extra note of a move: a "*" glued to it in a handwritten score, "the
 *  score was cut here" (see the top of this file). */
#define TAV_GAME_NOTE_CUT 256u

/** The marks written on the move: TAV_NOTE_* bits of notation.h (check,
 *  mate, draw offer, good, bad) and TAV_GAME_NOTE_CUT. The writer writes the
 *  draw offer back (R11) and check and mate marks from the board (see
 *  tav_game_write()); "!"/"?" are kept as NAGs. 0 for the root or a bad
 *  node. */
TAV_EXTERN unsigned tav_game_node_notes(const tav_game *g, int node);
/** Number of NAGs ($n) of node, in the order read (at most TAV_GAME_MAX_NAGS). */
TAV_EXTERN int tav_game_node_nag_count(const tav_game *g, int node);
/** NAG i of node (0..255), or -1. */
TAV_EXTERN int tav_game_node_nag(const tav_game *g, int node, int i);
/** Remove NAG i of node (the others keep their order). Returns TAV_OK or
 *  TAV_EINVAL (bad node or i). */
TAV_EXTERN int tav_game_remove_nag(tav_game *g, int node, int i);
#define TAV_GAME_MAX_NAGS 8

/** Comment written after the move of node (for the root: before the first
 *  move of the game, including comments before or between the tag pairs),
 *  or NULL when there is none. Comments are stored with
 *  white space runs (new lines included) turned into one space and trimmed;
 *  consecutive comments are joined with one space. */
TAV_EXTERN const char *tav_game_node_comment(const tav_game *g, int node);
/** Comment written before the move of node (only possible at the start of a
 *  variation), or NULL. */
TAV_EXTERN const char *tav_game_node_comment_before(const tav_game *g, int node);
/** Line and column in the input where node's move text began, 0 if not read. */
TAV_EXTERN unsigned long tav_game_node_line(const tav_game *g, int node);
TAV_EXTERN unsigned long tav_game_node_column(const tav_game *g, int node);

/** Length of the main line in plies. */
TAV_EXTERN int tav_game_main_line_length(const tav_game *g);
/** Node of main-line ply i + 1 (i = 0 is the first move), or -1. */
TAV_EXTERN int tav_game_main_line_node(const tav_game *g, int i);

/** The position after node's move (the start position for the root), with
 *  the moves from the start in its history: a copy of a position the game
 *  keeps every few plies along each line, played on (so as cheap at any
 *  node as along a line; a const call, safe beside other const calls on
 *  the same game). The caller owns *out
 *  (tav_position_free). Returns TAV_OK, TAV_EINVAL (NULL, bad node) or
 *  TAV_ENOMEM (*out NULL). */
TAV_EXTERN int tav_game_position_at(const tav_game *g, int node, tav_position **out);

/** Add the legal move m as a new last child of parent (the main
 *  continuation if parent had no child, else a variation). Stores the new
 *  node in *node_out if not NULL. Returns TAV_OK, TAV_EILLEGAL (m is not
 *  legal after parent), TAV_ELIMIT (the variation would be nested deeper
 *  than 255, or the game would exceed 1000000 nodes), TAV_ENOMEM (game
 *  unchanged) or TAV_EINVAL. */
TAV_EXTERN int tav_game_add_move(tav_game *g, int parent, tav_move m, int *node_out);

/** Set node's comment after its move (before=0) or before it (before=1);
 *  text is copied and its white space normalised as the reader does; NULL
 *  or "" removes it. Returns TAV_OK, TAV_EINVAL (bad node, comment before
 *  the root, control character other than white space, DEL
 *  included) or TAV_ENOMEM. */
TAV_EXTERN int tav_game_set_comment(tav_game *g, int node, int before, const char *text);

/* ---- clock data (R11, R13) ------------------------------------------------
 * A "[%clk H:MM:SS]" command in the comment after a move is the mover's
 * remaining time once the move was completed (PGN's convention; the seconds
 * may have decimals, kept to the millisecond). It lives in the comment text,
 * so reading and writing keep it like any comment. */

/** Longest clock text tav_clock_text() writes, without the NUL. */
#define TAV_CLOCK_TEXT_MAX 24
/** Largest clock value in milliseconds (999999999 hours, less a ms). */
#define TAV_CLOCK_MS_MAX 3599999999999999ull

/** The clock of node's move in milliseconds into *ms. Returns 1 when the
 *  comment after the move has a "[%clk ...]" command, 0 when it has none,
 *  TAV_EGAME when the command is malformed (more than three decimals
 *  included: clocks are kept to the millisecond, as time controls) or the
 *  comment has two of them (*ms untouched), TAV_EINVAL (NULL, the root, a
 *  bad node). */
TAV_EXTERN int tav_game_node_clock(const tav_game *g, int node, uint64_t *ms);

/** Set the clock of node's move to ms: the comment's "[%clk ...]" is
 *  replaced where the first stands (any other, or a malformed one, is
 *  removed), or put first. Returns TAV_OK, TAV_EINVAL (NULL,
 *  the root, a bad node, ms over TAV_CLOCK_MS_MAX) or TAV_ENOMEM. */
TAV_EXTERN int tav_game_set_clock(tav_game *g, int node, uint64_t ms);

/** Remove every "[%clk ...]" command from node's comment (TAV_OK when it
 *  had none). Returns TAV_OK, TAV_EINVAL or TAV_ENOMEM. */
TAV_EXTERN int tav_game_remove_clock(tav_game *g, int node);

/** ms as clock text "H:MM:SS" (".fff" only when not whole, trailing zeros
 *  dropped) and a NUL into buf. Returns its length, TAV_EINVAL (NULL buf,
 *  ms over TAV_CLOCK_MS_MAX) or TAV_EBUFSIZE (TAV_CLOCK_TEXT_MAX + 1 bytes
 *  always suffice). */
TAV_EXTERN int tav_clock_text(uint64_t ms, char *buf, size_t size);

/** Append NAG value (0..255) to node's move. Returns TAV_OK, TAV_EINVAL
 *  (root, bad node or value) or TAV_ELIMIT (already TAV_GAME_MAX_NAGS). */
TAV_EXTERN int tav_game_add_nag(tav_game *g, int node, int value);

/** Set or clear the draw offer mark of node's move (R11). Returns TAV_OK or
 *  TAV_EINVAL (root or bad node). */
TAV_EXTERN int tav_game_set_draw_offer(tav_game *g, int node, int on);

/* ---- editing the tree -------------------------------------------------------
 * The order of a node's children says which is the main continuation (the
 * first) and in which order the variations come. These calls reorder or
 * remove; node numbers stay (see the top of this file). When the main line
 * changes, tav_game_end() and the other end-of-game getters follow it. Each
 * returns TAV_OK, TAV_EINVAL (NULL g, the root, a bad node), TAV_ELIMIT
 * (the reordering would nest a variation deeper than 255) or TAV_ENOMEM
 * (the game unchanged). */

/** Move node one place towards the front of its parent's children
 *  (nothing when it is the first). */
TAV_EXTERN int tav_game_promote(tav_game *g, int node);
/** Move node one place towards the back (nothing when it is the last). */
TAV_EXTERN int tav_game_demote(tav_game *g, int node);
/** Make node the first child of its parent: the main continuation there. */
TAV_EXTERN int tav_game_promote_to_main(tav_game *g, int node);
/** Remove node, its move and everything after it. */
TAV_EXTERN int tav_game_remove_node(tav_game *g, int node);

/* ---- result and the end of the game ---------------------------------------- */

/** The result token of a game (R11). */
typedef enum tav_result {
    TAV_RESULT_NONE = 0,   /**< no result token was read */
    TAV_RESULT_WHITE = 1,  /**< 1-0 */
    TAV_RESULT_BLACK = 2,  /**< 0-1 */
    TAV_RESULT_DRAW = 3,   /**< 1/2-1/2 */
    TAV_RESULT_UNKNOWN = 4 /**< "*": unknown, unfinished or cut short */
} tav_result;

/** Static text of a result: "1-0", "0-1", "1/2-1/2", "*" ("*" also for
 *  TAV_RESULT_NONE and unknown values). */
TAV_EXTERN const char *tav_result_text(tav_result result);

/** The game's result token; TAV_RESULT_NONE for NULL. */
TAV_EXTERN tav_result tav_game_result(const tav_game *g);
/** Set the result token and the Result tag. Returns TAV_OK, TAV_EINVAL or
 *  TAV_ENOMEM. */
TAV_EXTERN int tav_game_set_result(tav_game *g, tav_result result);

/** How the game stands at the end of the main line (R8; for a game that
 *  stopped on an error, at the last move replayed). */
TAV_EXTERN tav_end tav_game_end(const tav_game *g);
/** The side to move at the end of the main line: after TAV_END_CHECKMATE,
 *  the side that is mated. -1 for NULL. */
TAV_EXTERN int tav_game_end_turn(const tav_game *g);

#define TAV_GAME_CLAIM_THREEFOLD 1u /**< R8 threefold repetition can be claimed */
#define TAV_GAME_CLAIM_FIFTY 2u     /**< R8 fifty-move rule can be claimed */
/** Draws claimable at the end of the main line (TAV_GAME_CLAIM_* bits). */
TAV_EXTERN unsigned tav_game_claims(const tav_game *g);

/** Non-zero when the result token agrees with the position at the end of the
 *  main line (R8): a checkmated side has lost, a stalemate is a draw; "*"
 *  and any result of a game still in play agree. Also 0 when the result
 *  token and the Result tag differ. A game whose main line could not be
 *  replayed to its end is judged on its tags only. */
TAV_EXTERN int tav_game_result_agrees(const tav_game *g);

/** Non-zero when every move of every line was read and replayed (no error
 *  stopped a line or the game). */
TAV_EXTERN int tav_game_complete(const tav_game *g);

/* ---- problems of a game ------------------------------------------------------ */

/** Number of problems found while reading (in input order). */
TAV_EXTERN size_t tav_game_problem_count(const tav_game *g);
/** Problem i, or NULL when i is out of range. */
TAV_EXTERN const tav_problem *tav_game_problem(const tav_game *g, size_t i);
/** Number of problems of severity error / warning. */
TAV_EXTERN size_t tav_game_error_count(const tav_game *g);
TAV_EXTERN size_t tav_game_warning_count(const tav_game *g);
/** Non-zero when the game has no error (warnings allowed). */
TAV_EXTERN int tav_game_is_valid(const tav_game *g);

/* ---- writer ------------------------------------------------------------------- */

/** Options of tav_game_write_with(), bits to combine; 0 is the canonical
 *  text tav_game_write() gives. */
#define TAV_WRITE_NO_MARKS 1u      /**< no check '+' or mate '#' marks */
#define TAV_WRITE_NO_COMMENTS 2u   /**< no comments */
#define TAV_WRITE_NO_VARIATIONS 4u /**< the main line only */
#define TAV_WRITE_NO_NAGS 8u       /**< no NAGs ($n) */
#define TAV_WRITE_ANY_SIZE 16u     /**< write a game that the reader's default
                                         limits would refuse (see below) */
#define TAV_WRITE_NO_TAGS 32u      /**< the movetext alone: no tag pairs and
                                         no blank line after them (a start
                                         that needs SetUp/FEN is then lost) */
#define TAV_WRITE_NO_RESULT 64u    /**< no result token after the moves:
                                         a line of moves alone, as a
                                         position's history is written */

/** Write the canonical TGN of g: the seven-tag roster (Event, Site, Date,
 *  Round, White, Black, Result; "?" or "????.??.??" when absent; Result is
 *  the result token), then SetUp "1" and FEN (canonical TFEN) when the start
 *  is not the standard one, then the other tags in their order; a blank
 *  line; the movetext with move numbers ("1. e2-e4 e7-e5", "N..." for a
 *  black move after a comment or variation), moves as tav_move_format()
 *  writes them with "+" when the move gives check and "#" when it mates
 *  (from the board, R9, whatever marks the record had) and a trailing '='
 *  for a draw offer, NAGs as $n, comments in braces (or after ';' when the
 *  text holds a '}'), variations in parentheses, the result; lines wrapped
 *  at 80 columns between words (a longer word, a tag pair and a comment's
 *  bracketed command such as "[%clk 0:01:02]" stay whole); a final new
 *  line. Reading the text back gives the same tags, tree, comments, NAGs,
 *  draw offers and result.
 *
 *  A game that a reader with the default limits (tav_limit_default) would
 *  not read back whole (a tag value over 1024 bytes, more than 2000 moves
 *  in one line, a comment over 16384 bytes...) is refused with TAV_ELIMIT
 *  and nothing is written (*length 0), unless TAV_WRITE_ANY_SIZE is given;
 *  such a text then reads back with raised limits (tav_reader_set_limit).
 *
 *  The text and a NUL are written into buf when they fit in size bytes;
 *  *length (if not NULL) is set to the length of the text without the NUL
 *  either way, as snprintf does. buf may be NULL when size is 0. Returns
 *  TAV_OK, TAV_EBUFSIZE (buf holds the first size-1 bytes and a NUL when
 *  size > 0), TAV_ELIMIT, TAV_ENOMEM or TAV_EINVAL. */
TAV_EXTERN int tav_game_write(const tav_game *g, char *buf, size_t size, size_t *length);

/** As tav_game_write() with options: TAV_WRITE_* bits (0 gives the same as
 *  tav_game_write()). TAV_EINVAL also for an unknown bit. */
TAV_EXTERN int tav_game_write_with(const tav_game *g, unsigned options, char *buf, size_t size,
                                   size_t *length);

/** As tav_game_write_with(), into a new NUL-terminated string: *text gets
 *  the text, which the caller frees with tav_free(), and *length (if not
 *  NULL) its length without the NUL. Returns TAV_OK; TAV_ELIMIT,
 *  TAV_ENOMEM or TAV_EINVAL (text NULL, or as tav_game_write_with()) with
 *  *text NULL and *length 0. */
TAV_EXTERN int tav_game_write_alloc(const tav_game *g, unsigned options, char **text, size_t *length);

/** As tav_game_write_alloc(), with movetext lines wrapped at width columns
 *  instead of 80 (between words, as tav_game_write() wraps; a longer word,
 *  a tag pair and a comment's bracketed command stay whole); width 0 never
 *  wraps (a rest-of-line comment still ends its line). Reading the text
 *  back gives the same game whatever the width. Returns as
 *  tav_game_write_alloc(). */
TAV_EXTERN int tav_game_write_wrapped_alloc(const tav_game *g, unsigned options, size_t width, char **text,
                                            size_t *length);

/** As tav_game_write(), to fp. Returns TAV_OK, TAV_ELIMIT, TAV_ENOMEM,
 *  TAV_EINVAL, or TAV_EIO when fp reports a write error. */
TAV_EXTERN int tav_game_write_file(const tav_game *g, FILE *fp);

/** As tav_game_write_with(), to fp. */
TAV_EXTERN int tav_game_write_file_with(const tav_game *g, unsigned options, FILE *fp);

TAV_END_DECLS

#endif
