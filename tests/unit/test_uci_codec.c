/* The UCI codec (tavreli/uci.h): every line of the protocol read into its
 * fields and written back as the same text (a round trip both ways), and
 * lines that break the protocol as error values naming the field and the
 * byte offset. */
#include <limits.h>
#include "helpers.h"
#include "tavreli/uci.h"

static tav_uci_line line, again;

static int read_line(const char *text, tav_uci_line *l, tav_error *err)
{
    return tav_uci_parse(text, strlen(text), l, err);
}

/* text reads without an error, writes back as text, and the copy of what
 * was read writes the same. */
static void assert_round_trip(const char *text)
{
    char buf[TAV_UCI_LINE_MAX + 2], want[TAV_UCI_LINE_MAX + 2];
    tav_error err = TAV_ERROR_INIT;
    ck_assert_msg(read_line(text, &line, &err) == TAV_OK, "'%s': %s", text, err.message);
    snprintf(want, sizeof want, "%s\n", text);
    ck_assert_int_eq(tav_uci_write(&line, buf, sizeof buf), (int)strlen(want));
    ck_assert_str_eq(buf, want);
    ck_assert_int_eq(tav_uci_line_copy(&again, &line), TAV_OK);
    memset(line.store, 'Z', sizeof line.store); /* the copy owns its texts */
    ck_assert_int_eq(tav_uci_write(&again, buf, sizeof buf), (int)strlen(want));
    ck_assert_str_eq(buf, want);
}

/* Every line of the protocol, in both directions, in the writer's order. */
START_TEST(uci_every_line_round_trips)
{
    static const char *const lines[] = {
        "uci",
        "debug on",
        "debug off",
        "isready",
        "setoption name Hash value 64",
        "setoption name Clear Hash",
        "setoption name UCI_Variant value tavreli",
        "setoption name Style value",
        "register later",
        "ucinewgame",
        "position startpos",
        "position startpos moves e2e4 e7-e5 c1(2)-d2",
        "position fen 4k3/8/8/8/8/8/8/2(NRB)1K3 w - - 0 1 moves c1d2",
        "go",
        "go ponder wtime 300000 btime -5 winc 2000 binc 2000 movestogo 40 depth 12 nodes 100000 mate 3 "
        "movetime 500 infinite searchmoves e2e4 d2-d4",
        "stop",
        "ponderhit",
        "quit",
        "id name tavreli 0.9",
        "id author the libtavreli authors",
        "uciok",
        "readyok",
        "bestmove e2-e4",
        "bestmove e2e4 ponder e7e5",
        "bestmove (none)",
        "bestmove 0000",
        "option name Hash type spin default 16 min 1 max 65536",
        "option name UCI_Variant type combo default tavreli var tavreli var Solid Tempo",
        "option name Clear Hash type button",
        "option name Ponder type check default false",
        "option name Book File type string default <empty>",
        "info depth 9 seldepth 14 multipv 2 score cp -35 upperbound nodes 123456 nps 800000 hashfull 412 "
        "tbhits 0 sbhits 0 cpuload 990 time 154 currmove e2e4 currmovenumber 3 refutation d1h5 g6h5 "
        "currline 1 e2e4 e7e5 pv e2e4 e7e5 g1-f3",
        "info depth 3 score mate -2 lowerbound pv a1-a8",
        "info score mate 0",
        "info string hello  world",
        "info string",
        "info depth 1 string a b",
    };
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++)
        assert_round_trip(lines[i]);
}
END_TEST

