/* The TGN reader (R11): tags, tree of moves, comments, NAGs, draw offers,
 * results against the board (R8), strict and lenient modes, limits,
 * streaming from a FILE, and the game-building API. */
#include <check.h>
#include "tgn_util.h"
#include "../utf8_check.h"

/* Read the first game of text (which must hold one). */
static tav_game *read_one(const char *text, int mode)
{
    tav_reader *r = NULL;
    tav_game *g = NULL;
    ck_assert_int_eq(tav_reader_new_buffer(&r, text, strlen(text), mode), TAV_OK);
    ck_assert_int_eq(tav_reader_next(r, &g), 1);
    tav_reader_free(r);
    return g;
}

static tav_move mv(const char *from, const char *to, int k)
{
    return tav_move_make(tav_square_parse(from), tav_square_parse(to), k);
}

START_TEST(test_tags_and_tree)
{
    const char *text = "[Event \"A \\\"quoted\\\" \\\\ event\"]\n[Site \"Рязань\"]\n[Result \"1/2-1/2\"]\n"
                       "[Custom_1 \"x\"]\n\n{start} 1. e2-e4 {after e4} (1. d2-d4 $1 {d4} (1. c2-c4) 1... d7-d5)"
                       " 1... e7-e5= $2 $14 2. g1-f3 1/2-1/2\n";
    tav_game *g = read_one(text, TAV_READ_STRICT);
    ck_assert(tav_game_is_valid(g));
    ck_assert_uint_eq(tav_game_tag_count(g), 4);
    ck_assert_str_eq(tav_game_tag(g, "Event"), "A \"quoted\" \\ event");
    ck_assert_str_eq(tav_game_tag(g, "Site"), "Рязань");
    ck_assert_str_eq(tav_game_tag_name(g, 3), "Custom_1");
    ck_assert_ptr_null(tav_game_tag(g, "event")); /* names are case-sensitive */
    ck_assert_ptr_null(tav_game_tag_name(g, 4));
    ck_assert_int_eq(tav_game_result(g), TAV_RESULT_DRAW);
    ck_assert_str_eq(tav_game_node_comment(g, TAV_GAME_ROOT), "start");
    /* root -> e4 (main), d4, c4 (variations) */
    ck_assert_int_eq(tav_game_node_child_count(g, TAV_GAME_ROOT), 3);
    int e4 = tav_game_node_child(g, TAV_GAME_ROOT, 0), d4 = tav_game_node_child(g, TAV_GAME_ROOT, 1),
        c4 = tav_game_node_child(g, TAV_GAME_ROOT, 2);
    ck_assert(tav_move_equal(tav_game_node_move(g, e4), mv("e2", "e4", 1)));
    ck_assert(tav_move_equal(tav_game_node_move(g, d4), mv("d2", "d4", 1)));
    ck_assert(tav_move_equal(tav_game_node_move(g, c4), mv("c2", "c4", 1)));
    ck_assert_int_eq(tav_game_node_child(g, TAV_GAME_ROOT, 3), -1);
    ck_assert_str_eq(tav_game_node_comment(g, e4), "after e4");
    ck_assert_str_eq(tav_game_node_comment(g, d4), "d4");
    ck_assert_int_eq(tav_game_node_nag_count(g, d4), 1);
    ck_assert_int_eq(tav_game_node_nag(g, d4, 0), 1);
    ck_assert_int_eq(tav_game_node_depth(g, e4), 0);
    ck_assert_int_eq(tav_game_node_depth(g, d4), 1);
    /* d4's continuation d7-d5 is inside the variation */
    int d5 = tav_game_node_child(g, d4, 0);
    ck_assert(tav_move_equal(tav_game_node_move(g, d5), mv("d7", "d5", 1)));
    ck_assert_int_eq(tav_game_node_side(g, d5), TAV_BLACK);
    ck_assert_int_eq(tav_game_node_move_number(g, d5), 1);
    /* main line: e4 e5= $2 $14 g1-f3 */
    ck_assert_int_eq(tav_game_main_line_length(g), 3);
    int e5 = tav_game_main_line_node(g, 1);
    ck_assert(tav_game_node_notes(g, e5) & TAV_NOTE_DRAW_OFFER);
    ck_assert_int_eq(tav_game_node_nag_count(g, e5), 2);
    ck_assert_int_eq(tav_game_node_nag(g, e5, 1), 14);
    ck_assert_int_eq(tav_game_node_ply(g, e5), 2);
    ck_assert_int_eq(tav_game_main_line_node(g, 3), -1);
    ck_assert_uint_eq(tav_game_node_line(g, e5), 6);
    tav_game_free(g);
}
END_TEST

