/* The binding tier's game makers (bindings/tier/game.c), which every
 * language's Game(), Game.without_tag_roster() and Game.from_board() call:
 * the seven-tag roster a new game starts with, and a game of a position's
 * history (R11) with the result the board gives (R8); and the edits whose
 * refusal says what was wrong (bindings/tier/game_edit.c), and the annotated
 * copy of a game (bindings/tier/analysis.c). */
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

/* A game with one move, e2-e4; its node in *node. */
static tav_game *one_move_game(int *node)
{
    tav_error err;
    tav_game *g = tavb_game_new_with_roster(NULL, 1, &err);
    tav_position *p = pos_new(TAV_START_TFEN);
    *node = tavb_game_add_move_checked(g, TAV_GAME_ROOT, play(p, "e2-e4"), &err);
    ck_assert_int_gt(*node, 0);
    tav_position_free(p);
    return g;
}

START_TEST(eval_edits_say_why_they_are_refused)
{
    tav_error err;
    tav_eval ev;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_int_eq(tavb_game_set_eval_checked(g, TAV_GAME_ROOT, TAVB_EVAL_CP, 10, 0, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "root"));
    ck_assert_int_eq(tavb_game_set_eval_checked(g, node, TAVB_EVAL_MATE, 0, 0, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "mate 0"));
    ck_assert_int_eq(tavb_game_set_eval_checked(g, node, TAVB_EVAL_CP, TAV_EVAL_CP_MAX + 1, 0, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "cp"));
    ck_assert_int_eq(tavb_game_set_eval_checked(g, node, TAVB_EVAL_MATE, -3, 7, &err), TAV_OK);
    ck_assert_int_eq(tav_game_node_eval(g, node, &ev), 1);
    ck_assert_int_eq(ev.mate, -3);
    ck_assert_int_eq(ev.depth, 7);
    ck_assert_int_eq(tavb_game_set_eval_checked(g, node, TAVB_EVAL_NONE, 0, 0, &err), TAV_OK);
    ck_assert_int_eq(tav_game_node_eval(g, node, &ev), 0);
    tav_game_free(g);
}
END_TEST

START_TEST(clock_edits_round_to_the_millisecond_and_say_why_they_are_refused)
{
    tav_error err;
    uint64_t ms;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_int_eq(tavb_game_set_clock_checked(g, TAV_GAME_ROOT, 0, 1, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "root"));
    ck_assert_int_eq(tavb_game_set_clock_checked(g, node, 0, -1, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "a clock is 0 .."));
    ck_assert_int_eq(tavb_game_set_clock_checked(g, node, 0, 61.25, &err), TAV_OK);
    ck_assert_int_eq(tav_game_node_clock(g, node, &ms), 1);
    ck_assert_uint_eq(ms, 61250);
    ck_assert_int_eq(tavb_game_set_clock_checked(g, node, 0, 0.0025, &err), TAV_OK); /* 2.5 ms: to even */
    ck_assert_int_eq(tav_game_node_clock(g, node, &ms), 1);
    ck_assert_uint_eq(ms, 2);
    ck_assert_int_eq(tavb_game_set_clock_checked(g, node, 1, 0, &err), TAV_OK);
    ck_assert_int_eq(tav_game_node_clock(g, node, &ms), 0);
    tav_game_free(g);
}
END_TEST

START_TEST(tag_edits_keep_the_start_and_read_the_result)
{
    tav_error err;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_int_eq(tavb_game_set_tag_checked(g, "FEN", "8/8/8/8/8/8/8/8 w - - 0 1", &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "start position"));
    ck_assert_int_eq(tavb_game_set_tag_checked(g, "Result", "2-0", &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "1/2-1/2"));
    ck_assert_int_eq(tavb_game_set_tag_checked(g, "Result", "0-1", &err), TAV_OK);
    ck_assert_int_eq(tav_game_result(g), TAV_RESULT_BLACK);
    ck_assert_int_eq(tavb_game_set_tag_checked(g, "a b", "x", &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "not a valid tag pair"));
    ck_assert_int_eq(tavb_game_set_tag_checked(g, "Annotator", "me", &err), TAV_OK);
    ck_assert_str_eq(tav_game_tag(g, "Annotator"), "me");
    tav_game_free(g);
}
END_TEST

