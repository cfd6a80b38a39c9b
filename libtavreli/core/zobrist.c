/* Zobrist keys (R8 repetition, tav_position_hash). A tower is hashed piece
 * by piece with the square and the level in the tower, so order counts.
 * Keys come from a fixed mixing function instead of a table: no run-time
 * initialisation and no 1 MB table for 64 squares x 32 levels x pieces.
 * The keys themselves are inline functions (core/zobrist.h). */
#include "core/position_impl.h"
#include "core/zobrist.h"

uint64_t tav__key_from_scratch(const struct tav_position *p)
{
    uint64_t k = 0;
    for (int sq = 0; sq < 64; sq++)
        for (int l = 0; l < p->height[sq]; l++) {
            unsigned pc = p->stack[sq][l];
            if (l == 0 && (p->virgin & BB(sq)))
                pc |= PC_VIRGIN_BIT;
            k ^= tav__z_piece(sq, l, pc);
        }
    k ^= tav__z_castling(p->castling) ^ tav__z_ep(p->ep);
    if (p->turn == TAV_BLACK)
        k ^= tav__z_turn();
    return k;
}