START_TEST(test_glued_annotations_are_nags)
{
    tav_game *g = read_one("e2-e4! e7-e5? g1-f3!! g8-f6?? f1-c4!? f8-c5?! *", TAV_READ_STRICT);
    ck_assert(tav_game_is_valid(g));
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(tav_game_node_nag(g, tav_game_main_line_node(g, i), 0), i + 1);
    tav_game_free(g);
    g = read_one("e2-e4!!! *", TAV_READ_LENIENT);
    ck_assert_int_eq(tgn_first_error(g)->kind, TAV_PROBLEM_SYNTAX);
    tav_game_free(g);
}
END_TEST

START_TEST(test_end_states)
{
    /* R8: checkmate, stalemate, threefold and fifty moves at the end */
    tav_game *g = read_one("[SetUp \"1\"]\n[FEN \"7k/8/5K2/8/8/8/8/6Q1 w - - 0 1\"]\n1. g1-g7 1-0", TAV_READ_STRICT);
    ck_assert(tav_game_is_valid(g));
    ck_assert_int_eq(tav_game_end(g), TAV_END_CHECKMATE);
    ck_assert_int_eq(tav_game_end_turn(g), TAV_BLACK);
    ck_assert(tav_game_result_agrees(g));
    tav_game_free(g);
    g = read_one("[SetUp \"1\"]\n[FEN \"7k/5K2/8/6Q1/8/8/8/8 w - - 0 1\"]\n1. g5-g6 *", TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_end(g), TAV_END_STALEMATE);
    ck_assert(tav_game_result_agrees(g)); /* "*" agrees with anything */
    tav_game_free(g);
    g = read_one("1. g1-f3 g8-f6 2. f3-g1 f6-g8 3. g1-f3 g8-f6 4. f3-g1 *", TAV_READ_STRICT);
    ck_assert_uint_eq(tav_game_claims(g), 0); /* the start position twice only, after 4. f3-g1 it is black's move */
    tav_game_free(g);
    g = read_one("1. g1-f3 g8-f6 2. f3-g1 f6-g8 3. g1-f3 g8-f6 4. f3-g1 f6-g8 *", TAV_READ_STRICT);
    ck_assert_uint_eq(tav_game_claims(g), TAV_GAME_CLAIM_THREEFOLD);
    ck_assert_int_eq(tav_game_end(g), TAV_END_NONE);
    tav_game_free(g);
    g = read_one("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K1N1 w - - 99 80\"]\n80. g1-f3 *", TAV_READ_STRICT);
    ck_assert(tav_game_is_valid(g));
    ck_assert_uint_eq(tav_game_claims(g), TAV_GAME_CLAIM_FIFTY);
    tav_game_free(g);
    /* a draw result with a side mated disagrees (R8) */
    g = read_one("[SetUp \"1\"]\n[FEN \"7k/8/5K2/8/8/8/8/6Q1 w - - 0 1\"]\n1. g1-g7 1/2-1/2", TAV_READ_LENIENT);
    ck_assert(!tav_game_result_agrees(g));
    ck_assert_int_eq(tgn_first_error(g)->kind, TAV_PROBLEM_RESULT);
    tav_game_free(g);
}
END_TEST

