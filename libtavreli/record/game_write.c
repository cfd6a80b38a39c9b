/* Game records (R11): the canonical TGN writer, with its options, and the
 * check that what it writes reads back under the reader's default limits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/strbuf.h"
#include "record/game_impl.h"
#include "tavreli/notation.h"

#define WRAP 80 /* the canonical text's width */
#define ALL_OPTIONS (TAV_WRITE_NO_MARKS | TAV_WRITE_NO_COMMENTS | TAV_WRITE_NO_VARIATIONS | TAV_WRITE_NO_NAGS \
                     | TAV_WRITE_ANY_SIZE | TAV_WRITE_NO_TAGS | TAV_WRITE_NO_RESULT)

typedef struct out {
    tav__strbuf text; /* the caller's buffer or a growing string */
    size_t col;       /* characters on the current line */
    int open_paren;   /* glue "(" to the next word */
    int failed;
    unsigned options;
    size_t width;      /* wrap lines at this column; 0: never */
    tav_position *pos; /* at the node being written, for the marks */
} out;

static void put(out *o, const char *s, size_t n)
{
    if (o->failed)
        return;
    tav__strbuf_put(&o->text, s, n);
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
 * the width (80 in the canonical text). */
static void word(out *o, const char *s, size_t bytes)
{
    size_t extra = o->open_paren ? 1 : 0, n = chars(s, bytes);
    if (o->col > 0) {
        if (o->width && o->col + 1 + extra + n > o->width)
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

/* The length of the comment word at s: up to the next space, but a
 * bracketed command ("[%clk 0:01:02]", "[%eval 0.3]") is one word with its
 * spaces, so that wrapping never breaks it: a new line inside it
 * would read back as another command text. */
static size_t comment_word(const char *s)
{
    size_t n = 0;
    int command = 0;
    for (; s[n] && (command || s[n] != ' '); n++) {
        if (s[n] == '[' && s[n + 1] == '%')
            command = 1;
        else if (s[n] == ']')
            command = 0;
    }
    return n;
}

static void comment(out *o, const char *text)
{
    if (!text || (o->options & TAV_WRITE_NO_COMMENTS))
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
    if (!*text) { /* an empty comment read as "{}" stays one */
        word(o, "{}", 2);
        return;
    }
    /* words of the comment, "{" glued to the first and "}" to the last */
    const char *s = text;
    int first = 1;
    while (*s) {
        size_t n = comment_word(s);
        /* the space after the word; NULL for the last word (a trailing space is dropped) */
        const char *e = s[n] && s[n + 1] ? s + n : NULL;
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

/* The mark the move of node earns on the board (R9): "+" check, "#" mate.
 * o->pos is at node's position. */
static const char *mark(const out *o)
{
    if ((o->options & TAV_WRITE_NO_MARKS) || !tav_position_in_check(o->pos))
        return "";
    return tav_position_is_checkmate(o->pos) ? "#" : "+";
}

static void move_word(out *o, const tav_game *g, int node, int with_number)
{
    const tav__node *n = &g->nodes[node];
    char buf[96];
    int len = 0;
    tav_color side = tav__game_side_of(g, n->ply);
    /* the number and its move stay on one line: "12. e2-e4" */
    if (with_number || side == TAV_WHITE)
        len = snprintf(buf, sizeof buf, "%llu%s ", tav__game_fullmove_of(g, n->ply), side == TAV_WHITE ? "." : "...");
    int mlen = tav_move_format(n->move, buf + len, sizeof buf - (size_t)len - 3);
    if (len < 0 || mlen < 0) {
        o->failed = 1;
        return;
    }
    len += mlen;
    len += snprintf(buf + len, sizeof buf - (size_t)len, "%s%s", mark(o), n->notes & TAV_NOTE_DRAW_OFFER ? "=" : "");
    word(o, buf, (size_t)len);
    for (int i = 0; i < n->nag_count && !(o->options & TAV_WRITE_NO_NAGS); i++) {
        len = snprintf(buf, sizeof buf, "$%d", n->nags[i]);
        word(o, buf, (size_t)len);
    }
}

/* Write node's move (with its comments; o->pos is at node) and return
 * non-zero when the next move needs its number (after a comment). */
static int node_words(out *o, const tav_game *g, int node, int with_number)
{
    const tav__node *n = &g->nodes[node];
    if (n->comment_before && !(o->options & TAV_WRITE_NO_COMMENTS)) {
        comment(o, n->comment_before);
        with_number = 1;
    }
    move_word(o, g, node, with_number);
    comment(o, n->comment_after);
    return n->comment_after != NULL && !(o->options & TAV_WRITE_NO_COMMENTS);
}

static void push(out *o, tav_move m)
{
    if (tav_position_push(o->pos, m) != TAV_OK)
        o->failed = 1;
}

/* The continuation after node p (o->pos at p, and again at p on return):
 * its main child, that child's alternatives in parentheses, then on.
 * Recursion depth is bounded by the variation nesting (at most 255). */
static void line_from(out *o, const tav_game *g, int p, int need_number)
{
    int pushed = 0;
    while (!o->failed && g->nodes[p].first_child >= 0) {
        int main = g->nodes[p].first_child;
        push(o, g->nodes[main].move);
        need_number = node_words(o, g, main, need_number);
        for (int v = g->nodes[main].next_sibling; v >= 0 && !(o->options & TAV_WRITE_NO_VARIATIONS) && !o->failed;
             v = g->nodes[v].next_sibling) {
            tav_position_pop(o->pos, NULL);
            push(o, g->nodes[v].move);
            o->open_paren = 1;
            int nn = node_words(o, g, v, 1);
            line_from(o, g, v, nn);
            if (o->width && o->col + 1 > o->width)
                put(o, "\n", 1);
            put(o, ")", 1);
            need_number = 1;
            tav_position_pop(o->pos, NULL);
            push(o, g->nodes[main].move); /* the history keeps its room: cannot fail */
        }
        pushed++;
        p = main;
    }
    while (pushed-- > 0)
        tav_position_pop(o->pos, NULL);
}

static int is_roster(const char *name)
{
    static const char *const roster[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN" };
    for (size_t j = 0; j < sizeof roster / sizeof roster[0]; j++)
        if (strcmp(name, roster[j]) == 0)
            return 1;
    return 0;
}

static void write_tags(const tav_game *g, out *o)
{
    static const char *const roster[] = { "Event", "Site", "Date", "Round", "White", "Black" };
    for (size_t i = 0; i < 6; i++) {
        const char *v = tav_game_tag(g, roster[i]);
        tag(o, roster[i], v ? v : i == 2 ? "????.??.??"
                                         : "?");
    }
    tag(o, "Result", tav_result_text(g->result));
    if (strcmp(g->start_tfen, TAV_START_TFEN) != 0) {
        tag(o, "SetUp", "1");
        tag(o, "FEN", g->start_tfen);
    }
    for (size_t i = 0; i < g->ntags; i++)
        if (!is_roster(g->tag_names[i]))
            tag(o, g->tag_names[i], g->tag_values[i]);
    put(o, "\n", 1);
}

static int write_all(const tav_game *g, out *o)
{
    const char *result = tav_result_text(g->result);
    if (!(o->options & TAV_WRITE_NO_TAGS))
        write_tags(g, o);
    comment(o, g->nodes[0].comment_after);
    if (tav_position_from_tfen(&o->pos, g->start_tfen, NULL) != TAV_OK)
        return TAV_ENOMEM;             /* the start was read from this TFEN: only memory can fail */
    line_from(o, g, TAV_GAME_ROOT, 1); /* a line begins with its move number */
    tav_position_free(o->pos);
    o->pos = NULL;
    if (!(o->options & TAV_WRITE_NO_RESULT))
        word(o, result, strlen(result));
    put(o, "\n", 1);
    return o->failed ? TAV_ENOMEM : TAV_OK;
}

/* ---- what the reader's default limits accept --------------------------------- */

static int written_tags(const tav_game *g)
{
    size_t n = 7 + (strcmp(g->start_tfen, TAV_START_TFEN) != 0 ? 2 : 0);
    for (size_t i = 0; i < g->ntags; i++)
        n += !is_roster(g->tag_names[i]);
    return n <= tav_limit_default(TAV_LIMIT_TAGS);
}

static int tags_fit(const tav_game *g)
{
    size_t max = tav_limit_default(TAV_LIMIT_TAG_LENGTH);
    for (size_t i = 0; i < g->ntags; i++)
        if (strlen(g->tag_names[i]) > max || strlen(g->tag_values[i]) > max)
            return 0;
    return written_tags(g);
}

static int comment_fits(const char *c, unsigned options)
{
    return !c || (options & TAV_WRITE_NO_COMMENTS) || strlen(c) <= tav_limit_default(TAV_LIMIT_COMMENT);
}

/* Moves per line, moves in all, nesting and comments of the nodes that are
 * written. line_plies[n]: moves of n's line up to n (a variation's line
 * starts at its first move). */
static int tree_fits(const tav_game *g, unsigned options, int *line_plies)
{
    unsigned long nodes = 0;
    if (!comment_fits(g->nodes[0].comment_after, options))
        return 0;
    line_plies[0] = 0;
    for (size_t i = 1; i < g->nnodes; i++) {
        const tav__node *n = &g->nodes[i];
        if (n->removed || (n->depth > 0 && (options & TAV_WRITE_NO_VARIATIONS)))
            continue;
        int first = g->nodes[n->parent].first_child == (int)i;
        line_plies[i] = (first ? line_plies[n->parent] : 0) + 1; /* parents come before their children */
        nodes++;
        if ((unsigned long)line_plies[i] > tav_limit_default(TAV_LIMIT_PLIES)
            || (unsigned long)n->depth > tav_limit_default(TAV_LIMIT_DEPTH)
            || !comment_fits(n->comment_after, options) || !comment_fits(n->comment_before, options))
            return 0;
    }
    return nodes <= tav_limit_default(TAV_LIMIT_NODES);
}

static int fits_default_limits(const tav_game *g, unsigned options, size_t bytes, int *ok)
{
    int *line_plies = malloc(g->nnodes * sizeof *line_plies);
    if (!line_plies)
        return TAV_ENOMEM;
    *ok = tags_fit(g) && tree_fits(g, options, line_plies) && bytes <= tav_limit_default(TAV_LIMIT_GAME_BYTES);
    free(line_plies);
    return TAV_OK;
}

/* Write g into o->text (set up by the caller) and check that it reads back;
 * TAV_OK or TAV_ELIMIT, TAV_ENOMEM with the text discarded. */
static int render(const tav_game *g, unsigned options, out *o)
{
    o->col = 0;
    o->open_paren = 0;
    o->failed = 0;
    o->options = options;
    o->pos = NULL;
    int rc = write_all(g, o), ok = 1;
    if (rc == TAV_OK && o->text.failed)
        rc = TAV_ENOMEM;
    if (rc == TAV_OK && !(options & TAV_WRITE_ANY_SIZE))
        rc = fits_default_limits(g, options, o->text.len, &ok);
    if (rc == TAV_OK && !ok)
        rc = TAV_ELIMIT;
    if (rc != TAV_OK)
        tav__strbuf_discard(&o->text);
    return rc;
}

int tav_game_write_with(const tav_game *g, unsigned options, char *buf, size_t size, size_t *length)
{
    out o;
    o.width = WRAP;
    if (length)
        *length = 0;
    if (tav__strbuf_begin_fixed(&o.text, buf, size, g && !(options & ~ALL_OPTIONS)) != TAV_OK)
        return TAV_EINVAL;
    int rc = render(g, options, &o);
    return rc != TAV_OK ? rc : tav__strbuf_finish(&o.text, length);
}

int tav_game_write(const tav_game *g, char *buf, size_t size, size_t *length)
{
    return tav_game_write_with(g, 0, buf, size, length);
}

int tav_game_write_wrapped_alloc(const tav_game *g, unsigned options, size_t width, char **text,
                                 size_t *length)
{
    out o;
    o.width = width;
    if (tav__strbuf_begin_alloc(&o.text, text, length, g && !(options & ~ALL_OPTIONS)) != TAV_OK)
        return TAV_EINVAL;
    int rc = render(g, options, &o);
    return rc != TAV_OK ? rc : tav__strbuf_take(&o.text, text, length);
}

int tav_game_write_alloc(const tav_game *g, unsigned options, char **text, size_t *length)
{
    return tav_game_write_wrapped_alloc(g, options, WRAP, text, length);
}

int tav_game_write_file_with(const tav_game *g, unsigned options, FILE *fp)
{
    char *text;
    size_t len;
    if (!fp)
        return TAV_EINVAL;
    int rc = tav_game_write_alloc(g, options, &text, &len);
    if (rc == TAV_OK && fwrite(text, 1, len, fp) != len)
        rc = TAV_EIO;
    tav_free(text);
    return rc;
}

int tav_game_write_file(const tav_game *g, FILE *fp) { return tav_game_write_file_with(g, 0, fp); }
