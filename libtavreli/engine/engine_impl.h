/* Internal: the engine object, its transposition table and the pieces the
 * search, the evaluation and the driver share. Not installed. */
#ifndef TAV_ENGINE_IMPL_H
#define TAV_ENGINE_IMPL_H

#include <stdatomic.h>
#include <stdint.h>
#include "base/now.h"
#include "core/position_impl.h"
#include "tavreli/engine.h"

#define MAX_PLY 128       /* search stack: nominal depth + extensions + quiescence */
#define REP_KEYS_MAX 2048 /* game history keys kept for repetitions (R8) */

/* Scores: centipawns within +-SCORE_MATE_BOUND, mates beyond. A mate at
 * ply n from the root scores SCORE_MATE - n. */
#define SCORE_INF 32000
#define SCORE_MATE 31000
#define SCORE_MATE_BOUND (SCORE_MATE - 2 * MAX_PLY)
#define SCORE_DRAW 0

/* Transposition table entry, as the search reads it. */
typedef struct tt_entry {
    uint64_t key;
    tav_move move;
    int16_t score;
    uint8_t depth;
    uint8_t bound_gen; /* bits 0-1 bound, bits 2-7 generation */
} tt_entry;

/* As it is stored: 16 bytes, two words that threads read and write with
 * relaxed atomics (no data race, no lock). check is key ^ data, so an
 * entry torn by two threads writing at once fails the check and is
 * ignored (tt.c). */
typedef struct tt_slot {
    _Atomic uint64_t check;
    _Atomic uint64_t data;
} tt_slot;

#define TT_BOUND_UPPER 1
#define TT_BOUND_LOWER 2
#define TT_BOUND_EXACT 3
#define TT_WAYS 4

/* Evaluation cache entry: 16 bytes, one way, keyed by the Zobrist key.
 * The evaluation is a function of the position alone, so a hit gives
 * exactly what evaluating would: the cache changes speed, never a result. */
typedef struct ec_entry {
    uint64_t key;
    int32_t score;  /* tav__evaluate for the side to move */
    uint32_t flags; /* EC_* */
} ec_entry;

#define EC_VALID 1         /* the entry holds an evaluation */
#define EC_TACTICS 2       /* the side to move may capture or promote (search.c) */
#define EC_ENTRIES_LOG2 12 /* 64 KiB: stays in the CPU cache (1 MiB missed it more than it saved) */

#include "engine/material.h"
#include "engine/params.h"

typedef struct ply_stack {
    tav_move *moves; /* TAV_MAX_MOVES per ply, inside tav_engine.move_buf */
    int *scores;
    tav_move killer[2];
    tav_move current;
    int static_eval;
    uint64_t key;  /* position key at this ply, for repetitions */
    int null_move; /* this ply was reached by a null move */
} ply_stack;

struct tav_engine {
    tt_slot *tt;  /* shared by the helper threads (not theirs to free) */
    ec_entry *ec; /* evaluation cache, 2^EC_ENTRIES_LOG2 entries */
    tav__eval_tables et;
    size_t tt_mask; /* number of buckets - 1 (buckets of TT_WAYS) */
    size_t hash_mb;
    uint8_t generation;
    atomic_int stop;
    atomic_flag busy;   /* set while a call that needs the engine alone runs (TAV_EBUSY) */
    int param[P_COUNT]; /* the named search parameters (params.c) */

    /* owned working storage, allocated once */
    tav_move *move_buf;
    int *score_buf;
    ply_stack ss[MAX_PLY + 4];
    tav_move pv[MAX_PLY + 1][MAX_PLY + 1];
    int pv_len[MAX_PLY + 1];
    int history[2][64][64];      /* butterfly history of quiet moves: side, from, to */
    tav_move counter[2][64][64]; /* the quiet move that refuted the previous move (from, to) */
    int nmp_min_ply;             /* null move only from this ply (its verification search) */

