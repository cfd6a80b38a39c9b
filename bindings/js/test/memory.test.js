// Memory: the WebAssembly memory does not grow with use. A million push/pop
// cycles, thousands of positions and games made and freed (or left to the
// FinalizationRegistry) leave memory.buffer the same size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, readGames, memoryBytes } from '../src/index.js';
import { readText } from './helpers.js';

await init();

test('1,000,000 push/pop cycles keep memory.buffer the same size', () => {
  const p = new Position('7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1');
  const moves = p.legalMoves();
  assert.equal(moves.length, 45);
  for (let i = 0; i < 2000; i++) {
    p.push(moves[i % 45]);
    p.pop();
  }
  const before = memoryBytes();
  for (let i = 0; i < 1_000_000; i++) {
    p.push(moves[i % 45]);
    p.pop();
  }
  assert.equal(memoryBytes(), before);
  assert.equal(p.moveStack().length, 0);
});

test('positions and games freed by free() release their memory', () => {
  const tgn = readText('games', 'tournament-1997-2003.tgn');
  const cycle = () => {
    const p = new Position();
    p.push('e2-e4');
    p.copy().free();
    p.free();
    for (const g of readGames(tgn)) g.free();
  };
  for (let i = 0; i < 20; i++) cycle();
  const before = memoryBytes();
  for (let i = 0; i < 300; i++) cycle();
  assert.equal(memoryBytes(), before);
});

test('positions left to the garbage collector are freed (FinalizationRegistry)', async (t) => {
  if (typeof globalThis.gc !== 'function') {
    t.skip('needs node --expose-gc');
    return;
  }
  const make = () => { for (let i = 0; i < 5000; i++) new Position().push('e2-e4'); };
  make();
  for (let i = 0; i < 5; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 10)); }
  const before = memoryBytes();
  for (let k = 0; k < 20; k++) {
    make();
    globalThis.gc();
    await new Promise((r) => setTimeout(r, 10));
  }
  assert.equal(memoryBytes(), before);
});
