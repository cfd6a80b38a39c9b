/* Lua-only part of the SWIG interface: the module tavreli for Lua 5.4.
 * Included by bindings/tavreli.i under #ifdef SWIGLUA, before the
 * declarations, so that the renames, typemaps and %extend below apply to
 * them. Generated with -lua -module tavreli, built as tavreli.so and loaded
 * with require "tavreli":
 *
 *   local tav = require "tavreli"
 *   local p = tav.Position()          -- or tav.Position(tfen)
 *   p:push("e2-e4"); print(p:perft(3), p:tfen()); p:pop()
 *
 * tav.Position is tav_position with the methods below; the C functions keep
 * their C names in the module table (tav.tav_position_in_check(p) ...).
 * Errors are Lua errors whose value is the library's located message
 * ("TFEN field 1 (board), character 17 'x': unknown piece letter").
 * A Position is freed by the garbage collector (__gc, tav_position_free).
 * Moves are strings in canonical R9 text ("e2-e4", "c1(2)-d2", "0-0"). */

%{
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* The C of the Position methods and tavl_push_move (bindings/lua/lua_position.c). */
#include "lua_position.h"
%}

/* ---- numbers: Lua 5.3+ has integers; counts and codes are integers ----- */
%typemap(out) int, short, long, long long, unsigned int, unsigned short,
              unsigned long, unsigned long long, signed char, unsigned char, size_t,
              enum SWIGTYPE
%{ lua_pushinteger(L, (lua_Integer)$1); SWIG_arg++; %}
/* An integer argument must be an integer in its C type's range: 1.5 (or
 * 2^40 for an int) is refused with a Lua error, never truncated (perft(1.5)
 * is not perft(1)); 2.0 is the integer 2. */
%define TAVL_INTEGER_IN(TYPE, MIN, MAX)
%typemap(in, checkfn="lua_isnumber") TYPE {
    int tavl_ok = 0;
    lua_Integer tavl_v = lua_tointegerx(L, $input, &tavl_ok);
    if (!tavl_ok || tavl_v < (lua_Integer)(MIN) || (MAX) < tavl_v) {
        lua_pushfstring(L, "argument %d of '%s': an integer in its range is needed, not %s", $argnum, "$symname",
                        luaL_tolstring(L, $input, NULL));
        SWIG_fail;
    }
    $1 = ($1_ltype)tavl_v;
}
%enddef
TAVL_INTEGER_IN(int, INT_MIN, INT_MAX)
TAVL_INTEGER_IN(unsigned int, 0, UINT_MAX)
TAVL_INTEGER_IN(long long, LLONG_MIN, LLONG_MAX)
TAVL_INTEGER_IN(unsigned long long, 0, LLONG_MAX)
TAVL_INTEGER_IN(size_t, 0, (SIZE_MAX < LLONG_MAX ? (lua_Integer)SIZE_MAX : LLONG_MAX))

/* ---- bytes ------------------------------------------------------------------
 * (const char *TAVB_BYTES, size_t TAVB_LENGTH), the byte input of
 * bindings/game.i (tavb_reader_new_buffer): a Lua string, NUL bytes
 * included. SWIG's Lua library has no (char *STRING, size_t LENGTH). */
#define TAVB_BYTES_TYPEMAP
%typemap(in, checkfn="lua_isstring") (const char *TAVB_BYTES, size_t TAVB_LENGTH) {
    size_t tavb_len = 0;
    $1 = (char *)lua_tolstring(L, $input, &tavb_len);
    $2 = tavb_len;
}

/* ---- errors ----------------------------------------------------------------
 * A (tav_error *err) parameter disappears from the Lua call: the wrapper
 * passes its own, and raises a Lua error with the message when the function
 * set it. */
%typemap(in, numinputs=0) tav_error *err (tav_error temp) {
    tav_error_init(&temp);
    $1 = &temp;
}
%typemap(argout) tav_error *err {
    if ($1->code != TAV_OK) {
        lua_pushstring(L, $1->message[0] ? $1->message : tav_strerror($1->code));
        SWIG_fail;
    }
}

/* ---- moves ------------------------------------------------------------------ */
/* (tav_move *LEGAL_MOVES_OUT): the moves as a table (a sequence) of their
 * canonical texts, in place of the count. */
%typemap(in, numinputs=0) tav_move *LEGAL_MOVES_OUT (tav_move temp[TAV_MAX_MOVES]) {
    $1 = temp;
}
%typemap(argout) tav_move *LEGAL_MOVES_OUT {
    if (result < 0) {
        lua_pushstring(L, tav_strerror(result));
        SWIG_fail;
    }
    lua_pop(L, 1);  /* the count */
    lua_createtable(L, result, 0);
    for (int i = 0; i < result; i++) {
        tavl_push_move(L, $1[i]);
        lua_rawseti(L, -2, i + 1);
    }
}

