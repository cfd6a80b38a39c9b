// EngineWorker under hostile timing (worker_threads): stop() while the
// fresh worker after a stop is still starting, close() while searching or
// starting, requests after close(), many requests with stops among them,
// stop() with nothing running, close() twice, an onInfo that throws, and a
// worker script that ends without answering. Each request's promise
// settles (resolved, or rejected with a named error), nothing hangs (each
// test has a timeout), and no worker is left searching: a search thread
// left behind shows as this process's CPU time while it is otherwise idle
// (a search takes a few hundred ms a second even on a loaded machine, an
// idle process next to nothing).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { init, Position, EngineWorker, TavreliError } from '../src/index.js';

await init();

const MATE_IN_1 = '7k/8/6K1/8/8/8/8/R7 w - - 0 1';
const FOREVER = { depth: 60 };   // a search that does not end by itself in a test's time
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The CPU time (ms) this process spends in `ms` of wall time while the
 *  test waits: near 0 when idle, about `ms` when a worker is searching. */
async function cpuWhileIdle(ms = 1500) {
  await sleep(200);   // let terminated workers go
  const before = process.cpuUsage();
  await sleep(ms);
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1000;
}

async function assertNoWorkerSearching() {
  const cpu = await cpuWhileIdle();
  assert.ok(cpu < 100, `${cpu.toFixed(0)} ms of CPU in 1.5 s while idle: a worker is still searching`);
}

const isAbort = (what) => (e) => e.name === 'AbortError' && new RegExp(what).test(e.message);

test('the cpu probe sees a search running (so that the checks below can fail)', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  const r = engine.analyse(new Position(), FOREVER);
  const cpu = await cpuWhileIdle();
  assert.ok(cpu > 100, `a searching worker shows as CPU time (${cpu.toFixed(0)} ms in 1.5 s)`);
  engine.close();
  assert.equal((await r).stopped, true);
  await assertNoWorkerSearching();
});

test('stop() while the fresh worker after a stop is starting: the request stops, the next runs, no worker is left', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  const a = engine.analyse(new Position(), FOREVER);
  await sleep(100);
  assert.equal(engine.stop(), true);
  const b = engine.analyse(new Position(), FOREVER);   // a fresh worker starts for it
  assert.equal(engine.stop(), true, 'b is the running request while its worker starts');
  const c = engine.analyse(MATE_IN_1, { depth: 3 });
  assert.equal((await a).stopped, true);
  const rb = await b;
  assert.deepEqual([rb.stopped, rb.bestMove, rb.depth], [true, null, 0]);
  assert.equal((await c).bestMove, 'a1-a8');
  const p = engine.perft(new Position(), 2);          // c's worker takes it: no second worker
  assert.equal(await p, new Position().perft(2));
  engine.close();   // the engine's own worker ends: one left behind would go on searching
  await assertNoWorkerSearching();
});

test('close() while the fresh worker is starting: every request settles and no worker is left', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  const a = engine.analyse(new Position(), FOREVER);
  await sleep(100);
  engine.stop();
  const b = engine.analyse(new Position(), FOREVER);
  const c = engine.perft(new Position(), 3);
  engine.close();
  assert.equal((await a).stopped, true);
  assert.equal((await b).stopped, true);
  await assert.rejects(c, isAbort('perft request was stopped'));
  await assertNoWorkerSearching();
});

test('close() while searching, twice, then requests: each settles with a named error', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  let infos = 0;
  const a = engine.analyse(new Position(), FOREVER, () => { infos++; });
  const queued = [engine.perft(new Position(), 5), engine.newGame(), engine.analyse(MATE_IN_1, { depth: 3 })];
  while (infos < 2) await sleep(20);
  engine.close();
  engine.close();   // harmless
  const r = await a;
  assert.equal(r.stopped, true);
  assert.ok(r.depth >= 2, `the last completed iteration: depth ${r.depth}`);
  await assert.rejects(queued[0], isAbort('perft'));
  await assert.rejects(queued[1], isAbort('newGame'));
  assert.deepEqual((await queued[2]).bestMove, null);
  const closed = (e) => e instanceof TavreliError && /closed/.test(e.message);
  await assert.rejects(engine.analyse(new Position(), { depth: 1 }), closed);
  await assert.rejects(engine.perft(new Position(), 1), closed);
  await assert.rejects(engine.newGame(), closed);
  assert.equal(engine.stop(), false);
  assert.equal(engine.pending, 0);
  await assertNoWorkerSearching();
});

