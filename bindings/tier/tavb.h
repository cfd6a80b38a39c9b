/* The C helper tier under every binding: the Python, Java and Lua SWIG
 * modules link it (a libtool convenience library), and emcc compiles the
 * same sources into the WebAssembly module, whose glue (bindings/js/glue*.c)
 * calls it. Built on the public headers only, with the library's warning
 * flags (scripts/include-graph.sh checks the includes).
 *
 * A helper exists where a C signature does not map well to the languages:
 * out-pointers (T **out), caller buffers, FILE, 64-bit counts, structs to
 * copy. No rules here: each helper calls the library and converts.
 *
 * Conventions:
 *  - a function returning a position, game, clock... or a string returns a
 *    new object the caller owns (the languages free it with the object's
 *    free function, a string with free(), or tav_free() for the *_alloc
 *    writers' text where said); NULL means failure, and the tav_error
 *    passed in (may be NULL) says why;
 *  - (tav_move *LEGAL_MOVES_OUT) and (tav_divide_entry *DIVIDE_OUT) are
 *    output arrays of TAV_MAX_MOVES entries, (const char *TAVB_BYTES,
 *    size_t TAVB_LENGTH) a byte string: each language's typemaps match
 *    these names;
 *  - long searches, counts and solves run on a private copy of the
 *    position, taken before the language's global lock is released (see
 *    tavb_set_unlock), so no other thread can change it meanwhile.
 *
 * The bindings' .i files %include this header: the comments below are
 * the languages' docstrings. */
#ifndef TAVB_H
#define TAVB_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <tavreli.h>

/* ---- positions, moves, perft (tavreli/position.h, move.h, perft.h) ---- */

/** A new position set to the start position; NULL if out of memory. */
tav_position *tavb_position_new(void);

/** A new position from a TFEN (R10); NULL on failure, err says why
 *  (err->code is TAV_ETFEN, TAV_ENOMEM or TAV_EINVAL). */
tav_position *tavb_position_from_tfen(const char *tfen, tav_error *err);

/** A deep copy of pos, history included; NULL if out of memory. */
tav_position *tavb_position_copy(const tav_position *pos);

/** The canonical TFEN of pos as a new string; NULL on failure. */
char *tavb_position_tfen(const tav_position *pos);

/** The ASCII diagram of pos (tav_position_write_board()) as a new string
 *  (freed with tav_free()); NULL on failure (out of memory). */
char *tavb_position_board(const tav_position *pos);

/** Canonical R9 text of m as a new string; NULL for a malformed move. */
char *tavb_move_format(tav_move m);

/** Name of a square ("e4") as a new string; NULL for a bad square. */
char *tavb_square_name(int sq);

/** The legal moves of pos into LEGAL_MOVES_OUT (TAV_MAX_MOVES entries);
 *  returns their number, or a negative TAV_E* code. */
int tavb_legal_moves(const tav_position *pos, tav_move *LEGAL_MOVES_OUT);

/** Play m (matched by source, destination and count) and return the move as
 *  recorded, with its flags; m = TAV_NULL_MOVE (0) pushes the null move
 *  (tav_position_push_null) and returns 0. A negative TAV_E* code
 *  (TAV_EILLEGAL, TAV_ENOMEM, TAV_EINVAL), pos unchanged. */
int64_t tavb_push(tav_position *pos, tav_move m);

/** Take back the last move and return it (TAV_NULL_MOVE, 0, for a null
 *  move); a negative TAV_E* code if the history is empty (TAV_EEMPTY) or pos
 *  is NULL (TAV_EINVAL). */
int64_t tavb_pop(tav_position *pos);
/** The last move pushed on pos (TAV_NULL_MOVE, 0, for a null move), left
 *  there; TAV_EEMPTY if the history is empty, TAV_EINVAL if pos is NULL. */
int64_t tavb_peek(const tav_position *pos);

/** Read one move (R9) against pos; returns it with its flags, or
 *  TAV_NO_MOVE (0) with err saying why (TAV_ENOTATION, TAV_EILLEGAL,
 *  TAV_EINVAL). */
tav_move tavb_move_parse(const tav_position *pos, const char *text, tav_error *err);

/** perft(depth) counted on a private copy of pos (without the language's
 *  lock). Returns the count, or -1 if out of memory. */
int64_t tavb_perft(const tav_position *pos, unsigned depth);

/** tav_divide() into DIVIDE_OUT (TAV_MAX_MOVES entries), on a private copy
 *  of pos; returns the number of entries or a negative TAV_E* code. */
int tavb_divide(const tav_position *pos, unsigned depth, tav_divide_entry *DIVIDE_OUT);

/** A copy of pos keeping only the last keep moves of its history (keep < 0
 *  or at least the history's length: all of it; 0: none), so that
 *  repetitions (R8) count only those. NULL if out of memory. */
tav_position *tavb_position_copy_last(const tav_position *pos, long keep);

/** Fill err for a move m that pos refused with status rc (tavb_push,
 *  tav_position_find_move): for TAV_EILLEGAL a message naming the move and
 *  its source square (for the null move, R7: not in check), for any other
 *  code tav_strerror(). NULL err: a no-op. */
void tavb_move_error(const tav_position *pos, tav_move m, int rc, tav_error *err);

/** pos mirrored: ranks flipped, colours swapped (badges and marks kept, R1),
 *  castling rights and en passant square with them, the other side to move,
 *  no history. NULL on failure, err says why (TAV_ETFEN located when the
 *  mirror is not a legal position, R10; TAV_ENOMEM). */
tav_position *tavb_position_mirror(const tav_position *pos, tav_error *err);

/** Read text (R9, tav_move_parse) against pos as it was when its history
 *  held ply moves and its tav_position_hash() was key: pos itself when it
 *  has not changed since, else a copy taken back there. Returns the legal
 *  move with its flags, TAV_NO_MOVE (0) when the text is no legal move
 *  then, or -1 when that position cannot be had (popped past, set anew,
 *  out of memory): a snapshot of the legal moves then matches canonical
 *  texts alone. */
int64_t tavb_move_parse_then(const tav_position *pos, size_t ply, uint64_t key, const char *text);

/* ---- views of a board (python-chess's names, bindings/tier/board_views.c) ---- */

/** python-chess's pin(): when the tower on sq is a pinned tower of colour
 *  (tav_position_is_pinned, R7), the whole rank, file or diagonal through
 *  its king and sq, along which it may still move; else every square. */
uint64_t tavb_pin_mask(const tav_position *pos, int colour, int sq);

/** The chess glyph of piece's kind and colour (the other colour with
 *  invert non-zero): U+2654..U+265F, the helgi Unicode's knight-queen
 *  (U+1FA4E white, U+1FA51 black); "?" for no kind. Static UTF-8 text. */
const char *tavb_piece_unicode(int piece, int invert);
/** The letter of piece (R1, tav_kind_letter), upper case white, lower case
 *  black; '?' for no kind. */
char tavb_piece_letter(int piece);

/** The board's top pieces as glyphs (tavb_piece_unicode), empty where a
 *  square is empty: eight lines, rank 8 first (white_below 0: rank 1 first,
 *  files h to a), cells separated by ' ' (borders non-zero: by '|', and
 *  '|' at both ends). A new string (free()); NULL for NULL arguments or out
 *  of memory. */
char *tavb_position_unicode(const tav_position *pos, int invert, int borders, const char *empty, int white_below);

/* ---- game records (TGN, R11, tavreli/game.h) ---- */

/** A reader of games (tav_reader) and what it owns: the FILE it reads, or
 *  the payload of its read callback. */
typedef struct tavb_reader tavb_reader;

/** A reader over a copy of the bytes given; mode is TAV_READ_STRICT or
 *  TAV_READ_LENIENT. NULL on failure (err says why: TAV_ENOMEM, TAV_EINVAL). */
tavb_reader *tavb_reader_new_buffer(const char *TAVB_BYTES, size_t TAVB_LENGTH, int mode, tav_error *err);

