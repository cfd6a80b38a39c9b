/* The canonical TGN writer (R11): exact text, wrapping at 80 columns,
 * comments that hold '}', buffer sizes, and round trips. */
#include <check.h>
#include "tgn_util.h"

static tav_move mv(const char *from, const char *to, int k)
{
    return tav_move_make(tav_square_parse(from), tav_square_parse(to), k);
}

START_TEST(test_exact_text)
{
    tav_game *g;
    int e4, e5, d4, nf3;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "White", "Anna \"A\" \\ B"), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "Opening", "?"), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("e2", "e4", 1), &e4), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, e4, mv("e7", "e5", 1), &e5), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("d2", "d4", 1), &d4), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, e5, mv("g1", "f3", 1), &nf3), TAV_OK);
    ck_assert_int_eq(tav_game_set_comment(g, d4, 1, "or"), TAV_OK);
    ck_assert_int_eq(tav_game_set_comment(g, e4, 0, "best"), TAV_OK);
    ck_assert_int_eq(tav_game_add_nag(g, e5, 2), TAV_OK);
    ck_assert_int_eq(tav_game_set_draw_offer(g, nf3, 1), TAV_OK);
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_DRAW), TAV_OK);
    char *out = tgn_write(g);
    ck_assert_str_eq(out, "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                          "[White \"Anna \\\"A\\\" \\\\ B\"]\n[Black \"?\"]\n[Result \"1/2-1/2\"]\n"
                          "[Opening \"?\"]\n\n"
                          "1. e2-e4 {best} ({or} 1. d2-d4) 1... e7-e5 $2 2. g1-f3= 1/2-1/2\n");
    free(out);
    tav_game_free(g);
}
END_TEST

START_TEST(test_splits_castling_and_setup)
{
    /* canonical move text (R9): "(k)" after the source only for a split,
     * 0-0 for castling; SetUp/FEN for another start; "N..." for black */
    tav_game *g;
    int a, b, c;
    ck_assert_int_eq(tav_game_new(&g, "4k3/8/8/8/8/8/8/R3K2(NR) b Q - 0 7", NULL), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("e8", "f8", 1), &a), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, a, mv("e1", "c1", 1), &b), TAV_OK); /* long castling */
    ck_assert_int_eq(tav_game_add_move(g, b, mv("f8", "e8", 1), &c), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, c, mv("h1", "h5", 1), &a), TAV_OK); /* split: the top rook */
    ck_assert_int_eq(tav_game_add_move(g, a, mv("e8", "f8", 1), &b), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, b, mv("h1", "g3", 1), &c), TAV_OK); /* the knight left alone: whole */
    char *out = tgn_write(g);
    const char *moves = strstr(out, "\n\n");
    ck_assert_ptr_nonnull(strstr(out, "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K2(NR) b Q - 0 7\"]\n"));
    ck_assert_str_eq(moves, "\n\n7... e8-f8 8. 0-0-0 f8-e8 9. h1(1)-h5 e8-f8 10. h1-g3 *\n");
    free(out);
    tav_game_free(g);
}
END_TEST

/* The headers of a game (python-chess's game.headers): its own tags, and
 * SetUp/FEN for a set-up start (R11) where the writer puts them, after
 * Result; at the end without a Result tag; none for the standard start. */
