/* Time controls and clocks (R13, tavreli/clock.h) and the result of a
 * flag fall for the languages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tier_impl.h"

tav_time_control *tavb_time_control_parse(const char *text, tav_error *err)
{
    tav_time_control *tc = NULL;
    int rc = tav_time_control_parse(&tc, text, err);
    if (rc != TAV_OK && err && err->code == TAV_OK)
        err->code = rc;
    return rc == TAV_OK ? tc : NULL;
}

char *tavb_time_control_format(const tav_time_control *tc)
{
    char buf[TAV_TC_TEXT_MAX + 1];
    if (tav_time_control_format(tc, buf, sizeof buf) < 0)
        return NULL;
    return tavb__strdup(buf);
}

tav_tc_period tavb_time_control_period(const tav_time_control *tc, int index)
{
    tav_tc_period p;
    memset(&p, 0, sizeof p);
    tav_time_control_period(tc, index, &p);
    return p;
}

int64_t tavb_game_node_clock(const tav_game *g, int node)
{
    uint64_t ms = 0;
    int rc = tav_game_node_clock(g, node, &ms);
    return rc == 1 ? (int64_t)ms : rc == 0       ? -1
                               : rc == TAV_EGAME ? -2
                                                 : -3;
}

int tavb_flag_result(const tav_position *pos, unsigned flags, uint64_t budget)
{
    tav_result r = TAV_RESULT_NONE;
    tav_position *copy = tav_position_copy(pos);
    int rc;
    if (!copy)
        return TAV_ENOMEM;
    TAVB_BEGIN_UNLOCKED
    rc = tav_flag_result(copy, flags, budget, &r);
    TAVB_END_UNLOCKED
    tav_position_free(copy);
    return rc == TAV_OK ? (int)r : rc;
}

tav_clock *tavb_clock_new_turn(const tav_time_control *tc, int turn)
{
    tav_clock *c = NULL;
    return tav_clock_new_turn(&c, tc, (tav_color)turn) == TAV_OK ? c : NULL;
}

tav_clock *tavb_clock_new(const tav_time_control *tc)
{
    tav_clock *c = NULL;
    return tav_clock_new(&c, tc) == TAV_OK ? c : NULL;
}

char *tavb_clock_state(const tav_clock *c)
{
    char buf[160];
    if (!c)
        return NULL;
    snprintf(buf, sizeof buf, "%d %d %d %llu %llu %u %d", tav_clock_turn(c), tav_clock_moves(c, TAV_WHITE),
             tav_clock_moves(c, TAV_BLACK), (unsigned long long)tav_clock_remaining(c, TAV_WHITE, 0),
             (unsigned long long)tav_clock_remaining(c, TAV_BLACK, 0), tav_clock_flagged(c), tav_clock_paused(c) == 1);
    return tavb__strdup(buf);
}

tav_clock *tavb_clock_from_state(const tav_time_control *tc, const char *state)
{
    int turn, moves[2], paused, side;
    unsigned long long ms[2];
    unsigned flags;
    char junk;
    tav_clock *c;
    if (!tc || !state
        || sscanf(state, "%d %d %d %llu %llu %u %d%c", &turn, &moves[0], &moves[1], &ms[0], &ms[1], &flags, &paused,
                  &junk)
               != 7
        || (turn != TAV_WHITE && turn != TAV_BLACK) || moves[0] < 0 || moves[1] < 0)
        return NULL;
    if (!(c = tavb_clock_new_turn(tc, turn)))
        return NULL;
    /* As an arbiter sets a clock (000 6.11.1): the moves, the main times
     * when there is a time control, then a fallen flag or a pause. */
    for (side = TAV_WHITE; side <= TAV_BLACK; side++) {
        tav_clock_set_moves(c, (tav_color)side, (uint32_t)moves[side]);
        if (tav_time_control_periods(tc) > 0)
            tav_clock_set_remaining(c, (tav_color)side, (uint64_t)ms[side]);
    }
    if (flags)
        tav_clock_check(c, tav_clock_deadline(c)); /* the running side's flag falls */
    else if (paused)
        tav_clock_pause(c, 0);
    return c;
}

tav_clock *tavb_clock_from_state_checked(const tav_time_control *tc, const char *state, tav_error *err)
{
    tav_clock *c = tavb_clock_from_state(tc, state);
    if (!c)
        tavb__refuse(err, "not a Clock pickle: '%.200s'", state ? state : "");
    return c;
}

const char *tavb_flag_result_text(const tav_position *pos, unsigned flags, uint64_t budget, tav_error *err)
{
    int r;
    tav_error_init(err);
    if (!(flags & (TAV_FLAG_WHITE | TAV_FLAG_BLACK))) {
        tavb_set_error(err, TAV_EINVAL, "no flag has fallen (pass both=True for both flags)");
        return NULL;
    }
    r = tavb_flag_result(pos, flags, budget);
    if (r < 0)
        tavb_set_error(err, r, NULL);
    return r < 0 || r == TAV_RESULT_UNKNOWN ? NULL : tav_result_text((tav_result)r);
}

int tavb_clock_flag_side(const tav_clock *c)
{
    unsigned bits = tav_clock_flagged(c);
    return bits & TAV_FLAG_WHITE ? TAV_WHITE : bits & TAV_FLAG_BLACK ? TAV_BLACK
                                                                     : -1;
}

int tavb_clock_set_moves(tav_clock *c, int colour, long long moves, tav_error *err)
{
    int rc;
    if (moves < 0 || moves > INT32_MAX)
        return tavb__refuse(err, "moves must be between 0 and 2**31-1, not %lld", moves);
    rc = tav_clock_set_moves(c, (tav_color)colour, (uint32_t)moves);
    if (rc != TAV_OK)
        tavb_set_error(err, rc, NULL);
    return rc;
}

tav_time_control *tavb_time_control_parse_bytes(const char *TAVB_BYTES, size_t TAVB_LENGTH, tav_error *err)
{
    tav_time_control *tc;
    char *text;
    /* R13 text has none; the library would stop reading there */
    if (tavb__refuse_nul(err, TAV_ETIMECONTROL, "time control", TAVB_BYTES, TAVB_LENGTH) != TAV_OK)
        return NULL;
    if (!TAVB_BYTES || !(text = malloc(TAVB_LENGTH + 1))) {
        tavb_set_error(err, TAVB_BYTES ? TAV_ENOMEM : TAV_EINVAL, NULL);
        return NULL;
    }
    memcpy(text, TAVB_BYTES, TAVB_LENGTH);
    text[TAVB_LENGTH] = '\0';
    tc = tavb_time_control_parse(text, err);
    free(text);
    return tc;
}
