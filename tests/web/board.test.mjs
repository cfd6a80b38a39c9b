// The board page (examples/web, a thin app on the package's Board and
// EngineWorker) in headless Chromium (tests/web/browser.mjs): play by
// click and drag, splits, take back, TFEN and TGN, the engine in its
// worker, a regression test for each bug its first users met, and screenshots at
// 1280x800, 800x600 and 390x844 (TAV_WEB_SHOTS; doc/web/ keeps copies).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { start, open, shots, tournamentGames, distinctColours } from './browser.mjs';

// R10 allows 16 pieces a side: a tower of 31 (15 black under the 16 white,
// the white king on top) and the black king alone.
const TOWER31 = '7k/8/8/8/3(pppppppprrnnbbqPPPPPPPPRRNNBBQK)4/8/8/8 w - - 0 1';
const SPLIT = '7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1';
// The last line of tests/data/perft/tricky.epd: tall mixed towers, white in check.
const MIXED = 'rnr5/(pbp=q!k)pp1p3/5(p=rN)2/6P1/4(P=QP=RR)p2/3(bnQq)3(P=BK)/PPP1P1B1/RNB1n~3 w - - 0 26';

let env;
let app;   // one page of the app for the tests (a page costs seconds on a loaded machine)
before(async () => {
  env = await start();
  app = await open(env);
});
after(async () => { await env?.close(); });

const sq = (page, name) => page.locator(`#board [data-square="${name}"]`);
const attrs = (page, name) => sq(page, name).evaluate((e) => ({ height: e.dataset.height, top: e.dataset.top, cls: e.className }));
const moveList = (page) => page.locator('#moves .move').allTextContents();
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** The app's page as after loading it: a new game, nobody's engine. */
async function fresh({ width = 1000, height = 900 } = {}) {
  const { page } = app;
  await page.setViewportSize({ width, height });
  await page.selectOption('#engine-side', 'none');
  await page.selectOption('#engine-time', '300');
  await page.click('#new');
  await page.fill('#tgn', '');
  await page.mouse.move(0, 0);
  app.errors.length = 0;
  return app;
}

async function loadTfen(page, tfen) {
  await page.fill('#tfen', tfen);
  await page.click('#load-tfen');
  assert.equal(await page.textContent('#tfen-error'), '');
}

async function loadTgn(page, text) {
  await page.fill('#tgn', text);
  await page.click('#load-tgn');
}

