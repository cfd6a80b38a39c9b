/* Internal: the one monotonic clock of the library (the engine's time
 * limits, the solver's max_seconds and its reported time). It never goes
 * back when the wall clock is set; only differences of its readings mean
 * anything. */
#ifndef TAV_BASE_NOW_H
#define TAV_BASE_NOW_H

#include <stdint.h>

/* Nanoseconds on a monotonic clock (CLOCK_MONOTONIC where POSIX has it,
 * else C11's TIME_UTC); 0 if no clock can be read. */
uint64_t tav__now_ns(void);

/* The same in milliseconds. */
uint64_t tav__now_ms(void);

/* The same in seconds. */
double tav__now(void);

#endif
