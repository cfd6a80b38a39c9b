/* Game analysis (tavreli/analysis.h): a move that allows a mate in one is a
 * blunder with the mating line; a mate let go is judged; the engine's own
 * choices are no mistakes; the same game gives the same analysis; the
 * twenty tournament games annotate into records that read back valid, and
 * each game that ends in checkmate (R8) shows the loser's decisive mistake. */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tavreli.h>
#include "../check_run.h"
#include "../unit/helpers.h"

/* A middlegame of the self-play games (doc/analysis/selfplay-120.tgn, game 1
 * at move 42), about level (+0.05 for white at depth 4), where h3-g1 lets
 * black mate at once with h4-h2. */
#define LEVEL_TFEN "4(p=qk)2r/5pp1/2p5/(Pr)3p3/1p2P2q/1P(Bn)4N/4(NP=B!np=rQbp=rB)(PP=Q!b)P(PR)/3R3K w - - 2 42"

static tav_analysis *analyse(const tav_game *g, uint64_t nodes)
{
    tav_analysis_limits l = TAV_ANALYSIS_LIMITS_INIT;
    tav_analysis *a = NULL;
    l.nodes = nodes;
    ck_assert_int_eq(tav_analyse_game(g, &l, NULL, NULL, &a), TAV_OK);
    return a;
}

START_TEST(allowed_mate_in_one_is_a_blunder_with_the_mating_line)
{
    tav_game *g = read_game("[SetUp \"1\"]\n[FEN \"" LEVEL_TFEN "\"]\n\n42. h3-g1 h4-h2# 0-1\n", TAV_READ_STRICT);
    ck_assert(tav_game_is_valid(g));
    tav_analysis *a = analyse(g, 20000);
    ck_assert_int_eq(tav_analysis_move_count(a), 2);
    const tav_move_analysis *m = tav_analysis_move(a, 0), *reply = tav_analysis_move(a, 1);
    ck_assert_int_eq(m->judgement, TAV_JUDGEMENT_BLUNDER);
    ck_assert(m->allowed_mate);
    ck_assert_int_eq(m->after.mate, -1);
    ck_assert(!tav_move_equal(m->best, m->played));
    ck_assert(m->loss >= 0.15);
    /* the mating line: the engine's move after it is the mate played */
    ck_assert(tav_move_equal(reply->best, reply->played));
    ck_assert_int_eq(reply->before.mate, 1);
    ck_assert_int_eq(reply->pv_length, 1);
    ck_assert_int_eq(reply->judgement, TAV_JUDGEMENT_NONE);
    ck_assert_int_eq(reply->after.mate, -TAV_SCORE_MATED);
    ck_assert_int_eq(tav_analysis_player(a, TAV_WHITE)->blunders, 1);
    ck_assert_int_eq(tav_analysis_player(a, TAV_BLACK)->blunders, 0);

    /* the record: ?? ($4), the eval "#-1", the comment and the better line */
    ck_assert_int_eq(tav_analysis_annotate(a, g), TAV_OK);
    int n1 = tav_game_main_line_node(g, 0);
    ck_assert_int_eq(tav_game_node_nag(g, n1, 0), 4);
    tav_eval ev;
    ck_assert_int_eq(tav_game_node_eval(g, n1, &ev), 1);
    ck_assert_int_eq(ev.mate, -1);
    ck_assert_ptr_nonnull(strstr(tav_game_node_comment(g, n1), "Blunder. Checkmate is now unavoidable."));
    int var = tav_game_node_child(g, TAV_GAME_ROOT, 1);
    ck_assert_int_ge(var, 0);
    ck_assert(tav_move_equal(tav_game_node_move(g, var), m->best));
    ck_assert_int_eq(tav_game_node_eval(g, tav_game_main_line_node(g, 1), &ev), 0); /* mate on the board */
    ck_assert_str_eq(tav_game_tag(g, "WhiteBlunders"), "1");
    tav_analysis_free(a);
    tav_game_free(g);
}
END_TEST

