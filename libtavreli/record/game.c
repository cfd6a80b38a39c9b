/* Game records (R11): the game object's life cycle and its tags. */
#include <stdlib.h>
#include <string.h>
#include "base/grow.h"
#include "record/game_impl.h"

int tav__game_create(tav_game **out, tav_position *start)
{
    tav_game *g = calloc(1, sizeof *g);
    if (!g)
        return TAV_ENOMEM;
    g->nodes = tav__grow(NULL, sizeof *g->nodes, 16, &g->nodes_cap, 16);
    if (!g->nodes) {
        free(g);
        return TAV_ENOMEM;
    }
    g->nnodes = 1;
    memset(&g->nodes[0], 0, sizeof g->nodes[0]);
    g->nodes[0].parent = g->nodes[0].first_child = g->nodes[0].last_child = g->nodes[0].next_sibling = -1;
    tav_position_tfen(start, g->start_tfen, sizeof g->start_tfen);
    g->start_turn = tav_position_turn(start);
    g->start_fullmove = tav_position_fullmove_number(start);
    g->end_pos = start;
    g->main_end = TAV_GAME_ROOT;
    g->result = TAV_RESULT_NONE;
    g->result_agrees = 1;
    g->complete = 1;
    g->main_complete = 1;
    *out = g;
    return TAV_OK;
}

int tav_game_new(tav_game **out, const char *tfen, tav_error *err)
{
    tav_position *p = NULL;
    int rc;
    tav_error_init(err);
    if (!out)
        return TAV_EINVAL;
    *out = NULL;
    if (tfen) {
        rc = tav_position_from_tfen(&p, tfen, err);
        if (rc != TAV_OK)
            return rc;
    } else if (!(p = tav_position_new())) {
        return TAV_ENOMEM;
    }
    rc = tav__game_create(out, p);
    if (rc != TAV_OK)
        tav_position_free(p);
    return rc;
}

void tav_game_free(tav_game *g)
{
    if (!g)
        return;
    for (size_t i = 0; i < g->ntags; i++) {
        free(g->tag_names[i]);
        free(g->tag_values[i]);
    }
    free(g->tag_names);
    free(g->tag_values);
    for (size_t i = 0; i < g->nnodes; i++) {
        free(g->nodes[i].comment_before);
        free(g->nodes[i].comment_after);
        tav_position_free(g->nodes[i].pos);
    }
    free(g->nodes);
    tav_position_free(g->end_pos);
    free(g->problems);
    free(g);
}

size_t tav_game_index(const tav_game *g) { return g ? g->index : 0; }
unsigned long tav_game_line(const tav_game *g) { return g ? g->line : 0; }
const char *tav_game_start_tfen(const tav_game *g) { return g ? g->start_tfen : NULL; }

/* ---- tags ------------------------------------------------------------------ */

size_t tav_game_tag_count(const tav_game *g) { return g ? g->ntags : 0; }

const char *tav_game_tag_name(const tav_game *g, size_t i)
{
    return g && i < g->ntags ? g->tag_names[i] : NULL;
}

const char *tav_game_tag_value(const tav_game *g, size_t i)
{
    return g && i < g->ntags ? g->tag_values[i] : NULL;
}

/* Index of the tag called name, or g->ntags. */
static size_t find_tag(const tav_game *g, const char *name)
{
    size_t i = 0;
    while (i < g->ntags && strcmp(g->tag_names[i], name) != 0)
        i++;
    return i;
}

const char *tav_game_tag(const tav_game *g, const char *name)
{
    if (!g || !name)
        return NULL;
    size_t i = find_tag(g, name);
    return i < g->ntags ? g->tag_values[i] : NULL;
}

/* ---- headers: the tags with SetUp and FEN of a set-up start (R11) ------- */

/* Which of SetUp (1) and FEN (2) a game that does not begin at the start
 * position lacks among its own tags. */
static unsigned start_tags(const tav_game *g)
{
    if (strcmp(g->start_tfen, TAV_START_TFEN) == 0)
        return 0;
    return (find_tag(g, "SetUp") == g->ntags ? 1u : 0u) | (find_tag(g, "FEN") == g->ntags ? 2u : 0u);
}

size_t tav_game_header_count(const tav_game *g)
{
    if (!g)
        return 0;
    unsigned extra = start_tags(g);
    return g->ntags + (extra & 1u) + (extra >> 1);
}

/* Header i: the game's own tag own (or g->ntags) and, for an added one,
 * its name and value. */
static size_t header_at(const tav_game *g, size_t i, const char **name, const char **value)
{
    unsigned extra = start_tags(g);
    size_t result = find_tag(g, "Result"), at = result < g->ntags ? result + 1 : g->ntags;
    size_t added = (extra & 1u) + (extra >> 1);
    *name = *value = NULL;
    if (i < at)
        return i;
    if (i < at + added) {
        int setup = (extra & 1u) && i == at;
        *name = setup ? "SetUp" : "FEN";
        *value = setup ? "1" : g->start_tfen;
        return g->ntags;
    }
    return i - added;
}

const char *tav_game_header_name(const tav_game *g, size_t i)
{
    const char *name, *value;
    if (!g || i >= tav_game_header_count(g))
        return NULL;
    size_t own = header_at(g, i, &name, &value);
    return own < g->ntags ? g->tag_names[own] : name;
}

const char *tav_game_header_value(const tav_game *g, size_t i)
{
    const char *name, *value;
    if (!g || i >= tav_game_header_count(g))
        return NULL;
    size_t own = header_at(g, i, &name, &value);
    return own < g->ntags ? g->tag_values[own] : value;
}

