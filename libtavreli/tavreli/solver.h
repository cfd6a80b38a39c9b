/* libtavreli: the problem solver (R14) and dead positions (R8).
 *
 * Stipulations (R14), n moves of the side that moves first in the TFEN:
 *   #n   directmate: the side to move forces mate in at most n moves;
 *   h#n  helpmate: the side to move is mated by the other side's n-th move,
 *        both sides cooperating (exactly 2n plies; every solution listed);
 *   s#n  selfmate: the side to move forces the other side to mate it in at
 *        most n moves, the other side trying not to;
 *   =n, h=n, s=n: the same with stalemate in place of checkmate.
 * Claimable draws (R8) do not end a line; a dead position does not matter.
 *
 * Results are proofs. tav_solve() returns a tav_solution whose keys, tries,
 * threats, tree and helpmate solutions were each proved by an exhaustive
 * search of the move tree (with a table of proven and refuted positions,
 * which only skips work whose answer is known). When the node or time
 * budget runs out, or the stop flag or the progress callback stops the
 * search, tav_solution_complete() is 0: the keys found so far are proved
 * keys, but the list may miss keys, and "no key" means "not known".
 *
 * Terms (R14, as problemists use them, for #n and s#n):
 *   key     a first move that fulfils the stipulation against every defence;
 *           more than one key is a cook;
 *   try     a first move that fails against exactly one defence, its
 *           refutation;
 *   threat  after the key, what the first side would play if the defender
 *           could pass: its first moves of the shortest fulfilment (none when
 *           the key gives check, or for n = 1);
 *   tree    for each key, each defence and the answers that fulfil the
 *           stipulation in the fewest moves, down to the mate (or stalemate).
 *
 * Memory: tav_solve() allocates the search table and its scratch once, the
 * search itself allocates nothing; the tav_solution is the caller's, freed
 * with tav_solution_free(). No global state: solves on different positions
 * may run in parallel threads. */
#ifndef TAVRELI_SOLVER_H
#define TAVRELI_SOLVER_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"
#include "error.h"
#include "move.h"
#include "piece.h"
#include "position.h"
#include "game.h"

TAV_BEGIN_DECLS

/* ---- stipulations ---------------------------------------------------------- */

typedef enum tav_stip_type {
    TAV_STIP_DIRECT = 0, /**< #n, =n */
    TAV_STIP_HELP = 1,   /**< h#n, h=n */
    TAV_STIP_SELF = 2    /**< s#n, s=n */
} tav_stip_type;

typedef enum tav_stip_goal {
    TAV_GOAL_MATE = 0,     /**< '#': checkmate (R8) */
    TAV_GOAL_STALEMATE = 1 /**< '=': stalemate (R8) */
} tav_stip_goal;

/** Most moves a stipulation may ask for. */
#define TAV_STIP_MAX_MOVES 16

/** A stipulation: a small value, transparent and never growing. */
typedef struct tav_stipulation {
    int type;  /**< tav_stip_type */
    int goal;  /**< tav_stip_goal */
    int moves; /**< n, 1..TAV_STIP_MAX_MOVES */
} tav_stipulation;

/** Read "#2", "h#3", "s#2", "=2", "h=2", "s=2" (the letter may be upper
 *  case; surrounding spaces are not allowed) into *out. Returns TAV_OK,
 *  TAV_EINVAL (NULL argument, or not a stipulation; err says which
 *  character) or TAV_ELIMIT (n is 0 or above TAV_STIP_MAX_MOVES). err may be
 *  NULL. */
TAV_EXTERN int tav_stipulation_parse(const char *text, tav_stipulation *out, tav_error *err);

/** Longest stipulation text, without the NUL ("h#16"). */
#define TAV_STIP_TEXT_MAX 8

/** Write the canonical text of s ("#2", "h=3") and a NUL into buf. Returns
 *  the length, TAV_EINVAL (NULL or a bad stipulation) or TAV_EBUFSIZE. */
TAV_EXTERN int tav_stipulation_format(const tav_stipulation *s, char *buf, size_t size);

/* ---- options ----------------------------------------------------------------- */

