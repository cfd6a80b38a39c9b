/* The start position (R1), built square by square: the pieces of each
 * side on its first rank, its pawns, virgin (R3), on the second, each
 * pawn with the badge of the piece it starts in front of; white to move,
 * every castling right (R7). text/ reads TAV_START_TFEN to the same bytes
 * (a unit test compares them). */
#include <stdlib.h>
#include "core/position_impl.h"
#include "core/board.h"
#include "core/zobrist.h"
#include "tavreli/position.h"

static const unsigned char first_rank[8] = { TAV_ROOK, TAV_KNIGHT, TAV_BISHOP, TAV_QUEEN,
                                             TAV_KING, TAV_BISHOP, TAV_KNIGHT, TAV_ROOK };

tav_position *tav_position_new(void)
{
    struct tav_position *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    tav__clear_board(p);
    for (int color = TAV_WHITE; color <= TAV_BLACK; color++) {
        int back = color == TAV_WHITE ? 0 : 56, pawns = color == TAV_WHITE ? 8 : 48;
        for (int f = 0; f < 8; f++) {
            tav__put_piece(p, back + f, PC_MAKE(first_rank[f], color, 0));
            tav__put_piece(p, pawns + f, PC_MAKE(TAV_PAWN, color, default_badge(f)));
            p->virgin |= BB(pawns + f);
        }
    }
    p->castling = TAV_CASTLE_WHITE_SHORT | TAV_CASTLE_WHITE_LONG | TAV_CASTLE_BLACK_SHORT | TAV_CASTLE_BLACK_LONG;
    p->key = tav__key_from_scratch(p);
    return p;
}
