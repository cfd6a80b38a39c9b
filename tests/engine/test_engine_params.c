/* The engine's API and parameters (tavreli/engine.h): the contract of
 * tav_engine_new, tav_engine_search and the limits (bad arguments refused,
 * NULL accepted where documented), a search restricted to given root
 * moves (UCI go searchmoves), and the named search margins and
 * evaluation weights with their ranges (UCI options, the tuner). */
#include "search_helpers.h"

START_TEST(api_contract)
{
    tav_engine *e = NULL;
    tav_limits a = TAV_LIMITS_INIT, b;
    memset(&b, 0xab, sizeof b);
    tav_limits_init(&b);
    ck_assert_int_eq(memcmp(&a, &b, sizeof a), 0);
    tav_limits_init(NULL);
    ck_assert_int_eq(tav_engine_new(NULL, 1), TAV_EINVAL);
    ck_assert_int_eq(tav_engine_new(&e, TAV_ENGINE_HASH_MAX + 1), TAV_EINVAL);
    ck_assert_ptr_null(e);
    ck_assert_int_eq(tav_engine_new(&e, 0), TAV_OK);
    ck_assert_uint_eq(tav_engine_hash(e), TAV_ENGINE_HASH_DEFAULT);
    ck_assert_int_eq(tav_engine_set_hash(e, 2), TAV_OK);
    ck_assert_uint_eq(tav_engine_hash(e), 2);
    ck_assert_int_eq(tav_engine_set_hash(NULL, 2), TAV_EINVAL);
    tav_position *p = tav_position_new();
    tav_search_result r;
    ck_assert_int_eq(tav_engine_search(NULL, p, &a, &r, NULL, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_engine_search(e, NULL, &a, &r, NULL, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_engine_search(e, p, NULL, &r, NULL, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_engine_search(e, p, &a, NULL, NULL, NULL), TAV_EINVAL);
    b = a;
    b.version = 99;
    ck_assert_int_eq(tav_engine_search(e, p, &b, &r, NULL, NULL), TAV_EINVAL);
    b = a;
    b.depth = TAV_DEPTH_MAX + 1;
    ck_assert_int_eq(tav_engine_search(e, p, &b, &r, NULL, NULL), TAV_EINVAL);
    b = a;
    b.multipv = TAV_MULTIPV_MAX + 1;
    ck_assert_int_eq(tav_engine_search(e, p, &b, &r, NULL, NULL), TAV_EINVAL);
    /* a stop before the search is forgotten when it starts */
    tav_engine_stop(e);
    b = a;
    b.depth = 3;
    ck_assert_int_eq(tav_engine_search(e, p, &b, &r, NULL, NULL), TAV_OK);
    ck_assert_int_eq(r.depth, 3);
    ck_assert(!r.stopped);
    tav_engine_stop(NULL);
    tav_engine_clear(NULL);
    ck_assert_uint_eq(tav_engine_hash(NULL), 0);
    ck_assert_int_eq(tav_evaluate(NULL), 0);
    tav_engine_free(NULL);
    tav_position_free(p);
    tav_engine_free(e);
}
END_TEST

/* UCI's go searchmoves: only the moves given are searched at the root. */
START_TEST(search_only_given_moves)
{
    tav_engine *e = engine();
    tav_position *p = tav_position_new();
    tav_move only[3];
    ck_assert_int_eq(tav_move_parse(p, "a2-a3", &only[0], NULL), TAV_OK);
    ck_assert_int_eq(tav_move_parse(p, "h2-h3", &only[1], NULL), TAV_OK);
    only[2] = only[0];
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 3;
    l.multipv = 5;
    tav_search_result r;
    ck_assert_int_eq(tav_engine_search_moves(e, p, &l, only, 3, &r, NULL, NULL), TAV_OK);
    ck_assert_int_eq(r.line_count, 2);
    for (int i = 0; i < 2; i++) {
        tav_move m = r.lines[i].pv[0];
        ck_assert(TAV_MOVE_IDENTITY(m) == TAV_MOVE_IDENTITY(only[0])
                  || TAV_MOVE_IDENTITY(m) == TAV_MOVE_IDENTITY(only[1]));
        assert_pv_legal(p, &r.lines[i]);
    }
    ck_assert(TAV_MOVE_IDENTITY(r.lines[0].pv[0]) != TAV_MOVE_IDENTITY(r.lines[1].pv[0]));
    l.multipv = 1;
    ck_assert_int_eq(tav_engine_search_moves(e, p, &l, only + 1, 1, &r, NULL, NULL), TAV_OK);
    ck_assert_uint_eq(TAV_MOVE_IDENTITY(r.best_move), TAV_MOVE_IDENTITY(only[1]));
    /* the restricted root score is not stored: a full search afterwards
     * equals a fresh engine's */
    tav_search_result full = run(e, p, l);
    tav_engine *fresh = engine();
    tav_engine_clear(e);
    tav_search_result a = run(fresh, p, l), b = run(e, p, l);
    ck_assert_uint_eq(a.best_move, b.best_move);
    ck_assert_uint_ne(tav_position_find_move(p, full.best_move), TAV_NO_MOVE);
    /* a move that is not legal here */
    tav_position *q = tav_position_copy(p);
    tav_move other;
    ck_assert_int_eq(tav_position_push(q, only[0]), TAV_OK);
    ck_assert_int_eq(tav_move_parse(q, "a7-a6", &other, NULL), TAV_OK);
    ck_assert_int_eq(tav_engine_search_moves(e, p, &l, &other, 1, &r, NULL, NULL), TAV_EILLEGAL);
    ck_assert_int_eq(tav_engine_search_moves(e, p, &l, NULL, 1, &r, NULL, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_engine_search_moves(e, p, &l, only, -1, &r, NULL, NULL), TAV_EINVAL);
    tav_position_free(q);
    tav_position_free(p);
    tav_engine_free(fresh);
    tav_engine_free(e);
}
END_TEST

/* Every search margin named, with a range, set per engine (UCI options). */
START_TEST(named_parameters)
{
    int n = tav_engine_param_count(), def, lo, hi, v;
    const char *name;
    ck_assert_int_gt(n, 10);
    ck_assert_int_eq(tav_engine_param_info(n, &name, &def, &lo, &hi), TAV_EINVAL);
    ck_assert_int_eq(tav_engine_param_info(-1, NULL, NULL, NULL, NULL), TAV_EINVAL);
    tav_engine *e = engine(), *f = engine();
    for (int i = 0; i < n; i++) {
        ck_assert_int_eq(tav_engine_param_info(i, &name, &def, &lo, &hi), TAV_OK);
        ck_assert(lo <= def && def <= hi);
        ck_assert_int_eq(tav_engine_param(e, name, &v), TAV_OK);
        ck_assert_int_eq(v, def);
        ck_assert_int_eq(tav_engine_set_param(e, name, hi + 1), TAV_EINVAL);
        ck_assert_int_eq(tav_engine_set_param(e, name, lo - 1), TAV_EINVAL);
        ck_assert_int_eq(tav_engine_param(e, name, &v), TAV_OK);
        ck_assert_int_eq(v, def);
    }
    ck_assert_int_eq(tav_engine_set_param(e, "NoSuchThing", 1), TAV_EINVAL);
    ck_assert_int_eq(tav_engine_set_param(NULL, "DeltaMargin", 1), TAV_EINVAL);
    ck_assert_int_eq(tav_engine_param(e, "NoSuchThing", &v), TAV_EINVAL);
    /* a parameter reaches the search: no null move reduction change leaves
     * the tree as it was */
    tav_position *p = tav_position_new();
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 6;
    tav_search_result a = run(e, p, l);
    ck_assert_int_eq(tav_engine_set_param(f, "nullreduction", 1), TAV_OK); /* any case */
    ck_assert_int_eq(tav_engine_param(f, "NullReduction", &v), TAV_OK);
    ck_assert_int_eq(v, 1);
    tav_search_result b = run(f, p, l);
    ck_assert_uint_ne(a.nodes, b.nodes);
    tav_position_free(p);
    tav_engine_free(e);
    tav_engine_free(f);
}
END_TEST

/* Every evaluation weight is a named parameter too (a tuner sets
 * them, UCI lists them). A weight reaches the search, and setting it back
 * leaves no stale cached evaluation: the engine then searches exactly as
 * a new one. */
START_TEST(eval_weights_by_name)
{
    int def, lo, hi, v, found = 0;
    const char *name;
    for (int i = 0; tav_engine_param_info(i, &name, &def, &lo, &hi) == TAV_OK; i++)
        if (strcmp(name, "ValueQueen") == 0) {
            found = 1;
            ck_assert_int_eq(def, 900);
        }
    ck_assert(found);
    tav_engine *e = engine(), *fresh = engine();
    ck_assert_int_eq(tav_engine_param(e, "tempo", &v), TAV_OK);
    ck_assert_int_eq(v, 15);
    tav_position *p = pos_new("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2(PB)1P3/5N2/PPP2PPP/RNBQK2R w KQkq - 0 5");
    tav_limits l = TAV_LIMITS_INIT;
    l.depth = 4;
    ck_assert_int_eq(tav_engine_set_param(e, "Tempo", 115), TAV_OK);
    ck_assert_int_eq(tav_engine_set_param(e, "Tempo", 201), TAV_EINVAL);
    tav_search_result a = run(e, p, l), b = run(fresh, p, l);
    ck_assert_int_ne(a.lines[0].score_cp, b.lines[0].score_cp);
    ck_assert_int_eq(tav_engine_set_param(e, "Tempo", 15), TAV_OK);
    tav_engine_clear(e);
    tav_engine_clear(fresh);
    a = run(e, p, l);
    b = run(fresh, p, l);
    assert_same_search(&a, &b);
    tav_position_free(p);
    tav_engine_free(e);
    tav_engine_free(fresh);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("engine parameters");
    TCase *tc = tcase(s, "api and parameters");
    tcase_add_test(tc, api_contract);
    tcase_add_test(tc, search_only_given_moves);
    tcase_add_test(tc, named_parameters);
    tcase_add_test(tc, eval_weights_by_name);
    return run_suite(s);
}
