/* The one monotonic clock (base/now.h). */
#define _POSIX_C_SOURCE 200809L
#include <time.h>
#include "base/now.h"
#include "tavreli/now.h"

uint64_t tav__now_ns(void)
{
    struct timespec ts;
#if defined(CLOCK_MONOTONIC)
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
        return 0;
#else
    if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
        return 0;
#endif
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t tav__now_ms(void) { return tav__now_ns() / 1000000u; }

double tav__now(void) { return (double)tav__now_ns() * 1e-9; }

uint64_t tav_now_ms(void) { return tav__now_ms(); }
