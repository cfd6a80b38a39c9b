/* The text writers over the one string builder (libtavreli/base/strbuf.h):
 * each caller-buffer writer (tav_game_write, tav_svg_write,
 * tav_solution_write_text/_json, tav_problem_format,
 * tav_position_write_board) and its *_alloc twin give the same text; the
 * snprintf contract (length always, a NUL-terminated prefix and
 * TAV_EBUFSIZE when short); NULL arguments; tav_free(); and every refused
 * allocation of an *_alloc writer comes back as TAV_ENOMEM with nothing
 * leaked (the shared harness tests/alloc/alloc_wrap.h). */
#include "helpers.h"
#include "../alloc/alloc_wrap.h"

#define MATE_IN_ONE "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1" /* g1-g7# (R8) */
#define TGN "[Event \"E\"]\n{c} 1. e2-e4 (1. d2-d4) e7-e5 $1 2. g1-f3 *\n"

/* The objects every writer is given, made before any allocation is refused. */
typedef struct fixture {
    tav_position *pos;
    tav_game *game;
    tav_solution *sol;
} fixture;

static fixture fix;

static void setup(void)
{
    tav_reader *r = NULL;
    tav_stipulation st;
    tav_solve_options opt = TAV_SOLVE_OPTIONS_INIT;
    fix.pos = pos_new("7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1"); /* R2: a three-piece tower */
    ck_assert_int_eq(tav_reader_new_buffer(&r, TGN, strlen(TGN), TAV_READ_LENIENT), TAV_OK);
    ck_assert_int_eq(tav_reader_next(r, &fix.game), 1);
    tav_reader_free(r);
    tav_position *mate = pos_new(MATE_IN_ONE);
    ck_assert_int_eq(tav_stipulation_parse("#1", &st, NULL), TAV_OK);
    ck_assert_int_eq(tav_solve(mate, &st, &opt, &fix.sol), TAV_OK);
    tav_position_free(mate);
}

static void teardown(void)
{
    tav_position_free(fix.pos);
    tav_game_free(fix.game);
    tav_solution_free(fix.sol);
    memset(&fix, 0, sizeof fix);
}

/* One writer in its two forms, over the fixture. */
typedef struct writer {
    const char *name;
    int (*fixed)(char *buf, size_t size, size_t *length);
    int (*alloc)(char **text, size_t *length);
    const char *starts; /* what the text begins with */
} writer;

static int game_fixed(char *b, size_t n, size_t *l) { return tav_game_write(fix.game, b, n, l); }
static int game_alloc(char **t, size_t *l) { return tav_game_write_alloc(fix.game, 0, t, l); }
static int svg_fixed(char *b, size_t n, size_t *l) { return tav_svg_write(fix.pos, NULL, b, n, l); }
static int svg_alloc(char **t, size_t *l) { return tav_svg_write_alloc(fix.pos, NULL, t, l); }
static int text_fixed(char *b, size_t n, size_t *l) { return tav_solution_write_text(fix.sol, b, n, l); }
static int text_alloc(char **t, size_t *l) { return tav_solution_write_text_alloc(fix.sol, t, l); }
static int json_fixed(char *b, size_t n, size_t *l) { return tav_solution_write_json(fix.sol, b, n, l); }
static int json_alloc(char **t, size_t *l) { return tav_solution_write_json_alloc(fix.sol, t, l); }
static int board_fixed(char *b, size_t n, size_t *l) { return tav_position_write_board(fix.pos, b, n, l); }
static int board_alloc(char **t, size_t *l) { return tav_position_write_board_alloc(fix.pos, t, l); }

static tav_problem problem(void)
{
    tav_problem p;
    memset(&p, 0, sizeof p);
    p.severity = TAV_SEVERITY_ERROR;
    p.kind = TAV_PROBLEM_ILLEGAL;
    p.game = 2;
    p.line = 3;
    p.column = 4;
    p.ply = 1;
    p.move_number = 1;
    p.side = TAV_WHITE;
    strcpy(p.move, "e2-e5");
    strcpy(p.message, "not legal");
    return p;
}

static int problem_fixed(char *b, size_t n, size_t *l)
{
    tav_problem p = problem();
    return tav_problem_format(&p, "f.tgn", b, n, l);
}