START_TEST(test_strict_resynchronises)
{
    /* the first error stops game 1; game 2 is read from its own tags */
    const char *text = "[Event \"1\"]\n\n1. e2-e4 e7-e6 2. e4-e6 xyz {a} (junk) 1-0\n\n"
                       "[Event \"2\"]\n\n1. d2-d4 *\n";
    tav_reader *r;
    tav_game *g1, *g2, *g3;
    ck_assert_int_eq(tav_reader_new_buffer(&r, text, strlen(text), TAV_READ_STRICT), TAV_OK);
    ck_assert_int_eq(tav_reader_next(r, &g1), 1);
    ck_assert_int_eq(tav_reader_next(r, &g2), 1);
    ck_assert_int_eq(tav_reader_next(r, &g3), 0);
    ck_assert_ptr_null(g3);
    ck_assert_uint_eq(tav_reader_game_count(r), 2);
    ck_assert_uint_eq(tav_game_error_count(g1), 1);
    const tav_problem *p = tgn_first_error(g1);
    ck_assert_int_eq(p->kind, TAV_PROBLEM_ILLEGAL); /* e4-e6: a pawn steps one square (R5) */
    ck_assert_uint_eq(p->line, 3);
    ck_assert_uint_eq(p->column, 19);
    ck_assert_int_eq(p->ply, 3);
    ck_assert_int_eq(p->move_number, 2);
    ck_assert_str_eq(p->move, "e4-e6");
    ck_assert_int_eq(tav_game_main_line_length(g1), 2);
    ck_assert_int_eq(tav_game_result(g1), TAV_RESULT_NONE);
    ck_assert(tav_game_is_valid(g2));
    ck_assert_str_eq(tav_game_tag(g2, "Event"), "2");
    ck_assert_uint_eq(tav_game_index(g2), 2);
    ck_assert_uint_eq(tav_game_line(g2), 5);
    tav_game_free(g1);
    tav_game_free(g2);
    tav_reader_free(r);
}
END_TEST

START_TEST(test_lenient_keeps_going)
{
    /* an illegal move in a variation kills that variation only; a wrong
     * move number and a duplicate tag are reported and the game goes on */
    const char *text = "[Event \"a\"]\n[Event \"b\"]\n\n1. e2-e4 (1. d2-d4 d7-d4 2. c2-c4) 5. e7-e5 2. g1-f3 *\n";
    tav_game *g = read_one(text, TAV_READ_LENIENT);
    ck_assert_uint_eq(tav_game_error_count(g), 3);
    ck_assert_int_eq(tav_game_problem(g, 0)->kind, TAV_PROBLEM_TAG);
    ck_assert_int_eq(tav_game_problem(g, 1)->kind, TAV_PROBLEM_ILLEGAL);
    ck_assert_uint_eq(tav_game_problem(g, 1)->column, 20);
    ck_assert_int_eq(tav_game_problem(g, 2)->kind, TAV_PROBLEM_MOVE_NUMBER);
    ck_assert_int_eq(tav_game_main_line_length(g), 3);
    ck_assert(!tav_game_complete(g));
    ck_assert_str_eq(tav_game_tag(g, "Event"), "a");
    tav_game_free(g);
}
END_TEST

/* Every problem's message and move are UTF-8 whatever the bytes read: the
 * text quoted with whole characters, a byte that starts none as \xNN. */
static const tav_problem *problem_with(const tav_game *g, const char *part)
{
    const tav_problem *found = NULL;
    for (size_t i = 0; i < tav_game_problem_count(g); i++) {
        const tav_problem *p = tav_game_problem(g, i);
        ck_assert_msg(utf8_check(p->message) && utf8_check(p->move), "not UTF-8: %s (%s)", p->message, p->move);
        if (!found && strstr(p->message, part))
            found = p;
    }
    ck_assert_msg(found, "no problem says '%s'", part);
    return found;
}

