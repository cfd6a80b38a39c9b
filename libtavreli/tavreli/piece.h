/* libtavreli: pieces (R1, R3).
 *
 * A tav_piece is a 16-bit value, documented bit by bit so that it can be
 * stored and compared freely:
 *
 *   bits 0-2  kind   (tav_kind, 1..7; 0 = no piece)
 *   bit  3    colour (0 white, 1 black)
 *   bits 4-6  badge  (for a pawn, or a promoted piece: the kind it promotes
 *                     to, R1; 0 for other pieces)
 *   bit  7    promoted mark (R3/R6: a promoted pawn, kind == badge)
 *   bit  8    virgin mark (R3: a pawn that has never left its start square)
 *   bits 9-15 zero
 *
 * TAV_NO_PIECE (0) is "no piece". */
#ifndef TAVRELI_PIECE_H
#define TAVRELI_PIECE_H

#include <stdint.h>
#include "common.h"

TAV_BEGIN_DECLS

/** A colour. TAV_NO_COLOR is what a getter returns when it has no colour to
 *  give (a NULL position, common.h); it is never a piece's colour. */
typedef enum tav_color { TAV_NO_COLOR = -1,
                         TAV_WHITE = 0,
                         TAV_BLACK = 1 } tav_color;

typedef enum tav_kind {
    TAV_NO_KIND = 0,
    TAV_KING = 1,   /**< K, volkhv */
    TAV_QUEEN = 2,  /**< Q, knyaz */
    TAV_ROOK = 3,   /**< R, ratoborets */
    TAV_BISHOP = 4, /**< B, luchnik */
    TAV_KNIGHT = 5, /**< N, vsadnik */
    TAV_PAWN = 6,   /**< P, ratnik */
    TAV_HELGI = 7   /**< H, helgi: queen + knight */
} tav_kind;

typedef uint16_t tav_piece;

#define TAV_NO_PIECE ((tav_piece)0)
#define TAV_PIECE_KIND(p) ((tav_kind)((p)&7))
#define TAV_PIECE_COLOR(p) ((tav_color)(((p) >> 3) & 1))
#define TAV_PIECE_BADGE(p) ((tav_kind)(((p) >> 4) & 7))
#define TAV_PIECE_PROMOTED(p) (((p) >> 7) & 1)
#define TAV_PIECE_VIRGIN(p) (((p) >> 8) & 1)

/** The letter of a kind in upper case ("KQRBNPH"[kind-1]); '?' for
 *  TAV_NO_KIND or any value that is not a kind. */
TAV_EXTERN char tav_kind_letter(tav_kind kind);

TAV_END_DECLS

#endif
