/* libtavreli: a playing and analysing engine (search and evaluation).
 *
 * A tav_engine is opaque: it owns its transposition table, its move stacks
 * and its history tables, all allocated by tav_engine_new() (and
 * tav_engine_set_hash()); a search allocates nothing. There is no global
 * state: several engines in several threads never interfere. One engine
 * runs one search at a time, and the engine enforces it: a search, or
 * tav_engine_set_hash(), started while another call uses the engine returns
 * TAV_EBUSY at once and changes nothing (tav_engine_clear() then does
 * nothing). tav_engine_stop() is the one call meant to be made from another
 * thread while a search runs.
 *
 * Scores are from the point of view of the side to move in the searched
 * position: centipawns, or a mate in N moves (N > 0: the side to move mates,
 * N < 0: it is mated in -N moves). Claimable draws (R8: threefold
 * repetition, fifty moves) are scored as draws inside the search, since a
 * player who stands worse will claim them.
 *
 * Determinism: a search limited only by depth or nodes gives the same
 * result every time it starts from the same engine state (a new engine, or
 * one after tav_engine_clear()); the transposition table carries knowledge
 * from one search to the next otherwise.
 *
 * The search and the evaluation are described in doc/engine.md. */
#ifndef TAVRELI_ENGINE_H
#define TAVRELI_ENGINE_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"
#include "move.h"
#include "position.h"

TAV_BEGIN_DECLS

typedef struct tav_engine tav_engine;

/** Longest principal variation a result carries. */
#define TAV_PV_MAX 64
/** Most MultiPV lines a search reports. */
#define TAV_MULTIPV_MAX 32
/** Deepest nominal depth a search goes to. */
#define TAV_DEPTH_MAX 64
/** Default transposition table size in MiB. */
#define TAV_ENGINE_HASH_DEFAULT 16
/** Largest transposition table size in MiB. */
#define TAV_ENGINE_HASH_MAX 65536

/** What to search for. Fields that are 0 set no limit; with no limit at all
 *  (or infinite set) the search runs until tav_engine_stop() or
 *  TAV_DEPTH_MAX. Limits combine: the first one reached ends the search
 *  (it always completes depth 1 unless stopped, so there is a best move).
 *  The clock fields are the UCI wtime/btime/winc/binc/movestogo; the engine
 *  turns them into a time for this move. Initialise with TAV_LIMITS_INIT or
 *  tav_limits_init() (both give the same bytes), then set fields. */
typedef struct tav_limits {
    unsigned version;     /**< TAV_LIMITS_VERSION */
    int depth;            /**< plies, 1..TAV_DEPTH_MAX; 0 = none */
    uint64_t nodes;       /**< nodes; 0 = none */
    uint64_t movetime_ms; /**< milliseconds for this move; 0 = none */
    int mate;             /**< stop once a mate in at most this many moves is found; 0 = none.
                               Null move and reductions are off in a mate search. */
    int infinite;         /**< non-zero: ignore every limit until stopped */
    int multipv;          /**< lines to report, 1..TAV_MULTIPV_MAX; 0 means 1 */
    uint64_t time_ms[2];  /**< clock time left, [TAV_WHITE], [TAV_BLACK]; 0 = no clock */
    uint64_t inc_ms[2];   /**< increment per move */
    int movestogo;        /**< moves to the next time control; 0 = sudden death */
} tav_limits;

#define TAV_LIMITS_VERSION 1u
#define TAV_LIMITS_INIT                                             \
    {                                                               \
        TAV_LIMITS_VERSION, 0, 0, 0, 0, 0, 0, { 0, 0 }, { 0, 0 }, 0 \
    }

/** Fill *limits with TAV_LIMITS_INIT. NULL is a no-op. */
TAV_EXTERN void tav_limits_init(tav_limits *limits);

