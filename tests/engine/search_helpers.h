/* Shared helpers of the engine suites (test_search, test_engine_threads,
 * test_engine_params): an engine with a 4 MiB table, a search that must
 * succeed, and checks on its lines and results. */
#ifndef TAV_TESTS_ENGINE_SEARCH_HELPERS_H
#define TAV_TESTS_ENGINE_SEARCH_HELPERS_H

#include "../unit/helpers.h"

static inline tav_engine *engine(void)
{
    tav_engine *e = NULL;
    ck_assert_int_eq(tav_engine_new(&e, 4), TAV_OK);
    ck_assert_ptr_nonnull(e);
    return e;
}

static inline tav_search_result run(tav_engine *e, const tav_position *p, tav_limits l)
{
    tav_search_result r;
    ck_assert_int_eq(tav_engine_search(e, p, &l, &r, NULL, NULL), TAV_OK);
    return r;
}

/* A line's PV must be playable from p. */
static inline void assert_pv_legal(const tav_position *p, const tav_search_line *l)
{
    tav_position *w = tav_position_copy(p);
    ck_assert_int_ge(l->pv_length, 1);
    for (int i = 0; i < l->pv_length; i++)
        ck_assert_int_eq(tav_position_push(w, l->pv[i]), TAV_OK);
    tav_position_free(w);
}

/* Two searches gave the same result: move, score, nodes, line. */
static inline void assert_same_search(const tav_search_result *a, const tav_search_result *b)
{
    ck_assert_uint_eq(a->best_move, b->best_move);
    ck_assert_int_eq(a->lines[0].score_cp, b->lines[0].score_cp);
    ck_assert_uint_eq(a->nodes, b->nodes);
    ck_assert_int_eq(a->lines[0].pv_length, b->lines[0].pv_length);
    ck_assert_int_eq(memcmp(a->lines[0].pv, b->lines[0].pv, (size_t)a->lines[0].pv_length * sizeof(tav_move)), 0);
}

#endif
