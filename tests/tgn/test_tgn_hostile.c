/* The TGN reader and writer (R11) against hostile input and API use: each
 * test is the regression test of one bug found by hostile tries,
 * or of a call added with the fix (callback source, offsets, problem text,
 * tag removal, tree editing, writer options). */
#define _DEFAULT_SOURCE 1 /* mmap, MAP_ANONYMOUS */
#include <check.h>
#include <limits.h>
#include <sys/mman.h>
#include <unistd.h>
#include "tgn_util.h"

static tav_game *read_one(const char *text, size_t len, int mode)
{
    tav_reader *r = NULL;
    tav_game *g = NULL;
    ck_assert_int_eq(tav_reader_new_buffer(&r, text, len, mode), TAV_OK);
    ck_assert_int_eq(tav_reader_next(r, &g), 1);
    tav_reader_free(r);
    return g;
}

static tav_move mv(const char *from, const char *to, int k)
{
    return tav_move_make(tav_square_parse(from), tav_square_parse(to), k);
}

/* A read callback over a string, that may call back into its reader. */
typedef struct source {
    const char *text;
    size_t len, at, chunk;
    tav_reader *reader; /* non-NULL: try tav_reader_next() from inside */
    int reentry_rc, calls;
    int fail; /* return -1 */
} source;

static long read_source(void *payload, char *buf, size_t size)
{
    source *s = payload;
    s->calls++;
    if (s->fail)
        return -1;
    if (s->reader) {
        tav_game *g = (tav_game *)1;
        s->reentry_rc = tav_reader_next(s->reader, &g);
        ck_assert_ptr_null(g);
    }
    size_t n = s->len - s->at;
    if (n > size)
        n = size;
    if (n > s->chunk)
        n = s->chunk;
    memcpy(buf, s->text + s->at, n);
    s->at += n;
    return (long)n;
}

START_TEST(test_callback_source_and_reentry)
{
    const char *text = "[Event \"1\"]\n\n1. e2-e4 e7-e5 *\n\n[Event \"2\"]\n\n1. d2-d4 *\n";
    source s = { text, strlen(text), 0, 3, NULL, 0, 0, 0 };
    tav_reader *r;
    tav_game *g;
    ck_assert_int_eq(tav_reader_new_callback(&r, NULL, &s, TAV_READ_STRICT), TAV_EINVAL);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(tav_reader_new_callback(&r, read_source, &s, TAV_READ_STRICT), TAV_OK);
    s.reader = r; /* the callback re-enters its reader: refused, the read goes on */
    ck_assert_int_eq(tav_reader_next(r, &g), 1);
    ck_assert_int_eq(s.reentry_rc, TAV_EINVAL);
    ck_assert(tav_game_is_valid(g));
    ck_assert_int_eq(tav_game_main_line_length(g), 2);
    /* the offset is where the next game's '[' is */
    ck_assert_uint_eq(tav_reader_offset(r), (unsigned long long)(strstr(text, "[Event \"2\"]") - text));
    tav_game_free(g);
    s.reader = NULL;
    ck_assert_int_eq(tav_reader_next(r, &g), 1);
    ck_assert_str_eq(tav_game_tag(g, "Event"), "2");
    tav_game_free(g);
    ck_assert_int_eq(tav_reader_next(r, &g), 0);
    ck_assert_uint_eq(tav_reader_offset(r), strlen(text));
    tav_reader_free(r);
    /* a failing callback is an I/O error, not a bad record */
    source bad = { text, strlen(text), 0, 100, NULL, 0, 0, 1 };
    ck_assert_int_eq(tav_reader_new_callback(&r, read_source, &bad, TAV_READ_LENIENT), TAV_OK);
    ck_assert_int_eq(tav_reader_next(r, &g), TAV_EIO);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(tav_reader_next(r, &g), TAV_EIO);
    tav_reader_free(r);
    ck_assert_str_eq(tav_strerror(TAV_EIO), "input/output error");
}
END_TEST