START_TEST(test_headers_show_setup_and_fen)
{
    const char *start = "4k3/8/8/8/8/8/8/R3K2(NR) b Q - 0 7";
    tav_game *g;
    ck_assert_int_eq(tav_game_new(&g, start, NULL), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "Annotator", "x"), TAV_OK);
    ck_assert_uint_eq(tav_game_header_count(g), 3);
    ck_assert_str_eq(tav_game_header_name(g, 0), "Annotator");
    ck_assert_str_eq(tav_game_header_name(g, 1), "SetUp");
    ck_assert_str_eq(tav_game_header_value(g, 1), "1");
    ck_assert_str_eq(tav_game_header_name(g, 2), "FEN");
    ck_assert_str_eq(tav_game_header_value(g, 2), start);
    ck_assert_ptr_null(tav_game_header_name(g, 3));
    ck_assert_int_eq(tav_game_set_tag(g, "Result", "*"), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "Event", "E"), TAV_OK);
    ck_assert_uint_eq(tav_game_header_count(g), 5);
    const char *order[] = { "Annotator", "Result", "SetUp", "FEN", "Event" };
    for (size_t i = 0; i < 5; i++)
        ck_assert_str_eq(tav_game_header_name(g, i), order[i]);
    ck_assert_str_eq(tav_game_header_value(g, 4), "E");
    ck_assert_str_eq(tav_game_header(g, "FEN"), start);
    ck_assert_str_eq(tav_game_header(g, "SetUp"), "1");
    ck_assert_str_eq(tav_game_header(g, "Event"), "E");
    ck_assert_ptr_null(tav_game_header(g, "Site"));
    ck_assert_ptr_null(tav_game_tag(g, "FEN")); /* not a tag of the game itself */
    tav_game_free(g);
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    ck_assert_uint_eq(tav_game_header_count(g), 0);
    ck_assert_ptr_null(tav_game_header(g, "FEN"));
    tav_game_free(g);
    ck_assert_uint_eq(tav_game_header_count(NULL), 0);
    ck_assert_ptr_null(tav_game_header(NULL, "FEN"));
}
END_TEST

/* TAV_WRITE_NO_TAGS: the movetext alone, as it follows the blank line of
 * the whole text (python-chess's headers=False), the root's comment first;
 * the other options still apply. */
START_TEST(test_movetext_without_tags)
{
    tav_game *g;
    int a, b;
    char *whole, *text;
    size_t len;
    ck_assert_int_eq(tav_game_new(&g, "4k3/8/8/8/8/8/8/R3K2(NR) b Q - 0 7", NULL), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "White", "A"), TAV_OK);
    ck_assert_int_eq(tav_game_set_comment(g, TAV_GAME_ROOT, 0, "from a study"), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("e8", "f8", 1), &a), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, a, mv("e1", "c1", 1), &b), TAV_OK);
    ck_assert_int_eq(tav_game_set_comment(g, b, 0, "castles"), TAV_OK);
    whole = tgn_write(g);
    ck_assert_int_eq(tav_game_write_alloc(g, TAV_WRITE_NO_TAGS, &text, &len), TAV_OK);
    ck_assert_str_eq(text, "{from a study} 7... e8-f8 8. 0-0-0 {castles} *\n");
    ck_assert_str_eq(text, strstr(whole, "\n\n") + 2);
    ck_assert_uint_eq(len, strlen(text));
    tav_free(text);
    ck_assert_int_eq(tav_game_write_alloc(g, TAV_WRITE_NO_TAGS | TAV_WRITE_NO_COMMENTS, &text, NULL), TAV_OK);
    ck_assert_str_eq(text, "7... e8-f8 8. 0-0-0 *\n");
    tav_free(text);
    /* TAV_WRITE_NO_RESULT: the moves alone, as a position's history */
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_WHITE), TAV_OK);
    ck_assert_int_eq(tav_game_write_alloc(g, TAV_WRITE_NO_TAGS | TAV_WRITE_NO_COMMENTS | TAV_WRITE_NO_RESULT, &text, NULL),
                     TAV_OK);
    ck_assert_str_eq(text, "7... e8-f8 8. 0-0-0\n");
    tav_free(text);
    ck_assert_int_eq(tav_game_write_alloc(g, TAV_WRITE_NO_RESULT, &text, NULL), TAV_OK);
    ck_assert_ptr_nonnull(strstr(text, "[Result \"1-0\"]")); /* the tag stays */
    ck_assert_str_eq(strstr(text, "\n\n") + 2, "{from a study} 7... e8-f8 8. 0-0-0 {castles}\n");
    tav_free(text);
    ck_assert_int_eq(tav_game_write_alloc(g, 128u, &text, NULL), TAV_EINVAL); /* not a known bit */
    free(whole);
    tav_game_free(g);
}
END_TEST

