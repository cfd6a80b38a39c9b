/* tavreli perft / divide (R12).
 *
 *   tavreli perft [--threads N] [--hash MB [--hash-seed S]] [--divide] [--verify] TFEN DEPTH
 *   tavreli divide TFEN DEPTH
 *
 * perft counts the last ply in bulk (tav_perft). --threads splits the root
 * moves between N threads, each on its own copy of the position. --hash
 * counts through a transposition table of MB MiB shared by the threads
 * (lock-free), its keys drawn from seed S (default 1); its look-ups and
 * hits go to stderr, never into the count. --divide
 * prints the divide instead of the total. --verify recounts, at 200
 * random nodes below the position, perft(1..DEPTH) by playing every leaf
 * move with push/pop, and fails on any difference from the bulk count
 * (DEPTH 2 or 3 is plenty; each extra ply costs about 50 times more).
 * At depth 6 or more, and with --divide, the root moves done, the leaves a
 * second and the time left show on a progress line (cli/progress.h).
 * --resume FILE keeps each root move's count in a journal as it is done
 * (cli/perft_journal.h) and, run again, counts only the others. */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "args.h"
#include "cli.h"
#include "perft_journal.h"
#include "progress.h"

typedef struct line {
    char text[TAV_MOVE_TEXT_MAX + 1];
    uint64_t count;
} line;

static int by_text(const void *a, const void *b)
{
    return strcmp(((const line *)a)->text, ((const line *)b)->text);
}

/* ---- threads: root moves shared out by an atomic-free static split ---- */

/* What the threads have done, for the progress line. */
typedef struct tally {
    pthread_mutex_t lock;
    cli_progress bar;
    int done, total, resumed;
    tavb_journal *journal; /* NULL without --resume */
    int journal_failed;
    unsigned depth;
    uint64_t leaves;
} tally;

typedef struct job {
    const tav_position *root;
    const tav_move *moves;
    const int *todo; /* the indexes in moves to count */
    uint64_t *counts;
    int n, first, step;
    unsigned depth;
    tav_perft_table *table;
    tally *tally;
    int failed;
} job;

/* One more root move counted (called by its thread). */
static void count_done(tally *t, tav_move move, uint64_t leaves)
{
    char rate[24], all[24], spent[16], left[16];
    pthread_mutex_lock(&t->lock);
    if (t->journal && !t->journal_failed && cli_perft_journal_add(t->journal, move, leaves) != 0)
        t->journal_failed = 1;
    t->done++;
    t->leaves += leaves;
    double s = cli_progress_elapsed(&t->bar);
    /* the most important first: a narrow terminal drops parts from the end */
    cli_progress_show(&t->bar, 0, "perft %u: %d/%d root moves, about %s left, %s leaves/s, %s leaves, %s", t->depth,
                      t->done, t->total, cli_duration(s * (t->total - t->done) / (t->done - t->resumed), left, sizeof left),
                      cli_count(s > 0 ? (double)t->leaves / s : 0, rate, sizeof rate),
                      cli_count((double)t->leaves, all, sizeof all), cli_duration(s, spent, sizeof spent));
    pthread_mutex_unlock(&t->lock);
}

static void *run_job(void *arg)
{
    job *j = arg;
    tav_position *p = tav_position_copy(j->root);
    if (!p) {
        j->failed = 1;
        return NULL;
    }
    for (int k = j->first; k < j->n; k += j->step) {
        int i = j->todo[k];
        tav_position_push(p, j->moves[i]);
        j->counts[i] = tav_perft_hashed(p, j->depth - 1, j->table);
        tav_position_pop(p, NULL);
        count_done(j->tally, j->moves[i], j->counts[i]);
    }
    tav_position_free(p);
    return NULL;
}

/* perft(depth - 1) below the root moves todo[0..n), on nthreads threads:
 * 0, or -1 when a thread could not start. */