test('the squares carry data-square, data-height and data-top; e2-e4 by clicking, d7-d5 by dragging', async () => {
  const { page, errors } = await fresh();
  assert.equal(await page.locator('#board .tav-sq[data-square]').count(), 64);
  assert.deepEqual(await attrs(page, 'e2').then(({ height, top }) => [height, top]), ['1', 'P']);
  assert.match(await page.textContent('#status'), /White to move/);
  await sq(page, 'e2').click();
  const dests = await page.locator('#board .tav-dest').evaluateAll((els) => els.map((e) => e.dataset.square).sort());
  assert.deepEqual(dests, ['e3', 'e4']);
  await sq(page, 'e4').click();
  assert.equal((await attrs(page, 'e4')).top, 'P');
  assert.match((await attrs(page, 'e2')).cls, /tav-last/);
  assert.equal(await page.inputValue('#tfen'), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  const from = await sq(page, 'd7').boundingBox();
  const to = await sq(page, 'd5').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  assert.deepEqual(await moveList(page), ['e2-e4', 'd7-d5']);
  assert.deepEqual(errors, []);
});

test('a split chooses its count; take back undoes it; castling is 0-0', async () => {
  const { page, errors } = await fresh();
  await loadTfen(page, SPLIT);
  await sq(page, 'd4').click();
  assert.deepEqual(await page.locator('#board .tav-count').evaluateAll((b) => b.map((x) => x.dataset.count)), ['1', '2', '3']);
  await page.click('#board .tav-count[data-count="2"]');
  await sq(page, 'd8').click();
  assert.deepEqual(await attrs(page, 'd8').then(({ height, top }) => [height, top]), ['2', 'R']);
  assert.deepEqual(await moveList(page), ['d4(2)-d8+']);
  await page.click('#undo');
  assert.equal((await attrs(page, 'd4')).height, '3');
  assert.deepEqual(await moveList(page), []);
  assert.equal(await page.inputValue('#tfen'), SPLIT);
  await loadTfen(page, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  await sq(page, 'e1').click();
  await sq(page, 'g1').click();
  assert.deepEqual(await moveList(page), ['0-0']);
  assert.equal((await attrs(page, 'f1')).top, 'R');
  assert.deepEqual(errors, []);
});

test('a 31-piece tower: the inspector and the tooltip list it bottom to top', async () => {
  const { page, errors } = await fresh();
  await loadTfen(page, TOWER31);
  await sq(page, 'd4').hover();
  const items = page.locator('#inspector li');
  assert.equal(await items.count(), 31);
  assert.equal(await items.evaluateAll((li) => li.map((x) => x.dataset.letter).join('')), 'pppppppprrnnbbqPPPPPPPPRRNNBBQK');
  assert.match(await items.last().textContent(), /white king.*top/);
  assert.equal(await page.locator('#board .tav-tooltip li').count(), 31);
  await sq(page, 'd4').click();
  assert.ok(await page.locator('#board .tav-count').count() >= 20);
  assert.deepEqual(errors, []);
});

test('check is marked; TGN and SVG are saved; a dead position; perft in the worker; the board flips', async () => {
  const { page, errors } = await fresh();
  await loadTfen(page, MIXED);
  assert.match((await attrs(page, 'h3')).cls, /tav-check/);
  await page.click('#new');
  await sq(page, 'e2').click();
  await sq(page, 'e4').click();
  await page.click('#save-tgn');
  assert.match(await page.inputValue('#tgn'), /\n1\. e2-e4 \*\n/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-svg')]);
  assert.equal(download.suggestedFilename(), 'tavreli-position.svg');
  await loadTfen(page, '8/8/8/4k3/8/8/8/3NK3 w - - 0 1');
  assert.match(await page.textContent('#status'), /Dead position: neither side can mate, a draw \(1\/2-1\/2\)/);
  await page.click('#new');
  await page.click('#perft');
  await page.waitForSelector('#engine-out[data-result]', { timeout: 20000 });
  assert.equal(await page.getAttribute('#engine-out', 'data-result'), '68455');
  assert.equal(await page.locator('#board .tav-sq').first().getAttribute('data-square'), 'a8');
  await page.click('#flip');
  assert.equal(await page.locator('#board .tav-sq').first().getAttribute('data-square'), 'h1');
  await page.click('#flip');
  assert.deepEqual(errors, []);
});

test('the engine answers a move and analyses, with progress while it thinks', async () => {
  const { page, errors } = await fresh();
  await page.selectOption('#engine-side', 'black');
  await sq(page, 'e2').click();
  await sq(page, 'e4').click();
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 2, null, { timeout: 20000 });
  const moves = await moveList(page);
  assert.match(await page.textContent('#status'), /White to move/);
  assert.equal(await page.getAttribute('#engine-out', 'data-best'), moves[1]);
  await page.selectOption('#engine-side', 'none');
  await page.selectOption('#engine-time', '3000');
  await page.click('#analyse');
  await page.waitForFunction(() => /thinking… .*depth \d+/.test(document.querySelector('#engine-out').textContent), null, { timeout: 20000 });
  await page.click('#stop');
  await page.waitForFunction(() => /\(stopped\)/.test(document.querySelector('#engine-out').textContent), null, { timeout: 5000 });
  assert.equal((await moveList(page)).length, 2);
  assert.deepEqual(errors, []);
});

// ---- the bugs its first users met --------------------------------------------

test('bug: take back while the engine has the move returns to the user, and the engine does not play again', async () => {
  const { page, errors } = await fresh();
  await page.selectOption('#engine-side', 'black');
  await sq(page, 'e2').click();
  await sq(page, 'e4').click();
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 2, null, { timeout: 20000 });
  await page.click('#undo');
  assert.deepEqual(await moveList(page), []);
  assert.match(await page.textContent('#status'), /White to move/);
  // and while the engine is thinking: its answer is dropped
  await page.selectOption('#engine-time', '1000');
  await sq(page, 'd2').click();
  await sq(page, 'd4').click();
  assert.match(await page.textContent('#engine-out'), /^thinking…/);
  await page.click('#undo');
  await wait(1500);
  assert.deepEqual(await moveList(page), []);
  assert.match(await page.textContent('#status'), /White to move/);
  assert.doesNotMatch(await page.textContent('#engine-out'), /thinking/);
  assert.deepEqual(errors, []);
});

test('bug: the engine\'s side is locked; its answer is never dropped', async () => {
  const { page, errors } = await fresh();
  await page.selectOption('#engine-side', 'black');
  await page.selectOption('#engine-time', '1000');
  await sq(page, 'e2').click();
  await sq(page, 'e4').click();
  // the user tries to play black's move while the engine thinks
  await sq(page, 'd7').click();
  assert.equal(await page.locator('#board .tav-selected').count(), 0, 'black cannot be picked up');
  await sq(page, 'd5').click();
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 2, null, { timeout: 20000 });
  assert.doesNotMatch(await page.textContent('#engine-out'), /thinking/);
  assert.match(await page.textContent('#status'), /White to move/);
  assert.deepEqual(errors, []);
});

