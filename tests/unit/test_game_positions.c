/* The position at any node of a game (R11): tav_game_position_at() answers
 * from positions the game keeps along its lines, so every answer must be the
 * position a replay from the start gives, history included (R8 repetition
 * and pop need it), after reading, adding, copying, promoting and removing. */
#include "../check_run.h"
#include "helpers.h"

/* A deterministic game: a main line of `plies` moves (each move picked from
 * the legal ones by a fixed stride) and a two-move variation every 7 plies. */
static tav_game *grown_game(int plies)
{
    tav_game *g = NULL;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    tav_position *p = pos_new(TAV_START_TFEN);
    int node = TAV_GAME_ROOT;
    for (int i = 0; i < plies; i++) {
        tav_move moves[TAV_MAX_MOVES];
        int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
        if (n <= 1)
            break;
        if (i % 7 == 3) { /* a variation of the next move, two plies deep */
            int v;
            ck_assert_int_eq(tav_game_add_move(g, node, moves[(i * 5 + 1) % n], &v), TAV_OK);
            tav_position *q = NULL;
            ck_assert_int_eq(tav_game_position_at(g, v, &q), TAV_OK);
            tav_move reply[TAV_MAX_MOVES];
            int r = tav_position_legal_moves(q, reply, TAV_MAX_MOVES);
            if (r > 0)
                ck_assert_int_eq(tav_game_add_move(g, v, reply[0], NULL), TAV_OK);
            tav_position_free(q);
        }
        tav_move m = moves[(i * 13 + 5) % n];
        ck_assert_int_eq(tav_position_push(p, m), TAV_OK);
        int next;
        ck_assert_int_eq(tav_game_add_move(g, node, m, &next), TAV_OK);
        if (i % 7 == 3) /* the main move went in as a variation: make it main */
            ck_assert_int_eq(tav_game_promote_to_main(g, next), TAV_OK);
        node = next;
    }
    tav_position_free(p);
    return g;
}

/* The position a replay of node's moves from the start gives. */
static tav_position *replayed(const tav_game *g, int node)
{
    tav_move path[4096];
    int n = 0;
    for (int x = node; x > 0; x = tav_game_node_parent(g, x))
        path[n++] = tav_game_node_move(g, x);
    tav_position *p = pos_new(tav_game_start_tfen(g));
    while (n-- > 0)
        ck_assert_int_eq(tav_position_push(p, path[n]), TAV_OK);
    return p;
}

/* Every live node's position equals its replay: board, TFEN, history. */
static int check_every_node(const tav_game *g)
{
    int checked = 0;
    for (int node = 0; node < tav_game_node_count(g); node++) {
        if (!tav_game_node_exists(g, node))
            continue;
        tav_position *got = NULL, *want = replayed(g, node);
        ck_assert_int_eq(tav_game_position_at(g, node, &got), TAV_OK);
        ck_assert_msg(tav_position_equal(got, want), "node %d: not the replayed position", node);
        ck_assert_uint_eq(tav_position_history_length(got), tav_position_history_length(want));
        for (size_t i = 0; i < tav_position_history_length(want); i++)
            ck_assert_uint_eq(tav_position_history_move(got, i), tav_position_history_move(want, i));
        tav_move a, b; /* popping goes back to the same positions */
        while (tav_position_pop(want, &b) == TAV_OK) {
            ck_assert_int_eq(tav_position_pop(got, &a), TAV_OK);
            ck_assert_uint_eq(a, b);
            ck_assert(tav_position_equal(got, want));
        }
        tav_position_free(got);
        tav_position_free(want);
        checked++;
    }
    return checked;
}

START_TEST(positions_after_adding_moves)
{
    tav_game *g = grown_game(120);
    ck_assert_int_ge(tav_game_main_line_length(g), 100);
    ck_assert_int_gt(check_every_node(g), 120);
    tav_game_free(g);
}
END_TEST

