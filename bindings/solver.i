/* libtavreli: the problem solver (R14) and dead positions (R8,
 * tavreli/solver.h) in the SWIG interface shared by every target language.
 * Included from bindings/tavreli.i; nothing language-specific here.
 *
 * The C API (options struct, opaque solution with getters) is summed up
 * in two helpers: the solution comes back as the library's own JSON text
 * (tav_solution_write_json), which every language reads with its JSON
 * parser, and the dead-position answer as a short text. The search runs on
 * a private copy of the position, without the language's global lock. */

%rename("%s") tavb_solve_json;
%rename("%s") tavb_can_checkmate;
%rename("%s") tavb_position_dead;
%rename("%s") tavb_insufficient_material;
%newobject tavb_solve_json;
%typemap(newfree) char *tavb_solve_json "tav_free($1);";
%newobject tavb_can_checkmate;

%inline %{
/** Solve the stipulation text stip ("#2", "h#3", "s#2", "=2"...) from pos
 *  (R14) and return the solution as JSON (tav_solution_write_json), a new
 *  string; flags are TAV_SOLVE_* bits, max_nodes 0 and max_seconds 0 mean
 *  no budget. NULL on failure, err says why (TAV_EINVAL for a bad
 *  stipulation, TAV_ELIMIT, TAV_ENOMEM). */
char *tavb_solve_json(const tav_position *pos, const char *stip, unsigned flags, long long max_nodes,
                      double max_seconds, tav_error *err)
{
    tav_stipulation st;
    tav_solve_options opt;
    tav_solution *sol = NULL;
    char *text = NULL;
    int rc = tav_stipulation_parse(stip, &st, err);
    if (rc != TAV_OK)
        return NULL;
    tav_solve_options_init(&opt);
    opt.flags = flags;
    opt.max_nodes = max_nodes > 0 ? (uint64_t)max_nodes : 0;
    opt.max_seconds = max_seconds > 0 ? max_seconds : 0;
    tav_position *copy = tav_position_copy(pos);
    if (!copy) {
        rc = TAV_ENOMEM;
    } else {
        TAVB_BEGIN_UNLOCKED
        rc = tav_solve(copy, &st, &opt, &sol);
        TAVB_END_UNLOCKED
        tav_position_free(copy);
    }
    if (rc == TAV_OK)
        rc = tav_solution_write_json_alloc(sol, &text, NULL);
    tav_solution_free(sol);
    return tavb_text(rc, text, err, NULL);
}

/** Can colour mate by any series of legal moves from pos (R8)? A new
 *  string: "yes" and the line's moves ("yes a1-a8 e5-e6 ..."), "no" or
 *  "unknown"; NULL on failure (err says why). max_nodes 0: the default. */
char *tavb_can_checkmate(const tav_position *pos, int colour, long long max_nodes, tav_error *err)
{
    tav_move line[2 * TAV_STIP_MAX_MOVES + 64];
    size_t len = 0;
    int rc;
    tav_position *copy = tav_position_copy(pos);
    if (!copy) {
        rc = TAV_ENOMEM;
    } else {
        TAVB_BEGIN_UNLOCKED
        rc = tav_position_can_checkmate(copy, (tav_color)colour, max_nodes > 0 ? (uint64_t)max_nodes : 0, line,
                                        sizeof line / sizeof line[0], &len);
        TAVB_END_UNLOCKED
        tav_position_free(copy);
    }
    if (rc == TAV_EBUFSIZE) { /* a line longer than our buffer: still a proof */
        rc = TAV_MATE_YES;
        len = 0;
    }
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
    strcpy(out, rc == TAV_MATE_YES ? "yes" : rc == TAV_MATE_NO ? "no" : "unknown");
    for (size_t i = 0; i < len; i++) {
        char b[TAV_MOVE_TEXT_MAX + 1];
        tav_move_format(line[i], b, sizeof b);
        strcat(out, " ");
        strcat(out, b);
    }
    return out;
}

/** Is pos dead (R8, tav_position_dead_answers: each colour with the whole
 *  budget, as tavb_can_checkmate asks)? TAV_DEAD (1), TAV_ALIVE (0), TAV_DEAD_UNKNOWN (2), or
 *  a negative TAV_E* code; max_nodes 0: the default budget. Searches on a
 *  copy, without the language's lock. */
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

/** tav_position_has_insufficient_material() with the colour as an int. */
int tavb_insufficient_material(const tav_position *pos, int colour)
{
    return tav_position_has_insufficient_material(pos, (tav_color)colour);
}
%}

