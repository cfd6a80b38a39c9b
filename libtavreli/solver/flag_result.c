/* The result of a flag fall (R13; 000 6.2.1.1, 6.4.1, 6.9, 6.10). */
#include "tavreli/clock.h"
#include "tavreli/solver.h"

/* The winner when color's flag fell alone: the opponent, unless it cannot
 * checkmate by any series of legal moves (a dead position for the opponent
 * alone, R8), which is a draw. */
static tav_result one_flag(const tav_position *pos, tav_color flagged, uint64_t budget)
{
    tav_color opponent = flagged == TAV_WHITE ? TAV_BLACK : TAV_WHITE;
    int answer = tav_position_can_checkmate(pos, opponent, budget, NULL, 0, NULL);
    if (answer == TAV_MATE_YES)
        return opponent == TAV_WHITE ? TAV_RESULT_WHITE : TAV_RESULT_BLACK;
    if (answer == TAV_MATE_NO)
        return TAV_RESULT_DRAW;
    return TAV_RESULT_UNKNOWN; /* undecided within the budget, or out of memory */
}

int tav_flag_result(const tav_position *pos, unsigned flags, uint64_t budget, tav_result *out)
{
    if (!pos || !out || !flags || (flags & ~(TAV_FLAG_WHITE | TAV_FLAG_BLACK)))
        return TAV_EINVAL;
    /* A move that mates or stalemates ended the game before any flag
     * (6.2.1.1), and a king mated on the board decides it even when both
     * flags fell (6.4.1). */
    tav_end end = tav_position_end(pos);
    if (end == TAV_END_CHECKMATE)
        *out = tav_position_turn(pos) == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE;
    else if (end == TAV_END_STALEMATE)
        *out = TAV_RESULT_DRAW;
    else if (flags == (TAV_FLAG_WHITE | TAV_FLAG_BLACK))
        *out = TAV_RESULT_DRAW; /* which fell first cannot be established */
    else
        *out = one_flag(pos, flags == TAV_FLAG_WHITE ? TAV_WHITE : TAV_BLACK, budget);
    return TAV_OK;
}
