/* R12: perft through the transposition table counts what perft counts.
 *
 *   perft_hash TRICKY.epd START-DIVIDE5.txt
 *
 * Every line of tricky.epd to depth 4 through small tables shared by all
 * lines (so that entries of other positions and depths are always there to
 * be mistaken), two seeds; threads sharing one table; positions that differ
 * in one field only (castling, en passant, turn, virgin pawn, order in a
 * tower, badge) looked up in one table; and the API's edge cases. */
#include <check.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>

#define MAX_LINES 64
#define DEPTH 4

typedef struct epd_line {
    char tfen[TAV_TFEN_MAX + 1];
    uint64_t expected[DEPTH + 1];
} epd_line;

static epd_line lines[MAX_LINES];
static int nlines;
static const char *divide_path;

static int load(const char *path)
{
    char buf[2048];
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    while (fgets(buf, sizeof buf, f) && nlines < MAX_LINES) {
        char *semi = strchr(buf, ';');
        if (buf[0] == '#' || !semi)
            continue;
        epd_line *l = &lines[nlines++];
        size_t n = (size_t)(semi - buf);
        while (n && buf[n - 1] == ' ')
            n--;
        memcpy(l->tfen, buf, n < TAV_TFEN_MAX ? n : TAV_TFEN_MAX);
        for (char *s = semi; s; s = strchr(s + 1, ';')) {
            unsigned d;
            uint64_t count;
            if (sscanf(s, ";D%u %" SCNu64, &d, &count) == 2 && d <= DEPTH)
                l->expected[d] = count;
        }
    }
    fclose(f);
    return nlines > 0;
}

static tav_position *load_tfen(const char *tfen)
{
    tav_position *p = NULL;
    tav_error err = TAV_ERROR_INIT;
    ck_assert_msg(tav_position_from_tfen(&p, tfen, &err) == TAV_OK, "%s: %s", tfen, err.message);
    return p;
}

static void check_all_lines(tav_perft_table *t)
{
    for (int i = 0; i < nlines; i++) {
        tav_position *p = load_tfen(lines[i].tfen);
        for (unsigned d = 1; d <= DEPTH; d++) {
            if (!lines[i].expected[d])
                continue;
            uint64_t got = tav_perft_hashed(p, d, t);
            ck_assert_msg(got == lines[i].expected[d], "%s depth %u: expected %" PRIu64 ", got %" PRIu64,
                          lines[i].tfen, d, lines[i].expected[d], got);
        }
        tav_position_free(p);
    }
}

START_TEST(test_tricky_through_small_tables)
{
    static const struct {
        size_t mb;
        uint64_t seed;
    } runs[] = { { 1, 1 }, { 1, 2 }, { 8, 0xdeadbeef } };
    for (size_t r = 0; r < sizeof runs / sizeof *runs; r++) {
        tav_perft_table *t = NULL;
        ck_assert_int_eq(tav_perft_table_new(&t, runs[r].mb, runs[r].seed), TAV_OK);
        check_all_lines(t);
        uint64_t probes, hits, stores;
        tav_perft_table_stats(t, &probes, &hits, &stores);
        ck_assert_uint_gt(hits, 0);
        ck_assert_uint_ge(probes, hits + stores);
        /* twice: the second pass finds every root (depth >= 2) in the table */
        check_all_lines(t);
        uint64_t hits2;
        tav_perft_table_stats(t, NULL, &hits2, NULL);
        ck_assert_uint_gt(hits2, hits);
        tav_perft_table_free(t);
    }
}
END_TEST

/* ---- threads: one table, written and read at once ---- */

typedef struct job {
    tav_perft_table *t;
    int first, step, failed;
} job;

static void *all_lines_job(void *arg)
{
    job *j = arg;
    for (int i = j->first; i < nlines; i += j->step) {
        tav_position *p = NULL;
        if (tav_position_from_tfen(&p, lines[i].tfen, NULL) != TAV_OK) {
            j->failed = 1;
            continue;
        }
        for (unsigned d = 1; d <= DEPTH; d++)
            if (lines[i].expected[d] && tav_perft_hashed(p, d, j->t) != lines[i].expected[d])
                j->failed = 1;
        tav_position_free(p);
    }
    return NULL;
}

