// The package's Board component and EngineWorker in headless Chromium
// (tests/web/browser.mjs): two boards on one page, every event, set(),
// destroy(), keyboard-only play with a split, touch, sizing to the
// container, the drawing of tall towers, and a worker analysis stopped
// mid-search. The page is tests/web/fixtures/index.html.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open } from './browser.mjs';

// d4: a black pawn under a white knight under a white rook (R2).
const SPLIT = '7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1';
// A 12-tower and a 9-tower (R10 allows 16 pieces a side).
const TALL = '7k/8/8/8/3(pppppprrnnbK)1(PPPPPPPPQ)2/8/8/8 w - - 0 1';

let env;
let shared;   // one page for the tests (a page costs seconds on a loaded machine)
before(async () => {
  env = await start();
  shared = await open(env, 'fixtures/');
});
after(async () => { await env?.close(); });

/** The shared page with no board mounted, its boxes as the page sets
 *  them, at the given viewport. */
async function fresh({ width = 1000, height = 900 } = {}) {
  const { page } = shared;
  await page.setViewportSize({ width, height });
  await page.evaluate(() => {
    for (const id of ['a', 'b']) {
      window[`board_${id}`]?.destroy();
      delete window[`board_${id}`];
      document.getElementById(id).removeAttribute('style');
    }
    window.tav.events.length = 0;
    document.activeElement?.blur();
  });
  shared.errors.length = 0;
  return shared;
}

/** Mount a board in #id with options (functions cannot cross: the
 *  board's events are recorded in window.tav.events). */
function mount(page, id, options) {
  return page.evaluate(([id, options]) => {
    const { Board, events } = window.tav;
    const board = new Board(document.getElementById(id), options);
    for (const type of ['move', 'select', 'change']) {
      board.addEventListener(type, (e) => events.push({ board: id, type, detail: { ...e.detail, move: undefined } }));
    }
    window[`board_${id}`] = board;
  }, [id, options]);
}

const sq = (page, id, name) => page.locator(`#${id} [data-square="${name}"]`);
const events = (page) => page.evaluate(() => window.tav.events.splice(0));
const cls = (page, id, name) => sq(page, id, name).getAttribute('class');

test('two boards on one page work independently; no ids, themes by custom properties', async () => {
  const { page, errors } = await fresh();
  await mount(page, 'a', {});
  await mount(page, 'b', { tfen: SPLIT, orientation: 'black' });
  assert.equal(await page.locator('.tav-board-host [id]').count(), 0, 'no element of a board has an id');
  assert.equal(await page.locator('#a .tav-sq').count(), 64);
  assert.equal(await page.locator('#b .tav-sq').first().getAttribute('data-square'), 'h1', 'b is seen from black');
  await sq(page, 'a', 'e2').click();
  assert.match(await cls(page, 'a', 'e2'), /tav-selected/);
  assert.equal(await page.locator('#b .tav-selected').count(), 0);
  await sq(page, 'b', 'd4').click();
  assert.match(await cls(page, 'a', 'e2'), /tav-selected/, 'a keeps its selection');
  await sq(page, 'a', 'e4').click();
  const ev = await events(page);
  assert.deepEqual(ev.filter((e) => e.type === 'move').map((e) => [e.board, e.detail.text]), [['a', 'e2-e4']]);
  assert.equal(await sq(page, 'b', 'd4').getAttribute('data-height'), '3');
  assert.equal(await sq(page, 'b', 'e2').getAttribute('data-height'), '0');
  const bg = (id) => page.locator(`#${id} [data-square="a1"]`).evaluate((e) => getComputedStyle(e).backgroundColor);
  assert.notEqual(await bg('a'), await bg('b'), 'b has its own theme');
  assert.deepEqual(errors, []);
});

