/* libtavreli: evaluations in game records (R11 comments).
 *
 * A "[%eval ...]" command in the comment after a move is an engine's
 * evaluation of the position after that move, from white's point of view,
 * in python-chess's and lichess's form: "[%eval 0.35]" in pawns (at most
 * two decimals, an optional sign), "[%eval #-3]" a mate in 3 moves for the
 * side that the sign names (+ or no sign: white mates, -: black mates),
 * either optionally followed by ",DEPTH", the depth of the search
 * ("[%eval -1.20,14]"). It lives in the comment text, beside "[%clk ...]"
 * (game.h), so reading and writing keep it as any comment. */
#ifndef TAVRELI_GAME_EVAL_H
#define TAVRELI_GAME_EVAL_H

#include <stddef.h>
#include "common.h"
#include "game.h"

TAV_BEGIN_DECLS

/** Largest |cp| of an evaluation (1000000 pawns). */
#define TAV_EVAL_CP_MAX 100000000
/** Largest |mate| of an evaluation. */
#define TAV_EVAL_MATE_MAX 100000
/** Largest depth of an evaluation. */
#define TAV_EVAL_DEPTH_MAX 100000
/** Longest text tav_eval_text() writes, without the NUL. */
#define TAV_EVAL_TEXT_MAX 24

/** An evaluation from white's point of view. */
typedef struct tav_eval {
    int mate;  /**< 0: a score of cp centipawns; else a mate in |mate| moves, > 0 white mates, < 0 black */
    int cp;    /**< centipawns when mate is 0 (0 otherwise) */
    int depth; /**< the depth of the search, 0 when not written */
} tav_eval;

/** The "[%eval ...]" of the comment after node's move into *out. Returns 1
 *  when the comment has one, 0 when it has none, TAV_EGAME when it is
 *  malformed or out of range (*out untouched), TAV_EINVAL (NULL, the root,
 *  a bad node). */
TAV_EXTERN int tav_game_node_eval(const tav_game *g, int node, tav_eval *out);

/** Set the evaluation of node's move: its "[%eval ...]" is replaced where
 *  it stands, or put first in the comment. Returns TAV_OK, TAV_EINVAL
 *  (NULL, the root, a bad node, a value out of range as for
 *  tav_eval_text()) or TAV_ENOMEM. */
TAV_EXTERN int tav_game_set_eval(tav_game *g, int node, const tav_eval *ev);

/** Remove the "[%eval ...]" command from node's comment (TAV_OK when it
 *  had none). Returns TAV_OK, TAV_EINVAL or TAV_ENOMEM. */
TAV_EXTERN int tav_game_remove_eval(tav_game *g, int node);

/** The text of ev inside the command ("0.35", "-0.05", "#-3", "1.20,14")
 *  and a NUL into buf. Returns its length, TAV_EINVAL (NULL; |cp| over
 *  TAV_EVAL_CP_MAX, |mate| over TAV_EVAL_MATE_MAX, depth < 0 or over
 *  TAV_EVAL_DEPTH_MAX, cp not 0 beside a mate) or TAV_EBUFSIZE
 *  (TAV_EVAL_TEXT_MAX + 1 bytes always suffice). */
TAV_EXTERN int tav_eval_text(const tav_eval *ev, char *buf, size_t size);

/** Read text as tav_eval_text() writes it (also with a '+' sign, one
 *  decimal or none) into *out. Returns TAV_OK, TAV_EGAME (malformed, out of
 *  range: *out untouched) or TAV_EINVAL (NULL). */
TAV_EXTERN int tav_eval_parse(const char *text, tav_eval *out);

/** Add a warning (TAV_PROBLEM_ANNOTATION) to g's problems for every move
 *  whose comment holds an "[%eval]" that tav_game_node_eval() cannot read
 *  (malformed, out of range, or two of them), as tav_game_check_clocks()
 *  does for "[%clk]". Returns the number of warnings added, TAV_EINVAL for
 *  NULL or TAV_ENOMEM. */
TAV_EXTERN int tav_game_check_evals(tav_game *g);

TAV_END_DECLS

#endif