#define TAV_SOLVE_TRIES 1u   /**< find the tries and their refutations */
#define TAV_SOLVE_THREATS 2u /**< find the threat after each key */
#define TAV_SOLVE_TREE 4u    /**< build the solution tree (defences and answers) */
#define TAV_SOLVE_DEFAULT (TAV_SOLVE_THREATS | TAV_SOLVE_TREE)

/** Called at the first node and then every 65536 nodes with the nodes and seconds so far;
 *  return non-zero to stop the search (the solution is then incomplete). */
typedef int (*tav_solve_progress_fn)(void *userdata, uint64_t nodes, double seconds);

/** Options of tav_solve(). Set them with TAV_SOLVE_OPTIONS_INIT or
 *  tav_solve_options_init() (the same bytes), then change fields. The
 *  struct may grow at its end; version tells the library which fields the
 *  caller knows. */
typedef struct tav_solve_options {
    unsigned version;               /**< TAV_SOLVE_OPTIONS_VERSION */
    unsigned flags;                 /**< TAV_SOLVE_* bits [TAV_SOLVE_DEFAULT] */
    uint64_t max_nodes;             /**< node budget (moves played), 0 = none [0] */
    double max_seconds;             /**< time budget in seconds, 0 = none [0] */
    const volatile int *stop;       /**< if not NULL, the search stops once *stop is non-zero [NULL] */
    tav_solve_progress_fn progress; /**< [NULL] */
    void *userdata;                 /**< passed to progress [NULL] */
    unsigned table_bits;            /**< the table holds 2^table_bits entries of 16 bytes, 10..28 [16] */
    unsigned reserved;              /**< 0 (keeps the struct free of padding) */
    size_t max_tree_nodes;          /**< tree and helpmate solutions are cut beyond this [100000] */
} tav_solve_options;

#define TAV_SOLVE_OPTIONS_VERSION 1
#define TAV_SOLVE_OPTIONS_INIT                                                                \
    {                                                                                         \
        TAV_SOLVE_OPTIONS_VERSION, TAV_SOLVE_DEFAULT, 0, 0.0, NULL, NULL, NULL, 16, 0, 100000 \
    }

/** Set *opt to TAV_SOLVE_OPTIONS_INIT. NULL is a no-op. */
TAV_EXTERN void tav_solve_options_init(tav_solve_options *opt);

/* ---- solving ------------------------------------------------------------------ */

typedef struct tav_solution tav_solution;

/** Solve stip from pos (pos is not changed; its history is not used). opt
 *  may be NULL for the defaults. Stores a new solution in *out (the
 *  caller's: tav_solution_free()). Returns TAV_OK (also when the budget ran
 *  out: see tav_solution_complete()), TAV_EINVAL (NULL pos, stip or out, a
 *  bad stipulation, or an option out of range) or TAV_ENOMEM (*out NULL). */
TAV_EXTERN int tav_solve(const tav_position *pos, const tav_stipulation *stip,
                         const tav_solve_options *opt, tav_solution **out);

/** Progress of tav_solve_cb(): as tav_solve_progress_fn, with the number of
 *  moves being searched: for #n, s#n, =n and s=n the length k (1..n) of the
 *  keys tried (the keys are searched shortest first), then n while tries
 *  and threats are searched; for helpmates n. Return non-zero to stop. */
typedef int (*tav_solve_depth_fn)(void *userdata, int moves, uint64_t nodes, double seconds);

/** tav_solve() that reports its progress to fn (if not NULL) at the first
 *  node and then every 65536 nodes, besides opt's progress callback. The
 *  same solution as tav_solve(); the same return values. */
TAV_EXTERN int tav_solve_cb(const tav_position *pos, const tav_stipulation *stip, const tav_solve_options *opt,
                            tav_solve_depth_fn fn, void *userdata, tav_solution **out);

/** Release a solution. NULL is a no-op. */
TAV_EXTERN void tav_solution_free(tav_solution *sol);