START_TEST(test_threads_share_one_table)
{
    enum { THREADS = 4 };
    tav_perft_table *t = NULL;
    ck_assert_int_eq(tav_perft_table_new(&t, 1, 7), TAV_OK);
    pthread_t tid[THREADS];
    job jobs[THREADS];
    for (int round = 0; round < 2; round++) {
        /* round 0: each thread its own lines; round 1: every thread every line */
        for (int k = 0; k < THREADS; k++) {
            jobs[k] = (job){ t, round ? 0 : k, round ? 1 : THREADS, 0 };
            ck_assert_int_eq(pthread_create(&tid[k], NULL, all_lines_job, &jobs[k]), 0);
        }
        for (int k = 0; k < THREADS; k++) {
            pthread_join(tid[k], NULL);
            ck_assert_msg(!jobs[k].failed, "round %d thread %d miscounted", round, k);
        }
    }
    tav_perft_table_free(t);
}
END_TEST

typedef struct root_job {
    const tav_position *root;
    tav_perft_table *t;
    const tav_move *moves;
    uint64_t *counts;
    int n, first, step;
} root_job;

static void *root_moves_job(void *arg)
{
    root_job *j = arg;
    tav_position *p = tav_position_copy(j->root);
    for (int i = j->first; p && i < j->n; i += j->step) {
        tav_position_push(p, j->moves[i]);
        j->counts[i] = tav_perft_hashed(p, 4, j->t);
        tav_position_pop(p, NULL);
    }
    tav_position_free(p);
    return NULL;
}

