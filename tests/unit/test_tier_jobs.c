/* The binding tier's helpers of the Dask commands (tavreli.distributed):
 * what a match's game pair scored, read from the TGN tavreli match wrote,
 * the progress line, a resume journal's entries added with their sync, the
 * distributed perft's units (JSON) and its job's header, checked. */
#define _POSIX_C_SOURCE 200809L /* mkstemp for the journals */
#include <stdlib.h>
#include <unistd.h>
#include "helpers.h"
#include "tavb.h"

static void assert_json(char *got, const char *want)
{
    ck_assert_msg(got != NULL, "no text for '%s'", want);
    ck_assert_str_eq(got, want);
    free(got);
}

/* A pair's games as tavreli match writes them: round 2P+1 has the first
 * engine white, round 2P+2 black. */
#define GAME(round, white, black, result) \
    "[Event \"m\"]\n[Round \"" round "\"]\n[White \"" white "\"]\n[Black \"" black "\"]\n[Result \"" result "\"]\n\n1. e2-e4 " result "\n\n"

START_TEST(match_pair_counts_from_the_first_engines_side)
{
    tav_error err;
    /* the first engine ("a") won with white, then lost with black */
    assert_json(tavb_match_pair_json(GAME("3", "a", "b", "1-0") GAME("4", "b", "a", "1-0"), &err),
                "{\"wins\": 1, \"losses\": 1, \"draws\": 0, \"names\": [\"a\", \"b\"]}");
    /* won with black; a draw: the names stay the first engine's first */
    assert_json(tavb_match_pair_json(GAME("1", "x \\\"q\\\"", "y", "1/2-1/2") GAME("2", "y", "x \\\"q\\\"", "0-1"),
                                     &err),
                "{\"wins\": 1, \"losses\": 0, \"draws\": 1, \"names\": [\"x \\\"q\\\"\", \"y\"]}");
    /* a game without a result ("*") is not a win */
    assert_json(tavb_match_pair_json(GAME("1", "a", "b", "*") GAME("2", "b", "a", "0-1"), &err),
                "{\"wins\": 1, \"losses\": 1, \"draws\": 0, \"names\": [\"a\", \"b\"]}");
    assert_json(tavb_match_pair_json("", &err), "{\"wins\": 0, \"losses\": 0, \"draws\": 0, \"names\": [\"\", \"\"]}");
    ck_assert_ptr_null(tavb_match_pair_json(NULL, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
}
END_TEST

START_TEST(progress_line_rate_of_this_run_and_time_left)
{
    tavb_progress p = { 0 };
    /* 999 units held by a resume file: the first call is the first of this
     * run (not due yet, as none of the 10 s has passed) */
    ck_assert_ptr_null(tavb_progress_line(&p, 0, 1000, 3000, 0.0, "units", 1, 0, NULL, NULL));
    ck_assert_ptr_null(tavb_progress_line(&p, 0, 1500, 3000, 9.9, "units", 1, 0, "", "")); /* not due: 10 s */
    assert_json(tavb_progress_line(&p, 0, 2000, 3000, 10.0, "units", 1, 0, "", ", 5 leaves/s"),
                "2000/3000 units, 100.1 units/s, 5 leaves/s, 10.0 s, 10 s left\n");
    /* a terminal: every half second, rewritten in place; done == total always */
    assert_json(tavb_progress_line(&p, 1, 2000, 3000, 10.5, "units", 1, 0, "", ""),
                "\r2000/3000 units, 95.3 units/s, 10.5 s, 10 s left\033[K");
    assert_json(tavb_progress_line(&p, 1, 3000, 3000, 10.6, "units", 1, 0, "", ""),
                "\r3000/3000 units, 188.8 units/s, 10.6 s, 0 s left\033[K");
    /* pairs shown as games, per minute, with the score; thousands grouped */
    tavb_progress m = { 0 };
    ck_assert_ptr_null(tavb_progress_line(&m, 0, 1, 5000, 0.0, "games", 2, 1, "", NULL));
    assert_json(tavb_progress_line(&m, 0, 2501, 5000, 60.0, "games", 2, 1, "+1 -0 =1, ", NULL),
                "5002/10000 games, +1 -0 =1, 5,002.0 games/min, 60.0 s, 60 s left\n");
    ck_assert_ptr_null(tavb_progress_line(NULL, 0, 1, 1, 0, "x", 1, 0, NULL, NULL));
}
END_TEST

START_TEST(journal_add_appends_and_syncs)
{
    char path[] = "/tmp/tavreli-test-journal-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    tav_error err;
    tavb_journal *j = tavb_journal_open(path, "{\"job\": 1}", &err);
    ck_assert_ptr_nonnull(j);
    ck_assert_int_eq(tavb_journal_add(j, "{\"unit\": 0}", 1, &err), TAV_OK); /* synced at once */
    ck_assert_int_eq(tavb_journal_add(j, "{\"unit\": 1}", 0, &err), TAV_OK); /* synced within a second */
    ck_assert_int_eq(tavb_journal_add(j, "", 1, &err), TAV_EINVAL);          /* nothing written */
    ck_assert_int_eq(tavb_journal_add(NULL, "{}", 1, &err), TAV_EINVAL);
    tavb_journal_close(j);
    j = tavb_journal_open(path, "{\"job\": 1}", &err);
    ck_assert_ptr_nonnull(j);
    ck_assert_int_eq(tavb_journal_count(j), 2);
    ck_assert_str_eq(tavb_journal_entry(j, 1), "{\"unit\": 1}");
    tavb_journal_close(j);
    unlink(path);
}
END_TEST

START_TEST(perft_split_units_as_json_transpositions_merged)
{
    tav_error err;
    tav_position *pos = NULL;
    ck_assert_int_eq(tav_position_from_tfen(&pos, "k7/8/8/8/8/8/8/7K w - - 0 1", &err), TAV_OK);
    /* one ply: each king move a unit, its key the TFEN without the clocks */
    assert_json(tavb_perft_units_json(pos, 1, &err),
                "[{\"key\": \"k7/8/8/8/8/8/8/6K1 b - -\", \"tfen\": \"k7/8/8/8/8/8/8/6K1 b - - 1 1\", "
                "\"roots\": {\"h1-g1\": 1}}, {\"key\": \"k7/8/8/8/8/8/6K1/8 b - -\", \"tfen\": \"k7/8/8/8/8/8/6K1/8 "
                "b - - 1 1\", \"roots\": {\"h1-g2\": 1}}, {\"key\": \"k7/8/8/8/8/8/7K/8 b - -\", \"tfen\": "
                "\"k7/8/8/8/8/8/7K/8 b - - 1 1\", \"roots\": {\"h1-h2\": 1}}]");
    /* three plies: K h1-g1 ... K h1-g2 ... reach the same squares, one unit under both roots */
    char *text = tavb_perft_units_json(pos, 3, &err);
    ck_assert_ptr_nonnull(text);
    ck_assert_ptr_nonnull(strstr(text, "\"key\": \"8/k7/8/8/8/8/8/5K2 b - -\", \"tfen\": \"8/k7/8/8/8/8/8/5K2 b - - 3 "
                                       "2\", \"roots\": {\"h1-g1\": 1, \"h1-g2\": 1}}"));
    free(text);
    ck_assert_ptr_null(tavb_perft_units_json(pos, 0, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    tav_position_free(pos);
}
END_TEST

START_TEST(perft_header_the_job_refused_before_any_work)
{
    tav_error err;
    assert_json(tavb_perft_header("startpos", 8, 5, 2, 1, &err),
                "{\"depth\": 5, \"format\": \"tavreli-distributed-perft 3\", \"split\": 2, \"tfen\": "
                "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\"}");
    assert_json(tavb_perft_header("startpos", 8, 0, 0, 1, &err), /* perft(0) has no split */
                "{\"depth\": 0, \"format\": \"tavreli-distributed-perft 3\", \"split\": 0, \"tfen\": "
                "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\"}");
    /* every worker would die counting a unit deeper than C counts (R12) */
    ck_assert_ptr_null(tavb_perft_header("startpos", 8, 65, 2, 1, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_str_eq(err.message, "DEPTH is from 0 to 64, not 65");
    ck_assert_ptr_null(tavb_perft_header("startpos", 8, -1, 0, 1, &err));
    ck_assert_str_eq(err.message, "DEPTH is from 0 to 64, not -1");
    ck_assert_ptr_null(tavb_perft_header("startpos", 8, 3, 4, 1, &err));
    ck_assert_str_eq(err.message, "the split is from 1 to the depth (3) plies, not 4");
    ck_assert_ptr_null(tavb_perft_header("startpos", 8, 3, 0, 1, &err));
    ck_assert_str_eq(err.message, "the split is from 1 to the depth (3) plies, not 0");
    ck_assert_ptr_null(tavb_perft_header("startpos", 8, 3, 1, 0, &err));
    ck_assert_str_eq(err.message, "--batch is at least 1, not 0");
    ck_assert_ptr_null(tavb_perft_header("8/8/8 w", 7, 3, 1, 1, &err)); /* C's reader says why */
    ck_assert_int_eq(err.code, TAV_ETFEN);
}
END_TEST

/* A journal at a new path holding these entries (each a line). */
static tavb_journal *journal_of(char *path, const char *const *entries, int n)
{
    tav_error err;
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    tavb_journal *j = tavb_journal_open(path, "{\"job\": 2}", &err);
    ck_assert_ptr_nonnull(j);
    for (int i = 0; i < n; i++)
        ck_assert_int_eq(tavb_journal_add(j, entries[i], 0, &err), TAV_OK);
    tavb_journal_close(j);
    j = tavb_journal_open(path, "{\"job\": 2}", &err);
    ck_assert_ptr_nonnull(j);
    return j;
}

/* The entries of a journal of these lines, checked against shape: those
 * before line `line` given, and err "PATH:LINE: message". */
static void refused_at(const char *const *entries, int n, const char *shape, int shown, const char *given, int line,
                       const char *message)
{
    char path[] = "/tmp/tavreli-test-entries-XXXXXX", want[160];
    tav_error err;
    tav_error_init(&err);
    tavb_journal *j = journal_of(path, entries, n);
    assert_json(tavb_journal_entries(j, shape, "a game", shown, &err), given);
    snprintf(want, sizeof want, "%s:%d: %s", path, line, message);
    ck_assert_int_eq(err.code, TAV_EGAME);
    ck_assert_str_eq(err.message, want);
    tavb_journal_close(j);
    unlink(path);
}

START_TEST(journal_entries_of_the_jobs_shape_an_identity_once)
{
    const char *good[] = { "{\"game\": 0, \"names\": [\"a \\\"b\\\"\", \"c\"], \"tgn\": \"1. e2-e4 *\\n\\u00e9\"}",
                           "{\"tgn\": \"\", \"names\": [], \"game\": 12}" };
    char path[] = "/tmp/tavreli-test-entries-XXXXXX";
    tav_error err;
    tav_error_init(&err);
    tavb_journal *j = journal_of(path, good, 2);
    assert_json(tavb_journal_entries(j, "game:n tgn:s names:l", "a game", 0, &err),
                "[{\"game\": 0, \"names\": [\"a \\\"b\\\"\", \"c\"], \"tgn\": \"1. e2-e4 *\\n\\u00e9\"}, "
                "{\"tgn\": \"\", \"names\": [], \"game\": 12}]");
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_ptr_null(tavb_journal_entries(j, "tgn:s game:n", "a game", 0, &err)); /* the identity is a number */
    ck_assert_int_eq(err.code, TAV_EINVAL);
    tavb_journal_close(j);
    unlink(path);
    /* an entry edited (with a checksum made for the edit) is refused where it is,
     * the entries before it given: a key missing, another key, a type, a sign, a
     * float, a leading zero, a second value, text after it, not an object */
    const char *bad[] = { "{\"game\": 1}",
                          "{\"game\": 1, \"tgn\": \"x\", \"names\": [], \"more\": 1}",
                          "{\"game\": \"1\", \"tgn\": \"x\", \"names\": []}",
                          "{\"game\": -1, \"tgn\": \"x\", \"names\": []}",
                          "{\"game\": 1.0, \"tgn\": \"x\", \"names\": []}",
                          "{\"game\": 01, \"tgn\": \"x\", \"names\": []}",
                          "{\"game\": 1, \"game\": 2, \"tgn\": \"x\", \"names\": []}",
                          "{\"game\": 1, \"tgn\": \"x\", \"names\": [1]}",
                          "{\"game\": 1, \"tgn\": \"x\", \"names\": []} x",
                          "{\"game\": 1, \"tgn\": \"\\x\", \"names\": []}",
                          "[1]" };
    for (size_t b = 0; b < sizeof bad / sizeof *bad; b++) {
        const char *entries[] = { good[1], bad[b] };
        refused_at(entries, 2, "game:n tgn:s names:l", 0, "[{\"tgn\": \"\", \"names\": [], \"game\": 12}]", 3,
                   "an entry that is not a game: refused");
    }
    /* an identity given again: the first line that repeats one, named as
     * the caller shows it (shown + 1: games counted from 1) */
    const char *twice[] = { "{\"game\": 3, \"tgn\": \"a\"}", "{\"game\": 5, \"tgn\": \"a\"}",
                            "{\"game\": 7, \"tgn\": \"a\"}", "{\"game\": 5, \"tgn\": \"b\"}",
                            "{\"game\": 3, \"tgn\": \"b\"}" };
    refused_at(twice, 5, "game:n tgn:s", 1,
               "[{\"game\": 3, \"tgn\": \"a\"}, {\"game\": 5, \"tgn\": \"a\"}, {\"game\": 7, \"tgn\": \"a\"}]", 5,
               "game 6 a second time: refused");
    assert_json(tavb_journal_entries(NULL, "game:n", "a game", 0, &err), "[]"); /* no journal: none */
}
END_TEST

START_TEST(perft_divide_from_the_units_counts_in_byte_order)
{
    tav_error err;
    tav_position *pos = NULL;
    char leaves[200] = "";
    ck_assert_int_eq(tav_position_from_tfen(&pos, TAV_START_TFEN, &err), TAV_OK);
    /* 39 root moves (R2: a piece may climb onto its own), unit i counted i:
     * the rows in byte order of the move text, not the order first reached */
    for (int i = 0; i < 39; i++)
        snprintf(leaves + strlen(leaves), sizeof leaves - strlen(leaves), "%s%d", i ? " " : "", i);
    char *text = tavb_perft_divide(pos, 1, leaves, &err);
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(strncmp(text, "a1-a2 17\na1-b1 16\na2-a3 0\na2-a4 1\nb1-a3 19\n", 41) == 0, "%s", text);
    ck_assert_ptr_nonnull(strstr(text, "\nh2-h4 15\ntotal 741\n"));
    free(text);
    tav_position_free(pos);
    /* one count a unit, with any spaces around; too few, too many, a sign or no number: refused */
    ck_assert_int_eq(tav_position_from_tfen(&pos, "k7/8/8/8/8/8/8/7K w - - 0 1", &err), TAV_OK);
    assert_json(tavb_perft_divide(pos, 1, " 5 3  2 ", &err), "h1-g1 5\nh1-g2 3\nh1-h2 2\ntotal 10\n");
    for (const char *bad = "5 3|5 3 2 1|5 -3 2|5 x 2|"; *bad; bad = strchr(bad, '|') + 1) {
        char one[16];
        snprintf(one, sizeof one, "%.*s", (int)(strchr(bad, '|') - bad), bad);
        ck_assert_msg(tavb_perft_divide(pos, 1, one, &err) == NULL, "'%s' taken", one);
        ck_assert_int_eq(err.code, TAV_EINVAL);
    }
    ck_assert_ptr_null(tavb_perft_divide(pos, 1, NULL, &err));
    tav_position_free(pos);
}
END_TEST

START_TEST(perft_stats_line)
{
    /* 2 workers for 1.5 s, busy 2.0 s: 1.0 s not counting over 4 units */
    assert_json(tavb_perft_stats(10, 5, 4, 2, 1.5, 2.0), "stats: 10 sequences, 5 units, 4 computed, 2 workers, 1.50 s, "
                                                         "workers busy 2.00 s, overhead 250.00 ms per unit");
    assert_json(tavb_perft_stats(10, 5, 0, 2, 1.5, 2.0), "stats: 10 sequences, 5 units, 0 computed, 2 workers, 1.50 s, "
                                                         "workers busy 2.00 s, overhead 0.00 ms per unit");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("Dask commands' helpers (binding tier)");
    TCase *tc = tcase(s, "jobs");
    tcase_add_test(tc, match_pair_counts_from_the_first_engines_side);
    tcase_add_test(tc, progress_line_rate_of_this_run_and_time_left);
    tcase_add_test(tc, journal_add_appends_and_syncs);
    tcase_add_test(tc, perft_split_units_as_json_transpositions_merged);
    tcase_add_test(tc, perft_header_the_job_refused_before_any_work);
    tcase_add_test(tc, journal_entries_of_the_jobs_shape_an_identity_once);
    tcase_add_test(tc, perft_divide_from_the_units_counts_in_byte_order);
    tcase_add_test(tc, perft_stats_line);
    return run_suite(s);
}
