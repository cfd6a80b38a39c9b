/* The outcome of a game (R8, R13): tav_position_outcome(),
 * tav_game_outcome(), tav_outcome_format() and the result texts (R11). */
#include "../unit/helpers.h"

#define MATE "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1"
#define MATE_105 "k7/8/NKB5/8/8/8/8/8 b - - 105 176"
#define STALEMATE "k7/8/1Q6/8/8/8/8/7K b - - 0 1"
#define KNK "4k3/8/8/3n4/8/8/8/4K3 w - - 0 1"
#define QK_NK "4k3/8/8/3n4/8/8/8/4KQ2 w - - 0 1"
#define FIFTY "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 100 60"

static tav_outcome outcome_of(const char *tfen, unsigned flags, unsigned options)
{
    tav_position *p = pos_new(tfen);
    tav_outcome o;
    memset(&o, 0x55, sizeof o);
    ck_assert_int_eq(tav_position_outcome(p, flags, options, 0, &o), TAV_OK);
    tav_position_free(p);
    return o;
}

static const char *text_of(const tav_outcome *o)
{
    static char buf[160];
    int n = tav_outcome_format(o, buf, sizeof buf);
    ck_assert_int_ge(n, 0);
    ck_assert_uint_eq(strlen(buf), (size_t)n);
    return buf;
}

START_TEST(checkmate_and_stalemate)
{
    tav_outcome o = outcome_of(MATE, 0, 0);
    ck_assert_int_eq(o.termination, TAV_TERM_CHECKMATE);
    ck_assert_int_eq(o.winner, TAV_WHITE);
    ck_assert_int_eq(o.result, TAV_RESULT_WHITE);
    ck_assert_int_eq(o.turn, TAV_BLACK);
    ck_assert_int_eq(o.dead, -1);
    ck_assert_int_eq(o.agrees, 1);
    ck_assert_str_eq(text_of(&o), "black checkmated");
    o = outcome_of(STALEMATE, 0, 0);
    ck_assert_int_eq(o.termination, TAV_TERM_STALEMATE);
    ck_assert_int_eq(o.winner, -1);
    ck_assert_int_eq(o.result, TAV_RESULT_DRAW);
    ck_assert_str_eq(text_of(&o), "black stalemated");
    ck_assert_str_eq(tav_termination_name(TAV_TERM_STALEMATE), "stalemate");
    ck_assert_str_eq(tav_termination_name(99), "none");
}
END_TEST

/* A mate with the fifty-move count past 100: the game is over, nothing is
 * claimable (R8), even with TAV_OUTCOME_CLAIM. */
START_TEST(mate_claims_nothing)
{
    tav_position *p = pos_new(MATE_105);
    ck_assert(!tav_position_can_claim_fifty(p)); /* the count is past 100, but the game is over */
    tav_position_free(p);
    tav_outcome o = outcome_of(MATE_105, 0, TAV_OUTCOME_CLAIM | TAV_OUTCOME_SEARCH);
    ck_assert_int_eq(o.termination, TAV_TERM_CHECKMATE);
    ck_assert_int_eq(o.claims, 0);
    ck_assert_str_eq(text_of(&o), "black checkmated");
}
END_TEST

START_TEST(claimable_draws)
{
    tav_outcome o = outcome_of(FIFTY, 0, 0);
    ck_assert_int_eq(o.termination, TAV_TERM_NONE);
    ck_assert_int_eq(o.result, TAV_RESULT_NONE);
    ck_assert_int_eq(o.claims, (int)TAV_GAME_CLAIM_FIFTY);
    ck_assert_str_eq(text_of(&o), "in play, fifty-move rule claimable");
    o = outcome_of(FIFTY, 0, TAV_OUTCOME_CLAIM);
    ck_assert_int_eq(o.termination, TAV_TERM_FIFTY);
    ck_assert_int_eq(o.result, TAV_RESULT_DRAW);
    ck_assert_int_eq(o.claims, 0);
    /* threefold: knights out and back twice */
    tav_position *p = pos_new(TAV_START_TFEN);
    const char *moves[] = { "g1-f3", "g8-f6", "f3-g1", "f6-g8", "g1-f3", "g8-f6", "f3-g1", "f6-g8" };
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        tav_move m;
        ck_assert_int_eq(parse(p, moves[i], &m), TAV_OK);
        ck_assert_int_eq(tav_position_push(p, m), TAV_OK);
    }
    ck_assert_int_eq(tav_position_outcome(p, 0, TAV_OUTCOME_CLAIM, 0, &o), TAV_OK);
    ck_assert_int_eq(o.termination, TAV_TERM_THREEFOLD);
    tav_position_free(p);
}
END_TEST

