/* The C behind the %extend declarations of the .i files: SWIG calls
 * new_<struct>(...), delete_<struct>(self) and <struct>_<method>(self, ...)
 * for a method declared without a body. The names every language shares
 * are here; the Java and Lua Position methods of their own are in
 * bindings/java/jni_position.h and bindings/lua/lua_position.h. Included by
 * the wrappers only (never %included: these are not API). */
#ifndef TAVB_EXTEND_H
#define TAVB_EXTEND_H

#include "tavb.h"

/* ---- constructors and destructors (the .i files of bindings/) ---- */
tav_error *tavb_error_new(void);
tav_search_result *tavb_search_result_new(void);
tav_uci_line *tavb_uci_line_new(void);

#define new_tav_error tavb_error_new
#define delete_tav_error free
#define new_tav_search_result tavb_search_result_new
#define delete_tav_search_result free
#define new_tav_uci_line tavb_uci_line_new
#define delete_tav_uci_line free
#define new_tav_svg_options tavb_svg_options_new
#define delete_tav_svg_options tavb_svg_options_free
#define delete_tav_analysis tav_analysis_free
#define delete_tav_time_control tav_time_control_free
#define delete_tav_clock tav_clock_free
#define delete_tav_engine tav_engine_free
#define delete_tav_game tav_game_free
#define delete_tavb_reader tavb_reader_free
#define delete_tav_setup tav_setup_free
#define delete_tav_solution tav_solution_free
#define delete_tav_position tav_position_free

/* ---- the Position class of Java and Lua (one set of helpers) ----
 * Each sets err (code and a message saying what) on failure. */

/** The start position (R1); NULL and TAV_ENOMEM. */
tav_position *tavb_position_new_checked(tav_error *err);
/** A position from a TFEN (R10); NULL and TAV_EINVAL ("null TFEN") or
 *  what tavb_position_from_tfen says. */
tav_position *tavb_position_from_tfen_checked(const char *tfen, tav_error *err);

/* Position(err) and Position(tfen, err): C has no overloads, so SWIG's
 * one name new_tav_position is told apart by its number of arguments. */
#define TAVB_SECOND_OF_(a, b, c, ...) c
#define new_tav_position(...)                                                                   \
    TAVB_SECOND_OF_(__VA_ARGS__, tavb_position_from_tfen_checked, tavb_position_new_checked, 0) \
    (__VA_ARGS__)

/** A deep copy, history included; NULL and TAV_ENOMEM. */
tav_position *tavb_position_copy_checked(const tav_position *pos, tav_error *err);
/** The canonical TFEN (free()); NULL and TAV_ENOMEM. */
char *tavb_position_tfen_checked(const tav_position *pos, tav_error *err);
/** The ASCII board (tav_free()); NULL and TAV_ENOMEM. */
char *tavb_position_board_checked(const tav_position *pos, tav_error *err);
/** perft(depth); -1 and TAV_EINVAL for a depth out of 0..TAV_PERFT_MAX_DEPTH
 *  (C would count 0: the message says why), TAV_ENOMEM. */
long long tavb_position_perft_checked(const tav_position *pos, int depth, tav_error *err);
/** One move in R9 (or UCI) text read against pos; TAV_NO_MOVE and
 *  TAV_EINVAL ("null move text") or what tavb_move_parse says. */
tav_move tavb_position_parse_checked(const tav_position *pos, const char *text, tav_error *err);
/** Read text and play it; the move as played (with its flags), or
 *  TAV_NO_MOVE with err naming the text. */
tav_move tavb_position_push_text(tav_position *pos, const char *text, tav_error *err);
/** Play a legal move (matched by source, destination and count, R12); the
 *  move as played, or TAV_NO_MOVE with err naming the move. */
tav_move tavb_position_push_checked(tav_position *pos, tav_move m, tav_error *err);
/** Take back the last move and return it (TAV_NULL_MOVE for a null move);
 *  TAV_NO_MOVE and TAV_EEMPTY when none was pushed. */
tav_move tavb_position_pop_checked(tav_position *pos, tav_error *err);

#endif
