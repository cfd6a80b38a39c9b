/* Game analysis (tavreli/analysis.h) and evaluations in records
 * (tavreli/game_eval.h) for every target language. Included by
 * bindings/tavreli.i. The analysis is an opaque class owning its C object;
 * its moves and players are read-only structs (copy what you keep: they
 * live as long as the analysis). The analysis may run without the
 * language's global lock (TAVB_BEGIN_UNLOCKED, see tavreli.i) on a private
 * copy of the game. */

%rename("%s") tav_eval;
%rename("%s") tav_eval::mate;
%rename("%s") tav_eval::cp;
%rename("%s") tav_eval::depth;
%rename("%s") tav_game_node_eval;
%rename("%s") tav_game_set_eval;
%rename("%s") tav_game_remove_eval;
%rename("%s") TAV_EVAL_CP_MAX;
%rename("%s") TAV_EVAL_MATE_MAX;
%rename("%s") TAV_EVAL_DEPTH_MAX;
%include "tavreli/game_eval.h"

%rename("%s") tav_analysis;
%rename("%s") tav_score;
%rename("%s") tav_move_analysis;
%rename("%s") tav_player_analysis;
%rename("%s") tav_analysis_move_count;
%rename("%s") tav_analysis_move;
%rename("%s") tav_analysis_player;
%rename("%s") tav_analysis_annotate;
%rename("%s") tav_winning_chances;
%rename("%s") tav_judgement_name;
%rename("%s") TAV_SCORE_MATED;
%rename("%s") TAV_ANALYSIS_NODES_DEFAULT;
%rename("%s") tavb_analyse_game;
%rename("%s") tavb_move_analysis_pv;
%immutable;
%nodefaultctor tav_analysis;
struct tav_analysis {};
%extend tav_analysis {
    ~tav_analysis() { tav_analysis_free($self); }
}
%ignore tav_move_analysis::pv;
%newobject tavb_analyse_game;
%include "tavreli/analysis.h"
%mutable;

%inline %{
/** tav_analyse_game() on a private copy of g (taken with the caller's lock
 *  held; the searches may run without it) with these limits (0 = none;
 *  time in milliseconds); NULL on failure, with its status and text in
 *  err. */
tav_analysis *tavb_analyse_game(const tav_game *g, int depth, uint64_t nodes, uint64_t movetime_ms, int threads,
                                size_t hash_mb, tav_error *err)
{
    int status;
    int *rc = &status;
    tav_analysis_limits l = TAV_ANALYSIS_LIMITS_INIT;
    tav_analysis *a = NULL;
    tav_game *copy = NULL;
    l.depth = depth;
    l.nodes = nodes;
    l.movetime_ms = movetime_ms;
    l.threads = threads;
    l.hash_mb = hash_mb;
    *rc = tav_game_copy(&copy, g);
    if (*rc == TAV_OK) {
        TAVB_BEGIN_UNLOCKED
        *rc = tav_analyse_game(copy, &l, NULL, NULL, &a);
        TAVB_END_UNLOCKED
    }
    tav_game_free(copy);
    if (err) {
        tav_error_init(err);
        err->code = *rc;
        snprintf(err->message, sizeof err->message, "%s", *rc == TAV_OK ? "" : tav_strerror(*rc));
    }
    return a;
}

/** Move i of m's engine line, TAV_NO_MOVE out of range. */
tav_move tavb_move_analysis_pv(const tav_move_analysis *m, int i)
{
    return m && i >= 0 && i < m->pv_length ? m->pv[i] : TAV_NO_MOVE;
}
%}
