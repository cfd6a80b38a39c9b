/* The C helpers of the JavaScript package for the questions about a
 * position (tavreli/query.h), the solver and dead positions
 * (tavreli/solver.h): a square set becomes a list of square indices, a
 * solution the library's own JSON text. No rules here: each helper calls
 * the library and converts. */
#include <stdlib.h>
#include <string.h>
#include "tavb.h"

int tavjs_squares(const tav_position *pos, int which, int colour, int sq, int *out);
char *tavjs_solve(const tav_position *pos, const char *stip, unsigned flags, double max_nodes,
                  double max_seconds, tav_error *err);
int tavjs_can_checkmate(const tav_position *pos, int colour, double max_nodes, tav_move *line,
                        int size, int *length);

/** The squares of a set, lowest first, into out (64 entries); returns
 *  their number. which: 0 tav_position_attackers(colour, sq), 1
 *  tav_position_checkers(), 2 tav_position_pinned(colour). */
int tavjs_squares(const tav_position *pos, int which, int colour, int sq, int *out)
{
    tav_squareset set = which == 0   ? tav_position_attackers(pos, (tav_color)colour, sq)
                        : which == 1 ? tav_position_checkers(pos)
                        : which == 2 ? tav_position_pinned(pos, (tav_color)colour)
                                     : 0;
    int n = 0, i;
    for (i = 0; i < 64; i++)
        if (set >> i & 1)
            out[n++] = i;
    return n;
}

/** tavb_solve_json() with the budgets as doubles (0 = none): the solution
 *  as its JSON text, which the caller frees with tav_free(); NULL on
 *  failure, err filled (code and message). */
char *tavjs_solve(const tav_position *pos, const char *stip, unsigned flags, double max_nodes,
                  double max_seconds, tav_error *err)
{
    return tavb_solve_json(pos, stip, flags, (long long)tavb_budget(max_nodes),
                           max_seconds > 0 && max_seconds < 1e9 ? max_seconds : 0, err);
}

/** tavb_can_checkmate_line() with the budget as a double: TAV_MATE_* or a
 *  negative TAV_E* code; the proving line into line (size entries), its
 *  length into *length (0 when the line did not fit: still a proof). */
int tavjs_can_checkmate(const tav_position *pos, int colour, double max_nodes, tav_move *line,
                        int size, int *length)
{
    size_t len = 0;
    int rc = tavb_can_checkmate_line(pos, colour, tavb_budget(max_nodes), line, size > 0 ? (size_t)size : 0, &len);
    *length = (int)len;
    return rc;
}