/** One line of a search: a MultiPV line, or the result's best line. */
typedef struct tav_search_line {
    int multipv;             /**< 1 for the best line, 2 for the next... */
    int depth;               /**< nominal depth completed */
    int seldepth;            /**< deepest ply reached, quiescence included */
    int score_cp;            /**< centipawns for the side to move (0 when mate != 0) */
    int mate;                /**< mate in this many moves (> 0 we mate, < 0 we are mated), or 0 */
    int bound;               /**< 0 exact; 1 lower bound; -1 upper bound (a search cut short) */
    uint64_t nodes;          /**< nodes searched so far in this search (by every thread) */
    uint64_t time_ms;        /**< milliseconds since the search started */
    int pv_length;           /**< moves in pv */
    tav_move pv[TAV_PV_MAX]; /**< the principal variation, legal from the searched position */
} tav_search_line;

/** The outcome of tav_engine_search(). */
typedef struct tav_search_result {
    tav_move best_move;                     /**< the move to play, TAV_NO_MOVE if there is no legal move */
    int line_count;                         /**< lines filled in, min(multipv, legal moves) */
    tav_search_line lines[TAV_MULTIPV_MAX]; /**< lines[0] is the best line */
    int depth;                              /**< deepest depth completed */
    int seldepth;                           /**< deepest ply reached */
    uint64_t nodes;                         /**< nodes searched, by every thread (a limit counts the main thread's) */
    uint64_t time_ms;                       /**< milliseconds taken */
    int stopped;                            /**< non-zero: tav_engine_stop() ended it */
    tav_end end;                            /**< TAV_END_CHECKMATE / _STALEMATE when pos has no legal move, else TAV_END_NONE */
} tav_search_result;

/** The search result as JSON (the schema of `tavreli analyse --json`):
 *  {"tfen": "<pos, or null>", "bestmove": "e2-e4" (null when there is no
 *   legal move), "depth": d, "seldepth": s, "nodes": n, "time_ms": t,
 *   "stopped": false, "end": null ("checkmate", "stalemate" when there is
 *   no legal move), "lines": [LINE, ...]}
 *  and one line (tav_search_line_json) as
 *  {"multipv": 1, "depth": d, "seldepth": s, "score": {"cp": X} or
 *   {"mate": N}, "bound": 0 (1 lower, -1 upper), "nodes": n, "time_ms": t,
 *   "pv": ["e2-e4", ...]}.
 *  Moves are their canonical R9 text, or with TAV_SEARCH_JSON_MOVE_VALUES
 *  their tav_move numbers (flags included: for a binding that rebuilds its
 *  move objects); the keys are the same. pos is the searched position
 *  (NULL: "tfen" is null). No white space but one after ',' and ':', no
 *  newline. Output as tav_solution_write_json(): snprintf-like, *length
 *  (may be NULL) gets the full length. Returns TAV_OK, TAV_EBUFSIZE (buf
 *  keeps a prefix), TAV_EINVAL (NULL result or line, buf NULL with size >
 *  0, an unknown option bit). The _alloc variant puts a new string in
 *  *text (free it with tav_free()) and returns TAV_OK, TAV_EINVAL or
 *  TAV_ENOMEM (*text NULL, *length 0). */
#define TAV_SEARCH_JSON_MOVE_VALUES 1u
TAV_EXTERN int tav_search_result_json(const tav_position *pos, const tav_search_result *result, unsigned options,
                                      char *buf, size_t size, size_t *length);
TAV_EXTERN int tav_search_result_json_alloc(const tav_position *pos, const tav_search_result *result,
                                            unsigned options, char **text, size_t *length);
TAV_EXTERN int tav_search_line_json(const tav_search_line *line, unsigned options, char *buf, size_t size,
                                    size_t *length);

/** Progress: called after every completed iteration, once per MultiPV line
 *  (in order multipv = 1, 2, ...), on the searching thread. line is valid
 *  for the call only. */
typedef void (*tav_info_fn)(const tav_search_line *line, void *user);

/** A new engine with a transposition table of hash_mb MiB (1..
 *  TAV_ENGINE_HASH_MAX; 0 means TAV_ENGINE_HASH_DEFAULT), stored in *out.
 *  Returns TAV_OK, TAV_ENOMEM (*out NULL) or TAV_EINVAL (NULL out, size out
 *  of range: above TAV_ENGINE_HASH_MAX, or more bytes than this platform's
 *  size_t holds, as 4096 MiB and up with a 32-bit size_t). */
TAV_EXTERN int tav_engine_new(tav_engine **out, size_t hash_mb);

