/* The binding tier's helpers of the Dask commands (tavreli.distributed):
 * what a match's game pair scored, read from the TGN tavreli match wrote. */
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

int main(void)
{
    Suite *s = suite_create("Dask commands' helpers (binding tier)");
    TCase *tc = tcase(s, "jobs");
    tcase_add_test(tc, match_pair_counts_from_the_first_engines_side);
    return run_suite(s);
}