START_TEST(test_huge_fullmove_numbers)
{
    /* R10 accepts fullmove numbers up to 4294967295: the game numbers its
     * moves from there (no overflow), the writer writes them, the reader
     * reads them back under the default limits */
    static const unsigned long long starts[] = { 2147483647ULL, 4294967295ULL, 1500000000ULL };
    for (size_t i = 0; i < 3; i++) {
        char tfen[128];
        snprintf(tfen, sizeof tfen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 %llu", starts[i]);
        tav_game *g;
        ck_assert_int_eq(tav_game_new(&g, tfen, NULL), TAV_OK);
        int n1, n2, n3;
        ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("e7", "e5", 1), &n1), TAV_OK);
        ck_assert_int_eq(tav_game_add_move(g, n1, mv("e2", "e4", 1), &n2), TAV_OK);
        ck_assert_int_eq(tav_game_add_move(g, n2, mv("g8", "f6", 1), &n3), TAV_OK);
        ck_assert_uint_eq(tav_game_node_move_number(g, n1), starts[i]);
        ck_assert_uint_eq(tav_game_node_move_number(g, n2), starts[i] + 1);
        ck_assert_uint_eq(tav_game_node_move_number(g, n3), starts[i] + 1);
        ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_UNKNOWN), TAV_OK);
        char *text = tgn_write(g);
        ck_assert_ptr_nonnull(text);
        char want[64];
        snprintf(want, sizeof want, "%llu... e7-e5 %llu. e2-e4", starts[i], starts[i] + 1);
        ck_assert_msg(strstr(text, want) != NULL, "%s not in %s", want, text);
        tav_game *back = read_one(text, strlen(text), TAV_READ_STRICT);
        ck_assert_msg(tav_game_is_valid(back), "%s", tgn_first_error(back) ? tgn_first_error(back)->message : "");
        ck_assert(tgn_same_game(g, back));
        tav_game_free(back);
        free(text);
        tav_game_free(g);
    }
    /* a move number that no TFEN can reach is a mismatch, not an overflow */
    const char *t = "1. e2-e4 99999999999999999999999. e7-e5 *";
    tav_game *g = read_one(t, strlen(t), TAV_READ_LENIENT);
    ck_assert_int_eq(tgn_first_error(g)->kind, TAV_PROBLEM_MOVE_NUMBER);
    tav_game_free(g);
}
END_TEST

START_TEST(test_byte_order_mark_and_lone_cr)
{
    /* a UTF-8 byte-order mark at the start is skipped, not a game */
    const char *bom = "\xEF\xBB\xBF[Event \"x\"]\n\n1. e2-e4 *\n";
    tav_game *games[MAX_GAMES];
    ck_assert_int_eq(tgn_read_all(bom, strlen(bom), TAV_READ_STRICT, games), 1);
    ck_assert(tav_game_is_valid(games[0]));
    ck_assert_str_eq(tav_game_tag(games[0], "Event"), "x");
    tav_game_free(games[0]);
    /* lone CR line ends: a ';' comment ends at the CR; lines are counted */
    const char *cr = "[Event \"a\"]\r\r1. e2-e4 ; first\r1... e7-e5 ; second\r2. g1-f3 *\r\r[Event \"b\"]\r\r1. d2-d4 *\r";
    int n = tgn_read_all(cr, strlen(cr), TAV_READ_STRICT, games);
    ck_assert_int_eq(n, 2);
    ck_assert(tav_game_is_valid(games[0]));
    ck_assert_int_eq(tav_game_main_line_length(games[0]), 3);
    ck_assert_str_eq(tav_game_node_comment(games[0], 1), "first");
    ck_assert_uint_eq(tav_game_node_line(games[0], 2), 4);
    ck_assert_uint_eq(tav_game_line(games[1]), 7);
    tgn_free_all(games, n);
    /* CR LF still counts one line */
    const char *crlf = "1. e2-e4\r\n1... e7-e5 *\r\n";
    tav_game *g = read_one(crlf, strlen(crlf), TAV_READ_STRICT);
    ck_assert_uint_eq(tav_game_node_line(g, 2), 2);
    tav_game_free(g);
}
END_TEST

