/* The work units of the distributed perft (R12): the tree cut k plies below
 * the root, a position reached by several move orders (a transposition)
 * kept once with its multiplicity under each root move, so that it is
 * counted once (tavreli.distributed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

typedef struct {
    unsigned root; /* the root move's index in the legal moves of the root */
    uint64_t n;    /* move sequences from that root move to the unit */
} split_root;

typedef struct {
    uint64_t hash; /* tav_position_hash: board, side, castling, en passant */
    char *tfen;    /* the TFEN first reached; its first keylen bytes are the key */
    size_t keylen; /* the TFEN without the clocks, which perft does not read */
    split_root *roots;
    size_t nroots, cap;
} split_unit;

/* One ply's units in the order first reached, and an open-addressing table
 * of their indexes + 1 (0: a free slot) by hash. */
typedef struct {
    split_unit *u;
    size_t n, cap;
    size_t *slot, nslot;
} split_level;

static void level_free(split_level *l)
{
    for (size_t i = 0; i < l->n; i++) {
        free(l->u[i].tfen);
        free(l->u[i].roots);
    }
    free(l->u);
    free(l->slot);
    memset(l, 0, sizeof *l);
}

static int level_rehash(split_level *l)
{
    size_t nslot = l->nslot ? 2 * l->nslot : 1024;
    size_t *slot = calloc(nslot, sizeof *slot);
    if (!slot)
        return TAV_ENOMEM;
    for (size_t i = 0; i < l->n; i++) {
        size_t s = (size_t)(l->u[i].hash & (nslot - 1));
        while (slot[s])
            s = (s + 1) & (nslot - 1);
        slot[s] = i + 1;
    }
    free(l->slot);
    l->slot = slot;
    l->nslot = nslot;
    return TAV_OK;
}

/* Add n sequences under root move `root` to u. */
static int unit_add(split_unit *u, unsigned root, uint64_t n)
{
    for (size_t i = 0; i < u->nroots; i++)
        if (u->roots[i].root == root) {
            u->roots[i].n += n;
            return TAV_OK;
        }
    if (u->nroots == u->cap) {
        size_t cap = u->cap ? 2 * u->cap : 2;
        split_root *r = realloc(u->roots, cap * sizeof *r);
        if (!r)
            return TAV_ENOMEM;
        u->roots = r;
        u->cap = cap;
    }
    u->roots[u->nroots].root = root;
    u->roots[u->nroots++].n = n;
    return TAV_OK;
}

/* The unit of pos in l (a new one at the end when l has none), or NULL
 * when out of memory. */
static split_unit *level_find(split_level *l, const tav_position *pos)
{
    char tfen[TAV_TFEN_MAX + 1];
    uint64_t hash = tav_position_hash(pos);
    size_t keylen = 0, s;
    int fields = 0;
    if (tav_position_tfen(pos, tfen, sizeof tfen) < 0)
        return NULL;
    while (tfen[keylen] && !(tfen[keylen] == ' ' && ++fields == 4))
        keylen++;
    if (2 * (l->n + 1) > l->nslot && level_rehash(l) != TAV_OK)
        return NULL;
    for (s = (size_t)(hash & (l->nslot - 1)); l->slot[s]; s = (s + 1) & (l->nslot - 1)) {
        split_unit *u = &l->u[l->slot[s] - 1];
        if (u->hash == hash && u->keylen == keylen && memcmp(u->tfen, tfen, keylen) == 0)
            return u;
    }
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 256;
        split_unit *u = realloc(l->u, cap * sizeof *u);
        if (!u)
            return NULL;
        l->u = u;
        l->cap = cap;
    }
    split_unit *u = &l->u[l->n];
    memset(u, 0, sizeof *u);
    u->hash = hash;
    u->keylen = keylen;
    if (!(u->tfen = tavb__strdup(tfen)))
        return NULL;
    l->slot[s] = ++l->n;
    return u;
}

/* Merge the position reached by each legal move of pos into next, with the
 * multiplicities of from (NULL: pos is the root, and move i is root i). */