test('stop() with nothing running returns false and changes nothing', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  try {
    assert.equal(engine.stop(), false);
    assert.equal(engine.stop({ all: true }), false);
    assert.equal(await engine.perft(new Position(), 2), new Position().perft(2));
    assert.equal(engine.stop(), false);
    assert.equal((await engine.analyse(MATE_IN_1, { depth: 3 })).bestMove, 'a1-a8');
  } finally {
    engine.close();
  }
});

test('40 requests with stops among them: all settle, in order, the last answer is right', { timeout: 120000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  const order = [];
  const jobs = [];
  const perft2 = new Position().perft(2);
  for (let i = 0; i < 40; i++) {
    const kind = i % 4;
    const p = kind === 0 ? engine.analyse(new Position(), FOREVER)
      : kind === 1 ? engine.analyse(MATE_IN_1, { depth: 2 })
        : kind === 2 ? engine.perft(new Position(), 2) : engine.newGame();
    jobs.push(p.then((value) => { order.push(i); return { status: 'fulfilled', value }; },
      (reason) => { order.push(i); return { status: 'rejected', reason }; }));
    if (i % 7 === 3) engine.stop();
    if (i % 9 === 5) await sleep(30);
  }
  // the searches that were not stopped by the loop are stopped one by one
  const settled = Promise.all(jobs);
  while (engine.stop() || engine.pending > 0) await sleep(50);
  const results = await settled;
  assert.deepEqual(order, [...order].sort((a, b) => a - b), 'requests settle in the order they were made');
  results.forEach((r, i) => {
    const kind = i % 4;
    if (r.status === 'rejected') {
      assert.ok(kind >= 2 && r.reason.name === 'AbortError', `request ${i}: ${r.reason}`);
    } else if (kind === 0) {
      assert.equal(r.value.stopped, true);
    } else if (kind === 1) {
      assert.ok(r.value.bestMove === 'a1-a8' || r.value.stopped, `request ${i}: ${JSON.stringify(r.value)}`);
    } else if (kind === 2) {
      assert.equal(r.value, perft2);
    }
  });
  assert.equal((await engine.analyse(MATE_IN_1, { depth: 3 })).bestMove, 'a1-a8');
  engine.close();
  await assertNoWorkerSearching();
});

test('an onInfo that throws stops the search and rejects the analysis with its error', { timeout: 60000 }, async () => {
  const engine = await EngineWorker.start({ hashMb: 4 });
  const boom = new Error('the app failed in onInfo');
  const a = engine.analyse(new Position(), FOREVER, (line) => { if (line.depth === 2) throw boom; });
  const next = engine.analyse(MATE_IN_1, { depth: 3 });
  await assert.rejects(a, (e) => e === boom);
  assert.equal((await next).bestMove, 'a1-a8');
  engine.close();
  await assertNoWorkerSearching();
});

test('a worker script that ends without answering: start() rejects, naming the script', { timeout: 60000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tav-worker-'));
  let keepAlive = null;
  try {
    const file = join(dir, 'silent.js');
    writeFileSync(file, '// ends at once: no message listener\n');
    // an app's own work keeps its event loop alive (the worker is unref'd)
    keepAlive = setInterval(() => {}, 1000);
    await assert.rejects(EngineWorker.start({ workerUrl: pathToFileURL(file) }), /silent\.js.*exited/);
  } finally {
    clearInterval(keepAlive);
    rmSync(dir, { recursive: true, force: true });
  }
});