test('every event: select, move with the R9 text and the split count, change, movable.events.after', async () => {
  const { page, errors } = await fresh();
  await mount(page, 'a', { tfen: SPLIT });
  await page.evaluate(() => {
    window.after = [];
    window.board_a.set({ movable: { events: { after: (from, to, d) => window.after.push([from, to, d.count]) } } });
    window.offs = window.board_a.on('select', (d) => window.after.push(['select', d.square]));
  });
  await sq(page, 'a', 'd4').click();
  let ev = await events(page);
  assert.deepEqual(ev.map((e) => e.type), ['select']);
  assert.deepEqual(ev[0].detail.counts, [1, 2, 3]);
  assert.equal(ev[0].detail.count, 3, 'the whole tower by default (R4)');
  await page.click('#a .tav-count[data-count="2"]');
  ev = await events(page);
  assert.deepEqual([ev[0].type, ev[0].detail.count], ['select', 2]);
  await sq(page, 'a', 'd8').click();
  ev = await events(page);
  assert.deepEqual(ev.map((e) => e.type), ['move', 'change']);
  assert.equal(ev[0].detail.text, 'd4(2)-d8');
  assert.equal(ev[0].detail.count, 2);
  assert.equal(ev[0].detail.tfen, ev[1].detail.tfen);
  assert.deepEqual(ev[1].detail.lastMove, ['d4', 'd8']);
  assert.deepEqual(await page.evaluate(() => window.after), [['select', 'd4'], ['select', 'd4'], ['d4', 'd8', 2]]);
  assert.equal(await sq(page, 'a', 'd8').getAttribute('data-top'), 'R');
  assert.match(await cls(page, 'a', 'd4'), /tav-last/);
  // set(): position, last move, check; a change event only when the position changes
  await page.evaluate(() => { window.offs(); });
  await page.evaluate(() => window.board_a.set({ fen: '4k3/8/8/8/8/8/8/4R1K1 b - - 0 1', lastMove: ['e2', 'e1'] }));
  assert.equal(await page.evaluate(() => window.board_a.tfen), '4k3/8/8/8/8/8/8/4R1K1 b - - 0 1');
  ev = await events(page);
  assert.deepEqual(ev.map((e) => e.type), ['change']);
  assert.match(await cls(page, 'a', 'e8'), /tav-check/);
  assert.match(await cls(page, 'a', 'e1'), /tav-last/);
  await page.evaluate(() => window.board_a.set({ check: false, lastMove: null }));
  assert.doesNotMatch(await cls(page, 'a', 'e8'), /tav-check/);
  assert.equal(await page.locator('#a .tav-last').count(), 0);
  assert.deepEqual(await events(page), []);
  // destroy: the element is empty, nothing is heard any more
  await page.evaluate(() => window.board_a.destroy());
  assert.equal(await page.locator('#a *').count(), 0);
  assert.deepEqual(errors, []);
});

test('a picked-up tower shows its destinations with no tooltip over them; the inspector hears the tower after a drop; an illegal drop flashes and says why', async () => {
  const { page, errors } = await fresh();
  await mount(page, 'a', { tfen: SPLIT });
  await page.evaluate(() => {
    window.seen = [];
    window.board_a.on('inspect', (d) => window.seen.push(['inspect', d.square, d.tower.map(String).join('')]));
    window.board_a.on('illegal', (d) => window.seen.push(['illegal', d.from, d.to, d.count, d.reason]));
  });
  await sq(page, 'a', 'd4').hover();
  assert.equal(await page.locator('#a .tav-tooltip').isVisible(), true, 'hovering a tower lists it');
  await sq(page, 'a', 'd4').click();
  assert.ok(await page.locator('#a .tav-dest').count() > 0);
  for (const name of ['d4', 'd5', 'e5']) {
    await sq(page, 'a', name).hover();
    assert.equal(await page.locator('#a .tav-tooltip').isVisible(), false, `no tooltip over the destinations (${name})`);
  }
  // an illegal drop: the rook cannot reach a1 from d4 (R7 lines)
  await sq(page, 'a', 'a2').click();
  let seen = await page.evaluate(() => window.seen.splice(0).filter((e) => e[0] === 'illegal'));
  assert.deepEqual(seen.map((e) => e.slice(0, 4)), [['illegal', 'd4', 'a2', 3]]);
  assert.match(seen[0][4], /d4 to a2 is not a legal move here/);
  assert.match(await cls(page, 'a', 'a2'), /tav-illegal/);
  assert.equal(await page.evaluate(() => window.board_a.selected), null, 'the tower is put back');
  // a drop re-sends inspect for the square the tower landed on
  await sq(page, 'a', 'd4').click();
  await sq(page, 'a', 'd5').click();
  seen = await page.evaluate(() => window.seen.splice(0));
  assert.deepEqual(seen.at(-1), ['inspect', 'd5', 'pNR']);
  // the same after a new position from set()
  await page.evaluate(() => window.board_a.set({ tfen: '7k/8/8/3Q4/8/8/8/7K w - - 0 1' }));
  seen = await page.evaluate(() => window.seen.splice(0));
  assert.deepEqual(seen.at(-1), ['inspect', 'd5', 'Q']);
  // options objects: null is none, an unknown key is named
  assert.equal(await page.evaluate(() => window.board_a.set(null).tfen), '7k/8/8/3Q4/8/8/8/7K w - - 0 1');
  assert.match(await page.evaluate(() => { try { window.board_a.set({ draggable: true }); return 'no error'; } catch (e) { return `${e.name}: ${e.message}`; } }),
    /^TypeError: Board.set: unknown option 'draggable'/);
  assert.deepEqual(errors, []);
});