/** Release e and everything it owns. NULL is a no-op. Not while it searches. */
TAV_EXTERN void tav_engine_free(tav_engine *e);

/** Resize the transposition table to hash_mb MiB (as tav_engine_new) and
 *  clear it. Returns TAV_OK, TAV_EINVAL (NULL e, size out of range as for
 *  tav_engine_new), TAV_ENOMEM (the old table is kept) or TAV_EBUSY (e is
 *  searching: nothing changed). */
TAV_EXTERN int tav_engine_set_hash(tav_engine *e, size_t hash_mb);

/** The transposition table size in MiB, 0 for NULL. */
TAV_EXTERN size_t tav_engine_hash(const tav_engine *e);

/** Forget everything learnt (transposition table, killers, history), as
 *  for a new game. NULL is a no-op, and so is a call while e searches. */
TAV_EXTERN void tav_engine_clear(tav_engine *e);

/** Search pos under limits and fill *result. pos is only read; its history
 *  counts for repetitions (R8). info, if not NULL, is called with user
 *  after every iteration. A position with no legal move gives TAV_OK with
 *  best_move TAV_NO_MOVE, line_count 0 and result->end saying whether it
 *  is mate or stalemate (R8).
 *  Returns TAV_OK, TAV_EINVAL (NULL e, pos, limits or result; a limit
 *  out of range: depth or mate < 0 or > TAV_DEPTH_MAX, multipv < 0 or >
 *  TAV_MULTIPV_MAX; a limits version other than TAV_LIMITS_VERSION) or
 *  TAV_EBUSY (another search of e is running: *result untouched). */
TAV_EXTERN int tav_engine_search(tav_engine *e, const tav_position *pos, const tav_limits *limits,
                                 tav_search_result *result, tav_info_fn info, void *user);

/** As tav_engine_search(), but only the moves[0, count) are searched at
 *  the root (UCI's go searchmoves; duplicates count once; count 0 means
 *  every legal move). MultiPV lines are at most the distinct moves given.
 *  Returns what tav_engine_search() returns, TAV_EINVAL also for count < 0
 *  or > TAV_MAX_MOVES or NULL moves with count > 0, and TAV_EILLEGAL (with
 *  *result zeroed) when a move given is not legal in pos. */
TAV_EXTERN int tav_engine_search_moves(tav_engine *e, const tav_position *pos, const tav_limits *limits,
                                       const tav_move *moves, int count, tav_search_result *result,
                                       tav_info_fn info, void *user);

/** Ask a running search of e to return as soon as it can (within a few
 *  milliseconds); it keeps the best move found so far. Safe from any
 *  thread; a stop that arrives when no search runs is forgotten when the
 *  next search starts. NULL is a no-op. */
TAV_EXTERN void tav_engine_stop(tav_engine *e);

/** The engine's named search parameters (the margins of the search and
 *  of time management, doc/engine.md), for tuners and UCI options. Each
 *  has a name, a default and a range; a new engine has every default.
 *  tav_engine_param_count() gives how many there are; parameter i (0..
 *  count-1) is described by tav_engine_param_info (any of the out pointers
 *  may be NULL; TAV_EINVAL for i out of range). Names are matched without
 *  regard to case. */
TAV_EXTERN int tav_engine_param_count(void);
TAV_EXTERN int tav_engine_param_info(int i, const char **name, int *def, int *min, int *max);

/** Set parameter name of e to value. Returns TAV_OK, TAV_EINVAL (NULL e,
 *  an unknown name, value out of its range: nothing changed) or TAV_EBUSY
 *  (e is searching). */
TAV_EXTERN int tav_engine_set_param(tav_engine *e, const char *name, int value);

/** The value of parameter name of e in *value. Returns TAV_OK or
 *  TAV_EINVAL (NULL argument, unknown name). */
TAV_EXTERN int tav_engine_param(const tav_engine *e, const char *name, int *value);

/** The static evaluation of pos in centipawns for the side to move, the
 *  same the search uses at its leaves (doc/engine.md). 0 for NULL. */
TAV_EXTERN int tav_evaluate(const tav_position *pos);

TAV_END_DECLS

#endif
