/* Internal: the analysis object shared by the files of analysis/ (the
 * searches, the formulas, the annotations). Not installed. */
#ifndef TAV_ANALYSIS_IMPL_H
#define TAV_ANALYSIS_IMPL_H

#include "tavreli/analysis.h"

struct tav_analysis {
    int count;
    tav_move_analysis *moves;
    tav_player_analysis players[2];
    double start_chances; /* white's winning chances at the start, best play */
    tav_analysis_limits limits;
    size_t game_index; /* tav_game_index() of the game analysed */
};

/* chances.c: the judgement, accuracy and centipawn loss of one move whose
 * before/after scores and played/best moves are filled in */
void tav__judge_move(tav_move_analysis *m);
/* chances.c: the players' summaries of a's moves */
void tav__summarise(tav_analysis *a);

#endif