%constant unsigned TAVB_SOLVE_TRIES = TAV_SOLVE_TRIES;
%constant unsigned TAVB_SOLVE_THREATS = TAV_SOLVE_THREATS;
%constant unsigned TAVB_SOLVE_TREE = TAV_SOLVE_TREE;
%constant int TAVB_ALIVE = TAV_ALIVE;
%constant int TAVB_DEAD = TAV_DEAD;
%constant int TAVB_DEAD_UNKNOWN = TAV_DEAD_UNKNOWN;

/* ---- the solution as an object (for languages that read it with getters
 * rather than as JSON: Java's Solution, Lua's) ------------------------------
 * tavb_solve() returns a new tav_solution the language owns (freed by its
 * destructor); the tav_solution_* getters read it. */
%rename("%s") tav_solution;
%rename("%s") tav_solution_complete;
%rename("%s") tav_solution_truncated;
%rename("%s") tav_solution_nodes;
%rename("%s") tav_solution_seconds;
%rename("%s") tav_solution_key_count;
%rename("%s") tav_solution_key;
%rename("%s") tav_solution_cook;
%rename("%s") tav_solution_key_length;
%rename("%s") tav_solution_try_count;
%rename("%s") tav_solution_try;
%rename("%s") tav_solution_refutation;
%rename("%s") tav_solution_threat_count;
%rename("%s") tav_solution_threat;
%rename("%s") tav_solution_line_count;
%rename("%s") tav_solution_line_length;
%rename("%s") tav_solution_line_move;
%rename("%s") tavb_solve;
%nodefaultctor tav_solution;
%extend tav_solution {
    ~tav_solution() { tav_solution_free($self); }
}
%newobject tavb_solve;
/* Only the names opted in above are wrapped (tavreli.i ignores the rest). */
%include "tavreli/solver.h"
struct tav_solution {};

%inline %{
/** Solve the stipulation text stip from pos (R14) as tavb_solve_json()
 *  does, and return the solution itself (read it with tav_solution_*); NULL
 *  on failure, err says why. */
tav_solution *tavb_solve(const tav_position *pos, const char *stip, unsigned flags, long long max_nodes,
                         double max_seconds, tav_error *err)
{
    tav_stipulation st;
    tav_solve_options opt;
    tav_solution *sol = NULL;
    tav_position *copy;
    int rc = tav_stipulation_parse(stip, &st, err);
    if (rc != TAV_OK)
        return NULL;
    tav_solve_options_init(&opt);
    opt.flags = flags;
    opt.max_nodes = max_nodes > 0 ? (uint64_t)max_nodes : 0;
    opt.max_seconds = max_seconds > 0 ? max_seconds : 0;
    copy = tav_position_copy(pos);
    if (!copy) {
        rc = TAV_ENOMEM;
    } else {
        TAVB_BEGIN_UNLOCKED
        rc = tav_solve(copy, &st, &opt, &sol);
        TAVB_END_UNLOCKED
        tav_position_free(copy);
    }
    if (rc != TAV_OK) {
        tav_solution_free(sol);
        if (err) {
            err->code = rc;
            snprintf(err->message, sizeof err->message, "solve %s: %s", stip, tav_strerror(rc));
        }
        return NULL;
    }
    return sol;
}
%}