/** A reader streaming from the file at path (opened with fopen "rb",
 *  closed with the reader). NULL on failure: err->code is TAV_EIO with
 *  the system's reason in the message when the file cannot be opened. */
tavb_reader *tavb_reader_open(const char *path, int mode, tav_error *err);

/** tav_reader_set_limit(). */
int tavb_reader_set_limit(tavb_reader *w, int which, unsigned long value);

/** The name of limit which in the languages ("plies", "nodes", "comment",
 *  "depth", "tags", "tag_length", "game_bytes", "problems": tav_limit
 *  order), NULL for another value. */
const char *tavb_limit_name(int which);

/** The tav_limit named limit_name when limit_value is one it may take (1 ..
 *  4294967295, depth 1 .. 255), else TAV_EINVAL with err saying which
 *  names there are or what the range is. */
int tavb_limit_checked(const char *limit_name, long long limit_value, tav_error *err);

/** tav_reader_limit(). */
unsigned long tavb_reader_limit(const tavb_reader *w, int which);

/** tav_reader_game_count(). */
size_t tavb_reader_game_count(const tavb_reader *w);

/** tav_reader_offset(): bytes consumed so far. */
unsigned long long tavb_reader_offset(const tavb_reader *w);

/** The next game, owned by the caller; NULL at the end of the input
 *  (err->code TAV_OK) or on failure (err->code TAV_ENOMEM, TAV_EINVAL -- also
 *  for a call from inside the reader's own read --, or TAV_EIO for a read
 *  error; the reader can then only be freed). Problems in the game text are
 *  in the game, never a failure. */
tav_game *tavb_reader_next(tavb_reader *w, tav_error *err);

/** A new empty game from the TFEN tfen (the start position when NULL);
 *  NULL on failure (err: TAV_ETFEN located, TAV_ENOMEM). */
tav_game *tavb_game_new(const char *tfen, tav_error *err);

/** The position after node's move (the start for the root), history from
 *  the start included; NULL for a bad node or when out of memory. */
tav_position *tavb_game_position_at(const tav_game *g, int node);

/** tav_game_add_move(): the new node (>= 1), or a negative TAV_E* code
 *  (TAV_EILLEGAL, TAV_ELIMIT, TAV_ENOMEM, TAV_EINVAL). */
int tavb_game_add_move(tav_game *g, int parent, tav_move m);

/** A copy of problem i of g, owned by the caller (free()); NULL when i is
 *  out of range or out of memory. */
tav_problem *tavb_game_problem(const tav_game *g, size_t i);

/** The canonical TGN of g with options (TAV_WRITE_* bits of
 *  tav_game_write_with()) as a new string (tav_free()); NULL on failure,
 *  err says why (TAV_ELIMIT: the reader's default limits would refuse it;
 *  TAV_ENOMEM; TAV_EINVAL). */
char *tavb_game_write_with(const tav_game *g, unsigned options, tav_error *err);
/** tavb_game_write_with() with the parts named: each non-zero keeps its
 *  part (tags, check/mate marks, comments, variations, NAGs; check_limits:
 *  refuse a game the reader's default limits would not read back, else
 *  TAV_WRITE_ANY_SIZE), as the languages' write(headers=..., ...) ask. */
char *tavb_game_write_parts(const tav_game *g, int tags, int marks, int comments, int variations, int nags,
                            int check_limits, tav_error *err);

/** A deep copy of g (tav_game_copy()) without the tag drop_tag (NULL:
 *  none); NULL on failure, err says why (TAV_ENOMEM, TAV_EINVAL). */
tav_game *tavb_game_copy(const tav_game *g, const char *drop_tag, tav_error *err);

/** A new game from the TFEN tfen (NULL: the start position) with the
 *  result "*" (and its Result tag), after the seven-tag roster's other
 *  tags ("?", Date "????.??.??") when roster is non-zero, as python-chess's
 *  Game() and Game.without_tag_roster(). NULL on failure (err says why:
 *  TAV_ETFEN for a bad tfen, TAV_ENOMEM). */
tav_game *tavb_game_new_with_roster(const char *roster_tfen, int roster, tav_error *err);

/** A game (with the roster, as tavb_game_new_with_roster) of the moves of
 *  pos's history, from the position it starts from (tav_position_root),
 *  with pos's result when the game is over there (tav_position_outcome,
 *  no claims), else "*". NULL on failure: err->code TAV_EILLEGAL when the
 *  history holds a null move (which a game cannot hold, R11; the message
 *  says which), TAV_EINVAL for NULL pos, TAV_ENOMEM. */
tav_game *tavb_game_from_position(const tav_position *pos, tav_error *err);

/* Edits of a game that say why they are refused (bindings/tier/game_edit.c):
 * each returns what the tav_game_* call returns (TAV_OK, or the new node),
 * or a negative TAV_E* code with err's message saying what was wrong
 * (TAV_ENOMEM with tav_strerror's). */

/** The kinds of tavb_game_set_eval_checked()'s value. */
#define TAVB_EVAL_NONE 0 /**< remove the [%eval] (tav_game_remove_eval) */
#define TAVB_EVAL_CP 1   /**< value is centipawns, white's point of view */
#define TAVB_EVAL_MATE 2 /**< value is a mate in |value| moves, > 0 white mates (0: refused) */
/** tav_game_set_eval() or, for TAVB_EVAL_NONE, tav_game_remove_eval() on
 *  node's move (depth 0: not written); TAV_EINVAL for the root, mate 0 or
 *  a value out of range. */
int tavb_game_set_eval_checked(tav_game *g, int node, int kind, int value, int depth, tav_error *err);
/** tav_game_set_clock() with seconds to the nearest millisecond (halves
 *  to even), or tav_game_remove_clock() when remove; TAV_EINVAL for the
 *  root or seconds outside 0 .. TAV_CLOCK_MS_MAX / 1000 (NaN too). */
int tavb_game_set_clock_checked(tav_game *g, int node, int remove, double seconds, tav_error *err);
/** tav_game_set_tag(); "Result" sets the result (tav_result_parse's text:
 *  1-0, 0-1, 1/2-1/2, *), "SetUp" and "FEN" are refused (TAV_EINVAL: the
 *  start position is the game's own). */
int tavb_game_set_tag_checked(tav_game *g, const char *tag_name, const char *tag_value, tav_error *err);
/** tav_game_add_move(): the new node, or TAV_EILLEGAL (the null move,
 *  which a game cannot hold, R11, or a move not legal after parent: the
 *  message names it), TAV_ELIMIT, TAV_EINVAL, TAV_ENOMEM. */
int tavb_game_add_move_checked(tav_game *g, int parent, tav_move m, tav_error *err);
/** tav_game_add_nag(); TAV_EINVAL for the root or a value outside 0..255,
 *  TAV_ELIMIT past TAV_GAME_MAX_NAGS. */
int tavb_game_add_nag_checked(tav_game *g, int node, int nag, tav_error *err);
/** Replace node's NAGs by the bytes given (0..255 each), in their order,
 *  each once; TAV_ELIMIT for more than TAV_GAME_MAX_NAGS different ones,
 *  TAV_EINVAL for NAGs on the root or a bad node (node unchanged). */
int tavb_game_set_nags(tav_game *g, int node, const char *TAVB_BYTES, size_t TAVB_LENGTH, tav_error *err);
/** tav_game_set_comment(); TAV_EINVAL for a control character other than
 *  white space, a comment before the root or a bad node. */
int tavb_game_set_comment_checked(tav_game *g, int node, int before, const char *comment_text, tav_error *err);
/** tav_game_remove_tag(); TAV_EINVAL for "SetUp", "FEN" (the start's) and
 *  "Result" (the result's: set it instead), or a tag the game lacks. */
int tavb_game_remove_tag_checked(tav_game *g, const char *name, tav_error *err);

