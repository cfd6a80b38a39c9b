// perft and divide through the package (R12), against the figures of
// tests/data/perft (computed by two independent implementations).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position } from '../src/index.js';
import { readEpd, readText } from './helpers.js';

await init();

test('perft 1-4 from the start position', () => {
  const [start] = readEpd('start.epd');
  const p = new Position(start.tfen);
  for (const d of [1, 2, 3, 4]) assert.equal(p.perft(d), start.counts[d], `depth ${d}`);
  assert.equal(p.perft(0), 1);
});

test('a depth above TAV_PERFT_MAX_DEPTH is a RangeError, and the module still works (R12)', () => {
  // perft(1500) overflowed the WebAssembly stack: "memory access out of
  // bounds", then every later call failed the same way
  const p = new Position();
  for (const d of [65, 1500, 2 ** 32]) {
    assert.throws(() => p.perft(d), { name: 'RangeError', message: `depth must be 0..64, not ${d}` });
    assert.throws(() => p.divide(d), { name: 'RangeError', message: `depth must be 1..64, not ${d}` });
  }
  assert.equal(p.perft(2), new Position().perft(2));
  assert.equal(p.perft(1), 39);
});

test('tricky.epd to depth 3', () => {
  const lines = readEpd('tricky.epd');
  assert.ok(lines.length >= 29);
  for (const { tfen, counts, comment } of lines) {
    const p = new Position(tfen);
    for (const d of [1, 2, 3]) assert.equal(p.perft(d), counts[d], `${comment}: ${tfen} depth ${d}`);
    p.free();
  }
});

test('perft over legalMoves/push/pop agrees with C perft', () => {
  const walk = (p, d) => {
    if (d === 0) return 1;
    let n = 0;
    for (const m of p.legalMoves()) {
      p.push(m);
      n += walk(p, d - 1);
      p.pop();
    }
    return n;
  };
  const p = new Position(readEpd('tricky.epd').at(-1).tfen);
  assert.equal(walk(p, 2), p.perft(2));
});

test('divide(5) from the start matches start-divide5.txt, in byte order', () => {
  const want = new Map();
  for (const line of readText('perft', 'start-divide5.txt').split('\n')) {
    const [move, n] = line.trim().split(/\s+/);
    if (move && !move.startsWith('#')) want.set(move, Number(n));
  }
  const total = want.get('total');
  want.delete('total');
  assert.equal(want.size, 39);
  assert.equal(total, 152674453);
  const p = new Position();
  const d = p.divide(5);
  assert.deepEqual([...d.entries()].sort(), [...want.entries()].sort());
  const keys = [...d.keys()];
  assert.deepEqual(keys, [...keys].sort());
  assert.equal([...d.values()].reduce((a, b) => a + b, 0), total);
  assert.throws(() => p.divide(0), RangeError);
  assert.throws(() => p.perft(1.5), TypeError);
  assert.throws(() => p.perft(-1), RangeError);
});
