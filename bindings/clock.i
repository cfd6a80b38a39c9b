/* Clocks and time controls (R13): tavreli/clock.h for every language.
 * Included by bindings/tavreli.i. Time controls and clocks are opaque
 * classes whose destructors call the C free functions; they come from the
 * tavb_* factories below (NULL = failure, the tav_error says why). */

/* The types and constants of tavreli/clock.h that are wrapped
 * (bindings/tavreli.i ignores every tav_/TAV_ name unless opted in); before
 * the declarations below, so that the two structs are among them. */
%rename("%s") tav_clock;
%rename("%s") tav_tc_bonus;
%rename("%s") tav_time_control;
%rename("%s") TAV_CLOCK_UNLIMITED;
%rename("%s") TAV_CLOCK_TIME_MAX;
%rename("%s") TAV_LATE_MAIN_TIME;
%rename("%s") TAV_LATE_ONE_HOUR;
%rename("%s") TAV_FLAG_BLACK;
%rename("%s") TAV_FLAG_WHITE;
%rename("%s") TAV_TC_BRONSTEIN;
%rename("%s") TAV_TC_DELAY;
%rename("%s") TAV_TC_INCREMENT;
%rename("%s") TAV_TC_MAX_PERIODS;
%rename("%s") TAV_TC_PLAIN;
%rename("%s") TAV_TC_TEXT_MAX;

%nodefaultctor tav_time_control;
struct tav_time_control {};
%extend tav_time_control {
    ~tav_time_control() { tav_time_control_free($self); }
}
%nodefaultctor tav_clock;
struct tav_clock {};
%extend tav_clock {
    ~tav_clock() { tav_clock_free($self); }
}

%newobject tavb_time_control_parse;
%newobject tavb_time_control_format;
%newobject tavb_clock_new;
%newobject tavb_clock_new_turn;

%rename("%s") tav_clock_turn;
%rename("%s") tav_clock_copy;
%newobject tav_clock_copy;
%rename("%s") tav_clock_press;
%rename("%s") tav_clock_check;
%rename("%s") tav_clock_deadline;
%rename("%s") tav_clock_remaining;
%rename("%s") tav_clock_delay_left;
%rename("%s") tav_clock_period;
%rename("%s") tav_clock_moves_to_go;
%rename("%s") tav_clock_moves;
%rename("%s") tav_clock_flagged;
%rename("%s") tav_clock_set_remaining;
%rename("%s") tav_clock_set_moves;
%rename("%s") tav_clock_pause;
%rename("%s") tav_clock_resume;
%rename("%s") tav_clock_paused;
%rename("%s") tav_clock_late_loses;
%rename("%s") tavb_clock_new_turn;
%rename("%s") tav_time_control_periods;
%rename("%s") tav_tc_period;
%rename("%s") tavb_time_control_parse;
%rename("%s") tavb_time_control_format;
%rename("%s") tavb_time_control_period;
%rename("%s") tavb_clock_new;
%rename("%s") tavb_game_node_clock;
%rename("%s") tav_game_check_clocks;
%rename("%s") tavb_flag_result;

%ignore tav_time_control_parse;
%ignore tav_time_control_free;
%ignore tav_time_control_format;
%ignore tav_time_control_period;
%ignore tav_clock_new;
%ignore tav_clock_new_turn;
%ignore tav_clock_free;

%include "tavreli/clock.h"

%inline %{
/** A new time control read from text (R13); NULL on failure, err says why
 *  (TAV_ETIMECONTROL, TAV_ELIMIT, TAV_ENOMEM, TAV_EINVAL). */
tav_time_control *tavb_time_control_parse(const char *text, tav_error *err)
{
    tav_time_control *tc = NULL;
    int rc = tav_time_control_parse(&tc, text, err);
    if (rc != TAV_OK && err && err->code == TAV_OK)
        err->code = rc;
    return rc == TAV_OK ? tc : NULL;
}

/** The canonical text of tc as a new string; NULL for NULL. */
char *tavb_time_control_format(const tav_time_control *tc)
{
    char buf[TAV_TC_TEXT_MAX + 1];
    if (tav_time_control_format(tc, buf, sizeof buf) < 0)
        return NULL;
    return strdup(buf);
}

/** Period index of tc as a new value (a zeroed one for a bad index). */
tav_tc_period tavb_time_control_period(const tav_time_control *tc, int index)
{
    tav_tc_period p;
    memset(&p, 0, sizeof p);
    tav_time_control_period(tc, index, &p);
    return p;
}

/** The clock of node's move in ms ("[%clk]" after it, R11): -1 when it has
 *  none, -2 when it is malformed, -3 for a bad game or node. */
int64_t tavb_game_node_clock(const tav_game *g, int node)
{
    uint64_t ms = 0;
    int rc = tav_game_node_clock(g, node, &ms);
    return rc == 1 ? (int64_t)ms : rc == 0 ? -1 : rc == TAV_EGAME ? -2 : -3;
}

/** tav_flag_result() as a return value: a tav_result, or a negative
 *  TAV_E* code. The dead-position search runs without the language's
 *  lock, on a private copy of pos. */
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

/** A new clock for tc at the start of a game, turn's clock running
 *  (tav_clock_new_turn); NULL on failure. */
tav_clock *tavb_clock_new_turn(const tav_time_control *tc, int turn)
{
    tav_clock *c = NULL;
    return tav_clock_new_turn(&c, tc, (tav_color)turn) == TAV_OK ? c : NULL;
}

/** A new clock for tc at the start of a game; NULL on failure. */
tav_clock *tavb_clock_new(const tav_time_control *tc)
{
    tav_clock *c = NULL;
    return tav_clock_new(&c, tc) == TAV_OK ? c : NULL;
}
%}
