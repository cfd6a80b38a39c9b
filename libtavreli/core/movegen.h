/* Internal: legal move generation and counting (R2, R4-R7). */
#ifndef TAV_CORE_MOVEGEN_H
#define TAV_CORE_MOVEGEN_H

#include <stdint.h>
#include "core/position_impl.h"

int tav__gen_legal(const struct tav_position *p, tav_move *out);
uint64_t tav__count_legal(const struct tav_position *p);
/* The same, allowed to play moves on p and take them back (faster en
 * passant); p is unchanged on return. Not for positions others may read. */
int tav__gen_legal_in_place(struct tav_position *p, tav_move *out);
uint64_t tav__count_legal_in_place(struct tav_position *p);
/* The sum of tav__count_legal of the positions after each of the n legal
 * moves of p, played on p and taken back (perft's ply above the leaves). */
uint64_t tav__count_children_in_place(struct tav_position *p, const tav_move *moves, int n);

#endif