test('on a 390 px phone a tower reads at a glance: chips of at least 12 px with 10 px letters, badges of 13 px', async () => {
  const { page, errors } = await fresh({ width: 390, height: 844 });
  await page.evaluate(() => { document.getElementById('a').style.width = '370px'; });
  await mount(page, 'a', { tfen: '7k/8/8/8/3(pNRb)4/8/P7/7K w - - 0 1' });
  const r = await page.evaluate(() => {
    const box = (e) => e.getBoundingClientRect();
    const chips = [...document.querySelectorAll('#a [data-square="d4"] .tav-chip')];
    return {
      square: box(document.querySelector('#a [data-square="d4"]')).width,
      chips: chips.map((c) => [box(c).height, box(c).width, parseFloat(getComputedStyle(c).fontSize)]),
      badge: box(document.querySelector('#a [data-square="a2"] .tav-badge')),
      height: parseFloat(getComputedStyle(document.querySelector('#a [data-square="d4"] .tav-height')).fontSize),
    };
  });
  assert.ok(r.square < 48, `a phone-sized square: ${r.square}`);
  assert.equal(r.chips.length, 3);
  for (const [h, w, font] of r.chips) assert.ok(h >= 11.5 && w >= 11.5 && font >= 10, JSON.stringify(r));
  assert.ok(r.badge.width >= 12.5 && r.badge.height >= 12.5, JSON.stringify(r.badge));
  assert.ok(r.height >= 11, `height number ${r.height}px`);
  assert.deepEqual(errors, []);
});

test('movable: the colour locks a side, dests restrict the legal moves', async () => {
  const { page, errors } = await fresh();
  await mount(page, 'a', { movable: { color: 'black' } });
  await sq(page, 'a', 'e2').click();
  assert.equal(await page.locator('#a .tav-selected').count(), 0, 'white cannot be moved by hand');
  await page.evaluate(() => window.board_a.set({ movable: { color: 'white', dests: new Map([['e2', ['e4']], ['g1', [{ to: 'f3', count: 1 }]]]) } }));
  await sq(page, 'a', 'e2').click();
  const dests = await page.locator('#a .tav-dest').evaluateAll((els) => els.map((e) => e.dataset.square));
  assert.deepEqual(dests, ['e4']);
  await sq(page, 'a', 'd2').click();
  assert.equal(await page.locator('#a .tav-selected').count(), 0, 'd2 has no destination');
  await sq(page, 'a', 'e2').click();
  await sq(page, 'a', 'e4').click();
  assert.equal((await events(page)).filter((e) => e.type === 'move').length, 1);
  // now black is to move but only white may be moved by hand
  await sq(page, 'a', 'e7').click();
  assert.equal(await page.locator('#a .tav-selected').count(), 0);
  assert.deepEqual(errors, []);
});