START_TEST(test_parse_n_huge_length)
{
    /* len >= 2^31: messages show a bounded part of the text and never read
     * past what the parser looked at (the page after the text is not
     * readable) */
    long page = sysconf(_SC_PAGESIZE);
    char *map = mmap(NULL, (size_t)page * 2, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ck_assert_ptr_ne(map, MAP_FAILED);
    memset(map, 'a', (size_t)page);
    memcpy(map, "e2?e4", 5);
    ck_assert_int_eq(mprotect(map + page, (size_t)page, PROT_NONE), 0);
    tav_position *p = tav_position_new();
    tav_move m;
    tav_error err = TAV_ERROR_INIT;
    size_t lens[] = { ((size_t)1 << 31) + 5, ((size_t)1 << 32) + 3, SIZE_MAX };
    for (int i = 0; i < 3; i++) {
        ck_assert_int_eq(tav_move_parse_n(p, map, lens[i], &m, &err), TAV_ENOTATION);
        ck_assert_int_eq(err.offset, 2);
        ck_assert_msg(strstr(err.message, "move 'e2?e4aaaa") && strstr(err.message, "...', character 3 '?'"), "%s",
                      err.message);
    }
    tav_position_free(p);
    munmap(map, (size_t)page * 2);
}
END_TEST

START_TEST(test_new_buffer_null_data)
{
    tav_reader *r = (tav_reader *)1;
    ck_assert_int_eq(tav_reader_new_buffer(&r, NULL, 5, TAV_READ_STRICT), TAV_EINVAL);
    ck_assert_ptr_null(r);
    r = (tav_reader *)1;
    ck_assert_int_eq(tav_reader_new_file(&r, NULL, TAV_READ_STRICT), TAV_EINVAL);
    ck_assert_ptr_null(r);
}
END_TEST

START_TEST(test_children_by_sibling)
{
    /* many children: counted in constant time, visited by next_sibling */
    tav_game *g;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    int nodes[300];
    for (int i = 0; i < 300; i++)
        ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("e2", "e4", 1), &nodes[i]), TAV_OK);
    ck_assert_int_eq(tav_game_node_child_count(g, TAV_GAME_ROOT), 300);
    int i = 0;
    for (int c = tav_game_node_child(g, TAV_GAME_ROOT, 0); c >= 0; c = tav_game_node_next_sibling(g, c))
        ck_assert_int_eq(c, nodes[i++]);
    ck_assert_int_eq(i, 300);
    ck_assert_int_eq(tav_game_node_child(g, TAV_GAME_ROOT, 299), nodes[299]);
    ck_assert_int_eq(tav_game_node_child(g, TAV_GAME_ROOT, 300), -1);
    ck_assert_int_eq(tav_game_node_next_sibling(g, TAV_GAME_ROOT), -1);
    ck_assert_int_eq(tav_game_node_next_sibling(g, 9999), -1);
    tav_game_free(g);
}
END_TEST

START_TEST(test_game_bytes_after_result)
{
    /* TAV_LIMIT_GAME_BYTES counts the comments after the result too */
    size_t big = 5000;
    char *text = malloc(big + 64);
    strcpy(text, "1. e2-e4 * {");
    memset(text + strlen(text), 'x', big);
    strcpy(text + 12 + big, "}\n[Event \"2\"]\n*\n");
    tav_reader *r;
    tav_game *g;
    ck_assert_int_eq(tav_reader_new_buffer(&r, text, strlen(text), TAV_READ_LENIENT), TAV_OK);
    ck_assert_int_eq(tav_reader_set_limit(r, TAV_LIMIT_GAME_BYTES, 1000), TAV_OK);
    ck_assert_int_eq(tav_reader_next(r, &g), 1);
    ck_assert(!tav_game_is_valid(g));
    ck_assert_int_eq(tgn_first_error(g)->kind, TAV_PROBLEM_LIMIT);
    tav_game_free(g);
    ck_assert_int_eq(tav_reader_next(r, &g), 1); /* the next game is still found */
    ck_assert_str_eq(tav_game_tag(g, "Event"), "2");
    tav_game_free(g);
    tav_reader_free(r);
    free(text);
}
END_TEST

