/* The commands embedded in a comment (R11): "[%name args]" (record/commands.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "record/commands.h"
#include "record/game_impl.h"

int tav__command_find(const char *text, const char *from, const char *name, tav__command *out)
{
    size_t n = strlen(name);
    const char *s = from ? from : text;
    if (!text || !s)
        return 0;
    while ((s = strstr(s, "[%")) != NULL) {
        const char *after = s + 2 + n;
        if (strncmp(s + 2, name, n) == 0 && (*after == '\0' || *after == ']' || *after == ' ' || *after == '\t' || *after == '\n' || *after == '\r')) {
            const char *e = strchr(after, ']');
            out->start = s;
            out->args = after;
            out->end = e ? e + 1 : after + strlen(after);
            return 1;
        }
        s += 2;
    }
    return 0;
}

int tav__command_count(const char *text, const char *name)
{
    tav__command c;
    int count = 0;
    for (const char *from = text; tav__command_find(text, from, name, &c); from = c.end)
        count++;
    return count;
}

/* One pass of tav__command_strip: every command of t removed. */
static void strip_once(const char *t, const char *name, char *out, size_t *at)
{
    tav__command c;
    char *w = out;
    const char *from = t;
    while (tav__command_find(t, from, name, &c)) {
        memmove(w, from, (size_t)(c.start - from));
        w += c.start - from;
        if (at && *at == (size_t)-1)
            *at = (size_t)(w - out);
        from = c.end;
    }
    memmove(w, from, strlen(from) + 1);
}

char *tav__command_strip(const char *text, const char *name, size_t *at)
{
    const char *t = text ? text : "";
    char *out = malloc(strlen(t) + 1);
    if (at)
        *at = (size_t)-1;
    if (!out)
        return NULL;
    strcpy(out, t);
    /* Again while the text left joins into a new command ("[%cl[%clk 1]k 2]"
     * leaves "[%clk 2]"); each pass removes one at least. */
    while (tav__command_count(out, name) > 0) {
        size_t first = (size_t)-1;
        strip_once(out, name, out, &first);
        if (at && *at == (size_t)-1)
            *at = first;
    }
    if (at && *at != (size_t)-1 && *at > strlen(out))
        *at = strlen(out); /* a later pass took text from before it */
    return out;
}

int tav__command_set(tav_game *g, int node, const char *name, const char *args)
{
    size_t at;
    if (!tav__node_at(g, node) || node == TAV_GAME_ROOT)
        return TAV_EINVAL;
    char *rest = tav__command_strip(tav_game_node_comment(g, node), name, &at);
    if (!rest)
        return TAV_ENOMEM;
    if (!args && at == (size_t)-1) { /* nothing to remove */
        free(rest);
        return TAV_OK;
    }
    size_t keep = strlen(rest), size = keep + strlen(name) + (args ? strlen(args) : 0) + 8;
    char *text = malloc(size);
    if (!text) {
        free(rest);
        return TAV_ENOMEM;
    }
    if (!args)
        snprintf(text, size, "%s", rest);
    else if (at != (size_t)-1) /* where the first one stood */
        snprintf(text, size, "%.*s[%%%s %s]%s", (int)at, rest, name, args, rest + at);
    else
        snprintf(text, size, "[%%%s %s]%s%s", name, args, keep ? " " : "", rest);
    int rc = tav_game_set_comment(g, node, 0, text); /* normalising drops the blanks left behind */
    free(text);
    free(rest);
    return rc;
}
