/* Internal: 64-bit square sets and the precomputed attack tables (tables.c
 * is generated at build time by gen_tables.c). Not installed. */
#ifndef TAV_BITBOARD_H
#define TAV_BITBOARD_H

#include <stdint.h>

typedef uint64_t bb_t;

#define BB(sq) ((bb_t)1 << (sq))
#define RANK_BB(r) ((bb_t)0xffu << (8 * (r)))

static inline int bb_lsb(bb_t b)
{
    return __builtin_ctzll(b);
}
/* Without a POPCNT instruction in the target, GCC calls a slow library
 * routine; the branch-free SWAR count is faster. */
static inline int bb_popcount_soft(bb_t b)
{
    b = b - ((b >> 1) & 0x5555555555555555ull);
    b = (b & 0x3333333333333333ull) + ((b >> 2) & 0x3333333333333333ull);
    b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int)((b * 0x0101010101010101ull) >> 56);
}
static inline int bb_popcount(bb_t b)
{
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
    return __builtin_popcountll(b);
#else
    return bb_popcount_soft(b);
#endif
}

/* Run-time POPCNT (x86-64 built for the baseline, GCC or clang): hot code
 * is written once with a constant hw argument and always inlined into two
 * callers, one of them compiled with TAV_TARGET_POPCNT, where
 * bb_popcount_hw(b, 1) is one instruction; __builtin_cpu_supports picks
 * the caller. Elsewhere (non-x86, emscripten, -march with POPCNT, other
 * compilers, or -DTAV_NO_POPCNT_DISPATCH to measure the portable path)
 * TAV_POPCNT_DISPATCH is 0 and bb_popcount is used. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__POPCNT__) && !defined(TAV_NO_POPCNT_DISPATCH)
#define TAV_POPCNT_DISPATCH 1
#define TAV_TARGET_POPCNT __attribute__((target("popcnt")))
#else
#define TAV_POPCNT_DISPATCH 0
#endif
#if defined(__GNUC__)
#define TAV_ALWAYS_INLINE inline __attribute__((always_inline))
#define TAV_NOINLINE __attribute__((noinline))
#else
#define TAV_ALWAYS_INLINE inline
#define TAV_NOINLINE
#endif
static TAV_ALWAYS_INLINE int bb_popcount_hw(bb_t b, int hw)
{
#if TAV_POPCNT_DISPATCH
    if (hw)
        return __builtin_popcountll(b);
#endif
    (void)hw;
    return bb_popcount(b);
}
static inline int bb_pop(bb_t *b)
{
    int s = __builtin_ctzll(*b);
    *b &= *b - 1;
    return s;
}

/* One magic lookup entry per square (fancy magic bitboards), 32 bytes
 * with 32-bit pointers too (WebAssembly: 24 bytes otherwise, and an entry's
 * offset a multiply, not a shift). */
typedef struct tav__magic {
    _Alignas(32) bb_t mask;
    bb_t magic;
    const bb_t *attacks;
    unsigned shift;
} tav__magic;

extern const tav__magic tav__rook_magic[64];
extern const tav__magic tav__bishop_magic[64];
extern const bb_t tav__knight_attacks[64];
extern const bb_t tav__king_attacks[64];
extern const bb_t tav__pawn_attacks[2][64]; /* [colour][sq]: squares diagonally ahead */
extern const bb_t tav__between[64][64];     /* squares strictly between, on a line; else 0 */
extern const bb_t tav__line[64][64];        /* the whole line through both, else 0 */
/* [sq]: the squares from which a rook / bishop on an empty board reaches a
 * square next to sq (the sliders that may bear on a king's moves) */
extern const bb_t tav__rook_ring_rays[64];
extern const bb_t tav__bishop_ring_rays[64];

/* The square's entry, its address hidden from the compiler in WebAssembly
 * (an empty asm; elsewhere nothing). Otherwise clang folds the table's
 * constant address into each field's address: four adds the wasm loads
 * cannot hold as offsets (an add may wrap, an offset may not), so V8 writes
 * a 32-bit lea before each of the four loads. From an opaque pointer the
 * fields are load offsets, x64 displacements. */
static inline const tav__magic *tav__magic_entry(const tav__magic *m)
{
#ifdef __wasm__
    __asm__(""
            : "+r"(m));
#endif
    return m;
}

static inline bb_t rook_attacks(int sq, bb_t occ)
{
    const tav__magic *m = tav__magic_entry(&tav__rook_magic[sq]);
    return m->attacks[((occ & m->mask) * m->magic) >> m->shift];
}

static inline bb_t bishop_attacks(int sq, bb_t occ)
{
    const tav__magic *m = tav__magic_entry(&tav__bishop_magic[sq]);
    return m->attacks[((occ & m->mask) * m->magic) >> m->shift];
}

/* The same on an empty board: the first entry of the square's table (an
 * empty occupancy has index 0), without the multiply. */
static inline bb_t rook_rays(int sq)
{
    return tav__rook_magic[sq].attacks[0];
}

static inline bb_t bishop_rays(int sq)
{
    return tav__bishop_magic[sq].attacks[0];
}

/* The squares a knight on any square of n attacks, all at once (no loop
 * over the knights, no table). */
static inline bb_t knights_attacks(bb_t n)
{
    const bb_t not_a = 0xfefefefefefefefeull, not_ab = 0xfcfcfcfcfcfcfcfcull;
    const bb_t not_h = 0x7f7f7f7f7f7f7f7full, not_gh = 0x3f3f3f3f3f3f3f3full;
    bb_t one = ((n << 1) & not_a) | ((n >> 1) & not_h), two = ((n << 2) & not_ab) | ((n >> 2) & not_gh);
    return (one << 16) | (one >> 16) | (two << 8) | (two >> 8);
}

#endif