static int problem_alloc(char **t, size_t *l)
{
    tav_problem p = problem();
    return tav_problem_format_alloc(&p, "f.tgn", t, l);
}

static const writer writers[] = {
    { "tav_game_write", game_fixed, game_alloc, "[Event \"E\"]\n" },
    { "tav_svg_write", svg_fixed, svg_alloc, "<svg xmlns=" },
    { "tav_solution_write_text", text_fixed, text_alloc, "#1\n1.g1-g7!#\n" },
    { "tav_solution_write_json", json_fixed, json_alloc, "{\"stipulation\": \"#1\", \"keys\": [\"g1-g7\"]" },
    { "tav_position_write_board", board_fixed, board_alloc, "    a      b      c" },
    { "tav_problem_format", problem_fixed, problem_alloc,
      "f.tgn:3:4: error [illegal]: game 2, move 1 (white) 'e2-e5': not legal" },
};
#define NWRITERS ((int)(sizeof writers / sizeof writers[0]))

START_TEST(alloc_matches_buffer)
{
    const writer *w = &writers[_i];
    char *text = NULL;
    size_t len = 0, need = 0;
    ck_assert_int_eq(w->fixed(NULL, 0, &need), TAV_EBUFSIZE); /* counting only */
    ck_assert_int_eq(w->alloc(&text, &len), TAV_OK);
    ck_assert_ptr_nonnull(text);
    ck_assert_uint_eq(len, need);
    ck_assert_uint_eq(strlen(text), len);
    ck_assert_msg(strncmp(text, w->starts, strlen(w->starts)) == 0, "%s gave '%.80s'", w->name, text);
    char *buf = malloc(need + 1);
    ck_assert_ptr_nonnull(buf);
    size_t got = 0;
    ck_assert_int_eq(w->fixed(buf, need + 1, &got), TAV_OK);
    ck_assert_uint_eq(got, need);
    ck_assert_str_eq(buf, text);
    /* one byte short: the first need-1 bytes and a NUL, the full length */
    memset(buf, 'x', need + 1);
    ck_assert_int_eq(w->fixed(buf, need, &got), TAV_EBUFSIZE);
    ck_assert_uint_eq(got, need);
    ck_assert_uint_eq(strlen(buf), need - 1);
    ck_assert_int_eq(memcmp(buf, text, need - 1), 0);
    /* one byte: just the NUL */
    ck_assert_int_eq(w->fixed(buf, 1, &got), TAV_EBUFSIZE);
    ck_assert_str_eq(buf, "");
    ck_assert_int_eq(w->fixed(NULL, 5, &got), TAV_EINVAL);
    free(buf);
    tav_free(text);
    /* the length is optional */
    ck_assert_int_eq(w->alloc(&text, NULL), TAV_OK);
    ck_assert_str_eq(text, text); /* readable */
    tav_free(text);
}
END_TEST

/* Every allocation refused in turn: TAV_ENOMEM, *text NULL, *length 0,
 * nothing leaked; the run that needs no refusal gives the whole text. */
START_TEST(alloc_failure)
{
    const writer *w = &writers[_i];
    char *want = NULL;
    ck_assert_int_eq(w->alloc(&want, NULL), TAV_OK);
    for (long n = 1;; n++) {
        char *text = (char *)1;
        size_t len = 99;
        long live = alloc_live();
        alloc_arm(n);
        int rc = w->alloc(&text, &len);
        alloc_disarm();
        /* read before any ck_assert: Check's own bookkeeping allocates */
        long refused = alloc_refused(), after = alloc_live();
        if (!refused) {
            ck_assert_int_eq(rc, TAV_OK);
            ck_assert_str_eq(text, want);
            tav_free(text);
            ck_assert_msg(n > 1, "%s allocated nothing", w->name);
            break;
        }
        ck_assert_msg(rc == TAV_ENOMEM, "%s: allocation %ld refused gave %d", w->name, n, rc);
        ck_assert_ptr_null(text);
        ck_assert_uint_eq(len, 0);
        ck_assert_int_eq(after, live);
    }
    tav_free(want);
}
END_TEST

