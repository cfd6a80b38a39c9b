/* Evaluations in game records (R11 comments): "[%eval 0.35]", "[%eval
 * #-3]", with an optional ",DEPTH", from white's point of view (the form
 * python-chess and lichess read and write). Kept in the comment text as a
 * bracketed command (record/commands.h). */
#include <stdio.h>
#include <string.h>
#include "base/chars.h"
#include "record/commands.h"
#include "record/game_impl.h"
#include "tavreli/game_eval.h"

static int digit(char c) { return c >= '0' && c <= '9'; }

/* Digits at *s into *v (at most 9 of them); the count read, 0 for none. */
static int number(const char **s, const char *end, long *v)
{
    int n = 0;
    for (*v = 0; *s < end && digit(**s); (*s)++, n++) {
        if (n == 9)
            return 0;
        *v = *v * 10 + (**s - '0');
    }
    return n;
}

/* The text between s and end: "[+-]pawns[.d[d]]" or "#[+-]N", then an
 * optional ",DEPTH". */
static int parse(const char *s, const char *end, tav_eval *out)
{
    tav_eval ev = { 0, 0, 0 };
    long v, frac = 0, depth = 0;
    int mate = s < end && *s == '#', sign = 1;
    s += mate;
    if (s < end && (*s == '+' || *s == '-'))
        sign = *s++ == '-' ? -1 : 1;
    int whole = number(&s, end, &v);
    if (!mate && s < end && *s == '.') {
        s++;
        int n = number(&s, end, &frac);
        if (n == 0 && whole == 0)
            return TAV_EGAME;
        if (n > 2)
            return TAV_EGAME;
        frac *= n == 1 ? 10 : 1;
    } else if (!whole)
        return TAV_EGAME;
    if (s < end && *s == ',') {
        s++;
        if (!number(&s, end, &depth) || depth > TAV_EVAL_DEPTH_MAX)
            return TAV_EGAME;
    }
    if (s != end)
        return TAV_EGAME;
    if (mate) {
        if (v < 1 || v > TAV_EVAL_MATE_MAX)
            return TAV_EGAME;
        ev.mate = sign * (int)v;
    } else {
        if (v > TAV_EVAL_CP_MAX / 100 || v * 100 + frac > TAV_EVAL_CP_MAX)
            return TAV_EGAME;
        ev.cp = sign * (int)(v * 100 + frac);
    }
    ev.depth = (int)depth;
    *out = ev;
    return TAV_OK;
}

int tav_eval_parse(const char *text, tav_eval *out)
{
    if (!text || !out)
        return TAV_EINVAL;
    return parse(text, text + strlen(text), out);
}

int tav_game_node_eval(const tav_game *g, int node, tav_eval *out)
{
    const tav__node *n = tav__node_at(g, node);
    tav__command c;
    if (!n || !out || node == TAV_GAME_ROOT)
        return TAV_EINVAL;
    if (!tav__command_find(n->comment_after, NULL, "eval", &c))
        return 0;
    if (tav__command_count(n->comment_after, "eval") > 1)
        return TAV_EGAME; /* two evaluations for one move: neither is the evaluation */
    const char *args = c.args, *end = c.end;
    while (*args == ' ')
        args++;
    const char *last = end;
    if (last[-1] != ']')
        return TAV_EGAME;
    for (last--; last > args && last[-1] == ' '; last--)
        ;
    return parse(args, last, out) == TAV_OK ? 1 : TAV_EGAME;
}

int tav_eval_text(const tav_eval *ev, char *buf, size_t size)
{
    char text[TAV_EVAL_TEXT_MAX + 1];
    int n;
    if (!ev || !buf || ev->depth < 0 || ev->depth > TAV_EVAL_DEPTH_MAX)
        return TAV_EINVAL;
    if (ev->mate) {
        if (ev->cp || ev->mate < -TAV_EVAL_MATE_MAX || ev->mate > TAV_EVAL_MATE_MAX)
            return TAV_EINVAL;
        n = snprintf(text, sizeof text, "#%d", ev->mate);
    } else {
        if (ev->cp < -TAV_EVAL_CP_MAX || ev->cp > TAV_EVAL_CP_MAX)
            return TAV_EINVAL;
        int a = ev->cp < 0 ? -ev->cp : ev->cp;
        n = snprintf(text, sizeof text, "%s%d.%02d", ev->cp < 0 ? "-" : "", a / 100, a % 100);
    }
    if (ev->depth)
        n += snprintf(text + n, sizeof text - (size_t)n, ",%d", ev->depth);
    if ((size_t)n + 1 > size)
        return TAV_EBUFSIZE;
    memcpy(buf, text, (size_t)n + 1);
    return n;
}

int tav_game_set_eval(tav_game *g, int node, const tav_eval *ev)
{
    char text[TAV_EVAL_TEXT_MAX + 1];
    if (!ev || tav_eval_text(ev, text, sizeof text) < 0)
        return TAV_EINVAL;
    return tav__command_set(g, node, "eval", text);
}

int tav_game_remove_eval(tav_game *g, int node)
{
    return tav__command_set(g, node, "eval", NULL);
}

int tav_game_check_evals(tav_game *g)
{
    if (!g)
        return TAV_EINVAL;
    size_t before = g->nproblems;
    tav_eval ev;
    for (int node = 1; node < tav_game_node_count(g); node++) {
        if (tav_game_node_eval(g, node, &ev) != TAV_EGAME)
            continue;
        const char *comment = tav_game_node_comment(g, node);
        char quoted[84], msg[TAV_PROBLEM_MESSAGE_SIZE];
        tav__quote(comment, strlen(comment), quoted, sizeof quoted);
        if (tav__command_count(comment, "eval") > 1)
            snprintf(msg, sizeof msg, "two [%%eval] commands in the comment \"%s\": one evaluation a move", quoted);
        else
            snprintf(msg, sizeof msg,
                     "unreadable evaluation in the comment \"%s\" (wanted [%%eval 0.35] or [%%eval #-3], "
                     "optionally ,DEPTH)",
                     quoted);
        if (tav__game_warn_node(g, node, TAV_PROBLEM_ANNOTATION, msg) != TAV_OK)
            return TAV_ENOMEM;
    }
    return (int)(g->nproblems - before);
}