START_TEST(test_writer_agrees_with_reader_limits)
{
    tav_game *g;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    char value[2001];
    memset(value, 'v', 2000);
    value[2000] = '\0';
    ck_assert_int_eq(tav_game_set_tag(g, "Long", value), TAV_OK);
    /* 2100 plies in one line: knights out and back */
    static const char *const shuffle[4][2] = { { "g1", "f3" }, { "g8", "f6" }, { "f3", "g1" }, { "f6", "g8" } };
    int node = TAV_GAME_ROOT;
    for (int i = 0; i < 2100; i++)
        ck_assert_int_eq(tav_game_add_move(g, node, mv(shuffle[i % 4][0], shuffle[i % 4][1], 1), &node), TAV_OK);
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_UNKNOWN), TAV_OK);
    size_t len = 7;
    char buf[8];
    ck_assert_int_eq(tav_game_write(g, buf, sizeof buf, &len), TAV_ELIMIT);
    ck_assert_uint_eq(len, 0);
    ck_assert_str_eq(buf, "");
    FILE *f = tmpfile();
    ck_assert_int_eq(tav_game_write_file(g, f), TAV_ELIMIT);
    fclose(f);
    /* written anyway, it reads back with the limits raised */
    ck_assert_int_eq(tav_game_write_with(g, TAV_WRITE_ANY_SIZE, NULL, 0, &len), TAV_EBUFSIZE);
    char *text = malloc(len + 1);
    ck_assert_int_eq(tav_game_write_with(g, TAV_WRITE_ANY_SIZE, text, len + 1, NULL), TAV_OK);
    tav_reader *r;
    tav_game *back;
    ck_assert_int_eq(tav_reader_new_buffer(&r, text, len, TAV_READ_STRICT), TAV_OK);
    tav_reader_set_limit(r, TAV_LIMIT_TAG_LENGTH, 4096);
    tav_reader_set_limit(r, TAV_LIMIT_PLIES, 4000);
    ck_assert_int_eq(tav_reader_next(r, &back), 1);
    ck_assert(tav_game_is_valid(back));
    ck_assert(tgn_same_game(g, back));
    tav_game_free(back);
    tav_reader_free(r);
    free(text);
    /* within the limits again: written */
    ck_assert_int_eq(tav_game_remove_tag(g, "Long"), TAV_OK);
    ck_assert_int_eq(tav_game_remove_node(g, tav_game_main_line_node(g, 1999)), TAV_OK);
    ck_assert_int_eq(tav_game_main_line_length(g), 1999);
    ck_assert_int_eq(tav_game_write(g, NULL, 0, &len), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_game_write_with(g, 999u << 8, NULL, 0, &len), TAV_EINVAL);
    tav_game_free(g);
}
END_TEST

START_TEST(test_utf8_in_move_errors)
{
    /* the whole character and its code point, not one byte */
    const char *t = "1. e2\xE2\x80\x94"
                    "e4 *";
    tav_game *g = read_one(t, strlen(t), TAV_READ_STRICT);
    const tav_problem *p = tgn_first_error(g);
    ck_assert_ptr_nonnull(p);
    ck_assert_msg(strstr(p->message, "character 3 '\xE2\x80\x94' (U+2014)"), "%s", p->message);
    tav_game_free(g);
    /* a move text cut to fit tav_problem.move keeps whole characters, then "..." */
    char longer[128] = "1. ";
    for (int i = 0; i < 30; i++)
        strcat(longer, "\xD0\xB5");
    strcat(longer, " *");
    g = read_one(longer, strlen(longer), TAV_READ_LENIENT);
    p = tgn_first_error(g);
    ck_assert_ptr_nonnull(p);
    ck_assert_uint_eq(strlen(p->move), TAV_PROBLEM_MOVE_SIZE - 2 + 1);
    ck_assert_str_eq(p->move + TAV_PROBLEM_MOVE_SIZE - 6, "\xD0\xB5...");
    tav_game_free(g);
    tav_position *pos = tav_position_new();
    tav_move m;
    tav_error err = TAV_ERROR_INIT;
    ck_assert_int_eq(tav_move_parse(pos, "\xD0\xB5"
                                         "2-e4",
                                    &m, &err),
                     TAV_ENOTATION);
    ck_assert_msg(strstr(err.message, "character 1 '\xD0\xB5' (U+0435)"), "%s", err.message);
    ck_assert_int_eq(tav_move_parse(pos, "e2-\xFF"
                                         "4",
                                    &m, &err),
                     TAV_ENOTATION);
    ck_assert_msg(strstr(err.message, "byte 0xFF"), "%s", err.message);
    tav_position_free(pos);
}
END_TEST