START_TEST(move_edits_name_the_move_refused)
{
    tav_error err;
    int node;
    tav_game *g = one_move_game(&node);
    tav_position *p = pos_new(TAV_START_TFEN);
    tav_move e4 = play(p, "e2-e4");
    ck_assert_int_eq(tavb_game_add_move_checked(g, node, TAV_NULL_MOVE, &err), TAV_EILLEGAL);
    ck_assert_ptr_nonnull(strstr(err.message, "null move"));
    ck_assert_int_eq(tavb_game_add_move_checked(g, node, e4, &err), TAV_EILLEGAL); /* white's move, black to move */
    ck_assert_ptr_nonnull(strstr(err.message, "is not a legal move here"));
    ck_assert_int_eq(tav_game_node_child_count(g, node), 0);
    tav_position_free(p);
    tav_game_free(g);
}
END_TEST

START_TEST(limits_by_name_in_tav_limit_order)
{
    tav_error err;
    ck_assert_str_eq(tavb_limit_name(TAV_LIMIT_PLIES), "plies");
    ck_assert_str_eq(tavb_limit_name(TAV_LIMIT_PROBLEMS), "problems");
    ck_assert_ptr_null(tavb_limit_name(TAV_LIMIT_COUNT));
    for (int i = 0; i < TAV_LIMIT_COUNT; i++)
        ck_assert_int_eq(tavb_limit_checked(tavb_limit_name(i), 1, &err), i);
    ck_assert_int_eq(tavb_limit_checked("depth", 255, &err), TAV_LIMIT_DEPTH);
    ck_assert_int_eq(tavb_limit_checked("depth", 256, &err), TAV_EINVAL); /* variations nest at most 255 deep */
    ck_assert_ptr_nonnull(strstr(err.message, "1 .. 255"));
    ck_assert_int_eq(tavb_limit_checked("plies", 0, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_limit_checked("plies", 4294967296ll, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_limit_checked("plies", -1, &err), TAV_EINVAL); /* a language's negative int */
    ck_assert_ptr_nonnull(strstr(err.message, "not -1"));
    ck_assert_int_eq(tavb_limit_checked(NULL, 3, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_limit_checked("bogus", 3, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "one of plies, nodes, comment"));
}
END_TEST

START_TEST(nag_edits_keep_each_once_and_at_most_eight)
{
    tav_error err;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_int_eq(tavb_game_add_nag_checked(g, TAV_GAME_ROOT, 1, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "root"));
    ck_assert_int_eq(tavb_game_add_nag_checked(g, node, 256, &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "not 256"));
    ck_assert_int_eq(tavb_game_set_nags(g, node, "\x01\x02\x01\x03", 4, &err), TAV_OK);
    ck_assert_int_eq(tav_game_node_nag_count(g, node), 3); /* the repeated $1 once */
    ck_assert_int_eq(tav_game_node_nag(g, node, 2), 3);
    ck_assert_int_eq(tavb_game_set_nags(g, node, "\x01\x02\x03\x04\x05\x06\x07\x08\x09", 9, &err), TAV_ELIMIT);
    ck_assert_int_eq(tav_game_node_nag_count(g, node), 3); /* unchanged */
    ck_assert_int_eq(tavb_game_set_nags(g, TAV_GAME_ROOT, "\x01", 1, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_game_set_nags(g, TAV_GAME_ROOT, "", 0, &err), TAV_OK);
    ck_assert_int_eq(tavb_game_set_nags(g, node, "", 0, &err), TAV_OK);
    ck_assert_int_eq(tav_game_node_nag_count(g, node), 0);
    tav_game_free(g);
}
END_TEST

START_TEST(comment_and_tag_removal_edits_say_why_they_are_refused)
{
    tav_error err;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_int_eq(tavb_game_set_comment_checked(g, node, 0, "a\001b", &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "control character"));
    ck_assert_int_eq(tavb_game_set_comment_checked(g, TAV_GAME_ROOT, 1, "x", &err), TAV_EINVAL);
    ck_assert_ptr_nonnull(strstr(err.message, "starting comment"));
    ck_assert_int_eq(tavb_game_set_comment_checked(g, node, 0, "good", &err), TAV_OK);
    ck_assert_str_eq(tav_game_node_comment(g, node), "good");
    ck_assert_int_eq(tavb_game_remove_tag_checked(g, "Result", &err), TAV_EINVAL); /* set the result instead */
    ck_assert_ptr_nonnull(strstr(err.message, "result"));
    ck_assert_int_eq(tavb_game_remove_tag_checked(g, "White", &err), TAV_OK);
    ck_assert_ptr_null(tav_game_tag(g, "White"));
    tav_game_free(g);
}
END_TEST

START_TEST(annotated_copy_leaves_the_game_as_it_was)
{
    tav_error err;
    tav_eval ev;
    int node;
    tav_game *g = one_move_game(&node);
    tav_analysis *a = tavb_analyse_game(g, 1, 0, 0, 1, 0, &err);
    ck_assert_ptr_nonnull(a);
    tav_game *c = tavb_game_annotated(a, g, &err);
    ck_assert_ptr_nonnull(c);
    ck_assert_int_eq(tav_game_node_eval(c, node, &ev), 1); /* same node numbers in the copy */
    ck_assert_int_eq(tav_game_node_eval(g, node, &ev), 0);
    tav_game_free(c);
    tav_analysis_free(a);
    tav_game_free(g);
}
END_TEST

START_TEST(write_parts_leaves_out_what_is_not_asked_for)
{
    tav_error err;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_int_eq(tavb_game_add_nag_checked(g, node, 1, &err), TAV_OK);
    ck_assert_int_eq(tavb_game_set_comment_checked(g, node, 0, "best", &err), TAV_OK);
    char *all = tavb_game_write_parts(g, 1, 1, 1, 1, 1, 1, &err);
    char *bare = tavb_game_write_parts(g, 0, 1, 0, 1, 0, 1, &err);
    ck_assert_ptr_nonnull(strstr(all, "[Event \"?\"]"));
    ck_assert_ptr_nonnull(strstr(all, "{best}"));
    ck_assert_ptr_nonnull(strstr(all, "$1"));
    ck_assert_str_eq(bare, "1. e2-e4 *\n"); /* no tags, comment or NAG */
    tav_free(all);
    tav_free(bare);
    tav_game_free(g);
}
END_TEST

/* The tree for the languages (bindings/tier/game_tree.c): they find a child
 * by its move, the end of a line and add moves by value or text in C. */
START_TEST(children_are_found_by_move_and_lines_end_in_c)
{
    tav_error err;
    int e4, d4;
    tav_game *g = one_move_game(&e4);
    d4 = tavb_game_add_move_text(g, TAV_GAME_ROOT, "d2-d4", &err);
    ck_assert_int_gt(d4, e4);
    int e5 = tavb_game_add_move_text(g, e4, "e7-e5", &err);
    ck_assert_int_gt(e5, d4);
    tav_move d4_move = tav_game_node_move(g, d4);
    ck_assert_int_eq(tavb_game_node_child_playing(g, TAV_GAME_ROOT, d4_move), d4);
    ck_assert_int_eq(tavb_game_node_child_playing(g, TAV_GAME_ROOT, TAV_MOVE_IDENTITY(d4_move)), d4); /* R12 */
    ck_assert_int_eq(tavb_game_node_child_playing(g, e4, d4_move), -1);
    ck_assert_int_eq(tavb_game_node_child_playing(g, TAV_GAME_ROOT, -1), -1);
    ck_assert_int_eq(tavb_game_node_child_playing(g, TAV_GAME_ROOT, (long long)d4_move + (1LL << 32)), -1);
    ck_assert_int_eq(tavb_game_node_line_end(g, TAV_GAME_ROOT), e5);
    ck_assert_int_eq(tavb_game_node_line_end(g, d4), d4);
    ck_assert_int_eq(tavb_game_node_line_end(g, 99), -1);
    tav_game_free(g);
}
END_TEST

START_TEST(moves_added_by_value_or_text_say_why_they_are_refused)
{
    tav_error err;
    int e4;
    tav_game *g = one_move_game(&e4);
    ck_assert_int_eq(tavb_game_add_move_value(g, e4, 1LL << 40, &err), TAV_EILLEGAL);
    ck_assert_str_eq(err.message, "not a move: 1099511627776");
    ck_assert_int_eq(tavb_game_add_move_value(g, e4, -1, &err), TAV_EILLEGAL);
    ck_assert_int_eq(tavb_game_add_move_value(g, e4, tav_game_node_move(g, e4), &err), TAV_EILLEGAL);
    ck_assert_int_eq(tavb_game_add_move_text(g, e4, "zz", &err), TAV_ENOTATION);
    ck_assert_int_eq(tavb_game_add_move_text(g, e4, "e7-e4", &err), TAV_EILLEGAL);
    ck_assert_int_eq(tavb_game_add_move_text(g, e4, NULL, &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_game_add_move_text(g, 99, "e7-e5", &err), TAV_EINVAL);
    ck_assert_int_eq(tav_game_node_child_count(g, e4), 0); /* nothing refused was added */
    int e5 = tavb_game_add_move_text(g, e4, "e7-e5", NULL);
    ck_assert_int_gt(e5, e4);
    tav_position *p = tavb_game_position_at(g, e5);
    ck_assert_int_gt(tavb_game_add_move_value(g, e5, play(p, "g1-f3"), NULL), e5);
    tav_position_free(p);
    tav_game_free(g);
}
END_TEST

START_TEST(first_game_of_a_text_or_why_there_is_none)
{
    tav_error err;
    const char text[] = "[White \"A\"]\n\n1. e2-e4 e7-e5 *\n\n1. d2-d4 *\n";
    tav_game *g = tavb_game_from_text(text, sizeof text - 1, &err);
    ck_assert_ptr_nonnull(g);
    ck_assert_int_eq(tav_game_main_line_length(g), 2);
    ck_assert_str_eq(tav_game_tag(g, "White"), "A");
    tav_game_free(g);
    ck_assert_ptr_null(tavb_game_from_text(" \n", 2, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_str_eq(err.message, "no game in the text");
}
END_TEST

START_TEST(tag_edit_refuses_null_name_or_value)
{
    tav_error err;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_int_eq(tavb_game_set_tag_checked(g, NULL, "x", &err), TAV_EINVAL);
    ck_assert_int_eq(tavb_game_set_tag_checked(g, "White", NULL, &err), TAV_EINVAL);
    ck_assert_str_eq(tav_game_tag(g, "White"), "?");
    tav_game_free(g);
}
END_TEST

/* Every language's EndState is one C call: the mate, the stalemate and the
 * result's agreement as tav_game_outcome() judges them (R8). */
START_TEST(end_state_of_a_mate_a_stalemate_and_a_game_in_play)
{
    tavb_end_state e;
    tav_game *g = read_game("[Result \"0-1\"]\n[SetUp \"1\"]\n[FEN \"7k/8/5K2/8/8/8/8/6Q1 w - - 0 1\"]\n\n"
                            "1. g1-g7 0-1\n",
                            TAV_READ_LENIENT);
    ck_assert_int_eq(tavb_game_end_state(g, &e), TAV_OK);
    ck_assert_int_eq(e.termination, TAV_TERM_CHECKMATE);
    ck_assert_int_eq(e.turn, TAV_BLACK); /* the side mated */
    ck_assert_int_eq(e.agrees, 0);       /* white mated, black recorded as winner */
    ck_assert_int_eq(e.full.termination, TAV_TERM_CHECKMATE);
    tav_game_free(g);
    g = read_game("[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"7k/5K2/8/6Q1/8/8/8/8 w - - 0 1\"]\n\n"
                  "1. g5-g6 1/2-1/2\n",
                  TAV_READ_LENIENT);
    ck_assert_int_eq(tavb_game_end_state(g, &e), TAV_OK);
    ck_assert_int_eq(e.termination, TAV_TERM_STALEMATE);
    ck_assert_int_eq(e.agrees, 1);
    ck_assert_int_eq(e.threefold + e.fifty, 0);
    tav_game_free(g);
    g = read_game("1. e2-e4 *\n", TAV_READ_LENIENT);
    ck_assert_int_eq(tavb_game_end_state(g, &e), TAV_OK);
    ck_assert_int_eq(e.termination, TAV_TERM_NONE);
    ck_assert_int_eq(e.turn, TAV_BLACK);
    ck_assert_int_eq(e.dead, 0);
    ck_assert_int_eq(e.insufficient, 0);
    ck_assert_int_eq(tavb_game_end_state(g, NULL), TAV_EINVAL);
    tav_game_free(g);
}
END_TEST

/* The languages' annotate() leaves its limits to C, which names the one
 * refused, its range and the value. */
START_TEST(checked_analysis_names_the_limit_refused)
{
    tav_error err;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_ptr_null(tavb_analyse_game_checked(g, 65, 0, 0, 1, 0, &err));
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_str_eq(err.message, "depth is 0 (none) .. 64 (TAV_DEPTH_MAX), not 65");
    ck_assert_ptr_null(tavb_analyse_game_checked(g, 1, 0, 0, 0, 0, &err));
    ck_assert_str_eq(err.message, "threads is 1 .. 64, not 0");
    ck_assert_ptr_null(tavb_analyse_game_checked(g, 1, -1, 0, 1, 0, &err));
    ck_assert_str_eq(err.message, "nodes is 0 (none) or more, not -1");
    ck_assert_ptr_null(tavb_analyse_game_checked(g, 1, 0, -5, 1, 0, &err));
    ck_assert_str_eq(err.message, "time is 0 (none) or more, not -5");
    ck_assert_ptr_null(tavb_analyse_game_checked(g, 1, 0, 0, 1, 65537, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "hash is 0 (the default) .. 65536"));
    tav_analysis *a = tavb_analyse_game_checked(g, 1, 0, 0, 1, 0, &err);
    ck_assert_ptr_nonnull(a);
    ck_assert_int_eq(tav_analysis_move_count(a), 1);
    tav_analysis_free(a);
    tav_game_free(g);
}
END_TEST

/* A malformed [%eval] is an error that quotes the comment; a line's
 * movetext is the writer's, on one line, without the result. */
START_TEST(eval_read_says_why_and_movetext_is_one_line)
{
    tav_error err;
    tav_eval ev;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_int_eq(tavb_game_node_eval_checked(g, node, &ev, &err), 0);
    ck_assert_int_eq(tavb_game_node_eval_checked(g, TAV_GAME_ROOT, &ev, &err), 0); /* no move, no [%eval] */
    ck_assert_int_eq(tavb_game_node_eval_checked(g, 99, &ev, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "no such node");
    ck_assert_int_eq(tavb_game_set_comment_checked(g, node, 0, "[%eval 0.25,7]", &err), TAV_OK);
    ck_assert_int_eq(tavb_game_node_eval_checked(g, node, &ev, &err), 1);
    ck_assert_int_eq(ev.cp, 25);
    ck_assert_int_eq(ev.depth, 7);
    ck_assert_int_eq(tavb_game_set_comment_checked(g, node, 0, "[%eval pawns]", &err), TAV_OK);
    ck_assert_int_eq(tavb_game_node_eval_checked(g, node, &ev, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "malformed [%eval] in the comment '[%eval pawns]'");
    tav_game_free(g);
    tav_position *p = pos_new(TAV_START_TFEN);
    char *text = tavb_position_movetext(p, &err);
    ck_assert_str_eq(text, "");
    tav_free(text);
    for (int i = 0; i < 8; i++) /* 16 moves: past the writer's 80 columns */
        play_all(p, "g1-f3 g8-f6 f3-g1 f6-g8");
    play_all(p, "e2-e4");
    text = tavb_position_movetext(p, &err);
    ck_assert_ptr_null(strchr(text, '\n'));
    ck_assert_int_eq(strncmp(text, "1. g1-f3 g8-f6 2. f3-g1 f6-g8 3.", 32), 0);
    ck_assert_str_eq(text + strlen(text) - 25, "16. f3-g1 f6-g8 17. e2-e4");
    tav_free(text);
    tav_position_free(p);
}
END_TEST

/* A game and its nodes show themselves as Python's repr() would: the players
 * quoted as repr() quotes a str (double quotes around a single one, a
 * backslash doubled), the game's number once read, its errors; a node by its
 * move number and side, the root by its game, a removed node as such. */
START_TEST(games_and_nodes_show_players_moves_and_validity)
{
    tav_error err;
    const char text[] = "[White \"O'Brien\"]\n[Black \"A\\\\B\"]\n\n1. e2-e4 e7-e5 *\n";
    const char bad[] = "1. e2-e5 *\n";
    tav_game *g = tavb_game_from_text(text, sizeof text - 1, &err);
    tav_game *b = tavb_game_from_text(bad, sizeof bad - 1, &err);
    char *s;
    ck_assert_ptr_nonnull(g);
    ck_assert_ptr_nonnull(b);
    s = tavb_game_repr(g);
    ck_assert_str_eq(s, "<Game 1 \"O'Brien - A\\\\B\": 2 plies, valid, result *>");
    free(s);
    s = tavb_game_node_repr(g, tav_game_node_child(g, TAV_GAME_ROOT, 0));
    ck_assert_str_eq(s, "<GameNode 1: 1. e2-e4>");
    free(s);
    s = tavb_game_node_repr(g, 2);
    ck_assert_str_eq(s, "<GameNode 2: 1... e7-e5>");
    free(s);
    s = tavb_game_node_repr(g, TAV_GAME_ROOT);
    ck_assert_ptr_nonnull(strstr(s, "<GameNode root of <Game 1 "));
    free(s);
    s = tavb_game_repr(b);
    ck_assert_str_eq(s, "<Game 1 '? - ?': 0 plies, invalid (1 errors), result *>");
    free(s);
    ck_assert_int_eq(tav_game_remove_node(g, 2), TAV_OK);
    s = tavb_game_node_repr(g, 2);
    ck_assert_str_eq(s, "<GameNode 2: removed>");
    free(s);
    ck_assert_ptr_null(tavb_game_repr(NULL));
    tav_game_free(g);
    tav_game_free(b);
}
END_TEST

/* A node's move as SAN (with its check mark) or the engine protocol's text,
 * from its parent's position; the root has none. Reordering says why it is
 * refused. */
START_TEST(node_moves_as_san_or_uci_and_edits_say_why)
{
    tav_error err = TAV_ERROR_INIT;
    const char text[] = "1. e2-e4 f7-f6 2. d1-h5+ *\n";
    tav_game *g = tavb_game_from_text(text, sizeof text - 1, &err);
    int check = tavb_game_node_line_end(g, TAV_GAME_ROOT);
    char *s = tavb_game_node_san(g, check, 0, &err);
    ck_assert_str_eq(s, "d1-h5+");
    free(s);
    s = tavb_game_node_san(g, check, 1, &err);
    ck_assert_str_eq(s, "d1-h5");
    free(s);
    ck_assert_ptr_null(tavb_game_node_san(g, TAV_GAME_ROOT, 0, &err));
    ck_assert_str_eq(err.message, "the root node has no move");
    ck_assert_int_eq(tavb_game_edit_checked(g, check, TAVB_EDIT_DEMOTE, &err), TAV_OK);
    ck_assert_int_eq(tavb_game_edit_checked(g, check, 99, &err), TAV_EINVAL);
    ck_assert_int_eq(err.code, TAV_EINVAL);
    ck_assert_int_eq(tavb_game_edit_checked(g, check, TAVB_EDIT_REMOVE, &err), TAV_OK);
    ck_assert_int_eq(tav_game_node_exists(g, check), 0);
    tav_game_free(g);
}
END_TEST

/* A node's [%clk] read: ms, -1 for none, a malformed one refused quoting
 * the comment (R11, R13). */
START_TEST(clock_read_says_why_a_malformed_one_is_refused)
{
    tav_error err = TAV_ERROR_INIT;
    int node;
    tav_game *g = one_move_game(&node);
    ck_assert_int_eq(tavb_game_node_clock_checked(g, node, &err), -1);
    ck_assert_int_eq(err.code, TAV_OK);
    ck_assert_int_eq(tavb_game_set_comment_checked(g, node, 0, "[%clk 0:01:01.5]", &err), TAV_OK);
    ck_assert_int_eq(tavb_game_node_clock_checked(g, node, &err), 61500);
    ck_assert_int_eq(tavb_game_set_comment_checked(g, node, 0, "[%clk soon]", &err), TAV_OK);
    ck_assert_int_eq(tavb_game_node_clock_checked(g, node, &err), TAV_EINVAL);
    ck_assert_str_eq(err.message, "malformed [%clk] in the comment '[%clk soon]'");
    tav_game_free(g);
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
    tcase_add_test(tc, eval_edits_say_why_they_are_refused);
    tcase_add_test(tc, clock_edits_round_to_the_millisecond_and_say_why_they_are_refused);
    tcase_add_test(tc, tag_edits_keep_the_start_and_read_the_result);
    tcase_add_test(tc, move_edits_name_the_move_refused);
    tcase_add_test(tc, limits_by_name_in_tav_limit_order);
    tcase_add_test(tc, nag_edits_keep_each_once_and_at_most_eight);
    tcase_add_test(tc, comment_and_tag_removal_edits_say_why_they_are_refused);
    tcase_add_test(tc, annotated_copy_leaves_the_game_as_it_was);
    tcase_add_test(tc, write_parts_leaves_out_what_is_not_asked_for);
    tcase_add_test(tc, children_are_found_by_move_and_lines_end_in_c);
    tcase_add_test(tc, moves_added_by_value_or_text_say_why_they_are_refused);
    tcase_add_test(tc, first_game_of_a_text_or_why_there_is_none);
    tcase_add_test(tc, tag_edit_refuses_null_name_or_value);
    tcase_add_test(tc, end_state_of_a_mate_a_stalemate_and_a_game_in_play);
    tcase_add_test(tc, checked_analysis_names_the_limit_refused);
    tcase_add_test(tc, eval_read_says_why_and_movetext_is_one_line);
    tcase_add_test(tc, games_and_nodes_show_players_moves_and_validity);
    tcase_add_test(tc, clock_read_says_why_a_malformed_one_is_refused);
    tcase_add_test(tc, node_moves_as_san_or_uci_and_edits_say_why);
    suite_add_tcase(s, tc);
    return check_run(s);
}