/* (tav_divide_entry *DIVIDE_OUT): a table move text -> count, in place of
 * the number of entries. */
%typemap(in, numinputs=0) tav_divide_entry *DIVIDE_OUT (tav_divide_entry temp[TAV_MAX_MOVES]) {
    $1 = temp;
}
%typemap(argout) tav_divide_entry *DIVIDE_OUT {
    if (result < 0) {
        lua_pushstring(L, tav_strerror(result));
        SWIG_fail;
    }
    lua_pop(L, 1);
    lua_createtable(L, 0, result);
    for (int i = 0; i < result; i++) {
        tavl_push_move(L, $1[i].move);
        lua_pushinteger(L, (lua_Integer)$1[i].count);
        lua_rawset(L, -3);
    }
}

/* ---- the position ----------------------------------------------------------- */
%rename(Position) tav_position;
%rename(__tostring) tav_position::l_tostring;

/* The C function behind an %extend method is tav_position_<name>, which
 * would clash with the library's own functions (tav_position_push,
 * tav_position_in_check ...): the methods are written l_<name> here, and
 * the %init block at the end renames them <name> in the class's method
 * table. (A %rename would rename the C function too.) Declarations only:
 * the C is bindings/lua/lua_position.h. */
%extend tav_position {
    /** The start position (R1). */
    tav_position(tav_error *err);
    /** A position read from a TFEN (R10); a Lua error naming the field and
     *  the character that is wrong otherwise. */
    tav_position(const char *tfen, tav_error *err);
    /** A deep copy, history included. */
    %newobject l_copy;
    tav_position *l_copy(tav_error *err);
    /** The canonical TFEN (R10). */
    %newobject l_tfen;
    char *l_tfen(tav_error *err);
    /** The ASCII board (tav_position_write_board(): every tower bottom to
     *  top, the towers, the side to move), as Python's str() prints it. */
    %newobject l_board;
    %typemap(newfree) char *l_board "tav_free($1);";
    char *l_board(tav_error *err);
    %newobject l_tostring;
    char *l_tostring();
    /** Read one move in R9 notation against this position and play it;
     *  returns its canonical text. A Lua error if the text cannot be read or
     *  the move is not legal here (the message says why). "0000" (UCI's and
     *  python-chess's text of the null move) passes: tav_position_push_null,
     *  not in check (R7); pop() gives "0000" back. */
    %newobject l_push;
    char *l_push(const char *text, tav_error *err);
    /** Take back the last move and return its text; a Lua error if none. */
    %newobject l_pop;
    char *l_pop(tav_error *err);
    /** The number of leaf nodes of the legal move tree, depth plies deep. */
    long long l_perft(int depth, tav_error *err);
    /** The legal moves (R2-R7) as a sequence of their texts. */
    int l_legal_moves(tav_move *LEGAL_MOVES_OUT);
    /** divide: a table move text -> perft(depth - 1) after it. */
    int l_divide(int depth, tav_divide_entry *DIVIDE_OUT);
    /** The number of moves pushed since the position was set up. */
    int l_history_length();
    /** Whether the side to move is in check (R7). */
    bool l_in_check();
    /** Whether the side to move is checkmated (R8). */
    bool l_is_checkmate();
    /** Whether the side to move has no legal move and is not in check (R8). */
    bool l_is_stalemate();
    /** "w" or "b": the side to move. */
    const char *l_turn();
}

%init %{
    /* Every method l_<name> of Position becomes <name> (see %extend). */
    SWIG_Lua_get_class_metatable(L, "Position");
    if (lua_istable(L, -1)) {
        int fn, renamed;
        lua_pushstring(L, ".fn");
        lua_rawget(L, -2);
        fn = lua_gettop(L);
        lua_newtable(L);
        renamed = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, fn)) {
            const char *key = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
            if (key && strncmp(key, "l_", 2) == 0)
                lua_setfield(L, renamed, key + 2);
            else
                lua_pop(L, 1);
        }
        lua_pushnil(L);
        while (lua_next(L, renamed)) {
            lua_pushfstring(L, "l_%s", lua_tostring(L, -2));
            lua_pushnil(L);
            lua_rawset(L, fn);
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, fn);
        }
        lua_pop(L, 2);
    }
    lua_pop(L, 1);
%}

/* The idiomatic layer (games, the reader as an iterator, the engine, the
 * solver, clocks, SVG), in Lua, run when the module loads. */
%insert("luacode") "lua/api.lua"
