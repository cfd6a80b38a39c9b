/* An arbiter's hand on the clocks (R13; 000 6.2.7, 6.11.1, 6.12, 7.1):
 * setting a side's time and move counter, and stopping and restarting the
 * clocks. A server resuming a game from its record's "[%clk]" values uses
 * the same calls. */
#include "clock/clock_impl.h"

void tav__tc_locate(const struct tav_time_control *tc, uint64_t moves, int *period, uint32_t *done)
{
    int i = 0;
    /* walk the periods with a move count; the last one repeats (R13) */
    while (tc->period[i].moves && moves >= tc->period[i].moves) {
        if (i + 1 == tc->count) {
            moves %= tc->period[i].moves;
            break;
        }
        moves -= tc->period[i].moves;
        i++;
    }
    *period = i;
    *done = tc->period[i].moves ? (uint32_t)moves : 0;
}

static int bad_side(const tav_clock *c, tav_color colour)
{
    return !c || (colour != TAV_WHITE && colour != TAV_BLACK);
}

int tav_clock_set_remaining(tav_clock *c, tav_color colour, uint64_t ms)
{
    if (bad_side(c, colour) || !c->tc.count || ms > TAV_CLOCK_TIME_MAX)
        return TAV_EINVAL;
    c->remaining[colour] = ms;
    if ((int)colour == c->turn)
        c->spent = 0; /* the time set is the time left now */
    if (ms)
        c->flags &= ~(colour == TAV_WHITE ? TAV_FLAG_WHITE : TAV_FLAG_BLACK);
    return TAV_OK;
}

int tav_clock_set_moves(tav_clock *c, tav_color colour, uint32_t moves)
{
    if (bad_side(c, colour) || moves > INT32_MAX)
        return TAV_EINVAL;
    c->moves[colour] = moves;
    if (c->tc.count)
        tav__tc_locate(&c->tc, moves, &c->period[colour], &c->done[colour]);
    return TAV_OK;
}

int tav_clock_pause(tav_clock *c, uint64_t running_ms)
{
    if (!c || c->flags || c->paused)
        return TAV_EINVAL;
    if (tav_clock_check(c, running_ms) == 1)
        return 1; /* the flag fell before the clocks were stopped */
    c->spent = tav__clock_add(c->spent, running_ms);
    c->paused = 1;
    return 0;
}

int tav_clock_resume(tav_clock *c)
{
    if (!c || !c->paused)
        return TAV_EINVAL;
    c->paused = 0;
    return TAV_OK;
}

int tav_clock_paused(const tav_clock *c) { return c ? c->paused : TAV_EINVAL; }
