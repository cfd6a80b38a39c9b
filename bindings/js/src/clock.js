// Time controls and clocks (R13), tavreli/clock.h. The clock never reads
// a wall clock: the caller says how long the running side took (press(ms)),
// so a server drives it from its own timer and a test replays exact
// scenarios. Times are milliseconds (integers); Infinity is no limit.
import { C, lib, Status, withCString, clearError, jsString, scratch, TEXT_SIZE } from './wasm.js';
import { ownership, PTR, positions } from './own.js';
import { fromError, fromStatus, refuseNul, TavreliError } from './errors.js';
import { colorIndex } from './types.js';
import { checkOptions } from './options.js';

const tcs = ownership('_tav_time_control_free', 'TimeControl');
const clocks = ownership('_tav_clock_free', 'Clock');
const BONUS = ['none', 'increment', 'delay', 'bronstein'];
const FLAG_WHITE = 1;
const FLAG_BLACK = 2;
const RESULT_UNKNOWN = 4;

/** A time control's text is malformed (TAV_ETIMECONTROL) or over a limit. */
export class TimeControlError extends TavreliError {}

function ms(name, v) {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`${name} is a finite number of milliseconds >= 0, not ${v}`);
  }
  return Math.round(v);
}

const fromMs = (v) => (v < 0 ? Infinity : v);

/** A time control in the R13 syntax: '40/7200:1800+30' (seconds), '300+2',
 *  '900d5', '600b10', '-' (none). String() is the canonical text. */
export class TimeControl {
  constructor(text = '-') {
    lib();
    if (text === PTR) return;
    if (typeof text !== 'string') throw new TypeError(`a time control is a string, not ${typeof text}`);
    refuseNul(text, TimeControlError, Status.EINVAL);
    const tc = withCString(text, (s) => C._tavjs_time_control_parse(s, clearError()));
    if (!tc) {
      const e = fromError(text);
      throw e instanceof RangeError ? e : new TimeControlError(e.reason, { code: e.code, offset: e.offset, text });
    }
    tcs.adopt(this, tc);
  }

  /** The time control that text says; TimeControlError if malformed. */
  static parse(text) {
    return new TimeControl(text);
  }

  /** Release it now (a Clock made from it keeps its own copy). */
  free() {
    tcs.free(this);
  }

  /** The periods: [{ moves (0: all the rest), timeMs, bonus ('none',
   *  'increment', 'delay', 'bronstein'), bonusMs }]. */
  get periods() {
    const tc = tcs.get(this);
    const n = C._tav_time_control_periods(tc);
    return Array.from({ length: Math.max(0, n) }, (_, i) => Object.freeze({
      moves: C._tavjs_time_control_period(tc, i, 0),
      timeMs: C._tavjs_time_control_period(tc, i, 1),
      bonus: BONUS[C._tavjs_time_control_period(tc, i, 2)],
      bonusMs: C._tavjs_time_control_period(tc, i, 3),
    }));
  }

  toString() {
    const n = C._tav_time_control_format(tcs.get(this), scratch.text, TEXT_SIZE);
    if (n < 0) throw fromStatus(n);
    return C.UTF8ToString(scratch.text, n);
  }

  toJSON() {
    return this.toString();
  }
}

/** Both players' clocks under a time control (a TimeControl or its text)
 *  at the start of a game: white's clock runs (000 6.6). */
export class Clock {
  constructor(timeControl) {
    const tc = typeof timeControl === 'string' ? new TimeControl(timeControl) : timeControl;
    const c = C._tavjs_clock_new(tcs.get(tc));
    if (tc !== timeControl) tc.free();
    if (!c) throw new RangeError('tavreli: out of WebAssembly memory');
    clocks.adopt(this, c);
  }

  get _c() {
    return clocks.get(this);
  }

  /** Release it now. Harmless twice. */
  free() {
    clocks.free(this);
  }

  /** The side whose clock runs: 'white' or 'black'. */
  get turn() {
    return C._tav_clock_turn(this._c) === 1 ? 'black' : 'white';
  }

  /** The running side completes a move after elapsedMs: the period's
   *  increment, delay or Bronstein delay applies, a completed period adds
   *  the next one's time, the other clock runs. If its time had run out,
   *  its flag falls instead (flagged()). TavreliError once a flag has
   *  fallen (the clock has stopped). */
  press(elapsedMs) {
    const rc = C._tavjs_clock_press(this._c, ms('elapsedMs', elapsedMs));
    if (rc !== Status.OK) throw new TavreliError('the clock has stopped: a flag has fallen', { code: rc });
  }

  /** The running side has used elapsedMs without a press: true (and the
   *  clock stops) if its flag has fallen by then. */
  check(elapsedMs) {
    return C._tavjs_clock_check(this._c, ms('elapsedMs', elapsedMs)) === 1;
  }

  /** Milliseconds the running side may still use on this move (Infinity
   *  without a time control, 0 once stopped). */
  deadline() {
    return fromMs(C._tavjs_clock_deadline(this._c));
  }

  /** Main time color has left when the running side has used runningMs of
   *  its move (Infinity without a time control). */
  remaining(color, runningMs = 0) {
    return fromMs(C._tavjs_clock_remaining(this._c, colorIndex(color), ms('runningMs', runningMs)));
  }

  /** The delay the running side still has after runningMs. */
  delayLeft(runningMs = 0) {
    return C._tavjs_clock_delay_left(this._c, ms('runningMs', runningMs));
  }

  /** 0-based index of the period color is in. */
  period(color) { return C._tav_clock_period(this._c, colorIndex(color)); }
  /** Moves color must still make in its period (0 in sudden death). */
  movesToGo(color) { return C._tav_clock_moves_to_go(this._c, colorIndex(color)); }
  /** Moves color has completed. */
  moves(color) { return C._tav_clock_moves(this._c, colorIndex(color)); }

  /** The side whose flag has fallen ('white' or 'black'), or null. */
  flagged() {
    const bits = C._tav_clock_flagged(this._c);
    return bits & FLAG_WHITE ? 'white' : bits & FLAG_BLACK ? 'black' : null;
  }

  /** The result R13 gives for the fallen flag (or, with both, both flags)
   *  with position on the board: '1-0', '0-1', '1/2-1/2', or null when the
   *  dead-position question is not decided within budget nodes (0: the
   *  library's default): then the arbiter decides. A mate or stalemate on
   *  the board stands. */
  resultOnFlag(position, options = undefined) {
    const { both = false, budget = 0 } = checkOptions(options, ['both', 'budget'], 'resultOnFlag');
    const p = positions.get(position);
    const flags = both ? FLAG_WHITE | FLAG_BLACK : C._tav_clock_flagged(this._c);
    if (!flags) throw new TavreliError('no flag has fallen (pass { both: true } for both flags)');
    const r = C._tavjs_flag_result(p, flags, ms('budget', budget));
    if (r < 0) throw fromStatus(r);
    return r === RESULT_UNKNOWN ? null : jsString(C._tav_result_text(r));
  }
}