START_TEST(positions_of_a_game_read_back)
{
    tav_game *g = grown_game(120), *r = NULL;
    size_t len = 0;
    ck_assert_int_eq(tav_game_write(g, NULL, 0, &len), TAV_EBUFSIZE);
    char *text = malloc(len + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(tav_game_write(g, text, len + 1, NULL), TAV_OK);
    tav_reader *rd = NULL;
    ck_assert_int_eq(tav_reader_new_buffer(&rd, text, len, TAV_READ_STRICT), TAV_OK);
    ck_assert_int_eq(tav_reader_next(rd, &r), 1);
    ck_assert_int_eq(tav_game_node_count(r), tav_game_node_count(g));
    ck_assert_int_gt(check_every_node(r), 120);
    tav_reader_free(rd);
    free(text);
    tav_game_free(r);
    tav_game_free(g);
}
END_TEST

START_TEST(positions_of_a_set_up_start)
{
    /* a FEN tag read after the game began: kept positions start from it */
    static const char text[] = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n"
                               "1. e1-f1 e8-d8 2. f1-e1 d8-e8 3. e1-f1 e8-d8 4. f1-e1 d8-e8 "
                               "5. e1-f1 e8-d8 6. f1-e1 d8-e8 7. e1-f1 e8-d8 8. f1-e1 d8-e8 "
                               "9. e1-f1 e8-d8 10. f1-e1 d8-e8 *\n";
    tav_reader *rd = NULL;
    tav_game *g = NULL;
    ck_assert_int_eq(tav_reader_new_buffer(&rd, text, sizeof text - 1, TAV_READ_LENIENT), TAV_OK);
    ck_assert_int_eq(tav_reader_next(rd, &g), 1);
    ck_assert_int_eq(tav_game_main_line_length(g), 20);
    ck_assert_int_eq(check_every_node(g), 21);
    tav_reader_free(rd);
    tav_game_free(g);
}
END_TEST

START_TEST(positions_after_copy_promote_and_remove)
{
    tav_game *g = grown_game(80), *c = NULL;
    ck_assert_int_eq(tav_game_copy(&c, g), TAV_OK);
    tav_game_free(g); /* the copy keeps its own positions */
    ck_assert_int_gt(check_every_node(c), 80);
    /* the main line cut after ply 20 and grown again with other moves: the
     * old line's kept positions must not answer; then a variation made main */
    int cut = tav_game_main_line_node(c, 20);
    int parent = tav_game_node_parent(c, cut);
    ck_assert_int_eq(tav_game_remove_node(c, cut), TAV_OK);
    tav_position *p = NULL;
    ck_assert_int_eq(tav_game_position_at(c, parent, &p), TAV_OK);
    int node = parent;
    for (int i = 0; i < 40; i++) {
        tav_move moves[TAV_MAX_MOVES];
        int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
        if (n <= 1)
            break;
        ck_assert_int_eq(tav_position_push(p, moves[n - 1]), TAV_OK);
        ck_assert_int_eq(tav_game_add_move(c, node, moves[n - 1], &node), TAV_OK);
    }
    int v = tav_game_node_child(c, tav_game_main_line_node(c, 2), 1);
    ck_assert_int_gt(v, 0);
    ck_assert_int_eq(tav_game_promote_to_main(c, v), TAV_OK);
    tav_position_free(p);
    ck_assert_int_gt(check_every_node(c), 40);
    tav_game_free(c);
}
END_TEST

/* Below node, every one of the first `width` legal moves, `depth` plies
 * deep: width^depth lines. */
static void branch(tav_game *g, int node, int depth, int width)
{
    if (depth == 0)
        return;
    tav_position *p = NULL;
    ck_assert_int_eq(tav_game_position_at(g, node, &p), TAV_OK);
    tav_move moves[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(p, moves, TAV_MAX_MOVES);
    tav_position_free(p);
    for (int i = 0; i < n && i < width; i++) {
        int child;
        ck_assert_int_eq(tav_game_add_move(g, node, moves[i], &child), TAV_OK);
        branch(g, child, depth - 1, width);
    }
}

START_TEST(positions_beyond_the_budget)
{
    /* a tree with nearly 8000 nodes at ply 16, more positions than the game
     * keeps (it stops at its budget, about 3000): the others are played
     * from further up, every answer still the replay's; removing lines
     * gives their budget back to the lines added later */
    tav_game *g = grown_game(13);
    int from = tav_game_main_line_node(g, 12);
    branch(g, from, 3, 20);
    ck_assert_int_gt(check_every_node(g), 7000);
    for (int i = 0; i < 10; i++)
        ck_assert_int_eq(tav_game_remove_node(g, tav_game_node_child(g, from, 0)), TAV_OK);
    branch(g, tav_game_node_child(g, from, 0), 2, 20);
    ck_assert_int_gt(check_every_node(g), 4000);
    tav_game_free(g);
}
END_TEST

START_TEST(position_at_bad_arguments)
{
    tav_game *g = grown_game(20);
    tav_position *p = (tav_position *)1;
    ck_assert_int_eq(tav_game_position_at(NULL, 0, &p), TAV_EINVAL);
    ck_assert_ptr_null(p);
    ck_assert_int_eq(tav_game_position_at(g, -1, &p), TAV_EINVAL);
    ck_assert_int_eq(tav_game_position_at(g, tav_game_node_count(g), &p), TAV_EINVAL);
    ck_assert_int_eq(tav_game_position_at(g, 0, NULL), TAV_EINVAL);
    tav_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("game positions (R11)");
    TCase *tc = tcase_create("position_at");
    tcase_set_timeout(tc, UNIT_TIMEOUT);
    tcase_add_test(tc, positions_after_adding_moves);
    tcase_add_test(tc, positions_of_a_game_read_back);
    tcase_add_test(tc, positions_of_a_set_up_start);
    tcase_add_test(tc, positions_after_copy_promote_and_remove);
    tcase_add_test(tc, positions_beyond_the_budget);
    tcase_add_test(tc, position_at_bad_arguments);
    suite_add_tcase(s, tc);
    return check_run(s);
}
