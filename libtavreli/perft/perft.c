/* perft and divide (R12): make/unmake on one copy of the position, the last
 * ply counted in bulk by the legal-move counter. */
#include <string.h>
#include "core/position_impl.h"
#include "core/make_move.h"
#include "core/make_move_inline.h"
#include "core/movegen.h"
#include "perft/table.h"
#include "tavreli/perft.h"

/* Moves are played inline (core/make_move_inline.h), and the ply above the
 * leaves is the counter's own loop (tav__count_children_in_place: each
 * child counted in bulk, with no call per child). */
static uint64_t perft_rec(struct tav_position *p, unsigned depth)
{
    if (depth == 1)
        return tav__count_legal_in_place(p);
    tav_move moves[TAV_MAX_MOVES];
    int n = tav__gen_legal_in_place(p, moves);
    if (depth == 2)
        return tav__count_children_in_place(p, moves, n);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        tav__undo u;
        tav__make(p, moves[i], &u, 0);
        total += perft_rec(p, depth - 1);
        tav__unmake(p, moves[i], &u);
    }
    return total;
}

/* The walks' working copy, one per thread, at a fixed address: in
 * WebAssembly a local whose address is taken lives on the shadow stack and
 * every access adds the stack pointer; a static one is reached through
 * constant addresses. tav_perft, tav_perft_hashed and tav_divide all walk
 * on it (none calls another during its walk), so that every call of
 * perft_rec passes the same address and LTO makes it a constant there too:
 * with one walk on a local copy, the npm package's perft_rec kept its
 * position parameter (doc/figures.md, WebAssembly: 0.90 -> 0.95-0.98 of native
 * in Node; native unchanged). */
static _Thread_local struct tav_position perft_work;

uint64_t tav_perft(const tav_position *pos, unsigned depth)
{
    if (!pos || depth > TAV_PERFT_MAX_DEPTH)
        return 0;
    if (depth == 0)
        return 1;
    work_copy(&perft_work, pos);
    return perft_rec(&perft_work, depth);
}

/* The same walk, counting subtrees of depth >= 2 once per table entry. */
typedef struct hashed_walk {
    tav_perft_table *t;
    uint64_t probes, hits, stores;
} hashed_walk;

static uint64_t perft_hashed_rec(hashed_walk *w, struct tav_position *p, unsigned depth)
{
    if (depth < TAV__PT_MIN_DEPTH)
        return perft_rec(p, depth);
    tav__pt_key k = tav__pt_key_of(w->t, p);
    uint64_t total;
    w->probes++;
    if (tav__pt_probe(w->t, k, depth, &total)) {
        w->hits++;
        return total;
    }
    tav_move moves[TAV_MAX_MOVES];
    int n = tav__gen_legal_in_place(p, moves);
    total = 0;
    for (int i = 0; i < n; i++) {
        tav__undo u;
        tav__make(p, moves[i], &u, 0);
        total += perft_hashed_rec(w, p, depth - 1);
        tav__unmake(p, moves[i], &u);
    }
    w->stores += (uint64_t)tav__pt_store(w->t, k, depth, total);
    return total;
}

uint64_t tav_perft_hashed(const tav_position *pos, unsigned depth, tav_perft_table *t)
{
    if (!t)
        return tav_perft(pos, depth);
    if (!pos || depth > TAV_PERFT_MAX_DEPTH)
        return 0;
    if (depth == 0)
        return 1;
    work_copy(&perft_work, pos);
    hashed_walk w = { t, 0, 0, 0 };
    uint64_t total = perft_hashed_rec(&w, &perft_work, depth);
    atomic_fetch_add(&t->probes, w.probes);
    atomic_fetch_add(&t->hits, w.hits);
    atomic_fetch_add(&t->stores, w.stores);
    return total;
}

int tav_divide(const tav_position *pos, unsigned depth, tav_divide_entry *entries, size_t size)
{
    struct tav_position *w = &perft_work;
    tav_move moves[TAV_MAX_MOVES];
    if (!pos || !entries || depth == 0 || depth > TAV_PERFT_MAX_DEPTH)
        return TAV_EINVAL;
    work_copy(w, pos);
    int n = tav__gen_legal_in_place(w, moves);
    if ((size_t)n > size)
        return TAV_EBUFSIZE;
    for (int i = 0; i < n; i++) {
        tav__undo u;
        tav__do_move_unhashed(w, moves[i], &u);
        entries[i].move = moves[i];
        entries[i].count = depth == 1 ? 1 : perft_rec(w, depth - 1);
        tav__undo_move(w, moves[i], &u);
    }
    return n;
}