test('keyboard only: a game with a split, and labels that read the tower bottom to top', async () => {
  const { page, errors } = await fresh();
  await mount(page, 'a', { tfen: SPLIT });
  assert.equal(await sq(page, 'a', 'd4').getAttribute('aria-label'),
    'd4, tower of 3, bottom to top: black pawn (ratnik), badge queen; white knight (vsadnik); white rook (ratoborets)');
  assert.equal(await sq(page, 'a', 'a1').getAttribute('aria-label'), 'a1, empty');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'e2', 'one square is in the tab order');
  const key = (k) => page.keyboard.press(k);
  // e2 -> d4: one left, two up
  for (const k of ['ArrowLeft', 'ArrowUp', 'ArrowUp']) await key(k);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'd4');
  await key('Enter');
  assert.match(await cls(page, 'a', 'd4'), /tav-selected/);
  assert.match(await sq(page, 'a', 'd4').getAttribute('aria-label'), /picked up$/);
  await key('2');
  await key('-');           // 2 -> 1
  await key('+');           // 1 -> 2
  for (let i = 0; i < 4; i++) await key('ArrowUp');
  assert.match(await sq(page, 'a', 'd8').getAttribute('aria-label'), /a destination/);
  await key('Enter');
  let moves = (await events(page)).filter((e) => e.type === 'move').map((e) => e.detail.text);
  assert.deepEqual(moves, ['d4(2)-d8']);
  // black answers by keyboard: h8 -> g7 (the focus is on d8 after the move)
  for (let i = 0; i < 4; i++) await key('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'h8');
  await key(' ');
  await key('ArrowDown');
  await key('ArrowLeft');
  await key('Enter');
  // Escape puts a picked tower back (focus: g7 after the move, then d8)
  for (let i = 0; i < 3; i++) await key('ArrowLeft');
  await key('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'd8');
  await key('Enter');
  assert.match(await cls(page, 'a', 'd8'), /tav-selected/);
  await key('Escape');
  assert.equal(await page.locator('#a .tav-selected').count(), 0);
  moves = (await events(page)).filter((e) => e.type === 'move').map((e) => e.detail.text);
  assert.deepEqual(moves, ['h8-g7']);
  // seen from black, the arrows follow the screen
  await page.evaluate(() => window.board_a.set({ orientation: 'black' }));
  await sq(page, 'a', 'e4').focus();
  await key('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'e3');
  assert.deepEqual(errors, []);
});

test('touch: tap a tower, then where it goes', async () => {
  const { page, errors } = await open(env, 'fixtures/', { width: 500, height: 600, hasTouch: true });
  await mount(page, 'a', {});
  await sq(page, 'a', 'g1').tap();
  await sq(page, 'a', 'f3').tap();
  const moves = (await events(page)).filter((e) => e.type === 'move').map((e) => e.detail.text);
  assert.deepEqual(moves, ['g1-f3']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the board sizes to its container in width and height', async () => {
  const { page, errors } = await fresh();
  await mount(page, 'a', {});
  await mount(page, 'b', {});
  const fits = (id) => page.evaluate((id) => {
    const host = document.getElementById(id).getBoundingClientRect();
    const grid = document.querySelector(`#${id} .tav-grid`).getBoundingClientRect();
    const split = document.querySelector(`#${id} .tav-split`).getBoundingClientRect();
    const inside = (r) => r.left >= host.left - 0.5 && r.right <= host.right + 0.5 && r.top >= host.top - 0.5 && r.bottom <= host.bottom + 0.5;
    return { grid: inside(grid), split: inside(split), size: grid.width, height: grid.height };
  }, id);
  let a = await fits('a');     // 420 x 460: limited by the height (board, coordinates, split bar)
  let b = await fits('b');     // 300 x 520: limited by the width
  assert.ok(a.grid && a.split && b.grid && b.split, JSON.stringify({ a, b }));
  assert.ok(a.size > 330 && b.size > 240 && b.size < 300, JSON.stringify({ a, b }));
  assert.equal(a.size, a.height);
  await page.evaluate(() => { document.getElementById('a').style.height = '250px'; });
  await page.waitForFunction(() => document.querySelector('#a .tav-grid').getBoundingClientRect().height < 240);
  a = await fits('a');
  assert.ok(a.grid && a.split, JSON.stringify(a));
  b = await fits('b');
  assert.ok(b.size > 240, 'b did not change');
  // an element without a height: the board takes its width, the element the board's height
  await page.evaluate(() => {
    window.board_b.destroy();
    Object.assign(document.getElementById('b').style, { height: 'auto', width: '330px', alignSelf: 'flex-start' });
    window.board_b = new window.tav.Board(document.getElementById('b'), {});
  });
  b = await fits('b');
  assert.ok(b.grid && b.split && b.size > 280, JSON.stringify(b));
  assert.deepEqual(errors, []);
});

/** Boxes of the chips, the height badge, the glyph and the square of a
 *  square of board a. */
function boxes(page, name) {
  return page.locator(`#a [data-square="${name}"]`).evaluate((sq) => {
    const r = (e) => { const b = e.getBoundingClientRect(); return { l: b.left, r: b.right, t: b.top, b: b.bottom, w: b.width, h: b.height }; };
    return {
      square: r(sq),
      chips: [...sq.querySelectorAll('.tav-chip')].map((c) => ({ ...r(c), text: c.firstChild?.nodeType === 3 ? c.firstChild.data : '', font: parseFloat(getComputedStyle(c).fontSize) })),
      height: r(sq.querySelector('.tav-height')),
      glyph: r(sq.querySelector('.tav-g-main')),
    };
  });
}
const overlap = (a, b) => a.l < b.r - 0.5 && b.l < a.r - 0.5 && a.t < b.b - 0.5 && b.t < a.b - 0.5;

// Before, chips lost their letters from towers of 9 (desktop) and 5
// (phone); now two columns of chips keep them up to 17 and 9.
for (const [label, width, height, lettered] of [['desktop', 640, 700, [['d4', 12], ['f4', 9]]], ['phone', 390, 440, [['f4', 9]]]]) {
  test(`tall towers at ${label} size: every chip keeps its letter, the height covers no chip, coordinates stay off the squares`, async () => {
    const { page, errors } = await fresh({ width: width + 40, height: height + 40 });
    await page.evaluate(([w, h]) => Object.assign(document.getElementById('a').style, { width: `${w}px`, height: `${h}px` }), [width, height]);
    await mount(page, 'a', { tfen: TALL });
    for (const [name, n] of lettered) {
      const b = await boxes(page, name);
      assert.equal(b.chips.length, n - 1);
      for (const c of b.chips) {
        assert.match(c.text, /^[KQRBNPH]$/, `${label} ${name}: a chip without its letter`);
        assert.ok(c.font >= 7 && c.h >= 7, `${label} ${name}: chip ${c.h}px, font ${c.font}px`);
        assert.ok(!overlap(c, b.height), `${label} ${name}: the height badge covers a chip`);
        assert.ok(c.l >= b.square.l && c.r <= b.square.r && c.t >= b.square.t && c.b <= b.square.b, `${label} ${name}: a chip leaves its square`);
      }
      assert.ok(b.height.r <= b.square.r + 0.5 && b.height.b <= b.square.b + 0.5);
    }
    // the rank numbers and file letters are outside every square
    const coords = await page.locator('#a .tav-coord').evaluateAll((els) => els.map((e) => { const b = e.getBoundingClientRect(); return { l: b.left, r: b.right, t: b.top, b: b.bottom }; }));
    const grid = await page.locator('#a .tav-grid').evaluate((e) => { const b = e.getBoundingClientRect(); return { l: b.left, r: b.right, t: b.top, b: b.bottom }; });
    assert.equal(coords.length, 16);
    for (const c of coords) assert.ok(!overlap(c, grid), 'a coordinate on the board');
    // the tooltip lists the 12-tower bottom to top
    await sq(page, 'a', 'd4').hover();
    assert.equal(await page.locator('#a .tav-tooltip li').count(), 12);
    assert.equal(await page.locator('#a .tav-tooltip li').evaluateAll((li) => li.map((x) => x.dataset.letter).join('')), 'pppppprrnnbK');
    assert.deepEqual(errors, []);
  });
}

test('EngineWorker in the browser: info while it thinks, stopped mid-search, then the next position', { timeout: 60000 }, async () => {
  const { page, errors } = await fresh();
  const r = await page.evaluate(async () => {
    const { EngineWorker, Position } = window.tav;
    const engine = await EngineWorker.start({ hashMb: 4 });
    const depths = [];
    const long = engine.analyse(new Position(), { depth: 60 }, (line) => depths.push(line.depth));
    const next = engine.analyse('7k/8/6K1/8/8/8/8/R7 w - - 0 1', { depth: 3 });
    while (depths.length < 3) await new Promise((res) => setTimeout(res, 20));
    const t0 = performance.now();
    engine.stop();
    const stopped = await long;
    const mate = await next;
    const ms = performance.now() - t0;
    engine.close();
    return { stopped: stopped.stopped, depth: stopped.depth, best: stopped.bestMove, depths, mate: mate.bestMove, ms };
  });
  assert.equal(r.stopped, true);
  assert.ok(r.depth >= 3 && r.depth < 60, JSON.stringify(r));
  assert.match(r.best, /^[a-h][1-8]/);
  assert.deepEqual(r.depths.slice(0, 3), [1, 2, 3]);
  assert.equal(r.mate, 'a1-a8');
  assert.ok(r.ms < 10000, `${r.ms} ms after stop()`);
  assert.deepEqual(errors, []);
});
