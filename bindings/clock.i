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
    ~tav_time_control();
}
%nodefaultctor tav_clock;
struct tav_clock {};
%extend tav_clock {
    ~tav_clock();
}

%newobject tavb_time_control_parse;
%newobject tavb_time_control_parse_bytes;
%newobject tavb_time_control_format;
%newobject tavb_clock_new;
%newobject tavb_clock_new_turn;
%newobject tavb_clock_state;
%newobject tavb_clock_from_state;
%newobject tavb_clock_from_state_checked;

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

