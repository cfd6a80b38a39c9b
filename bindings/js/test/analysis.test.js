// Game analysis from JavaScript (C's analysis, doc/analysis.md): the
// worker's annotation of the tournament games is byte for byte what
// `tavreli annotate` writes at the same node count, with a progress event
// per position and stop() cancelling it; Game.annotate gives the same on
// the main thread, and evaluations() reads back the annotated record's
// curve as C computed it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, readGames, writeGames, EngineWorker, Game } from '../src/index.js';
import { dataPath, readText } from './helpers.js';

await init();

const here = dirname(fileURLToPath(import.meta.url));
const TAVRELI = process.env.TAVRELI || join(here, '..', '..', '..', 'cli', 'tavreli');
const NODES = 3000;
const cli = existsSync(TAVRELI) ? false : `no tavreli program at ${TAVRELI}`;

test('the worker annotates each tournament game as `tavreli annotate --nodes N` does, byte for byte', { skip: cli, timeout: 600000 }, async () => {
  const file = dataPath('games', 'tournament-1997-2003.tgn');
  const expected = execFileSync(TAVRELI, ['annotate', '--nodes', String(NODES), file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 26 });
  const json = execFileSync(TAVRELI, ['annotate', '--json', '--nodes', String(NODES), file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 26 })
    .trim().split('\n').map((l) => JSON.parse(l));
  const games = readGames(readText('games', 'tournament-1997-2003.tgn'));
  const engine = await EngineWorker.start();
  const out = [];
  try {
    for (const [i, g] of games.entries()) {
      const progress = [];
      const r = await engine.annotate(g.write(), { nodes: NODES }, (p) => progress.push(p));
      const positions = g.moves.length + 1;
      assert.equal(progress.length, positions, `game ${i + 1}: one progress event a position`);
      progress.forEach((p, k) => {
        assert.equal(p.done, k + 1);
        assert.equal(p.total, positions);
      });
      assert.ok(progress.at(-1).nodes >= NODES, 'nodes counted');
      // the per-move figures are the CLI's --json figures
      const c = json[i];
      assert.equal(r.moves.length, c.moves.length, `game ${i + 1}: moves analysed`);
      r.moves.forEach((m, k) => {
        const e = c.moves[k];
        assert.deepEqual([m.ply, m.move, m.best, m.loss, m.cpLoss, m.accuracy, m.judgement || '', m.pv],
          [e.ply, e.move, e.best, e.loss, e.cp_loss, e.accuracy, e.judgement, e.pv], `game ${i + 1}, ply ${k + 1}`);
      });
      for (const side of ['white', 'black']) {
        const p = c.players[side];
        assert.deepEqual(r[side], { moves: p.moves, accuracy: p.accuracy, averageLoss: p.average_loss,
          inaccuracies: p.inaccuracies, mistakes: p.mistakes, blunders: p.blunders }, `game ${i + 1}: ${side}`);
      }
      out.push(r.tgn);
    }
  } finally {
    engine.close();
    for (const g of games) g.free();
  }
  assert.equal(out.join('\n'), expected);
});

/** The first tournament game's moves alone (no NAG of the record's own). */
function bareGame() {
  const [read] = readGames(readText('games', 'tournament-1997-2003.tgn'));
  const g = new Game();
  for (const m of read.moves) g.push(m);
  read.free();
  return g;
}

test('Game.annotate on the main thread equals the worker; evaluations() reads the curve C computed', { timeout: 120000 }, async () => {
  const g = bareGame();
  const engine = await EngineWorker.start();
  try {
    const here = g.annotate({ nodes: 2000 });
    const there = await engine.annotate(g, { nodes: 2000 });
    assert.equal(here.game.write(), there.tgn);
    assert.deepEqual(here.moves, there.moves);
    assert.equal(here.game.headers.WhiteAccuracy, here.white.accuracy.toFixed(1));
    const curve = here.game.evaluations();
    assert.equal(curve.length, here.moves.length);
    curve.forEach((p, k) => {
      const m = here.moves[k];
      const white = k % 2 === 0 ? m.chancesAfter : 1 - m.chancesAfter;
      assert.ok(Math.abs(p.chances - white) < 1e-3, `ply ${k + 1}: ${p.chances} vs ${white}`);
      assert.equal(p.judgement, m.judgement, `ply ${k + 1}: the judgement's NAG`);
      assert.equal(p.ply, k + 1);
    });
    const svg = here.game.evalGraph({ width: 300, height: 100 });
    assert.match(svg, /^<svg [^>]*viewBox="0 0 300 100"/);
    here.game.free();
    // an unannotated game has no evaluations: the curve stays at the middle
    assert.ok(g.evaluations().every((p) => p.eval === null));
  } finally {
    engine.close();
    g.free();
  }
});

test('stop() cancels an annotation: it rejects and the worker answers the next request', { timeout: 120000 }, async () => {
  const [g] = readGames(readText('games', 'tournament-1997-2003.tgn'));
  const engine = await EngineWorker.start();
  try {
    let done = 0;
    const long = engine.annotate(g, { nodes: 400000 }, (p) => { done = p.done; });
    while (done < 1) await new Promise((r) => setTimeout(r, 20));
    assert.equal(engine.stop(), true);
    await assert.rejects(long, /annotate request was stopped/);
    const r = await engine.annotate('[Result "*"]\n\n1. e2-e4 *\n', { depth: 2 });
    assert.equal(r.moves.length, 1);
    assert.equal(r.white.moves, 1);
  } finally {
    engine.close();
    g.free();
  }
});

test('annotation limits are checked as C checks them', async () => {
  const g = new Game();
  const engine = await EngineWorker.start();
  try {
    assert.throws(() => g.annotate({ nodes: -1 }), RangeError);
    assert.throws(() => g.annotate({ threads: 2 }), /unknown option 'threads'/);
    assert.throws(() => engine.annotate(g, { plies: 3 }), /unknown option 'plies'/);
    assert.throws(() => engine.annotate(42), TypeError);
    await assert.rejects(engine.annotate(writeGames([g, g]), { depth: 1 }), /one game, not 2/);
    assert.deepEqual(g.annotate({ depth: 1 }).moves, [], 'an empty game has nothing to analyse');
  } finally {
    engine.close();
    g.free();
  }
});