/* The tree of a game (bindings/tier/game_tree.c): no language walks it or
 * checks a move itself. */
/** The child of node whose move is variation_move (tav_move_equal), or -1
 *  (none, a value no move has, a bad node). */
int tavb_game_node_child_playing(const tav_game *g, int node, long long variation_move);
/** The last node of node's main continuation (node itself at the end of a
 *  line), or -1 for a bad node. */
int tavb_game_node_line_end(const tav_game *g, int node);
/** tavb_game_add_move_checked() of a move value as a language's integer:
 *  TAV_EILLEGAL ("not a move: N") outside 0 .. 0xFFFFFFFF. */
int tavb_game_add_move_value(tav_game *g, int parent, long long move_value, tav_error *err);
/** Read move_text (any R9 form, tav_move_parse) at parent's position and
 *  add it (tavb_game_add_move_checked): the new node, TAV_ENOTATION or
 *  TAV_EILLEGAL located as tav_move_parse says, TAV_EINVAL for NULL or a
 *  bad parent, or as tavb_game_add_move_checked(). */
int tavb_game_add_move_text(tav_game *g, int parent, const char *move_text, tav_error *err);
/** The first game of a TGN text, read leniently (as Python's read_game),
 *  owned by the caller; NULL with TAV_EINVAL ("no game in the text") when
 *  it holds none, or the reader's error. */
tav_game *tavb_game_from_text(const char *TAVB_BYTES, size_t TAVB_LENGTH, tav_error *err);
/** tav_game_node_eval(): 1 with *ev, 0 when the comment has no [%eval]
 *  (or node is the root, which has no move), else TAV_EINVAL with a
 *  message quoting the malformed comment, or saying there is no such node. */
int tavb_game_node_eval_checked(const tav_game *g, int node, tav_eval *ev, tav_error *err);
/** The moves of pos's history from its root as TGN movetext on one line
 *  (move numbers, check and mate marks, no result: "1. e2-e4 e7-e5"), a new
 *  string (tav_free()); NULL on failure, err says why (a null move in the
 *  history: TAV_EILLEGAL, as tavb_game_from_position()). */
char *tavb_position_movetext(const tav_position *pos, tav_error *err);

/** Problem i of g as tav_problem_format() writes it (file NULL), as a new
 *  string (tav_free()); NULL when i is out of range or out of memory. */
char *tavb_game_problem_text(const tav_game *g, size_t i);

/* ---- clocks and time controls (R13, tavreli/clock.h) ---- */

/** A new time control read from text (R13); NULL on failure, err says why
 *  (TAV_ETIMECONTROL, TAV_ELIMIT, TAV_ENOMEM, TAV_EINVAL). */
tav_time_control *tavb_time_control_parse(const char *text, tav_error *err);

/** tavb_time_control_parse() of a byte string of TAVB_LENGTH bytes (UTF-8
 *  as the language encodes its text): a NUL byte in it is TAV_ETIMECONTROL
 *  with err's offset at it, rather than the end of the text. */
tav_time_control *tavb_time_control_parse_bytes(const char *TAVB_BYTES, size_t TAVB_LENGTH, tav_error *err);

/** The canonical text of tc as a new string; NULL for NULL. */
char *tavb_time_control_format(const tav_time_control *tc);

/** Period index of tc as a new value (a zeroed one for a bad index). */
tav_tc_period tavb_time_control_period(const tav_time_control *tc, int index);

/** The clock of node's move in ms ("[%clk]" after it, R11): -1 when it has
 *  none, -2 when it is malformed, -3 for a bad game or node. */
int64_t tavb_game_node_clock(const tav_game *g, int node);

/** The [%clk] of node as tavb_game_node_clock() reads it: ms, -1 for none;
 *  TAV_EINVAL with err quoting the comment when it is malformed, or for a
 *  bad node (game_show.c). */
int64_t tavb_game_node_clock_checked(const tav_game *g, int node, tav_error *err);

/** How a game and a node show themselves (Python's repr()), a new string
 *  (tav_free()); NULL for a NULL g or out of memory (game_show.c):
 *  "<Game 3 'White - Black': 41 plies, valid, result 1-0>" (the number for
 *  a game read, "invalid (N errors)"), "<GameNode root of <Game ...>>",
 *  "<GameNode 7: 4... e7-e5>", "<GameNode 7: removed>". */
char *tavb_game_repr(const tav_game *g);
char *tavb_game_node_repr(const tav_game *g, int node);

/** The move of node as SAN (tavb_move_san(): "+"/"#" marks), or with
 *  node_uci non-zero as the engine protocol's text (tavb_move_text()),
 *  from its parent's position; a new string (tav_free()). NULL with err:
 *  TAV_EINVAL for the root (no move) or a bad node, TAV_ENOMEM. */
char *tavb_game_node_san(const tav_game *g, int node, int node_uci, tav_error *err);

/** Reorder or remove node (game_edit.c): game_edit TAVB_EDIT_PROMOTE_TO_MAIN
 *  (tav_game_promote_to_main), _PROMOTE, _DEMOTE or _REMOVE
 *  (tav_game_remove_node). Their result; on failure err says why (TAV_ELIMIT:
 *  variations nested deeper than 255; TAV_EINVAL: a bad node or edit). */
enum { TAVB_EDIT_PROMOTE_TO_MAIN,
       TAVB_EDIT_PROMOTE,
       TAVB_EDIT_DEMOTE,
       TAVB_EDIT_REMOVE };
int tavb_game_edit_checked(tav_game *g, int node, int game_edit, tav_error *err);

/** tav_flag_result() as a return value: a tav_result, or a negative
 *  TAV_E* code. The dead-position search runs without the language's
 *  lock, on a private copy of pos. */
int tavb_flag_result(const tav_position *pos, unsigned flags, uint64_t budget);

/** The result text tav_flag_result() gives ("1-0", "0-1", "1/2-1/2";
 *  static) when the flags in flags have fallen with pos on the board, as
 *  tavb_flag_result() searches it; NULL when the dead-position question is
 *  not decided within budget (err TAV_OK) or on failure (err set:
 *  TAV_EINVAL when flags holds no flag, TAV_ENOMEM...). */
const char *tavb_flag_result_text(const tav_position *pos, unsigned flags, uint64_t budget, tav_error *err);

/** The side whose flag has fallen on c (TAV_WHITE when both have), or -1
 *  when none has. */
int tavb_clock_flag_side(const tav_clock *c);

/** tav_clock_set_moves() with moves checked first: TAV_OK, or TAV_EINVAL
 *  with err naming moves when it is outside 0..2^31-1 (or the library's
 *  error, err set). */
int tavb_clock_set_moves(tav_clock *c, int colour, long long moves, tav_error *err);

/** A new clock for tc at the start of a game, turn's clock running
 *  (tav_clock_new_turn); NULL on failure. */
tav_clock *tavb_clock_new_turn(const tav_time_control *tc, int turn);

/** A new clock for tc at the start of a game; NULL on failure. */
tav_clock *tavb_clock_new(const tav_time_control *tc);

/** What the arbiter's hand can set on c (000 6.11.1) as a new string, to
 *  keep (a language's pickle): the side whose clock runs, each side's moves
 *  and main time, a fallen flag, a pause; a delay still running within the
 *  current move is not kept. NULL for NULL or out of memory. */
char *tavb_clock_state(const tav_clock *c);

/** A new clock for tc set to state (tavb_clock_state's text); NULL when
 *  state is not such a text or out of memory. */
tav_clock *tavb_clock_from_state(const tav_time_control *tc, const char *state);

/** tavb_clock_from_state(); NULL with err (TAV_EINVAL) quoting state when
 *  it is not such a text (or memory ran out). */
tav_clock *tavb_clock_from_state_checked(const tav_time_control *tc, const char *state, tav_error *err);

/* ---- the engine (tavreli/engine.h) ---- */

/** A new engine with a hash_mb MiB table (0: the default); NULL if out of
 *  memory or hash_mb is out of range. */