/* R8 dead positions: the material argument always; the search only when
 * asked. */
START_TEST(dead_positions)
{
    tav_outcome o = outcome_of(KNK, 0, 0);
    ck_assert_int_eq(o.termination, TAV_TERM_INSUFFICIENT_MATERIAL);
    ck_assert_int_eq(o.dead, TAV_DEAD);
    ck_assert_int_eq(o.result, TAV_RESULT_DRAW);
    ck_assert_str_eq(text_of(&o), "in play, dead position (drawn, R8)");
    o = outcome_of(TAV_START_TFEN, 0, 0);
    ck_assert_int_eq(o.termination, TAV_TERM_NONE);
    ck_assert_int_eq(o.dead, -1);
    o = outcome_of(TAV_START_TFEN, 0, TAV_OUTCOME_SEARCH);
    ck_assert_int_eq(o.termination, TAV_TERM_NONE);
    ck_assert_int_eq(o.dead, TAV_ALIVE);
    ck_assert_str_eq(text_of(&o), "in play");
}
END_TEST

/* R13: a flag fall loses, unless the opponent cannot mate (a draw); a mate
 * on the board comes first. */
START_TEST(flag_fall)
{
    tav_outcome o = outcome_of(TAV_START_TFEN, TAV_FLAG_WHITE, 0);
    ck_assert_int_eq(o.termination, TAV_TERM_FLAG);
    ck_assert_int_eq(o.winner, TAV_BLACK);
    ck_assert_int_eq(o.result, TAV_RESULT_BLACK);
    ck_assert_int_eq(o.claims, 0);
    ck_assert_str_eq(text_of(&o), "in play, white's flag fell");
    o = outcome_of(QK_NK, TAV_FLAG_WHITE, 0);
    ck_assert_int_eq(o.termination, TAV_TERM_FLAG);
    ck_assert_int_eq(o.winner, -1);
    ck_assert_int_eq(o.result, TAV_RESULT_DRAW);
    o = outcome_of(QK_NK, TAV_FLAG_BLACK, 0);
    ck_assert_int_eq(o.winner, TAV_WHITE);
    o = outcome_of(MATE, TAV_FLAG_WHITE | TAV_FLAG_BLACK, 0);
    ck_assert_int_eq(o.termination, TAV_TERM_CHECKMATE);
}
END_TEST

START_TEST(bad_arguments)
{
    tav_position *p = pos_new(TAV_START_TFEN);
    tav_outcome o;
    ck_assert_int_eq(tav_position_outcome(NULL, 0, 0, 0, &o), TAV_EINVAL);
    ck_assert_int_eq(tav_position_outcome(p, 0, 0, 0, NULL), TAV_EINVAL);
    ck_assert_int_eq(tav_position_outcome(p, 4, 0, 0, &o), TAV_EINVAL);
    ck_assert_int_eq(tav_position_outcome(p, 0, 8, 0, &o), TAV_EINVAL);
    ck_assert_int_eq(tav_game_outcome(NULL, 0, 0, 0, &o), TAV_EINVAL);
    ck_assert_int_eq(tav_outcome_format(NULL, NULL, 0), TAV_EINVAL);
    o = outcome_of(TAV_START_TFEN, 0, 0);
    ck_assert_int_eq(tav_outcome_format(&o, NULL, 0), 7); /* "in play" */
    char small[4];
    ck_assert_int_eq(tav_outcome_format(&o, small, sizeof small), 7);
    ck_assert_str_eq(small, "in ");
    tav_position_free(p);
}
END_TEST

