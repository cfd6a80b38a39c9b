/* Lua only: the C behind the Position methods declared in the %extend of
 * bindings/lua/tavreli_lua.i, and the move pusher its typemaps use. SWIG
 * calls tav_position_l_<name>; most are the shared helpers of
 * bindings/tier/extend.h under their Lua names, the moves as text are
 * made here (lua_position.c). */
#ifndef TAVL_LUA_POSITION_H
#define TAVL_LUA_POSITION_H

#include <lua.h>
#include <stdbool.h>
#include "extend.h"

/* Push the canonical text of m (or nil for no move). */
void tavl_push_move(lua_State *L, tav_move m);

#define tav_position_l_copy tavb_position_copy_checked
#define tav_position_l_tfen tavb_position_tfen_checked
#define tav_position_l_board tavb_position_board_checked
#define tav_position_l_tostring tavb_position_tfen
#define tav_position_l_perft tavb_position_perft_checked
#define tav_position_l_legal_moves tavb_legal_moves
#define tav_position_l_history_length(p) ((int)tav_position_history_length(p))
#define tav_position_l_in_check(p) (tav_position_in_check(p) != 0)
#define tav_position_l_is_checkmate(p) (tav_position_is_checkmate(p) != 0)
#define tav_position_l_is_stalemate(p) (tav_position_is_stalemate(p) != 0)
#define tav_position_l_turn(p) (tav_position_turn(p) == TAV_WHITE ? "w" : "b")

/* Read text (R9; "0000" is the null move, not in check, R7) and play it;
 * its canonical text (free()), or NULL with err saying why. */
char *tav_position_l_push(tav_position *pos, const char *text, tav_error *err);
/* Take back the last move; its text ("0000" for a null move), or NULL and
 * TAV_EEMPTY. */
char *tav_position_l_pop(tav_position *pos, tav_error *err);
/* divide: entries (move, perft(depth - 1)) into out; their number, or
 * TAV_EINVAL for a depth below 1. */
int tav_position_l_divide(const tav_position *pos, int depth, tav_divide_entry *out);

#endif
