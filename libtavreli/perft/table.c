/* perft's transposition table (R12); see table.h. */
#include <stdlib.h>
#include "base/random.h"
#include "perft/table.h"

#define DEPTH_BITS 8
#define DEPTH_MASK ((1u << DEPTH_BITS) - 1)

static inline uint64_t mix(uint64_t x) { return tav__mix64(x); }

int tav_perft_table_new(tav_perft_table **out, size_t megabytes, uint64_t seed)
{
    if (!out)
        return TAV_EINVAL;
    *out = NULL;
    if (megabytes == 0 || megabytes > ((size_t)1 << 20))
        return TAV_EINVAL;
    size_t bucket = TAV__PT_WAYS * sizeof(tav__pt_entry), buckets = 1;
    while (buckets * 2 * bucket <= megabytes * ((size_t)1 << 20))
        buckets *= 2;
    if (buckets * bucket > (size_t)-1 - 64)
        return TAV_ELIMIT;
    tav_perft_table *t = calloc(1, sizeof *t);
    if (!t)
        return TAV_ENOMEM;
    /* calloc: the pages are zero (every entry empty) and only touched when
     * used; aligned by hand, aligned_alloc does not zero */
    t->block = calloc(1, buckets * bucket + 64);
    if (!t->block) {
        free(t);
        return TAV_ENOMEM;
    }
    uintptr_t at = ((uintptr_t)t->block + 63) & ~(uintptr_t)63;
    t->entries = (tav__pt_entry *)at;
    t->mask = (uint64_t)buckets - 1;
    t->seed_a = mix(seed);
    t->seed_b = mix(seed ^ 0x5a5a5a5a5a5a5a5aull);
    *out = t;
    return TAV_OK;
}

void tav_perft_table_free(tav_perft_table *t)
{
    if (!t)
        return;
    free(t->block);
    free(t);
}

size_t tav_perft_table_entries(const tav_perft_table *t)
{
    return t ? (size_t)(t->mask + 1) * TAV__PT_WAYS : 0;
}

void tav_perft_table_stats(const tav_perft_table *t, uint64_t *probes, uint64_t *hits, uint64_t *stores)
{
    if (probes)
        *probes = t ? atomic_load(&t->probes) : 0;
    if (hits)
        *hits = t ? atomic_load(&t->hits) : 0;
    if (stores)
        *stores = t ? atomic_load(&t->stores) : 0;
}

/* Piece codes: square << 16 | level << 10 | piece byte (+ PC_VIRGIN_BIT),
 * below 1 << 22; the other fields above that, so no two features share a
 * code (the same codes as core/zobrist.c, but mixed with the seeds). */
tav__pt_key tav__pt_key_of(const struct tav_perft_table *t, const struct tav_position *p)
{
    uint64_t a = 0, b = 0, sa = t->seed_a, sb = t->seed_b;
    bb_t occ = p->occ;
    while (occ) {
        int sq = bb_pop(&occ);
        for (int l = 0; l < p->height[sq]; l++) {
            uint64_t code = ((uint64_t)sq << 16) | ((uint64_t)l << 10) | p->stack[sq][l];
            if (l == 0 && (p->virgin & BB(sq)))
                code |= PC_VIRGIN_BIT;
            a ^= mix(code ^ sa);
            b ^= mix(code ^ sb);
        }
    }
    uint64_t state = ((uint64_t)1 << 40) | ((uint64_t)p->castling << 8) | ((uint64_t)(p->ep + 1) << 1) | p->turn;
    a ^= mix(state ^ sa);
    b ^= mix(state ^ sb);
    return (tav__pt_key){ a, b };
}

static inline tav__pt_entry *bucket_of(const struct tav_perft_table *t, tav__pt_key k)
{
    return t->entries + (k.a & t->mask) * TAV__PT_WAYS;
}

int tav__pt_probe(const struct tav_perft_table *t, tav__pt_key k, unsigned depth, uint64_t *count)
{
    tav__pt_entry *e = bucket_of(t, k);
    for (int i = 0; i < TAV__PT_WAYS; i++) {
        uint64_t x = atomic_load_explicit(&e[i].check_xor_data, memory_order_relaxed);
        uint64_t d = atomic_load_explicit(&e[i].data, memory_order_relaxed);
        if ((d & DEPTH_MASK) == depth && (x ^ d) == k.b) {
            *count = d >> DEPTH_BITS;
            return 1;
        }
    }
    return 0;
}

int tav__pt_store(struct tav_perft_table *t, tav__pt_key k, unsigned depth, uint64_t count)
{
    if (depth > DEPTH_MASK || count >> (64 - DEPTH_BITS))
        return 0; /* does not fit (perft(9) of the start is ~2^49, far below) */
    tav__pt_entry *e = bucket_of(t, k);
    int victim = 0;
    unsigned shallowest = DEPTH_MASK + 1;
    for (int i = 0; i < TAV__PT_WAYS; i++) {
        uint64_t d = atomic_load_explicit(&e[i].data, memory_order_relaxed);
        unsigned di = (unsigned)(d & DEPTH_MASK);
        if (di < shallowest) {
            shallowest = di;
            victim = i;
        }
    }
    if (shallowest > depth)
        return 0; /* every entry holds a bigger subtree */
    uint64_t data = (count << DEPTH_BITS) | depth;
    atomic_store_explicit(&e[victim].check_xor_data, k.b ^ data, memory_order_relaxed);
    atomic_store_explicit(&e[victim].data, data, memory_order_relaxed);
    return 1;
}
