/* libtavreli: the SWIG interface shared by every target language.
 *
 * Keep this file free of anything language-specific: each language has its
 * directory under bindings/ with its typemaps (included before the
 * declarations through #ifdef SWIG<LANG>) and its own idiomatic layer on top
 * of the generated module. Each module of the library has its own .i here
 * (game.i, clock.i...), with no language code either. What is wrapped is
 * opted in name by name (see "Ignore by default" below). The generated
 * module is low level on purpose: the C names, the
 * C status codes, and the helpers (tavb_*) of bindings/tier, written with the
 * public API only, where a C signature (caller buffers, out-pointers) does
 * not map well; their header, tavb.h, says their conventions.
 *
 * Conventions of the helpers:
 *  - a function returning a position or a string returns a new object the
 *    target language owns (%newobject); NULL/None means failure, and the
 *    tav_error passed in says why;
 *  - (tav_move *LEGAL_MOVES_OUT) and (tav_divide_entry *DIVIDE_OUT) are
 *    output arrays of TAV_MAX_MOVES entries that each language's typemaps
 *    turn into a list of the count the function returns.
 *
 * Build with -I$(srcdir)/libtavreli -I$(builddir)/libtavreli (for the
 * generated tavreli/version.h) and -I$(srcdir)/bindings/tier (the helpers'
 * header, tavb.h). The module name is given on the command line
 * (-module), since it is the target language's business. */
%module tavreli

%{
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "tavreli.h"
/* The helpers (tavb_*) of the tier every binding links (bindings/tier),
 * and the C behind the %extend declarations below (extend.h). */
#include "tavb.h"
#include "extend.h"
%}

%include <stdint.i>

/* Ignore by default, opt in (as ViennaRNA's RNA.i does): every C name of
 * the library, tav_* or TAV_* (functions, types, enums and their values,
 * macros), is left out of the target language unless a %rename("%s") line
 * lets it in: this file opts in the names of the core headers (below), each
 * module's .i (game.i...) those of its header, so a name added to a header is not
 * wrapped until someone decides it should be. The patterns stop at "::", so
 * the members and %extend methods of an opted-in struct are kept. The
 * binding's own helpers are tavb_* and are not affected. */
%rename("$ignore", regextarget=1, fullname=1) "^tav_[^:]*$";
%rename("$ignore", regextarget=1, fullname=1) "^TAV_[^:]*$";

/* The names of the core headers that are wrapped, header by header. They
 * come before the language's own file, whose renames (tav_position ->
 * Position) and %ignores win over them. */
/* tavreli/common.h */
%rename("%s") tav_status;
%rename("%s") tav_strerror;
%rename("%s") tav_status_name;
%rename("%s") tav_status_count;
%rename("%s") tav_status_at;
%rename("%s") TAV_EBUSY;
%rename("%s") TAV_EBUFSIZE;
%rename("%s") TAV_EEMPTY;
%rename("%s") TAV_EGAME;
%rename("%s") TAV_EILLEGAL;
%rename("%s") TAV_EINVAL;
%rename("%s") TAV_EIO;
%rename("%s") TAV_ELIMIT;
%rename("%s") TAV_ENOMEM;
%rename("%s") TAV_ENOTATION;
%rename("%s") TAV_ETFEN;
%rename("%s") TAV_ETIMECONTROL;
%rename("%s") TAV_OK;
/* tavreli/version.h */
%rename("%s") tav_version_hex;
%rename("%s") tav_version_string;
%rename("%s") TAV_VERSION_HEX;
%rename("%s") TAV_VERSION_MAJOR;
%rename("%s") TAV_VERSION_MINOR;
%rename("%s") TAV_VERSION_PATCH;
%rename("%s") TAV_VERSION_STRING;
/* tavreli/error.h */
%rename("%s") tav_error;
%rename("%s") TAV_ERROR_MESSAGE_SIZE;
%rename("%s") TAV_ERROR_VERSION;
/* tavreli/square.h */
%rename("%s") tav_square_parse;
%rename("%s") TAV_NO_SQUARE;
/* tavreli/piece.h */
%rename("%s") tav_color;
%rename("%s") tav_kind;
%rename("%s") tav_kind_letter;
%rename("%s") TAV_BISHOP;
%rename("%s") TAV_BLACK;
%rename("%s") TAV_HELGI;
%rename("%s") TAV_KING;
%rename("%s") TAV_KNIGHT;
%rename("%s") TAV_NO_COLOR;
%rename("%s") TAV_NO_KIND;
%rename("%s") TAV_PAWN;
%rename("%s") TAV_QUEEN;
%rename("%s") TAV_ROOK;
%rename("%s") TAV_WHITE;
/* tavreli/move.h */
%rename("%s") tav_move_equal;
%rename("%s") tav_move_make;
%rename("%s") TAV_MAX_MOVES;
%rename("%s") TAV_MOVE_CAPTURE;
%rename("%s") TAV_MOVE_CASTLE;
%rename("%s") TAV_MOVE_DOUBLE;
%rename("%s") TAV_MOVE_EN_PASSANT;
%rename("%s") TAV_MOVE_FREED_PROMOTION;
%rename("%s") TAV_MOVE_PROMOTION;
%rename("%s") TAV_MOVE_STACK;
%rename("%s") TAV_MOVE_TEXT_MAX;
%rename("%s") TAV_MOVE_VALID_BITS;
%rename("%s") TAV_MOVE_WHOLE;
/* tavreli/position.h */
%rename("%s") tav_end;
%rename("%s") tav_position;
%rename("%s") tav_position_can_claim_fifty;
%rename("%s") tav_position_can_claim_threefold;
%rename("%s") tav_position_castling;
%rename("%s") tav_position_count_moves;
%rename("%s") tav_position_end;
%rename("%s") tav_position_ep_square;
%rename("%s") tav_position_equal;
%rename("%s") tav_position_find_move;
%rename("%s") tav_position_fullmove_number;
%rename("%s") tav_position_halfmove_clock;
%rename("%s") tav_position_hash;
%rename("%s") tav_position_height;
%rename("%s") tav_position_history_length;
%rename("%s") tav_position_history_move;
%rename("%s") tav_position_in_check;
%rename("%s") tav_position_is_checkmate;
%rename("%s") tav_position_is_stalemate;
%rename("%s") tav_position_king_square;
%rename("%s") tav_position_piece;
%rename("%s") tav_position_push;
%rename("%s") tav_position_push_null;
%rename("%s") tav_position_repetitions;
%rename("%s") tav_position_root;
%rename("%s") tav_position_set_tfen;
%rename("%s") tav_position_top;
%rename("%s") tav_position_turn;
%rename("%s") TAV_CASTLE_BLACK_LONG;
%rename("%s") TAV_CASTLE_BLACK_SHORT;
%rename("%s") TAV_CASTLE_WHITE_LONG;
%rename("%s") TAV_CASTLE_WHITE_SHORT;
%rename("%s") TAV_END_CHECKMATE;
%rename("%s") TAV_END_NONE;
%rename("%s") TAV_END_STALEMATE;
%rename("%s") TAV_START_TFEN;
%rename("%s") TAV_TFEN_MAX;
/* tavreli/notation.h */
%rename("%s") TAV_NOTE_BAD;
%rename("%s") TAV_NOTE_CHECK;
%rename("%s") TAV_NOTE_DRAW_OFFER;
%rename("%s") TAV_NOTE_GOOD;
%rename("%s") TAV_NOTE_MATE;
/* tavreli/perft.h */
%rename("%s") tav_divide_entry;
%rename("%s") tav_perft;
%rename("%s") TAV_PERFT_MAX_DEPTH;

