/* The transposition table: buckets of TT_WAYS 16-byte entries on the
 * position's Zobrist key (core/zobrist.c), owned by the engine. An entry is
 * replaced when it is empty, holds the same key, is from an older search,
 * or is the shallowest of its bucket. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "engine/engine_impl.h"

size_t tav__tt_buckets(size_t mb, size_t size_max)
{
    const size_t bucket_bytes = TT_WAYS * sizeof(tt_entry);
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
    tt_entry *t = calloc(buckets * TT_WAYS, sizeof *t);
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

static inline tt_entry *bucket(const tav_engine *e, uint64_t key)
{
    return &e->tt[(size_t)(key & e->tt_mask) * TT_WAYS];
}

const tt_entry *tav__tt_probe(const tav_engine *e, uint64_t key)
{
    tt_entry *b = bucket(e, key);
    for (int i = 0; i < TT_WAYS; i++)
        if (b[i].key == key && b[i].bound_gen)
            return &b[i];
    return NULL;
}

void tav__tt_store(tav_engine *e, uint64_t key, tav_move m, int score, int depth, int bound)
{
    tt_entry *b = bucket(e, key), *r = &b[0];
    int best = 1 << 30;
    for (int i = 0; i < TT_WAYS; i++) {
        tt_entry *x = &b[i];
        if (!x->bound_gen || x->key == key) {
            r = x;
            break;
        }
        int age = (e->generation - (x->bound_gen >> 2)) & 63;
        int worth = x->depth - 8 * age;
        if (worth < best) {
            best = worth;
            r = x;
        }
    }
    if (r->key == key && !m)
        m = r->move; /* keep a known best move */
    r->key = key;
    r->move = m;
    r->score = (int16_t)score;
    r->depth = (uint8_t)(depth < 0 ? 0 : depth);
    r->bound_gen = (uint8_t)(bound | (e->generation << 2));
}

/* Mate scores are stored relative to the node, not the root. */
int tav__score_to_tt(int score, int ply)
{
    return score > SCORE_MATE_BOUND ? score + ply : score < -SCORE_MATE_BOUND ? score - ply : score;
}

int tav__score_from_tt(int score, int ply)
{
    return score > SCORE_MATE_BOUND ? score - ply : score < -SCORE_MATE_BOUND ? score + ply : score;
}
