// Game records (TGN, R11) from JavaScript: the twenty tournament games of
// tests/data/games read leniently, their repairs, checkmates, problems,
// writing and reading back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Game, readGames, writeGames } from '../src/index.js';
import { readText, readTxtGames } from './helpers.js';

await init();

const TGN = readText('games', 'tournament-1997-2003.tgn');
const CANONICAL = readText('games', 'tournament-1997-2003.canonical.tgn');
// tests/data/games/README.md: typos in games 1, 11, 13, 15 and 17; five
// games end in checkmate on the board.
const TYPO_GAMES = [1, 11, 13, 15, 17];
const MATED = { 1: 'white', 2: 'black', 3: 'white', 11: 'white', 18: 'white' };

test('the twenty games read leniently are valid, typos are warnings', () => {
  const games = readGames(TGN);
  assert.equal(games.length, 20);
  const typoGames = new Set();
  games.forEach((g, i) => {
    assert.equal(g.index, i + 1);
    assert.ok(g.isValid, g.errors.map(String).join('\n'));
    assert.deepEqual(g.errors, []);
    assert.ok(g.isComplete);
    assert.ok(g.resultAgrees);
    for (const p of g.warnings.filter((w) => w.kind === 'typo')) {
      assert.equal(p.severity, 'warning');
      assert.equal(p.game, i + 1);
      assert.ok(p.line > 0 && p.column > 0 && p.ply > 0);
      assert.ok(String(p).startsWith(`${p.line}:${p.column}: warning [typo]: game ${i + 1}`), String(p));
      typoGames.add(i + 1);
    }
  });
  assert.deepEqual([...typoGames].sort((a, b) => a - b), TYPO_GAMES);
});

test('the main lines are the hand-repaired scores; five checkmates', () => {
  const games = readGames(TGN);
  const texts = readTxtGames();
  assert.equal(texts.length, 20);
  const mated = {};
  games.forEach((g, i) => {
    const p = new Position();
    const want = texts[i].moves.map((m) => p.push(m));
    assert.deepEqual(g.moves.map(String), want.map(String), `game ${i + 1}`);
    assert.equal(g.position().tfen(), p.tfen());
    if (p.isCheckmate()) {
      mated[i + 1] = p.turn;
      assert.equal(g.end.state, 'checkmate');
      assert.equal(g.outcome().winner, p.turn === 'white' ? 'black' : 'white');
    } else {
      assert.equal(g.end.state, 'in play');
      assert.equal(g.outcome(), null);
    }
    // Take everything back: the start position again.
    for (let k = 0; k < want.length; k++) p.pop();
    assert.ok(p.equals(new Position()));
  });
  assert.deepEqual(mated, MATED);
});

test('a game that ends with bare material is drawn (R8 dead position)', () => {
  const g = new Game('8/8/8/4k3/8/8/8/3NK3 w - - 0 1');
  g.push('d1-c3');
  assert.equal(g.end.state, 'in play');
  assert.equal(g.end.insufficientMaterial, true);
  assert.deepEqual(g.outcome(), { reason: 'insufficient_material', winner: null, result: '1/2-1/2' });
  assert.equal(new Game().end.insufficientMaterial, false);
});

test('strict reading stops the typo games at their first error', () => {
  const strict = readGames(TGN, { strict: true });
  const invalid = strict.map((g, i) => (g.isValid ? 0 : i + 1)).filter(Boolean);
  assert.deepEqual(invalid, TYPO_GAMES);
  for (const n of TYPO_GAMES) {
    const [error] = strict[n - 1].errors;
    assert.equal(error.kind, 'typo');
    assert.equal(strict[n - 1].moves.length, error.ply - 1);
  }
});

test('writeGames() gives the canonical TGN, which reads back the same', () => {
  const games = readGames(TGN);
  const text = writeGames(games);
  assert.equal(text, CANONICAL);
  const again = readGames(text);
  assert.equal(again.length, 20);
  again.forEach((g, i) => {
    assert.deepEqual(g.moves.map(String), games[i].moves.map(String));
    assert.deepEqual(g.headers, games[i].headers);
    assert.deepEqual(g.problems, []);
  });
});

test('headers, problems with line and column, results', () => {
  const [g] = readGames('[White "Анна"]\n[Black "B"]\n\n1. e2-e4 e7-e5 2. e4-e9 *\n');
  assert.equal(g.headers.White, 'Анна');
  assert.deepEqual(g.moves.map(String), ['e2-e4', 'e7-e5']);
  assert.equal(g.isValid, false);
  const [p] = g.problems;
  assert.equal(p.severity, 'error');
  assert.equal(p.kind, 'syntax');
  assert.equal(p.line, 4);
  assert.equal(p.column, 22);   // the character it could not read
  assert.equal(p.move, 'e4-e9');
  assert.equal(p.moveNumber, 2);
  assert.equal(p.side, 'white');
  assert.equal(g.result, '*');
});

test('a game built move by move', () => {
  const g = new Game();
  g.setHeader('White', 'A');
  g.push('e2-e4');
  g.push(new Position('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1').parseMove('e7-e5'));
  g.result = '1/2-1/2';
  const text = g.write();
  assert.match(text, /\[White "A"\]/);
  assert.match(text, /1\. e2-e4 e7-e5 1\/2-1\/2/);
  assert.equal(g.headers.Result, '1/2-1/2');
  assert.throws(() => { g.result = '2-0'; }, RangeError);
  const set = new Game('7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1');
  set.push('d4(2)-d8');
  assert.match(set.write(), /\[FEN "7k\/8\/8\/8\/3\(pNR\)4\/8\/8\/7K w - - 0 1"\]/);
  assert.match(set.write(), /1\. d4\(2\)-d8/);
  const c = g.copy();
  g.free();
  assert.equal(c.write(), text);
  c.push('g1-f3');
  assert.equal(c.moves.length, 3);
  c.free();
  set.free();
});