/* The fields of the lines a client reads most: info, bestmove, option. */
START_TEST(uci_fields)
{
    ck_assert_int_eq(read_line("info depth 7 seldepth 9 multipv 1 score mate -3 nodes 10 nps 5 time 12 "
                               "hashfull 1 pv e2e4 c1(2)-d2 string x y\r\n",
                               &line, NULL),
                     TAV_OK);
    ck_assert_int_eq(line.kind, TAV_UCI_INFO);
    ck_assert_int_eq(line.num[TAV_UCI_DEPTH], 7);
    ck_assert_int_eq(line.num[TAV_UCI_SCORE_MATE], -3);
    ck_assert(line.has & TAV_UCI_HAS(TAV_UCI_TIME));
    ck_assert(!(line.has & TAV_UCI_HAS(TAV_UCI_SCORE_CP)));
    ck_assert_int_eq(line.list_kind, TAV_UCI_LIST_MOVES);
    ck_assert_int_eq(line.list_count, 2);
    ck_assert_str_eq(tav_uci_list_at(&line, 1), "c1(2)-d2");
    ck_assert_ptr_null(tav_uci_list_at(&line, 2));
    ck_assert_str_eq(line.string, "x y");

    ck_assert_int_eq(read_line("bestmove e2-e4 ponder e7-e5\n", &line, NULL), TAV_OK);
    ck_assert_str_eq(line.move, "e2-e4");
    ck_assert_str_eq(line.ponder, "e7-e5");

    ck_assert_int_eq(read_line("option name Clear Hash type button", &line, NULL), TAV_OK);
    ck_assert_str_eq(line.name, "Clear Hash");
    ck_assert_int_eq(line.option_type, TAV_UCI_BUTTON);
    ck_assert_ptr_null(line.value);

    ck_assert_int_eq(read_line("  go\tsearchmoves e2e4 infinite ", &line, NULL), TAV_OK);
    ck_assert_int_eq(line.list_count, 1);
    ck_assert_uint_eq(line.flags, TAV_UCI_INFINITE);
    /* a searchmoves list ends at the next go word; a second one adds to it */
    ck_assert_int_eq(read_line("go searchmoves a2-a3 b2-b4 depth 2 searchmoves c2-c3", &line, NULL), TAV_OK);
    ck_assert_int_eq(line.list_count, 3);
    ck_assert_str_eq(line.list[2], "c2-c3");

    ck_assert_int_eq(read_line("position fen 8/8/8/8/8/8/8/K6k w - - 0 1", &line, NULL), TAV_OK);
    ck_assert_str_eq(line.fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
    ck_assert_int_eq(line.list_count, 0);

    ck_assert_int_eq(read_line("   ", &line, NULL), TAV_OK);
    ck_assert_int_eq(line.kind, TAV_UCI_NONE);
}
END_TEST

/* Junk is an error value naming the command, the field and the offset;
 * the kind is still known so that a host answers a bad "go". */
START_TEST(uci_errors_name_the_field)
{
    static const struct {
        const char *text;
        int code, kind, offset;
        const char *part;
    } cases[] = {
        { "info depth 3 time 12.5", TAV_EINVAL, TAV_UCI_INFO, 18, "'time' needs a whole number (0 or more), not '12.5'" },
        { "info depth abc", TAV_EINVAL, TAV_UCI_INFO, 11, "'depth' needs a whole number" },
        { "info score mate", TAV_EINVAL, TAV_UCI_INFO, 15, "'score mate' needs a number at the end of the line" },
        { "info score mate pv e2e4", TAV_EINVAL, TAV_UCI_INFO, 16, "'score mate' needs a whole number, not 'pv'" },
        { "info score 12", TAV_EINVAL, TAV_UCI_INFO, 11, "'score' needs 'cp' or 'mate'" },
        { "info nodes -1", TAV_EINVAL, TAV_UCI_INFO, 11, "'nodes' needs a whole number (0 or more)" },
        { "info depth 99999999999999999999", TAV_EINVAL, TAV_UCI_INFO, 11, "'depth' is out of range" },
        { "info bogus 1", TAV_EINVAL, TAV_UCI_INFO, 5, "expected an info field, not 'bogus'" },
        { "info currmove", TAV_EINVAL, TAV_UCI_INFO, 13, "'currmove' needs a move" },
        { "go depth", TAV_EINVAL, TAV_UCI_GO, 8, "'depth' needs a number" },
        { "go depth x", TAV_EINVAL, TAV_UCI_GO, 9, "UCI 'go', character 10: 'depth' needs a whole number" },
        { "go sideways 3", TAV_EINVAL, TAV_UCI_GO, 3, "expected a go parameter, not 'sideways'" },
        { "go winc -5", TAV_EINVAL, TAV_UCI_GO, 8, "'winc' needs a whole number (0 or more)" },
        { "bestmove", TAV_EINVAL, TAV_UCI_BESTMOVE, 8, "a move is missing" },
        { "bestmove e2e4 ponder", TAV_EINVAL, TAV_UCI_BESTMOVE, 20, "'ponder' needs a move" },
        { "bestmove e2e4 e7e5", TAV_EINVAL, TAV_UCI_BESTMOVE, 14, "expected 'ponder'" },
        { "option name X type spin min a", TAV_EINVAL, TAV_UCI_OPTION, 28, "'min' needs a whole number" },
        { "option name X type colour", TAV_EINVAL, TAV_UCI_OPTION, 19, "'type' is check, spin" },
        { "option name X", TAV_EINVAL, TAV_UCI_OPTION, 13, "'type' is missing" },
        { "option type spin", TAV_EINVAL, TAV_UCI_OPTION, 7, "expected 'name'" },
        { "setoption name", TAV_EINVAL, TAV_UCI_SETOPTION, 14, "the option's name is missing" },
        { "setoption value 3", TAV_EINVAL, TAV_UCI_SETOPTION, 10, "expected 'name'" },
        { "position", TAV_EINVAL, TAV_UCI_POSITION, 8, "expected 'startpos' or 'fen' at the end of the line" },
        { "position fen", TAV_EINVAL, TAV_UCI_POSITION, 12, "'fen' needs a TFEN" },
        { "position startpos e2e4", TAV_EINVAL, TAV_UCI_POSITION, 18, "expected 'moves', not 'e2e4'" },
        { "id name", TAV_EINVAL, TAV_UCI_ID, 7, "'id name' needs a text" },
        { "id colour red", TAV_EINVAL, TAV_UCI_ID, 3, "expected 'name' or 'author'" },
        { "debug maybe", TAV_EINVAL, TAV_UCI_DEBUG, 6, "expected 'on' or 'off', not 'maybe'" },
        { "uciok now", TAV_EINVAL, TAV_UCI_UCIOK, 6, "expected the end of the line, not 'now'" },
        { "frobnicate", TAV_EINVAL, TAV_UCI_NONE, 0, "UCI line, character 1: unknown command 'frobnicate'" },
        { "go\0depth 3", TAV_EINVAL, TAV_UCI_GO, 2, "a NUL byte" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tav_error err = TAV_ERROR_INIT;
        size_t len = strlen(cases[i].text);
        if (strcmp(cases[i].text, "go") == 0)
            len = 10; /* the line with the NUL */
        int rc = tav_uci_parse(cases[i].text, len, &line, &err);
        ck_assert_msg(rc == cases[i].code, "'%s': %d", cases[i].text, rc);
        ck_assert_int_eq(err.code, rc);
        ck_assert_msg(line.kind == (tav_uci_kind)cases[i].kind, "'%s': kind %d", cases[i].text, line.kind);
        ck_assert_msg(err.offset == cases[i].offset, "'%s': offset %d: %s", cases[i].text, err.offset, err.message);
        ck_assert_msg(strstr(err.message, cases[i].part), "'%s': %s", cases[i].text, err.message);
    }
    /* the fields before the culprit are kept */
    ck_assert_int_eq(read_line("info depth 4 nodes 50 time 1.5 pv e2e4", &line, NULL), TAV_EINVAL);
    ck_assert_int_eq(line.num[TAV_UCI_DEPTH], 4);
    ck_assert_int_eq(line.num[TAV_UCI_NODES], 50);
    ck_assert(!(line.has & TAV_UCI_HAS(TAV_UCI_TIME)));
}
END_TEST

START_TEST(uci_limits)
{
    static char big[TAV_UCI_LINE_MAX + 100];
    tav_error err = TAV_ERROR_INIT;
    memset(big, 'Q', sizeof big - 1);
    memcpy(big, "go depth ", 9);
    ck_assert_int_eq(tav_uci_parse(big, strlen(big), &line, &err), TAV_ELIMIT);
    ck_assert_int_eq(line.kind, TAV_UCI_GO); /* a host still answers it */
    ck_assert_int_eq(err.offset, TAV_UCI_LINE_MAX);
    /* more moves than a list holds */
    size_t n = (size_t)sprintf(big, "position startpos moves");
    for (int i = 0; i <= TAV_UCI_LIST_MAX; i++)
        n += (size_t)sprintf(big + n, " a1");
    ck_assert_int_eq(tav_uci_parse(big, n, &line, &err), TAV_ELIMIT);
    ck_assert_int_eq(line.list_count, TAV_UCI_LIST_MAX);
    ck_assert_int_eq(tav_uci_parse(NULL, 0, &line, &err), TAV_EINVAL);
    ck_assert_int_eq(tav_uci_parse("uci", 3, NULL, &err), TAV_EINVAL);
}
END_TEST

/* The writer refuses what would not read back as the same line. */
START_TEST(uci_write_refuses)
{
    char buf[64];
    tav_uci_line l = { 0 };
    l.kind = TAV_UCI_BESTMOVE;
    ck_assert_int_eq(tav_uci_write(&l, buf, sizeof buf), TAV_EINVAL); /* no move */
    l.move = "e2 e4";
    ck_assert_int_eq(tav_uci_write(&l, buf, sizeof buf), TAV_EINVAL);
    l.move = "e2e4";
    ck_assert_int_eq(tav_uci_write(&l, buf, sizeof buf), 14);
    ck_assert_str_eq(buf, "bestmove e2e4\n");
    ck_assert_int_eq(tav_uci_write(&l, buf, 5), TAV_EBUFSIZE);
    ck_assert_str_eq(buf, "");
    l.kind = TAV_UCI_INFO;
    l.move = NULL;
    l.string = "two\nlines";
    ck_assert_int_eq(tav_uci_write(&l, buf, sizeof buf), TAV_EINVAL);
    l.kind = (tav_uci_kind)99;
    l.string = NULL;
    ck_assert_int_eq(tav_uci_write(&l, buf, sizeof buf), TAV_EINVAL);
    ck_assert_int_eq(tav_uci_write(NULL, buf, sizeof buf), TAV_EINVAL);
    ck_assert_ptr_null(tav_uci_kind_name((tav_uci_kind)99));
}
END_TEST

/* The one score formatter: "cp X" or "mate N". */
START_TEST(uci_score_text)
{
    char buf[24];
    ck_assert_int_eq(tav_uci_score_format(-35, 0, buf, sizeof buf), 6);
    ck_assert_str_eq(buf, "cp -35");
    ck_assert_int_eq(tav_uci_score_format(900, -2, buf, sizeof buf), 7);
    ck_assert_str_eq(buf, "mate -2");
    ck_assert_int_eq(tav_uci_score_format(INT_MIN, 0, buf, 8), TAV_EBUFSIZE);
    ck_assert_int_eq(tav_uci_score_format(1, 0, NULL, 0), TAV_EINVAL);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("UCI codec");
    TCase *tc = tcase(s, "codec");
    tcase_add_test(tc, uci_every_line_round_trips);
    tcase_add_test(tc, uci_fields);
    tcase_add_test(tc, uci_errors_name_the_field);
    tcase_add_test(tc, uci_limits);
    tcase_add_test(tc, uci_write_refuses);
    tcase_add_test(tc, uci_score_text);
    return run_suite(s);
}
