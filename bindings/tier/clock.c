/* Time controls and clocks (R13, tavreli/clock.h) and the result of a
 * flag fall for the languages. */
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