    /* Lazy SMP (threads.c): the main engine's helpers, Threads - 1 of them */
    tav_engine **helper;
    void *helper_thread; /* pthread_t[helper_count] */
    int helper_count, helpers_running;
    int helper_offset;               /* a helper: its iterations start at depth 1 + this */
    uint64_t rep_keys[REP_KEYS_MAX]; /* game history, oldest first */
    int rep_count;

    /* the search in progress */
    struct tav_position pos;
    uint64_t nodes, node_limit;
    _Atomic uint64_t nodes_seen; /* nodes, published every 256 (a helper's, read by the main thread) */
    uint64_t st_qnodes, st_qcheck, st_ext, st_moves, st_qmoves, st_main, st_nullcut, st_ttcut;
    uint64_t start_ms, soft_ms, hard_ms; /* soft: no new iteration after; hard: stop */
    uint64_t target_ms;                  /* from the clock: the time meant for this move, else 0 */
    int timed, mate_mode, seldepth, root_depth, aborted;
    tav_move excluded[TAV_MULTIPV_MAX]; /* root moves taken by earlier MultiPV lines */
    int excluded_count;
    tav_move root_only[TAV_MAX_MOVES]; /* searchmoves: the root moves allowed */
    int root_only_count;               /* 0: every legal move */
};

/* tt.c */
/* The number of buckets (a power of two) of a table of at most mb MiB on a
 * platform whose size_t holds at most size_max, or 0 when mb MiB is more
 * than size_max bytes (a 32-bit size_t: 4096 MiB and up). Never
 * overflows; size_max is a parameter so that a test can ask for 32 bits. */
size_t tav__tt_buckets(size_t mb, size_t size_max);
int tav__tt_alloc(tav_engine *e, size_t mb);
void tav__tt_clear(tav_engine *e);
/* 1 and the entry in *out when the table holds key, else 0. */
int tav__tt_probe(const tav_engine *e, uint64_t key, tt_entry *out);
void tav__tt_store(tav_engine *e, uint64_t key, tav_move m, int score, int depth, int bound);
int tav__score_to_tt(int score, int ply);
int tav__score_from_tt(int score, int ply);

/* params.c: every parameter at its default */
void tav__params_init(tav_engine *e);

/* engine.c: an engine's working storage (move stacks, evaluation cache,
 * tables, parameters), allocated and freed (the transposition table
 * apart); tav__engine_forget clears its killers, history and countermoves. */
int tav__engine_storage(tav_engine *e);
void tav__engine_storage_free(tav_engine *e);
void tav__engine_forget(tav_engine *e);

/* threads.c: start the helpers of a search set up in e (TAV_OK, or
 * TAV_ENOMEM: none started, the search runs alone); tell them to stop;
 * wait until they have (before anything touches the table); clear their
 * learnt state; free them. */
int tav__helpers_start(tav_engine *e);
void tav__helpers_signal(tav_engine *e);
void tav__helpers_join(tav_engine *e);
void tav__helpers_clear(tav_engine *e);
void tav__helpers_free(tav_engine *e);
/* The nodes the running helpers have searched so far (published counts). */
uint64_t tav__helpers_nodes(const tav_engine *e);

/* eval_cache.c: allocate (TAV_OK, TAV_ENOMEM), forget every entry */
int tav__ec_alloc(tav_engine *e);
void tav__ec_clear(tav_engine *e);

/* Evaluation for the side to move, also storing the squares each
 * colour's tops attack (R7). */
int tav__evaluate_att(const tav__eval_tables *t, const struct tav_position *p, bb_t att[2]);
int tav__piece_value(uint8_t piece);

/* tactical.c: the legal captures and promotions, each once (the top
 * alone or the whole tower), of a position not in check and without an en
 * passant square. */
int tav__gen_tactical(struct tav_position *p, tav_move *out);

/* see.c: the static exchange evaluation of move m (centipawns for the
 * mover; below 0: the exchange on the square loses), towers known; a quiet
 * move gains nothing and may lose the mover. */
int tav__see(const struct tav_position *p, tav_move m);

/* search.c */
int tav__search_root(tav_engine *e, int depth, int alpha, int beta);

#endif
