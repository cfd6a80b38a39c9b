/* libtavreli: the library's monotonic clock, for programs that measure
 * time as the library does (the engine's and solver's limits). */
#ifndef TAVRELI_NOW_H
#define TAVRELI_NOW_H

#include <stdint.h>
#include "common.h"

TAV_BEGIN_DECLS

/** Milliseconds on the monotonic clock the library's time limits use
 *  (CLOCK_MONOTONIC where POSIX has it): it never goes back when the wall
 *  clock is set, and only differences of two readings mean anything. 0 if
 *  no clock can be read. */
TAV_EXTERN uint64_t tav_now_ms(void);

TAV_END_DECLS

#endif