test('bug: engine, perft and error outputs are cleared by a new position; a long TFEN error stays in its panel', async () => {
  const { page, errors } = await fresh();
  await page.click('#perft');
  await page.waitForSelector('#engine-out[data-result]', { timeout: 20000 });
  await loadTfen(page, SPLIT);
  assert.equal(await page.textContent('#engine-out'), '');
  await page.fill('#tfen', `${'rnbqkbnr/'.repeat(12)}x w - - 0 1`);
  await page.click('#load-tfen');
  assert.notEqual(await page.textContent('#tfen-error'), '');
  const box = await page.locator('#tfen-error').evaluate((e) => ({ sw: e.scrollWidth, cw: e.clientWidth, right: e.getBoundingClientRect().right, panel: e.closest('.panel').getBoundingClientRect().right }));
  assert.ok(box.sw <= box.cw && box.right <= box.panel, JSON.stringify(box));
  await loadTgn(page, 'this is not a game');
  await loadTfen(page, SPLIT);
  assert.equal(await page.textContent('#tfen-error'), '');
  assert.equal(await page.textContent('#tgn-error'), '');
  assert.deepEqual(errors, []);
});

test('bug: every game of a TGN file can be picked and stepped through; the list shows + and #', async () => {
  const { page, errors } = await fresh();
  const games = tournamentGames();
  await loadTgn(page, games.join('\n'));
  assert.equal(await page.locator('#game-picker option').count(), 20);
  await page.selectOption('#game-picker', '1');
  const moves = await moveList(page);
  assert.ok(moves.at(-1).endsWith('#'), `game 2 ends in mate: ${moves.at(-1)}`);
  assert.ok(moves.some((m) => m.endsWith('+')), 'checks are marked');
  assert.match(await page.textContent('#status'), /Checkmate: white wins/);
  await page.click('#first');
  assert.match(await page.inputValue('#tfen'), /^rnbqkbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNBQKBNR w/);
  await page.click('#next');
  await page.click('#next');
  assert.equal(await page.locator('#moves .move.current').textContent(), moves[1]);
  await page.click('#prev');
  assert.equal(await page.locator('#moves .move.current').textContent(), moves[0]);
  await page.locator('#moves .move').nth(9).click();
  assert.equal(await page.locator('#moves .move.current').getAttribute('data-ply'), '10');
  assert.equal(await moveList(page).then((m) => m.length), moves.length, 'stepping keeps the whole game');
  await page.click('#last');
  assert.match(await page.textContent('#status'), /Checkmate/);
  assert.deepEqual(errors, []);
});