tav_engine *tavb_engine_new(size_t hash_mb);

/** Search a private copy of pos (taken with the caller's lock held) with
 *  these limits (0 = none; time in milliseconds) into *result. The search
 *  itself may run without the language's global lock, so another thread
 *  can call tav_engine_stop() meanwhile. Returns TAV_OK, TAV_EINVAL or
 *  TAV_ENOMEM. */
int tavb_engine_search(tav_engine *e, const tav_position *pos, int depth, uint64_t nodes,
                       uint64_t movetime_ms, int mate, int multipv, int infinite,
                       tav_search_result *result);

/** tavb_engine_search() with a language's limits checked, each one only
 *  when its bit is in given: depth (TAVB_DEPTH) and mate (TAVB_MATE)
 *  1..TAV_DEPTH_MAX plies or moves, nodes (TAVB_NODES) 1..2^64 less 2048,
 *  time_s (TAVB_TIME) seconds above 0 up to TAV_CLOCK_MS_MAX ms, multipv
 *  (TAVB_MULTIPV) 1..TAV_MULTIPV_MAX lines (not given: 1). With none of
 *  depth, nodes, time and mate and not infinite, depth 6. Returns TAV_OK,
 *  or TAV_EINVAL with err naming the limit and its value, or the search's
 *  error (err set). */
int tavb_engine_analyse(tav_engine *e, const tav_position *pos, unsigned given, double depth, double nodes,
                        double time_s, double mate, double multipv, int infinite, tav_search_result *result,
                        tav_error *err);
/** tavb_engine_analyse() with the same limits and checks, its result as
 *  tav_search_result_json() writes it with TAV_SEARCH_JSON_MOVE_VALUES (the
 *  moves as tav_move values): a new string (tav_free()), or NULL with err
 *  naming the refused limit and its value, or saying why the search
 *  failed. */
char *tavb_engine_analyse_json(tav_engine *e, const tav_position *pos, unsigned given, double search_depth,
                               double search_nodes, double search_time, double search_mate, double search_multipv,
                               int infinite, tav_error *err);
enum { TAVB_DEPTH = 1,
       TAVB_NODES = 2,
       TAVB_TIME = 4,
       TAVB_MATE = 8,
       TAVB_MULTIPV = 16 };

/** A new engine of hash_mb MiB (1..TAV_ENGINE_HASH_MAX, whole); NULL with
 *  err saying why: TAV_EINVAL naming hash_mb and its value, or the
 *  library's error (TAV_ENOMEM...). */
tav_engine *tavb_engine_create(double hash_mb, tav_error *err);

/** Line i (0 = best) of a result, or NULL when i is out of range. The line
 *  lives inside the result. */
const tav_search_line *tavb_result_line(const tav_search_result *r, int i);

/** Move i of a line's PV, or TAV_NO_MOVE (0) when i is out of range. */
tav_move tavb_line_pv(const tav_search_line *l, int i);

/* ---- the outcome of a game (R8, R13, tavreli/outcome.h) ---- */

/** tav_outcome_format() as a new string; NULL for NULL. */
char *tavb_outcome_text(const tav_outcome *o);
/** How pos stands on the board (tav_position_outcome() without a search or
 *  flags; with claim non-zero, TAV_OUTCOME_CLAIM: claimable draws count),
 *  as Position.outcome() asks; termination TAV_TERM_NONE in play. On an
 *  error (NULL pos) err says it, and the outcome is in play. */
tav_outcome tavb_position_outcome(const tav_position *pos, int claim, tav_error *err);

/** How a game stands at the end of its main line (R8), as every language's
 *  EndState says it: tav_game_outcome() asked with the dead-position search
 *  (the validator's budget, TAV_OUTCOME_DEAD_BUDGET), plain, and with
 *  claims, and what they say. */
typedef struct tavb_end_state {
    int termination;     /**< TAV_TERM_CHECKMATE, TAV_TERM_STALEMATE or TAV_TERM_NONE (in play) */
    int turn;            /**< the side to move there (after a checkmate, the side mated) */
    int threefold;       /**< 1: a threefold repetition can be claimed (never after mate or stalemate) */
    int fifty;           /**< 1: the fifty-move draw can be claimed */
    int agrees;          /**< 1: the recorded result agrees (a win in a dead position does not) */
    int insufficient;    /**< 1: neither side can mate by its material, a dead position (R8) */
    int dead;            /**< the search's answer: 1 dead, 0 not, -1 undecided within the budget */
    tav_outcome full;    /**< with the search: its text is tav_outcome_format()'s */
    tav_outcome plain;   /**< without options (Position.outcome()) */
    tav_outcome claimed; /**< with TAV_OUTCOME_CLAIM (Position.outcome(claim_draw=True)) */
} tavb_end_state;
/** Fill *out for g: TAV_OK, TAV_EINVAL (NULL) or TAV_ENOMEM (the search). */
int tavb_game_end_state(const tav_game *g, tavb_end_state *out);

/** tav_result_parse() returning the tav_result, or TAV_EINVAL (negative)
 *  for any text but "1-0", "0-1", "1/2-1/2", "*". */
int tavb_result_parse(const char *text);

/* ---- building positions square by square (tavreli/setup.h) ---- */

/** A new empty board; NULL if out of memory. */
tav_setup *tavb_setup_new(void);

/** The board of pos as a new setup; NULL if out of memory. */
tav_setup *tavb_setup_from_position(const tav_position *pos);

/** The TFEN of s, legal or not, as a new string; NULL on failure. */
char *tavb_setup_tfen(const tav_setup *s);

/** The position of s, or NULL with err saying what makes it illegal. */
tav_position *tavb_setup_position(const tav_setup *s, tav_error *err);

/** s as a new string to keep (a language's pickle): every tower's pieces
 *  (their marks with them, R3) and the fields as set, legal or not; NULL
 *  for NULL or out of memory. */
char *tavb_setup_state(const tav_setup *s);

/** A new setup from tavb_setup_state's text; NULL when state is not such
 *  a text (a bad piece, over 32 pieces, a bad field) or out of memory. */
tav_setup *tavb_setup_from_state(const char *state);
/** tavb_setup_from_state() with err saying why there is none: TAV_EINVAL,
 *  not such a text (out of memory is not told apart). */
tav_setup *tavb_setup_from_state_checked(const char *state, tav_error *err);

/** Empty every square of s (the other fields stay). TAV_OK, or TAV_EINVAL
 *  for NULL. */
int tavb_setup_clear(tav_setup *s);

/** Where an error is, for a language's exception to add to its message:
 *  what is known of it in brackets, " [field 2, offset 5, square e4, move
 *  3]" (field 0, offset < 0, square NULL and move_number 0 are left out;
 *  "" when nothing is known). A new string (free()); NULL if out of
 *  memory. */
char *tavb_error_where(int field, int offset, const char *square, int move_number);

/* ---- SVG diagrams (tavreli/svg.h) ---- */

/** Add an arrow from one square to another (the same square: a circle),
 *  color 0xRRGGBBAA or 0 for the default. Returns TAV_OK, TAV_EINVAL (bad
 *  square), TAV_ELIMIT (already TAV_SVG_MAX_ARROWS) or TAV_ENOMEM. */
int tavb_svg_add_arrow(tav_svg_options *o, int from, int to, uint32_t color);

/** Remove every arrow. */
void tavb_svg_clear_arrows(tav_svg_options *o);

/** Fill square sq with color (0: no fill). TAV_OK or TAV_EINVAL. */
int tavb_svg_set_fill(tav_svg_options *o, int sq, uint32_t color);

/** Set the colour of a role (tav_svg_color_role; 0: the default). TAV_OK
 *  or TAV_EINVAL. */
int tavb_svg_set_color(tav_svg_options *o, int role, uint32_t color);

/** Mark square sq with a cross (on non-zero) or not. TAV_OK or TAV_EINVAL. */
int tavb_svg_mark(tav_svg_options *o, int sq, int on);

