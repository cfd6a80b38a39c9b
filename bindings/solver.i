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
%rename("%s") tav_solution_node_count;
%rename("%s") tav_solution_node_kind;
%rename("%s") tav_solution_node_move;
%rename("%s") tav_solution_node_child_count;
%rename("%s") tav_solution_node_child;
%rename("%s") tav_solution_node_goal;
%newobject tavb_solution_json;
%typemap(newfree) char *tavb_solution_json "tav_free($1);";
%nodefaultctor tav_solution;
%extend tav_solution {
    ~tav_solution();
}
%newobject tavb_solve;
%rename("%s") tavb_solve_values_json;
%newobject tavb_solve_values_json;
/* Only the names opted in above are wrapped (tavreli.i ignores the rest). */
%include "tavreli/solver.h"
struct tav_solution {};