/* The caller-buffer forms of the builder-only writers allocate nothing. */
START_TEST(buffer_writers_allocate_nothing)
{
    const writer *w = &writers[_i];
    char buf[16384];
    size_t len = 0;
    if (w->fixed == game_fixed) /* the TGN writer walks a position: it allocates */
        return;
    alloc_arm(ALLOC_FAIL_ALL);
    int rc = w->fixed(buf, sizeof buf, &len);
    alloc_disarm();
    long refused = alloc_refused(); /* before any ck_assert, which allocates */
    ck_assert_int_eq(rc, TAV_OK);
    ck_assert_int_eq(refused, 0);
    ck_assert_uint_eq(strlen(buf), len);
}
END_TEST

START_TEST(null_arguments)
{
    char *text = (char *)1;
    size_t len = 7;
    ck_assert_int_eq(tav_game_write_alloc(NULL, 0, &text, &len), TAV_EINVAL);
    ck_assert_ptr_null(text);
    ck_assert_uint_eq(len, 0);
    text = (char *)1;
    ck_assert_int_eq(tav_game_write_alloc(fix.game, 1u << 30, &text, NULL), TAV_EINVAL); /* unknown option */
    ck_assert_ptr_null(text);
    ck_assert_int_eq(tav_game_write_alloc(fix.game, 0, NULL, &len), TAV_EINVAL);
    text = (char *)1;
    ck_assert_int_eq(tav_svg_write_alloc(NULL, NULL, &text, &len), TAV_EINVAL);
    ck_assert_ptr_null(text);
    tav_svg_options bad = TAV_SVG_OPTIONS_INIT;
    bad.size = 1; /* below TAV_SVG_SIZE_MIN */
    text = (char *)1;
    ck_assert_int_eq(tav_svg_write_alloc(fix.pos, &bad, &text, &len), TAV_EINVAL);
    ck_assert_ptr_null(text);
    ck_assert_int_eq(tav_svg_write_alloc(fix.pos, NULL, NULL, NULL), TAV_EINVAL);
    text = (char *)1;
    ck_assert_int_eq(tav_solution_write_text_alloc(NULL, &text, &len), TAV_EINVAL);
    ck_assert_ptr_null(text);
    text = (char *)1;
    ck_assert_int_eq(tav_solution_write_json_alloc(NULL, &text, &len), TAV_EINVAL);
    ck_assert_ptr_null(text);
    text = (char *)1;
    ck_assert_int_eq(tav_position_write_board_alloc(NULL, &text, &len), TAV_EINVAL);
    ck_assert_ptr_null(text);
    ck_assert_int_eq(tav_position_write_board(NULL, NULL, 0, &len), TAV_EINVAL);
    text = (char *)1;
    ck_assert_int_eq(tav_problem_format_alloc(NULL, NULL, &text, &len), TAV_EINVAL);
    ck_assert_ptr_null(text);
    tav_free(NULL); /* a no-op */
}
END_TEST

/* A game the reader's default limits would refuse: TAV_ELIMIT, no text,
 * unless TAV_WRITE_ANY_SIZE. */
/* A solution's JSON with its moves as tav_move numbers (R14's solution
 * for a binding that makes its move objects of them): the text form with
 * each move's quoted R9 text replaced by its number, the rest the same;
 * option 0 is the text form; an unknown bit is refused with no text. */
START_TEST(solution_json_move_values)
{
    char *text = NULL, *plain = NULL, *values = NULL, want[2048], number[16];
    const char *quoted = "\"g1-g7\"", *from;
    size_t len = 1, n = 0, uses = 0;
    ck_assert_int_eq(tav_solution_write_json_alloc(fix.sol, &text, NULL), TAV_OK);
    ck_assert_int_eq(tav_solution_json_alloc(fix.sol, 0, &plain, NULL), TAV_OK);
    ck_assert_str_eq(plain, text);
    ck_assert_int_eq(tav_solution_json_alloc(fix.sol, TAV_SOLUTION_JSON_MOVE_VALUES, &values, NULL), TAV_OK);
    snprintf(number, sizeof number, "%u", (unsigned)tav_solution_key(fix.sol, 0));
    for (from = text; *from;) /* the key, in "keys" and in the tree */
        if (strncmp(from, quoted, strlen(quoted)) == 0) {
            n += (size_t)snprintf(want + n, sizeof want - n, "%s", number);
            from += strlen(quoted);
            uses++;
        } else
            want[n++] = *from++;
    want[n] = '\0';
    ck_assert_uint_ge(uses, 2);
    ck_assert_str_eq(values, want);
    tav_free(text);
    tav_free(plain);
    tav_free(values);
    values = (char *)1;
    ck_assert_int_eq(tav_solution_json_alloc(fix.sol, 2u, &values, &len), TAV_EINVAL);
    ck_assert_ptr_null(values);
    ck_assert_uint_eq(len, 0);
}
END_TEST

