/* Bracketed commands in a move's comment (R11 comments; PGN's "[%name
 * ...]" convention), shared by the data kept there: the evaluation
 * (game_eval.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "record/command.h"
#include "record/game_impl.h"

const char *tav__command_find(const char *text, const char *name, const char **args, const char **end)
{
    size_t n = strlen(name);
    for (const char *s = text; s && (s = strstr(s, "[%")); s += 2) {
        const char *a = s + 2 + n;
        if (strncmp(s + 2, name, n) || (*a != ' ' && *a != ']'))
            continue;
        const char *e = strchr(a, ']');
        *args = a;
        *end = e ? e + 1 : a + strlen(a);
        return s;
    }
    return NULL;
}

int tav__command_set(tav_game *g, int node, const char *name, const char *args)
{
    if (!tav__node_at(g, node) || node == TAV_GAME_ROOT)
        return TAV_EINVAL;
    const char *old = tav_game_node_comment(g, node), *a, *end = NULL;
    const char *s = tav__command_find(old, name, &a, &end);
    if (!s && !args)
        return TAV_OK;
    size_t keep = old ? strlen(old) : 0;
    size_t size = keep + strlen(name) + (args ? strlen(args) : 0) + 8;
    char *text = malloc(size), *w = text;
    if (!text)
        return TAV_ENOMEM;
    if (s) { /* the text before the command stays where it was */
        memcpy(w, old, (size_t)(s - old));
        w += s - old;
    }
    if (args) {
        w += sprintf(w, "[%%%s %s]", name, args);
        if (!s && keep)
            *w++ = ' ';
    }
    strcpy(w, s ? end : keep ? old : "");
    int rc = tav_game_set_comment(g, node, 0, text); /* normalising drops blanks left behind */
    free(text);
    return rc;
}
