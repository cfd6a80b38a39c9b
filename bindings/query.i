/* Queries about a position (tavreli/query.h) for every target language:
 * attackers of a square, is-attacked, checkers, pinned towers (R7),
 * gives-check and is-legal for a move, the ply. Included by
 * bindings/tavreli.i; no language-specific code here (a language maps
 * tav_squareset, a 64-bit square set, in its own directory).
 *
 * Opted in one by one, for the interface's ignore-by-default scheme. (The
 * new move.h constants TAV_MOVE_FREED_PROMOTION and TAV_MOVE_VALID_BITS come
 * with move.h's %include, before this file: a macro cannot be renamed once
 * SWIG's preprocessor has seen it.) */
%rename("%s") tav_squareset;
%rename("%s") tav_position_attackers;
%rename("%s") tav_position_is_attacked;
%rename("%s") tav_position_checkers;
%rename("%s") tav_position_attacks_from;
%rename("%s") tav_position_pinned;
%rename("%s") tav_position_is_pinned;
%rename("%s") tav_position_gives_check;
%rename("%s") tav_position_is_legal;
%rename("%s") tav_position_ply;

%include "tavreli/query.h"