START_TEST(test_problem_format)
{
    const char *t = "[Event \"x\"]\n\n1. e2-e4 e7-e6 2. e4-e6 *\n";
    tav_game *g = read_one(t, strlen(t), TAV_READ_STRICT);
    const tav_problem *p = tgn_first_error(g);
    char buf[256];
    size_t len = 0;
    ck_assert_int_eq(tav_problem_format(p, "a.tgn", buf, sizeof buf, &len), TAV_OK);
    ck_assert_str_eq(buf, "a.tgn:3:19: error [illegal]: game 1, move 2 (white) 'e4-e6': illegal here: "
                          "move 'e4-e6': no legal move from e4 to e6");
    ck_assert_uint_eq(len, strlen(buf));
    ck_assert_int_eq(tav_problem_format(p, NULL, buf, sizeof buf, NULL), TAV_OK);
    ck_assert(strncmp(buf, "3:19: error [illegal]", 21) == 0);
    ck_assert_int_eq(tav_problem_format(p, NULL, buf, 5, &len), TAV_EBUFSIZE);
    ck_assert_str_eq(buf, "3:19");
    ck_assert_int_eq(tav_problem_format(p, NULL, NULL, 0, &len), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_problem_format(NULL, NULL, buf, sizeof buf, NULL), TAV_EINVAL);
    tav_game_free(g);
    /* no move: no ", move" part */
    g = read_one("1. e2-e4", 8, TAV_READ_STRICT);
    ck_assert_int_eq(tav_problem_format(tgn_first_error(g), NULL, buf, sizeof buf, NULL), TAV_OK);
    ck_assert_str_eq(buf, "1:9: error [result]: game 1: the game has no result (1-0, 0-1, 1/2-1/2 or *) before the end");
    tav_game_free(g);
}
END_TEST