START_TEST(test_wrapping)
{
    /* 120 plies and long comments: no line of the movetext passes 80
     * columns (counted in characters), and the text reads back the same */
    tav_game *g;
    int n = TAV_GAME_ROOT;
    static const char *const shuffle[4][2] = { { "g1", "f3" }, { "g8", "f6" }, { "f3", "g1" }, { "f6", "g8" } };
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    for (int i = 0; i < 120; i++) {
        ck_assert_int_eq(tav_game_add_move(g, n, mv(shuffle[i % 4][0], shuffle[i % 4][1], 1), &n), TAV_OK);
        if (i % 17 == 0)
            ck_assert_int_eq(tav_game_set_comment(g, n, 0, "Всадник идёт назад и вперёд, снова и снова, "
                                                           "пока соперник не согласится на ничью"),
                             TAV_OK);
    }
    ck_assert_int_eq(tav_game_set_comment(g, n, 0, "a-word-much-longer-than-eighty-columns-------------------"
                                                   "-----------------------------------stays-whole"),
                     TAV_OK);
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_UNKNOWN), TAV_OK); /* NONE is written as "*" too */
    char *out = tgn_write(g);
    const char *line = strstr(out, "\n\n") + 2;
    int long_words = 0;
    while (*line) {
        const char *end = strchr(line, '\n');
        size_t chars = 0;
        for (const char *s = line; s < end; s++)
            chars += ((unsigned char)*s & 0xC0) != 0x80;
        if (chars > 80) {
            ck_assert_ptr_null(memchr(line, ' ', (size_t)(end - line))); /* only a single long word */
            long_words++;
        }
        line = end + 1;
    }
    ck_assert_int_eq(long_words, 1);
    tav_game *back[MAX_GAMES];
    ck_assert_int_eq(tgn_read_all(out, strlen(out), TAV_READ_STRICT, back), 1);
    ck_assert(tav_game_is_valid(back[0]));
    ck_assert(tgn_same_game(g, back[0]));
    free(out);
    tav_game_free(back[0]);
    tav_game_free(g);
}
END_TEST

START_TEST(test_wrapped_width)
{
    /* tav_game_write_wrapped_alloc: lines of the movetext end at the width
     * asked for (40), or never (0: one movetext line, as chess.js's
     * maxWidth 0 gives); 80 is tav_game_write_alloc's text; every width
     * reads back as the same game */
    tav_game *g;
    int n = TAV_GAME_ROOT;
    static const char *const shuffle[4][2] = { { "g1", "f3" }, { "g8", "f6" }, { "f3", "g1" }, { "f6", "g8" } };
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    for (int i = 0; i < 40; i++)
        ck_assert_int_eq(tav_game_add_move(g, n, mv(shuffle[i % 4][0], shuffle[i % 4][1], 1), &n), TAV_OK);
    ck_assert_int_eq(tav_game_set_comment(g, n, 0, "a comment of several words at the end"), TAV_OK);
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_UNKNOWN), TAV_OK);
    char *canonical = tgn_write(g);
    static const size_t widths[] = { 40, 0, 80 };
    for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++) {
        char *out;
        size_t len;
        ck_assert_int_eq(tav_game_write_wrapped_alloc(g, 0, widths[w], &out, &len), TAV_OK);
        ck_assert_uint_eq(strlen(out), len);
        const char *line = strstr(out, "\n\n") + 2;
        size_t lines = 0, longest = 0;
        while (*line) {
            const char *end = strchr(line, '\n');
            if ((size_t)(end - line) > longest)
                longest = (size_t)(end - line);
            lines++;
            line = end + 1;
        }
        if (widths[w] == 0) {
            ck_assert_uint_eq(lines, 1);
        } else {
            ck_assert_uint_le(longest, widths[w]);
            ck_assert_uint_gt(lines, 1);
        }
        if (widths[w] == 80)
            ck_assert_str_eq(out, canonical);
        tav_game *back[MAX_GAMES];
        ck_assert_int_eq(tgn_read_all(out, len, TAV_READ_STRICT, back), 1);
        ck_assert(tgn_same_game(g, back[0]));
        tav_game_free(back[0]);
        tav_free(out);
    }
    char *out = (char *)1;
    ck_assert_int_eq(tav_game_write_wrapped_alloc(NULL, 0, 40, &out, NULL), TAV_EINVAL);
    ck_assert_ptr_null(out);
    free(canonical);
    tav_game_free(g);
}
END_TEST

