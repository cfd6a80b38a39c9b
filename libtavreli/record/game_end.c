/* Game records (R11): the result of a game and how it stands at the end of
 * its main line (R8), with the one judgement of whether they agree. */
#include <string.h>
#include "record/game_impl.h"
#include "tavreli/outcome.h"

const char *tav_result_text(tav_result result)
{
    switch (result) {
    case TAV_RESULT_WHITE: return "1-0";
    case TAV_RESULT_BLACK: return "0-1";
    case TAV_RESULT_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

int tav_result_parse(const char *text, tav_result *out)
{
    static const tav_result each[] = { TAV_RESULT_WHITE, TAV_RESULT_BLACK, TAV_RESULT_DRAW, TAV_RESULT_UNKNOWN };
    if (!text || !out)
        return TAV_EINVAL;
    for (size_t i = 0; i < sizeof each / sizeof each[0]; i++) {
        if (strcmp(text, tav_result_text(each[i])) == 0) {
            *out = each[i];
            return TAV_OK;
        }
    }
    return TAV_EINVAL;
}

int tav__result_disagreement(tav_result result, const char *tag, const tav_position *end)
{
    int d = 0;
    if (result != TAV_RESULT_NONE && tag && strcmp(tag, tav_result_text(result)) != 0)
        d |= TAV__RESULT_TAG_DIFFERS;
    /* "*" (and no result) agrees with any position; a decided result must
     * fit a checkmate (the mated side lost) or a stalemate (a draw) */
    if (end && result != TAV_RESULT_NONE && result != TAV_RESULT_UNKNOWN) {
        tav_end e = tav_position_end(end);
        tav_color mated = tav_position_turn(end);
        if (e == TAV_END_CHECKMATE && result != (mated == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE))
            d |= TAV__RESULT_BOARD_DIFFERS;
        else if (e == TAV_END_STALEMATE && result != TAV_RESULT_DRAW)
            d |= TAV__RESULT_BOARD_DIFFERS;
    }
    return d;
}

void tav__game_update_end(tav_game *g)
{
    g->result_agrees = tav__result_disagreement(g->result, tav_game_tag(g, "Result"),
                                                g->main_complete ? g->end_pos : NULL)
                       == 0;
}

tav_result tav_game_result(const tav_game *g) { return g ? g->result : TAV_RESULT_NONE; }

int tav_game_set_result(tav_game *g, tav_result result)
{
    if (!g || (int)result < TAV_RESULT_NONE || result > TAV_RESULT_UNKNOWN)
        return TAV_EINVAL;
    if (result != TAV_RESULT_NONE) {
        int rc = tav_game_set_tag(g, "Result", tav_result_text(result));
        if (rc != TAV_OK)
            return rc;
    }
    g->result = result;
    tav__game_update_end(g);
    return TAV_OK;
}

tav_end tav_game_end(const tav_game *g) { return g ? tav_position_end(g->end_pos) : TAV_END_NONE; }
int tav_game_end_turn(const tav_game *g) { return g ? (int)tav_position_turn(g->end_pos) : -1; }

unsigned tav_game_claims(const tav_game *g)
{
    unsigned c = 0;
    if (!g)
        return 0;
    if (tav_position_can_claim_threefold(g->end_pos))
        c |= TAV_GAME_CLAIM_THREEFOLD;
    if (tav_position_can_claim_fifty(g->end_pos))
        c |= TAV_GAME_CLAIM_FIFTY;
    return c;
}

int tav_game_result_agrees(const tav_game *g) { return g ? g->result_agrees : 0; }
int tav_game_complete(const tav_game *g) { return g ? g->complete : 0; }
