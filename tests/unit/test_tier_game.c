/* The binding tier's game makers (bindings/tier/game.c), which every
 * language's Game(), Game.without_tag_roster() and Game.from_board() call:
 * the seven-tag roster a new game starts with, and a game of a position's
 * history (R11) with the result the board gives (R8). */
#include "../check_run.h"
#include "helpers.h"
#include "tavb.h"

/* The game's tag names joined with spaces into buf. */
static const char *tag_names(const tav_game *g, char *buf, size_t size)
{
    buf[0] = '\0';
    for (size_t i = 0; i < tav_game_header_count(g); i++) {
        strncat(buf, i ? " " : "", size - strlen(buf) - 1);
        strncat(buf, tav_game_header_name(g, i), size - strlen(buf) - 1);
    }
    return buf;
}

START_TEST(new_game_has_the_roster_then_result)
{
    char names[256];
    tav_error err;
    tav_game *g = tavb_game_new_with_roster(NULL, 1, &err);
    ck_assert_ptr_nonnull(g);
    ck_assert_str_eq(tag_names(g, names, sizeof names), "Event Site Date Round White Black Result");
    ck_assert_str_eq(tav_game_tag(g, "Date"), "????.??.??");
    ck_assert_int_eq(tav_game_result(g), TAV_RESULT_UNKNOWN);
    tav_game_free(g);
    g = tavb_game_new_with_roster(NULL, 0, &err);
    ck_assert_str_eq(tag_names(g, names, sizeof names), "Result");
    tav_game_free(g);
}
END_TEST

START_TEST(new_game_refuses_a_bad_tfen)
{
    tav_error err;
    ck_assert_ptr_null(tavb_game_new_with_roster("not a tfen", 1, &err));
    ck_assert_int_eq(err.code, TAV_ETFEN);
}
END_TEST

START_TEST(game_of_a_history_from_the_start)
{
    tav_error err;
    tav_position *p = pos_new(TAV_START_TFEN);
    play_all(p, "f2-f3 e7-e5");
    tav_game *g = tavb_game_from_position(p, &err);
    ck_assert_ptr_nonnull(g);
    ck_assert_int_eq(tav_game_main_line_length(g), 2);
    for (int i = 0; i < 2; i++)
        ck_assert_uint_eq(tav_game_node_move(g, tav_game_main_line_node(g, i)), tav_position_history_move(p, i));
    ck_assert_ptr_null(tav_game_header(g, "FEN")); /* the start needs no set-up */
    ck_assert_str_eq(tav_game_tag(g, "White"), "?");
    ck_assert_int_eq(tav_game_result(g), TAV_RESULT_UNKNOWN); /* in play */
    tav_game_free(g);
    tav_position_free(p);
}
END_TEST

START_TEST(game_of_a_history_from_a_set_up_dead_position)
{
    tav_error err;
    tav_position *p = pos_new("4k3/8/8/8/8/8/8/4K3 w - - 0 30");
    play(p, "e1-e2");
    tav_game *g = tavb_game_from_position(p, &err);
    ck_assert_ptr_nonnull(g);
    ck_assert_str_eq(tav_game_start_tfen(g), "4k3/8/8/8/8/8/8/4K3 w - - 0 30");
    ck_assert_str_eq(tav_game_header(g, "SetUp"), "1");
    ck_assert_int_eq(tav_game_result(g), TAV_RESULT_DRAW); /* bare kings: dead, drawn (R8) */
    tav_game_free(g);
    tav_position_free(p);
}
END_TEST

START_TEST(game_of_a_history_refuses_a_null_move)
{
    tav_error err;
    tav_position *p = pos_new(TAV_START_TFEN);
    play(p, "e2-e4");
    ck_assert_int_eq(tav_position_push_null(p), TAV_OK);
    play(p, "d2-d4");
    ck_assert_ptr_null(tavb_game_from_position(p, &err));
    ck_assert_int_eq(err.code, TAV_EILLEGAL);
    ck_assert_ptr_nonnull(strstr(err.message, "move 2 of the move stack"));
    ck_assert_ptr_null(tavb_game_from_position(NULL, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    tav_position_free(p);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("binding tier: games (R11)");
    TCase *tc = tcase_create("game makers");
    tcase_set_timeout(tc, UNIT_TIMEOUT);
    tcase_add_test(tc, new_game_has_the_roster_then_result);
    tcase_add_test(tc, new_game_refuses_a_bad_tfen);
    tcase_add_test(tc, game_of_a_history_from_the_start);
    tcase_add_test(tc, game_of_a_history_from_a_set_up_dead_position);
    tcase_add_test(tc, game_of_a_history_refuses_a_null_move);
    suite_add_tcase(s, tc);
    return check_run(s);
}
