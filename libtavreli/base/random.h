/* Internal: splitmix64's finaliser, the one mixing function of the library
 * (Zobrist keys, perft's table, tav_random_next()). */
#ifndef TAV_BASE_RANDOM_H
#define TAV_BASE_RANDOM_H

#include <stdint.h>

/* Inline, so that playing a move (core/make_move.c) pays no call per key:
 * x plus the golden ratio, mixed (x = the splitmix64 state before its
 * step gives the value of that step). */
#define TAV__GOLDEN 0x9e3779b97f4a7c15ull /* 2^64 / the golden ratio: splitmix64's step */

static inline uint64_t tav__mix64(uint64_t x)
{
    x += TAV__GOLDEN;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

#endif
