/* Writing a solution: Popeye-style text for problemists, JSON for programs,
 * into a caller's buffer or a new string (base/strbuf.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/strbuf.h"
#include "solver/solution.h"

typedef tav__strbuf out;
#define put tav__strbuf_printf /* every line below is printf-formatted */

static const char *mv(tav_move m, char *b)
{
    if (tav_move_format(m, b, TAV_MOVE_TEXT_MAX + 1) < 0)
        strcpy(b, "?");
    return b;
}

static char goal_mark(const tav_solution *sol) { return sol->stip.goal == TAV_GOAL_MATE ? '#' : '='; }

/* Text: the defences under a key or answer made as move number k. */
static void text_defences(const tav_solution *sol, out *o, int node, int k, int indent)
{
    char b[TAV_MOVE_TEXT_MAX + 1];
    for (int i = 0; i < tav_solution_node_child_count(sol, node); i++) {
        int d = tav_solution_node_child(sol, node, i);
        put(o, "%*s%d...%s%s", indent, "", k, mv(tav_solution_node_move(sol, d), b),
            tav_solution_node_goal(sol, d) ? (goal_mark(sol) == '#' ? "#" : "=") : "");
        int na = tav_solution_node_child_count(sol, d), leaves = 1;
        for (int j = 0; j < na; j++)
            leaves &= tav_solution_node_child_count(sol, tav_solution_node_child(sol, d, j)) == 0;
        if (leaves) {
            for (int j = 0; j < na; j++) {
                int a = tav_solution_node_child(sol, d, j);
                put(o, " %d.%s%s", k + 1, mv(tav_solution_node_move(sol, a), b),
                    tav_solution_node_goal(sol, a) ? (goal_mark(sol) == '#' ? "#" : "=") : "");
            }
            put(o, "\n");
            continue;
        }
        put(o, "\n");
        for (int j = 0; j < na; j++) {
            int a = tav_solution_node_child(sol, d, j);
            put(o, "%*s%d.%s\n", indent + 4, "", k + 1, mv(tav_solution_node_move(sol, a), b));
            text_defences(sol, o, a, k + 1, indent + 8);
        }
    }
}

static void text(const tav_solution *sol, out *o)
{
    char b[TAV_MOVE_TEXT_MAX + 1], st[TAV_STIP_TEXT_MAX + 1];
    tav_stipulation_format(&sol->stip, st, sizeof st);
    put(o, "%s\n", st);
    if (sol->stip.type == TAV_STIP_HELP) {
        for (int i = 0; i < tav_solution_line_count(sol); i++) {
            int len = tav_solution_line_length(sol, i);
            for (int j = 0; j < len; j++) {
                if (j % 2 == 0)
                    put(o, "%s%d.", j ? " " : "", j / 2 + 1);
                else
                    put(o, " ");
                put(o, "%s", mv(tav_solution_line_move(sol, i, j), b));
            }
            put(o, "%c\n", goal_mark(sol));
        }
        if (!tav_solution_line_count(sol))
            put(o, "no solution\n");
    } else {
        for (int i = 0; i < tav_solution_key_count(sol); i++) {
            tav_move key = tav_solution_key(sol, i);
            int node = -1;
            for (int c = 0; c < tav_solution_node_child_count(sol, 0); c++) {
                int kn = tav_solution_node_child(sol, 0, c);
                if (tav_solution_node_move(sol, kn) == key)
                    node = kn;
            }
            put(o, "1.%s!", mv(key, b));
            if (node >= 0 && tav_solution_node_goal(sol, node))
                put(o, "%c", goal_mark(sol));
            if (tav_solution_threat_count(sol, i)) {
                put(o, " threat:");
                for (int t = 0; t < tav_solution_threat_count(sol, i); t++)
                    put(o, " 2.%s%s", mv(tav_solution_threat(sol, i, t), b),
                        tav_solution_threat_length(sol, i) == 1 && sol->stip.type == TAV_STIP_DIRECT
                            ? (goal_mark(sol) == '#' ? "#" : "=")
                            : "");
            }
            put(o, "\n");
            if (node >= 0)
                text_defences(sol, o, node, 1, 4);
        }
        if (!tav_solution_key_count(sol))
            put(o, "no solution\n");
        for (int i = 0; i < tav_solution_try_count(sol); i++) {
            put(o, "1.%s? ", mv(tav_solution_try(sol, i), b));
            put(o, "but 1...%s!\n", mv(tav_solution_refutation(sol, i), b));
        }
        if (tav_solution_cook(sol))
            put(o, "cooked: %d keys\n", tav_solution_key_count(sol));
    }
    put(o, "%llu nodes, %.3f s, %s%s\n", (unsigned long long)sol->nodes, sol->seconds,
        sol->complete ? "complete" : "incomplete (budget ran out)", sol->truncated ? ", tree cut" : "");
}

static const char *kind_name(int kind)
{
    switch (kind) {
    case TAV_NODE_KEY: return "key";
    case TAV_NODE_DEFENCE: return "defence";
    case TAV_NODE_ANSWER: return "answer";
    default: return "root";
    }
}

/* A move after before: its R9 text quoted, or its tav_move number when
 * values (TAV_SOLUTION_JSON_MOVE_VALUES). */
