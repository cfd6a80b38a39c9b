/* The problem solver's solution (R14): the tree is a proof (every line of
 * it is played and checked), the node budget, stop flag and progress
 * callback, the arguments (stipulations parsed and refused), the text and
 * JSON writers, and problems as records (R11): solved from a game's
 * Stipulation tag and written back as a game. The fast solver only, no
 * oracle. */
#include "solver_helpers.h"

/* ---- the tree is a proof: every line of it is played and checked --------------- */

static void walk_tree(const tav_solution *sol, tav_position *p, int node, int goal)
{
    int n = tav_solution_node_child_count(sol, node);
    int kind = tav_solution_node_kind(sol, node);
    if (kind == TAV_NODE_KEY || kind == TAV_NODE_ANSWER) {
        if (tav_solution_node_goal(sol, node)) {
            ck_assert_int_eq(n, 0);
            ck_assert(goal == TAV_GOAL_MATE ? tav_position_is_checkmate(p) : tav_position_is_stalemate(p));
            return;
        }
        /* every defence is in the tree */
        ck_assert_int_eq(n, tav_position_count_moves(p));
    } else if (kind == TAV_NODE_DEFENCE) {
        ck_assert_int_gt(n, 0);
    }
    for (int i = 0; i < n; i++) {
        int c = tav_solution_node_child(sol, node, i);
        ck_assert_int_eq(tav_solution_node_parent(sol, c), node);
        ck_assert_int_eq(tav_position_push(p, tav_solution_node_move(sol, c)), TAV_OK);
        walk_tree(sol, p, c, goal);
        tav_position_pop(p, NULL);
    }
}

START_TEST(solver_tree_is_a_proof)
{
    static const char *const problems[][2] = {
        { "8/1h2k1B1/5RQn/8/8/8/QR3B2/K7 w - - 0 1", "#2" },
        { "bQ3K2/7R/3Q4/8/5p2/8/4k3/8 w - - 0 1", "#3" },
        { "8/2N5/4r3/5Q2/8/6K1/k1n2R2/8 w - - 0 1", "#3" },
        { "3N~4/8/8/8/3QK3/2b4N/4k3/8 w - - 0 1", "=2" },
    };
    for (size_t i = 0; i < sizeof problems / sizeof problems[0]; i++) {
        tav_position *p = pos_new(problems[i][0]);
        tav_solution *sol = fast(p, problems[i][1], TAV_SOLVE_DEFAULT);
        ck_assert_int_eq(tav_solution_node_kind(sol, 0), TAV_NODE_ROOT);
        ck_assert_int_eq(tav_solution_node_child_count(sol, 0), tav_solution_key_count(sol));
        walk_tree(sol, p, 0, stip(problems[i][1]).goal);
        tav_solution_free(sol);
        tav_position_free(p);
    }
}
END_TEST

/* ---- budget, stop, progress -------------------------------------------------------- */

static int stop_at_once(void *ud, uint64_t nodes, double seconds)
{
    (void)seconds;
    *(uint64_t *)ud = nodes;
    return 1;
}

START_TEST(solver_budget)
{
    tav_position *p = pos_new("bQ3K2/7R/3Q4/8/5p2/8/4k3/8 w - - 0 1");
    tav_stipulation st = stip("#3");
    tav_solve_options opt;
    tav_solve_options init = TAV_SOLVE_OPTIONS_INIT;
    tav_solve_options_init(&opt);
    ck_assert(memcmp(&opt, &init, sizeof opt) == 0);
    tav_solution *sol = NULL;
    opt.max_nodes = 1000;
    ck_assert_int_eq(tav_solve(p, &st, &opt, &sol), TAV_OK);
    ck_assert_int_eq(tav_solution_complete(sol), 0);
    ck_assert_uint_le(tav_solution_nodes(sol), 1001);
    tav_solution_free(sol);

    volatile int stop = 1;
    tav_solve_options_init(&opt);
    opt.stop = &stop;
    ck_assert_int_eq(tav_solve(p, &st, &opt, &sol), TAV_OK);
    ck_assert_int_eq(tav_solution_complete(sol), 0);
    tav_solution_free(sol);

    uint64_t seen = 0;
    tav_solve_options_init(&opt);
    opt.progress = stop_at_once;
    opt.userdata = &seen;
    ck_assert_int_eq(tav_solve(p, &st, &opt, &sol), TAV_OK);
    ck_assert_int_eq(tav_solution_complete(sol), 0);
    ck_assert_uint_gt(seen, 0);
    tav_solution_free(sol);

    /* no budget: complete, and the key is found */
    sol = fast(p, "#3", TAV_SOLVE_DEFAULT);
    assert_keys(sol, "b8-b2");
    tav_solution_free(sol);
    tav_position_free(p);
}
END_TEST

