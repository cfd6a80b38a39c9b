/* Shared helpers for the Check unit suites of tests/unit (RULES.md R1-R9
 * and the API). Positions are set up with TFEN (R10); expectations are
 * derived by hand from RULES.md, never copied from the library's output. */
#ifndef TAV_UNIT_HELPERS_H
#define TAV_UNIT_HELPERS_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>

/* Seconds per test case: generous, the suites run under valgrind too. */
#define UNIT_TIMEOUT 120

/* A square from its name ("e4"); fails the test on a bad name. */
static inline int sq(const char *name)
{
    int s = tav_square_parse(name);
    ck_assert_msg(s >= 0 && name[2] == '\0', "bad square name '%s' in the test", name);
    return s;
}

/* A position from a TFEN the test knows to be valid. */
static inline tav_position *pos_new(const char *tfen)
{
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    int rc = tav_position_from_tfen(&p, tfen, &err);
    ck_assert_msg(rc == TAV_OK && p, "TFEN '%s' rejected (%d): %s", tfen, rc, err.message);
    return p;
}

/* The legal move from-to taking k pieces, or TAV_NO_MOVE. */
static inline tav_move find(const tav_position *p, const char *from, const char *to, int k)
{
    return tav_position_find_move(p, tav_move_make(sq(from), sq(to), k));
}

static inline int has(const tav_position *p, const char *from, const char *to, int k)
{
    return find(p, from, to, k) != TAV_NO_MOVE;
}

/* Number of legal moves from `from` to `to` (any k); to == NULL: any. */
static inline int count_pair(const tav_position *p, const char *from, const char *to)
{
    tav_move moves[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES), c = 0;
    int s = sq(from), d = to ? sq(to) : -1;
    ck_assert_int_ge(n, 0);
    for (int i = 0; i < n; i++)
        if (TAV_MOVE_FROM(moves[i]) == s && (d < 0 || TAV_MOVE_TO(moves[i]) == d))
            c++;
    return c;
}

static inline int count_from(const tav_position *p, const char *from)
{
    return count_pair(p, from, NULL);
}

/* All legal moves, as a checked count. */
static inline int count_all(const tav_position *p)
{
    tav_move moves[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    ck_assert_int_ge(n, 0);
    ck_assert_int_eq(tav_position_count_moves(p), n);
    return n;
}

/* Read a move with tav_move_parse; returns the status, stores the move. */
static inline int parse(const tav_position *p, const char *text, tav_move *out)
{
    tav_move m = TAV_NO_MOVE;
    int rc = tav_move_parse(p, text, &m, NULL);
    if (out)
        *out = m;
    return rc;
}

/* Play a move written in R9 notation; it must be legal. */
static inline tav_move play(tav_position *p, const char *text)
{
    tav_move m = TAV_NO_MOVE;
    tav_error err = TAV_ERROR_INIT;
    int rc = tav_move_parse(p, text, &m, &err);
    ck_assert_msg(rc == TAV_OK, "move '%s' not accepted (%d): %s", text, rc, err.message);
    rc = tav_position_push(p, m);
    ck_assert_msg(rc == TAV_OK, "push of '%s' failed (%d)", text, rc);
    return m;
}

/* Play a space-separated list of moves. */
static inline void play_all(tav_position *p, const char *list)
{
    char buf[64];
    while (*list) {
        size_t n = strcspn(list, " ");
        if (n) {
            ck_assert_uint_lt(n, sizeof buf);
            memcpy(buf, list, n);
            buf[n] = '\0';
            play(p, buf);
        }
        list += n;
        while (*list == ' ')
            list++;
    }
}

/* The move must be readable but not legal here. */
static inline void assert_illegal(const tav_position *p, const char *text)
{
    tav_move m;
    int rc = parse(p, text, &m);
    ck_assert_msg(rc == TAV_EILLEGAL, "move '%s': expected TAV_EILLEGAL, got %d", text, rc);
}

static inline void assert_legal(const tav_position *p, const char *text)
{
    tav_move m;
    tav_error err = TAV_ERROR_INIT;
    int rc = tav_move_parse(p, text, &m, &err);
    ck_assert_msg(rc == TAV_OK, "move '%s': expected legal, got %d: %s", text, rc, err.message);
}

static inline void assert_tfen(const tav_position *p, const char *expected)
{
    char buf[TAV_TFEN_MAX + 1];
    int n = tav_position_tfen(p, buf, sizeof buf);
    ck_assert_int_gt(n, 0);
    ck_assert_str_eq(buf, expected);
}

/* The piece at index i (0 = bottom) of the tower on square `name`. */
static inline tav_piece piece_at(const tav_position *p, const char *name, int i)
{
    return tav_position_piece(p, sq(name), i);
}

static inline tav_piece top_at(const tav_position *p, const char *name)
{
    return tav_position_top(p, sq(name));
}

static inline int height_at(const tav_position *p, const char *name)
{
    return tav_position_height(p, sq(name));
}

/* The first game of text (which must hold one), read in mode. */
static inline tav_game *read_game(const char *text, int mode)
{
    tav_reader *r = NULL;
    tav_game *g = NULL;
    ck_assert_int_eq(tav_reader_new_buffer(&r, text, strlen(text), (tav_read_mode)mode), TAV_OK);
    ck_assert_int_eq(tav_reader_next(r, &g), 1);
    tav_reader_free(r);
    return g;
}

/* Run one suite; the exit status is the number of failures (capped). */
static inline int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* A test case with the suites' generous timeout. */
static inline TCase *tcase(Suite *s, const char *name)
{
    TCase *tc = tcase_create(name);
    tcase_set_timeout(tc, UNIT_TIMEOUT);
    suite_add_tcase(s, tc);
    return tc;
}

#endif