const char *tav_game_header(const tav_game *g, const char *name)
{
    const char *own = tav_game_tag(g, name);
    if (own || !g || !name)
        return own;
    unsigned extra = start_tags(g);
    if ((extra & 1u) && strcmp(name, "SetUp") == 0)
        return "1";
    if ((extra & 2u) && strcmp(name, "FEN") == 0)
        return g->start_tfen;
    return NULL;
}

static char *dup_n(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

int tav__game_append_tag(tav_game *g, const char *name, size_t nlen, const char *value, size_t vlen)
{
    size_t cap = g->tags_cap;
    char **n = tav__grow(g->tag_names, sizeof *n, g->ntags + 1, &cap, 8);
    if (!n)
        return TAV_ENOMEM;
    g->tag_names = n;
    cap = g->tags_cap;
    char **v = tav__grow(g->tag_values, sizeof *v, g->ntags + 1, &cap, 8);
    if (!v)
        return TAV_ENOMEM;
    g->tag_values = v;
    g->tags_cap = cap;
    char *nd = dup_n(name, nlen), *vd = dup_n(value, vlen);
    if (!nd || !vd) {
        free(nd);
        free(vd);
        return TAV_ENOMEM;
    }
    g->tag_names[g->ntags] = nd;
    g->tag_values[g->ntags] = vd;
    g->ntags++;
    return TAV_OK;
}

static int valid_tag_name(const char *s)
{
    size_t n = 0;
    for (; s[n]; n++) {
        char c = s[n];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'))
            return 0;
    }
    return n >= 1 && n <= TAV__TAG_NAME_MAX;
}

static int valid_tag_value(const char *s)
{
    size_t n = 0;
    for (; s[n]; n++)
        if ((unsigned char)s[n] < 0x20 && s[n] != '\t')
            return 0;
    return n <= TAV__TAG_VALUE_MAX;
}

static int fixed_by_start(const char *name) { return strcmp(name, "SetUp") == 0 || strcmp(name, "FEN") == 0; }

int tav_game_set_tag(tav_game *g, const char *name, const char *value)
{
    if (!g || !name || !value || !valid_tag_name(name) || !valid_tag_value(value) || fixed_by_start(name))
        return TAV_EINVAL;
    size_t i = find_tag(g, name);
    if (i == g->ntags)
        return tav__game_append_tag(g, name, strlen(name), value, strlen(value));
    char *v = dup_n(value, strlen(value));
    if (!v)
        return TAV_ENOMEM;
    free(g->tag_values[i]);
    g->tag_values[i] = v;
    if (strcmp(name, "Result") == 0)
        tav__game_update_end(g);
    return TAV_OK;
}

int tav_game_remove_tag(tav_game *g, const char *name)
{
    if (!g || !name || fixed_by_start(name))
        return TAV_EINVAL;
    size_t i = find_tag(g, name);
    if (i == g->ntags)
        return TAV_EINVAL;
    int result = strcmp(name, "Result") == 0; /* name may be the stored one */
    free(g->tag_names[i]);
    free(g->tag_values[i]);
    memmove(g->tag_names + i, g->tag_names + i + 1, (g->ntags - i - 1) * sizeof *g->tag_names);
    memmove(g->tag_values + i, g->tag_values + i + 1, (g->ntags - i - 1) * sizeof *g->tag_values);
    g->ntags--;
    if (result)
        tav__game_update_end(g);
    return TAV_OK;
}

/* ---- copying --------------------------------------------------------------- */

static char *dup_or_null(const char *s, int *failed)
{
    if (!s)
        return NULL;
    char *d = dup_n(s, strlen(s));
    if (!d)
        *failed = 1;
    return d;
}

int tav_game_copy(tav_game **out, const tav_game *g)
{
    if (!out)
        return TAV_EINVAL;
    *out = NULL;
    if (!g)
        return TAV_EINVAL;
    tav_game *c = calloc(1, sizeof *c);
    if (!c)
        return TAV_ENOMEM;
    *c = *g;
    c->tag_names = c->tag_values = NULL;
    c->ntags = c->tags_cap = 0;
    c->problems = NULL;
    c->problems_cap = 0;
    c->nodes = malloc(g->nnodes * sizeof *c->nodes);
    c->nodes_cap = c->nodes ? g->nnodes : 0;
    c->nnodes = 0;
    c->end_pos = tav_position_copy(g->end_pos);
    int failed = !c->nodes || !c->end_pos;
    for (size_t i = 0; !failed && i < g->nnodes; i++) {
        c->nodes[i] = g->nodes[i];
        c->nodes[i].pos = NULL;
        if (g->nodes[i].pos && !(c->nodes[i].pos = tav_position_copy(g->nodes[i].pos)))
            c->checkpoint_cost -= (size_t)g->nodes[i].ply + TAV__GAME_CHECKPOINT_BOARD;
        c->nodes[i].comment_before = dup_or_null(g->nodes[i].comment_before, &failed);
        c->nodes[i].comment_after = dup_or_null(g->nodes[i].comment_after, &failed);
        c->nnodes = i + 1;
    }
    for (size_t i = 0; !failed && i < g->ntags; i++)
        failed = tav__game_append_tag(c, g->tag_names[i], strlen(g->tag_names[i]), g->tag_values[i],
                                      strlen(g->tag_values[i]))
                 != TAV_OK;
    if (!failed && g->nproblems) {
        c->problems = malloc(g->nproblems * sizeof *c->problems);
        failed = !c->problems;
        if (c->problems) {
            memcpy(c->problems, g->problems, g->nproblems * sizeof *c->problems);
            c->problems_cap = g->nproblems;
        }
    }
    if (failed) {
        c->nproblems = 0;
        tav_game_free(c);
        return TAV_ENOMEM;
    }
    *out = c;
    return TAV_OK;
}
