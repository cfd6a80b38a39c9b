/* Internal: the layout of time controls and clocks (R13), shared by the
 * parser (time_control.c), the clock (clock.c), its settings and pauses
 * (clock_set.c), late arrival (late.c) and the check of a game record's
 * clock data (solver/clock_check.c). */
#ifndef TAV_CLOCK_IMPL_H
#define TAV_CLOCK_IMPL_H

#include <stdint.h>
#include "tavreli/clock.h"

struct tav_time_control {
    int count; /* 0 = no time control ("-") */
    tav_tc_period period[TAV_TC_MAX_PERIODS];
};

struct tav_clock {
    struct tav_time_control tc;
    uint64_t remaining[2]; /* main time left, ms, as of the last press */
    int period[2];         /* index into tc.period */
    uint32_t done[2];      /* moves completed in the current period */
    uint32_t moves[2];     /* moves completed in the game */
    int turn;              /* tav_color whose clock runs */
    unsigned flags;        /* TAV_FLAG_* */
    int paused;            /* stopped by the arbiter (000 6.11.1, 6.12) */
    uint64_t spent;        /* ms of the running side's move used before a pause */
};

/* a + b, at most TAV_CLOCK_TIME_MAX (R13: a clock's time saturates). */
static inline uint64_t tav__clock_add(uint64_t a, uint64_t b)
{
    return a >= TAV_CLOCK_TIME_MAX || b >= TAV_CLOCK_TIME_MAX - a ? TAV_CLOCK_TIME_MAX : a + b;
}

/* Where a side stands in tc after it has completed moves moves: the
 * 0-based period (a repeating last period keeps its index) and the moves
 * done in it. Shared by the clock (tav_clock_set_moves) and the record
 * check (a game that starts from a TFEN's move number). */
void tav__tc_locate(const struct tav_time_control *tc, uint64_t moves, int *period, uint32_t *done);

#endif
