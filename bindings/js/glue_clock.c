/* The C helpers of the JavaScript package for time controls and clocks
 * (tavreli/clock.h, R13): factories that return the object, and the
 * 64-bit millisecond counts as doubles (exact below 2^53; the unlimited
 * time, TAV_CLOCK_UNLIMITED, as -1), on the helper tier (bindings/tier).
 * No clock logic here. */
#include "tavb.h"

tav_time_control *tavjs_time_control_parse(const char *text, tav_error *err);
double tavjs_time_control_period(const tav_time_control *tc, int index, int which);
tav_clock *tavjs_clock_new(const tav_time_control *tc);
int tavjs_clock_press(tav_clock *c, double elapsed_ms);
int tavjs_clock_check(tav_clock *c, double elapsed_ms);
double tavjs_clock_deadline(const tav_clock *c);
double tavjs_clock_remaining(const tav_clock *c, int colour, double running_ms);
double tavjs_clock_delay_left(const tav_clock *c, double running_ms);
int tavjs_flag_result(const tav_position *pos, unsigned flags, double budget);

static double ms_out(uint64_t ms)
{
    return ms == TAV_CLOCK_UNLIMITED ? -1 : (double)ms;
}

/** tavb_time_control_parse(): the time control, NULL on failure (err says
 *  why, err->code set). */
tav_time_control *tavjs_time_control_parse(const char *text, tav_error *err)
{
    return tavb_time_control_parse(text, err);
}

/** A field of period index of tc: 0 moves, 1 time_ms, 2 bonus, 3
 *  bonus_ms; -1 for a bad index. */
double tavjs_time_control_period(const tav_time_control *tc, int index, int which)
{
    tav_tc_period p;
    if (index < 0 || index >= tav_time_control_periods(tc))
        return -1;
    p = tavb_time_control_period(tc, index);
    return which == 0 ? p.moves : which == 1 ? (double)p.time_ms
                              : which == 2   ? (double)p.bonus
                                             : p.bonus_ms;
}

/** tavb_clock_new(): the clock, NULL on failure. */
tav_clock *tavjs_clock_new(const tav_time_control *tc)
{
    return tavb_clock_new(tc);
}

/** tav_clock_press() with the time as a double (JavaScript checks its range). */
int tavjs_clock_press(tav_clock *c, double elapsed_ms)
{
    return tav_clock_press(c, (uint64_t)elapsed_ms);
}

/** tav_clock_check() with the time as a double. */
int tavjs_clock_check(tav_clock *c, double elapsed_ms)
{
    return tav_clock_check(c, (uint64_t)elapsed_ms);
}

/** tav_clock_deadline(), -1 for unlimited. */
double tavjs_clock_deadline(const tav_clock *c)
{
    return ms_out(tav_clock_deadline(c));
}

/** tav_clock_remaining(), -1 for unlimited. */
double tavjs_clock_remaining(const tav_clock *c, int colour, double running_ms)
{
    return ms_out(tav_clock_remaining(c, (tav_color)colour, (uint64_t)running_ms));
}

/** tav_clock_delay_left(). */
double tavjs_clock_delay_left(const tav_clock *c, double running_ms)
{
    return (double)tav_clock_delay_left(c, (uint64_t)running_ms);
}

/** tavb_flag_result() with the budget as a double: a tav_result, or a
 *  negative TAV_E* code. */
int tavjs_flag_result(const tav_position *pos, unsigned flags, double budget)
{
    return tavb_flag_result(pos, flags, tavb_budget(budget));
}
