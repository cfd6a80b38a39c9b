/* The seeded random sequence (tavreli/random.h): splitmix64. */
#include "tavreli/random.h"
#include "base/random.h"

uint64_t tav_random_next(uint64_t *state)
{
    uint64_t x;
    if (!state)
        return 0;
    x = *state;
    *state += TAV__GOLDEN;
    return tav__mix64(x);
}