START_TEST(test_threaded_divide5_of_the_start)
{
    tav_position *p = load_tfen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    tav_move moves[TAV_MAX_MOVES];
    uint64_t counts[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    tav_perft_table *t = NULL;
    ck_assert_int_eq(tav_perft_table_new(&t, 2, 3), TAV_OK);
    pthread_t tid[2];
    root_job jobs[2];
    for (int k = 0; k < 2; k++) {
        jobs[k] = (root_job){ p, t, moves, counts, n, k, 2 };
        ck_assert_int_eq(pthread_create(&tid[k], NULL, root_moves_job, &jobs[k]), 0);
    }
    for (int k = 0; k < 2; k++)
        pthread_join(tid[k], NULL);
    FILE *f = fopen(divide_path, "r");
    ck_assert_msg(f != NULL, "cannot read %s", divide_path);
    char text[64];
    uint64_t want;
    int matched = 0;
    while (fscanf(f, "%63s %" SCNu64, text, &want) == 2) {
        if (strcmp(text, "total") == 0) {
            uint64_t total = 0;
            for (int i = 0; i < n; i++)
                total += counts[i];
            ck_assert_uint_eq(total, want);
            continue;
        }
        for (int i = 0; i < n; i++) {
            char mt[TAV_MOVE_TEXT_MAX + 1];
            tav_move_format(moves[i], mt, sizeof mt);
            if (strcmp(mt, text) == 0) {
                ck_assert_msg(counts[i] == want, "%s: expected %" PRIu64 ", got %" PRIu64, text, want, counts[i]);
                matched++;
            }
        }
    }
    fclose(f);
    ck_assert_int_eq(matched, n);
    tav_perft_table_free(t);
    tav_position_free(p);
}
END_TEST

/* ---- the key: every field perft reads ---- */

START_TEST(test_key_tells_apart_what_perft_tells_apart)
{
    static const char *pairs[][2] = {
        /* castling rights (R7) */
        { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1" },
        /* en passant square (R5) */
        { "4k3/8/8/8/3Pp3/3B4/8/4K3 b - d3 0 1", "4k3/8/8/8/3Pp3/3B4/8/4K3 b - - 0 1" },
        /* side to move */
        { "k7/8/8/8/8/4K3/4P3/8 w - - 0 1", "k7/8/8/8/8/4K3/4P3/8 b - - 0 1" },
        /* a virgin pawn and a pawn that has moved (R3, R10 '!') */
        { "k7/8/8/8/8/8/4P3/4K3 w - - 0 1", "k7/8/8/8/8/8/4P!3/4K3 w - - 0 1" },
        /* the order of the pieces in a tower (R2) */
        { "7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1", "7k/8/8/8/3(pRN)4/8/8/7K w - - 0 1" },
        /* a pawn's badge (R6) */
        { "8/1P3P=H2/8/7k/8/8/8/4K3 w - - 0 1", "8/1P3P=N2/8/7k/8/8/8/4K3 w - - 0 1" },
    };
    tav_perft_table *t = NULL;
    ck_assert_int_eq(tav_perft_table_new(&t, 1, 1), TAV_OK);
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        tav_position *a = load_tfen(pairs[i][0]), *b = load_tfen(pairs[i][1]);
        unsigned d;
        for (d = 2; d <= 4 && tav_perft(a, d) == tav_perft(b, d); d++)
            ;
        ck_assert_msg(d <= 4, "pair %zu: same counts to depth 4, the test proves nothing", i);
        ck_assert_uint_eq(tav_perft_hashed(a, d, t), tav_perft(a, d));
        ck_assert_uint_eq(tav_perft_hashed(b, d, t), tav_perft(b, d));
        ck_assert_uint_eq(tav_perft_hashed(a, d, t), tav_perft(a, d));
        tav_position_free(a);
        tav_position_free(b);
    }
    tav_perft_table_free(t);
}
END_TEST

START_TEST(test_api_edges)
{
    tav_perft_table *t = (tav_perft_table *)&t;
    ck_assert_int_eq(tav_perft_table_new(NULL, 1, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_perft_table_new(&t, 0, 0), TAV_EINVAL);
    ck_assert_ptr_null(t);
    ck_assert_int_eq(tav_perft_table_new(&t, (size_t)1 << 21, 0), TAV_EINVAL);
    ck_assert_ptr_null(t);
    tav_perft_table_free(NULL);
    ck_assert_uint_eq(tav_perft_table_entries(NULL), 0);
    uint64_t probes = 9, hits = 9, stores = 9;
    tav_perft_table_stats(NULL, &probes, &hits, &stores);
    ck_assert_uint_eq(probes + hits + stores, 0);
    tav_perft_table_stats(NULL, NULL, NULL, NULL);

    ck_assert_int_eq(tav_perft_table_new(&t, 1, 0), TAV_OK);
    ck_assert_uint_eq(tav_perft_table_entries(t), 65536); /* 1 MiB of 16-byte entries */
    tav_position *p = load_tfen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    ck_assert_uint_eq(tav_perft_hashed(NULL, 3, t), 0);
    ck_assert_uint_eq(tav_perft_hashed(p, 0, t), 1);
    ck_assert_uint_eq(tav_perft_hashed(p, 1, t), 39);
    ck_assert_uint_eq(tav_perft_hashed(p, 3, NULL), 68455);
    tav_perft_table_stats(t, &probes, &hits, &stores);
    ck_assert_uint_eq(probes, 0); /* depth 1 and 0 are never looked up */
    ck_assert_uint_eq(tav_perft_hashed(p, 3, t), 68455);
    tav_perft_table_stats(t, &probes, &hits, &stores);
    ck_assert_uint_eq(probes, 1 + 39); /* the root and its 39 children */
    ck_assert_uint_eq(stores, 40);
    ck_assert_uint_eq(tav_perft_hashed(p, 3, t), 68455);
    tav_perft_table_stats(t, &probes, &hits, NULL);
    ck_assert_uint_eq(hits, 1);
    tav_perft_table_free(t);
    ck_assert_int_eq(tav_perft_table_new(&t, 3, 0), TAV_OK); /* rounded down to 2 MiB */
    ck_assert_uint_eq(tav_perft_table_entries(t), (size_t)2 << 16);
    tav_perft_table_free(t);
    tav_position_free(p);
}
END_TEST

int main(int argc, char **argv)
{
    if (argc != 3 || !load(argv[1])) {
        fprintf(stderr, "usage: perft_hash TRICKY.epd START-DIVIDE5.txt\n");
        return 2;
    }
    divide_path = argv[2];
    Suite *s = suite_create("perft_hash");
    TCase *tc = tcase_create("R12 with a table");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_api_edges);
    tcase_add_test(tc, test_key_tells_apart_what_perft_tells_apart);
    tcase_add_test(tc, test_tricky_through_small_tables);
    tcase_add_test(tc, test_threads_share_one_table);
    tcase_add_test(tc, test_threaded_divide5_of_the_start);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
