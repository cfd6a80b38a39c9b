/* Internal: perft's transposition table (R12). A table maps (position,
 * remaining depth) to a leaf count. Positions are keyed by two 64-bit
 * hashes of their own, drawn from the table's seed and computed from the
 * board (not the position's Zobrist key, so that two seeds give two
 * independent runs): lane a picks the bucket, lane b is stored and
 * compared. Lock-free: an entry is two words, check ^ data and data, each
 * read and written whole (relaxed atomics), so a torn entry from two
 * threads writing at once fails its check and reads as a miss. */
#ifndef TAV_PERFT_TABLE_H
#define TAV_PERFT_TABLE_H

#include <stdatomic.h>
#include <stdint.h>
#include "core/position_impl.h"
#include "tavreli/perft.h"

#ifndef TAV__PT_MIN_DEPTH
#define TAV__PT_MIN_DEPTH 2 /* subtrees of depth 1 cost less than a look-up */
#endif
#define TAV__PT_WAYS 4 /* entries per bucket: 4 x 16 bytes, one cache line */

typedef struct tav__pt_entry {
    _Atomic uint64_t check_xor_data;
    _Atomic uint64_t data; /* count << 8 | depth; depth 0: empty */
} tav__pt_entry;

struct tav_perft_table {
    tav__pt_entry *entries; /* buckets of TAV__PT_WAYS, 64-byte aligned */
    void *block;            /* what was allocated */
    uint64_t mask;          /* number of buckets - 1 (a power of two) */
    uint64_t seed_a, seed_b;
    _Atomic uint64_t probes, hits, stores;
};

typedef struct tav__pt_key {
    uint64_t a, b;
} tav__pt_key;

/* The table's key of p (every field perft depends on: towers, virgin
 * pawns, turn, castling rights, en passant square). */
tav__pt_key tav__pt_key_of(const struct tav_perft_table *t, const struct tav_position *p);

/* The count stored for (k, depth) in *count: 1 if found, 0 if not. */
int tav__pt_probe(const struct tav_perft_table *t, tav__pt_key k, unsigned depth, uint64_t *count);

/* Remember count for (k, depth), over the shallowest entry of the bucket
 * unless all four are deeper; 1 if stored, 0 if not. */
int tav__pt_store(struct tav_perft_table *t, tav__pt_key k, unsigned depth, uint64_t count);

#endif