test('bug: at 800x600 the whole board and its controls are visible', async () => {
  const { page, errors } = await fresh({ width: 800, height: 600 });
  for (const sel of ['#board [data-square="a1"]', '#board [data-square="h1"]', '#board [data-square="a8"]', '#undo', '#new', '#board .tav-split']) {
    const b = await page.locator(sel).boundingBox();
    assert.ok(b && b.y >= 0 && b.y + b.height <= 600 && b.x >= 0 && b.x + b.width <= 800, `${sel}: ${JSON.stringify(b)}`);
  }
  assert.deepEqual(errors, []);
});

test('bug: at phone size the height badge covers no chip and the a-file rank numbers are off the squares', async () => {
  const { page, errors } = await fresh({ width: 390, height: 844 });
  await loadTgn(page, tournamentGames()[2]);
  for (let i = 0; i < 4; i++) await page.click('#prev');
  const r = await sq(page, 'f2').evaluate((e) => {
    const box = (x) => { const b = x.getBoundingClientRect(); return { l: b.left, r: b.right, t: b.top, b: b.bottom }; };
    return { height: box(e.querySelector('.tav-height')), chips: [...e.querySelectorAll('.tav-chip')].map(box), letters: [...e.querySelectorAll('.tav-chip')].map((c) => c.textContent) };
  });
  const overlap = (a, b) => a.l < b.r - 0.5 && b.l < a.r - 0.5 && a.t < b.b - 0.5 && b.t < a.b - 0.5;
  assert.equal(r.chips.length, 5);
  for (const c of r.chips) assert.ok(!overlap(c, r.height), JSON.stringify(r));
  assert.ok(r.letters.every((t) => /^[KQRBNPH]/.test(t)), `letters at phone size: ${r.letters}`);
  const a1 = await sq(page, 'a1').boundingBox();
  const ranks = await page.locator('#board .tav-ranks .tav-coord').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  assert.ok(ranks.every((x) => x <= a1.x + 0.5), 'rank numbers left of the a-file');
  assert.deepEqual(errors, []);
});

test('the page starts with the engine playing black: a first move gets its answer', { timeout: 60000 }, async () => {
  const { page, errors } = await open(env);
  assert.equal(await page.inputValue('#engine-side'), 'black');
  await page.selectOption('#engine-time', '300');
  await sq(page, 'e2').click();
  await sq(page, 'e4').click();
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 2, null, { timeout: 30000 });
  assert.match(await page.textContent('#status'), /White to move/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an illegal drop on the page: the square flashes and the status says why', async () => {
  const { page, errors } = await fresh();
  await sq(page, 'e2').click();
  await sq(page, 'e5').click();
  assert.match(await page.textContent('#status'), /White to move \u2014 e2 to e5 is not a legal move here/);
  assert.match((await attrs(page, 'e5')).cls, /tav-illegal/);
  assert.deepEqual(errors, []);
});

test('screenshots at 1280x800, 800x600 and 390x844 are not blank: a tall tower picked up, its destinations and split bar, the inspector', async () => {
  mkdirSync(shots, { recursive: true });
  const { page, errors } = await fresh();
  // Game 3 (Potapov - Svirin, 1998) seven plies before its end, black to
  // move: black's 6-tower on f2 picked up (its destinations, the split bar).
  await loadTgn(page, tournamentGames()[2]);
  for (let i = 0; i < 7; i++) await page.click('#prev');
  await page.selectOption('#engine-side', 'white');   // the user plays black
  await sq(page, 'f2').click();
  for (const [width, height] of [[1280, 800], [800, 600], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.waitForFunction((w) => document.querySelector('#board .tav-grid').getBoundingClientRect().right <= w, width);
    assert.equal(await page.locator('#board .tav-selected').count(), 1);
    assert.ok(await page.locator('#board .tav-dest').count() > 0);
    assert.ok(await page.locator('#board .tav-split-open .tav-count').count() > 1, 'the split bar is open');
    assert.equal(await page.locator('#inspector li').count(), 6);
    await page.mouse.move(0, 0);
    const png = await page.screenshot({ path: join(shots, `board-${width}x${height}.png`) });
    assert.ok(png.length > 20000, `screenshot of ${png.length} bytes`);
    assert.ok(await distinctColours(page, png) > 100, 'a screenshot of a few colours only');
  }
  assert.deepEqual(errors, []);
});