START_TEST(test_remove_tag)
{
    tav_game *g;
    ck_assert_int_eq(tav_game_new(&g, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", NULL), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "A", "1"), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "B", "2"), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "C", "3"), TAV_OK);
    ck_assert_int_eq(tav_game_remove_tag(g, tav_game_tag_name(g, 1)), TAV_OK); /* the stored name itself */
    ck_assert_uint_eq(tav_game_tag_count(g), 2);
    ck_assert_str_eq(tav_game_tag_name(g, 1), "C");
    ck_assert_int_eq(tav_game_remove_tag(g, "B"), TAV_EINVAL);
    ck_assert_int_eq(tav_game_remove_tag(g, "FEN"), TAV_EINVAL);
    ck_assert_int_eq(tav_game_remove_tag(g, "SetUp"), TAV_EINVAL);
    ck_assert_int_eq(tav_game_remove_tag(NULL, "A"), TAV_EINVAL);
    ck_assert_int_eq(tav_game_remove_tag(g, NULL), TAV_EINVAL);
    /* a Result tag that disagreed no longer does once removed */
    ck_assert_int_eq(tav_game_set_result(g, TAV_RESULT_DRAW), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "Result", "1-0"), TAV_OK);
    ck_assert(!tav_game_result_agrees(g));
    ck_assert_int_eq(tav_game_remove_tag(g, "Result"), TAV_OK);
    ck_assert(tav_game_result_agrees(g));
    char *text = tgn_write(g);
    ck_assert_ptr_nonnull(strstr(text, "[Result \"1/2-1/2\"]"));
    ck_assert_ptr_null(strstr(text, "[B "));
    free(text);
    tav_game_free(g);
}
END_TEST

START_TEST(test_edit_tree)
{
    /* root -> e4 (main), d4, c4; e4 -> e5 */
    tav_game *g;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    int e4, d4, c4, e5, d5;
    tav_game_add_move(g, TAV_GAME_ROOT, mv("e2", "e4", 1), &e4);
    tav_game_add_move(g, TAV_GAME_ROOT, mv("d2", "d4", 1), &d4);
    tav_game_add_move(g, TAV_GAME_ROOT, mv("c2", "c4", 1), &c4);
    tav_game_add_move(g, e4, mv("e7", "e5", 1), &e5);
    tav_game_add_move(g, d4, mv("d7", "d5", 1), &d5);
    ck_assert_int_eq(tav_game_node_depth(g, d5), 1);
    ck_assert_int_eq(tav_game_promote(g, c4), TAV_OK); /* e4 c4 d4 */
    ck_assert_int_eq(tav_game_node_child(g, TAV_GAME_ROOT, 1), c4);
    ck_assert_int_eq(tav_game_node_child(g, TAV_GAME_ROOT, 2), d4);
    ck_assert_int_eq(tav_game_promote_to_main(g, d4), TAV_OK); /* d4 e4 c4 */
    ck_assert_int_eq(tav_game_node_child(g, TAV_GAME_ROOT, 0), d4);
    ck_assert_int_eq(tav_game_main_line_length(g), 2);
    ck_assert_int_eq(tav_game_main_line_node(g, 1), d5);
    ck_assert_int_eq(tav_game_node_depth(g, d5), 0);
    ck_assert_int_eq(tav_game_node_depth(g, e5), 1);
    tav_position *end = NULL;
    ck_assert_int_eq(tav_game_position_at(g, d5, &end), TAV_OK);
    char a[TAV_TFEN_MAX + 1], b[TAV_TFEN_MAX + 1];
    tav_position_tfen(end, a, sizeof a);
    tav_position_free(end);
    ck_assert_int_eq(tav_game_add_move(g, d5, mv("c2", "c4", 1), NULL), TAV_OK); /* grows the new main line */
    ck_assert_int_eq(tav_game_main_line_length(g), 3);
    ck_assert_int_eq(tav_game_demote(g, d4), TAV_OK);  /* e4 d4 c4 */
    ck_assert_int_eq(tav_game_demote(g, c4), TAV_OK);  /* last: nothing */
    ck_assert_int_eq(tav_game_promote(g, e4), TAV_OK); /* first: nothing */
    ck_assert_int_eq(tav_game_main_line_node(g, 1), e5);
    ck_assert_int_eq(tav_game_promote(g, TAV_GAME_ROOT), TAV_EINVAL);
    /* removing the main line's first move: the next variation is main */
    ck_assert_int_eq(tav_game_remove_node(g, e4), TAV_OK);
    ck_assert(!tav_game_node_exists(g, e4));
    ck_assert(!tav_game_node_exists(g, e5));
    ck_assert_int_eq(tav_game_node_parent(g, e5), -1);
    ck_assert_int_eq(tav_game_node_child_count(g, TAV_GAME_ROOT), 2);
    ck_assert_int_eq(tav_game_node_child(g, TAV_GAME_ROOT, 0), d4);
    ck_assert_int_eq(tav_game_main_line_length(g), 3);
    ck_assert_int_eq(tav_game_remove_node(g, e4), TAV_EINVAL);
    ck_assert_int_eq(tav_game_add_move(g, e5, mv("g1", "f3", 1), NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_game_node_count(g), 7); /* numbers are not reused */
    tav_position *p;
    ck_assert_int_eq(tav_game_position_at(g, tav_game_main_line_node(g, 1), &p), TAV_OK);
    tav_position_tfen(p, b, sizeof b);
    tav_position_free(p);
    ck_assert_str_eq(a, b);
    /* the text follows the tree */
    char *text = tgn_write(g);
    ck_assert_ptr_nonnull(strstr(text, "1. d2-d4 (1. c2-c4) 1... d7-d5 2. c2-c4 *"));
    tav_game *back = read_one(text, strlen(text), TAV_READ_STRICT);
    ck_assert_int_eq(tav_game_node_count(back), 5);
    tav_game_free(back);
    free(text);
    /* a copy keeps the node numbers, the removed ones too */
    tav_game *copy = NULL;
    ck_assert_int_eq(tav_game_copy(&copy, g), TAV_OK);
    ck_assert_int_eq(tav_game_node_count(copy), 7);
    ck_assert(!tav_game_node_exists(copy, e4));
    ck_assert_int_eq(tav_game_node_child(copy, TAV_GAME_ROOT, 0), d4);
    ck_assert(tgn_same_game(g, copy));
    char *again = tgn_write(copy), *orig = tgn_write(g);
    ck_assert_str_eq(again, orig);
    free(again);
    free(orig);
    tav_game_free(copy);
    ck_assert_int_eq(tav_game_copy(&copy, NULL), TAV_EINVAL);
    ck_assert_ptr_null(copy);
    /* NAGs removed by index */
    ck_assert_int_eq(tav_game_add_nag(g, d4, 1), TAV_OK);
    ck_assert_int_eq(tav_game_add_nag(g, d4, 14), TAV_OK);
    ck_assert_int_eq(tav_game_remove_nag(g, d4, 0), TAV_OK);
    ck_assert_int_eq(tav_game_node_nag_count(g, d4), 1);
    ck_assert_int_eq(tav_game_node_nag(g, d4, 0), 14);
    ck_assert_int_eq(tav_game_remove_nag(g, d4, 1), TAV_EINVAL);
    tav_game_free(g);
}
END_TEST

START_TEST(test_edit_keeps_depth_limit)
{
    /* 1. e2-e4 (1. d2-d4), and under e4 variations nested 255 deep:
     * promoting d4 would push them to 256, refused (game.h) */
    tav_game *g;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    int e4, d4, p, alt = -1;
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("e2", "e4", 1), &e4), TAV_OK);
    ck_assert_int_eq(tav_game_add_move(g, TAV_GAME_ROOT, mv("d2", "d4", 1), &d4), TAV_OK);
    p = e4; /* black to move: g8-f6 main, the b-knight out or back as the variation */
    for (int level = 0; level < 255; level++) {
        int main_child;
        ck_assert_int_eq(tav_game_add_move(g, p, mv("g8", "f6", 1), &main_child), TAV_OK);
        ck_assert_int_eq(tav_game_add_move(g, p, level % 2 ? mv("c6", "b8", 1) : mv("b8", "c6", 1), &alt), TAV_OK);
        ck_assert_int_eq(tav_game_node_depth(g, alt), level + 1);
        ck_assert_int_eq(tav_game_add_move(g, alt, level % 2 ? mv("f3", "g1", 1) : mv("g1", "f3", 1), &p), TAV_OK);
    }
    ck_assert_int_eq(tav_game_node_depth(g, alt), 255);
    ck_assert_int_eq(tav_game_promote_to_main(g, d4), TAV_ELIMIT);
    ck_assert_int_eq(tav_game_node_child(g, TAV_GAME_ROOT, 0), e4); /* unchanged */
    ck_assert_int_eq(tav_game_node_depth(g, alt), 255);
    ck_assert_int_eq(tav_game_demote(g, e4), TAV_ELIMIT);
    ck_assert_int_eq(tav_game_main_line_length(g), 2);
    tav_game_free(g);
}
END_TEST

