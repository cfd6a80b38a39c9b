/* Lazy SMP: the engine's Threads parameter is the number of threads that
 * search at once. The calling thread is the main one and decides
 * everything (the result, the time, when to stop); Threads - 1 helper
 * engines search the same root on threads of their own, each with its own
 * position, move stacks, killers, history and evaluation cache, sharing
 * only the transposition table (whose entries are atomic, tt.c). What a
 * helper stores there reorders and cuts the main search. Helpers go deeper
 * one ply apart (every other one starts a ply ahead), so they fill the
 * table with what the main thread asks next. With Threads 1 there is no
 * helper and a search is exactly the single-threaded one (deterministic
 * at a fixed depth). When the main search ends the helpers are told to
 * stop and the result returns at once; they are joined when the engine
 * next needs them or its table (the next search, tav_engine_clear,
 * tav_engine_set_hash, tav_engine_free): waiting for a helper that the
 * system had not scheduled cost a loaded machine's fast games on time.
 * The threads are POSIX threads (C11's thrd_create
 * escapes ThreadSanitizer's interception); without them (not a Unix) the
 * parameter is accepted and every search runs on the calling thread. */
#if defined(__unix__) || defined(__APPLE__)
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#define TAV_THREADS 1
#else
#define TAV_THREADS 0
#endif
#include <stdlib.h>
#include <string.h>
#include "engine/engine_impl.h"

#if TAV_THREADS
static void *helper_main(void *arg)
{
    tav_engine *h = arg;
    for (int d = 1 + h->helper_offset; d <= TAV_DEPTH_MAX && !h->aborted; d++)
        tav__search_root(h, d, -SCORE_INF, SCORE_INF);
    return NULL;
}
#endif

#if TAV_THREADS
/* A helper: the engine's working storage without a table of its own. */
static tav_engine *helper_new(void)
{
    tav_engine *h = calloc(1, sizeof *h);
    if (!h)
        return NULL;
    if (tav__engine_storage(h) != TAV_OK) {
        tav__engine_storage_free(h);
        free(h);
        return NULL;
    }
    return h;
}
#endif

void tav__helpers_free(tav_engine *e)
{
    tav__helpers_join(e);
    for (int i = 0; i < e->helper_count; i++) {
        tav__engine_storage_free(e->helper[i]);
        free(e->helper[i]);
    }
    free(e->helper);
    free(e->helper_thread);
    e->helper = NULL;
    e->helper_thread = NULL;
    e->helper_count = 0;
}

void tav__helpers_clear(tav_engine *e)
{
    tav__helpers_join(e);
    for (int i = 0; i < e->helper_count; i++)
        tav__engine_forget(e->helper[i]);
}

#if TAV_THREADS
/* Threads - 1 helpers, allocated when the number changed: 0 or TAV_ENOMEM. */
static int helpers_resize(tav_engine *e, int want)
{
    if (want == e->helper_count)
        return TAV_OK;
    tav__helpers_free(e);
    if (!want)
        return TAV_OK;
    e->helper = calloc((size_t)want, sizeof *e->helper);
    e->helper_thread = calloc((size_t)want, sizeof(pthread_t));
    if (!e->helper || !e->helper_thread) {
        tav__helpers_free(e);
        return TAV_ENOMEM;
    }
    for (int i = 0; i < want; i++) {
        if (!(e->helper[i] = helper_new())) {
            tav__helpers_free(e);
            return TAV_ENOMEM;
        }
        e->helper_count = i + 1;
    }
    return TAV_OK;
}

/* The helper starts where the main search starts: its position, game
 * keys, parameters, root moves, the shared table. */
static void helper_setup(tav_engine *h, const tav_engine *e, int i)
{
    h->tt = e->tt;
    h->tt_mask = e->tt_mask;
    h->hash_mb = e->hash_mb;
    h->generation = e->generation;
    if (memcmp(&h->et, &e->et, sizeof h->et) != 0) { /* weights set since: its cached evaluations are stale */
        h->et = e->et;
        tav__ec_clear(h);
    }
    memcpy(h->param, e->param, sizeof h->param);
    work_copy(&h->pos, &e->pos);
    memcpy(h->rep_keys, e->rep_keys, (size_t)e->rep_count * sizeof *h->rep_keys);
    h->rep_count = e->rep_count;
    memcpy(h->root_only, e->root_only, (size_t)e->root_only_count * sizeof *h->root_only);
    h->root_only_count = e->root_only_count;
    h->excluded_count = 0;
    h->mate_mode = e->mate_mode;
    h->timed = 0;
    h->target_ms = 0;
    h->node_limit = 0;
    h->nodes = 0;
    atomic_store_explicit(&h->nodes_seen, 0, memory_order_relaxed);
    h->aborted = 0;
    h->seldepth = 0;
    h->nmp_min_ply = 0;
    h->helper_offset = i & 1 ? 1 : 0;
    for (int k = 0; k < MAX_PLY + 4; k++)
        h->ss[k].killer[0] = h->ss[k].killer[1] = TAV_NO_MOVE;
    atomic_store(&h->stop, 0);
}
#endif

int tav__helpers_start(tav_engine *e)
{
    tav__helpers_join(e); /* the last search's, if still winding down */
#if !TAV_THREADS
    return TAV_OK;
#else
    int want = e->param[P_THREADS] - 1;
    if (helpers_resize(e, want) != TAV_OK)
        return TAV_ENOMEM;
    pthread_t *t = e->helper_thread;
    for (int i = 0; i < e->helper_count; i++) {
        helper_setup(e->helper[i], e, i);
        if (pthread_create(&t[i], NULL, helper_main, e->helper[i]) != 0)
            break; /* fewer helpers: still a correct search */
        e->helpers_running = i + 1;
    }
    return TAV_OK;
#endif
}

void tav__helpers_signal(tav_engine *e)
{
    for (int i = 0; i < e->helpers_running; i++)
        atomic_store(&e->helper[i]->stop, 1);
}

void tav__helpers_join(tav_engine *e)
{
    tav__helpers_signal(e);
#if TAV_THREADS
    for (int i = 0; i < e->helpers_running; i++)
        pthread_join(((pthread_t *)e->helper_thread)[i], NULL);
#endif
    e->helpers_running = 0;
}

uint64_t tav__helpers_nodes(const tav_engine *e)
{
    uint64_t n = 0;
    for (int i = 0; i < e->helpers_running; i++)
        n += atomic_load_explicit(&e->helper[i]->nodes_seen, memory_order_relaxed);
    return n;
}
