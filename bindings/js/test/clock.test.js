// Time controls and clocks (R13, tavreli/clock.h) through the package:
// parsing, periods, presses, delays, flags and the result of a flag fall.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Clock, TimeControl, TimeControlError, TavreliError } from '../src/index.js';

await init();

test('a time control reads, writes and lists its periods', () => {
  const tc = TimeControl.parse('40/7200:1800+30');
  assert.equal(String(tc), '40/7200:1800+30');
  assert.deepEqual(tc.periods, [
    { moves: 40, timeMs: 7200000, bonus: 'none', bonusMs: 0 },
    { moves: 0, timeMs: 1800000, bonus: 'increment', bonusMs: 30000 },
  ]);
  assert.deepEqual(new TimeControl('-').periods, []);
  assert.throws(() => new TimeControl('40/x'), TimeControlError);
  assert.throws(() => new TimeControl('40/x'), (e) => e instanceof TavreliError && e.offset >= 0);
  assert.throws(() => new TimeControl(40), TypeError);
});

test('presses, increments, the next period and the flag (R13)', () => {
  const c = new Clock('2/60+1:30');
  assert.equal(c.turn, 'white');
  c.press(12500);
  assert.equal(c.remaining('white'), 60000 - 12500 + 1000);
  assert.equal(c.turn, 'black');
  assert.equal(c.moves('white'), 1);
  assert.equal(c.movesToGo('white'), 1);
  c.press(1000);
  c.press(1000);            // white's second move: the period is made, 30 s more
  assert.equal(c.period('white'), 1);
  assert.equal(c.remaining('white'), 60000 - 12500 + 1000 - 1000 + 1000 + 30000);
  assert.equal(c.flagged(), null);
  assert.equal(c.check(c.deadline()), true, 'black uses all its time');
  assert.equal(c.flagged(), 'black');
  assert.throws(() => c.press(1), TavreliError);
  assert.throws(() => c.press(-1), RangeError);
  assert.throws(() => c.press(1e300), RangeError);
  assert.equal(new Clock('-').remaining('white'), Infinity);
});

test('the result of a flag fall asks whether the opponent can still mate (R8, R13)', () => {
  const c = new Clock('1+0');
  c.check(1000);
  assert.equal(c.flagged(), 'white');
  // black has a lone king: it cannot mate, so white's flag gives a draw
  assert.equal(c.resultOnFlag(new Position('4k3/8/8/8/8/8/8/R3K3 w - - 0 1')), '1/2-1/2');
  assert.equal(c.resultOnFlag(new Position('4k3/8/8/8/8/8/8/r3K3 w - - 0 1')), '0-1');
  assert.equal(c.resultOnFlag(new Position(), { both: true }), '1/2-1/2');
  assert.throws(() => new Clock('60').resultOnFlag(new Position()), TavreliError);
  assert.throws(() => c.resultOnFlag({}), TypeError);
});
