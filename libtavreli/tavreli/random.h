/* libtavreli: a seeded random sequence, the same on every platform. */
#ifndef TAVRELI_RANDOM_H
#define TAVRELI_RANDOM_H

#include <stdint.h>
#include "common.h"

TAV_BEGIN_DECLS

/** The next value of the splitmix64 sequence whose state is *state, which
 *  it advances: from one seed, the same values everywhere (random games of
 *  `tavreli match`, random walks of `tavreli perft`, the tests' random
 *  positions). Any seed is good, 0 too; the values are not for secrets.
 *  state NULL: returns 0. */
TAV_EXTERN uint64_t tav_random_next(uint64_t *state);

TAV_END_DECLS

#endif