static int expand(tav_position *pos, const split_unit *from, split_level *next, tav_move *moves)
{
    int n = tav_position_legal_moves(pos, moves, TAV_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        int rc = tav_position_push(pos, moves[i]);
        split_unit *u = rc == TAV_OK ? level_find(next, pos) : NULL;
        if (rc == TAV_OK)
            tav_position_pop(pos, NULL);
        if (!u)
            return rc != TAV_OK ? rc : TAV_ENOMEM;
        for (size_t r = 0; r < (from ? from->nroots : 1); r++)
            if ((rc = unit_add(u, from ? from->roots[r].root : (unsigned)i, from ? from->roots[r].n : 1)) != TAV_OK)
                return rc;
    }
    return n < 0 ? n : TAV_OK;
}

/* The units of l as the text tavb_perft_split() returns; NULL when out of
 * memory. */
static char *level_text(const split_level *l, const tav_move *roots)
{
    size_t size = 1, len = 0;
    char *text;
    for (size_t i = 0; i < l->n; i++)
        size += strlen(l->u[i].tfen) + 1 + l->u[i].nroots * (TAV_MOVE_TEXT_MAX + 23);
    if (!(text = malloc(size)))
        return NULL;
    text[0] = '\0';
    for (size_t i = 0; i < l->n; i++) {
        len += (size_t)snprintf(text + len, size - len, "%s", l->u[i].tfen);
        for (size_t r = 0; r < l->u[i].nroots; r++) {
            char move[TAV_MOVE_TEXT_MAX + 1];
            tav_move_format(roots[l->u[i].roots[r].root], move, sizeof move);
            len += (size_t)snprintf(text + len, size - len, "\t%s %llu", move,
                                    (unsigned long long)l->u[i].roots[r].n);
        }
        len += (size_t)snprintf(text + len, size - len, "\n");
    }
    return text;
}

/* The units of l as the JSON text tavb_perft_units_json() returns; NULL
 * when out of memory. */
static char *level_json(const split_level *l, const tav_move *roots)
{
    size_t size = 3;
    for (size_t i = 0; i < l->n; i++)
        size += 2 * strlen(l->u[i].tfen) + 40 + l->u[i].nroots * (2 * TAV_MOVE_TEXT_MAX + 28);
    tavb__jbuf b = tavb__jbuf_new(size);
    tavb__put(&b, "[");
    for (size_t i = 0; i < l->n; i++) {
        tavb__put(&b, "%s{\"key\": \"%.*s\", \"tfen\": ", i ? ", " : "", (int)l->u[i].keylen, l->u[i].tfen);
        tavb__put_str(&b, l->u[i].tfen);
        tavb__put(&b, ", \"roots\": {");
        for (size_t r = 0; r < l->u[i].nroots; r++) {
            char move[TAV_MOVE_TEXT_MAX + 1];
            tav_move_format(roots[l->u[i].roots[r].root], move, sizeof move);
            tavb__put(&b, r ? ", " : "");
            tavb__put_str(&b, move);
            tavb__put(&b, ": %llu", (unsigned long long)l->u[i].roots[r].n);
        }
        tavb__put(&b, "}}");
    }
    tavb__put(&b, "]");
    return tavb__jdone(&b, NULL);
}

/* A row of the divide: a root move's text and its count. */
typedef struct {
    char move[TAV_MOVE_TEXT_MAX + 1];
    uint64_t n;
    int used;
} divide_row;

static int by_move(const void *a, const void *b)
{
    return strcmp(((const divide_row *)a)->move, ((const divide_row *)b)->move);
}

#define BAD_LEAVES 1 /* divide_text(): not one count (0 or more) a unit */

/* The divide of l's units counted leaves (one number a unit, in order) as
 * tavb_perft_divide() writes it, into *out: TAV_OK, BAD_LEAVES or
 * TAV_ENOMEM. */
