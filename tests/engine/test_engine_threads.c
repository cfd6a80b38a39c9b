/* The engine's search and threads (tavreli/engine.h): a search stopped
 * from another thread, Lazy SMP with Threads 2, one search at a time per
 * engine (TAV_EBUSY), and two engines searching at once on two threads
 * (no global state). The only engine suite built with -pthread. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include "search_helpers.h"

typedef struct {
    tav_engine *e;
    tav_position *p;
    tav_search_result r;
    int rc;
} job;

static void *search_thread(void *arg)
{
    job *j = arg;
    tav_limits l = TAV_LIMITS_INIT;
    l.infinite = 1;
    j->rc = tav_engine_search(j->e, j->p, &l, &j->r, NULL, NULL);
    return NULL;
}

static double now_s(void) { return (double)tav_now_ms() / 1e3; }

START_TEST(stop_from_another_thread)
{
    job j;
    j.e = engine();
    j.p = tav_position_new();
    pthread_t t;
    ck_assert_int_eq(pthread_create(&t, NULL, search_thread, &j), 0);
    struct timespec ts = { 0, 300 * 1000000L };
    nanosleep(&ts, NULL);
    double t0 = now_s();
    tav_engine_stop(j.e);
    pthread_join(t, NULL);
    double took = now_s() - t0;
    ck_assert_int_eq(j.rc, TAV_OK);
    ck_assert(j.r.stopped);
    ck_assert_uint_ne(tav_position_find_move(j.p, j.r.best_move), TAV_NO_MOVE);
    /* a bound, not a benchmark: the flag is read every 1024 nodes */
    ck_assert_msg(took < 0.050, "stop took %.3f s", took);
    tav_position_free(j.p);
    tav_engine_free(j.e);
}
END_TEST

/* Lazy SMP (engine/threads.c): with Threads 2 a search gives a
 * legal move and line at the depth asked, and
 * stops when asked; back at Threads 1 (the helper freed) a cleared engine
 * searches exactly as a new one. Run under the sanitizer build; the
 * shared table is atomic, so ThreadSanitizer finds no race either. */
START_TEST(two_threads)
{
    const char *fens[] = {
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2(PB)1P3/5N2/PPP2PPP/RNBQK2R w KQkq - 0 5",
        "R~4(brR)2/2(pP=H)(pbp=r!Q)npp1/2n3k1/1p2p3/8/N1(P=NB)5/(BP=B!P=N!q)1(PK)P4/6(NP=Rr~)(Rr) w - - 1 21",
    };
    tav_engine *e = engine(), *fresh = engine();
    ck_assert_int_eq(tav_engine_set_param(e, "Threads", 2), TAV_OK);
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 5;
    for (size_t i = 0; i < sizeof fens / sizeof *fens; i++) {
        tav_position *p = pos_new(fens[i]);
        tav_search_result r = run(e, p, l);
        ck_assert_int_eq(r.depth, 5);
        ck_assert_uint_ne(tav_position_find_move(p, r.best_move), TAV_NO_MOVE);
        assert_pv_legal(p, &r.lines[0]);
        tav_position_free(p);
    }
    job j;
    j.e = e;
    j.p = tav_position_new();
    pthread_t t;
    ck_assert_int_eq(pthread_create(&t, NULL, search_thread, &j), 0);
    struct timespec ts = { 0, 200 * 1000000L };
    nanosleep(&ts, NULL);
    tav_engine_stop(e);
    pthread_join(t, NULL);
    ck_assert_int_eq(j.rc, TAV_OK);
    ck_assert(j.r.stopped);
    ck_assert_uint_ne(tav_position_find_move(j.p, j.r.best_move), TAV_NO_MOVE);
    ck_assert_int_eq(tav_engine_set_param(e, "Threads", 1), TAV_OK);
    tav_engine_clear(e);
    tav_search_result a = run(e, j.p, l), b = run(fresh, j.p, l);
    assert_same_search(&a, &b);
    tav_position_free(j.p);
    tav_engine_free(e);
    tav_engine_free(fresh);
}
END_TEST

/* The nodes a search reports are every thread's (UCI's nodes and
 * nps), while a node limit counts the main thread's. The helper publishes
 * its count every 256 nodes, so it shows unless the system never ran it:
 * a few tries for a loaded machine. */
