/* libtavreli: time controls and clocks (R13).
 *
 * Deterministic: the library never reads a wall clock. The caller (a game
 * server driven by its own timer, an arbiter's program, a test replaying a
 * scenario) says how many milliseconds the running side has used, and the
 * clock applies the time control: periods with time carried over, Fischer
 * increment, delay (000 6.3.1) and Bronstein delay.
 *
 * Time control text (R13, the PGN TimeControl field extended for delay):
 *   periods joined by ':'; a period is MOVES/SECONDS or SECONDS (sudden
 *   death, only as the last period), optionally followed by +INC
 *   (increment), dDELAY (delay) or bDELAY (Bronstein); "-" is no time
 *   control. Examples: "40/7200:1800+30", "300+2", "900d5", "600b10".
 *   SECONDS may have up to three decimals ("2.5"). A last period with a
 *   move count repeats ("40/7200" is 40 moves in two hours, again and
 *   again), as on tournament clocks. The first period must give time.
 *
 * Conventions: the object comes first, output parameters last; a
 * constructor stores its new object in its first parameter. */
#ifndef TAVRELI_CLOCK_H
#define TAVRELI_CLOCK_H

#include <stddef.h>
#include <stdint.h>
#include "common.h"
#include "error.h"
#include "game.h"
#include "piece.h"
#include "position.h"

TAV_BEGIN_DECLS

typedef struct tav_time_control tav_time_control;
typedef struct tav_clock tav_clock;

/** Most periods a time control may have. */
#define TAV_TC_MAX_PERIODS 16
/** Longest canonical time control text, without the NUL. */
#define TAV_TC_TEXT_MAX 1024
/** Time left on a clock without a time control ("-"). */
#define TAV_CLOCK_UNLIMITED 0xFFFFFFFFFFFFFFFFull /* UINT64_MAX */
/** The most time a clock keeps (2^62 ms, some 146 million years): what an
 *  increment or a period would add beyond it is dropped, so the time left
 *  never wraps around, however many moves are made (R13). */
#define TAV_CLOCK_TIME_MAX 0x4000000000000000ull

/** What a period adds to each move (R13). */
typedef enum tav_tc_bonus {
    TAV_TC_PLAIN = 0,     /**< nothing */
    TAV_TC_INCREMENT = 1, /**< +INC: added to the mover's clock after each completed move */
    TAV_TC_DELAY = 2,     /**< dDELAY: the main time runs only once the delay has elapsed;
                               the unused part is lost (000 6.3.1) */
    TAV_TC_BRONSTEIN = 3  /**< bDELAY: the time used, up to the delay, is given back */
} tav_tc_bonus;

/** One period of a time control: a plain value whose layout never changes. */
typedef struct tav_tc_period {
    uint32_t moves;     /**< moves due in the period; 0 = all the remaining moves */
    uint64_t time_ms;   /**< time given for the period */
    tav_tc_bonus bonus; /**< what each move gets */
    uint32_t bonus_ms;  /**< the increment or delay */
} tav_tc_period;

/* ---- time controls ------------------------------------------------------- */

/** Parse a time control (syntax above) into a new object in *out (NULL on
 *  failure). On a syntax error err says which character and what was
 *  expected, e.g. "time control character 4 'x': expected a digit".
 *  Returns TAV_OK, TAV_ETIMECONTROL, TAV_ELIMIT (more than
 *  TAV_TC_MAX_PERIODS periods, or a number over 999999999), TAV_ENOMEM,
 *  or TAV_EINVAL (NULL out or text). */
TAV_EXTERN int tav_time_control_parse(tav_time_control **out, const char *text, tav_error *err);

/** Release tc. NULL is a no-op. */
TAV_EXTERN void tav_time_control_free(tav_time_control *tc);

/** Write the canonical text of tc and a NUL into buf ("-" without periods;
 *  decimals without trailing zeros). Returns its length, TAV_EINVAL or
 *  TAV_EBUFSIZE (TAV_TC_TEXT_MAX + 1 bytes always suffice). */
