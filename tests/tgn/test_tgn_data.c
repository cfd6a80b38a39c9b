/* Data-driven TGN suites (R11):
 *  - tests/tgn/valid/NAME.tgn: valid in strict mode, canonical output equal to
 *    the .out beside it, and the .out reads back to the same games;
 *  - tests/tgn/invalid/NAME.tgn: the first error has the kind, line and column
 *    written in the .expect beside it ("kind line column"), in both modes;
 *  - the twenty real games of tests/data/games (lenient: all valid with the
 *    typo warnings at their places; strict: games 1, 11, 13, 15, 17 rejected
 *    at the first typo; five checkmates; canonical file; round trips). */
#include <check.h>
#include <dirent.h>
#include "tgn_util.h"

#ifndef TGN_DIR
#error "TGN_DIR must name tests/tgn in the source tree"
#endif
#ifndef GAMES_DIR
#error "GAMES_DIR must name tests/data/games in the source tree"
#endif

#define MAX_FILES 128

static char valid_files[MAX_FILES][256], invalid_files[MAX_FILES][256];
static int n_valid, n_invalid;

static int list(const char *dir, char files[][256])
{
    DIR *d = opendir(dir);
    int n = 0;
    struct dirent *e;
    if (!d)
        return 0;
    while ((e = readdir(d)) && n < MAX_FILES) {
        size_t k = strlen(e->d_name);
        if (k > 4 && k < 200 && strcmp(e->d_name + k - 4, ".tgn") == 0)
            snprintf(files[n++], 256, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    qsort(files, (size_t)n, 256, (int (*)(const void *, const void *))strcmp);
    return n;
}

static char *sibling(const char *path, const char *ext)
{
    static char buf[300];
    snprintf(buf, sizeof buf, "%.*s%s", (int)(strlen(path) - 4), path, ext);
    return buf;
}

START_TEST(test_valid_file)
{
    const char *path = valid_files[_i];
    size_t len = 0, olen = 0;
    char *text = tgn_slurp(path, &len);
    char *expected = tgn_slurp(sibling(path, ".out"), &olen);
    ck_assert_msg(text && expected, "%s or its .out is missing", path);
    for (int mode = TAV_READ_STRICT; mode <= TAV_READ_LENIENT; mode++) {
        tav_game *games[MAX_GAMES], *again[MAX_GAMES];
        int n = tgn_read_all(text, len, mode, games);
        ck_assert_int_gt(n, 0);
        for (int i = 0; i < n; i++) {
            ck_assert_msg(tav_game_is_valid(games[i]) && tav_game_problem_count(games[i]) == 0,
                          "%s game %d: %s", path, i + 1,
                          tav_game_problem_count(games[i]) ? tav_game_problem(games[i], 0)->message : "");
            ck_assert(tav_game_complete(games[i]));
            ck_assert(tav_game_result_agrees(games[i]));
        }
        char *out = tgn_write_all(games, n);
        ck_assert_ptr_nonnull(out);
        ck_assert_str_eq(out, expected);
        /* round trip: the canonical text reads back to the same games */
        int m = tgn_read_all(out, strlen(out), TAV_READ_STRICT, again);
        ck_assert_int_eq(m, n);
        for (int i = 0; i < n; i++) {
            ck_assert(tav_game_is_valid(again[i]));
            ck_assert_msg(tgn_same_game(games[i], again[i]), "%s game %d: round trip differs", path, i + 1);
        }
        char *out2 = tgn_write_all(again, m);
        ck_assert_str_eq(out2, out);
        free(out);
        free(out2);
        tgn_free_all(games, n);
        tgn_free_all(again, m);
    }
    free(text);
    free(expected);
}
END_TEST

START_TEST(test_invalid_file)
{
    const char *path = invalid_files[_i];
    size_t len = 0;
    char *text = tgn_slurp(path, &len);
    char *expect = tgn_slurp(sibling(path, ".expect"), NULL);
    char kind[32];
    unsigned long line, column;
    ck_assert_msg(text && expect, "%s or its .expect is missing", path);
    ck_assert_int_eq(sscanf(expect, "%31s %lu %lu", kind, &line, &column), 3);
    for (int mode = TAV_READ_STRICT; mode <= TAV_READ_LENIENT; mode++) {
        tav_game *games[MAX_GAMES];
        int n = tgn_read_all(text, len, mode, games);
        ck_assert_int_ge(n, 1);
        ck_assert(!tav_game_is_valid(games[0]));
        const tav_problem *p = tgn_first_error(games[0]);
        ck_assert_ptr_nonnull(p);
        ck_assert_msg(strcmp(tav_problem_kind_name(p->kind), kind) == 0 && p->line == line && p->column == column,
                      "%s (%s): got %s %lu %lu (%s), want %s %lu %lu", path, mode ? "lenient" : "strict",
                      tav_problem_kind_name(p->kind), p->line, p->column, p->message, kind, line, column);
        ck_assert_uint_eq(p->game, 1);
        ck_assert(p->message[0] != '\0');
        if (mode == TAV_READ_STRICT)
            ck_assert_uint_eq(tav_game_error_count(games[0]), 1); /* the first error stops the game */
        tgn_free_all(games, n);
    }
    free(text);
    free(expect);
}
END_TEST

/* ---- the twenty real games ------------------------------------------------- */

static char *tournament(size_t *len)
{
    char path[512];
    snprintf(path, sizeof path, "%s/tournament-1997-2003.tgn", GAMES_DIR);
    char *s = tgn_slurp(path, len);
    ck_assert_msg(s != NULL, "cannot read %s", path);
    return s;
}

/* The typos of the README, where they are: game, line, column, fullmove
 * number, side. */
static const struct typo {
    size_t game;
    unsigned long line, column;
    int move_number, side;
} typos[] = {
    { 1, 13, 19, 20, TAV_WHITE },   /* "b1 e1" without its hyphen */
    { 11, 147, 39, 16, TAV_WHITE }, /* g3-F4 */
    { 11, 147, 52, 17, TAV_WHITE }, /* F4-g5 */
    { 13, 172, 58, 11, TAV_WHITE }, /* c4(1)-с6? with a Cyrillic с */
    { 13, 172, 65, 11, TAV_BLACK }, /* b7-с6 */
    { 15, 199, 22, 8, TAV_WHITE },  /* b5(4)-B7 */
    { 17, 226, 13, 7, TAV_BLACK },  /* e7(4)-E6 */
};
#define N_TYPOS (sizeof typos / sizeof typos[0])

/* Games ending in checkmate on the board, and who is mated. */
static int mated_side(int game)
{
    switch (game) {
    case 1:
    case 3:
    case 11:
    case 18: return TAV_WHITE;
    case 2: return TAV_BLACK;
    default: return -1;
    }
}

START_TEST(test_tournament_lenient)
{
    size_t len = 0;
    char *text = tournament(&len);
    tav_game *games[MAX_GAMES];
    int n = tgn_read_all(text, len, TAV_READ_LENIENT, games);
    size_t seen = 0;
    ck_assert_int_eq(n, 20);
    for (int i = 0; i < n; i++) {
        const tav_game *g = games[i];
        ck_assert_msg(tav_game_is_valid(g), "game %d: %s", i + 1, tgn_first_error(g) ? tgn_first_error(g)->message : "");
        ck_assert(tav_game_complete(g));
        ck_assert_uint_eq(tav_game_index(g), (size_t)i + 1);
        ck_assert_int_eq(tav_game_result(g), TAV_RESULT_UNKNOWN);
        if (mated_side(i + 1) >= 0) {
            ck_assert_msg(tav_game_end(g) == TAV_END_CHECKMATE, "game %d should end in checkmate", i + 1);
            ck_assert_int_eq(tav_game_end_turn(g), mated_side(i + 1));
        } else {
            ck_assert_msg(tav_game_end(g) == TAV_END_NONE, "game %d should still be in play", i + 1);
        }
        for (size_t k = 0; k < tav_game_problem_count(g); k++) {
            const tav_problem *p = tav_game_problem(g, k);
            ck_assert_int_eq(p->severity, TAV_SEVERITY_WARNING);
            if (p->kind != TAV_PROBLEM_TYPO) {
                /* the other warnings: a trailing 'x' that is no mate */
                ck_assert_int_eq(p->kind, TAV_PROBLEM_ANNOTATION);
                continue;
            }
            ck_assert_uint_lt(seen, N_TYPOS);
            const struct typo *t = &typos[seen++];
            ck_assert_uint_eq(p->game, t->game);
            ck_assert_uint_eq(p->line, t->line);
            ck_assert_uint_eq(p->column, t->column);
            ck_assert_int_eq(p->move_number, t->move_number);
            ck_assert_int_eq(p->side, t->side);
            ck_assert_int_eq(p->ply, (t->move_number - 1) * 2 + (t->side == TAV_BLACK) + 1);
        }
    }
    ck_assert_uint_eq(seen, N_TYPOS);
    /* game 1 as published: 44 plies, the 39th "b1 e1" read as b1-e1 */
    ck_assert_int_eq(tav_game_main_line_length(games[0]), 44);
    ck_assert(tav_move_equal(tav_game_node_move(games[0], tav_game_main_line_node(games[0], 38)),
                             tav_move_make(TAV_SQUARE(1, 0), TAV_SQUARE(4, 0), 1)));
    /* "c8(1)-f5* *": the glued '*' marks the cut score, the second is the result */
    int last = tav_game_main_line_node(games[12], tav_game_main_line_length(games[12]) - 1);
    ck_assert(tav_game_node_notes(games[12], last) & TAV_GAME_NOTE_CUT);
    tgn_free_all(games, n);
    free(text);
}
END_TEST

START_TEST(test_tournament_strict)
{
    size_t len = 0;
    char *text = tournament(&len);
    tav_game *games[MAX_GAMES];
    int n = tgn_read_all(text, len, TAV_READ_STRICT, games);
    ck_assert_int_eq(n, 20);
    for (int i = 0; i < n; i++) {
        const tav_game *g = games[i];
        const struct typo *first = NULL;
        for (size_t k = 0; k < N_TYPOS && !first; k++)
            if (typos[k].game == (size_t)i + 1)
                first = &typos[k];
        if (!first) {
            ck_assert_msg(tav_game_is_valid(g), "game %d should be valid", i + 1);
            continue;
        }
        ck_assert_msg(!tav_game_is_valid(g), "game %d should be rejected", i + 1);
        ck_assert_uint_eq(tav_game_error_count(g), 1);
        const tav_problem *p = tgn_first_error(g);
        ck_assert_int_eq(p->kind, TAV_PROBLEM_TYPO);
        ck_assert_int_eq(p->code, TAV_ENOTATION);
        ck_assert_uint_eq(p->line, first->line);
        ck_assert_uint_eq(p->column, first->column);
        ck_assert_int_eq(p->move_number, first->move_number);
        ck_assert_int_eq(p->side, first->side);
        ck_assert(!tav_game_complete(g));
        /* the game stopped just before the typo */
        ck_assert_int_eq(tav_game_main_line_length(g), p->ply - 1);
    }
    tgn_free_all(games, n);
    free(text);
}
END_TEST

START_TEST(test_tournament_canonical)
{
    size_t len = 0, clen = 0;
    char *text = tournament(&len);
    char path[512];
    snprintf(path, sizeof path, "%s/tournament-1997-2003.canonical.tgn", GAMES_DIR);
    char *canonical = tgn_slurp(path, &clen);
    ck_assert_ptr_nonnull(canonical);
    tav_game *legacy[MAX_GAMES], *canon[MAX_GAMES];
    int n = tgn_read_all(text, len, TAV_READ_LENIENT, legacy);
    char *out = tgn_write_all(legacy, n);
    ck_assert_str_eq(out, canonical);
    /* the canonical file is valid in strict mode, without a warning, and
     * holds the same moves and end states */
    int m = tgn_read_all(canonical, clen, TAV_READ_STRICT, canon);
    ck_assert_int_eq(m, 20);
    for (int i = 0; i < m; i++) {
        ck_assert(tav_game_is_valid(canon[i]));
        ck_assert_uint_eq(tav_game_problem_count(canon[i]), 0);
        ck_assert(tgn_same_game(legacy[i], canon[i]));
        ck_assert_int_eq(tav_game_end(canon[i]), tav_game_end(legacy[i]));
        ck_assert_str_eq(tav_game_tag(canon[i], "White"), tav_game_tag(legacy[i], "White"));
    }
    free(out);
    tgn_free_all(legacy, n);
    tgn_free_all(canon, m);
    free(text);
    free(canonical);
}
END_TEST

int main(void)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/valid", TGN_DIR);
    n_valid = list(dir, valid_files);
    snprintf(dir, sizeof dir, "%s/invalid", TGN_DIR);
    n_invalid = list(dir, invalid_files);
    if (n_valid == 0 || n_invalid == 0) {
        fprintf(stderr, "no test files under %s\n", TGN_DIR);
        return 1;
    }
    Suite *s = suite_create("tgn-data");
    TCase *tc = tcase_create("corpus");
    tcase_add_loop_test(tc, test_valid_file, 0, n_valid);
    tcase_add_loop_test(tc, test_invalid_file, 0, n_invalid);
    suite_add_tcase(s, tc);
    TCase *real = tcase_create("tournament-1997-2003");
    tcase_add_test(real, test_tournament_lenient);
    tcase_add_test(real, test_tournament_strict);
    tcase_add_test(real, test_tournament_canonical);
    suite_add_tcase(s, real);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