/** Set the title (a copy is kept; NULL: the TFEN). TAV_OK, TAV_EINVAL or
 *  TAV_ENOMEM. */
int tavb_svg_set_title(tav_svg_options *o, const char *svg_title);

/** The SVG document of pos drawn as o says (NULL: the defaults), as a new
 *  string (tav_free()); NULL on failure, err (if not NULL) says why:
 *  TAV_EINVAL (bad options or NULL pos) or TAV_ENOMEM. */
char *tavb_svg_write(const tav_position *pos, const tav_svg_options *o, tav_error *err);

/** The SVG document of one piece, size pixels square, drawn as on the
 *  board (tav_svg_piece_write_alloc(); o NULL: the defaults), as a new
 *  string (tav_free()); NULL on failure, err (if not NULL) says why:
 *  TAV_EINVAL (not a piece, or size outside TAV_SVG_PIECE_SIZE_MIN..
 *  TAV_SVG_SIZE_MAX, each with a message giving the value) or TAV_ENOMEM. */
char *tavb_svg_piece_write(int piece, int size, const tav_svg_options *o, tav_error *err);

/** Set o's size (TAV_SVG_SIZE_MIN..TAV_SVG_SIZE_MAX pixels) and
 *  legend_height (0: no legend .. 2^31). TAV_OK, or TAV_EINVAL with err
 *  (if not NULL) naming the argument and its value; o is unchanged then. */
int tavb_svg_set_size(tav_svg_options *o, int size, long long legend, tav_error *err);

/** A colour read as tav_svg_parse_color() reads it, as 0xRRGGBBAA; or
 *  TAV_EINVAL (negative) when text is not a colour. */
int64_t tavb_svg_parse_color(const char *text);

/** The options as a user writes them (svg_named.c). A colour is text as
 *  tav_svg_parse_color() reads it, a role a tav_svg_color_role_parse()
 *  name. tavb_svg_color_checked: the colour as 0xRRGGBBAA, or TAV_EINVAL
 *  (negative). The others: TAV_OK; TAV_EINVAL for a NULL o, a square out of
 *  0..63, a role or colour C does not read (an arrow's NULL colour is the
 *  default); TAV_ELIMIT past TAV_SVG_MAX_ARROWS arrows; TAV_ENOMEM. On
 *  failure err (if not NULL) names the refused value; o is unchanged. */
int64_t tavb_svg_color_checked(const char *svg_color, tav_error *err);
int tavb_svg_set_color_named(tav_svg_options *o, const char *svg_role, const char *svg_color, tav_error *err);
int tavb_svg_fill_named(tav_svg_options *o, int sq, const char *svg_color, tav_error *err);
int tavb_svg_add_arrow_named(tav_svg_options *o, int from, int to, const char *svg_arrow_color, tav_error *err);

/* ---- problems (R14) and dead positions (R8, tavreli/solver.h) ---- */

/** Solve the stipulation text stip ("#2", "h#3", "s#2", "=2"...) from pos
 *  (R14) and return the solution as JSON (tav_solution_write_json), a new
 *  string (tav_free()); flags are TAV_SOLVE_* bits, max_nodes 0 and
 *  max_seconds 0 mean no budget. NULL on failure, err says why (TAV_EINVAL
 *  for a bad stipulation, or a negative max_nodes or a negative, NaN or
 *  infinite max_seconds, the message naming it; TAV_ELIMIT, TAV_ENOMEM). */
char *tavb_solve_json(const tav_position *pos, const char *stip, unsigned flags, long long max_nodes,
                      double max_seconds, tav_error *err);

/** Solve the stipulation text stip from pos (R14) as tavb_solve_json()
 *  does, and return the solution itself (read it with tav_solution_*); NULL
 *  on failure, err says why. */
tav_solution *tavb_solve(const tav_position *pos, const char *stip, unsigned flags, long long max_nodes,
                         double max_seconds, tav_error *err);

/** Solve as tavb_solve() and return, a new string (free()), {"solution":
 *  tav_solution_write_json()'s object (R9 texts), "values": the same
 *  object with the moves as tav_move values (tav_solution_json_alloc(),
 *  TAV_SOLUTION_JSON_MOVE_VALUES)}; NULL with err as tavb_solve() sets it
 *  (TAV_ENOMEM when a text cannot be written). */
char *tavb_solve_values_json(const tav_position *pos, const char *stip, unsigned flags, long long max_nodes,
                             double max_seconds, tav_error *err);

/** sol as tav_solution_write_json() writes it, a new string (tav_free());
 *  NULL on failure, err says why (TAV_ENOMEM, TAV_EINVAL for NULL sol). */
char *tavb_solution_json(const tav_solution *sol, tav_error *err);

/** Can colour mate by any series of legal moves from pos (R8)? A new
 *  string: "yes" and the line's moves ("yes a1-a8 e5-e6 ..."), "no" or
 *  "unknown"; NULL on failure (err says why). max_nodes 0: the default. */
char *tavb_can_checkmate(const tav_position *pos, int colour, long long max_nodes, tav_error *err);

/** Is pos dead (R8, tav_position_dead_answers: each colour with the whole
 *  budget, as tavb_can_checkmate asks)? TAV_DEAD (1), TAV_ALIVE (0),
 *  TAV_DEAD_UNKNOWN (2), or a negative TAV_E* code; max_nodes 0: the
 *  default budget. Searches on a copy, without the language's lock. */
int tavb_position_dead(const tav_position *pos, long long max_nodes);

/** tav_position_has_insufficient_material() with the colour as an int;
 *  colour -1: 1 when neither side has the material to mate (R8). */
int tavb_insufficient_material(const tav_position *pos, int colour);

/* ---- game analysis (tavreli/analysis.h) ---- */

/** tav_analyse_game() on a private copy of g (taken with the caller's lock
 *  held; the searches run without it) with these limits (0 = none; time in
 *  milliseconds); NULL on failure, with its status and text in err. */
tav_analysis *tavb_analyse_game(const tav_game *g, int depth, uint64_t nodes, uint64_t movetime_ms, int threads,
                                size_t hash_mb, tav_error *err);

/** tavb_analyse_game() of limits as a language's integers, each checked
 *  first: NULL with TAV_EINVAL and a message naming the limit, its range
 *  and the value for depth outside 0..TAV_DEPTH_MAX, threads outside
 *  1..64, hash_mb outside 0..TAV_ENGINE_HASH_MAX, negative nodes or time
 *  (0: none, or the default hash). */
tav_analysis *tavb_analyse_game_checked(const tav_game *g, int analysis_depth, long long analysis_nodes,
                                        long long analysis_ms, int analysis_threads, long long analysis_hash_mb,
                                        tav_error *err);

/** A copy of g annotated with a (tav_analysis_annotate: [%eval] on every
 *  move, NAGs, the better lines, the summary tags), owned by the caller;
 *  NULL on failure (err says why). */
tav_game *tavb_game_annotated(const tav_analysis *a, const tav_game *g, tav_error *err);

/** Move i of m's engine line, TAV_NO_MOVE out of range. */
tav_move tavb_move_analysis_pv(const tav_move_analysis *m, int i);

/* ---- the UCI codec (tavreli/uci.h) ---- */

/** tav_uci_parse() of a NUL-terminated line. */
int tavb_uci_parse(const char *text, tav_uci_line *out, tav_error *err);

/** The number which (a tav_uci_num) of line; 0 when the line did not give it. */
long long tavb_uci_num(const tav_uci_line *line, int which);

/** Give line the number which (a tav_uci_num) = v (its bit set in has);
 *  TAV_OK, or TAV_EINVAL (NULL line, which out of range). */
int tavb_uci_set_num(tav_uci_line *line, int which, long long v);

/** line as protocol text (tav_uci_write) without its newline, a new
 *  string; NULL with err saying why (TAV_EINVAL, TAV_ELIMIT). */
