/* A game's analysis as JSON: the one writer behind `tavreli annotate
 * --json` and the WebAssembly package's annotate (tavreli/analysis.h gives
 * the schema). Keys follow the C fields' names, as the search result's
 * JSON does (tavreli/engine.h). */
#include <string.h>
#include "analysis/analysis_impl.h"
#include "base/strbuf.h"

typedef tav__strbuf out;

static void put_move(out *o, tav_move m, unsigned options)
{
    char b[TAV_MOVE_TEXT_MAX + 1] = "";
    if (options & TAV_SEARCH_JSON_MOVE_VALUES)
        tav__strbuf_printf(o, "%lu", (unsigned long)m);
    else {
        if (m != TAV_NO_MOVE && tav_move_format(m, b, sizeof b) < 0)
            b[0] = '\0';
        tav__strbuf_printf(o, "\"%s\"", b);
    }
}

/* A mate on the board (TAV_SCORE_MATED, seen from the loser) is written as
 * mate 0, won or lost. */
static void put_score(out *o, tav_score s)
{
    if (s.mate == TAV_SCORE_MATED || s.mate == -TAV_SCORE_MATED)
        tav__strbuf_printf(o, "{\"mate\": 0, \"board\": \"%s\"}", s.mate > 0 ? "won" : "lost");
    else if (s.mate)
        tav__strbuf_printf(o, "{\"mate\": %d}", s.mate);
    else
        tav__strbuf_printf(o, "{\"cp\": %d}", s.cp);
}

static void put_analysis(out *o, const tav_analysis *a, unsigned options)
{
    tav__strbuf_printf(o, "{\"game\": %zu, \"moves\": [", a->game_index);
    for (int i = 0; i < a->count; i++) {
        const tav_move_analysis *m = &a->moves[i];
        tav__strbuf_printf(o, "%s{\"ply\": %d, \"node\": %d, \"move\": ", i ? ", " : "", m->ply, m->node);
        put_move(o, m->played, options);
        tav__strbuf_puts(o, ", \"best\": ");
        put_move(o, m->best, options);
        tav__strbuf_puts(o, ", \"before\": ");
        put_score(o, m->before);
        tav__strbuf_puts(o, ", \"after\": ");
        put_score(o, m->after);
        tav__strbuf_printf(o,
                           ", \"chances_before\": %.4f, \"chances_after\": %.4f, \"loss\": %.4f, \"cp_loss\": %d, "
                           "\"accuracy\": %.1f, \"judgement\": \"%s\", \"missed_mate\": %s, \"allowed_mate\": %s, "
                           "\"depth\": %d, \"nodes\": %llu, \"pv\": [",
                           m->chances_before, m->chances_after, m->loss, m->cp_loss, m->accuracy,
                           tav_judgement_name(m->judgement), m->missed_mate ? "true" : "false",
                           m->allowed_mate ? "true" : "false", m->depth, (unsigned long long)m->nodes);
        int n = m->pv_length < 0 ? 0 : m->pv_length > TAV_PV_MAX ? TAV_PV_MAX
                                                                 : m->pv_length;
        for (int k = 0; k < n; k++) {
            tav__strbuf_puts(o, k ? ", " : "");
            put_move(o, m->pv[k], options);
        }
        tav__strbuf_puts(o, "]}");
    }
    tav__strbuf_puts(o, "], \"players\": {");
    for (int side = 0; side < 2; side++) {
        const tav_player_analysis *p = &a->players[side];
        tav__strbuf_printf(o,
                           "%s\"%s\": {\"moves\": %d, \"accuracy\": %.1f, \"average_loss\": %.0f, "
                           "\"inaccuracies\": %d, \"mistakes\": %d, \"blunders\": %d}",
                           side ? ", " : "", side ? "black" : "white", p->moves, p->accuracy, p->average_cp_loss,
                           p->inaccuracies, p->mistakes, p->blunders);
    }
    tav__strbuf_puts(o, "}}");
}

int tav_analysis_json(const tav_analysis *a, unsigned options, char *buf, size_t size, size_t *length)
{
    out o;
    if (tav__strbuf_begin_fixed(&o, buf, size, a != NULL && options <= TAV_SEARCH_JSON_MOVE_VALUES) != TAV_OK)
        return TAV_EINVAL;
    put_analysis(&o, a, options);
    return tav__strbuf_finish(&o, length);
}

int tav_analysis_json_alloc(const tav_analysis *a, unsigned options, char **text, size_t *length)
{
    out o;
    if (tav__strbuf_begin_alloc(&o, text, length, a != NULL && options <= TAV_SEARCH_JSON_MOVE_VALUES) != TAV_OK)
        return TAV_EINVAL;
    put_analysis(&o, a, options);
    return tav__strbuf_take(&o, text, length);
}
