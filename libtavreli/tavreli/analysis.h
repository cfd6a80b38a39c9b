/* libtavreli: game analysis. Every position of a game's main line is
 * searched by the engine (tavreli/engine.h) under one limit, the engine and
 * its transposition table kept from one position to the next; each move
 * gets the score before and after it from the mover's side, the engine's
 * best move and line, the played move's loss in winning chances and a
 * judgement (inaccuracy, mistake, blunder); each player gets an accuracy
 * and an average loss. The formulas, their thresholds and the curve from
 * centipawns to winning chances (fitted from Tavreli games) are in
 * doc/analysis.md.
 *
 * Determinism: with one thread and a limit of depth or nodes only, the same
 * game analysed twice gives the same analysis, byte for byte (the engine is
 * cleared at the start of each game). */
#ifndef TAVRELI_ANALYSIS_H
#define TAVRELI_ANALYSIS_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"
#include "engine.h"
#include "game.h"

TAV_BEGIN_DECLS

/** The limit of each position's search. With no depth, nodes or time the
 *  default is TAV_ANALYSIS_NODES_DEFAULT nodes. */
typedef struct tav_analysis_limits {
    unsigned version;     /**< TAV_ANALYSIS_LIMITS_VERSION */
    int depth;            /**< plies per position, 0..TAV_DEPTH_MAX; 0 = none */
    uint64_t nodes;       /**< nodes per position; 0 = none */
    uint64_t movetime_ms; /**< milliseconds per position; 0 = none */
    int threads;          /**< search threads, 1..64; 0 means 1 */
    size_t hash_mb;       /**< transposition table in MiB (as tav_engine_new); 0: the default */
} tav_analysis_limits;

#define TAV_ANALYSIS_LIMITS_VERSION 1u
#define TAV_ANALYSIS_LIMITS_INIT                   \
    {                                              \
        TAV_ANALYSIS_LIMITS_VERSION, 0, 0, 0, 1, 0 \
    }
/** Nodes per position when no limit is given. */
#define TAV_ANALYSIS_NODES_DEFAULT 100000

/** The judgement of a move, by its loss in winning chances (doc/analysis.md). */
typedef enum tav_judgement {
    TAV_JUDGEMENT_NONE = 0,
    TAV_JUDGEMENT_INACCURACY = 1, /**< NAG $6, "?!" */
    TAV_JUDGEMENT_MISTAKE = 2,    /**< NAG $2, "?" */
    TAV_JUDGEMENT_BLUNDER = 3     /**< NAG $4, "??" */
} tav_judgement;

/** Static name of a judgement: "inaccuracy", "mistake", "blunder", or "" for
 *  none and unknown values. Never NULL. */
TAV_EXTERN const char *tav_judgement_name(tav_judgement j);

/** A score from one side's point of view: a mate in |mate| moves (> 0 that
 *  side mates, < 0 it is mated), or cp centipawns when mate is 0. A mate on
 *  the board is mate TAV_SCORE_MATED (the side to move is mated) seen from
 *  the loser, -TAV_SCORE_MATED from the winner. */
typedef struct tav_score {
    int cp;
    int mate;
} tav_score;
#define TAV_SCORE_MATED (-1000000)

/** The analysis of one move of the main line. */
typedef struct tav_move_analysis {
    int node;              /**< the game's node of the move */
    int ply;               /**< its ply from the start, 1-based */
    int side;              /**< tav_color of the mover */
    tav_move played;       /**< the move played */
    tav_move best;         /**< the engine's best move before it */
    tav_score before;      /**< the position before the move, best play, mover's side */
    tav_score after;       /**< the position after the played move, mover's side */
    double chances_before; /**< mover's winning chances before, 0..1 */
    double chances_after;  /**< mover's winning chances after the played move, 0..1 */
    double loss;           /**< chances_before - chances_after, at least 0; 0 when played is best */
    int cp_loss;           /**< the same in centipawns, scores clipped to +-1000 (mates as +-1000) */
    double accuracy;       /**< the move's accuracy, 0..100 */
    tav_judgement judgement;
    int missed_mate;         /**< the mover had a mate and the move lets it go */
    int allowed_mate;        /**< the move lets the opponent mate (and the mover was not mated already) */
    int depth;               /**< depth completed before the move */
    uint64_t nodes;          /**< nodes searched before the move */
    int pv_length;           /**< moves in pv */
    tav_move pv[TAV_PV_MAX]; /**< the engine's line from the position before, starting with best */
} tav_move_analysis;

/** One player's summary. */
typedef struct tav_player_analysis {
    int moves;              /**< moves analysed */
    double accuracy;        /**< 0..100 (doc/analysis.md), 0 when no move */
    double average_cp_loss; /**< mean cp_loss */
    int inaccuracies, mistakes, blunders;
} tav_player_analysis;

