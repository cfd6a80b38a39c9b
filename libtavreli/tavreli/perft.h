/* libtavreli: perft and divide (R12).
 *
 * perft(d) counts the leaves of the legal-move tree of depth d from pos;
 * moves differ by source, destination or count. Claimable draws do not end
 * the tree; perft(0) = 1. The last ply is counted in bulk (its moves are
 * counted, not played); the count is the same as playing every leaf.
 * Neither function allocates. */
#ifndef TAVRELI_PERFT_H
#define TAVRELI_PERFT_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"
#include "move.h"
#include "position.h"

TAV_BEGIN_DECLS

/** perft(depth) from pos; 0 if pos is NULL. pos is not changed. */
TAV_EXTERN uint64_t tav_perft(const tav_position *pos, unsigned depth);

/** One line of a divide: a root move and the leaves below it. */
typedef struct tav_divide_entry {
    tav_move move;
    uint64_t count;
} tav_divide_entry;

/** perft(depth - 1) below each legal move of pos (depth >= 1), written to
 *  entries in the order of tav_position_legal_moves(). Returns the number of
 *  entries, TAV_EINVAL (NULL or depth 0) or TAV_EBUFSIZE (size too small;
 *  TAV_MAX_MOVES always suffices). */
TAV_EXTERN int tav_divide(const tav_position *pos, unsigned depth,
                          tav_divide_entry *entries, size_t size);

TAV_END_DECLS

#endif
