/* Internal: the repetition key of a position (R8). */
#ifndef TAV_CORE_HISTORY_H
#define TAV_CORE_HISTORY_H

#include <stdint.h>
#include "core/position_impl.h"

uint64_t tav__rep_key(const struct tav_position *p);

#endif