static int divide_text(const split_level *l, const tav_move *roots, const char *leaves, char **out)
{
    divide_row *rows = calloc(TAV_MAX_MOVES, sizeof *rows);
    uint64_t total = 0;
    char *end;
    if (!rows)
        return TAV_ENOMEM;
    for (size_t i = 0; i < l->n; i++, leaves = end) {
        leaves += strspn(leaves, " ");
        if (*leaves < '0' || *leaves > '9') {
            free(rows);
            return BAD_LEAVES;
        }
        unsigned long long count = strtoull(leaves, &end, 10);
        for (size_t r = 0; r < l->u[i].nroots; r++) {
            rows[l->u[i].roots[r].root].n += l->u[i].roots[r].n * count;
            rows[l->u[i].roots[r].root].used = 1;
        }
    }
    if (leaves[strspn(leaves, " ")]) {
        free(rows);
        return BAD_LEAVES;
    }
    for (int m = 0; m < TAV_MAX_MOVES; m++)
        if (rows[m].used)
            tav_move_format(roots[m], rows[m].move, sizeof rows[m].move);
    qsort(rows, TAV_MAX_MOVES, sizeof *rows, by_move); /* in byte order; the unused rows ("") first */
    tavb__jbuf b = tavb__jbuf_new(TAV_MAX_MOVES * (TAV_MOVE_TEXT_MAX + 24) + 32);
    for (int m = 0; m < TAV_MAX_MOVES; m++)
        if (rows[m].used) {
            tavb__put(&b, "%s %llu\n", rows[m].move, (unsigned long long)rows[m].n);
            total += rows[m].n;
        }
    tavb__put(&b, "total %llu\n", (unsigned long long)total);
    free(rows);
    return (*out = tavb__jdone(&b, NULL)) ? TAV_OK : TAV_ENOMEM;
}

/* The units k plies below pos (the language's lock released while they
 * are found), written by level_text(), level_json() (json) or, when
 * leaves is not NULL, divide_text(). */
static char *split(const tav_position *pos, int k, int json, const char *leaves, tav_error *err)
{
    split_level cur = { 0 }, next = { 0 };
    tav_move *roots = malloc(2 * TAV_MAX_MOVES * sizeof *roots);
    tav_position *p = pos ? tav_position_copy(pos) : NULL;
    char *text = NULL;
    int rc = TAV_OK;
    if (!pos || k < 1 || k > TAV_PERFT_MAX_DEPTH) {
        free(roots);
        tav_position_free(p);
        tavb_set_error(err, TAV_EINVAL, !pos ? "no position" : "the split is from 1 to 64 (TAV_PERFT_MAX_DEPTH) plies");
        return NULL;
    }
    if (!roots || !p) {
        free(roots);
        tav_position_free(p);
        tavb_set_error(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    TAVB_BEGIN_UNLOCKED
    tav_position_legal_moves(p, roots, TAV_MAX_MOVES);
    rc = expand(p, NULL, &cur, roots + TAV_MAX_MOVES);
    for (int ply = 1; ply < k && rc == TAV_OK; ply++) {
        for (size_t i = 0; i < cur.n && rc == TAV_OK; i++)
            if ((rc = tav_position_set_tfen(p, cur.u[i].tfen, NULL)) == TAV_OK)
                rc = expand(p, &cur.u[i], &next, roots + TAV_MAX_MOVES);
        level_free(&cur);
        cur = next;
        memset(&next, 0, sizeof next);
    }
    if (rc == TAV_OK && leaves)
        rc = divide_text(&cur, roots, leaves, &text);
    else if (rc == TAV_OK && !(text = json ? level_json(&cur, roots) : level_text(&cur, roots)))
        rc = TAV_ENOMEM;
    TAVB_END_UNLOCKED
    level_free(&cur);
    level_free(&next);
    tav_position_free(p);
    free(roots);
    if (rc == BAD_LEAVES)
        tavb__refuse(err, "leaves: one count (0 or more) a unit is needed, not '%.40s'", leaves);
    else if (rc != TAV_OK)
        tavb_set_error(err, rc, NULL);
    return text;
}

char *tavb_perft_split(const tav_position *pos, int k, tav_error *err)
{
    return split(pos, k, 0, NULL, err);
}

char *tavb_perft_units_json(const tav_position *pos, int k, tav_error *err)
{
    return split(pos, k, 1, NULL, err);
}

char *tavb_perft_divide(const tav_position *pos, int k, const char *leaves, tav_error *err)
{
    if (!leaves) {
        tavb__refuse(err, "leaves: NULL");
        return NULL;
    }
    return split(pos, k, 0, leaves, err);
}
