/* libtavreli: the outcome of a game, the one judgement every binding and
 * the CLI ask for (R8, R13).
 *
 * How a game stands on the board: checkmate, stalemate, a dead position
 * (R8: by the material argument, or proved by the solver's search), a flag
 * fall (R13, when the caller says which flags fell), or in play with the
 * draws that can be claimed (R8: threefold repetition, fifty moves). A game
 * that is over has nothing claimable. The result texts "1-0", "0-1",
 * "1/2-1/2" and "*" (R11) are read by tav_result_parse() and written by
 * tav_result_text() (tavreli/game.h). */
#ifndef TAVRELI_OUTCOME_H
#define TAVRELI_OUTCOME_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"
#include "position.h"
#include "game.h"

TAV_BEGIN_DECLS

/** Why a game is over (tav_outcome.termination). */
typedef enum tav_termination {
    TAV_TERM_NONE = 0,                  /**< in play: the side to move has a move and no rule ended the game */
    TAV_TERM_CHECKMATE = 1,             /**< the side to move is mated: it loses (R8) */
    TAV_TERM_STALEMATE = 2,             /**< the side to move has no move and is not in check: draw (R8) */
    TAV_TERM_INSUFFICIENT_MATERIAL = 3, /**< dead position by the material argument alone,
                                           both sides (tav_position_has_insufficient_material): draw (R8) */
    TAV_TERM_DEAD_POSITION = 4,         /**< dead position proved by the search (tav_position_dead): draw (R8) */
    TAV_TERM_FLAG = 5,                  /**< a flag fell (R13): the result is tav_flag_result()'s */
    TAV_TERM_THREEFOLD = 6,             /**< threefold repetition, claimed (only with TAV_OUTCOME_CLAIM): draw */
    TAV_TERM_FIFTY = 7                  /**< fifty moves, claimed (only with TAV_OUTCOME_CLAIM): draw */
} tav_termination;

/** Options of tav_position_outcome() and tav_game_outcome() (bits). */
#define TAV_OUTCOME_SEARCH 1u /**< ask the solver (tav_position_dead) when the material does not decide */
#define TAV_OUTCOME_CLAIM 2u  /**< a claimable draw ends the game, as if claimed (TAV_TERM_THREEFOLD, _FIFTY) */

/** The budget (nodes) the CLI's validator gives the dead-position search
 *  at the end of a game; bindings that describe a game's end as the
 *  validator does pass the same. */
#define TAV_OUTCOME_DEAD_BUDGET 400000u

/** The outcome. Every field is an int, so that each language reads it
 *  alike; the struct does not grow (new facts come as new functions). */
typedef struct tav_outcome {
    int termination; /**< tav_termination */
    int winner;      /**< TAV_WHITE or TAV_BLACK when the game is won, else -1 (draw, in play, undecided) */
    int result;      /**< tav_result: TAV_RESULT_WHITE, _BLACK, _DRAW when the game is over;
                          TAV_RESULT_UNKNOWN for a flag fall the solver could not decide;
                          TAV_RESULT_NONE in play */
    int turn;        /**< the side to move (after a checkmate, the side mated) */
    int dead;        /**< tav_dead_answer when the dead-position question was asked: TAV_DEAD by the
                          material argument or the search, TAV_ALIVE, TAV_DEAD_UNKNOWN; -1 when not
                          asked (checkmate, stalemate, or no TAV_OUTCOME_SEARCH and the material
                          does not decide) */
    int claims;      /**< TAV_GAME_CLAIM_* bits: the draws that can be claimed; 0 when the game is
                          over (checkmate, stalemate, dead position, flag fall) */
    int recorded;    /**< tav_game_outcome(): the game's result token (tav_result); else TAV_RESULT_NONE */
    int agrees;      /**< tav_game_outcome(): non-zero when the recorded result agrees with the
                          outcome (tav_game_result_agrees(), and a dead position or flag fall
                          not scored otherwise); 1 for tav_position_outcome() */
} tav_outcome;

/** The outcome of pos (R8, R13).
 *
 *  In this order: checkmate, stalemate, a dead position by the material
 *  argument (both sides), with TAV_OUTCOME_SEARCH a dead position proved
 *  by tav_position_dead(pos, max_nodes) (0: the solver's default budget),
 *  then a flag fall when flags (TAV_FLAG_WHITE | TAV_FLAG_BLACK bits of the
 *  flags that fell, tavreli/clock.h; 0: none) is not 0, scored by
 *  tav_flag_result(pos, flags, max_nodes) (a mate or stalemate on the board
 *  decides before any flag, 6.2.1.1), and last, with TAV_OUTCOME_CLAIM, a
 *  claimable draw (threefold first). Otherwise the game is in play and
 *  claims lists what can be claimed. Fills *out (see tav_outcome) and
 *  returns TAV_OK, or TAV_EINVAL (NULL pos or out, unknown option or flag
 *  bits; *out untouched) or TAV_ENOMEM (the search; *out untouched). Costs
 *  a move generation without TAV_OUTCOME_SEARCH and flags, a search
 *  bounded by max_nodes with them. */
TAV_EXTERN int tav_position_outcome(const tav_position *pos, unsigned flags, unsigned options,
                                    uint64_t max_nodes, tav_outcome *out);

/** tav_position_outcome() at the end of g's main line (for a game that
 *  stopped on an error, after the last move replayed), with recorded set
 *  to g's result token and agrees to whether it agrees: tav_game_result_agrees(g),
 *  and not a win recorded in a dead position or a result that differs
 *  from the one a flag fall gives. Returns as tav_position_outcome(). */
TAV_EXTERN int tav_game_outcome(const tav_game *g, unsigned flags, unsigned options,
                                uint64_t max_nodes, tav_outcome *out);

/** How out stands, as `tavreli validate` says it: "white checkmated",
 *  "black stalemated", "in play", "white's flag fell", then ", dead
 *  position (drawn, R8)", ", threefold repetition claimable", ", fifty-move
 *  rule claimable" as they apply. Writes at most size bytes with a
 *  terminating NUL (as snprintf); returns the length of the whole text
 *  (so a result >= size means it was cut), or TAV_EINVAL (NULL out, or NULL
 *  buf with size > 0). */
TAV_EXTERN int tav_outcome_format(const tav_outcome *out, char *buf, size_t size);

/** Static name of a termination: "checkmate", "stalemate",
 *  "insufficient_material", "dead_position", "flag", "threefold_repetition",
 *  "fifty_moves", "none" (also for unknown values). */
TAV_EXTERN const char *tav_termination_name(int termination);

/** Read a result text (R11): exactly "1-0", "0-1", "1/2-1/2" or "*"
 *  (TAV_RESULT_UNKNOWN). Stores it in *out and returns TAV_OK; TAV_EINVAL
 *  (NULL, or any other text; *out untouched). tav_result_text() writes
 *  them. */
TAV_EXTERN int tav_result_parse(const char *text, tav_result *out);

TAV_END_DECLS

#endif