START_TEST(game_over_limit)
{
    tav_game *g = NULL;
    char *big = malloc(2000), *text = (char *)1;
    size_t len = 5;
    ck_assert_ptr_nonnull(big);
    memset(big, 'v', 1999);
    big[1999] = '\0';
    ck_assert_int_eq(tav_game_new(&g, NULL, NULL), TAV_OK);
    ck_assert_int_eq(tav_game_set_tag(g, "Annotator", big), TAV_OK); /* over the 1024-byte tag limit */
    ck_assert_int_eq(tav_game_write_alloc(g, 0, &text, &len), TAV_ELIMIT);
    ck_assert_ptr_null(text);
    ck_assert_uint_eq(len, 0);
    char buf[4096] = "junk";
    ck_assert_int_eq(tav_game_write(g, buf, sizeof buf, &len), TAV_ELIMIT);
    ck_assert_str_eq(buf, ""); /* nothing written */
    ck_assert_int_eq(tav_game_write_alloc(g, TAV_WRITE_ANY_SIZE, &text, &len), TAV_OK);
    ck_assert_ptr_nonnull(strstr(text, big));
    ck_assert_uint_eq(strlen(text), len);
    tav_free(text);
    tav_game_free(g);
    free(big);
}
END_TEST

/* The board (tav_position_write_board): whole towers bottom to top (R2),
 * '~' after a promoted piece (R7), a tall tower cut to its top, the list of
 * towers, the side to move and check. */
START_TEST(board_text)
{
    static const char want[] = "    a      b      c      d      e      f      g      h\n"
                               " 8 |  .   |  .   |  .   |  .   |  .   |  .   |  .   |k     | 8\n"
                               " 7 |  .   |  .   |  .   |  .   |  .   |  .   |  .   |  .   | 7\n"
                               " 6 |  .   |  .   |  .   |  .   |  .   |  .   |  .   |  .   | 6\n"
                               " 5 |  .   |  .   |  .   |  .   |  .   |  .   |  .   |  .   | 5\n"
                               " 4 |  .   |  .   |  .   |pNR   |  .   |  .   |  .   |  .   | 4\n"
                               " 3 |  .   |  .   |  .   |  .   |  .   |  .   |  .   |  .   | 3\n"
                               " 2 |  .   |  .   |  .   |  .   |  .   |  .   |  .   |  .   | 2\n"
                               " 1 |  .   |  .   |  .   |  .   |  .   |  .   |  .   |K     | 1\n"
                               "towers, bottom to top: d4 pNR\n"
                               "white to move\n";
    char *text = NULL;
    ck_assert_int_eq(tav_position_write_board_alloc(fix.pos, &text, NULL), TAV_OK);
    ck_assert_str_eq(text, want);
    tav_free(text);
    /* seven pieces on a1, the top a promoted queen (R7), black in check:
     * the cell shows '+' and the top five characters */
    static const char *const parts[] = { " 1 |+RpnQ~|", "towers, bottom to top: a1 PNBRpnQ~\n",
                                         "black to move, in check\n" };
    tav_position *p = pos_new("k7/8/8/8/8/8/8/(PNBRpnQ~)6K b - - 0 1");
    ck_assert_int_eq(tav_position_write_board_alloc(p, &text, NULL), TAV_OK);
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        ck_assert_msg(strstr(text, parts[i]), "'%s' not in\n%s", parts[i], text);
    tav_free(text);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("writers");
    TCase *tc = tcase(s, "writers");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_loop_test(tc, alloc_matches_buffer, 0, NWRITERS);
    tcase_add_loop_test(tc, alloc_failure, 0, NWRITERS);
    tcase_add_loop_test(tc, buffer_writers_allocate_nothing, 0, NWRITERS);
    tcase_add_test(tc, null_arguments);
    tcase_add_test(tc, solution_json_move_values);
    tcase_add_test(tc, game_over_limit);
    tcase_add_test(tc, board_text);
    return run_suite(s);
}
