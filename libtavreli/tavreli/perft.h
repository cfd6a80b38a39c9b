/* libtavreli: perft and divide (R12).
 *
 * perft(d) counts the leaves of the legal-move tree of depth d from pos;
 * moves differ by source, destination or count. Claimable draws do not end
 * the tree; perft(0) = 1. The last ply is counted in bulk (its moves are
 * counted, not played); the count is the same as playing every leaf.
 * Only the transposition table allocates (tav_perft_table_new). */
#ifndef TAVRELI_PERFT_H
#define TAVRELI_PERFT_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"
#include "move.h"
#include "position.h"

TAV_BEGIN_DECLS

/** The deepest perft any function here counts (R12): deeper trees are
 *  refused, not walked, since each ply holds a move list on the stack and no
 *  such tree could be counted in a lifetime anyway. The CLI, Python, JS and
 *  the distributed perft refuse a larger DEPTH with this same limit. */
#define TAV_PERFT_MAX_DEPTH 64

/** perft(depth) from pos; 0 if pos is NULL or depth is above
 *  TAV_PERFT_MAX_DEPTH (a refusal: nothing is counted). pos is not changed. */
TAV_EXTERN uint64_t tav_perft(const tav_position *pos, unsigned depth);

/** One line of a divide: a root move and the leaves below it. */
typedef struct tav_divide_entry {
    tav_move move;
    uint64_t count;
} tav_divide_entry;

/** perft(depth - 1) below each legal move of pos (depth >= 1), written to
 *  entries in the order of tav_position_legal_moves(). Returns the number of
 *  entries, TAV_EINVAL (NULL, depth 0 or above TAV_PERFT_MAX_DEPTH) or TAV_EBUFSIZE (size too small;
 *  TAV_MAX_MOVES always suffices). */
TAV_EXTERN int tav_divide(const tav_position *pos, unsigned depth,
                          tav_divide_entry *entries, size_t size);

/** A transposition table for perft: leaf counts of (position, depth) pairs
 *  already counted. Opaque; made by tav_perft_table_new, released by
 *  tav_perft_table_free. One table may be used by several threads at once
 *  (it is lock-free); a hit is wrong only if two positions share a 64-bit
 *  check key and a bucket (doc/perft.md: below 4 * probes / 2^64). */
typedef struct tav_perft_table tav_perft_table;

/** A table of at most megabytes MiB (the largest power of two of 64-byte
 *  buckets of four entries that fits; at least one bucket), empty, its
 *  keys drawn from seed: two seeds hash positions independently, so two
 *  runs with two seeds do not share a collision. On success *out owns the
 *  table. Returns TAV_OK, TAV_EINVAL (out NULL, megabytes 0 or above
 *  1048576; *out is then NULL if out is not), TAV_ELIMIT (larger than the
 *  address space) or TAV_ENOMEM. */
TAV_EXTERN int tav_perft_table_new(tav_perft_table **out, size_t megabytes, uint64_t seed);

/** Release t; NULL is a no-op. */
TAV_EXTERN void tav_perft_table_free(tav_perft_table *t);

/** The number of entries t holds (0 if t is NULL). */
TAV_EXTERN size_t tav_perft_table_entries(const tav_perft_table *t);

/** What t has seen since it was made, summed over every call and thread:
 *  look-ups (nodes of remaining depth 2 or more), hits and stores. Any
 *  out pointer may be NULL; t NULL gives zeros. Counts are added at the end
 *  of each tav_perft_hashed call. */
TAV_EXTERN void tav_perft_table_stats(const tav_perft_table *t, uint64_t *probes,
                                      uint64_t *hits, uint64_t *stores);

/** perft(depth) from pos as tav_perft, looking up and storing the counts
 *  of the subtrees of depth 2 or more in t (NULL: tav_perft). The same
 *  count as tav_perft unless a key collision occurs (see above); pos is
 *  not changed; 0 if pos is NULL or depth is above TAV_PERFT_MAX_DEPTH. Safe to call from several threads
 *  sharing t. */
TAV_EXTERN uint64_t tav_perft_hashed(const tav_position *pos, unsigned depth, tav_perft_table *t);

TAV_END_DECLS

#endif