TAV_EXTERN int tav_time_control_format(const tav_time_control *tc, char *buf, size_t size);

/** Number of periods: 0 for "-", or TAV_EINVAL for NULL. */
TAV_EXTERN int tav_time_control_periods(const tav_time_control *tc);

/** Period index (0-based) of tc into *period. Returns TAV_OK or TAV_EINVAL
 *  (NULL argument, index out of range). */
TAV_EXTERN int tav_time_control_period(const tav_time_control *tc, int index, tav_tc_period *period);

/* ---- clocks --------------------------------------------------------------- */

/** A new clock for tc (copied: tc may be freed after the call) at the start
 *  of a game: both players have the first period's time, white's clock
 *  runs (000 6.6). Stores it in *out (NULL on failure). Returns TAV_OK,
 *  TAV_ENOMEM or TAV_EINVAL. */
TAV_EXTERN int tav_clock_new(tav_clock **out, const tav_time_control *tc);

/** As tav_clock_new(), with turn's clock running first: a game that
 *  starts from a position with black to move starts black's clock (000
 *  6.6 starts the clock of the side that moves first). Returns TAV_OK,
 *  TAV_ENOMEM or TAV_EINVAL (NULL, or turn not TAV_WHITE or TAV_BLACK). */
TAV_EXTERN int tav_clock_new_turn(tav_clock **out, const tav_time_control *tc, tav_color turn);

/** Release clock. NULL is a no-op. */
TAV_EXTERN void tav_clock_free(tav_clock *clock);

/** A copy of clock in its present state (times, periods, moves, the side
 *  whose clock runs, fallen flags, a pause), or NULL when clock is NULL or
 *  out of memory. The caller owns it (tav_clock_free). */
TAV_EXTERN tav_clock *tav_clock_copy(const tav_clock *clock);

/** The side whose clock runs (TAV_WHITE at the start), or TAV_EINVAL. */
TAV_EXTERN int tav_clock_turn(const tav_clock *clock);

/** The running side completes a move after using elapsed_ms since its
 *  clock started (or was last resumed or set, see below; R13: pressing
 *  the clock completes the move). The time
 *  control's period applies: with a delay, only the time beyond the delay
 *  is taken from the main time; with Bronstein the used time, up to the
 *  delay, is given back; with an increment it is added. When the move
 *  completes the period's moves, the next period's time is added to what
 *  is left (time saved is carried over, 000 6.3.1). Then the other clock
 *  runs. If the main time ran out before the press (the remaining time
 *  reached zero), the flag has fallen instead: the move does not count,
 *  the remaining time is 0 and the clock stops (tav_clock_flagged()).
 *  Returns TAV_OK, or TAV_EINVAL (NULL, or a flag has already fallen). */
TAV_EXTERN int tav_clock_press(tav_clock *clock, uint64_t elapsed_ms);

/** The running side's clock has run elapsed_ms without a press (a server's
 *  timer, an arbiter looking at the clock): if that reaches
 *  tav_clock_deadline(), its flag falls and the clock stops. Returns 1 when
 *  the flag fell, 0 when not, TAV_EINVAL for NULL. */
TAV_EXTERN int tav_clock_check(tav_clock *clock, uint64_t elapsed_ms);

/** Milliseconds the running side may still use on this move before its
 *  flag falls (its main time plus a delay still to run); TAV_CLOCK_UNLIMITED
 *  without a time control; 0 for NULL or once a flag has fallen. */
TAV_EXTERN uint64_t tav_clock_deadline(const tav_clock *clock);

/** The main time colour has left, when the running side has used
 *  running_ms of its current move (ignored for the side not running; pass
 *  0 for the time as of the last press). A delay that has not elapsed
 *  leaves it unchanged. TAV_CLOCK_UNLIMITED without a time control, 0 for
 *  NULL or a bad colour. */
TAV_EXTERN uint64_t tav_clock_remaining(const tav_clock *clock, tav_color color, uint64_t running_ms);