START_TEST(test_messages_quote_whole_characters)
{
    static const struct {
        const char *text, *part;
        int mode;
    } cases[] = {
        { "1. e2\xFF"
          "e4 *",
          "move 'e2\\xFFe4', character 3 byte 0xFF", TAV_READ_LENIENT },
        { "1. e2-e4 \x01 e7-e5 *", "cannot read: unexpected byte 0x01", TAV_READ_LENIENT },
        { "1. e2-e4 \" e7-e5 *", "cannot read: unexpected '\"'", TAV_READ_LENIENT },
        { "[Result \"1-0\xE2\x80\x94\xFF\"]\n\n1. e2-e4 *", "the Result tag \"1-0\xE2\x80\x94\\xFF\"", TAV_READ_LENIENT },
        { "[TimeControl \"40/\xE2\x80\x94\"]\n\n1. e2-e4 *",
          "TimeControl tag \"40/\xE2\x80\x94\": time control character 4 '\xE2\x80\x94' (U+2014)", TAV_READ_LENIENT },
        { "1. e2-e4?\xE2\x80\x94 *", "'e2-e4?\xE2\x80\x94'", TAV_READ_LENIENT },
        { "1. E2-E4 *", "squares are written in lower case", TAV_READ_STRICT },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tav_game *g = read_one(cases[i].text, cases[i].mode);
        ck_assert_int_ge(tav_game_check_clocks(g), 0);
        const tav_problem *p = problem_with(g, cases[i].part);
        if (i == 0)
            ck_assert_str_eq(p->move, "e2\\xFFe4");
        tav_game_free(g);
    }
}
END_TEST

START_TEST(test_lenient_repairs)
{
    /* upper-case squares, Cyrillic letters and a missing hyphen (the typos
     * of the real games) are warnings when lenient, errors when strict */
    const char *text = "E2-e4 e7-е5 g1 f3 *"; /* the second 'е' is Cyrillic U+0435 */
    tav_game *g = read_one(text, TAV_READ_LENIENT);
    ck_assert(tav_game_is_valid(g));
    ck_assert_uint_eq(tav_game_warning_count(g), 3);
    ck_assert_int_eq(tav_game_main_line_length(g), 3);
    const tav_problem *p = tav_game_problem(g, 1);
    ck_assert_int_eq(p->kind, TAV_PROBLEM_TYPO);
    ck_assert_uint_eq(p->column, 10); /* counted in characters */
    ck_assert_uint_eq(p->offset, 9);
    ck_assert_str_eq(tav_game_problem(g, 2)->move, "g1 f3");
    tav_game_free(g);
    g = read_one(text, TAV_READ_STRICT);
    ck_assert_uint_eq(tav_game_error_count(g), 1);
    ck_assert_uint_eq(tav_game_problem(g, 0)->column, 1);
    ck_assert_int_eq(tav_game_main_line_length(g), 0);
    tav_game_free(g);
    /* "b1e1": squares glued without the hyphen */
    g = read_one("g1f3 *", TAV_READ_LENIENT);
    ck_assert(tav_game_is_valid(g));
    ck_assert(tav_move_equal(tav_game_node_move(g, 1), mv("g1", "f3", 1)));
    tav_game_free(g);
}
END_TEST

START_TEST(test_annotation_marks)
{
    tav_game *g = read_one("e2-e4+ e7-e5x *", TAV_READ_STRICT);
    ck_assert(tav_game_is_valid(g));
    ck_assert_uint_eq(tav_game_warning_count(g), 2);
    ck_assert_int_eq(tav_game_problem(g, 0)->kind, TAV_PROBLEM_ANNOTATION);
    ck_assert(tav_game_node_notes(g, 1) & TAV_NOTE_CHECK);
    ck_assert(tav_game_node_notes(g, 2) & TAV_NOTE_MATE);
    tav_game_free(g);
}
END_TEST

START_TEST(test_escape_crlf_and_columns)
{
    /* '%' in column 1 hides its line; CR LF line ends; columns count
     * characters, not bytes */
    tav_game *g = read_one("% escaped e9-e9 line\r\n[Event \"x\"]\r\n\r\n{Жжж} e2-e5 *\r\n", TAV_READ_STRICT);
    const tav_problem *p = tgn_first_error(g);
    ck_assert_ptr_nonnull(p);
    ck_assert_int_eq(p->kind, TAV_PROBLEM_ILLEGAL);
    ck_assert_uint_eq(p->line, 4);
    ck_assert_uint_eq(p->column, 7);
    tav_game_free(g);
}
END_TEST

