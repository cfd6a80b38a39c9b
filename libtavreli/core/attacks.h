/* Internal: attack sets of the top pieces (R7). */
#ifndef TAV_CORE_ATTACKS_H
#define TAV_CORE_ATTACKS_H

#include "core/position_impl.h"

bb_t tav__attackers_to(const struct tav_position *p, int sq, bb_t occ, int by_color);
bb_t tav__piece_attacks(int kind, int color, int sq, bb_t occ);
int tav__in_check(const struct tav_position *p, int color);

#endif
