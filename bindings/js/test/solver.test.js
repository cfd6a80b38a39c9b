// The problem solver (R14) and dead positions (R8) through the package:
// the answers of tests/data/problems.epd, tries, threats, the tree,
// helpmates, budgets, and canCheckmate().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Move, TavreliError } from '../src/index.js';
import { readText } from './helpers.js';

await init();

/** [{ tfen, stip, kind ('keys' or 'solutions'), answer }] of
 *  tests/data/problems/problems.epd ('TFEN ;stip S ;keys K1 K2' or
 *  ';solutions L1,L2'), read as the Python test reads it. */
function problems() {
  const out = [];
  for (const line of readText('problems', 'problems.epd').split('\n')) {
    if (!line.includes(' ;stip ')) continue;
    const [tfen, rest] = line.split(' ;stip ');
    const i = rest.indexOf(' ');
    const stip = rest.slice(0, i);
    const tail = rest.slice(i + 1).replace(/^;/, '');
    const j = tail.indexOf(' ');
    out.push({ tfen, stip, kind: tail.slice(0, j), answer: tail.slice(j + 1) });
  }
  return out;
}

test('the problems of tests/data/problems/problems.epd are solved as recorded', () => {
  let n = 0;
  for (const { tfen, stip, kind, answer } of problems()) {
    const s = new Position(tfen).solve(stip);
    assert.equal(s.complete, true, tfen);
    if (kind === 'keys') {
      assert.deepEqual(s.keys.map(String).sort(), answer.split(' ').sort(), tfen);
      assert.equal(s.cook, false);
    } else {
      const got = s.solutions.map((l) => l.map(String).join(' ')).sort();
      assert.deepEqual(got, answer.split(',').sort(), tfen);
    }
    n++;
  }
  assert.equal(n, 20);
});

test('tries, the tree, threats and cooks', () => {
  const p = new Position('8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1');
  const s = p.solve('#2', { tries: true });
  assert.deepEqual(s.keys.map(String), ['g6-d3']);
  assert.ok(s.keys[0] instanceof Move);
  assert.deepEqual(s.tries.map((t) => [String(t.move), String(t.refutation)]), [['g6-b1', 'b2-b1'], ['g6-c2', 'b2-c2']]);
  const key = s.tree.children[0];
  assert.equal(key.kind, 'key');
  assert.equal(key.move, 'g6-d3');
  const q = p.copy();
  q.push(key.move);
  assert.equal(key.children.length, q.legalMoves().length);
  assert.equal(p.tfen(), '8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1');
  const t = new Position('2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1').solve('#3');
  assert.deepEqual([...t.threat].sort(), ['b2-d4', 'c8-c7']);
  const cook = new Position('1q6/4K3/2(QNQ)5/8/8/8/1k6/8 w - - 0 1').solve('#2');
  assert.equal(cook.cook, true);
  assert.equal(cook.keys.length, 2);
});

test('helpmates, budgets and bad stipulations', () => {
  const h = new Position('8/3B3p/8/1p2B3/3b4/5K1R/k7/8 b - - 0 1').solve('h#2');
  assert.equal(h.solutions.length, 2);
  assert.ok(h.solutions.every((l) => l.length === 4));
  const cut = new Position('bQ3K2/7R/3Q4/8/5p2/8/4k3/8 w - - 0 1').solve('#3', { maxNodes: 500 });
  assert.equal(cut.complete, false);
  assert.throws(() => new Position().solve('x#2'), TavreliError);
  assert.throws(() => new Position().solve(2), TypeError);
  assert.throws(() => new Position().solve('#2', { maxNodes: -1 }), RangeError);
  assert.throws(() => new Position().solve('#2', { maxSeconds: NaN }), RangeError);
});

test('canCheckmate and isDead (R8)', () => {
  assert.equal(new Position('8/8/8/4k3/8/8/8/3NK3 w - - 0 1').canCheckmate('white'), false);
  assert.equal(new Position('8/8/8/4k3/8/8/8/R3K3 w - - 0 1').canCheckmate('white'), true);
  assert.equal(new Position('8/8/8/4k3/8/8/8/R3K3 w - - 0 1').canCheckmate('black'), false);
  const { answer, line } = new Position('8/8/8/4k3/8/8/8/R3K3 w - - 0 1').canCheckmateLine('white');
  assert.equal(answer, true);
  // the line is legal and ends in mate
  const p = new Position('8/8/8/4k3/8/8/8/R3K3 w - - 0 1');
  p.pushAll(line);
  assert.equal(p.isCheckmate(), true);
  assert.equal(new Position('8/8/8/4k3/8/8/8/3NK3 w - - 0 1').isDead(), true);
  assert.equal(new Position('8/8/8/4k3/8/8/8/R3K3 w - - 0 1').isDead(), false);
  assert.throws(() => new Position().canCheckmate('white', { maxNodes: -5 }), RangeError);
});