/** The delay left to the running side after running_ms of its move (0 when
 *  its period has no delay, for the other side, or NULL). */
TAV_EXTERN uint64_t tav_clock_delay_left(const tav_clock *clock, uint64_t running_ms);

/** The 0-based index of the period colour is in (a repeating last period
 *  keeps its index), or TAV_EINVAL. */
TAV_EXTERN int tav_clock_period(const tav_clock *clock, tav_color color);

/** Moves colour must still complete in its current period (0 in sudden
 *  death or without a time control), or TAV_EINVAL. */
TAV_EXTERN int tav_clock_moves_to_go(const tav_clock *clock, tav_color color);

/** Moves colour has completed on this clock, or TAV_EINVAL. */
TAV_EXTERN int tav_clock_moves(const tav_clock *clock, tav_color color);

/* Flag bits. */
#define TAV_FLAG_WHITE 1u /**< white's flag has fallen */
#define TAV_FLAG_BLACK 2u /**< black's flag has fallen */

/** The flags that have fallen, an or of TAV_FLAG_* bits (0 for NULL). */
TAV_EXTERN unsigned tav_clock_flagged(const tav_clock *clock);

/* ---- the arbiter's hand: setting and stopping the clocks (R13) ---------- */
/* An arbiter corrects a wrong setting, the time and the move counter (000
 * 6.11.1, 7.1), adjusts a player's time (6.2.7), stops the clocks and
 * restarts them (6.12); a server resumes a game with each side's time from
 * its record's last "[%clk]" values. */

/** Set the main time colour has left to ms (at most TAV_CLOCK_TIME_MAX).
 *  For the running side this is its time as of now: what it used of the
 *  current move so far is forgotten, and the next elapsed_ms of
 *  tav_clock_press() and tav_clock_check() counts from this call. A time
 *  above zero lifts colour's fallen flag (the setting was wrong,
 *  6.11.1). Returns TAV_OK, or TAV_EINVAL (NULL, bad colour, a clock
 *  without a time control, ms too large). */
TAV_EXTERN int tav_clock_set_remaining(tav_clock *clock, tav_color colour, uint64_t ms);

/** Set colour's move counter: it has completed moves moves (at most
 *  INT32_MAX) in the game. Its period and the moves still due in it
 *  follow from the time control, as if those moves had been pressed
 *  (tav_clock_period(), tav_clock_moves_to_go()); its time is left as it
 *  is (set it with tav_clock_set_remaining()). Returns TAV_OK or
 *  TAV_EINVAL. */
TAV_EXTERN int tav_clock_set_moves(tav_clock *clock, tav_color colour, uint32_t moves);

/** Stop both clocks (000 6.11.1, 6.12): the running side has used
 *  running_ms since its clock started or was last resumed, which is
 *  charged to it (if that reaches its deadline, its flag falls instead,
 *  as tav_clock_check()). While stopped, no time runs: tav_clock_press()
 *  fails, tav_clock_check() answers 0, the running_ms arguments of
 *  tav_clock_remaining() and tav_clock_delay_left() are ignored, and
 *  tav_clock_deadline() is what is left for the rest of the move. Returns
 *  0 (stopped), 1 (the flag fell), or TAV_EINVAL (NULL, already stopped,
 *  a flag has fallen). */
TAV_EXTERN int tav_clock_pause(tav_clock *clock, uint64_t running_ms);

/** Restart the clocks stopped by tav_clock_pause() (000 6.12.2): the same
 *  side's clock runs on, and elapsed_ms counts from now. Returns TAV_OK,
 *  or TAV_EINVAL (NULL, not stopped). */
TAV_EXTERN int tav_clock_resume(tav_clock *clock);

/** 1 while the clocks are stopped by tav_clock_pause(), 0 when not, or
 *  TAV_EINVAL for NULL. */
TAV_EXTERN int tav_clock_paused(const tav_clock *clock);

/* ---- late arrival (R13; 000 6.7, 6.7.1, 6.7.2; 001; 003 section 6.6) ---- */