START_TEST(test_limits)
{
    struct {
        int limit;
        unsigned long value;
        const char *text;
        int main_plies;
    } cases[] = {
        { TAV_LIMIT_PLIES, 3, "1. e2-e4 e7-e5 2. g1-f3 g8-f6 *", 3 },
        { TAV_LIMIT_NODES, 2, "1. e2-e4 (1. d2-d4) e7-e5 *", 1 },
        { TAV_LIMIT_DEPTH, 1, "1. e2-e4 (1. d2-d4 (1. c2-c4)) e7-e5 *", 2 },
        { TAV_LIMIT_COMMENT, 5, "1. e2-e4 {123456} *", 1 },
        { TAV_LIMIT_COMMENT, 5, "1. e2-e4 {123} {456} *", 1 },
        { TAV_LIMIT_TAGS, 1, "[A \"1\"]\n[B \"2\"]\n*", 0 },
        { TAV_LIMIT_TAG_LENGTH, 3, "[Abcd \"1\"]\n*", 0 },
        { TAV_LIMIT_GAME_BYTES, 20, "1. e2-e4 e7-e5 2. g1-f3 g8-f6 *", 2 },
        { TAV_LIMIT_PROBLEMS, 2, "1. e2-e4 @ @ @ @ @ @ *", 1 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tav_reader *r;
        tav_game *g;
        const char *t = cases[i].text;
        ck_assert_int_eq(tav_reader_new_buffer(&r, t, strlen(t), TAV_READ_LENIENT), TAV_OK);
        ck_assert_int_eq(tav_reader_set_limit(r, cases[i].limit, cases[i].value), TAV_OK);
        ck_assert_uint_eq(tav_reader_limit(r, cases[i].limit), cases[i].value);
        ck_assert_int_eq(tav_reader_next(r, &g), 1);
        const tav_problem *p = NULL;
        for (size_t k = 0; k < tav_game_problem_count(g); k++)
            if (tav_game_problem(g, k)->kind == TAV_PROBLEM_LIMIT)
                p = tav_game_problem(g, k);
        ck_assert_msg(p != NULL, "case %zu: no limit error", i);
        ck_assert_int_eq(p->code, TAV_ELIMIT);
        ck_assert_int_eq(p->severity, TAV_SEVERITY_ERROR);
        ck_assert_msg(tav_game_main_line_length(g) == cases[i].main_plies, "case %zu: %d plies", i,
                      tav_game_main_line_length(g));
        if (cases[i].limit == TAV_LIMIT_PROBLEMS)
            ck_assert_uint_eq(tav_game_problem_count(g), 3); /* the limit, then one saying so */
        tav_game_free(g);
        tav_reader_free(r);
    }
}
END_TEST

START_TEST(test_bad_arguments)
{
    tav_reader *r = (tav_reader *)1;
    tav_game *g = (tav_game *)1;
    ck_assert_int_eq(tav_reader_new_buffer(NULL, "", 0, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_reader_new_buffer(&r, NULL, 3, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_reader_new_buffer(&r, "", 0, 7), TAV_EINVAL);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(tav_reader_new_file(&r, NULL, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_reader_next(NULL, &g), TAV_EINVAL);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(tav_reader_new_buffer(&r, "", 0, TAV_READ_STRICT), TAV_OK);
    ck_assert_int_eq(tav_reader_set_limit(r, TAV_LIMIT_DEPTH, 256), TAV_EINVAL);
    ck_assert_int_eq(tav_reader_set_limit(r, TAV_LIMIT_PLIES, 0), TAV_EINVAL);
    ck_assert_int_eq(tav_reader_set_limit(r, TAV_LIMIT_COUNT, 5), TAV_EINVAL);
    ck_assert_uint_eq(tav_reader_limit(r, TAV_LIMIT_DEPTH), tav_limit_default(TAV_LIMIT_DEPTH));
    ck_assert_int_eq(tav_reader_next(r, &g), 0); /* empty input: no game */
    tav_reader_free(r);
    tav_reader_free(NULL);
    tav_game_free(NULL);
    ck_assert_int_eq(tav_game_node_count(NULL), 0);
    ck_assert_ptr_null(tav_game_problem(NULL, 0));
    ck_assert_str_eq(tav_problem_kind_name(99), "unknown");
    ck_assert_str_eq(tav_result_text(TAV_RESULT_DRAW), "1/2-1/2");
}
END_TEST

START_TEST(test_file_stream_matches_buffer)
{
    /* many games through a FILE, crossing the reader's 64 KiB chunks in the
     * middle of tokens, give the same games as one buffer */
    char path[512];
    size_t len = 0;
    snprintf(path, sizeof path, "%s/tournament-1997-2003.tgn", GAMES_DIR);
    char *one = tgn_slurp(path, &len);
    ck_assert_ptr_nonnull(one);
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    for (int i = 0; i < 9; i++) {
        fwrite(one, 1, len, f);
        fputs("\n", f);
    }
    rewind(f);
    tav_reader *r;
    tav_game *g, *ref[MAX_GAMES];
    int n = tgn_read_all(one, len, TAV_READ_LENIENT, ref);
    ck_assert_int_eq(n, 20);
    ck_assert_int_eq(tav_reader_new_file(&r, f, TAV_READ_LENIENT), TAV_OK);
    int count = 0;
    while (tav_reader_next(r, &g) == 1) {
        ck_assert(tgn_same_game(g, ref[count % 20]));
        ck_assert_uint_eq(tav_game_warning_count(g), tav_game_warning_count(ref[count % 20]));
        ck_assert_uint_eq(tav_game_index(g), (size_t)count + 1);
        count++;
        tav_game_free(g);
    }
    ck_assert_int_eq(count, 180);
    tav_reader_free(r);
    fclose(f);
    tgn_free_all(ref, n);
    free(one);
}
END_TEST

START_TEST(test_build_api)
{
    tav_game *g;
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tav_game_new(&g, "bad", &err), TAV_ETFEN);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    int e4, e5, d4, n;
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("e2", "e4", 1), &e4), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, e4, mv("e7", "e5", 1), &e5), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("d2", "d4", 1), &d4), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, e5, mv("e4", "e5", 1), &n), TAV_EILLEGAL);
    ck_assert_int_eq(tav_game_add_move(g, 99, mv("e2", "e4", 1), &n), TAV_EINVAL);
    ck_assert_int_eq(tav_game_main_line_length(g), 2);
    ck_assert_int_eq(tav_game_node_child(g, TAV_GAME_ROOT, 1), d4);
    ck_assert_int_eq(tav_game_set_tag(g, "White", "A"), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "White", "B"), TAV_OK);
    ck_assert_str_eq(tav_game_tag(g, "White"), "B");
    ck_assert_int_eq(tav_game_set_tag(g, "FEN", "x"), TAV_EINVAL);
    ck_assert_int_eq(tav_game_set_tag(g, "Bad name", "x"), TAV_EINVAL);
    ck_assert_int_eq(tav_game_set_tag(g, "Note", "line\nbreak"), TAV_EINVAL);
    ck_assert_int_eq(tav_game_set_comment(g, e4, 0, "  spaced\n out  "), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, e4), "spaced out");
    ck_assert_int_eq(tav_game_set_comment(g, TAV_GAME_ROOT, 1, "x"), TAV_EINVAL);
    ck_assert_int_eq(tav_game_add_nag(g, TAV_GAME_ROOT, 1), TAV_EINVAL);
    for (int i = 0; i < TAV_GAME_MAX_NAGS; i++)
        ck_assert_int_eq(tav_game_add_nag(g, e5, i), TAV_OK);
    ck_assert_int_eq(tav_game_add_nag(g, e5, 1), TAV_ELIMIT);
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_WHITE), TAV_OK);
    ck_assert_str_eq(tav_game_tag(g, "Result"), "1-0");
    ck_assert(tav_game_result_agrees(g));
    tav_position *p;
    ck_assert_int_eq(tav_game_position_at(g, d4, &p), TAV_OK);
    ck_assert_int_eq(tav_position_turn(p), TAV_BLACK);
    ck_assert_uint_eq(tav_position_history_length(p), 1);
    tav_position_free(p);
    tav_game_free(g);
    /* a checkmate built by hand: 1-0 agrees, 0-1 does not (R8) */
    ck_assert_int_eq(tav_game_new(&g, "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", NULL), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("g1", "g7", 1), NULL), TAV_OK);
    ck_assert_int_eq(tav_game_end(g), TAV_END_CHECKMATE);
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_BLACK), TAV_OK);
    ck_assert(!tav_game_result_agrees(g));
    tav_game_free(g);
}
END_TEST

