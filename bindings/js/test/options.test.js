// Options objects are never ignored: every function of the package that
// takes one refuses a key it does not know with a TypeError naming it (a
// typo, or another library's option, would otherwise change nothing and
// say nothing). And the options chess.js users pass that Tavreli shares:
// legalMoves({ square, piece }), write({ maxWidth, newline }).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  init, Position, Game, Engine, EngineWorker, Clock, TavreliError, readGames,
} from '../src/index.js';

await init();

const unknown = (key) => ({ name: 'TypeError', message: new RegExp(`unknown option '${key}'`) });

test('every options object of the package refuses an unknown key, naming it', () => {
  const p = new Position();
  const g = new Game();
  const e = new Engine({ hashMb: 1 });
  const flagged = new Clock('60');
  flagged.check(60000);
  const calls = {
    legalMoves: () => p.legalMoves({ verbose: true }),
    isDead: () => p.isDead({ nodes: 5 }),
    outcome: () => p.outcome({ claim: true }),
    canCheckmate: () => p.canCheckmate('white', { budget: 1 }),
    canCheckmateLine: () => p.canCheckmateLine('white', { budget: 1 }),
    svg: () => p.svg({ width: 100 }),
    solve: () => p.solve('#2', { try: true }),
    analyse: () => p.analyse({ time: 10 }),
    bestMove: () => p.bestMove({ time: 10 }),
    Engine: () => new Engine({ hash: 1 }),
    search: () => e.search(p, { movetime: 5, time: 5 }),
    gameOutcome: () => g.outcome({ claim: true }),
    write: () => g.write({ wrap: 60 }),
    readGames: () => readGames('', { lenient: true }),
    resultOnFlag: () => flagged.resultOnFlag(p, { nodes: 5 }),
    TavreliError: () => new TavreliError('x', { line: 3 }),
  };
  const keys = { legalMoves: 'verbose', isDead: 'nodes', outcome: 'claim', canCheckmate: 'budget',
    canCheckmateLine: 'budget', svg: 'width', solve: 'try', analyse: 'time', bestMove: 'time', Engine: 'hash',
    search: 'time', gameOutcome: 'claim', write: 'wrap', readGames: 'lenient', resultOnFlag: 'nodes', TavreliError: 'line' };
  for (const [name, call] of Object.entries(calls)) {
    assert.throws(call, unknown(keys[name]), name);
  }
  assert.throws(() => p.legalMoves('e2'), { name: 'TypeError', message: /options are an object/ });
  e.free();
});

test('new Position(tfen, { skipValidation }) is refused: every TFEN is checked (R10)', () => {
  assert.throws(() => new Position(undefined, { skipValidation: true }),
    { name: 'TypeError', message: /'skipValidation' is not supported: every TFEN is checked \(R10\)/ });
  assert.equal(new Position(undefined, {}).tfen(), new Position().tfen());
});

test('legalMoves({ square }) keeps the moves of the tower on that square', () => {
  const p = new Position('7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1');
  const all = p.legalMoves();
  const d4 = p.legalMoves({ square: 'd4' });
  assert.ok(d4.length > 0 && d4.length < all.length);
  assert.deepEqual(d4.map(String), all.filter((m) => m.from === 'd4').map(String));
  assert.deepEqual(p.legalMoves({ square: 'a1' }), []);
  assert.throws(() => p.legalMoves({ square: 'z9' }), RangeError);
});

test('legalMoves({ piece }) keeps the moves whose moving top piece is of that kind', () => {
  const p = new Position();
  const knights = p.legalMoves({ piece: 'knight' }).map(String);
  assert.deepEqual(knights, p.legalMoves().filter((m) => p.top(m.from).kind === 'knight').map(String));
  assert.ok(knights.includes('g1-f3') && knights.includes('b1-d2'), 'a knight may climb onto its own pawn (R2)');
  assert.deepEqual(p.legalMoves({ piece: 'n' }).map(String), knights);
  assert.deepEqual(p.legalMoves({ piece: 'N', square: 'g1' }).map(String), knights.filter((m) => m.startsWith('g1')));
  assert.deepEqual(p.legalMoves({ piece: 'bishop', square: 'g1' }), []);
  assert.throws(() => p.legalMoves({ piece: 'x' }), RangeError);
});

test('write({ newline }) ends every line with it; anything but a line ending is refused', () => {
  const [g] = readGames('[Event "E"]\n\n1. e2-e4 e7-e5 *\n');
  const crlf = g.write({ newline: '\r\n' });
  assert.equal(crlf, g.write().replaceAll('\n', '\r\n'));
  assert.ok(!/[^\r]\n/.test(crlf));
  assert.throws(() => g.write({ newline: '<br>' }), RangeError);
});

test('write({ maxWidth }) wraps the movetext at that column, 0 never; it reads back the same game', () => {
  const g = new Game();
  for (let i = 0; i < 10; i++) for (const m of ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8']) g.push(m);
  const movetext = (text) => text.slice(text.indexOf('\n\n') + 2).trimEnd().split('\n');
  const narrow = movetext(g.write({ maxWidth: 30 }));
  assert.ok(narrow.length > 1 && narrow.every((l) => l.length <= 30), narrow.join('|'));
  assert.equal(movetext(g.write({ maxWidth: 0 })).length, 1);
  assert.equal(g.write({ maxWidth: 80 }), g.write());
  for (const w of [0, 30]) assert.deepEqual(readGames(g.write({ maxWidth: w }))[0].moves.map(String), g.moves.map(String));
  assert.throws(() => g.write({ maxWidth: -1 }), RangeError);
  assert.match(g.write({ maxWidth: 0, newline: '\r\n' }), /^\[Event "\?"\]\r\n/);
});

test('EngineWorker.start refuses an unknown option before starting a worker', async () => {
  await assert.rejects(EngineWorker.start({ hash: 4 }), unknown('hash'));
});
