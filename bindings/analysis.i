/* Game analysis (tavreli/analysis.h) and evaluations in records
 * (tavreli/game_eval.h) for every target language. Included by
 * bindings/tavreli.i. The analysis is an opaque class owning its C object;
 * its moves and players are read-only structs (copy what you keep: they
 * live as long as the analysis). The analysis may run without the
 * language's global lock on a private copy of the game (the helpers:
 * bindings/tier/tavb.h). */

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
    ~tav_analysis();
}
%ignore tav_move_analysis::pv;
%newobject tavb_analyse_game;
%newobject tavb_analyse_game_checked;
%include "tavreli/analysis.h"
%mutable;