/** allowed_ms for tav_clock_late_loses(): the competition's rules set no
 *  lateness, so it equals the main thinking time (000 6.7). */
#define TAV_LATE_MAIN_TIME 0xFFFFFFFFFFFFFFFFull
/** allowed_ms for tav_clock_late_loses(): the tournament rules' hour ("a
 *  player who is more than one hour late after the scheduled start of the
 *  game loses it, unless the arbiter decides otherwise", 001 and 003
 *  section 6.6). */
#define TAV_LATE_ONE_HOUR 3600000ull

/** Does a player who sits down at the board late_ms after the scheduled
 *  start lose the game by default? 000 6.7.1: "any player who appears at
 *  the board after the allowed lateness has expired loses the game, unless
 *  the arbiter decides otherwise". allowed_ms is that lateness: what the
 *  competition's rules set, TAV_LATE_ONE_HOUR for the tournament rules, or
 *  TAV_LATE_MAIN_TIME when none is set (6.7: then it equals the main time,
 *  read as tc's first period's time; without a time control, "-", no one
 *  loses by default). Arriving exactly at the limit is in time. The clock
 *  of white runs from the start meanwhile (6.6; 6.7.2: with neither player
 *  present and a lateness set, white loses all the time until it arrives):
 *  feed that time to tav_clock_check() or tav_clock_press(). Returns 1
 *  (loses, unless the arbiter decides otherwise), 0, or TAV_EINVAL (NULL
 *  tc). */
TAV_EXTERN int tav_clock_late_loses(const tav_time_control *tc, uint64_t allowed_ms, uint64_t late_ms);

/* ---- the result of a flag fall (R13, 000 6.4.1, 6.9, 6.10) ---------------- */

/** How a game ends when flags fell (flags: TAV_FLAG_* bits; both bits mean
 *  both flags fell and which fell first cannot be established) in pos, the
 *  final position on the board:
 *   - a king already checkmated on the board: the mate stands, whatever
 *     the flags (a move that mates ends the game, 000 6.2.1.1); a
 *     stalemate likewise is a draw;
 *   - both flags: a draw (6.4.1);
 *   - one flag: the player whose flag fell loses, unless the opponent
 *     cannot checkmate by any series of legal moves (R8, dead position,
 *     judged for the opponent alone), which is a draw.
 *  That last question is answered by tav_position_can_checkmate()
 *  (tavreli/solver.h) within budget nodes (0: the solver's default);
 *  when it cannot decide (a full board usually needs more than a budget
 *  allows), *out is TAV_RESULT_UNKNOWN and the caller (the arbiter)
 *  decides.
 *  Stores TAV_RESULT_WHITE, TAV_RESULT_BLACK, TAV_RESULT_DRAW or
 *  TAV_RESULT_UNKNOWN in *out. Returns TAV_OK, or TAV_EINVAL (NULL
 *  argument, flags 0 or with unknown bits). */
TAV_EXTERN int tav_flag_result(const tav_position *pos, unsigned flags, uint64_t budget, tav_result *out);

/* ---- clock data in game records (R11, R13) -------------------------------- */

/** Check the clock data of g's main line ("[%clk]" comments, see
 *  tav_game_node_clock()) against its TimeControl tag, and add a warning
 *  (TAV_PROBLEM_CLOCK; TAV_PROBLEM_TAG for a malformed tag) to g's
 *  problems for each place where they cannot both be true: a malformed
 *  tag or clock, a clock that grows by more than the control allows (an
 *  increment, or the next period's time once a period's moves are made;
 *  shown clocks may be up to a second above the time kept, as records
 *  round to seconds), a game that goes on with time shown after a clock
 *  showed zero (the flag fell: the period's moves were not made in time).
 *  A TimeControl of "?" (unknown) or "-" or no tag checks only the
 *  clocks' syntax and the fallen flags. Returns the number of warnings
 *  added, or TAV_EINVAL for NULL. */
TAV_EXTERN int tav_game_check_clocks(tav_game *g);

TAV_END_DECLS

#endif
