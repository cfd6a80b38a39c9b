// Every error type with its fields (tav_error: field, offset, square,
// moveNumber), all TavreliError and Error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Game, Move, TavreliError, TfenError, NotationError, IllegalMoveError } from '../src/index.js';

await init();

function caught(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail('no exception');
}

test('TfenError names the field, offset and square (R10)', () => {
  const e = caught(() => new Position('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNx w KQkq - 0 1'));
  assert.ok(e instanceof TfenError && e instanceof TavreliError && e instanceof Error);
  assert.equal(e.name, 'TfenError');
  assert.equal(e.code, -3);
  assert.equal(e.field, 1);
  assert.equal(e.offset, 42);
  assert.equal(e.square, 'h1');
  assert.equal(e.moveNumber, 0);
  assert.match(e.message, /unknown piece letter/);
  const side = caught(() => new Position('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'));
  assert.equal(side.field, 2);
  assert.equal(side.offset, 44);
  const nul = caught(() => new Position('8/8\0'));
  assert.ok(nul instanceof TfenError);
  assert.equal(nul.offset, 3);
  assert.ok(caught(() => new Game('nonsense')) instanceof TfenError);
});

test('NotationError gives the offset of the character it could not read (R9)', () => {
  const p = new Position();
  const e = caught(() => p.push('e2-k4'));
  assert.ok(e instanceof NotationError && e instanceof TavreliError);
  assert.equal(e.code, -4);
  assert.equal(e.offset, 3);
  assert.equal(e.field, 0);
  assert.equal(e.text, 'e2-k4');
  assert.ok(caught(() => p.parseMove('')) instanceof NotationError);
  assert.equal(p.moveStack().length, 0);
});

test('IllegalMoveError names the square; the position is unchanged', () => {
  const p = new Position();
  const e = caught(() => p.push('e2-e5'));
  assert.ok(e instanceof IllegalMoveError && e instanceof TavreliError);
  assert.equal(e.code, -5);
  assert.equal(e.square, 'e2');
  const m = caught(() => p.push(Move.of('e2', 'e5', 1)));
  assert.ok(m instanceof IllegalMoveError);
  assert.equal(m.square, 'e2');
  assert.ok(caught(() => p.findMove('a1', 'a3')) instanceof IllegalMoveError);
  assert.ok(p.equals(new Position()));
});

test('moveNumber: the index of the failing move in a sequence (pushAll)', () => {
  const p = new Position();
  const e = caught(() => p.pushAll(['e2-e4', 'e7-e5', 'e4-e5', 'd7-d5']));
  assert.ok(e instanceof IllegalMoveError);
  assert.equal(e.moveNumber, 3);
  assert.equal(e.square, 'e4');
  assert.match(e.message, /\[.*move 3\]/);
  assert.ok(p.equals(new Position()), 'the moves before it are taken back');
  const n = caught(() => p.pushAll(['e2-e4', 'e7-e5?!x', 'nonsense']));
  assert.ok(n instanceof NotationError);
  assert.equal(n.moveNumber, 3);
  assert.equal(n.offset, 0);
  assert.deepEqual(p.pushAll(['e2-e4', 'e7-e5']).map(String), ['e2-e4', 'e7-e5']);
  // one move read alone has no sequence: 0
  assert.equal(caught(() => new Position().push('e2-e5')).moveNumber, 0);
});

test('bad arguments are TypeError / RangeError', () => {
  const p = new Position();
  assert.throws(() => new Position(42), TypeError);
  assert.throws(() => p.push(42), TypeError);
  assert.throws(() => p.tower('z9'), RangeError);
  assert.throws(() => p.tower(64), RangeError);
});

test('every status code of C\'s table is in Status, and MAX_MOVES is C\'s', async () => {
  const { C, Status, MAX_MOVES, PERFT_MAX_DEPTH } = await import('../src/wasm.js');
  const n = C._tav_status_count();
  assert.ok(n >= 13);
  for (let i = 0; i < n; i++) {
    const code = C._tav_status_at(i);
    const name = C.UTF8ToString(C._tav_status_name(code));
    assert.equal(Status[name], code, name);
  }
  assert.equal(Object.keys(Status).length, n);
  assert.equal(MAX_MOVES, C._tavjs_max_moves());
  assert.equal(PERFT_MAX_DEPTH, C._tavjs_perft_max_depth());
});
