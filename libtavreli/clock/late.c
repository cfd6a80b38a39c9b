/* Late arrival at the board (R13; 000 6.7, 6.7.1; tournament rules 001 and
 * 003 section 6.6). */
#include "clock/clock_impl.h"

int tav_clock_late_loses(const tav_time_control *tc, uint64_t allowed_ms, uint64_t late_ms)
{
    if (!tc)
        return TAV_EINVAL;
    if (allowed_ms == TAV_LATE_MAIN_TIME) {
        /* 000 6.7: not set by the competition's rules, the allowed
         * lateness equals the main thinking time, the first period's */
        if (!tc->count)
            return 0; /* no time control: no main time runs out */
        allowed_ms = tc->period[0].time_ms;
    }
    /* 000 6.7.1: arriving after the allowed lateness has expired loses */
    return late_ms > allowed_ms;
}
