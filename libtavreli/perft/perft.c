/* perft and divide (R12): make/unmake on one copy of the position, the last
 * ply counted in bulk by the legal-move counter. */
#include <string.h>
#include "core/position_impl.h"
#include "core/make_move.h"
#include "core/movegen.h"
#include "tavreli/perft.h"

static uint64_t perft_rec(struct tav_position *p, unsigned depth)
{
    if (depth == 1)
        return tav__count_legal_in_place(p);
    tav_move moves[TAV_MAX_MOVES];
    int n = tav__gen_legal_in_place(p, moves);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        tav__undo u;
        tav__do_move_unhashed(p, moves[i], &u);
        total += perft_rec(p, depth - 1);
        tav__undo_move(p, moves[i], &u);
    }
    return total;
}

uint64_t tav_perft(const tav_position *pos, unsigned depth)
{
    struct tav_position w;
    if (!pos)
        return 0;
    if (depth == 0)
        return 1;
    work_copy(&w, pos);
    return perft_rec(&w, depth);
}

int tav_divide(const tav_position *pos, unsigned depth, tav_divide_entry *entries, size_t size)
{
    struct tav_position w;
    tav_move moves[TAV_MAX_MOVES];
    if (!pos || !entries || depth == 0)
        return TAV_EINVAL;
    work_copy(&w, pos);
    int n = tav__gen_legal_in_place(&w, moves);
    if ((size_t)n > size)
        return TAV_EBUFSIZE;
    for (int i = 0; i < n; i++) {
        tav__undo u;
        tav__do_move_unhashed(&w, moves[i], &u);
        entries[i].move = moves[i];
        entries[i].count = depth == 1 ? 1 : perft_rec(&w, depth - 1);
        tav__undo_move(&w, moves[i], &u);
    }
    return n;
}