START_TEST(test_writer_marks_and_options)
{
    /* check and mate marks come from the board and round-trip */
    const char *t = "[SetUp \"1\"]\n[FEN \"7k/8/5K2/8/8/8/8/6Q1 w - - 0 1\"]\n1. g1-g7 1-0";
    tav_game *g = read_one(t, strlen(t), TAV_READ_STRICT);
    char *text = tgn_write(g);
    ck_assert_msg(strstr(text, "1. g1-g7# 1-0") != NULL, "%s", text);
    tav_game *back = read_one(text, strlen(text), TAV_READ_STRICT);
    ck_assert_uint_eq(tav_game_warning_count(back), 0);
    ck_assert(tav_game_node_notes(back, 1) & TAV_NOTE_MATE);
    tav_game_free(back);
    free(text);
    tav_game_free(g);
    t = "{start} 1. e2-e4 $1 {good} (1. d2-d4 {also}) 1... f7-f6 2. d1-h5+ *";
    g = read_one(t, strlen(t), TAV_READ_STRICT);
    size_t len;
    char buf[1024];
    ck_assert_int_eq(tav_game_write_with(g, 0, buf, sizeof buf, &len), TAV_OK);
    ck_assert_ptr_nonnull(strstr(buf, "{start} 1. e2-e4 $1 {good} (1. d2-d4 {also}) 1... f7-f6 2. d1-h5+ *"));
    ck_assert_int_eq(tav_game_write_with(g, TAV_WRITE_NO_MARKS | TAV_WRITE_NO_COMMENTS | TAV_WRITE_NO_VARIATIONS | TAV_WRITE_NO_NAGS, buf, sizeof buf, &len), TAV_OK);
    ck_assert_ptr_nonnull(strstr(buf, "\n\n1. e2-e4 f7-f6 2. d1-h5 *\n"));
    ck_assert_int_eq(tav_game_write_with(g, TAV_WRITE_NO_VARIATIONS, buf, sizeof buf, &len), TAV_OK);
    ck_assert_ptr_nonnull(strstr(buf, "{start} 1. e2-e4 $1 {good} 1... f7-f6 2. d1-h5+ *"));
    tav_game_free(g);
}
END_TEST