/** The stipulation solved. */
TAV_EXTERN tav_stipulation tav_solution_stipulation(const tav_solution *sol);
/** The position solved (owned by the solution). */
TAV_EXTERN const tav_position *tav_solution_position(const tav_solution *sol);
/** 1 when every search finished, 0 when a budget, the stop flag or the
 *  progress callback cut it (then a missing key, try or solution proves
 *  nothing). */
TAV_EXTERN int tav_solution_complete(const tav_solution *sol);
/** 1 when the tree or the helpmate solutions were cut at max_tree_nodes
 *  (the keys are still proved). */
TAV_EXTERN int tav_solution_truncated(const tav_solution *sol);
/** Moves played by the search, and the seconds it took. */
TAV_EXTERN uint64_t tav_solution_nodes(const tav_solution *sol);
TAV_EXTERN double tav_solution_seconds(const tav_solution *sol);

/** Keys (#n, s#n, =n, s=n) in the order of tav_position_legal_moves();
 *  more than one is a cook. 0 for NULL and for helpmates. */
TAV_EXTERN int tav_solution_key_count(const tav_solution *sol);
TAV_EXTERN tav_move tav_solution_key(const tav_solution *sol, int i);
/** Non-zero when there is more than one key. */
TAV_EXTERN int tav_solution_cook(const tav_solution *sol);
/** The fewest moves in which key i fulfils the stipulation (1..n), 0 if out of range. */
TAV_EXTERN int tav_solution_key_length(const tav_solution *sol, int i);

/** Tries (only with TAV_SOLVE_TRIES) and their refutations. */
TAV_EXTERN int tav_solution_try_count(const tav_solution *sol);
TAV_EXTERN tav_move tav_solution_try(const tav_solution *sol, int i);
TAV_EXTERN tav_move tav_solution_refutation(const tav_solution *sol, int i);

/** The threat after key i (only with TAV_SOLVE_THREATS): the first moves of
 *  the shortest fulfilment if the defender could pass; 0 moves when there is
 *  none (the key checks, n = 1, or no fulfilment in n - 1). */
TAV_EXTERN int tav_solution_threat_count(const tav_solution *sol, int key);
TAV_EXTERN tav_move tav_solution_threat(const tav_solution *sol, int key, int i);
/** Moves of that threat (1..n-1), 0 when there is none. */
TAV_EXTERN int tav_solution_threat_length(const tav_solution *sol, int key);

/** Kinds of tree nodes. */
typedef enum tav_node_kind {
    TAV_NODE_ROOT = 0,    /**< node 0: the problem position */
    TAV_NODE_KEY = 1,     /**< a key (children: every defence) */
    TAV_NODE_DEFENCE = 2, /**< a move of the defending side */
    TAV_NODE_ANSWER = 3   /**< a later move of the first side (children: every defence) */
} tav_node_kind;

/** The tree (only with TAV_SOLVE_TREE; #n and s#n). Node 0 is the root;
 *  its children are the keys in key order; every node's children are in
 *  the order of tav_position_legal_moves(). A node with the goal mark ends
 *  the line: its move mates (or stalemates) the side to move after it. */
TAV_EXTERN int tav_solution_node_count(const tav_solution *sol);
TAV_EXTERN int tav_solution_node_kind(const tav_solution *sol, int node);
TAV_EXTERN tav_move tav_solution_node_move(const tav_solution *sol, int node);
TAV_EXTERN int tav_solution_node_parent(const tav_solution *sol, int node);
TAV_EXTERN int tav_solution_node_child_count(const tav_solution *sol, int node);
TAV_EXTERN int tav_solution_node_child(const tav_solution *sol, int node, int i);
/** Non-zero when the node's move reaches the goal (mate or stalemate). */
TAV_EXTERN int tav_solution_node_goal(const tav_solution *sol, int node);

/** Helpmate solutions (h#n, h=n): each a line of 2n plies, the first by the
 *  side to move; sorted by their move texts. */
TAV_EXTERN int tav_solution_line_count(const tav_solution *sol);
TAV_EXTERN int tav_solution_line_length(const tav_solution *sol, int i);
TAV_EXTERN tav_move tav_solution_line_move(const tav_solution *sol, int i, int ply);

