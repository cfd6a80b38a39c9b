// The Board and EngineWorker under hostile use in headless Chromium
// (tests/web/browser.mjs, page tests/web/fixtures/index.html): junk values
// of set() are refused naming the field and change nothing, a destroyed
// board says so, one element holds one board; EngineWorker's stop/close
// races settle every promise and leave no Web Worker alive (Playwright
// lists the page's workers).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open } from './browser.mjs';

let env;
let shared;
before(async () => {
  env = await start();
  shared = await open(env, 'fixtures/');
});
after(async () => { await env?.close(); });

/** The error fn throws in the page, as 'Name: message' (or 'no error'). */
function thrown(page, fn, arg) {
  return page.evaluate(([src, a]) => {
    try {
      new Function('a', src)(a);   // eslint-disable-line no-new-func
      return 'no error';
    } catch (e) {
      return `${e.name}: ${e.message}`;
    }
  }, [fn, arg]);
}

test('set() refuses a junk lastMove, check or dests naming the field, and changes nothing', async () => {
  const { page, errors } = shared;
  await page.evaluate(() => {
    window.hb = new window.tav.Board(document.getElementById('a'), { lastMove: ['e2', 'e4'] });
  });
  const before = await page.locator('#a').innerHTML();
  const cases = [
    ['window.hb.set({ lastMove: { from: 999 } })', /^TypeError: lastMove\.from is a square name/],
    ['window.hb.set({ lastMove: { from: "e2", to: "e9" } })', /^RangeError: lastMove\.to is a square 'a1'\.\.'h8', not "e9"/],
    ['window.hb.set({ lastMove: ["e2"] })', /^TypeError: lastMove is \[from, to\]/],
    ['window.hb.set({ lastMove: 7 })', /^TypeError: lastMove is/],
    ['window.hb.set({ check: "zz" })', /^RangeError: check is a square 'a1'\.\.'h8', not "zz"/],
    ['window.hb.set({ check: 1 })', /^TypeError: check is true, false or a square/],
    ['window.hb.set({ movable: { dests: { e2: ["e4"] } } })', /^TypeError: movable\.dests is a Map/],
    ['window.hb.set({ movable: { dests: new Map([["zz", ["e4"]]]) } })', /^RangeError: a key of movable\.dests is a square/],
    ['window.hb.set({ movable: { dests: new Map([["e2", "e4"]]) } })', /^TypeError: movable\.dests\.get\("e2"\) is an array/],
    ['window.hb.set({ movable: { dests: new Map([["e2", [42]]]) } })', /^TypeError: movable\.dests\.get\("e2"\)\[0\] is a square or/],
    ['window.hb.set({ movable: { dests: new Map([["e2", [{ to: "e4", count: 0 }]]]) } })', /^RangeError: movable\.dests\.get\("e2"\)\[0\]\.count is an integer 1\.\.32/],
    ['window.hb.set({ movable: { events: { after: "x" } } })', /^TypeError: movable\.events\.after is a function/],
    // a good position with a bad field: the position is not taken either
    ['window.hb.set({ tfen: "7k/8/8/8/8/8/8/7K w - - 0 1", check: "zz" })', /^RangeError: check/],
  ];
  for (const [src, want] of cases) assert.match(await thrown(page, src), want, src);
  assert.equal(await page.locator('#a').innerHTML(), before, 'nothing changed');
  assert.equal(await page.evaluate(() => window.hb.tfen), await page.evaluate(() => new window.tav.Position().tfen()));
  // the board still works: good values are taken, junk dests left nothing behind
  await page.evaluate(() => window.hb.set({ lastMove: { from: 'g1', to: 'f3' }, check: 'e1', movable: { dests: new Map([['e2', [{ to: 'e4' }]]]) } }));
  assert.deepEqual(await page.locator('#a .tav-last').evaluateAll((els) => els.map((e) => e.dataset.square).sort()), ['f3', 'g1']);
  assert.match(await page.locator('#a [data-square="e1"]').getAttribute('class'), /tav-check/);
  assert.equal(await page.evaluate(() => window.hb.select('e2')), true);
  // a bad option of new Board() builds nothing and leaves the element free
  await page.evaluate(() => window.hb.destroy());
  assert.match(await thrown(page, 'new window.tav.Board(document.getElementById("a"), { check: "zz" })'), /^RangeError: check/);
  assert.equal(await page.locator('#a *').count(), 0);
  assert.deepEqual(errors, []);
});

