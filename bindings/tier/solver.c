/* Problems (R14) and dead positions (R8, tavreli/solver.h) for the
 * languages: the search runs on a private copy of the position, without
 * the language's lock. */
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

/* Solve stip from a private copy of pos, without the language's lock:
 * TAV_OK and *sol, or a TAV_E* code; a bad stipulation or budget (negative,
 * NaN or infinite) sets err and *bad_stip. */
static int solve_copy(const tav_position *pos, const char *stip, unsigned flags, long long max_nodes,
                      double max_seconds, tav_error *err, tav_solution **sol, int *bad_stip)
{
    tav_stipulation st;
    tav_solve_options opt;
    tav_position *copy;
    int rc;
    *sol = NULL;
    *bad_stip = 1;
    if (max_nodes < 0) /* never read as "no limit" */
        return tavb__refuse(err, "max_nodes must be between 0 (no limit) and 2**63-1, not %lld", max_nodes);
    if (!(max_seconds >= 0 && max_seconds <= DBL_MAX))
        return tavb__refuse(err, "max_seconds must be a finite number >= 0 (0: no limit), not %g", max_seconds);
    rc = tav_stipulation_parse(stip, &st, err);
    *bad_stip = rc != TAV_OK;
    if (rc != TAV_OK) {
        if (err && err->code == TAV_OK)
            err->code = rc;
        return rc;
    }
    tav_solve_options_init(&opt);
    opt.flags = flags;
    opt.max_nodes = max_nodes > 0 ? (uint64_t)max_nodes : 0;
    opt.max_seconds = max_seconds > 0 ? max_seconds : 0;
    copy = tav_position_copy(pos);
    if (!copy)
        return TAV_ENOMEM;
    TAVB_BEGIN_UNLOCKED
    rc = tav_solve(copy, &st, &opt, sol);
    TAVB_END_UNLOCKED
    tav_position_free(copy);
    return rc;
}

char *tavb_solve_json(const tav_position *pos, const char *stip, unsigned flags, long long max_nodes,
                      double max_seconds, tav_error *err)
{
    tav_solution *sol = NULL;
    char *text = NULL;
    int bad_stip;
    int rc = solve_copy(pos, stip, flags, max_nodes, max_seconds, err, &sol, &bad_stip);
    if (bad_stip)
        return NULL;
    if (rc == TAV_OK)
        rc = tav_solution_write_json_alloc(sol, &text, NULL);
    tav_solution_free(sol);
    return tavb_text(rc, text, err, NULL);
}

int tavb_can_checkmate_line(const tav_position *pos, int colour, uint64_t max_nodes, tav_move *line, size_t size,
                            size_t *length)
{
    int rc;
    size_t len = 0;
    tav_position *copy = tav_position_copy(pos);
    if (!copy) {
        rc = TAV_ENOMEM;
    } else {
        TAVB_BEGIN_UNLOCKED
        rc = tav_position_can_checkmate(copy, (tav_color)colour, max_nodes, line, size, &len);
        TAVB_END_UNLOCKED
        tav_position_free(copy);
    }
    if (rc == TAV_EBUFSIZE) { /* a line longer than the buffer: still a proof */
        rc = TAV_MATE_YES;
        len = 0;
    }
    if (length)
        *length = len;
    return rc;
}

char *tavb_can_checkmate(const tav_position *pos, int colour, long long max_nodes, tav_error *err)
{
    tav_move line[2 * TAV_STIP_MAX_MOVES + 64];
    size_t len = 0;
    int rc = tavb_can_checkmate_line(pos, colour, max_nodes > 0 ? (uint64_t)max_nodes : 0, line,
                                     sizeof line / sizeof line[0], &len);
    if (rc < 0) {
        if (err) {
            err->code = rc;
            snprintf(err->message, sizeof err->message, "%s", tav_strerror(rc));
        }
        return NULL;
    }
    char *out = (char *)malloc(8 + len * (TAV_MOVE_TEXT_MAX + 1));
    if (!out)
        return NULL;
    strcpy(out, rc == TAV_MATE_YES ? "yes" : rc == TAV_MATE_NO ? "no"
                                                               : "unknown");
    for (size_t i = 0; i < len; i++) {
        char b[TAV_MOVE_TEXT_MAX + 1];
        tav_move_format(line[i], b, sizeof b);
        strcat(out, " ");
        strcat(out, b);
    }
    return out;
}

int tavb_position_dead(const tav_position *pos, long long max_nodes)
{
    int rc;
    tav_position *copy = tav_position_copy(pos);
    if (!copy)
        return TAV_ENOMEM;
    TAVB_BEGIN_UNLOCKED
    rc = tav_position_dead_answers(copy, max_nodes > 0 ? (uint64_t)max_nodes : 0, NULL, NULL, 0, NULL);
    TAVB_END_UNLOCKED
    tav_position_free(copy);
    return rc;
}

int tavb_insufficient_material(const tav_position *pos, int colour)
{
    if (colour == -1)
        return tav_position_has_insufficient_material(pos, TAV_WHITE) == 1
               && tav_position_has_insufficient_material(pos, TAV_BLACK) == 1;
    return tav_position_has_insufficient_material(pos, (tav_color)colour);
}

tav_solution *tavb_solve(const tav_position *pos, const char *stip, unsigned flags, long long max_nodes,
                         double max_seconds, tav_error *err)
{
    tav_solution *sol = NULL;
    int bad_stip;
    int rc = solve_copy(pos, stip, flags, max_nodes, max_seconds, err, &sol, &bad_stip);
    if (rc != TAV_OK) {
        tav_solution_free(sol);
        if (err && !bad_stip) {
            err->code = rc;
            snprintf(err->message, sizeof err->message, "solve %s: %s", stip, tav_strerror(rc));
        }
        return NULL;
    }
    return sol;
}

char *tavb_solution_json(const tav_solution *sol, tav_error *err)
{
    char *text = NULL;
    int rc = tav_solution_write_json_alloc(sol, &text, NULL);
    return tavb_text(rc, text, err, NULL);
}

char *tavb_solve_values_json(const tav_position *pos, const char *stip, unsigned flags, long long max_nodes,
                             double max_seconds, tav_error *err)
{
    tav_solution *sol = tavb_solve(pos, stip, flags, max_nodes, max_seconds, err);
    char *text = NULL, *values = NULL;
    tavb__jbuf b = { 0 };
    int rc = sol ? tav_solution_write_json_alloc(sol, &text, NULL) : TAV_OK;
    if (sol && rc == TAV_OK)
        rc = tav_solution_json_alloc(sol, TAV_SOLUTION_JSON_MOVE_VALUES, &values, NULL);
    tav_solution_free(sol);
    if (rc != TAV_OK)
        tavb_set_error(err, rc, NULL);
    if (!text || !values) {
        tav_free(text);
        tav_free(values);
        return NULL;
    }
    b = tavb__jbuf_new(strlen(text) + strlen(values) + 32);
    tavb__put(&b, "{\"solution\": %s, \"values\": %s}", text, values);
    tav_free(text);
    tav_free(values);
    return tavb__jdone(&b, err);
}
