/* The transposition table: buckets of TT_WAYS 16-byte entries on the
 * position's Zobrist key (core/zobrist.c), owned by the engine and shared
 * by its helper threads (Lazy SMP, threads.c). An entry is replaced when
 * it is empty, holds the same key, is from an older search, or is the
 * shallowest of its bucket. Entries are read and written with relaxed
 * atomics, and each carries key ^ data, so that an entry two threads wrote
 * at once (the halves of different writes) is seen as absent. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "engine/engine_impl.h"

size_t tav__tt_buckets(size_t mb, size_t size_max)
{
    const size_t bucket_bytes = TT_WAYS * sizeof(tt_slot);
    if (mb == 0 || mb > (size_max >> 20))
        return 0;
    size_t most = (mb << 20) / bucket_bytes, buckets = 1; /* mb << 20 <= size_max here */
    while (buckets <= most / 2)
        buckets *= 2;
    return buckets;
}

int tav__tt_alloc(tav_engine *e, size_t mb)
{
    size_t buckets = tav__tt_buckets(mb, SIZE_MAX);
    if (!buckets)
        return TAV_EINVAL;
    tt_slot *t = calloc(buckets * TT_WAYS, sizeof *t);
    if (!t)
        return TAV_ENOMEM;
    free(e->tt);
    e->tt = t;
    e->tt_mask = buckets - 1;
    e->hash_mb = mb;
    e->generation = 0;
    return TAV_OK;
}

void tav__tt_clear(tav_engine *e)
{
    memset(e->tt, 0, (e->tt_mask + 1) * TT_WAYS * sizeof *e->tt);
    e->generation = 0;
}

static inline tt_slot *bucket(const tav_engine *e, uint64_t key)
{
    return &e->tt[(size_t)(key & e->tt_mask) * TT_WAYS];
}

static inline uint64_t pack(const tt_entry *x)
{
    return (uint64_t)x->move | (uint64_t)(uint16_t)x->score << 32 | (uint64_t)x->depth << 48
           | (uint64_t)x->bound_gen << 56;
}

/* Slot s as an entry: 0 when empty or torn (its check fails). */
static inline int unpack(tt_slot *s, tt_entry *x)
{
    uint64_t data = atomic_load_explicit(&s->data, memory_order_relaxed);
    uint64_t check = atomic_load_explicit(&s->check, memory_order_relaxed);
    x->key = check ^ data;
    x->move = (tav_move)(data & 0xffffffffu);
    x->score = (int16_t)(uint16_t)(data >> 32);
    x->depth = (uint8_t)(data >> 48);
    x->bound_gen = (uint8_t)(data >> 56);
    return x->bound_gen != 0;
}

int tav__tt_probe(const tav_engine *e, uint64_t key, tt_entry *out)
{
    tt_slot *b = bucket(e, key);
    for (int i = 0; i < TT_WAYS; i++)
        if (unpack(&b[i], out) && out->key == key)
            return 1;
    return 0;
}

void tav__tt_store(tav_engine *e, uint64_t key, tav_move m, int score, int depth, int bound)
{
    tt_slot *b = bucket(e, key), *r = &b[0];
    tt_entry old, x;
    int best = 1 << 30, have = 0;
    for (int i = 0; i < TT_WAYS; i++) {
        if (!unpack(&b[i], &x) || x.key == key) {
            r = &b[i];
            have = x.bound_gen && x.key == key;
            old = x;
            break;
        }
        int age = (e->generation - (x.bound_gen >> 2)) & 63;
        int worth = x.depth - 8 * age;
        if (worth < best) {
            best = worth;
            r = &b[i];
        }
    }
    if (have && !m)
        m = old.move; /* keep a known best move */
    x.key = key;
    x.move = m;
    x.score = (int16_t)score;
    x.depth = (uint8_t)(depth < 0 ? 0 : depth);
    x.bound_gen = (uint8_t)(bound | (e->generation << 2));
    uint64_t data = pack(&x);
    atomic_store_explicit(&r->data, data, memory_order_relaxed);
    atomic_store_explicit(&r->check, key ^ data, memory_order_relaxed);
}

/* Mate scores are stored relative to the node, not the root. */
int tav__score_to_tt(int score, int ply)
{
    return score > SCORE_MATE_BOUND ? score + ply : score < -SCORE_MATE_BOUND ? score - ply
                                                                              : score;
}

int tav__score_from_tt(int score, int ply)
{
    return score > SCORE_MATE_BOUND ? score - ply : score < -SCORE_MATE_BOUND ? score + ply
                                                                              : score;
}
