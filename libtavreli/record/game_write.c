/* Game records (R11): the canonical TGN writer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "game_impl.h"
#include "tavreli/notation.h"

#define WRAP 80

typedef struct out {
    char *s;
    size_t len, cap;
    size_t col; /* characters on the current line */
    int open_paren; /* glue "(" to the next word */
    int failed;
} out;

static void put(out *o, const char *s, size_t n)
{
    if (o->failed)
        return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 1024;
        while (cap < o->len + n + 1)
            cap *= 2;
        char *d = realloc(o->s, cap);
        if (!d) {
            o->failed = 1;
            return;
        }
        o->s = d;
        o->cap = cap;
    }
    memcpy(o->s + o->len, s, n);
    o->len += n;
    o->s[o->len] = '\0';
    for (size_t i = 0; i < n; i++) /* columns count UTF-8 characters */
        if (s[i] == '\n')
            o->col = 0;
        else if (((unsigned char)s[i] & 0xC0) != 0x80)
            o->col++;
}

static void puts_(out *o, const char *s) { put(o, s, strlen(s)); }

static size_t chars(const char *s, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        c += ((unsigned char)s[i] & 0xC0) != 0x80;
    return c;
}

/* One movetext word: a space before it, or a new line when it would pass
 * column 80. */
static void word(out *o, const char *s, size_t bytes)
{
    size_t extra = o->open_paren ? 1 : 0, n = chars(s, bytes);
    if (o->col > 0) {
        if (o->col + 1 + extra + n > WRAP)
            put(o, "\n", 1);
        else
            put(o, " ", 1);
    }
    if (extra)
        put(o, "(", 1);
    o->open_paren = 0;
    put(o, s, bytes);
}

static void tag(out *o, const char *name, const char *value)
{
    puts_(o, "[");
    puts_(o, name);
    puts_(o, " \"");
    for (const char *v = value; *v; v++) {
        if (*v == '"' || *v == '\\')
            put(o, "\\", 1);
        put(o, v, 1);
    }
    puts_(o, "\"]\n");
}

static void comment(out *o, const char *text)
{
    if (!text)
        return;
    if (strchr(text, '}')) {
        /* A brace comment cannot hold '}': write a rest-of-line comment,
         * which ends the line. */
        size_t n = strlen(text);
        char *w = malloc(n + 2);
        if (!w) {
            o->failed = 1;
            return;
        }
        w[0] = ';';
        memcpy(w + 1, text, n + 1);
        word(o, w, n + 1);
        free(w);
        put(o, "\n", 1);
        return;
    }
    /* words of the comment, "{" glued to the first and "}" to the last */
    const char *s = text;
    int first = 1;
    while (*s) {
        const char *e = strchr(s, ' ');
        size_t n = e ? (size_t)(e - s) : strlen(s);
        char buf[64];
        char *w = n + 2 < sizeof buf ? buf : malloc(n + 3);
        if (!w) {
            o->failed = 1;
            return;
        }
        size_t k = 0;
        if (first)
            w[k++] = '{';
        memcpy(w + k, s, n);
        k += n;
        if (!e)
            w[k++] = '}';
        word(o, w, k);
        if (w != buf)
            free(w);
        first = 0;
        s += n;
        if (*s == ' ')
            s++;
    }
}

static void move_word(out *o, const tav_game *g, int node, int with_number)
{
    const tav__node *n = &g->nodes[node];
    char buf[48];
    int len = 0;
    /* the number and its move stay on one line: "12. e2-e4" */
    if (with_number || tav__game_side_of(g, n->ply) == TAV_WHITE)
        len = snprintf(buf, sizeof buf, "%d%s ", tav__game_fullmove_of(g, n->ply),
                       tav__game_side_of(g, n->ply) == TAV_WHITE ? "." : "...");
    int mlen = tav_move_format(n->move, buf + len, sizeof buf - (size_t)len - 1);
    if (mlen < 0) {
        o->failed = 1;
        return;
    }
    len += mlen;
    if (n->notes & TAV_NOTE_DRAW_OFFER)
        buf[len++] = '=';
    word(o, buf, (size_t)len);
    for (int i = 0; i < n->nag_count; i++) {
        len = snprintf(buf, sizeof buf, "$%d", n->nags[i]);
        word(o, buf, (size_t)len);
    }
}

