/* Helpers shared by the TGN test programs (R11). */
#ifndef TGN_UTIL_H
#define TGN_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>

#define MAX_GAMES 64

/* The whole file at path, NUL-terminated; *len its size. NULL if unreadable. */
static inline char *tgn_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *s = malloc(cap);
    size_t k;
    while (s && (k = fread(s + n, 1, cap - n - 1, f)) > 0) {
        n += k;
        if (n + 1 == cap) {
            char *t = realloc(s, cap *= 2);
            if (!t) {
                free(s);
                s = NULL;
            }
            s = t;
        }
    }
    fclose(f);
    if (s) {
        s[n] = '\0';
        if (len)
            *len = n;
    }
    return s;
}

/* Read every game of text into games[]; returns how many (or a negative
 * status). */
static inline int tgn_read_all(const char *text, size_t len, int mode, tav_game **games)
{
    tav_reader *r = NULL;
    int rc = tav_reader_new_buffer(&r, text, len, mode), n = 0;
    if (rc != TAV_OK)
        return rc;
    tav_game *g;
    while (n < MAX_GAMES && (rc = tav_reader_next(r, &g)) == 1)
        games[n++] = g;
    tav_reader_free(r);
    return rc < 0 ? rc : n;
}

static inline void tgn_free_all(tav_game **games, int n)
{
    for (int i = 0; i < n; i++)
        tav_game_free(games[i]);
}

/* Canonical text of g (malloc'd). */
static inline char *tgn_write(const tav_game *g)
{
    size_t len = 0;
    if (tav_game_write(g, NULL, 0, &len) != TAV_EBUFSIZE)
        return NULL;
    char *s = malloc(len + 1);
    if (s && tav_game_write(g, s, len + 1, NULL) != TAV_OK) {
        free(s);
        s = NULL;
    }
    return s;
}

/* Canonical text of all games, separated by blank lines as `tavreli
 * convert` writes them (malloc'd). */
static inline char *tgn_write_all(tav_game **games, int n)
{
    size_t cap = 1, len = 0;
    char *all = calloc(1, 1);
    for (int i = 0; i < n && all; i++) {
        char *one = tgn_write(games[i]);
        if (!one) {
            free(all);
            return NULL;
        }
        size_t k = strlen(one);
        char *t = realloc(all, cap = len + k + 2);
        if (!t) {
            free(all);
            free(one);
            return NULL;
        }
        all = t;
        if (i)
            all[len++] = '\n';
        memcpy(all + len, one, k + 1);
        len += k;
        free(one);
    }
    (void)cap;
    return all;
}

static inline int str_eq_null(const char *a, const char *b)
{
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* Non-zero when a and b have the same tree: moves, comments, NAGs, draw
 * offers, start position and result. */
static inline int tgn_same_game(const tav_game *a, const tav_game *b)
{
    if (tav_game_node_count(a) != tav_game_node_count(b) || tav_game_result(a) != tav_game_result(b)
        || strcmp(tav_game_start_tfen(a), tav_game_start_tfen(b)) != 0)
        return 0;
    for (int n = 0; n < tav_game_node_count(a); n++) {
        if (!tav_move_equal(tav_game_node_move(a, n), tav_game_node_move(b, n))
            || tav_game_node_parent(a, n) != tav_game_node_parent(b, n)
            || tav_game_node_child_count(a, n) != tav_game_node_child_count(b, n)
            || !str_eq_null(tav_game_node_comment(a, n), tav_game_node_comment(b, n))
            || !str_eq_null(tav_game_node_comment_before(a, n), tav_game_node_comment_before(b, n))
            || tav_game_node_nag_count(a, n) != tav_game_node_nag_count(b, n)
            || (tav_game_node_notes(a, n) & TAV_NOTE_DRAW_OFFER) != (tav_game_node_notes(b, n) & TAV_NOTE_DRAW_OFFER))
            return 0;
        for (int i = 0; i < tav_game_node_nag_count(a, n); i++)
            if (tav_game_node_nag(a, n, i) != tav_game_node_nag(b, n, i))
                return 0;
    }
    return 1;
}

/* First problem of severity error, or NULL. */
static inline const tav_problem *tgn_first_error(const tav_game *g)
{
    for (size_t i = 0; i < tav_game_problem_count(g); i++)
        if (tav_game_problem(g, i)->severity == TAV_SEVERITY_ERROR)
            return tav_game_problem(g, i);
    return NULL;
}

#endif
