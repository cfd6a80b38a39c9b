/* An analysis written into its game (tavreli/analysis.h): "[%eval]" after
 * every move, NAGs for the judgements (as lichess writes them: $6 ?!, $2 ?,
 * $4 ??), the engine's line as a variation with a short comment at each
 * mistake and blunder, and the players' summaries as tags. */
#include <stdio.h>
#include <string.h>
#include "analysis/analysis_impl.h"
#include "tavreli/game_eval.h"
#include "tavreli/version.h"

/* Plies of the engine's line written as a variation. */
#define LINE_PLIES 8

static const int nag_of[] = { 0, 6, 2, 4 };

static int has_nag(const tav_game *g, int node, int nag)
{
    for (int i = 0; i < tav_game_node_nag_count(g, node); i++)
        if (tav_game_node_nag(g, node, i) == nag)
            return 1;
    return 0;
}

/* The score after m from white's side as a record's evaluation. */
static tav_eval white_eval(const tav_move_analysis *m)
{
    tav_eval ev = { 0, 0, 0 };
    int sign = m->side == TAV_WHITE ? 1 : -1;
    if (m->after.mate)
        ev.mate = sign * m->after.mate;
    else
        ev.cp = sign * (m->after.cp > TAV_EVAL_CP_MAX ? TAV_EVAL_CP_MAX : m->after.cp < -TAV_EVAL_CP_MAX ? -TAV_EVAL_CP_MAX
                                                                                                         : m->after.cp);
    return ev;
}

/* "Blunder. b1-c3 was best." and the like, after the evaluation. */
static int comment(tav_game *g, const tav_move_analysis *m)
{
    char best[TAV_MOVE_TEXT_MAX + 1], text[256];
    const char *old = tav_game_node_comment(g, m->node);
    const char *name = m->judgement == TAV_JUDGEMENT_BLUNDER ? "Blunder" : "Mistake";
    const char *why = m->allowed_mate ? " Checkmate is now unavoidable." : m->missed_mate ? " Lost forced checkmate."
                                                                                          : "";
    if (tav_move_format(m->best, best, sizeof best) < 0)
        return TAV_EINVAL;
    int len = snprintf(text, sizeof text, "%s%s%s.%s %s was best.", old ? old : "", old ? " " : "", name, why, best);
    if (len < 0 || (size_t)len >= sizeof text)
        return TAV_ELIMIT;
    return tav_game_set_comment(g, m->node, 0, text);
}

/* The engine's line from the position before m as a variation of m. */
static int line(tav_game *g, const tav_move_analysis *m)
{
    int node = tav_game_node_parent(g, m->node);
    for (int i = 0; i < m->pv_length && i < LINE_PLIES; i++) {
        int rc = tav_game_add_move(g, node, m->pv[i], &node);
        if (rc != TAV_OK)
            return rc;
    }
    return TAV_OK;
}

static int tag_number(tav_game *g, const char *side, const char *what, double v, int decimals)
{
    char name[64], value[32];
    snprintf(name, sizeof name, "%s%s", side, what);
    snprintf(value, sizeof value, "%.*f", decimals, v);
    return tav_game_set_tag(g, name, value);
}

static int summary(const tav_analysis *a, tav_game *g)
{
    static const char *sides[2] = { "White", "Black" };
    int rc = TAV_OK;
    for (int s = 0; s < 2 && rc == TAV_OK; s++) {
        const tav_player_analysis *p = &a->players[s];
        rc = tag_number(g, sides[s], "Accuracy", p->accuracy, 1);
        if (rc == TAV_OK)
            rc = tag_number(g, sides[s], "AverageLoss", p->average_cp_loss, 0);
        if (rc == TAV_OK)
            rc = tag_number(g, sides[s], "Inaccuracies", p->inaccuracies, 0);
        if (rc == TAV_OK)
            rc = tag_number(g, sides[s], "Mistakes", p->mistakes, 0);
        if (rc == TAV_OK)
            rc = tag_number(g, sides[s], "Blunders", p->blunders, 0);
    }
    return rc == TAV_OK ? tav_game_set_tag(g, "Annotator", "libtavreli " TAV_VERSION_STRING) : rc;
}

int tav_analysis_annotate(const tav_analysis *a, tav_game *g)
{
    if (!a || !g || tav_game_main_line_length(g) < a->count)
        return TAV_EINVAL;
    for (int i = 0; i < a->count; i++) /* the same game: its main line's moves */
        if (tav_game_main_line_node(g, i) != a->moves[i].node
            || !tav_move_equal(tav_game_node_move(g, a->moves[i].node), a->moves[i].played))
            return TAV_EINVAL;
    int rc = TAV_OK;
    for (int i = 0; i < a->count && rc == TAV_OK; i++) {
        const tav_move_analysis *m = &a->moves[i];
        tav_eval ev = white_eval(m);
        if (m->after.mate != -TAV_SCORE_MATED) /* a mate on the board needs no evaluation */
            rc = tav_game_set_eval(g, m->node, &ev);
        if (rc == TAV_OK && m->judgement && !has_nag(g, m->node, nag_of[m->judgement]))
            rc = tav_game_add_nag(g, m->node, nag_of[m->judgement]);
        if (rc == TAV_OK && m->judgement >= TAV_JUDGEMENT_MISTAKE) {
            rc = comment(g, m);
            if (rc == TAV_OK)
                rc = line(g, m);
        }
    }
    return rc == TAV_OK ? summary(a, g) : rc;
}
