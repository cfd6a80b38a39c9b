/* libtavreli: the outcome of a game (R8, R13, tavreli/outcome.h) in the
 * SWIG interface shared by every target language. Included from
 * bindings/tavreli.i; nothing language-specific here. Every language asks
 * these functions how a game stands rather than deciding it itself. */

%rename("%s") tav_outcome;
%rename("%s") tav_termination;
%rename("%s") tav_position_outcome;
%rename("%s") tav_game_outcome;
%rename("%s") tav_termination_name;
%rename("%s") TAV_TERM_NONE;
%rename("%s") TAV_TERM_CHECKMATE;
%rename("%s") TAV_TERM_STALEMATE;
%rename("%s") TAV_TERM_INSUFFICIENT_MATERIAL;
%rename("%s") TAV_TERM_DEAD_POSITION;
%rename("%s") TAV_TERM_FLAG;
%rename("%s") TAV_TERM_THREEFOLD;
%rename("%s") TAV_TERM_FIFTY;
%rename("%s") TAV_OUTCOME_SEARCH;
%rename("%s") TAV_OUTCOME_CLAIM;
%rename("%s") TAV_OUTCOME_DEAD_BUDGET;
%rename("%s") tavb_outcome_text;
%rename("%s") tavb_result_parse;
%newobject tavb_outcome_text;


%include "tavreli/outcome.h"
