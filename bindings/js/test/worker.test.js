// EngineWorker in Node's worker_threads: analyses with info events, a
// search stopped mid-way (it really stops: the next request is answered at
// once), several positions queued, perft, and the argument checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, EngineWorker } from '../src/index.js';

await init();

test('analyse sends info for each iteration and resolves with text moves', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  try {
    const seen = [];
    const p = new Position();
    p.push('e2-e4');
    const r = await engine.analyse(p, { depth: 4, multipv: 2 }, (line) => seen.push([line.depth, line.multipv]));
    assert.equal(r.depth, 4);
    assert.equal(r.stopped, false);
    assert.equal(typeof r.bestMove, 'string');
    assert.equal(r.lines.length, 2);
    assert.ok(p.isLegal(r.bestMove), `${r.bestMove} is legal after e2-e4`);
    assert.deepEqual(seen, [[1, 1], [1, 2], [2, 1], [2, 2], [3, 1], [3, 2], [4, 1], [4, 2]]);
  } finally {
    engine.close();
  }
});

test('stop() ends a search mid-way; queued positions run after it', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  try {
    let infos = 0;
    const long = engine.analyse(new Position(), { depth: 60 }, () => { infos++; });
    const mate = engine.analyse('7k/8/6K1/8/8/8/8/R7 w - - 0 1', { depth: 3 });
    const count = engine.perft(new Position(), 3);
    assert.equal(engine.pending, 2);
    // wait until the long search has done a few iterations, then stop it
    while (infos < 3) await new Promise((r) => setTimeout(r, 20));
    const t0 = Date.now();
    assert.equal(engine.stop(), true);
    const r = await long;
    assert.equal(r.stopped, true);
    assert.ok(r.depth >= 3 && r.depth < 60, `stopped at depth ${r.depth}`);
    assert.ok(new Position().isLegal(r.bestMove));
    const m = await mate;
    assert.equal(m.bestMove, 'a1-a8');
    assert.equal(m.lines[0].mate, 1);
    assert.equal(await count, 68455);
    assert.ok(Date.now() - t0 < 10000, 'the queue went on at once');
    assert.equal(engine.stop(), false, 'nothing runs');
  } finally {
    engine.close();
  }
});

test('stop({ all: true }) drops the queue; bad arguments are refused', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  try {
    const a = engine.analyse(new Position(), { depth: 60 });
    const b = engine.analyse(new Position(), { depth: 60 });
    await new Promise((r) => setTimeout(r, 200));
    engine.stop({ all: true });
    assert.equal((await a).stopped, true);
    const rb = await b;
    assert.equal(rb.stopped, true);
    assert.equal(rb.bestMove, null);
    assert.throws(() => engine.analyse({ _p: 8 }), TypeError);
    assert.throws(() => engine.analyse(new Position(), { depth: -1 }), RangeError);
    assert.throws(() => engine.perft(new Position(), 1.5), RangeError);
    await assert.rejects(engine.analyse('not a tfen'), /TFEN|tfen/);
    // the worker is still usable after an error
    assert.equal(await engine.perft('7k/8/8/8/8/8/8/7K w - - 0 1', 1), 3);
  } finally {
    engine.close();
  }
  await assert.rejects(engine.perft(new Position(), 1), /closed/);
});

test('options: a key start(), analyse() or stop() does not know is a TypeError naming it', async () => {
  await assert.rejects(EngineWorker.start({ hashMB: 4 }), { name: 'TypeError', message: /unknown option 'hashMB'/ });
  await assert.rejects(EngineWorker.start({ workerUrl: 7 }), { name: 'TypeError', message: /workerUrl/ });
  const engine = await EngineWorker.start({ hashMb: 4 });
  try {
    assert.throws(() => engine.analyse(new Position(), { movetime: 100 }), { name: 'TypeError', message: /unknown option 'movetime'.*time/ });
    assert.throws(() => engine.stop({ everything: true }), { name: 'TypeError', message: /'everything'/ });
  } finally {
    engine.close();
  }
});

test('start({ workerUrl }) runs the worker script given (here the package\'s own, by its file URL)', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4, workerUrl: new URL('../src/worker.js', import.meta.url) });
  try {
    const p = new Position();
    assert.equal(await engine.perft(p, 2), p.perft(2));
  } finally {
    engine.close();
  }
  const bad = EngineWorker.start({ workerUrl: new URL('./no-such-worker.js', import.meta.url) });
  await assert.rejects(bad, /no-such-worker\.js/);
});
