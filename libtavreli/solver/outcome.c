/* The outcome of a game (R8, R13): the one judgement of how a game stands,
 * which the bindings and the CLI ask for rather than each deciding it. */
#include <stdio.h>
#include "tavreli/clock.h"
#include "tavreli/game.h"
#include "tavreli/outcome.h"
#include "solver/search.h"

static int other(int c) { return c == TAV_WHITE ? TAV_BLACK : TAV_WHITE; }

static void over(tav_outcome *o, int termination, int winner)
{
    o->termination = termination;
    o->winner = winner;
    o->result = winner == TAV_WHITE ? TAV_RESULT_WHITE : winner == TAV_BLACK ? TAV_RESULT_BLACK
                                                                             : TAV_RESULT_DRAW;
    o->claims = 0; /* a game that is over has nothing to claim */
}

int tav_position_outcome(const tav_position *pos, unsigned flags, unsigned options, uint64_t max_nodes,
                         tav_outcome *out)
{
    if (!pos || !out || (options & ~(TAV_OUTCOME_SEARCH | TAV_OUTCOME_CLAIM)) || (flags & ~(TAV_FLAG_WHITE | TAV_FLAG_BLACK)))
        return TAV_EINVAL;
    tav_outcome o = { TAV_TERM_NONE, -1, TAV_RESULT_NONE, (int)tav_position_turn(pos), -1, 0, TAV_RESULT_NONE, 1 };
    if (tav_position_can_claim_threefold(pos))
        o.claims |= (int)TAV_GAME_CLAIM_THREEFOLD;
    if (tav_position_can_claim_fifty(pos))
        o.claims |= (int)TAV_GAME_CLAIM_FIFTY;
    tav_end end = tav_position_end(pos);
    if (end == TAV_END_CHECKMATE) {
        over(&o, TAV_TERM_CHECKMATE, other(o.turn));
    } else if (end == TAV_END_STALEMATE) {
        over(&o, TAV_TERM_STALEMATE, -1);
    } else if (tav_position_has_insufficient_material(pos, TAV_WHITE) && tav_position_has_insufficient_material(pos, TAV_BLACK)) {
        o.dead = TAV_DEAD;
        over(&o, TAV_TERM_INSUFFICIENT_MATERIAL, -1);
    } else {
        if (options & TAV_OUTCOME_SEARCH) {
            int dead = tav_position_dead(pos, max_nodes);
            if (dead < 0)
                return dead;
            o.dead = dead;
            if (dead == TAV_DEAD)
                over(&o, TAV_TERM_DEAD_POSITION, -1);
        }
        if (o.termination == TAV_TERM_NONE && flags) {
            tav_result r = TAV_RESULT_UNKNOWN;
            int rc = tav_flag_result(pos, flags, max_nodes, &r);
            if (rc != TAV_OK)
                return rc;
            over(&o, TAV_TERM_FLAG, r == TAV_RESULT_WHITE ? TAV_WHITE : r == TAV_RESULT_BLACK ? TAV_BLACK
                                                                                              : -1);
            o.result = (int)r; /* TAV_RESULT_UNKNOWN when the solver could not decide */
        }
        if (o.termination == TAV_TERM_NONE && (options & TAV_OUTCOME_CLAIM) && o.claims) {
            int t = (o.claims & (int)TAV_GAME_CLAIM_THREEFOLD) ? TAV_TERM_THREEFOLD : TAV_TERM_FIFTY;
            over(&o, t, -1);
        }
    }
    *out = o;
    return TAV_OK;
}

int tav_game_outcome(const tav_game *g, unsigned flags, unsigned options, uint64_t max_nodes, tav_outcome *out)
{
    if (!g || !out)
        return TAV_EINVAL;
    tav_position *end = NULL;
    int rc = tav__game_end_position(g, &end);
    if (rc != TAV_OK)
        return rc;
    tav_outcome o;
    rc = tav_position_outcome(end, flags, options, max_nodes, &o);
    tav_position_free(end);
    if (rc != TAV_OK)
        return rc;
    o.recorded = (int)tav_game_result(g);
    o.agrees = tav_game_result_agrees(g) != 0;
    /* checkmate and stalemate are tav_game_result_agrees()'s; a dead
     * position and a flag fall decide too, and a decided result recorded
     * otherwise disagrees with them */
    int decided = o.recorded == TAV_RESULT_WHITE || o.recorded == TAV_RESULT_BLACK || o.recorded == TAV_RESULT_DRAW;
    int automatic = o.termination == TAV_TERM_INSUFFICIENT_MATERIAL || o.termination == TAV_TERM_DEAD_POSITION || (o.termination == TAV_TERM_FLAG && o.result != TAV_RESULT_UNKNOWN);
    if (decided && automatic && o.recorded != o.result)
        o.agrees = 0;
    *out = o;
    return TAV_OK;
}

static const char *const names[] = {
    "none",
    "checkmate",
    "stalemate",
    "insufficient_material",
    "dead_position",
    "flag",
    "threefold_repetition",
    "fifty_moves",
};

const char *tav_termination_name(int termination)
{
    if (termination < 0 || (size_t)termination >= sizeof names / sizeof names[0])
        return "none";
    return names[termination];
}

int tav_outcome_format(const tav_outcome *o, char *buf, size_t size)
{
    if (!o || (!buf && size > 0))
        return TAV_EINVAL;
    const char *side = o->turn == TAV_BLACK ? "black" : "white";
    char flag[32] = "";
    if (o->termination == TAV_TERM_FLAG)
        snprintf(flag, sizeof flag, ", %s", o->winner == TAV_WHITE ? "black's flag fell" : o->winner == TAV_BLACK ? "white's flag fell"
                                                                                                                  : "flag fall");
    int n = snprintf(buf, size, "%s%s%s%s%s%s", o->termination == TAV_TERM_CHECKMATE ? side : "",
                     o->termination == TAV_TERM_CHECKMATE   ? " checkmated"
                     : o->termination == TAV_TERM_STALEMATE ? ""
                                                            : "in play",
                     o->termination == TAV_TERM_STALEMATE ? side : "",
                     o->termination == TAV_TERM_STALEMATE ? " stalemated" : "",
                     o->dead == TAV_DEAD ? ", dead position (drawn, R8)" : "", flag);
    if (n < 0)
        return TAV_EINVAL;
    size_t len = (size_t)n;
    const char *claims[2] = { (o->claims & (int)TAV_GAME_CLAIM_THREEFOLD) ? ", threefold repetition claimable" : "",
                              (o->claims & (int)TAV_GAME_CLAIM_FIFTY) ? ", fifty-move rule claimable" : "" };
    for (int i = 0; i < 2; i++) {
        int m = snprintf(len < size ? buf + len : NULL, len < size ? size - len : 0, "%s", claims[i]);
        len += (size_t)m;
    }
    return (int)len;
}
