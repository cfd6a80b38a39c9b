/* Game records (R11): the problems found while reading a game, their names
 * and the one text of a problem line. */
#include <stdio.h>
#include <string.h>
#include "base/chars.h"
#include "base/grow.h"
#include "base/strbuf.h"
#include "record/game_impl.h"

const char *tav_problem_kind_name(tav_problem_kind kind)
{
    switch (kind) {
    case TAV_PROBLEM_SYNTAX: return "syntax";
    case TAV_PROBLEM_ILLEGAL: return "illegal";
    case TAV_PROBLEM_AMBIGUOUS: return "ambiguous";
    case TAV_PROBLEM_RESULT: return "result";
    case TAV_PROBLEM_TAG: return "tag";
    case TAV_PROBLEM_SETUP: return "setup";
    case TAV_PROBLEM_MOVE_NUMBER: return "move-number";
    case TAV_PROBLEM_TYPO: return "typo";
    case TAV_PROBLEM_ANNOTATION: return "annotation";
    case TAV_PROBLEM_LIMIT: return "limit";
    case TAV_PROBLEM_CLOCK: return "clock";
    default: return "unknown";
    }
}

const char *tav_severity_name(tav_severity severity)
{
    switch (severity) {
    case TAV_SEVERITY_WARNING: return "warning";
    case TAV_SEVERITY_ERROR: return "error";
    default: return "unknown";
    }
}

static void format(const tav_problem *p, const char *file, tav__strbuf *out)
{
    char move[64 + TAV_PROBLEM_MOVE_SIZE] = "";
    if (p->ply) {
        int k = snprintf(move, sizeof move, ", move %llu (%s)", p->move_number,
                         p->side == TAV_WHITE ? "white" : p->side == TAV_BLACK ? "black"
                                                                               : "?");
        if (k < 0)
            k = 0;
        if (p->move[0])
            snprintf(move + k, sizeof move - (size_t)k, " '%.*s'", TAV_PROBLEM_MOVE_SIZE - 1, p->move);
    } else if (p->move[0]) {
        snprintf(move, sizeof move, " '%.*s'", TAV_PROBLEM_MOVE_SIZE - 1, p->move);
    }
    tav__strbuf_printf(out, "%s%s%lu:%lu: %s [%s]: game %zu%s: %.*s", file ? file : "", file ? ":" : "", p->line,
                       p->column, tav_severity_name(p->severity), tav_problem_kind_name(p->kind), p->game, move,
                       TAV_PROBLEM_MESSAGE_SIZE - 1, p->message);
}

int tav_problem_format(const tav_problem *p, const char *file, char *buf, size_t size, size_t *length)
{
    tav__strbuf out;
    if (tav__strbuf_begin_fixed(&out, buf, size, p != NULL) != TAV_OK)
        return TAV_EINVAL;
    format(p, file, &out);
    return tav__strbuf_finish(&out, length);
}

int tav_problem_format_alloc(const tav_problem *p, const char *file, char **text, size_t *length)
{
    tav__strbuf out;
    if (tav__strbuf_begin_alloc(&out, text, length, p != NULL) != TAV_OK)
        return TAV_EINVAL;
    format(p, file, &out);
    return tav__strbuf_take(&out, text, length);
}

int tav__game_add_problem(tav_game *g, const tav_problem *p)
{
    tav_problem *a = tav__grow(g->problems, sizeof *a, g->nproblems + 1, &g->problems_cap, 8);
    if (!a)
        return TAV_ENOMEM;
    g->problems = a;
    g->problems[g->nproblems++] = *p;
    if (p->severity == TAV_SEVERITY_ERROR)
        g->nerrors++;
    else
        g->nwarnings++;
    return TAV_OK;
}

int tav__game_warn_node(tav_game *g, int node, tav_problem_kind kind, const char *message)
{
    tav_problem p;
    memset(&p, 0, sizeof p);
    p.severity = TAV_SEVERITY_WARNING;
    p.kind = kind;
    p.code = TAV_EGAME;
    p.game = g->index;
    p.side = -1;
    p.line = g->line;
    p.column = 1;
    if (node > 0) {
        p.line = tav_game_node_line(g, node);
        p.column = tav_game_node_column(g, node);
        p.ply = tav_game_node_ply(g, node);
        p.move_number = tav_game_node_move_number(g, node);
        p.side = tav_game_node_side(g, node);
        tav_move_format(tav_game_node_move(g, node), p.move, sizeof p.move);
    }
    snprintf(p.message, sizeof p.message, "%s", message);
    tav__utf8_trim(p.message);
    return tav__game_add_problem(g, &p);
}

size_t tav_game_problem_count(const tav_game *g) { return g ? g->nproblems : 0; }

const tav_problem *tav_game_problem(const tav_game *g, size_t i)
{
    return g && i < g->nproblems ? &g->problems[i] : NULL;
}

size_t tav_game_error_count(const tav_game *g) { return g ? g->nerrors : 0; }
size_t tav_game_warning_count(const tav_game *g) { return g ? g->nwarnings : 0; }
int tav_game_is_valid(const tav_game *g) { return g && g->nerrors == 0; }
