/* Zobrist keys (R8 repetition, tav_position_hash). A tower is hashed piece
 * by piece with the square and the level in the tower, so order counts.
 * Keys come from a fixed mixing function instead of a table: no run-time
 * initialisation and no 1 MB table for 64 squares x 32 levels x pieces. */
#include "core/position_impl.h"
#include "core/zobrist.h"

static inline uint64_t mix(uint64_t x)
{
    /* splitmix64's finaliser */
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

uint64_t tav__z_piece(int sq, int level, unsigned piece)
{
    return mix(((uint64_t)sq << 16) | ((uint64_t)level << 10) | piece);
}

uint64_t tav__z_castling(unsigned rights) { return rights ? mix(0x100000000ull | rights) : 0; }
uint64_t tav__z_ep(int sq) { return sq == NO_SQ ? 0 : mix(0x200000000ull | (unsigned)sq); }
uint64_t tav__z_turn(void) { return mix(0x300000000ull); }

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