START_TEST(test_empty_line_ends_a_record_without_result)
{
    /* R11, as PGN readers do: tags, an empty line and tags again are two
     * records; so is a paragraph of moves, an empty line and another; each
     * lacks its result (an error), in both modes. A game whose tags are
     * followed by an empty line and its moves stays one game. */
    static const char *const texts[] = {
        "[Event \"A\"]\n\n\n[Event \"B\"]\n",
        "1. e2-e4 e7-e5\n\n1. d2-d4 d7-d5\n",
        "[Event \"A\"]\n1. e2-e4 e7-e5\n\n[Event \"B\"]\n\n1. d2-d4 *\n",
    };
    static const int plies[][2] = { { 0, 0 }, { 2, 2 }, { 2, 1 } };
    for (int mode = TAV_READ_STRICT; mode <= TAV_READ_LENIENT; mode++) {
        for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
            tav_reader *r;
            tav_game *g[3] = { NULL, NULL, NULL };
            ck_assert_int_eq(tav_reader_new_buffer(&r, texts[i], strlen(texts[i]), mode), TAV_OK);
            ck_assert_int_eq(tav_reader_next(r, &g[0]), 1);
            ck_assert_int_eq(tav_reader_next(r, &g[1]), 1);
            ck_assert_int_eq(tav_reader_next(r, &g[2]), 0);
            for (int k = 0; k < 2; k++) {
                ck_assert_int_eq(tav_game_main_line_length(g[k]), plies[i][k]);
                ck_assert_uint_eq(tav_game_index(g[k]), (unsigned)k + 1);
            }
            ck_assert_int_eq(tgn_first_error(g[0])->kind, TAV_PROBLEM_RESULT);
            ck_assert_uint_eq(tav_game_error_count(g[0]), 1);
            if (i != 1)
                ck_assert_str_eq(tav_game_tag(g[1], "Event"), "B");
            tav_game_free(g[0]);
            tav_game_free(g[1]);
            tav_reader_free(r);
        }
    }
    /* an empty line inside a variation or between tags and moves does not cut */
    tav_game *g = read_one("[Event \"A\"]\n\n1. e2-e4 (1. d2-d4\n\nd7-d5) e7-e5 *\n", TAV_READ_LENIENT);
    ck_assert(tav_game_is_valid(g));
    ck_assert_int_eq(tav_game_main_line_length(g), 2);
    tav_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tgn-reader");
    TCase *tc = tcase_create("reader");
    tcase_add_test(tc, test_tags_and_tree);
    tcase_add_test(tc, test_glued_annotations_are_nags);
    tcase_add_test(tc, test_end_states);
    tcase_add_test(tc, test_strict_resynchronises);
    tcase_add_test(tc, test_lenient_keeps_going);
    tcase_add_test(tc, test_lenient_repairs);
    tcase_add_test(tc, test_annotation_marks);
    tcase_add_test(tc, test_escape_crlf_and_columns);
    tcase_add_test(tc, test_limits);
    tcase_add_test(tc, test_bad_arguments);
    tcase_add_test(tc, test_file_stream_matches_buffer);
    tcase_add_test(tc, test_build_api);
    tcase_add_test(tc, test_empty_line_ends_a_record_without_result);
    tcase_add_test(tc, test_messages_quote_whole_characters);
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