char *tavb_uci_write(const tav_uci_line *line, tav_error *err);

/** The "setoption name NAME [value VALUE]" line (option_value NULL: none),
 *  as a new string without its newline; NULL with err saying why
 *  (TAV_EINVAL: no name, a line break in name or value, or the word "value"
 *  in name, each of which the engine would read as something else). */
char *tavb_uci_setoption(const char *option_name, const char *option_value, tav_error *err);

/** The "position fen ROOT [moves M...]" line that sets up pos with its
 *  history (ROOT: tav_position_root's TFEN, moves in R9 text, "0000" for a
 *  null move), without its newline, as a new string; NULL with err saying
 *  why (TAV_ELIMIT: more moves than a line holds, TAV_ENOMEM). */
char *tavb_uci_position(const tav_position *pos, tav_error *err);

/* ---- a UCI client's protocol (uci_client.c): JSON texts with
 * python-chess's chess.engine keys, moves as tav_move values; each a new
 * string (free()), NULL with err saying why ---- */

/** The go line of limits in seconds (time: movetime; the clocks and
 *  increments), as milliseconds rounded half to even, a time to think at
 *  least 1; and counts. A negative (or NaN) value is not given; none at all
 *  is "go infinite". TAV_ELIMIT for a time of 9e15 s or more. */
char *tavb_uci_go(double time_s, double wclock, double bclock, double winc, double binc, long long depth,
                  long long nodes, long long mate, long long movestogo, tav_error *err);

/** TAV_OK when each of a Limit's fields (in its order; 0 when not given)
 *  is a finite number of seconds (time, the clocks and increments) or an
 *  integral count (depth, nodes, mate, remaining_moves), 0 or more; else
 *  TAV_EINVAL with err naming the field and its value ("Limit(time=...)
 *  ... not nan"), which a go line would send as it is. */
int tavb_uci_limit_check(double limit_time, double limit_depth, double limit_nodes, double limit_mate,
                         double limit_white_clock, double limit_black_clock, double limit_white_inc,
                         double limit_black_inc, double limit_remaining_moves, tav_error *err);

/** The seconds a search with these limits (as tavb_uci_go's; negative or
 *  NaN: not given) takes by its own limits: the mover's clock (white
 *  non-zero: white's) when either clock is given, else time_s; 0 when that
 *  is not given (a search by depth, nodes or mate, or infinite). A client
 *  waits that long plus its own timeout for the bestmove. */
double tavb_uci_wait_s(double time_s, double wclock, double bclock, int white);

/** The option of an "option name N type T ..." line as {"name", "type"
 *  ("spin"... or "" when unknown), "default" (a number for a spin, a
 *  boolean for a check, else the text; null when absent or unreadable),
 *  "min", "max" (null when absent), "var": [...]}; NULL with err (the
 *  codec's message, or "not an option line") for any other line. */
char *tavb_uci_option_json(const char *text, tav_error *err);

/** What a line of the handshake declares: {"id": {NAME: VALUE}},
 *  {"option": {... as tavb_uci_option_json}}, {"skipped": MESSAGE} (the
 *  codec's) for an id or option line it cannot read, or {} for any other
 *  line; NULL only out of memory. */
char *tavb_uci_handshake_json(const char *text, tav_error *err);

/** One line of a running search read against pos (the searched position):
 *  {"info": {depth, seldepth, multipv, nodes, nps, hashfull, tbhits,
 *  cpuload, currmovenumber, time (seconds), score: {"cp"|"mate": N},
 *  lowerbound, upperbound, currmove, pv: [moves up to the first pos does
 *  not allow], string}} with the keys the line gave; {"skipped": MESSAGE}
 *  for an info line the codec cannot read; {"complaint": TEXT} for the
 *  engine's "info string go:..." or "info string position:..."; for a
 *  bestmove line {"bestmove": [MOVE, PONDER]} (null for "(none)", "0000", a
 *  ponder move that does not follow) or {"illegal": MESSAGE} when it is not
 *  a move of pos; null for every other line. NULL only for NULL arguments
 *  (TAV_EINVAL) or out of memory. */
char *tavb_uci_search_json(const tav_position *pos, const char *text, tav_error *err);

#ifndef SWIG
/* ---- for the languages' own C, not wrapped ---- */

/** The move of a bestmove line read by the codec, checked against pos (the
 *  searched position), and its ponder move checked against the position
 *  after it: TAV_OK with *move (TAV_NO_MOVE for "(none)" and "0000") and
 *  *ponder (TAV_NO_MOVE when absent or not a move there); TAV_EINVAL (NULL,
 *  or line is not a bestmove with a move) or tav_move_parse's error for a
 *  move pos does not allow, err saying why. The match runner's UCI player
 *  (cli/match_players.c) checks its engines' moves with it too. */
int tavb_uci_bestmove(const tav_position *pos, const tav_uci_line *line, tav_move *move, tav_move *ponder,
                      tav_error *err);

/* Fill err (if not NULL) with code and message (NULL: tav_strerror()). */
void tavb_set_error(tav_error *err, int code, const char *message);

/* Fill err (if not NULL) for a status code that came without a located
 * message: "detail: <tav_strerror(code)>" (detail NULL: the latter alone). */
void tavb_set_status(tav_error *err, int code, const char *detail);

/* What a helper returns for a *_alloc writer's (rc, text), called after the
 * writer: the text, or NULL (text freed) with err set to rc and message
 * (NULL: tav_strerror()). */
char *tavb_text(int rc, char *text, tav_error *err, const char *message);

/* A language with a global lock (Python's GIL) gives the two calls that
 * release it (returning what relock needs) and take it back: the long
 * counts, searches and solves above run between them. Not set (the
 * default): nothing is released. Call once, when the module loads. */
typedef void *(*tavb_unlock_fn)(void);
typedef void (*tavb_relock_fn)(void *state);
void tavb_set_unlock(tavb_unlock_fn unlock, tavb_relock_fn relock);

/* A reader streaming from fp, which it owns from now on, even on failure
 * (fp is then closed). */
tavb_reader *tavb_reader_new_stream(FILE *fp, int mode, tav_error *err);

/* A reader over the callback read with payload, which it owns from now on,
 * even on failure (free_payload is then called). */
tavb_reader *tavb_reader_new_callback(tav_read_fn read, void *payload, void (*free_payload)(void *),
                                      int mode, tav_error *err);

/* The inner tav_reader of w (NULL for NULL), for the languages that call
 * tav_reader_* themselves. */
tav_reader *tavb_reader_get(const tavb_reader *w);

/* Free w, its reader and what it owns; NULL is a no-op. */
void tavb_reader_free(tavb_reader *w);

/* An options object as the bindings make it (tav_svg_options_init()
 * defaults): the arrows and title the tavb_svg_* helpers store are its own,
 * freed with it. NULL if out of memory; free(NULL) is a no-op. */
tav_svg_options *tavb_svg_options_new(void);
void tavb_svg_options_free(tav_svg_options *o);

/* tavb_engine_search() with an info callback (tav_info_fn: each
 * iteration's lines as they come; NULL: none), called without the
 * language's lock. */
int tavb_engine_search_info(tav_engine *e, const tav_position *pos, int depth, uint64_t nodes,
                            uint64_t movetime_ms, int mate, int multipv, int infinite,
                            tav_search_result *result, tav_info_fn info, void *user);

/* tav_position_can_checkmate() on a private copy of pos, without the
 * language's lock: TAV_MATE_* or a negative TAV_E* code; the proving line
 * into line (size entries), its length into *length (0 when the line did
 * not fit: still a proof, TAV_MATE_YES). */
int tavb_can_checkmate_line(const tav_position *pos, int colour, uint64_t max_nodes, tav_move *line, size_t size,
                            size_t *length);

/* A node budget given as a double (JavaScript's numbers): 0 (the default)
 * unless 1 <= v < 1e18. */
uint64_t tavb_budget(double v);
#endif

