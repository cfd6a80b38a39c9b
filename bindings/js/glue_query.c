/* The C helpers of the JavaScript package for the questions about a
 * position (tavreli/query.h), the solver and dead positions
 * (tavreli/solver.h): a square set becomes a list of square indices, a
 * solution the library's own JSON text. No rules here: each helper calls
 * the library and converts. */
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>

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
    tav_squareset set = which == 0 ? tav_position_attackers(pos, (tav_color)colour, sq)
                      : which == 1 ? tav_position_checkers(pos)
                      : which == 2 ? tav_position_pinned(pos, (tav_color)colour) : 0;
    int n = 0, i;
    for (i = 0; i < 64; i++)
        if (set >> i & 1)
            out[n++] = i;
    return n;
}

static double budget(double v)
{
    return v >= 1 && v < 1e18 ? v : 0;
}

/** tav_solve() of the stipulation text stip with TAV_SOLVE_* flags and
 *  budgets (0 = none), the solution as its JSON text
 *  (tav_solution_write_json_alloc) in a string the caller frees with tav_free();
 *  NULL on failure, err filled (code and message). */
char *tavjs_solve(const tav_position *pos, const char *stip, unsigned flags, double max_nodes,
                  double max_seconds, tav_error *err)
{
    tav_stipulation st;
    tav_solve_options opt;
    tav_solution *sol = NULL;
    char *text = NULL;
    int rc = tav_stipulation_parse(stip, &st, err);
    if (rc != TAV_OK) {
        if (err->code == TAV_OK)
            err->code = rc;
        return NULL;
    }
    tav_solve_options_init(&opt);
    opt.flags = flags;
    opt.max_nodes = (uint64_t)budget(max_nodes);
    opt.max_seconds = max_seconds > 0 && max_seconds < 1e9 ? max_seconds : 0;
    rc = tav_solve(pos, &st, &opt, &sol);
    if (rc == TAV_OK)
        rc = tav_solution_write_json_alloc(sol, &text, NULL);
    tav_solution_free(sol);
    if (rc != TAV_OK) {
        tav_error_init(err);
        err->code = rc;
        strncpy(err->message, tav_strerror(rc), sizeof err->message - 1);
    }
    return text;
}

/** tav_position_can_checkmate() with the budget as a double: TAV_MATE_*
 *  or a negative TAV_E* code; the proving line into line (size entries),
 *  its length into *length (0 when the line did not fit: still a proof). */
int tavjs_can_checkmate(const tav_position *pos, int colour, double max_nodes, tav_move *line,
                        int size, int *length)
{
    size_t len = 0;
    int rc = tav_position_can_checkmate(pos, (tav_color)colour, (uint64_t)budget(max_nodes), line,
                                        (size_t)size, &len);
    if (rc == TAV_EBUFSIZE) {
        rc = TAV_MATE_YES;
        len = 0;
    }
    *length = (int)len;
    return rc;
}