/* ---- writing a solution --------------------------------------------------------- */

/** Write sol as text the way problemists read it (Popeye's convention):
 *  each key with "!" and its threat, then each defence numbered ("1...")
 *  with its answers, the goal move marked '#' or '='; tries with "?" and
 *  "but 1...x!"; for helpmates one line per solution. Then a line with the
 *  node count, the time and whether the search was complete. Output as
 *  tav_game_write(): snprintf-like, *length gets the full length. Returns
 *  TAV_OK, TAV_EBUFSIZE, TAV_ENOMEM or TAV_EINVAL. */
TAV_EXTERN int tav_solution_write_text(const tav_solution *sol, char *buf, size_t size, size_t *length);

/** Write sol as one JSON object:
 *  {"stipulation": "#2", "keys": ["d2-d5"], "cook": false,
 *   "tries": [{"move": "...", "refutation": "..."}], "threat": ["..."],
 *   "tree": {"move": null, "kind": "root", "children": [...]},
 *   "solutions": [["g5-h6", "a2-b2", "g3-d6", "g2-g7"]],
 *   "complete": true, "truncated": false, "nodes": N, "seconds": S}
 *  Moves are R9 canonical text; "threat" is the first key's (every key's
 *  threat is in the tree, as "threat" of its node); a tree node is
 *  {"move", "kind" ("root", "key", "defence", "answer"), "goal" (bool),
 *  "children"}. Returns as tav_solution_write_text(). */
TAV_EXTERN int tav_solution_write_json(const tav_solution *sol, char *buf, size_t size, size_t *length);

/** As tav_solution_write_text() and tav_solution_write_json(), into a new
 *  NUL-terminated string: *text gets it (the caller frees it with
 *  tav_free()) and *length (if not NULL) its length without the NUL.
 *  Returns TAV_OK; TAV_EINVAL (sol or text NULL) or TAV_ENOMEM, with
 *  *text NULL and *length 0. */
TAV_EXTERN int tav_solution_write_text_alloc(const tav_solution *sol, char **text, size_t *length);
TAV_EXTERN int tav_solution_write_json_alloc(const tav_solution *sol, char **text, size_t *length);

/** As tav_solution_write_json_alloc() with options: with
 *  TAV_SOLUTION_JSON_MOVE_VALUES the moves are their tav_move numbers
 *  (flags included: for a binding that rebuilds its move objects) instead
 *  of their R9 text; the keys and the shape are the same. 0 gives
 *  tav_solution_write_json_alloc()'s text. Returns as it does; TAV_EINVAL
 *  also for an unknown bit. */
#define TAV_SOLUTION_JSON_MOVE_VALUES 1u
TAV_EXTERN int tav_solution_json_alloc(const tav_solution *sol, unsigned options, char **text, size_t *length);

/* ---- problems as game records (R11, R14) ------------------------------------------ */

/** Solve the problem record g: its start position (SetUp/FEN) and its
 *  "Stipulation" tag. Returns as tav_solve(), and TAV_EGAME when g has no
 *  Stipulation tag or cannot read it (err says so). err may be NULL. */
TAV_EXTERN int tav_solve_game(const tav_game *g, const tav_solve_options *opt,
                              tav_solution **out, tav_error *err);

/** Write sol into the movetext of g, which must start from sol's position
 *  and have no moves yet: for #n and s#n each key (NAG $1, "!") with its
 *  threat as a comment ("threat: 2. h6-h8"), its defences as the main line
 *  and variations, each followed by its answers (the tree); then each try
 *  (NAG $2, "?") as a variation with its refutation (NAG $1); for helpmates
 *  the solutions as a main line and variations. Sets the Stipulation tag.
 *  Returns TAV_OK, TAV_EINVAL (NULL, or g has moves or another start),
 *  TAV_ELIMIT or TAV_ENOMEM (g may hold part of the solution). */
TAV_EXTERN int tav_solution_to_game(const tav_solution *sol, tav_game *g);

/* ---- dead positions (R8) ------------------------------------------------------------ */

