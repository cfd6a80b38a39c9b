// Junk handed to the package: impossible table
// sizes, freed objects, look-alike objects. Each is refused in JavaScript
// with the right error type before it reaches C.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Game, Engine, Clock, TimeControl, TavreliError, maxHashMb } from '../src/index.js';

await init();

test('new Engine({ hashMb }) refuses sizes that cannot be had with a RangeError', () => {
  const most = maxHashMb();
  assert.ok(most > 64 && most < 2048, `maxHashMb() = ${most}`);
  // 2048, 3000 and 4095 used to hang (32-bit size_t overflow in the table
  // code), 4096 and up to "succeed" with a tiny table.
  for (const mb of [2048, 3000, 4095, 4096, 8192, 65536, 0, -1, 1.5, NaN, '16']) {
    assert.throws(() => new Engine({ hashMb: mb }), RangeError, `hashMb ${mb}`);
  }
  const e = new Engine({ hashMb: 1 });
  assert.ok(e.search(new Position(), { depth: 2 }).bestMove);
  e.free();
});

test('calls on freed objects throw a TavreliError', () => {
  const p = new Position();
  p.free();
  assert.throws(() => p.tfen(), (e) => e instanceof TavreliError && /freed/.test(e.message));
  assert.throws(() => p.legalMoves(), TavreliError);
  const g = new Game();
  g.free();
  assert.throws(() => g.write(), TavreliError);
  const e = new Engine({ hashMb: 1 });
  e.free();
  assert.throws(() => e.search(new Position(), { depth: 1 }), TavreliError);
  const c = new Clock('60');
  c.free();
  assert.throws(() => c.remaining('white'), TavreliError);
  const tc = new TimeControl('60');
  tc.free();
  assert.throws(() => String(tc), TavreliError);
  assert.throws(() => new Clock(tc), TavreliError);
  const live = new Engine({ hashMb: 1 });
  assert.throws(() => live.search(p, { depth: 1 }), TavreliError, 'a freed position handed to a live engine');
});

test('look-alike objects are refused with a TypeError before C', () => {
  const e = new Engine({ hashMb: 1 });
  const real = new Position();
  const fakes = [{ _p: 8 }, { _p: 0 }, Object.create(Position.prototype), { ...real }, 8, 'startpos', null, undefined];
  for (const fake of fakes) {
    assert.throws(() => e.search(fake, { depth: 1 }), TypeError);
  }
  for (const sym of Object.getOwnPropertySymbols(real)) {
    assert.throws(() => e.search({ [sym]: 8 }, { depth: 1 }), TypeError);
  }
  assert.throws(() => new Clock({ _tc: 8 }), TypeError);
  assert.throws(() => new Clock('60').resultOnFlag({ _p: 8 }), TypeError);
  assert.equal(real.equals({ _p: 8 }), false);
  e.free();
});

test('svg({ size }) out of 64..16384 is a RangeError naming the option and its range', () => {
  const p = new Position();
  for (const size of [64, 16384]) assert.match(p.svg({ size }), /^<svg/, `size ${size} is drawn`);
  for (const size of [1e12, 63, 16385, 0, -1, 2 ** 32 + 64, 400.5, NaN, Infinity, '400']) {
    assert.throws(() => p.svg({ size }), { name: 'RangeError', message: /svg: size must be an integer 64\.\.16384/ }, `size ${size}`);
  }
});

// Last in this file: it fills the module's memory (2 GiB) for a moment.
test('engines never freed end in an out-of-memory RangeError that says to free() them; freed, their room is had again', () => {
  const made = [];
  let err = null;
  try {
    for (let i = 0; i < 3000 && !err; i++) {
      try {
        made.push(new Engine({ hashMb: 16 }));
      } catch (e) {
        err = e;
      }
    }
    assert.ok(err, `${made.length} engines of 16 MiB fitted in a 2 GiB memory`);
    assert.ok(err instanceof RangeError, String(err));
    assert.match(err.message, /out of WebAssembly memory/);
    assert.match(err.message, /free\(\) the engines/);
    assert.doesNotMatch(err.message, /1\.\.0/);
  } finally {
    for (const e of made) e.free();
  }
  // memory.buffer does not shrink, but malloc has the freed room again
  const again = [];
  try {
    for (let i = 0; i < 10; i++) again.push(new Engine({ hashMb: 16 }));
    assert.ok(again[9].search(new Position(), { depth: 1 }).bestMove);
  } finally {
    for (const e of again) e.free();
  }
});