/* Language-specific typemaps and features (for the names used below),
 * each from the language's own directory. */
#ifdef SWIGPYTHON
%include "python/tavreli_python.i"
#endif
#ifdef SWIGJAVA
%include "java/tavreli_java.i"
#endif
#ifdef SWIGLUA
%include "lua/tavreli_lua.i"
#endif

/* The C names stay the C names; every declaration comes from the headers,
 * which are the contract, and the headers are read under the rule at the
 * top: only the names opted in there are wrapped.
 * Functions that need caller buffers or out-pointers (tav_position_new,
 * _from_tfen, _copy, _tfen, _legal_moves, _pop, _free, tav_move_format,
 * tav_move_parse*, tav_square_name, tav_divide, tav_error_init) are not
 * opted in: the tavb_* helpers below stand for them. */

/* tav_error: a value the caller allocates; the library fills it. */
%extend tav_error {
    tav_error();
    ~tav_error();
}
%immutable tav_error::message;

/* tav_position is opaque in C; to SWIG it is a class with no constructor
 * (positions come from the tavb_position_* factories) and a destructor that
 * calls tav_position_free(). */
%nodefaultctor tav_position;
struct tav_position {};
%extend tav_position {
    ~tav_position();
}

%newobject tav_position_root;
%newobject tavb_position_new;
%newobject tavb_position_from_tfen;
%newobject tavb_position_copy;
%newobject tavb_position_copy_last;
%newobject tavb_position_mirror;
%newobject tavb_position_unicode;
%newobject tavb_position_tfen;
%newobject tavb_position_board;
%typemap(newfree) char *tavb_position_board "tav_free($1);";
%newobject tavb_move_format;
%newobject tavb_square_name;
%newobject tavb_error_where;
%newobject tavb_perft_split;
%newobject tavb_perft_header;
%newobject tavb_perft_units_json;
%newobject tavb_perft_divide;
%newobject tavb_perft_stats;
%newobject tavb_journal_entries;
%newobject tavb_position_read;
%newobject tavb_move_text;
%newobject tavb_move_san;
%newobject tavb_svg_notebook;
%typemap(newfree) char *tavb_svg_notebook "tav_free($1);";
%newobject tavb_match_pair_json;
%newobject tavb_progress_line;

%include "tavreli/common.h"
%include "tavreli/version.h"
%include "tavreli/error.h"
%include "tavreli/square.h"
%include "tavreli/piece.h"
%include "tavreli/move.h"
%include "tavreli/position.h"
%include "tavreli/notation.h"
%include "tavreli/perft.h"


/* Game records (TGN, R11): tavreli/game.h and its helpers. */
%include "game.i"

/* Queries (tavreli/query.h): attackers, checkers, pins, gives-check. */
%include "query.i"

/* Building positions square by square (tavreli/setup.h). */
%include "setup.i"

/* Clocks and time controls (R13). */
%include "clock.i"

/* SVG diagrams (tavreli/svg.h) and their helpers. */
%include "render.i"

/* The problem solver (R14) and dead positions (R8): tavreli/solver.h. */
%include "solver.i"

/* The outcome of a game (R8, R13): tavreli/outcome.h. */
%include "outcome.i"

/* The engine (tavreli/engine.h): search and evaluation. */
%include "engine.i"

/* Game analysis and evaluations in records (tavreli/analysis.h, game_eval.h). */
%include "analysis.i"
/* The UCI codec (tavreli/uci.h): protocol lines read into objects. */
%include "uci.i"
/* The helpers themselves (bindings/tier/tavb.h), after every module's
 * %newobject, %rename and typemaps above. */
%include "tavb.h"
