// Attacks, checks, pins, givesCheck and isLegal (tavreli/query.h, R7), and
// colour arguments: 'white' and 'black' only, anything else throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Move, Clock } from '../src/index.js';

await init();

// d4: a black pawn under a white knight under a white rook (R2).
const SPLIT = '7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1';

test('attackers and isAttackedBy ask C (R7: the tops attack)', () => {
  const p = new Position(SPLIT);
  assert.deepEqual(p.attackers('white', 'd8'), ['d4']);
  assert.deepEqual(p.attackers('white', 'g8'), []);
  assert.deepEqual(p.attackers('black', 'g7'), ['h8']);
  assert.equal(p.isAttackedBy('white', 'a4'), true);
  assert.equal(p.isAttackedBy('white', 'e6'), false, 'the knight under the rook does not attack');
  assert.equal(p.isAttackedBy('black', 28), false);
});

test('checkers, including a piece freed by a split (R2)', () => {
  const start = new Position();
  assert.deepEqual(start.checkers(), []);
  // The rook alone leaves d4: the knight below it is a top again and
  // checks the king on e6 (R2). The whole tower ('d4-d1') frees nothing.
  const p = new Position('8/8/4k3/8/3(NR)4/8/8/7K w - - 0 1');
  assert.equal(p.givesCheck('d4(1)-d1'), true, 'the freed knight checks');
  assert.equal(p.givesCheck('d4-d1'), false, 'the whole tower leaves: nothing checks');
  p.push('d4(1)-d1');
  assert.deepEqual(p.checkers(), ['d4']);
  assert.equal(p.isCheck(), true);
});

test('pinned and isPinned (R7)', () => {
  const p = new Position('4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1');
  assert.deepEqual(p.pinned('white'), ['e2']);
  assert.equal(p.isPinned('white', 'e2'), true);
  assert.equal(p.isPinned('black', 'e7'), false);
});

test('isLegal takes a Move or text; givesCheck refuses an illegal move', () => {
  const p = new Position();
  assert.equal(p.isLegal('e2-e4'), true);
  assert.equal(p.isLegal('e2-e5'), false);
  assert.equal(p.isLegal(Move.of('g1', 'f3')), true);
  assert.equal(p.isLegal(Move.of('g1', 'g3')), false);
  assert.throws(() => p.isLegal(12), TypeError);
  assert.throws(() => p.isLegal({ value: 12 }), TypeError);
  assert.throws(() => p.givesCheck('e2-e5'), (e) => e.name === 'IllegalMoveError');
  assert.equal(p.givesCheck('e2-e4'), false);
});

test('a bad colour throws instead of counting as white', () => {
  const p = new Position();
  for (const bad of ['w', 'b', 'White', '', 0, 1, true, null, undefined, {}]) {
    assert.throws(() => p.king(bad), TypeError, `king(${String(bad)})`);
    assert.throws(() => p.hasInsufficientMaterial(bad), TypeError);
    assert.throws(() => p.attackers(bad, 'e4'), TypeError);
    assert.throws(() => p.pinned(bad), TypeError);
    assert.throws(() => p.canCheckmate(bad), TypeError);
    if (bad !== undefined) assert.throws(() => p.svg({ orientation: bad }), TypeError);
  }
  const c = new Clock('300+2');
  assert.throws(() => c.remaining('b'), TypeError);
  assert.throws(() => c.moves('w'), TypeError);
  assert.equal(p.king('white'), 'e1');
  assert.equal(p.king('black'), 'e8');
});
