/* Internal: attack sets of the top pieces (R7). */
#ifndef TAV_CORE_ATTACKS_H
#define TAV_CORE_ATTACKS_H

#include "core/position_impl.h"

bb_t tav__attackers_to(const struct tav_position *p, int sq, bb_t occ, int by_color);
bb_t tav__piece_attacks(int kind, int color, int sq, bb_t occ);
int tav__in_check(const struct tav_position *p, int color);
/* Not in check, does m (not castling, not en passant) leave the mover's
 * king attacked (R7)? p is played on for king moves and restored. */
int tav__exposes_king(struct tav_position *p, tav_move m);

#endif
