// The engine through the package (tavreli/engine.h): best moves, analysis
// lines, mates, determinism, and its memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Engine, memoryBytes } from '../src/index.js';
import { readTxtGames } from './helpers.js';

await init();

// Game 2 of tests/data/games (Karpov - Kupreichik, 1997) one move before
// its checkmate: white to move has a mate in one.
function beforeMate() {
  const moves = readTxtGames()[1].moves;
  const p = new Position();
  p.pushAll(moves.slice(0, -1));
  return p;
}

test('bestMove finds the mate in one', () => {
  const p = beforeMate();
  const m = p.bestMove({ depth: 3 });
  assert.ok(m, 'a move');
  p.push(m);
  assert.ok(p.isCheckmate(), `${m} mates`);
});

test('analyse: lines with scores and legal principal variations', () => {
  const p = beforeMate();
  const r = p.analyse({ depth: 3 });
  assert.equal(r.lines[0].mate, 1);
  assert.equal(r.lines[0].score, null);
  assert.ok(r.depth >= 1 && r.nodes > 0);
  const start = new Position();
  const multi = new Engine({ hashMb: 1 }).search(start, { depth: 3, multipv: 3 });
  assert.equal(multi.lines.length, 3);
  assert.deepEqual(multi.lines.map((l) => l.multipv), [1, 2, 3]);
  for (const line of multi.lines) {
    const q = start.copy();
    for (const m of line.pv) q.push(m);   // throws if a move is not legal
    assert.equal(typeof line.score === 'number' || typeof line.mate === 'number', true);
    q.free();
  }
  assert.ok(multi.bestMove.equals(multi.lines[0].pv[0]));
});

test('a position without legal moves has no best move', () => {
  const p = beforeMate();
  p.push(p.bestMove({ depth: 3 }));
  const r = p.analyse({ depth: 2 });
  assert.equal(r.bestMove, null);
  assert.deepEqual(r.lines, []);
});

test('a search limited by depth is deterministic from a cleared engine', () => {
  const e = new Engine({ hashMb: 1 });
  const p = new Position();
  p.push('e2-e4');
  const a = e.search(p, { depth: 4 });
  e.clear();
  const b = e.search(p, { depth: 4 });
  assert.equal(String(a.bestMove), String(b.bestMove));
  assert.equal(a.nodes, b.nodes);
  assert.equal(typeof p.evaluate(), 'number');
  assert.throws(() => e.search(p, { depth: -1 }), RangeError);
  e.free();
  e.free();
  assert.throws(() => e.search(p, { depth: 1 }), /freed/);
});

test('engines made and freed leave memory.buffer the same size', () => {
  const p = new Position();
  const cycle = () => {
    const e = new Engine({ hashMb: 1 });
    e.search(p, { depth: 2 });
    e.free();
  };
  for (let i = 0; i < 5; i++) cycle();
  const before = memoryBytes();
  for (let i = 0; i < 50; i++) cycle();
  assert.equal(memoryBytes(), before);
});