static void json_move(out *o, const char *before, tav_move m, int values)
{
    char b[TAV_MOVE_TEXT_MAX + 1];
    if (values)
        put(o, "%s%u", before, (unsigned)m);
    else
        put(o, "%s\"%s\"", before, mv(m, b));
}

static void json_threat(const tav_solution *sol, out *o, int key, int values)
{
    put(o, "[");
    for (int t = 0; t < tav_solution_threat_count(sol, key); t++)
        json_move(o, t ? ", " : "", tav_solution_threat(sol, key, t), values);
    put(o, "]");
}

static void json_node(const tav_solution *sol, out *o, int node, int values)
{
    int kind = tav_solution_node_kind(sol, node);
    if (node == 0)
        put(o, "{\"move\": null");
    else
        json_move(o, "{\"move\": ", tav_solution_node_move(sol, node), values);
    put(o, ", \"kind\": \"%s\", \"goal\": %s", kind_name(kind), tav_solution_node_goal(sol, node) ? "true" : "false");
    if (kind == TAV_NODE_KEY)
        for (int i = 0; i < tav_solution_key_count(sol); i++)
            if (tav_solution_key(sol, i) == tav_solution_node_move(sol, node)) {
                put(o, ", \"threat\": ");
                json_threat(sol, o, i, values);
            }
    put(o, ", \"children\": [");
    for (int i = 0; i < tav_solution_node_child_count(sol, node); i++) {
        if (i)
            put(o, ", ");
        json_node(sol, o, tav_solution_node_child(sol, node, i), values);
    }
    put(o, "]}");
}

static void json_with(const tav_solution *sol, out *o, int values)
{
    char st[TAV_STIP_TEXT_MAX + 1];
    tav_stipulation_format(&sol->stip, st, sizeof st);
    put(o, "{\"stipulation\": \"%s\", \"keys\": [", st);
    for (int i = 0; i < tav_solution_key_count(sol); i++)
        json_move(o, i ? ", " : "", tav_solution_key(sol, i), values);
    put(o, "], \"cook\": %s, \"tries\": [", tav_solution_cook(sol) ? "true" : "false");
    for (int i = 0; i < tav_solution_try_count(sol); i++) {
        json_move(o, i ? ", {\"move\": " : "{\"move\": ", tav_solution_try(sol, i), values);
        json_move(o, ", \"refutation\": ", tav_solution_refutation(sol, i), values);
        put(o, "}");
    }
    put(o, "], \"threat\": ");
    json_threat(sol, o, 0, values);
    put(o, ", \"tree\": ");
    json_node(sol, o, 0, values);
    put(o, ", \"solutions\": [");
    for (int i = 0; i < tav_solution_line_count(sol); i++) {
        put(o, "%s[", i ? ", " : "");
        for (int j = 0; j < tav_solution_line_length(sol, i); j++)
            json_move(o, j ? ", " : "", tav_solution_line_move(sol, i, j), values);
        put(o, "]");
    }
    put(o, "], \"complete\": %s, \"truncated\": %s, \"nodes\": %llu, \"seconds\": %.6f}\n",
        sol->complete ? "true" : "false", sol->truncated ? "true" : "false", (unsigned long long)sol->nodes,
        sol->seconds);
}

static void json(const tav_solution *sol, out *o) { json_with(sol, o, 0); }

static void json_values(const tav_solution *sol, out *o) { json_with(sol, o, 1); }

/* The two forms as snprintf-like writers and as allocating ones. */
static int write_fixed(const tav_solution *sol, void (*form)(const tav_solution *, out *), char *buf, size_t size,
                       size_t *length)
{
    out o;
    if (tav__strbuf_begin_fixed(&o, buf, size, sol != NULL) != TAV_OK)
        return TAV_EINVAL;
    form(sol, &o);
    return tav__strbuf_finish(&o, length);
}

static int write_alloc(const tav_solution *sol, void (*form)(const tav_solution *, out *), char **result,
                       size_t *length)
{
    out o;
    if (tav__strbuf_begin_alloc(&o, result, length, sol != NULL) != TAV_OK)
        return TAV_EINVAL;
    form(sol, &o);
    return tav__strbuf_take(&o, result, length);
}

int tav_solution_write_text(const tav_solution *sol, char *buf, size_t size, size_t *length)
{
    return write_fixed(sol, text, buf, size, length);
}

int tav_solution_write_json(const tav_solution *sol, char *buf, size_t size, size_t *length)
{
    return write_fixed(sol, json, buf, size, length);
}

int tav_solution_write_text_alloc(const tav_solution *sol, char **text_out, size_t *length)
{
    return write_alloc(sol, text, text_out, length);
}

int tav_solution_write_json_alloc(const tav_solution *sol, char **text_out, size_t *length)
{
    return write_alloc(sol, json, text_out, length);
}

int tav_solution_json_alloc(const tav_solution *sol, unsigned options, char **text_out, size_t *length)
{
    if (options & ~TAV_SOLUTION_JSON_MOVE_VALUES) {
        if (text_out)
            *text_out = NULL;
        if (length)
            *length = 0;
        return TAV_EINVAL;
    }
    return write_alloc(sol, options ? json_values : json, text_out, length);
}