/* ---- resume journals of the Dask commands (bindings/tier/journal.c) ----
 *
 * One journal for the distributed perft, match and annotate: a text file,
 * one line a record, each written whole by one write(2), so that a crash at
 * any byte leaves at most the last line torn. The first line is
 * "tavreli-journal 1 " and the job's header (what the job is: the caller's
 * text, compared byte for byte); every other line is an entry: the first
 * 32 hex digits of the SHA-256 of the header, a newline and the entry's
 * text, a space, and the text. Header and entries are printable ASCII
 * (0x20..0x7e; json.dumps writes that). */

/** An open journal: the entries it held when opened, its file and the
 *  lock on it. */
typedef struct tavb_journal tavb_journal;

/** Open the journal at path for the job header (created when there is no
 *  file), take an exclusive lock on it (flock(2) LOCK_EX|LOCK_NB, held until
 *  tavb_journal_close(): a second run on the same file is refused while the
 *  first runs) and read it: a file that is empty or holds only a torn
 *  start of this header gets the header line; a torn last line (no newline)
 *  is cut off when every whole line before it is right. Anything else that
 *  is not this job's journal is refused and left as it is, never cut or
 *  written. NULL on failure, err says why, naming path (and the line):
 *  TAV_EBUSY another run holds the lock; TAV_EIO not a regular file (a
 *  directory, device, FIFO), or the system refused to open, read, lock or
 *  write it; TAV_EGAME not a journal, a journal of an older tavreli or of
 *  another job, an entry that fails its checksum or is malformed, the same
 *  entry twice; TAV_EINVAL path or header NULL, empty or not printable
 *  ASCII; TAV_ENOMEM. */
tavb_journal *tavb_journal_open(const char *path, const char *header, tav_error *err);

/** The number of entries read by tavb_journal_open() (appends not
 *  counted); 0 for NULL. */
int tavb_journal_count(const tavb_journal *j);

/** The text of entry i (0 <= i < count), owned by the journal; NULL when i
 *  is out of range or j is NULL. */
const char *tavb_journal_entry(const tavb_journal *j, int i);

/** Append an entry (its checksum computed here) as one line by one
 *  write(2): in the system when this returns, on disk after
 *  tavb_journal_sync() or tavb_journal_close(). TAV_OK, or TAV_EINVAL
 *  (j NULL, text NULL, empty or not printable ASCII; nothing written) or
 *  TAV_EIO (the write failed or was short: what was written of the line is
 *  cut off again, so the file stays whole lines), err naming the path. */
int tavb_journal_append(tavb_journal *j, const char *text, tav_error *err);

/** fsync(2) the journal: TAV_OK, TAV_EINVAL for NULL, TAV_EIO. */
int tavb_journal_sync(tavb_journal *j, tav_error *err);

/** tavb_journal_append(), then tavb_journal_sync() when sync is non-zero
 *  or more than a second has passed since the last sync by this call (the
 *  journal's open counts as none): an entry that took seconds is on disk at
 *  once, a stream of quick ones about once a second. Returns as those. */
int tavb_journal_add(tavb_journal *j, const char *text, int sync, tav_error *err);

/** Sync, unlock, close and free j. NULL is a no-op. */
void tavb_journal_close(tavb_journal *j);

/** The entries of j (NULL: none) as one JSON list, "[ENTRY, ...]", each
 *  checked against shape, the keys every entry has and no other, a space
 *  between two, each with its type: "index:n unit:s names:l" (n an integer
 *  0 or more of at most 18 digits, s a string, l a list of strings); the
 *  first key's value is the entry's identity, given once. A new string
 *  (free()): every entry, or those before the first line refused, with err
 *  set to TAV_EGAME and "PATH:LINE: an entry that is not WHAT: refused"
 *  for an entry that is no JSON object of that shape, or "PATH:LINE: KEY N
 *  a second time: refused" (N the value plus shown) for an identity given
 *  again; err untouched when none is refused. NULL with err set: TAV_EINVAL
 *  for a shape that is not one or what NULL, TAV_ENOMEM.
 *  (bindings/tier/journal_entries.c) */
char *tavb_journal_entries(const tavb_journal *j, const char *shape, const char *what, int shown, tav_error *err);

/* ---- the work units of the distributed perft (bindings/tier/perft_split.c) ---- */

/** The distinct positions k plies below pos (1 <= k <= TAV_PERFT_MAX_DEPTH),
 *  transpositions merged (the same Zobrist hash and TFEN without the clocks,
 *  which perft does not read, R12), in the order first reached, as a new
 *  string: a line a unit, its TFEN, then for each root move (in the order
 *  first reached) a tab, the move's R9 text, a space and how many move
 *  sequences from it reach the unit. perft(d) of pos is the sum over the
 *  units of perft(d - k) times those counts. NULL with err set: TAV_EINVAL
 *  (pos NULL, k out of range), TAV_ENOMEM. Walks a copy of pos without the
 *  language's lock. */
char *tavb_perft_split(const tav_position *pos, int k, tav_error *err);

/** The units of tavb_perft_split() as a JSON text: a list of {"key": the
 *  TFEN without its clocks, "tfen": the TFEN first reached, "roots": {root
 *  move's R9 text: how many move sequences from it reach the unit}}, in
 *  the same orders. NULL with err set as tavb_perft_split(). */
char *tavb_perft_units_json(const tav_position *pos, int k, tav_error *err);

/** The divide of perft(d) of pos from its units k plies below
 *  (tavb_perft_split()'s, found again) and leaves, perft(d - k) of each unit
 *  in their order as decimal numbers separated by spaces: a line "MOVE N"
 *  for each root move that reaches a unit, in byte order of the move text,
 *  then "total N", as `tavreli divide` prints it; a new string (free()).
 *  NULL with err set: TAV_EINVAL (pos or leaves NULL, k out of range,
 *  leaves not one count a unit), TAV_ENOMEM. */
char *tavb_perft_divide(const tav_position *pos, int k, const char *leaves, tav_error *err);

/** The distributed perft's --stats line: "stats: S sequences, U units, C
 *  computed, W workers, T s, workers busy B s, overhead O ms per unit", O
 *  the time the workers were not counting per unit computed (0 for none);
 *  a new string (free()), NULL out of memory. (perft_job.c) */
char *tavb_perft_stats(long long sequences, long long units, long long computed, long long workers, double seconds,
                       double busy);

/** The distributed perft's job as its resume journal's header, the JSON
 *  text {"depth": D, "format": "tavreli-distributed-perft 3", "split": K,
 *  "tfen": the TFEN without its clocks}, checked before any work: NULL
 *  with err set for a TFEN C refuses ("startpos" is the start), a depth
 *  out of 0..TAV_PERFT_MAX_DEPTH, a split out of 1..depth (0 for depth 0)
 *  or a batch under 1 (TAV_EINVAL naming it), TAV_ENOMEM. A new string
 *  (free()). (bindings/tier/perft_job.c) */
char *tavb_perft_header(const char *tfen_text, size_t tfen_length, long long perft_depth, long long perft_split,
                        long long perft_batch, tav_error *err);

/* Texts read with their length (text_length.c): a NUL among the bytes is
 * refused where it is, as any other character that cannot be read. */
/** tavb_position_from_tfen() of the tfen_length bytes at tfen_text, or of
 *  TAV_START_TFEN for "startpos" (UCI's name); a NUL among them is
 *  TAV_ETFEN with err->offset at it. NULL with err set. */
tav_position *tavb_position_read(const char *tfen_text, size_t tfen_length, tav_error *err);
/** tav_position_set_tfen() likewise, "startpos" too (pos unchanged on an
 *  error). TAV_OK
 *  or the error code, err set. */
int tavb_position_set_read(tav_position *pos, const char *tfen_text, size_t tfen_length, tav_error *err);
/** tavb_move_parse() of the move_length bytes at move_text (R9); a NUL is
 *  TAV_ENOTATION at its offset. TAV_NO_MOVE with err set on an error. */