/* Write node's move (with its comments) and return non-zero when the next
 * move needs its number (after a comment). */
static int node_words(out *o, const tav_game *g, int node, int with_number)
{
    const tav__node *n = &g->nodes[node];
    if (n->comment_before) {
        comment(o, n->comment_before);
        with_number = 1;
    }
    move_word(o, g, node, with_number);
    comment(o, n->comment_after);
    return n->comment_after != NULL;
}

/* The continuation after node p: its main child, that child's
 * alternatives in parentheses, then on. Recursion depth is bounded by the
 * variation nesting (at most 255). */
static void line_from(out *o, const tav_game *g, int p, int need_number)
{
    while (!o->failed && g->nodes[p].first_child >= 0) {
        int main = g->nodes[p].first_child;
        need_number = node_words(o, g, main, need_number);
        for (int v = g->nodes[main].next_sibling; v >= 0; v = g->nodes[v].next_sibling) {
            o->open_paren = 1;
            int nn = node_words(o, g, v, 1);
            line_from(o, g, v, nn);
            if (o->col + 1 > WRAP)
                put(o, "\n", 1);
            put(o, ")", 1);
            need_number = 1;
        }
        p = main;
    }
}

static int write_all(const tav_game *g, out *o)
{
    static const char *const roster[] = { "Event", "Site", "Date", "Round", "White", "Black" };
    for (size_t i = 0; i < 6; i++) {
        const char *v = tav_game_tag(g, roster[i]);
        tag(o, roster[i], v ? v : i == 2 ? "????.??.??" : "?");
    }
    const char *result = tav_result_text(g->result);
    tag(o, "Result", result);
    if (strcmp(g->start_tfen, TAV_START_TFEN) != 0) {
        tag(o, "SetUp", "1");
        tag(o, "FEN", g->start_tfen);
    }
    for (size_t i = 0; i < g->ntags; i++) {
        const char *name = g->tag_names[i];
        int skip = strcmp(name, "SetUp") == 0 || strcmp(name, "FEN") == 0 || strcmp(name, "Result") == 0;
        for (size_t j = 0; j < 6 && !skip; j++)
            skip = strcmp(name, roster[j]) == 0;
        if (!skip)
            tag(o, name, g->tag_values[i]);
    }
    put(o, "\n", 1);
    comment(o, g->nodes[0].comment_after);
    line_from(o, g, TAV_GAME_ROOT, 1); /* a line begins with its move number */
    word(o, result, strlen(result));
    put(o, "\n", 1);
    return o->failed ? TAV_ENOMEM : TAV_OK;
}

int tav_game_write(const tav_game *g, char *buf, size_t size, size_t *length)
{
    out o = { 0 };
    if (!g || (!buf && size))
        return TAV_EINVAL;
    int rc = write_all(g, &o);
    if (rc != TAV_OK) {
        free(o.s);
        return rc;
    }
    if (length)
        *length = o.len;
    if (size) {
        size_t n = o.len < size ? o.len : size - 1;
        memcpy(buf, o.s, n);
        buf[n] = '\0';
    }
    free(o.s);
    return o.len < size ? TAV_OK : TAV_EBUFSIZE;
}

int tav_game_write_file(const tav_game *g, FILE *fp)
{
    out o = { 0 };
    if (!g || !fp)
        return TAV_EINVAL;
    int rc = write_all(g, &o);
    if (rc == TAV_OK && fwrite(o.s, 1, o.len, fp) != o.len)
        rc = TAV_EGAME;
    free(o.s);
    return rc;
}