START_TEST(nodes_of_every_thread)
{
    tav_engine *e = engine();
    tav_position *p = tav_position_new();
    tav_limits l = TAV_LIMITS_INIT;
    l.nodes = 200000;
    tav_search_result one = run(e, p, l);
    ck_assert_uint_ge(one.nodes, l.nodes);
    ck_assert_uint_lt(one.nodes, l.nodes + 1000); /* one thread: the limit, give or take a node check */
    ck_assert_int_eq(tav_engine_set_param(e, "Threads", 2), TAV_OK);
    int more = 0;
    for (int tries = 0; tries < 5 && !more; tries++) {
        tav_engine_clear(e);
        tav_search_result two = run(e, p, l);
        ck_assert_uint_eq(two.lines[0].nodes, two.nodes);
        more = two.nodes > l.nodes + 1000;
    }
    ck_assert_msg(more, "the helper's nodes are not counted");
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

/* One search at a time per engine, enforced by the
 * engine: while a search runs, a second search and a resize are refused
 * with TAV_EBUSY and change nothing. */
typedef struct {
    tav_engine *e;
    tav_position *p;
    atomic_int started;
    int rc;
    tav_search_result r;
} busy_job;

static void busy_info(const tav_search_line *l, void *user)
{
    (void)l;
    atomic_store(&((busy_job *)user)->started, 1);
}

static void *busy_thread(void *arg)
{
    busy_job *j = arg;
    tav_limits l = TAV_LIMITS_INIT;
    l.infinite = 1;
    j->rc = tav_engine_search(j->e, j->p, &l, &j->r, busy_info, j);
    return NULL;
}

START_TEST(second_search_is_busy)
{
    busy_job j;
    memset(&j, 0, sizeof j);
    j.e = engine();
    j.p = tav_position_new();
    atomic_init(&j.started, 0);
    pthread_t t;
    ck_assert_int_eq(pthread_create(&t, NULL, busy_thread, &j), 0);
    while (!atomic_load(&j.started)) {
        struct timespec ts = { 0, 1000000L };
        nanosleep(&ts, NULL);
    }
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 2;
    tav_search_result r;
    memset(&r, 0x5a, sizeof r);
    ck_assert_int_eq(tav_engine_search(j.e, j.p, &l, &r, NULL, NULL), TAV_EBUSY);
    ck_assert_uint_eq(((unsigned char *)&r)[0], 0x5a); /* untouched */
    ck_assert_int_eq(tav_engine_set_hash(j.e, 1), TAV_EBUSY);
    ck_assert_uint_eq(tav_engine_hash(j.e), 4);
    tav_engine_clear(j.e); /* a no-op while it searches */
    ck_assert_str_eq(tav_strerror(TAV_EBUSY), "the object is in use by another call");
    tav_engine_stop(j.e);
    pthread_join(t, NULL);
    ck_assert_int_eq(j.rc, TAV_OK);
    ck_assert_uint_ne(tav_position_find_move(j.p, j.r.best_move), TAV_NO_MOVE);
    /* free again once the search returned */
    ck_assert_int_eq(tav_engine_search(j.e, j.p, &l, &r, NULL, NULL), TAV_OK);
    ck_assert_int_eq(tav_engine_set_hash(j.e, 1), TAV_OK);
    tav_position_free(j.p);
    tav_engine_free(j.e);
}
END_TEST

START_TEST(two_engines_two_threads)
{
    /* no global state: two engines searching at once give the results
     * each gives alone */
    job j[2];
    pthread_t t[2];
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 4;
    tav_position *p = tav_position_new();
    tav_engine *solo = engine();
    tav_search_result alone = run(solo, p, l);
    tav_engine_free(solo);
    for (int i = 0; i < 2; i++) {
        j[i].e = engine();
        j[i].p = p;
    }
    for (int i = 0; i < 2; i++) {
        /* a depth-limited search on a thread: reuse search_thread's shape */
        ck_assert_int_eq(pthread_create(&t[i], NULL, search_thread, &j[i]), 0);
    }
    struct timespec ts = { 0, 200 * 1000000L };
    nanosleep(&ts, NULL);
    for (int i = 0; i < 2; i++)
        tav_engine_stop(j[i].e);
    for (int i = 0; i < 2; i++) {
        pthread_join(t[i], NULL);
        ck_assert_int_eq(j[i].rc, TAV_OK);
        ck_assert_uint_ne(tav_position_find_move(p, j[i].r.best_move), TAV_NO_MOVE);
        tav_engine_clear(j[i].e);
        tav_search_result again = run(j[i].e, p, l);
        ck_assert_uint_eq(again.best_move, alone.best_move);
        ck_assert_uint_eq(again.nodes, alone.nodes);
        tav_engine_free(j[i].e);
    }
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("engine threads");
    TCase *tc = tcase(s, "threads");
    tcase_add_test(tc, stop_from_another_thread);
    tcase_add_test(tc, two_threads);
    tcase_add_test(tc, nodes_of_every_thread);
    tcase_add_test(tc, two_engines_two_threads);
    tcase_add_test(tc, second_search_is_busy);
    return run_suite(s);
}