/** Answers of tav_position_can_checkmate(). */
typedef enum tav_mate_answer {
    TAV_MATE_NO = 0,     /**< proved: no series of legal moves lets that colour mate */
    TAV_MATE_YES = 1,    /**< proved by a line of legal moves that ends in its mate */
    TAV_MATE_UNKNOWN = 2 /**< not decided within the budget */
} tav_mate_answer;

/** Can colour checkmate the other side by any series of legal moves from
 *  pos (both sides cooperating), as R8 and R13 (flag fall) ask?
 *
 *  "No" is proved by a material argument: every piece of colour, wherever
 *  it stands in a tower, counts as free, since a tower's top may always
 *  leave and free it (R2); a pawn counts as a pawn or as its badge piece
 *  (R6); the other side's pieces never help a mate, because a king may
 *  climb onto any tower not topped by a king (R2), so nothing of its own
 *  blocks it, and its whole-tower move frees nothing (a split only adds
 *  moves). So the only attackers are colour's tops, on a board whose other
 *  towers only cut their rays. With a king and at most one other piece that
 *  is a knight, a bishop, or a pawn whose badge is a knight or a bishop,
 *  there is no mate: a lone knight or bishop cannot cover a king's square
 *  and its neighbours with the help of its king (as in chess, where no such
 *  mate exists even on an empty board, and blockers only cut rays), and a
 *  pawn covers only one neighbour, which its king, never adjacent to the
 *  other king, cannot complete. A king holding an enemy piece prisoner
 *  changes nothing: the prisoner counts as that colour's free piece.
 *  "No" is also answered at once when the game is over on the board (the
 *  side to move has no legal move: the mated side, and both sides of a
 *  stalemate, cannot mate; the side that has mated answers "yes" with the
 *  empty line), and when the material argument holds without colour's
 *  queens and helgis held for good under the enemy king (see
 *  tav_position_cannot_mate_why()).
 *  Otherwise "no" is proved by an exhaustive search of every position
 *  reachable from pos (for few pieces; positions are told apart by their
 *  64-bit hash), and "yes" by a line of legal moves that ends in colour's
 *  mate, found by a guided search (both sides play towards the other
 *  king's mate: few flights, check, the edge, colour's pieces near it; it
 *  finds lines on full boards in milliseconds, not always the shortest)
 *  or by an exact helpmate search (iterative deepening, up to
 *  TAV_STIP_MAX_MOVES moves of colour): line (if not NULL) gets its plies,
 *  the first by the side to move, the last colour's mating move.
 *
 *  max_nodes bounds the searches (0: a default of 2,000,000). *line_len (if
 *  not NULL) gets the number of plies written (0 unless TAV_MATE_YES);
 *  line_size = 2 * TAV_STIP_MAX_MOVES + 1 always suffices. Returns a
 *  tav_mate_answer, or TAV_EINVAL (NULL pos, bad colour) or TAV_ENOMEM. */
TAV_EXTERN int tav_position_can_checkmate(const tav_position *pos, tav_color colour, uint64_t max_nodes,
                                          tav_move *line, size_t line_size, size_t *line_len);

/** Bits of tav_position_can_checkmate_ex(). */
#define TAV_DEAD_NO_MATERIAL 1u /**< skip the material argument (search only) */

/** As tav_position_can_checkmate() with TAV_DEAD_* flags; the tests use
 *  TAV_DEAD_NO_MATERIAL to check the material argument against the
 *  exhaustive search. */
TAV_EXTERN int tav_position_can_checkmate_ex(const tav_position *pos, tav_color colour, uint64_t max_nodes,
                                             unsigned flags, tav_move *line, size_t line_size,
                                             size_t *line_len);

/** Has colour too little material to checkmate, whatever the other side
 *  does (the material argument of tav_position_can_checkmate(): its king
 *  and at most one piece that is a knight, a bishop, or a pawn whose badge
 *  is one, counting every piece of colour in every tower)? 1 or 0 (0 for
 *  NULL or a bad colour). Cheap: one look at the board. */
TAV_EXTERN int tav_position_has_insufficient_material(const tav_position *pos, tav_color colour);