START_TEST(test_wrapping_keeps_commands_whole)
{
    /* a bracketed command in a comment ("[%clk 0:01:02]", R13's
     * clock data) is never broken across lines, wherever the 80 columns
     * fall; the text reads back as the same game with the same clocks */
    tav_game *g, *back[MAX_GAMES];
    int n = TAV_GAME_ROOT;
    char c[64];
    static const char *const shuffle[4][2] = { { "g1", "f3" }, { "g8", "f6" }, { "f3", "g1" }, { "f6", "g8" } };
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    for (int i = 0; i < 60; i++) {
        ck_assert_int_eq(tav_game_add_move(g, n, mv(shuffle[i % 4][0], shuffle[i % 4][1], 1), &n), TAV_OK);
        /* comments of every length, so that the wrap column meets each
         * place of the command */
        snprintf(c, sizeof c, "%.*s[%%clk 0:%02d:%02d] [%%eval 0.%d]", i % 9, "abcdefgh ", i / 2, i % 60, i);
        ck_assert_int_eq(tav_game_set_comment(g, n, 0, c), TAV_OK);
    }
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_UNKNOWN), TAV_OK);
    char *out = tgn_write(g);
    int commands = 0;
    for (const char *s = strstr(out, "[%"); s; s = strstr(s + 1, "[%")) {
        const char *end = strchr(s, ']'), *nl = strchr(s, '\n');
        ck_assert_ptr_nonnull(end);
        ck_assert_msg(nl > end, "a command broken across lines: '%.20s'", s);
        commands++;
    }
    ck_assert_int_eq(commands, 120);
    ck_assert_int_eq(tgn_read_all(out, strlen(out), TAV_READ_STRICT, back), 1);
    ck_assert(tgn_same_game(g, back[0]));
    for (int node = 1; node <= 60; node++)
        ck_assert_str_eq(tav_game_node_comment(back[0], node), tav_game_node_comment(g, node));
    free(out);
    tav_game_free(back[0]);
    tav_game_free(g);
}
END_TEST

START_TEST(test_comment_with_brace)
{
    /* a '}' cannot stand in a brace comment: the writer uses ';' */
    tav_game *g, *back[MAX_GAMES];
    int e4, e5;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("e2", "e4", 1), &e4), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, e4, mv("e7", "e5", 1), &e5), TAV_OK);
    ck_assert_int_eq(tav_game_set_comment(g, e4, 0, "a } brace { and more"), TAV_OK);
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_UNKNOWN), TAV_OK);
    char *out = tgn_write(g);
    ck_assert_ptr_nonnull(strstr(out, "1. e2-e4 ;a } brace { and more\n1... e7-e5 *\n"));
    ck_assert_int_eq(tgn_read_all(out, strlen(out), TAV_READ_STRICT, back), 1);
    ck_assert(tgn_same_game(g, back[0]));
    free(out);
    tav_game_free(back[0]);
    tav_game_free(g);
}
END_TEST

/* R11: an empty comment "{}" is a comment (chess.js and python-chess keep
 * it): read as "", written back as "{}", the next comment joined without a
 * leading space; setting "" still removes a comment. */