static tav_game *game_of(const char *text) { return read_game(text, TAV_READ_LENIENT); }

/* A win recorded in a dead position disagrees (R8); the mated side lost. */
START_TEST(game_outcome)
{
    tav_game *g = game_of("[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/3NK3 w - - 0 1\"]\n[Result \"1-0\"]\n\n1. d1-c3 1-0\n");
    tav_outcome o;
    ck_assert_int_eq(tav_game_outcome(g, 0, 0, 0, &o), TAV_OK);
    ck_assert_int_eq(o.termination, TAV_TERM_INSUFFICIENT_MATERIAL);
    ck_assert_int_eq(o.recorded, TAV_RESULT_WHITE);
    ck_assert_int_eq(o.agrees, 0);
    ck_assert_int_eq(o.turn, TAV_BLACK);
    tav_game_free(g);
    g = game_of("[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/3NK3 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\n1. d1-c3 1/2-1/2\n");
    ck_assert_int_eq(tav_game_outcome(g, 0, 0, 0, &o), TAV_OK);
    ck_assert_int_eq(o.agrees, 1);
    tav_game_free(g);
    g = game_of("[Result \"0-1\"]\n\n1. e2-e4 0-1\n");
    ck_assert_int_eq(tav_game_outcome(g, 0, TAV_OUTCOME_SEARCH, 0, &o), TAV_OK);
    ck_assert_int_eq(o.termination, TAV_TERM_NONE);
    ck_assert_int_eq(o.dead, TAV_ALIVE);
    ck_assert_int_eq(o.agrees, 1); /* a resignation, say */
    ck_assert_int_eq(tav_game_outcome(g, TAV_FLAG_BLACK, 0, 0, &o), TAV_OK);
    ck_assert_int_eq(o.termination, TAV_TERM_FLAG);
    ck_assert_int_eq(o.agrees, 0); /* black's flag fell: 1-0, not 0-1 */
    tav_game_free(g);
}
END_TEST

START_TEST(result_texts)
{
    const char *texts[] = { "1-0", "0-1", "1/2-1/2", "*" };
    const tav_result values[] = { TAV_RESULT_WHITE, TAV_RESULT_BLACK, TAV_RESULT_DRAW, TAV_RESULT_UNKNOWN };
    for (int i = 0; i < 4; i++) {
        tav_result r = TAV_RESULT_NONE;
        ck_assert_int_eq(tav_result_parse(texts[i], &r), TAV_OK);
        ck_assert_int_eq(r, values[i]);
        ck_assert_str_eq(tav_result_text(r), texts[i]);
    }
    tav_result r = TAV_RESULT_DRAW;
    ck_assert_int_eq(tav_result_parse("1/2", &r), TAV_EINVAL);
    ck_assert_int_eq(tav_result_parse("1-0 ", &r), TAV_EINVAL);
    ck_assert_int_eq(tav_result_parse("", &r), TAV_EINVAL);
    ck_assert_int_eq(tav_result_parse(NULL, &r), TAV_EINVAL);
    ck_assert_int_eq(tav_result_parse("1-0", NULL), TAV_EINVAL);
    ck_assert_int_eq(r, TAV_RESULT_DRAW);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("outcome");
    TCase *tc = tcase(s, "position");
    tcase_add_test(tc, checkmate_and_stalemate);
    tcase_add_test(tc, mate_claims_nothing);
    tcase_add_test(tc, claimable_draws);
    tcase_add_test(tc, dead_positions);
    tcase_add_test(tc, flag_fall);
    tcase_add_test(tc, bad_arguments);
    tc = tcase(s, "game");
    tcase_add_test(tc, game_outcome);
    tcase_add_test(tc, result_texts);
    return run_suite(s);
}