tav_move tavb_move_read(const tav_position *pos, const char *move_text, size_t move_length, tav_error *err);
/** tavb_move_read(), or the null move (TAV_NULL_MOVE, err unset) when the
 *  text is null_text (UCI's "0000", python-chess's "--"; NULL: none) and
 *  pos is not in check; in check TAV_NULL_MOVE with err TAV_EILLEGAL (R7). */
tav_move tavb_move_read_or_null(const tav_position *pos, const char *move_text, size_t move_length,
                                const char *null_text, tav_error *err);

/* Values from their parts, checked (values.c). */
/** The tav_piece of piece_type (a kind), colour (TAV_WHITE, TAV_BLACK),
 *  badge (a kind, or -1 for none) and the promoted and virgin marks (R1,
 *  R3, R6); TAV_EINVAL with err naming the bad part. */
int64_t tavb_piece_make(int piece_type, int colour, int badge, int promoted, int virgin, tav_error *err);
/** move when it is a tav_move value (0..TAV_MOVE_VALID_BITS, no other
 *  bit), else TAV_EINVAL with err's message saying why. */
int64_t tavb_move_value(long long move, tav_error *err);
/** 1 when move_value is a tav_move value (tavb_move_value) legal in pos
 *  (tav_position_is_legal: matched by source, destination and count),
 *  else 0: junk bits, negative or too large are no move, so not legal. */
int tavb_move_value_is_legal(const tav_position *pos, long long move_value);
/** The king-step distance between squares a and b (0..63), the larger of
 *  the file and rank differences; with manhattan non-zero, their sum.
 *  TAV_EINVAL for a square out of range. */
int tavb_square_distance(int a, int b, int manhattan);
/** tav_move_make(source, destination, move_count), or TAV_EINVAL with err
 *  naming what is wrong: move_count not 1..32 (R2), source equal to
 *  destination, a square not 0..63. */
int64_t tavb_move_made(int source, int destination, int move_count, tav_error *err);
/** The piece of a letter (R1: tav_kind_letter's, upper case white, lower
 *  case black), without badge or marks; TAV_EINVAL with err otherwise. */
int64_t tavb_piece_of_symbol(const char *symbol_text, size_t symbol_length, tav_error *err);
/** The legal move of pos from source to destination taking move_count
 *  pieces (-1: the whole tower), with its flags; TAV_EINVAL (as
 *  tavb_move_made) or TAV_EILLEGAL (as tavb_move_error) with err. */
int64_t tavb_move_find(const tav_position *pos, int source, int destination, int move_count, tav_error *err);

/* A move's texts (move_text.c). */
/** A move read without a position: the counted form "e2(1)-e4" (count
 *  1..32, what tav_move_format writes for a move without flags) or "0000",
 *  the null move (0). Else TAV_ENOTATION with err saying why (a coordinate
 *  form "e2e4" needs the tower's height, so a position) or TAV_EINVAL. */
int64_t tavb_move_read_alone(const char *move_text, size_t move_length, tav_error *err);
/** The canonical R9 text of the legal move of pos matching move (source,
 *  destination, count), or "0000" for the null move when pos is not in
 *  check (R7). NULL with err set: TAV_EINVAL (not a move value, NULL pos),
 *  TAV_EILLEGAL (as tavb_move_error). */
char *tavb_move_text(const tav_position *pos, long long move, tav_error *err);
/** tavb_move_text() with "+" when the move gives check and "#" when it
 *  mates (the marks R9 allows after a move); "--" for the null move. */
char *tavb_move_san(const tav_position *pos, long long move, tav_error *err);

/* What a legal move does to R8's counters (move_facts.c): 1 or 0, or a
 *  negative code with err set as tavb_move_text() sets it. */
/** The move (or null move) leaves the halfmove clock at 0. */
int tavb_move_is_zeroing(const tav_position *pos, long long move, tav_error *err);
/** No position before the move can repeat after it (R8): it loses a
 *  castling right (R7), or pos has a legal en passant (R5) it gives up. */
int tavb_move_is_irreversible(const tav_position *pos, long long move, tav_error *err);
/** tav_position_gives_check() of the legal move matching move (R7). */
int tavb_move_gives_check(const tav_position *pos, long long move, tav_error *err);

/* perft and divide with the depth checked (perft_checked.c). */
/** tavb_perft(); TAV_EINVAL with err naming the depth when perft_depth is
 *  not 0..TAV_PERFT_MAX_DEPTH, TAV_ENOMEM. */
int64_t tavb_perft_checked(const tav_position *pos, long long perft_depth, tav_error *err);
/** tavb_divide() (perft_depth 1..TAV_PERFT_MAX_DEPTH) with the entries in
 *  the byte order of the moves' R9 texts. On an error 0 entries and err
 *  set (TAV_EINVAL naming the depth, TAV_ENOMEM). */
int tavb_divide_sorted(const tav_position *pos, long long perft_depth, tav_divide_entry *DIVIDE_OUT, tav_error *err);

/* Setup fields checked, the errors naming the value (setup.c). */
/** tav_setup_push_piece() of piece_value (0..2^32-1); TAV_EINVAL ("not a
 *  piece"), TAV_ELIMIT (32 pieces, R1) with err set. */
int tavb_setup_put(tav_setup *s, int sq, long long piece_value, tav_error *err);
/** tav_setup_set_castling(); TAV_EINVAL with err for other bits. */
int tavb_setup_set_castling_checked(tav_setup *s, long long castling_rights, tav_error *err);
/** tav_setup_set_clocks(); TAV_EINVAL with err naming the clock out of
 *  0..2^32-1 or the fullmove number 0. */
int tavb_setup_set_clocks_checked(tav_setup *s, long long halfmove_clock, long long fullmove_number, tav_error *err);

/** The SVG picture a notebook shows of pos (svg.c): tav_svg_options_init's
 *  defaults, the king in check and the last move (not a null move) marked.
 *  NULL with err set. */
char *tavb_svg_notebook(const tav_position *pos, tav_error *err);
/* ---- a game pair of a distributed match (bindings/tier/match_pair.c) ---- */

/** What the game pair in tgn (the TGN `tavreli match --first-pair P --tgn`
 *  wrote) scored from the first engine's side, white in the odd rounds, and
 *  the engines' names (the last game's White and Black, the first engine's
 *  first), as the JSON text {"wins": W, "losses": L, "draws": D, "names":
 *  [FIRST, SECOND]}, a new string (free()): a result other than 1-0, 0-1
 *  or 1/2-1/2 is a loss. NULL with err set: TAV_EINVAL (tgn NULL),
 *  TAV_ENOMEM. */
char *tavb_match_pair_json(const char *tgn, tav_error *err);

/* ---- the Dask commands' progress line (bindings/tier/progress.c) ---- */

/** A progress line's state: all zero to begin (as the bindings make it). */
typedef struct tavb_progress {
    int started;    /**< set by the first call */
    long long held; /**< units done before the first call (a resume file's) */
    double last;    /**< seconds at the last line written */
} tavb_progress;

/** The progress line of done of total units (each scale noun, as "games"
 *  for pairs), seconds into the run: "DONE/TOTAL NOUN, SCORE" then the rate
 *  of the units done in this run (since the first call) per second, or per
 *  minute when minute, grouped by commas ("1,234.5 NOUN/s"), MORE, the
 *  seconds and the time left ("12.3 s, 45 s left"); on a terminal (tty)
 *  after a carriage return and before an erase to the end of the row, else
 *  ending in a newline. A new string (free()), or NULL when it is not yet
 *  due (half a second since the last on a terminal, else ten; always when
 *  done reaches total), for NULL p or out of memory. score and more: NULL
 *  or text. */
char *tavb_progress_line(tavb_progress *p, int tty, long long done, long long total, double seconds,
                         const char *noun, int scale, int minute, const char *score, const char *more);

#endif