START_TEST(test_empty_comment_kept)
{
    static const char text[] = "1. e2-e4 {} e7-e5 { } {x} 2. d2-d4 *\n";
    tav_game *back[MAX_GAMES];
    ck_assert_int_eq(tgn_read_all(text, sizeof text - 1, TAV_READ_STRICT, back), 1);
    tav_game *g = back[0];
    int e4 = tav_game_main_line_node(g, 0), e5 = tav_game_main_line_node(g, 1), d4 = tav_game_main_line_node(g, 2);
    ck_assert_str_eq(tav_game_node_comment(g, e4), "");
    ck_assert_str_eq(tav_game_node_comment(g, e5), "x");
    ck_assert_ptr_null(tav_game_node_comment(g, d4));
    char *out = tgn_write(g);
    ck_assert_ptr_nonnull(strstr(out, "1. e2-e4 {} 1... e7-e5 {x} 2. d2-d4 *"));
    ck_assert_int_eq(tav_game_set_comment(g, e4, 0, ""), TAV_OK);
    ck_assert_ptr_null(tav_game_node_comment(g, e4));
    free(out);
    tav_game_free(g);
}
END_TEST

START_TEST(test_buffer_sizes)
{
    tav_game *g;
    char small[8], *full;
    size_t len = 0, len2 = 0;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    ck_assert_int_eq(tav_game_write(g, NULL, 0, &len), TAV_EBUFSIZE);
    ck_assert_uint_gt(len, 0);
    ck_assert_int_eq(tav_game_write(g, small, sizeof small, &len2), TAV_EBUFSIZE);
    ck_assert_uint_eq(len2, len);
    ck_assert_str_eq(small, "[Event ");
    full = malloc(len + 1);
    ck_assert_int_eq(tav_game_write(g, full, len, NULL), TAV_EBUFSIZE); /* no room for the NUL */
    ck_assert_int_eq(tav_game_write(g, full, len + 1, NULL), TAV_OK);
    ck_assert_uint_eq(strlen(full), len);
    ck_assert_str_eq(full + len - 3, "\n*\n"); /* no moves, no result token: "*" */
    ck_assert_int_eq(tav_game_write(NULL, full, len + 1, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_game_write(g, NULL, 5, NULL), TAV_EINVAL);
    FILE *f = tmpfile();
    ck_assert_int_eq(tav_game_write_file(g, f), TAV_OK);
    ck_assert_int_eq((int)ftell(f), (int)len);
    fclose(f);
    free(full);
    tav_game_free(g);
}
END_TEST

START_TEST(test_round_trip_every_real_game)
{
    /* the twenty real games: write, read back (strict), write again */
    char path[512];
    size_t len = 0;
    snprintf(path, sizeof path, "%s/tournament-1997-2003.tgn", GAMES_DIR);
    char *text = tgn_slurp(path, &len);
    tav_game *games[MAX_GAMES];
    int n = tgn_read_all(text, len, TAV_READ_LENIENT, games);
    ck_assert_int_eq(n, 20);
    for (int i = 0; i < n; i++) {
        char *out = tgn_write(games[i]);
        tav_game *back[MAX_GAMES];
        ck_assert_int_eq(tgn_read_all(out, strlen(out), TAV_READ_STRICT, back), 1);
        ck_assert_msg(tav_game_is_valid(back[0]) && tav_game_problem_count(back[0]) == 0, "game %d", i + 1);
        ck_assert_msg(tgn_same_game(games[i], back[0]), "game %d differs after a round trip", i + 1);
        char *again = tgn_write(back[0]);
        ck_assert_str_eq(again, out);
        free(out);
        free(again);
        tav_game_free(back[0]);
    }
    tgn_free_all(games, n);
    free(text);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tgn-writer");
    TCase *tc = tcase_create("writer");
    tcase_add_test(tc, test_exact_text);
    tcase_add_test(tc, test_splits_castling_and_setup);
    tcase_add_test(tc, test_movetext_without_tags);
    tcase_add_test(tc, test_headers_show_setup_and_fen);
    tcase_add_test(tc, test_wrapping);
    tcase_add_test(tc, test_wrapped_width);
    tcase_add_test(tc, test_wrapping_keeps_commands_whole);
    tcase_add_test(tc, test_comment_with_brace);
    tcase_add_test(tc, test_empty_comment_kept);
    tcase_add_test(tc, test_buffer_sizes);
    tcase_add_test(tc, test_round_trip_every_real_game);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
