/* Internal: the layout of time controls and clocks (R13), shared by the
 * parser (time_control.c), the clock (clock.c) and the check of a game
 * record's clock data (record/clock_check.c). */
#ifndef TAV_CLOCK_IMPL_H
#define TAV_CLOCK_IMPL_H

#include <stdint.h>
#include "tavreli/clock.h"

struct tav_time_control {
    int count;                                /* 0 = no time control ("-") */
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
};

#endif