START_TEST(solver_arguments)
{
    tav_stipulation st;
    tav_error err = TAV_ERROR_INIT;
    char b[TAV_STIP_TEXT_MAX + 1];
    static const char *const good[] = { "#2", "h#3", "s#2", "=2", "h=2", "s=1", "H#4", "S#16" };
    static const char *const canon[] = { "#2", "h#3", "s#2", "=2", "h=2", "s=1", "h#4", "s#16" };
    for (int i = 0; i < 8; i++) {
        ck_assert_int_eq(tav_stipulation_parse(good[i], &st, &err), TAV_OK);
        ck_assert_int_gt(tav_stipulation_format(&st, b, sizeof b), 0);
        ck_assert_str_eq(b, canon[i]);
    }
    ck_assert_int_eq(tav_stipulation_parse("#0", &st, &err), TAV_ELIMIT);
    ck_assert_int_eq(tav_stipulation_parse("#17", &st, &err), TAV_ELIMIT);
    ck_assert_int_eq(tav_stipulation_parse("x#2", &st, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_stipulation_parse("#2 ", &st, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_stipulation_parse("#", &st, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_stipulation_parse(NULL, &st, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_stipulation_format(&st, b, 2), TAV_EBUFSIZE);

    tav_position *p = pos_new(TAV_START_TFEN);
    tav_solution *sol = NULL;
    st = stip("#2");
    ck_assert_int_eq(tav_solve(NULL, &st, NULL, &sol), TAV_EINVAL);
    ck_assert_ptr_null(sol);
    ck_assert_int_eq(tav_solve(p, NULL, NULL, &sol), TAV_EINVAL);
    ck_assert_int_eq(tav_solve(p, &st, NULL, NULL), TAV_EINVAL);
    st.moves = 0;
    ck_assert_int_eq(tav_solve(p, &st, NULL, &sol), TAV_EINVAL);
    tav_solution_free(NULL);
    ck_assert_int_eq(tav_solution_key_count(NULL), 0);
    ck_assert_int_eq(tav_solution_key(NULL, 0), TAV_NO_MOVE);
    ck_assert_int_eq(tav_solution_node_child(NULL, 0, 0), -1);
    ck_assert_int_eq(tav_solution_write_text(NULL, b, sizeof b, NULL), TAV_EINVAL);
    tav_position_free(p);
}
END_TEST

/* ---- writers ---------------------------------------------------------------- */

static char *write_all(const tav_solution *sol, int json)
{
    size_t len = 0;
    int rc = json ? tav_solution_write_json(sol, NULL, 0, &len) : tav_solution_write_text(sol, NULL, 0, &len);
    ck_assert_int_eq(rc, len ? TAV_EBUFSIZE : TAV_OK);
    char *buf = malloc(len + 1);
    rc = json ? tav_solution_write_json(sol, buf, len + 1, NULL) : tav_solution_write_text(sol, buf, len + 1, NULL);
    ck_assert_int_eq(rc, TAV_OK);
    ck_assert_uint_eq(strlen(buf), len);
    char small[8];
    rc = json ? tav_solution_write_json(sol, small, sizeof small, NULL) : tav_solution_write_text(sol, small, sizeof small, NULL);
    ck_assert_int_eq(rc, TAV_EBUFSIZE);
    ck_assert_uint_eq(strlen(small), sizeof small - 1);
    return buf;
}

START_TEST(solver_writers)
{
    tav_position *p = pos_new("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1");
    tav_solution *sol = fast(p, "#2", TAV_SOLVE_DEFAULT | TAV_SOLVE_TRIES);
    char *t = write_all(sol, 0);
    ck_assert_ptr_nonnull(strstr(t, "1.g6-d3!\n"));
    ck_assert_ptr_nonnull(strstr(t, "    1...b2-a2 2.d3-c1# 2.d3-c2#\n"));
    ck_assert_ptr_nonnull(strstr(t, "1.g6-b1? but 1...b2-b1!\n"));
    free(t);
    char *j = write_all(sol, 1);
    ck_assert_ptr_nonnull(strstr(j, "{\"stipulation\": \"#2\", \"keys\": [\"g6-d3\"], \"cook\": false, \"tries\": [{\"move\": \"g6-b1\", \"refutation\": \"b2-b1\"}"));
    ck_assert_ptr_nonnull(strstr(j, "\"tree\": {\"move\": null, \"kind\": \"root\""));
    ck_assert_ptr_nonnull(strstr(j, "\"complete\": true"));
    free(j);
    tav_solution_free(sol);
    tav_position_free(p);

    p = pos_new("8/3B3p/8/1p2B3/3b4/5K1R/k7/8 b - - 0 1");
    sol = fast(p, "h#2", TAV_SOLVE_DEFAULT);
    t = write_all(sol, 0);
    ck_assert_ptr_nonnull(strstr(t, "1.a2-a1 d7-e6 2.d4-b2 h3-h1#\n1.d4-b2 d7-e6 2.a2-a1 h3-h1#\n"));
    free(t);
    j = write_all(sol, 1);
    ck_assert_ptr_nonnull(strstr(j, "\"solutions\": [[\"a2-a1\", \"d7-e6\", \"d4-b2\", \"h3-h1\"], [\"d4-b2\", \"d7-e6\", \"a2-a1\", \"h3-h1\"]]"));
    free(j);
    tav_solution_free(sol);
    tav_position_free(p);
}
END_TEST

/* ---- problems as records (R11, R14) ----------------------------------------------- */

START_TEST(solver_records)
{
    const char *rec = "[Event \"problem\"]\n[SetUp \"1\"]\n[FEN \"8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1\"]\n"
                      "[Stipulation \"#2\"]\n\n*\n";
    tav_game *g = read_game(rec, TAV_READ_STRICT);
    tav_solution *sol = NULL;
    tav_solve_options opt = TAV_SOLVE_OPTIONS_INIT;
    opt.flags |= TAV_SOLVE_TRIES;
    ck_assert_int_eq(tav_solve_game(g, &opt, &sol, NULL), TAV_OK);
    assert_keys(sol, "g6-d3");
    tav_game *out = NULL;
    ck_assert_int_eq(tav_game_new(&out, tav_game_start_tfen(g), NULL), TAV_OK);
    ck_assert_int_eq(tav_solution_to_game(sol, out), TAV_OK);
    ck_assert_int_eq(tav_solution_to_game(sol, out), TAV_EINVAL); /* it has moves now */
    size_t len = 0;
    tav_game_write(out, NULL, 0, &len);
    char *text = malloc(len + 1);
    ck_assert_int_eq(tav_game_write(out, text, len + 1, NULL), TAV_OK);
    ck_assert_ptr_nonnull(strstr(text, "[Stipulation \"#2\"]"));
    /* the writer may add the check mark (R9 "+") */
    ck_assert(strstr(text, "1. g6-d3 $1") || strstr(text, "1. g6-d3+ $1"));
    ck_assert(strstr(text, "g6-b1 $2 b2-b1 $1") || strstr(text, "g6-b1+ $2 b2-b1 $1"));
    /* read back: the key, then the defences as main line and variation */
    tav_game *back = read_game(text, TAV_READ_STRICT);
    ck_assert(tav_game_is_valid(back));
    int key = tav_game_main_line_node(back, 0);
    ck_assert_int_eq(tav_game_node_nag(back, key, 0), 1);
    ck_assert_int_eq(tav_game_node_child_count(back, key), 2);
    ck_assert_int_eq(tav_game_node_child_count(back, TAV_GAME_ROOT), 3);
    tav_solution *again = NULL;
    ck_assert_int_eq(tav_solve_game(back, NULL, &again, NULL), TAV_OK);
    assert_keys(again, "g6-d3");
    tav_solution_free(again);
    tav_game_free(back);
    free(text);
    tav_game_free(out);
    tav_solution_free(sol);
    tav_game_free(g);

    /* no Stipulation tag */
    tav_error err = TAV_ERROR_INIT;
    g = read_game("[SetUp \"1\"]\n[FEN \"8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1\"]\n\n*\n", TAV_READ_STRICT);
    ck_assert_int_eq(tav_solve_game(g, NULL, &sol, &err), TAV_EGAME);
    ck_assert_ptr_null(sol);
    ck_assert_ptr_nonnull(strstr(err.message, "Stipulation"));
    tav_game_free(g);

    /* a helpmate's solutions become the main line and variations */
    g = read_game("[SetUp \"1\"]\n[FEN \"8/1kNb4/8/1N6/8/2K3p1/B7/8 b - - 0 1\"]\n[Stipulation \"h#2\"]\n\n*\n", TAV_READ_STRICT);
    ck_assert_int_eq(tav_solve_game(g, NULL, &sol, NULL), TAV_OK);
    ck_assert_int_eq(tav_game_new(&out, tav_game_start_tfen(g), NULL), TAV_OK);
    ck_assert_int_eq(tav_solution_to_game(sol, out), TAV_OK);
    ck_assert_int_eq(tav_game_node_child_count(out, TAV_GAME_ROOT), 3);
    ck_assert_int_eq(tav_game_node_count(out), 1 + 3 * 4);
    tav_game_free(out);
    tav_solution_free(sol);
    tav_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("solver solutions");
    TCase *tc = tcase(s, "solutions");
    tcase_add_test(tc, solver_tree_is_a_proof);
    tcase_add_test(tc, solver_budget);
    tcase_add_test(tc, solver_arguments);
    tcase_add_test(tc, solver_writers);
    tcase_add_test(tc, solver_records);
    return run_suite(s);
}