test('a destroyed board says so; destroy() twice is harmless', async () => {
  const { page, errors } = shared;
  await page.evaluate(() => {
    window.hb = new window.tav.Board(document.getElementById('a'), {});
    window.hb.destroy();
    window.hb.destroy();
  });
  for (const src of ['window.hb.set({ tfen: "7k/8/8/8/8/8/8/7K w - - 0 1" })', 'window.hb.set({})', 'window.hb.tfen',
    'window.hb.tower("e2")', 'window.hb.select("e2")', 'window.hb.drop("e4")', 'window.hb.toggleOrientation()', 'window.hb.focus("e2")']) {
    assert.match(await thrown(page, src), /^TavreliError: Board\.\w+: this board was destroyed/, src);
  }
  assert.equal(await page.locator('#a *').count(), 0);
  assert.deepEqual(errors, []);
});

test('one element holds one board: a second is refused until the first is destroyed, and leaves nothing behind', async () => {
  const { page, errors } = shared;
  await page.evaluate(() => { window.hb = new window.tav.Board(document.getElementById('a'), {}); });
  const nodes = await page.locator('#a *').count();
  assert.match(await thrown(page, 'new window.tav.Board(document.getElementById("a"), { orientation: "black" })'),
    /^Error: new Board\(element\): this element holds a board already: destroy\(\) it first/);
  assert.equal(await page.locator('#a *').count(), nodes, 'the first board is untouched');
  assert.equal(await page.locator('#a [data-square]').first().getAttribute('data-square'), 'a8', 'still seen from white');
  await page.evaluate(() => window.hb.destroy());
  assert.equal(await page.locator('#a *').count(), 0, 'destroy() leaves no node');
  await page.evaluate(() => { window.hb = new window.tav.Board(document.getElementById('a'), { orientation: 'black' }); });
  assert.equal(await page.locator('#a [data-square]').first().getAttribute('data-square'), 'h1', 'a new board once the first is gone');
  assert.equal(await page.locator('#a *').count(), nodes);
  await page.evaluate(() => window.hb.destroy());
  assert.equal(await page.locator('#a *').count(), 0);
  assert.deepEqual(errors, []);
});

/** The page's Web Workers once terminated ones are gone (one ended while
 *  its script still loaded is listed for a second or two more). */
async function liveWorkers(page) {
  for (let i = 0; i < 40 && page.workers().length; i++) await page.waitForTimeout(250);
  return page.workers().length;
}

test('EngineWorker races in the browser: stop or close while the fresh worker starts, close twice, requests after close, an onInfo that throws', { timeout: 120000 }, async () => {
  const { page, errors } = shared;
  const r = await page.evaluate(async () => {
    const { EngineWorker, Position } = window.tav;
    const out = {};
    const settle = (p) => p.then((v) => ({ ok: v }), (e) => ({ err: `${e.name}: ${e.message}` }));
    const MATE = '7k/8/6K1/8/8/8/8/R7 w - - 0 1';
    const engine = await EngineWorker.start({ hashMb: 4 });
    const a = settle(engine.analyse(new Position(), { depth: 60 }));
    await new Promise((res) => setTimeout(res, 100));
    engine.stop();
    const b = settle(engine.analyse(new Position(), { depth: 60 }));   // its worker is starting
    out.stopWhileStarting = engine.stop();
    const c = settle(engine.analyse(MATE, { depth: 3 }));
    out.a = (await a).ok.stopped;
    out.b = (await b).ok.bestMove;
    out.c = (await c).ok.bestMove;
    // close while a fresh worker starts, with a perft queued
    const d = settle(engine.analyse(new Position(), { depth: 60 }));
    await new Promise((res) => setTimeout(res, 100));
    engine.stop();
    const e = settle(engine.analyse(new Position(), { depth: 60 }));
    const f = settle(engine.perft(new Position(), 4));
    engine.close();
    engine.close();
    out.d = (await d).ok.stopped;
    out.e = (await e).ok.stopped;
    out.f = (await f).err;
    out.after = (await settle(engine.analyse(MATE, { depth: 1 }))).err;
    out.stopAfter = engine.stop();
    // an onInfo that throws rejects its analysis; the next request runs
    const g = await EngineWorker.start({ hashMb: 4 });
    out.boom = (await settle(g.analyse(new Position(), { depth: 60 }, (l) => { if (l.depth === 2) throw new Error('boom'); }))).err;
    out.next = (await settle(g.analyse(MATE, { depth: 3 }))).ok.bestMove;
    g.close();
    return out;
  });
  assert.deepEqual(r, {
    stopWhileStarting: true, a: true, b: null, c: 'a1-a8',
    d: true, e: true, f: 'AbortError: the perft request was stopped (EngineWorker.stop() or close())',
    after: 'TavreliError: this EngineWorker was closed: start() another', stopAfter: false,
    boom: 'Error: boom', next: 'a1-a8',
  });
  assert.equal(await liveWorkers(page), 0, 'no Web Worker is left');
  assert.deepEqual(errors, []);
});
