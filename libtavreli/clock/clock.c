/* Clocks (R13): the main time of each player, periods, increment, delay
 * and Bronstein delay, and the fall of a flag. The caller feeds elapsed
 * times; nothing here reads a wall clock. */
#include <stdlib.h>
#include "clock/clock_impl.h"

static const tav_tc_period *current(const tav_clock *c, int color)
{
    return &c->tc.period[c->period[color]];
}

int tav_clock_new_turn(tav_clock **out, const tav_time_control *tc, tav_color turn)
{
    if (out)
        *out = NULL;
    if (!out || !tc || (turn != TAV_WHITE && turn != TAV_BLACK))
        return TAV_EINVAL;
    tav_clock *c = calloc(1, sizeof *c);
    if (!c)
        return TAV_ENOMEM;
    c->tc = *tc;
    for (int color = 0; color < 2; color++)
        c->remaining[color] = tc->count ? tc->period[0].time_ms : TAV_CLOCK_UNLIMITED;
    c->turn = (int)turn; /* 000 6.6: the clock of the side to move starts */
    *out = c;
    return TAV_OK;
}

int tav_clock_new(tav_clock **out, const tav_time_control *tc)
{
    return tav_clock_new_turn(out, tc, TAV_WHITE); /* 000 6.6: white's clock starts the game */
}

void tav_clock_free(tav_clock *clock) { free(clock); }

tav_clock *tav_clock_copy(const tav_clock *clock)
{
    tav_clock *c = clock ? malloc(sizeof *c) : NULL;
    if (c)
        *c = *clock;
    return c;
}

int tav_clock_turn(const tav_clock *c) { return c ? c->turn : TAV_EINVAL; }

/* The part of elapsed_ms taken from the main time (R13: a delay runs first). */
static uint64_t main_used(const tav_tc_period *p, uint64_t elapsed_ms)
{
    if (p->bonus == TAV_TC_DELAY)
        return elapsed_ms > p->bonus_ms ? elapsed_ms - p->bonus_ms : 0;
    return elapsed_ms;
}

uint64_t tav_clock_deadline(const tav_clock *c)
{
    if (!c || c->flags)
        return 0;
    if (!c->tc.count)
        return TAV_CLOCK_UNLIMITED;
    const tav_tc_period *p = current(c, c->turn);
    uint64_t total = c->remaining[c->turn] + (p->bonus == TAV_TC_DELAY ? p->bonus_ms : 0);
    return total > c->spent ? total - c->spent : 0; /* less what a pause has charged */
}

static void fall(tav_clock *c)
{
    c->remaining[c->turn] = 0;
    c->flags |= c->turn == TAV_WHITE ? TAV_FLAG_WHITE : TAV_FLAG_BLACK;
}

int tav_clock_check(tav_clock *c, uint64_t elapsed_ms)
{
    if (!c)
        return TAV_EINVAL;
    if (c->flags || c->paused || !c->tc.count || elapsed_ms < tav_clock_deadline(c))
        return 0;
    fall(c);
    return 1;
}

int tav_clock_press(tav_clock *c, uint64_t elapsed_ms)
{
    if (!c || c->flags || c->paused)
        return TAV_EINVAL;
    int me = c->turn;
    if (c->tc.count) {
        if (elapsed_ms >= tav_clock_deadline(c)) {
            fall(c); /* the time ran out before the move was completed */
            return TAV_OK;
        }
        elapsed_ms += c->spent; /* the whole move, a paused part included */
        const tav_tc_period *p = current(c, me);
        c->remaining[me] -= main_used(p, elapsed_ms);
        if (p->bonus == TAV_TC_BRONSTEIN)
            c->remaining[me] = tav__clock_add(c->remaining[me], elapsed_ms < p->bonus_ms ? elapsed_ms : p->bonus_ms);
        else if (p->bonus == TAV_TC_INCREMENT)
            c->remaining[me] = tav__clock_add(c->remaining[me], p->bonus_ms);
        if (p->moves && ++c->done[me] == p->moves) {
            /* The period's moves are made: the next period's time is added
             * to what is left (000 6.3.1); a last period with a move count
             * repeats. */
            if (c->period[me] + 1 < c->tc.count)
                c->period[me]++;
            c->done[me] = 0;
            c->remaining[me] = tav__clock_add(c->remaining[me], current(c, me)->time_ms);
        }
    }
    if (c->moves[me] < INT32_MAX)
        c->moves[me]++; /* tav_clock_moves() returns an int */
    c->spent = 0;
    c->turn = !me;
    return TAV_OK;
}

uint64_t tav_clock_remaining(const tav_clock *c, tav_color color, uint64_t running_ms)
{
    if (!c || (color != TAV_WHITE && color != TAV_BLACK))
        return 0;
    if (!c->tc.count)
        return TAV_CLOCK_UNLIMITED;
    uint64_t left = c->remaining[color];
    if ((int)color != c->turn || c->flags)
        return left;
    if (c->paused)
        running_ms = 0; /* a stopped clock does not run */
    uint64_t used = main_used(current(c, color), tav__clock_add(running_ms, c->spent));
    return used < left ? left - used : 0;
}

uint64_t tav_clock_delay_left(const tav_clock *c, uint64_t running_ms)
{
    if (!c || !c->tc.count || c->flags)
        return 0;
    const tav_tc_period *p = current(c, c->turn);
    if (p->bonus != TAV_TC_DELAY)
        return 0;
    running_ms = tav__clock_add(c->paused ? 0 : running_ms, c->spent);
    return running_ms < p->bonus_ms ? p->bonus_ms - running_ms : 0;
}

static int bad_color(const tav_clock *c, tav_color color)
{
    return !c || (color != TAV_WHITE && color != TAV_BLACK);
}

int tav_clock_period(const tav_clock *c, tav_color color)
{
    return bad_color(c, color) ? TAV_EINVAL : c->period[color];
}

int tav_clock_moves_to_go(const tav_clock *c, tav_color color)
{
    if (bad_color(c, color))
        return TAV_EINVAL;
    if (!c->tc.count || !current(c, color)->moves)
        return 0;
    return (int)(current(c, color)->moves - c->done[color]);
}

int tav_clock_moves(const tav_clock *c, tav_color color)
{
    return bad_color(c, color) ? TAV_EINVAL : (int)c->moves[color];
}

unsigned tav_clock_flagged(const tav_clock *c) { return c ? c->flags : 0; }