typedef struct tav_analysis tav_analysis;

/** Progress: called after each position's search, on the calling thread,
 *  with the positions searched so far, the positions in all and the nodes
 *  searched so far. */
typedef void (*tav_analysis_progress_fn)(int done, int total, uint64_t nodes, void *user);

/** Analyse the main line of g under limits (NULL: the defaults) and store
 *  the analysis in *out (free it with tav_analysis_free()). The main line
 *  is analysed up to its last move or its first move that could not be
 *  replayed. progress may be NULL. Returns TAV_OK, TAV_EINVAL (NULL g or
 *  out, a limit out of range, another version) or TAV_ENOMEM (*out NULL on
 *  every failure). */
TAV_EXTERN int tav_analyse_game(const tav_game *g, const tav_analysis_limits *limits,
                                tav_analysis_progress_fn progress, void *user, tav_analysis **out);

/** Release an analysis. NULL is a no-op. */
TAV_EXTERN void tav_analysis_free(tav_analysis *a);

/** Moves analysed; 0 for NULL. */
TAV_EXTERN int tav_analysis_move_count(const tav_analysis *a);
/** Move i (0 = the first move), NULL when out of range. Owned by a. */
TAV_EXTERN const tav_move_analysis *tav_analysis_move(const tav_analysis *a, int i);
/** The summary of side (TAV_WHITE or TAV_BLACK), NULL for a bad side. */
TAV_EXTERN const tav_player_analysis *tav_analysis_player(const tav_analysis *a, int side);

/** Write the analysis into g, the game it was made from: "[%eval]" on every
 *  analysed move (but a mating one), NAGs $6/$2/$4 for the judgements, the
 *  engine's line as a variation with a short comment at each mistake and
 *  blunder, and the summary as tags (WhiteAccuracy, BlackAccuracy,
 *  WhiteAverageLoss, BlackAverageLoss, WhiteInaccuracies... , Annotator).
 *  Returns TAV_OK, TAV_EINVAL (NULL, a game whose main line differs) or
 *  TAV_ENOMEM (g may hold part of the annotations). */
TAV_EXTERN int tav_analysis_annotate(const tav_analysis *a, tav_game *g);

/** The analysis as JSON, one object (the schema of `tavreli annotate
 *  --json`):
 *  {"game": the game's tav_game_index(), "moves": [MOVE, ...],
 *   "players": {"white": PLAYER, "black": PLAYER}}, where MOVE is
 *  {"ply": p, "node": n, "move": "e2-e4", "best": "d2-d4" ("" when none),
 *   "before": SCORE, "after": SCORE, "chances_before": 0.5123,
 *   "chances_after": 0.4987, "loss": 0.0136, "cp_loss": 12,
 *   "accuracy": 97.3, "judgement": "" ("inaccuracy", "mistake",
 *   "blunder"), "missed_mate": false, "allowed_mate": false, "depth": d,
 *   "nodes": n, "pv": ["d2-d4", ...]}, SCORE is {"cp": X}, {"mate": N} or,
 *  for a side already mated or mating on the board, {"mate": 0, "board":
 *  "won" | "lost"}, and PLAYER is {"moves": n, "accuracy": 91.2,
 *  "average_loss": 23, "inaccuracies": i, "mistakes": m, "blunders": b}.
 *  Moves are their canonical R9 text, or with TAV_SEARCH_JSON_MOVE_VALUES
 *  (tavreli/engine.h) their tav_move numbers; the keys are the same. No
 *  white space but one after ',' and ':', no newline. snprintf-like:
 *  *length (may be NULL) gets the full length. Returns TAV_OK,
 *  TAV_EBUFSIZE (buf keeps a prefix), TAV_EINVAL (a NULL, buf NULL with
 *  size > 0, an unknown option bit). The _alloc variant puts a new string
 *  in *text (free it with tav_free()) and returns TAV_OK, TAV_EINVAL or
 *  TAV_ENOMEM (*text NULL, *length 0). */
TAV_EXTERN int tav_analysis_json(const tav_analysis *a, unsigned options, char *buf, size_t size, size_t *length);
TAV_EXTERN int tav_analysis_json_alloc(const tav_analysis *a, unsigned options, char **text, size_t *length);

/** The winning chances 0..1 of the side a score belongs to, by the
 *  logistic curve fitted from Tavreli games (doc/analysis.md); mates give
 *  1 or 0. */
TAV_EXTERN double tav_winning_chances(tav_score score);

/** The white winning chances after each of the n first analysed moves
 *  into values[0..n) (the input of tav_svg_graph(), tavreli/svg.h).
 *  Returns the number written (at most n), or TAV_EINVAL. */
TAV_EXTERN int tav_analysis_white_chances(const tav_analysis *a, double *values, int n);

TAV_END_DECLS

#endif