/* The analysis as JSON (tav_analysis_json): every field of every move and
 * player, as `tavreli annotate --json` and the JS package read it; the
 * mate given on the board is written as mate 0, won. */
START_TEST(json_has_every_field)
{
    tav_game *g = read_game("[SetUp \"1\"]\n[FEN \"" LEVEL_TFEN "\"]\n\n42. h3-g1 h4-h2# 0-1\n", TAV_READ_STRICT);
    tav_analysis *a = analyse(g, 20000);
    const tav_move_analysis *m = tav_analysis_move(a, 0);
    const tav_player_analysis *w = tav_analysis_player(a, TAV_WHITE);
    char best[TAV_MOVE_TEXT_MAX + 1], want[1024], *text = NULL, buf[4096];
    size_t len = 0, len2 = 0;
    ck_assert_int_ge(tav_move_format(m->best, best, sizeof best), 0);
    snprintf(want, sizeof want,
             "{\"game\": %zu, \"moves\": [{\"ply\": %d, \"node\": %d, \"move\": \"h3-g1\", \"best\": \"%s\", "
             "\"before\": {\"cp\": %d}, \"after\": {\"mate\": -1}, \"chances_before\": %.4f, \"chances_after\": %.4f, "
             "\"loss\": %.4f, \"cp_loss\": %d, \"accuracy\": %.1f, \"judgement\": \"blunder\", \"missed_mate\": false, "
             "\"allowed_mate\": true, \"depth\": %d, \"nodes\": %llu, \"pv\": [\"%s\"",
             tav_game_index(g), m->ply, m->node, best, m->before.cp, m->chances_before, m->chances_after, m->loss, m->cp_loss,
             m->accuracy, m->depth, (unsigned long long)m->nodes, best);
    ck_assert_int_eq(m->before.mate, 0);
    ck_assert_int_eq(tav_analysis_json_alloc(a, 0, &text, &len), TAV_OK);
    ck_assert_uint_eq(len, strlen(text));
    ck_assert_msg(strncmp(text, want, strlen(want)) == 0, "got %s\nwant %s", text, want);
    ck_assert_ptr_nonnull(strstr(text, "\"move\": \"h4-h2\", \"best\": \"h4-h2\", \"before\": {\"mate\": 1}, "
                                       "\"after\": {\"mate\": 0, \"board\": \"won\"}"));
    snprintf(want, sizeof want,
             "\"players\": {\"white\": {\"moves\": 1, \"accuracy\": %.1f, \"average_loss\": %.0f, "
             "\"inaccuracies\": 0, \"mistakes\": 0, \"blunders\": 1}, \"black\": {\"moves\": 1,",
             w->accuracy, w->average_cp_loss);
    ck_assert_msg(strstr(text, want) != NULL, "no %s in %s", want, text);
    ck_assert_str_eq(text + len - 2, "}}");

    /* the buffer writer gives the same text; a short buffer keeps a prefix */
    ck_assert_int_eq(tav_analysis_json(a, 0, buf, sizeof buf, &len2), TAV_OK);
    ck_assert_uint_eq(len2, len);
    ck_assert_str_eq(buf, text);
    ck_assert_int_eq(tav_analysis_json(a, 0, buf, 10, &len2), TAV_EBUFSIZE);
    ck_assert_uint_eq(len2, len);
    ck_assert_int_eq(strncmp(buf, text, 9), 0);
    ck_assert_int_eq(tav_analysis_json(a, 0, NULL, 0, &len2), TAV_EBUFSIZE);
    ck_assert_uint_eq(len2, len);
    tav_free(text);

    /* moves as numbers, the same keys */
    ck_assert_int_eq(tav_analysis_json_alloc(a, TAV_SEARCH_JSON_MOVE_VALUES, &text, NULL), TAV_OK);
    snprintf(want, sizeof want, "\"move\": %lu, \"best\": %lu,", (unsigned long)m->played, (unsigned long)m->best);
    ck_assert_msg(strstr(text, want) != NULL, "no %s in %s", want, text);
    tav_free(text);

    /* refused: NULL analysis, NULL buffer with a size, an unknown option */
    text = (char *)1;
    ck_assert_int_eq(tav_analysis_json_alloc(NULL, 0, &text, &len), TAV_EINVAL);
    ck_assert_ptr_null(text);
    ck_assert_int_eq(tav_analysis_json(a, 0, NULL, 5, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_analysis_json_alloc(a, 2, &text, NULL), TAV_EINVAL);
    tav_analysis_free(a);
    tav_game_free(g);
}
END_TEST

/* After h3-g1 black has a mate in one; any other move lets it go. */
START_TEST(missed_mate_is_judged)
{
    tav_game *g = read_game("[SetUp \"1\"]\n[FEN \"" LEVEL_TFEN "\"]\n\n42. h3-g1 *\n", TAV_READ_STRICT);
    tav_position *p = NULL;
    int n1 = tav_game_main_line_node(g, 0), n2;
    ck_assert_int_eq(tav_game_position_at(g, n1, &p), TAV_OK);
    tav_move mv[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(p, mv, TAV_MAX_MOVES), k = 0;
    tav_move h4h2 = TAV_NO_MOVE;
    ck_assert_int_eq(tav_move_parse(p, "h4-h2", &h4h2, NULL), TAV_OK);
    while (k < n && tav_move_equal(mv[k], h4h2)) /* the first legal move that is not the mate */
        k++;
    ck_assert_int_lt(k, n);
    ck_assert_int_eq(tav_game_add_move(g, n1, mv[k], &n2), TAV_OK);
    tav_analysis *a = analyse(g, 20000);
    const tav_move_analysis *m = tav_analysis_move(a, 1);
    ck_assert_int_eq(m->before.mate, 1);
    ck_assert(m->missed_mate);
    ck_assert_int_ge(m->judgement, TAV_JUDGEMENT_INACCURACY);
    ck_assert(tav_move_equal(m->best, h4h2));
    tav_analysis_free(a);
    tav_position_free(p);
    tav_game_free(g);
}
END_TEST

/* A game made of the engine's first choices, searched in the same order
 * with the same table as the analysis searches them. */
START_TEST(engine_choices_are_no_mistakes)
{
    tav_game *g = NULL;
    tav_engine *e = NULL;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    ck_assert_int_eq(tav_engine_new(&e, 0), TAV_OK);
    tav_limits l = TAV_LIMITS_INIT;
    l.nodes = 3000;
    int node = TAV_GAME_ROOT;
    for (int ply = 0; ply < 30; ply++) {
        tav_position *p = NULL;
        tav_search_result r;
        ck_assert_int_eq(tav_game_position_at(g, node, &p), TAV_OK);
        ck_assert_int_eq(tav_engine_search(e, p, &l, &r, NULL, NULL), TAV_OK);
        tav_position_free(p);
        if (r.best_move == TAV_NO_MOVE)
            break;
        ck_assert_int_eq(tav_game_add_move(g, node, r.best_move, &node), TAV_OK);
    }
    tav_engine_free(e);
    tav_analysis *a = analyse(g, 3000);
    ck_assert_int_eq(tav_analysis_move_count(a), tav_game_main_line_length(g));
    for (int i = 0; i < tav_analysis_move_count(a); i++) {
        const tav_move_analysis *m = tav_analysis_move(a, i);
        ck_assert(tav_move_equal(m->best, m->played));
        ck_assert_int_eq(m->judgement, TAV_JUDGEMENT_NONE);
        ck_assert(m->loss == 0);
    }
    for (int s = 0; s < 2; s++) {
        const tav_player_analysis *pl = tav_analysis_player(a, s);
        ck_assert_int_eq(pl->inaccuracies + pl->mistakes + pl->blunders, 0);
        ck_assert(pl->accuracy == 100);
    }
    tav_analysis_free(a);
    tav_game_free(g);
}
END_TEST

static tav_game **read_file(const char *path, int *count)
{
    FILE *fp = fopen(path, "rb");
    ck_assert_ptr_nonnull(fp);
    tav_reader *r = NULL;
    tav_game *g, **games = calloc(64, sizeof *games);
    ck_assert_int_eq(tav_reader_new_file(&r, fp, TAV_READ_LENIENT), TAV_OK);
    *count = 0;
    while (*count < 64 && tav_reader_next(r, &g) == 1)
        games[(*count)++] = g;
    tav_reader_free(r);
    fclose(fp);
    return games;
}

/* Same game, same limit: the same analysis and the same record. */
START_TEST(deterministic_at_fixed_nodes)
{
    int count;
    tav_game **games = read_file(GAMES_DIR "/tournament-1997-2003.tgn", &count);
    tav_analysis *a = analyse(games[0], 4000), *b = analyse(games[0], 4000);
    ck_assert_int_eq(tav_analysis_move_count(a), tav_analysis_move_count(b));
    for (int i = 0; i < tav_analysis_move_count(a); i++)
        ck_assert_int_eq(memcmp(tav_analysis_move(a, i), tav_analysis_move(b, i), sizeof(tav_move_analysis)), 0);
    ck_assert_int_eq(memcmp(tav_analysis_player(a, 0), tav_analysis_player(b, 0), sizeof(tav_player_analysis)), 0);
    tav_analysis_free(a);
    tav_analysis_free(b);
    for (int i = 0; i < count; i++)
        tav_game_free(games[i]);
    free(games);
}
END_TEST

START_TEST(tournament_games_show_the_decisive_mistake)
{
    int count, mated = 0;
    tav_game **games = read_file(GAMES_DIR "/tournament-1997-2003.tgn", &count);
    ck_assert_int_eq(count, 20);
    for (int i = 0; i < count; i++) {
        tav_game *g = games[i];
        tav_analysis *a = analyse(g, 5000);
        ck_assert_int_eq(tav_analysis_move_count(a), tav_game_main_line_length(g));
        if (tav_game_end(g) == TAV_END_CHECKMATE) {
            int loser = tav_game_end_turn(g), decisive = 0;
            for (int k = 0; k < tav_analysis_move_count(a); k++) {
                const tav_move_analysis *m = tav_analysis_move(a, k);
                decisive += m->side == loser && m->judgement >= TAV_JUDGEMENT_MISTAKE;
            }
            ck_assert_msg(decisive > 0, "game %d: the mated side has no mistake", i + 1);
            mated++;
        }
        ck_assert_int_eq(tav_analysis_annotate(a, g), TAV_OK);
        char *text = NULL;
        ck_assert_int_eq(tav_game_write_alloc(g, 0, &text, NULL), TAV_OK);
        tav_game *back = read_game(text, TAV_READ_STRICT);
        ck_assert_msg(tav_game_is_valid(back), "game %d does not read back", i + 1);
        for (int k = 0; k < tav_game_main_line_length(back); k++) {
            tav_eval ev;
            int node = tav_game_main_line_node(back, k);
            int mates = k + 1 == tav_game_main_line_length(back) && tav_game_end(back) == TAV_END_CHECKMATE;
            ck_assert_int_eq(tav_game_node_eval(back, node, &ev), mates ? 0 : 1);
        }
        tav_free(text);
        tav_game_free(back);
        tav_analysis_free(a);
        tav_game_free(g);
    }
    ck_assert_int_eq(mated, 5); /* ../shared/games/README.md: five end in checkmate */
    free(games);
}
END_TEST

START_TEST(winning_chances_curve)
{
    tav_score zero = { 0, 0 }, plus = { 150, 0 }, minus = { -150, 0 }, mate = { 0, 3 }, mated = { 0, -2 };
    ck_assert(tav_winning_chances(zero) == 0.5);
    ck_assert(tav_winning_chances(plus) > 0.5 && tav_winning_chances(plus) < 1);
    ck_assert(fabs(tav_winning_chances(plus) + tav_winning_chances(minus) - 1) < 1e-12);
    ck_assert(tav_winning_chances(mate) == 1 && tav_winning_chances(mated) == 0);
    tav_score a = { 300, 0 }, b = { 301, 0 };
    ck_assert(tav_winning_chances(a) < tav_winning_chances(b));
}
END_TEST

START_TEST(bad_arguments)
{
    tav_game *g = read_game("1. e2-e4 e7-e5 *\n", TAV_READ_STRICT), *other = read_game("1. d2-d4 *\n", TAV_READ_STRICT);
    tav_analysis_limits l = TAV_ANALYSIS_LIMITS_INIT;
    tav_analysis *a = (tav_analysis *)&l;
    l.depth = TAV_DEPTH_MAX + 1;
    ck_assert_int_eq(tav_analyse_game(g, &l, NULL, NULL, &a), TAV_EINVAL);
    ck_assert_ptr_null(a);
    l.depth = 0;
    l.version = 99;
    ck_assert_int_eq(tav_analyse_game(g, &l, NULL, NULL, &a), TAV_EINVAL);
    ck_assert_int_eq(tav_analyse_game(NULL, NULL, NULL, NULL, &a), TAV_EINVAL);
    ck_assert_int_eq(tav_analyse_game(g, NULL, NULL, NULL, NULL), TAV_EINVAL);
    a = analyse(g, 500);
    ck_assert_int_eq(tav_analysis_annotate(a, other), TAV_EINVAL); /* not the game analysed */
    ck_assert_ptr_null(tav_analysis_move(a, 2));
    ck_assert_ptr_null(tav_analysis_move(a, -1));
    ck_assert_ptr_null(tav_analysis_player(a, 2));
    ck_assert_int_eq(tav_analysis_move_count(NULL), 0);
    ck_assert_str_eq(tav_judgement_name(TAV_JUDGEMENT_BLUNDER), "blunder");
    ck_assert_str_eq(tav_judgement_name((tav_judgement)9), "");
    tav_analysis_free(a);
    tav_analysis_free(NULL);
    tav_game_free(g);
    tav_game_free(other);
}
END_TEST

START_TEST(graph_svg)
{
    double v[4] = { 0.5, 0.6, 0.2, 0.0 };
    int marks[4] = { 0, 1, 3, 0 };
    char *svg = NULL;
    size_t len = 0;
    ck_assert_int_eq(tav_svg_graph_alloc(v, marks, 4, 0, 0, "A & B", &svg, &len), TAV_OK);
    ck_assert_uint_eq(len, strlen(svg));
    ck_assert_ptr_nonnull(strstr(svg, "viewBox=\"0 0 600 200\""));
    ck_assert_ptr_nonnull(strstr(svg, "<title>A &amp; B</title>"));
    int circles = 0;
    for (const char *s = svg; (s = strstr(s, "<circle")); s++)
        circles++;
    ck_assert_int_eq(circles, 2);
    tav_free(svg);
    v[1] = 1.5;
    ck_assert_int_eq(tav_svg_graph_alloc(v, marks, 4, 0, 0, NULL, &svg, NULL), TAV_EINVAL);
    ck_assert_ptr_null(svg);
    v[1] = 0.5;
    marks[0] = 4;
    ck_assert_int_eq(tav_svg_graph_alloc(v, marks, 4, 0, 0, NULL, &svg, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_svg_graph_alloc(v, NULL, 4, 99, 0, NULL, &svg, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_svg_graph_alloc(NULL, NULL, 1, 0, 0, NULL, &svg, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_svg_graph_alloc(NULL, NULL, 0, 0, 0, NULL, &svg, NULL), TAV_OK);
    tav_free(svg);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("analysis");
    TCase *tc = tcase_create("analysis");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, allowed_mate_in_one_is_a_blunder_with_the_mating_line);
    tcase_add_test(tc, missed_mate_is_judged);
    tcase_add_test(tc, json_has_every_field);
    tcase_add_test(tc, engine_choices_are_no_mistakes);
    tcase_add_test(tc, deterministic_at_fixed_nodes);
    tcase_add_test(tc, tournament_games_show_the_decisive_mistake);
    tcase_add_test(tc, winning_chances_curve);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, graph_svg);
    suite_add_tcase(s, tc);
    return check_run(s);
}
