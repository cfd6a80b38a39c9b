/* Game records (R11): the game object, its tags, its tree of moves, its
 * problems, and the end of the game on the board (R8). */
#include <stdlib.h>
#include <string.h>
#include "game_impl.h"
#include "tavreli/notation.h"

const char *tav_problem_kind_name(int kind)
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
    default: return "unknown";
    }
}

const char *tav_severity_name(int severity)
{
    switch (severity) {
    case TAV_SEVERITY_WARNING: return "warning";
    case TAV_SEVERITY_ERROR: return "error";
    default: return "unknown";
    }
}

const char *tav_result_text(int result)
{
    switch (result) {
    case TAV_RESULT_WHITE: return "1-0";
    case TAV_RESULT_BLACK: return "0-1";
    case TAV_RESULT_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

/* ---- life cycle ------------------------------------------------------------ */

int tav__game_create(tav_game **out, tav_position *start)
{
    tav_game *g = calloc(1, sizeof *g);
    if (!g)
        return TAV_ENOMEM;
    g->nodes = malloc(16 * sizeof *g->nodes);
    if (!g->nodes) {
        free(g);
        return TAV_ENOMEM;
    }
    g->nodes_cap = 16;
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
    for (int i = 0; i < g->nnodes; i++) {
        free(g->nodes[i].comment_before);
        free(g->nodes[i].comment_after);
    }
    free(g->nodes);
    tav_position_free(g->end_pos);
    free(g->problems);
    free(g);
}

size_t tav_game_index(const tav_game *g) { return g ? g->index : 0; }
unsigned long tav_game_line(const tav_game *g) { return g ? g->line : 0; }

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

const char *tav_game_tag(const tav_game *g, const char *name)
{
    if (!g || !name)
        return NULL;
    for (size_t i = 0; i < g->ntags; i++)
        if (strcmp(g->tag_names[i], name) == 0)
            return g->tag_values[i];
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
    if (g->ntags == g->tags_cap) {
        size_t cap = g->tags_cap ? g->tags_cap * 2 : 8;
        char **n = realloc(g->tag_names, cap * sizeof *n);
        if (!n)
            return TAV_ENOMEM;
        g->tag_names = n;
        char **v = realloc(g->tag_values, cap * sizeof *v);
        if (!v)
            return TAV_ENOMEM;
        g->tag_values = v;
        g->tags_cap = cap;
    }
    char *n = dup_n(name, nlen), *v = dup_n(value, vlen);
    if (!n || !v) {
        free(n);
        free(v);
        return TAV_ENOMEM;
    }
    g->tag_names[g->ntags] = n;
    g->tag_values[g->ntags] = v;
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

int tav_game_set_tag(tav_game *g, const char *name, const char *value)
{
    if (!g || !name || !value || !valid_tag_name(name) || !valid_tag_value(value) || strcmp(name, "SetUp") == 0
        || strcmp(name, "FEN") == 0)
        return TAV_EINVAL;
    for (size_t i = 0; i < g->ntags; i++)
        if (strcmp(g->tag_names[i], name) == 0) {
            char *v = dup_n(value, strlen(value));
            if (!v)
                return TAV_ENOMEM;
            free(g->tag_values[i]);
            g->tag_values[i] = v;
            return TAV_OK;
        }
    return tav__game_append_tag(g, name, strlen(name), value, strlen(value));
}

/* ---- nodes ------------------------------------------------------------------ */

const char *tav_game_start_tfen(const tav_game *g) { return g ? g->start_tfen : NULL; }
int tav_game_node_count(const tav_game *g) { return g ? g->nnodes : 0; }

static const tav__node *node_at(const tav_game *g, int node)
{
    return g && node >= 0 && node < g->nnodes ? &g->nodes[node] : NULL;
}

int tav_game_node_parent(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->parent : -1;
}

int tav_game_node_child_count(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    int count = 0;
    for (int c = n ? n->first_child : -1; c >= 0; c = g->nodes[c].next_sibling)
        count++;
    return count;
}

int tav_game_node_child(const tav_game *g, int node, int i)
{
    const tav__node *n = node_at(g, node);
    if (!n || i < 0)
        return -1;
    int c = n->first_child;
    while (c >= 0 && i-- > 0)
        c = g->nodes[c].next_sibling;
    return c;
}

tav_move tav_game_node_move(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->move : TAV_NO_MOVE;
}

int tav_game_node_ply(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->ply : -1;
}

int tav__game_side_of(const tav_game *g, int ply)
{
    return (int)((g->start_turn + (unsigned)(ply - 1)) & 1u);
}

int tav__game_fullmove_of(const tav_game *g, int ply)
{
    /* plies counted from the start; black's moves keep the number of the
     * white move before them (R8: the number goes up after black's move) */
    int offset = (int)g->start_turn + ply - 1;
    return (int)g->start_fullmove + offset / 2;
}

int tav_game_node_move_number(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n && node ? tav__game_fullmove_of(g, n->ply) : 0;
}

int tav_game_node_side(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n && node ? tav__game_side_of(g, n->ply) : -1;
}

int tav_game_node_depth(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->depth : -1;
}

unsigned tav_game_node_notes(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->notes : 0;
}

int tav_game_node_nag_count(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->nag_count : 0;
}

int tav_game_node_nag(const tav_game *g, int node, int i)
{
    const tav__node *n = node_at(g, node);
    return n && i >= 0 && i < n->nag_count ? n->nags[i] : -1;
}

const char *tav_game_node_comment(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->comment_after : NULL;
}

const char *tav_game_node_comment_before(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->comment_before : NULL;
}

unsigned long tav_game_node_line(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->line : 0;
}

unsigned long tav_game_node_column(const tav_game *g, int node)
{
    const tav__node *n = node_at(g, node);
    return n ? n->column : 0;
}

int tav_game_main_line_length(const tav_game *g)
{
    return g ? g->nodes[g->main_end].ply : 0;
}

int tav_game_main_line_node(const tav_game *g, int i)
{
    if (!g || i < 0)
        return -1;
    int n = g->nodes[0].first_child;
    while (n >= 0 && i-- > 0)
        n = g->nodes[n].first_child;
    return n;
}

int tav__game_new_node(tav_game *g, int parent, tav_move m, int *out)
{
    if (g->nnodes >= TAV__GAME_MAX_NODES)
        return TAV_ELIMIT;
    tav__node *p = &g->nodes[parent];
    int depth = p->depth + (p->first_child >= 0 ? 1 : 0);
    if (depth > TAV__GAME_MAX_DEPTH)
        return TAV_ELIMIT;
    if (g->nnodes == g->nodes_cap) {
        int cap = g->nodes_cap * 2;
        tav__node *nodes = realloc(g->nodes, (size_t)cap * sizeof *nodes);
        if (!nodes)
            return TAV_ENOMEM;
        g->nodes = nodes;
        g->nodes_cap = cap;
    }
    int id = g->nnodes++;
    tav__node *n = &g->nodes[id];
    memset(n, 0, sizeof *n);
    n->move = m;
    n->parent = parent;
    n->first_child = n->last_child = n->next_sibling = -1;
    n->ply = g->nodes[parent].ply + 1;
    n->depth = depth;
    p = &g->nodes[parent];
    if (p->last_child >= 0)
        g->nodes[p->last_child].next_sibling = id;
    else
        p->first_child = id;
    p->last_child = id;
    *out = id;
    return TAV_OK;
}

int tav_game_position_at(const tav_game *g, int node, tav_position **out)
{
    if (!out)
        return TAV_EINVAL;
    *out = NULL;
    if (!node_at(g, node))
        return TAV_EINVAL;
    tav_position *p = NULL;
    int rc = tav_position_from_tfen(&p, g->start_tfen, NULL);
    if (rc != TAV_OK)
        return rc == TAV_ENOMEM ? TAV_ENOMEM : TAV_EINVAL;
    int ply = g->nodes[node].ply;
    tav_move *path = malloc((size_t)(ply ? ply : 1) * sizeof *path);
    if (!path) {
        tav_position_free(p);
        return TAV_ENOMEM;
    }
    for (int n = node, i = ply; n > 0; n = g->nodes[n].parent)
        path[--i] = g->nodes[n].move;
    for (int i = 0; i < ply; i++) {
        rc = tav_position_push(p, path[i]);
        if (rc != TAV_OK) {
            free(path);
            tav_position_free(p);
            return rc == TAV_ENOMEM ? TAV_ENOMEM : TAV_EINVAL;
        }
    }
    free(path);
    *out = p;
    return TAV_OK;
}

int tav_game_add_move(tav_game *g, int parent, tav_move m, int *node_out)
{
    if (!g || !node_at(g, parent))
        return TAV_EINVAL;
    int on_main_end = parent == g->main_end;
    tav_position *p = NULL;
    int rc;
    if (on_main_end) {
        p = g->end_pos;
    } else if ((rc = tav_game_position_at(g, parent, &p)) != TAV_OK) {
        return rc;
    }
    tav_move legal = tav_position_find_move(p, m);
    if (legal == TAV_NO_MOVE) {
        if (!on_main_end)
            tav_position_free(p);
        return TAV_EILLEGAL;
    }
    if (!on_main_end)
        tav_position_free(p);
    else if ((rc = tav_position_push(g->end_pos, legal)) != TAV_OK)
        return rc;
    int id;
    rc = tav__game_new_node(g, parent, legal, &id);
    if (rc != TAV_OK) {
        if (on_main_end)
            tav_position_pop(g->end_pos, NULL);
        return rc;
    }
    if (on_main_end && g->nodes[parent].first_child == id)
        g->main_end = id;
    else if (on_main_end)
        tav_position_pop(g->end_pos, NULL); /* a variation: the main line did not grow */
    tav__game_update_end(g);
    if (node_out)
        *node_out = id;
    return TAV_OK;
}

/* ---- comments and NAGs --------------------------------------------------- */

static int is_space(unsigned char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

int tav__normalize_comment(const char *text, size_t len, char **out)
{
    *out = NULL;
    if (!text)
        return TAV_OK;
    char *d = malloc(len + 1);
    if (!d)
        return TAV_ENOMEM;
    size_t n = 0;
    int pending_space = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (is_space(c)) {
            pending_space = n > 0;
            continue;
        }
        if (pending_space)
            d[n++] = ' ';
        pending_space = 0;
        d[n++] = (char)c;
    }
    d[n] = '\0';
    if (!n) {
        free(d);
        return TAV_OK;
    }
    *out = d;
    return TAV_OK;
}

/* Join text (already normalised, non-empty) to *slot with one space. */
int tav__append_comment(char **slot, const char *text, size_t len, size_t limit, int *too_long)
{
    size_t old = *slot ? strlen(*slot) : 0;
    size_t total = old + (old ? 1 : 0) + len;
    *too_long = 0;
    if (total > limit) {
        *too_long = 1;
        return TAV_OK;
    }
    char *d = realloc(*slot, total + 1);
    if (!d)
        return TAV_ENOMEM;
    if (old)
        d[old++] = ' ';
    memcpy(d + old, text, len);
    d[total] = '\0';
    *slot = d;
    return TAV_OK;
}

int tav_game_set_comment(tav_game *g, int node, int before, const char *text)
{
    if (!node_at(g, node) || (before && node == TAV_GAME_ROOT))
        return TAV_EINVAL;
    char *c = NULL;
    if (text) {
        for (const char *s = text; *s; s++)
            if ((unsigned char)*s < 0x20 && !is_space((unsigned char)*s))
                return TAV_EINVAL;
        int rc = tav__normalize_comment(text, strlen(text), &c);
        if (rc != TAV_OK)
            return rc;
    }
    char **slot = before ? &g->nodes[node].comment_before : &g->nodes[node].comment_after;
    free(*slot);
    *slot = c;
    return TAV_OK;
}

int tav_game_add_nag(tav_game *g, int node, int value)
{
    if (!node_at(g, node) || node == TAV_GAME_ROOT || value < 0 || value > 255)
        return TAV_EINVAL;
    tav__node *n = &g->nodes[node];
    if (n->nag_count >= TAV_GAME_MAX_NAGS)
        return TAV_ELIMIT;
    n->nags[n->nag_count++] = (unsigned char)value;
    return TAV_OK;
}

int tav_game_set_draw_offer(tav_game *g, int node, int on)
{
    if (!node_at(g, node) || node == TAV_GAME_ROOT)
        return TAV_EINVAL;
    if (on)
        g->nodes[node].notes |= TAV_NOTE_DRAW_OFFER;
    else
        g->nodes[node].notes &= ~TAV_NOTE_DRAW_OFFER;
    return TAV_OK;
}

/* ---- result and end ----------------------------------------------------- */

int tav_game_result(const tav_game *g) { return g ? g->result : TAV_RESULT_NONE; }

/* R8 against the result token (and the Result tag). */
void tav__game_update_end(tav_game *g)
{
    int agrees = 1;
    const char *tag = tav_game_tag(g, "Result");
    if (g->result != TAV_RESULT_NONE && tag && strcmp(tag, tav_result_text(g->result)) != 0)
        agrees = 0;
    if (g->main_complete && (g->result == TAV_RESULT_WHITE || g->result == TAV_RESULT_BLACK || g->result == TAV_RESULT_DRAW)) {
        tav_end e = tav_position_end(g->end_pos);
        tav_color turn = tav_position_turn(g->end_pos);
        if (e == TAV_END_CHECKMATE)
            agrees = agrees && g->result == (turn == TAV_WHITE ? TAV_RESULT_BLACK : TAV_RESULT_WHITE);
        else if (e == TAV_END_STALEMATE)
            agrees = agrees && g->result == TAV_RESULT_DRAW;
    }
    g->result_agrees = agrees;
}

int tav_game_set_result(tav_game *g, int result)
{
    if (!g || result < TAV_RESULT_NONE || result > TAV_RESULT_UNKNOWN)
        return TAV_EINVAL;
    if (result != TAV_RESULT_NONE) {
        int rc = tav_game_set_tag(g, "Result", tav_result_text(result));
        if (rc != TAV_OK)
            return rc;
    }
    g->result = result;
    tav__game_update_end(g);
    return TAV_OK;
}

tav_end tav_game_end(const tav_game *g) { return g ? tav_position_end(g->end_pos) : TAV_END_NONE; }
int tav_game_end_turn(const tav_game *g) { return g ? (int)tav_position_turn(g->end_pos) : -1; }

unsigned tav_game_claims(const tav_game *g)
{
    unsigned c = 0;
    if (!g)
        return 0;
    if (tav_position_can_claim_threefold(g->end_pos))
        c |= TAV_GAME_CLAIM_THREEFOLD;
    if (tav_position_can_claim_fifty(g->end_pos))
        c |= TAV_GAME_CLAIM_FIFTY;
    return c;
}

int tav_game_result_agrees(const tav_game *g) { return g ? g->result_agrees : 0; }
int tav_game_complete(const tav_game *g) { return g ? g->complete : 0; }

/* ---- problems --------------------------------------------------------- */

int tav__game_add_problem(tav_game *g, const tav_problem *p)
{
    if (g->nproblems == g->problems_cap) {
        size_t cap = g->problems_cap ? g->problems_cap * 2 : 8;
        tav_problem *a = realloc(g->problems, cap * sizeof *a);
        if (!a)
            return TAV_ENOMEM;
        g->problems = a;
        g->problems_cap = cap;
    }
    g->problems[g->nproblems++] = *p;
    if (p->severity == TAV_SEVERITY_ERROR)
        g->nerrors++;
    else
        g->nwarnings++;
    return TAV_OK;
}

size_t tav_game_problem_count(const tav_game *g) { return g ? g->nproblems : 0; }

const tav_problem *tav_game_problem(const tav_game *g, size_t i)
{
    return g && i < g->nproblems ? &g->problems[i] : NULL;
}

size_t tav_game_error_count(const tav_game *g) { return g ? g->nerrors : 0; }
size_t tav_game_warning_count(const tav_game *g) { return g ? g->nwarnings : 0; }
int tav_game_is_valid(const tav_game *g) { return g && g->nerrors == 0; }