static int divide_threaded(const tav_position *p, unsigned depth, int nthreads, tav_perft_table *table,
                           tally *tl, const tav_move *moves, const int *todo, int n, uint64_t *counts)
{
    pthread_t tid[64];
    job jobs[64];
    if (nthreads > n)
        nthreads = n > 0 ? n : 1;
    for (int t = 0; t < nthreads; t++) {
        jobs[t] = (job){ p, moves, todo, counts, n, t, nthreads, depth, table, tl, 0 };
        if (t > 0 && pthread_create(&tid[t], NULL, run_job, &jobs[t]) != 0)
            return -1;
    }
    run_job(&jobs[0]);
    for (int t = 1; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    for (int t = 0; t < nthreads; t++)
        if (jobs[t].failed)
            return -1;
    return 0;
}

/* The total of the root moves' counts, or with divide each of them (by
 * their text) and then the total. */
static void print_counts(const tav_move *moves, const uint64_t *counts, int n, int divide)
{
    static line lines[TAV_MAX_MOVES];
    uint64_t total = 0;
    for (int m = 0; m < n; m++) {
        tav_move_format(moves[m], lines[m].text, sizeof lines[m].text);
        lines[m].count = counts[m];
        total += counts[m];
    }
    if (!divide) {
        printf("%" PRIu64 "\n", total);
        return;
    }
    qsort(lines, (size_t)n, sizeof *lines, by_text);
    for (int m = 0; m < n; m++)
        printf("%s %" PRIu64 "\n", lines[m].text, lines[m].count);
    printf("total %" PRIu64 "\n", total);
}

/* ---- verify: bulk counts against playing every leaf ---- */

static uint64_t perft_by_playing(tav_position *p, unsigned depth)
{
    tav_move moves[TAV_MAX_MOVES];
    if (depth == 0)
        return 1;
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        tav_position_push(p, moves[i]);
        total += perft_by_playing(p, depth - 1);
        tav_position_pop(p, NULL);
    }
    return total;
}

static int verify(const tav_position *root, unsigned max_depth)
{
    enum { NODES = 200,
           MAX_WALK = 40 };
    uint64_t seed = 0x5eed5eed5eedull;
    tav_move moves[TAV_MAX_MOVES];
    int checked = 0;
    for (int node = 0; node < NODES; node++) {
        tav_position *p = tav_position_copy(root);
        if (!p)
            return CLI_BAD_INPUT;
        int walk = (int)(tav_random_next(&seed) % MAX_WALK);
        for (int i = 0; i < walk; i++) {
            int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
            if (n <= 0)
                break;
            tav_position_push(p, moves[tav_random_next(&seed) % (uint64_t)n]);
        }
        for (unsigned d = 1; d <= max_depth; d++) {
            uint64_t bulk = tav_perft(p, d), played = perft_by_playing(p, d);
            if (bulk != played) {
                char tfen[TAV_TFEN_MAX + 1];
                tav_position_tfen(p, tfen, sizeof tfen);
                printf("MISMATCH at %s depth %u: bulk %" PRIu64 ", played %" PRIu64 "\n", tfen, d, bulk, played);
                tav_position_free(p);
                return CLI_BAD_INPUT;
            }
            checked++;
        }
        tav_position_free(p);
    }
    printf("verify: %d counts at %d random nodes agree\n", checked, NODES);
    return CLI_OK;
}

static const cli_option depth_operand = { "DEPTH", "DEPTH", CLI_UINT, 0, TAV_PERFT_MAX_DEPTH, 0, 0, "", NULL, NULL };

