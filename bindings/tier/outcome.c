/* The outcome of a game (R8, R13, tavreli/outcome.h) for the languages. */
#include <stdlib.h>
#include "tier_impl.h"

char *tavb_outcome_text(const tav_outcome *o)
{
    int n = tav_outcome_format(o, NULL, 0);
    if (n < 0)
        return NULL;
    char *text = (char *)malloc((size_t)n + 1);
    if (text)
        tav_outcome_format(o, text, (size_t)n + 1);
    return text;
}

tav_outcome tavb_position_outcome(const tav_position *pos, int claim, tav_error *err)
{
    tav_outcome o = { 0 }; /* in play; tav_position_outcome() leaves it so on an error */
    int rc = tav_position_outcome(pos, 0, claim ? TAV_OUTCOME_CLAIM : 0, 0, &o);
    if (rc != TAV_OK)
        tavb_set_status(err, rc, "outcome");
    return o;
}

int tavb_result_parse(const char *text)
{
    tav_result r;
    int rc = tav_result_parse(text, &r);
    return rc == TAV_OK ? (int)r : rc;
}

int tavb_game_end_state(const tav_game *g, tavb_end_state *out)
{
    if (!out)
        return TAV_EINVAL;
    int rc = tav_game_outcome(g, 0, TAV_OUTCOME_SEARCH, TAV_OUTCOME_DEAD_BUDGET, &out->full);
    if (rc == TAV_OK)
        rc = tav_game_outcome(g, 0, 0, TAV_OUTCOME_DEAD_BUDGET, &out->plain);
    if (rc == TAV_OK)
        rc = tav_game_outcome(g, 0, TAV_OUTCOME_CLAIM, TAV_OUTCOME_DEAD_BUDGET, &out->claimed);
    if (rc != TAV_OK)
        return rc;
    const tav_outcome *o = &out->full;
    out->termination = o->termination == TAV_TERM_CHECKMATE || o->termination == TAV_TERM_STALEMATE
                           ? o->termination
                           : TAV_TERM_NONE;
    out->turn = o->turn;
    out->threefold = (o->claims & TAV_GAME_CLAIM_THREEFOLD) != 0;
    out->fifty = (o->claims & TAV_GAME_CLAIM_FIFTY) != 0;
    out->agrees = o->agrees != 0;
    out->insufficient = out->plain.termination == TAV_TERM_INSUFFICIENT_MATERIAL;
    out->dead = o->dead == TAV_DEAD ? 1 : o->dead == TAV_DEAD_UNKNOWN ? -1
                                                                      : 0;
    return TAV_OK;
}