START_TEST(test_getter_sentinels)
{
    /* game.h: each getter's one answer for a NULL game, a bad node and an
     * index out of range */
    tav_game *g;
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    const tav_game *none = NULL;
    int bad[] = { -1, 1, 99 };
    ck_assert_uint_eq(tav_game_index(none), 0);
    ck_assert_uint_eq(tav_game_line(none), 0);
    ck_assert_uint_eq(tav_game_tag_count(none), 0);
    ck_assert_ptr_null(tav_game_tag_name(g, 0));
    ck_assert_ptr_null(tav_game_tag_value(g, 0));
    ck_assert_ptr_null(tav_game_tag(none, "Event"));
    ck_assert_ptr_null(tav_game_tag(g, NULL));
    ck_assert_ptr_null(tav_game_start_tfen(none));
    ck_assert_int_eq(tav_game_node_count(none), 0);
    ck_assert_int_eq(tav_game_main_line_length(none), 0);
    ck_assert_int_eq(tav_game_main_line_node(g, 0), -1);
    ck_assert_int_eq(tav_game_main_line_node(none, 0), -1);
    for (int i = 0; i < 3; i++) {
        int n = bad[i];
        ck_assert(!tav_game_node_exists(g, n));
        ck_assert_int_eq(tav_game_node_parent(g, n), -1);
        ck_assert_int_eq(tav_game_node_child_count(g, n), 0);
        ck_assert_int_eq(tav_game_node_child(g, n, 0), -1);
        ck_assert_int_eq(tav_game_node_next_sibling(g, n), -1);
        ck_assert_uint_eq(tav_game_node_move(g, n), TAV_NO_MOVE);
        ck_assert_int_eq(tav_game_node_ply(g, n), -1);
        ck_assert_uint_eq(tav_game_node_move_number(g, n), 0);
        ck_assert_int_eq(tav_game_node_side(g, n), -1);
        ck_assert_int_eq(tav_game_node_depth(g, n), -1);
        ck_assert_uint_eq(tav_game_node_notes(g, n), 0);
        ck_assert_int_eq(tav_game_node_nag_count(g, n), 0);
        ck_assert_int_eq(tav_game_node_nag(g, n, 0), -1);
        ck_assert_ptr_null(tav_game_node_comment(g, n));
        ck_assert_ptr_null(tav_game_node_comment_before(g, n));
        ck_assert_uint_eq(tav_game_node_line(g, n), 0);
        ck_assert_uint_eq(tav_game_node_column(g, n), 0);
        ck_assert_int_eq(tav_game_node_parent(none, 0), -1);
    }
    /* the root: no move, no parent, no side */
    ck_assert_uint_eq(tav_game_node_move(g, TAV_GAME_ROOT), TAV_NO_MOVE);
    ck_assert_int_eq(tav_game_node_side(g, TAV_GAME_ROOT), -1);
    ck_assert_uint_eq(tav_game_node_move_number(g, TAV_GAME_ROOT), 0);
    ck_assert_int_eq(tav_game_result(none), TAV_RESULT_NONE);
    ck_assert_int_eq(tav_game_end(none), TAV_END_NONE);
    ck_assert_int_eq(tav_game_end_turn(none), -1);
    ck_assert_uint_eq(tav_game_claims(none), 0);
    ck_assert_int_eq(tav_game_result_agrees(none), 0);
    ck_assert_int_eq(tav_game_complete(none), 0);
    ck_assert_uint_eq(tav_game_problem_count(none), 0);
    ck_assert_ptr_null(tav_game_problem(g, 0));
    ck_assert_uint_eq(tav_game_error_count(none), 0);
    ck_assert_uint_eq(tav_game_warning_count(none), 0);
    ck_assert_int_eq(tav_game_is_valid(none), 0);
    ck_assert_uint_eq(tav_reader_game_count(NULL), 0);
    ck_assert_uint_eq(tav_reader_offset(NULL), 0);
    ck_assert_uint_eq(tav_reader_limit(NULL, TAV_LIMIT_PLIES), 0);
    ck_assert_uint_eq(tav_limit_default(TAV_LIMIT_COUNT), 0);
    ck_assert_str_eq(tav_severity_name((tav_severity)7), "unknown");
    ck_assert_str_eq(tav_result_text((tav_result)9), "*");
    tav_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tgn-hostile");
    TCase *tc = tcase_create("hostile");
    tcase_add_test(tc, test_callback_source_and_reentry);
    tcase_add_test(tc, test_huge_fullmove_numbers);
    tcase_add_test(tc, test_byte_order_mark_and_lone_cr);
    tcase_add_test(tc, test_parse_n_huge_length);
    tcase_add_test(tc, test_new_buffer_null_data);
    tcase_add_test(tc, test_children_by_sibling);
    tcase_add_test(tc, test_game_bytes_after_result);
    tcase_add_test(tc, test_writer_agrees_with_reader_limits);
    tcase_add_test(tc, test_utf8_in_move_errors);
    tcase_add_test(tc, test_problem_format);
    tcase_add_test(tc, test_remove_tag);
    tcase_add_test(tc, test_edit_tree);
    tcase_add_test(tc, test_edit_keeps_depth_limit);
    tcase_add_test(tc, test_writer_marks_and_options);
    tcase_add_test(tc, test_getter_sentinels);
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