int cli_perft(int argc, char **argv)
{
    static tav_move moves[TAV_MAX_MOVES];
    static uint64_t counts[TAV_MAX_MOVES];
    static int todo[TAV_MAX_MOVES];
    static unsigned char done[TAV_MAX_MOVES];
    const char *resume = NULL;
    unsigned long long hash_mb = 0, depth;
    uint64_t seed = 1;
    tav_perft_table *table = NULL;
    int nthreads = 1, want_divide = strcmp(argv[0], "divide") == 0, want_verify = 0, want_progress = 0;
    char why[96];
    cli_args a;
    const cli_option *o;
    cli_args_init(&a, argc, argv);
    while ((o = cli_args_next(&a))) {
        if (cli_is(&a, o, "--divide"))
            want_divide = 1;
        else if (cli_is(&a, o, "--verify"))
            want_verify = 1;
        else if (cli_is(&a, o, "--threads"))
            nthreads = (int)a.u;
        else if (cli_is(&a, o, "--hash"))
            hash_mb = a.u;
        else if (cli_is(&a, o, "--hash-seed"))
            seed = a.u;
        else if (cli_is(&a, o, "--progress"))
            want_progress = 1;
        else if (cli_is(&a, o, "--resume"))
            resume = a.value;
        else
            return cli_unhandled(&a, o);
    }
    if (a.status >= 0)
        return a.status;
    if (resume && want_verify)
        return cli_usage_error(&a, "--resume keeps counts, --verify checks them: not both");
    if (!cli_parse_number(&depth_operand, a.operands[1], &depth, NULL, why, sizeof why))
        return cli_usage_error(&a, "DEPTH must be %s, not '%s'", why, a.operands[1]);
    tav_position *p = cli_load_position(a.operands[0]);
    if (!p)
        return CLI_BAD_INPUT;
    if (hash_mb && !want_verify && tav_perft_table_new(&table, (size_t)hash_mb, seed) != TAV_OK) {
        fprintf(stderr, "tavreli: no memory for a %llu MiB table\n", hash_mb);
        tav_position_free(p);
        return CLI_BAD_INPUT;
    }
    tally tl = { .depth = (unsigned)depth };
    pthread_mutex_init(&tl.lock, NULL);
    cli_progress_start(&tl.bar, depth >= 6 || want_divide, want_progress);
    int rc = CLI_OK;
    if (want_verify) {
        rc = verify(p, (unsigned)depth);
    } else if (depth == 0) {
        puts(want_divide ? "total 1" : "1");
    } else if (!want_divide && nthreads == 1 && !tl.bar.fp && !resume) {
        printf("%" PRIu64 "\n", tav_perft_hashed(p, (unsigned)depth, table));
    } else {
        int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES), left = 0;
        tl.total = n;
        if (resume) {
            tl.journal = cli_perft_journal_open(resume, p, (unsigned)depth, table ? &seed : NULL, moves, n, done,
                                                counts, &tl.resumed);
            if (!tl.journal)
                rc = CLI_BAD_INPUT;
            else if (tl.resumed)
                fprintf(stderr, "tavreli: --resume: %d of %d root moves counted before, in %s\n", tl.resumed, n, resume);
            tl.done = tl.resumed;
        }
        for (int m = 0; m < n; m++)
            if (!done[m])
                todo[left++] = m;
        if (rc == CLI_OK && divide_threaded(p, (unsigned)depth, nthreads, table, &tl, moves, todo, left, counts) != 0) {
            fputs("tavreli: could not start threads\n", stderr);
            rc = CLI_BAD_INPUT;
        }
        cli_progress_end(&tl.bar);
        int counted = rc == CLI_OK; /* a journal that failed later leaves the counts right */
        if (tl.journal_failed)
            rc = CLI_BAD_INPUT;
        cli_perft_journal_close(tl.journal);
        if (counted)
            print_counts(moves, counts, n, want_divide);
    }
    if (table) {
        uint64_t probes, hits, stores;
        tav_perft_table_stats(table, &probes, &hits, &stores);
        fprintf(stderr, "hash: %llu MiB, %zu entries, seed %" PRIu64 ": %" PRIu64 " look-ups, %" PRIu64 " hits (%.1f%%), %" PRIu64 " stores\n",
                hash_mb, tav_perft_table_entries(table), seed, probes, hits, probes ? 100.0 * (double)hits / (double)probes : 0.0, stores);
        tav_perft_table_free(table);
    }
    tav_position_free(p);
    pthread_mutex_destroy(&tl.lock);
    return rc;
}