/** Reasons of tav_position_cannot_mate_why(). */
typedef enum tav_nomate_reason {
    TAV_NOMATE_NONE = 0,      /**< no cheap argument: only a search can tell */
    TAV_NOMATE_GAME_OVER = 1, /**< the side to move has no legal move (R8): the game is over, and colour is
                                   the mated side or either side of a stalemate */
    TAV_NOMATE_MATERIAL = 2,  /**< the material argument (tav_position_has_insufficient_material()) */
    TAV_NOMATE_HELD = 3       /**< the material argument, not counting colour's queens and helgis held for
                                   good directly under the enemy king: such a piece attacks every square
                                   next to the king, so the king never steps off it alone (R7), a move of
                                   the king's tower carries it along still directly under the king, and
                                   nothing is placed on a king (R2); only when the enemy has no castling
                                   right (castling moves the king alone) */
} tav_nomate_reason;

/** Why colour cannot checkmate by any series of legal moves from pos, when
 *  a cheap, sound argument proves it (no search; the first steps of
 *  tav_position_can_checkmate(), which answers TAV_MATE_NO for each of
 *  them): a tav_nomate_reason, TAV_NOMATE_NONE when none applies (also for
 *  the side that has just mated), or TAV_EINVAL (NULL pos, bad colour). */
TAV_EXTERN int tav_position_cannot_mate_why(const tav_position *pos, tav_color colour);

/** Answers of tav_position_dead() and tav_game_end_dead(). */
typedef enum tav_dead_answer {
    TAV_ALIVE = 0,       /**< proved: some colour can checkmate (a line of legal moves) */
    TAV_DEAD = 1,        /**< proved: neither side can checkmate; the game is drawn (R8) */
    TAV_DEAD_UNKNOWN = 2 /**< not decided within the budget */
} tav_dead_answer;

/** Is pos a dead position (R8: neither side can checkmate the other by any
 *  series of legal moves)? Asks tav_position_can_checkmate() for each
 *  colour, the side to move first, each with half of max_nodes (0: the
 *  default budget), and stops at the first "yes". Sound: TAV_DEAD only
 *  when both answers are proved "no". Returns a tav_dead_answer, or
 *  TAV_EINVAL (NULL) or TAV_ENOMEM. */
TAV_EXTERN int tav_position_dead(const tav_position *pos, uint64_t max_nodes);

/** Is pos dead (R8), asked the way every entry point asks it: both
 *  answers of tav_position_can_checkmate(), each colour with the whole
 *  budget max_nodes (0: its default), so that the verdict always agrees
 *  with the two answers a caller gets from tav_position_can_checkmate()
 *  with the same max_nodes (tav_position_dead() halves the budget between
 *  the colours). answers (if not NULL) gets the tav_mate_answer of
 *  TAV_WHITE at [0] and of TAV_BLACK at [1]; lines (if not NULL) has room
 *  for 2 * line_size moves: white's mating line is written at lines,
 *  black's at lines + line_size (as tav_position_can_checkmate() writes
 *  them), line_len (if not NULL) gets their lengths. Returns TAV_ALIVE
 *  when an answer is "yes", TAV_DEAD when both are "no", else
 *  TAV_DEAD_UNKNOWN; or TAV_EINVAL (NULL pos), TAV_ENOMEM, TAV_EBUFSIZE
 *  (a line longer than line_size). */
TAV_EXTERN int tav_position_dead_answers(const tav_position *pos, uint64_t max_nodes, int answers[2],
                                         tav_move *lines, size_t line_size, size_t line_len[2]);

/** tav_position_dead() for the position at the end of g's main line (for
 *  a game that stopped on an error, after the last move replayed): the
 *  dead-position part of the game-end state, beside tav_game_end() (mate,
 *  stalemate) and tav_game_claims(). Returns a tav_dead_answer, or
 *  TAV_EINVAL (NULL) or TAV_ENOMEM. */
TAV_EXTERN int tav_game_end_dead(const tav_game *g, uint64_t max_nodes);

TAV_END_DECLS

#endif
