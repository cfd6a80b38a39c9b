// The board page (examples/web) in a real browser: Debian's chromium,
// headless, driven by playwright-core (nothing downloads a browser), the
// page served from 127.0.0.1 by a static server in this process. Run by
// `make check-web` (after `npm ci` in tests/web):
//   TAV_WEB_DIR  the build tree's examples/web (with tavreli/ from make wasm)
//   CHROMIUM     the browser, /usr/bin/chromium by default
//   TAV_WEB_SHOTS where the screenshots go (default: tests/web/screenshots)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = process.env.TAV_WEB_DIR || join(here, '..', '..', 'examples', 'web');
const shots = process.env.TAV_WEB_SHOTS || join(here, 'screenshots');
const srcdir = process.env.TAV_SRCDIR || join(here, '..', '..');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };

// R10 allows 16 pieces a side: a tower of 31 (15 black under the 16 white,
// the white king on top) and the black king alone.
const TOWER31 = '7k/8/8/8/3(pppppppprrnnbbqPPPPPPPPRRNNBBQK)4/8/8/8 w - - 0 1';
const SPLIT = '7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1';
// The last line of tests/data/perft/tricky.epd: tall mixed towers, white in check.
const MIXED = 'rnr5/(pbp=q!k)pp1p3/5(p=rN)2/6P1/4(P=QP=RR)p2/3(bnQq)3(P=BK)/PPP1P1B1/RNB1n~3 w - - 0 26';

let server;
let browser;
let url;

before(async () => {
  server = http.createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox'],
    headless: true,
  });
});

after(async () => {
  await browser?.close();
  server?.close();
});

async function open(width = 1000, height = 900) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
  // No network: every request goes to the local server.
  await page.route('**/*', (route) => (route.request().url().startsWith(url) || route.request().url().startsWith('data:')
    ? route.continue() : route.abort()));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return { page, errors };
}

const sq = (page, name) => page.locator(`[data-square="${name}"]`);
const attrs = (page, name) => sq(page, name).evaluate((e) => ({ height: e.dataset.height, top: e.dataset.top, cls: e.className }));
const moveList = (page) => page.locator('#moves .move').allTextContents();

async function loadTfen(page, tfen) {
  await page.fill('#tfen', tfen);
  await page.click('#load-tfen');
  assert.equal(await page.textContent('#tfen-error'), '');
}

test('the squares carry data-square, data-height and data-top', async () => {
  const { page, errors } = await open();
  assert.equal(await page.locator('.sq[data-square]').count(), 64);
  assert.deepEqual(await attrs(page, 'e2').then(({ height, top }) => [height, top]), ['1', 'P']);
  assert.deepEqual(await attrs(page, 'e8').then(({ height, top }) => [height, top]), ['1', 'k']);
  assert.deepEqual(await attrs(page, 'e4').then(({ height, top }) => [height, top]), ['0', '']);
  assert.match(await page.textContent('#status'), /White to move/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('e2-e4 by clicking; legal destinations and the last move are marked', async () => {
  const { page, errors } = await open();
  await sq(page, 'e2').click();
  assert.match((await attrs(page, 'e2')).cls, /selected/);
  const dests = await page.locator('.sq.dest').evaluateAll((els) => els.map((e) => e.dataset.square).sort());
  assert.deepEqual(dests, ['e3', 'e4']);
  await sq(page, 'e4').click();
  assert.deepEqual(await attrs(page, 'e4').then(({ height, top }) => [height, top]), ['1', 'P']);
  assert.equal((await attrs(page, 'e2')).height, '0');
  assert.match((await attrs(page, 'e2')).cls, /last/);
  assert.match((await attrs(page, 'e4')).cls, /last/);
  assert.deepEqual(await moveList(page), ['e2-e4']);
  assert.match(await page.textContent('#status'), /Black to move/);
  assert.equal(await page.inputValue('#tfen'), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  // and a reply by dragging: d7 to d5
  const from = await sq(page, 'd7').boundingBox();
  const to = await sq(page, 'd5').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  assert.deepEqual(await moveList(page), ['e2-e4', 'd7-d5']);
  assert.equal((await attrs(page, 'd5')).top, 'p');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a split chooses its count; take back undoes it', async () => {
  const { page, errors } = await open();
  await loadTfen(page, SPLIT);
  assert.deepEqual(await attrs(page, 'd4').then(({ height, top }) => [height, top]), ['3', 'R']);
  await sq(page, 'd4').click();
  assert.equal(await page.isVisible('#split'), true);
  const counts = await page.locator('#split-counts button').evaluateAll((b) => b.map((x) => x.dataset.count));
  assert.deepEqual(counts, ['1', '2', '3']);
  await page.click('#split-counts button[data-count="2"]');
  assert.match(await page.getAttribute('#split-counts button[data-count="2"]', 'class'), /chosen/);
  await sq(page, 'd8').click();
  assert.deepEqual(await attrs(page, 'd8').then(({ height, top }) => [height, top]), ['2', 'R']);
  assert.deepEqual(await attrs(page, 'd4').then(({ height, top }) => [height, top]), ['1', 'p']);
  assert.deepEqual(await moveList(page), ['d4(2)-d8']);
  await page.click('#undo');
  assert.deepEqual(await attrs(page, 'd4').then(({ height, top }) => [height, top]), ['3', 'R']);
  assert.equal((await attrs(page, 'd8')).height, '0');
  assert.deepEqual(await moveList(page), []);
  assert.equal(await page.inputValue('#tfen'), SPLIT);
  // castling by clicking the king and its destination (R7): written 0-0
  await loadTfen(page, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  await sq(page, 'e1').click();
  assert.match((await attrs(page, 'g1')).cls, /dest/);
  await sq(page, 'g1').click();
  assert.deepEqual(await moveList(page), ['0-0']);
  assert.equal((await attrs(page, 'f1')).top, 'R');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 31-piece tower: the inspector lists it bottom to top', async () => {
  const { page, errors } = await open();
  await loadTfen(page, TOWER31);
  assert.deepEqual(await attrs(page, 'd4').then(({ height, top }) => [height, top]), ['31', 'K']);
  await sq(page, 'd4').hover();
  const items = page.locator('#inspector li');
  assert.equal(await items.count(), 31);
  const letters = await items.evaluateAll((li) => li.map((x) => x.dataset.letter).join(''));
  assert.equal(letters, 'pppppppprrnnbbqPPPPPPPPRRNNBBQK');
  assert.match(await items.first().textContent(), /black pawn/);
  assert.match(await items.last().textContent(), /white king.*top/);
  assert.match(await page.textContent('#inspector-title'), /31 pieces, bottom \(1\) to top \(31\)/);
  // every count of the split can be chosen
  await sq(page, 'd4').click();
  assert.ok(await page.locator('#split-counts button').count() >= 20);
  assert.deepEqual(errors, []);
  await page.close();
});

test('check is marked; TGN saves and loads; the Worker counts; the board flips', async () => {
  const { page, errors } = await open();
  await loadTfen(page, MIXED);
  assert.match((await attrs(page, 'h3')).cls, /check/);
  assert.match(await page.textContent('#status'), /check/);
  // save: the moves played, as TGN
  await page.click('#new');
  await sq(page, 'e2').click();
  await sq(page, 'e4').click();
  await page.click('#save-tgn');
  assert.match(await page.inputValue('#tgn'), /\n1\. e2-e4 \*\n/);
  // a diagram of the position from the C renderer
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-svg')]);
  assert.equal(download.suggestedFilename(), 'tavreli-position.svg');
  const svg = readFileSync(await download.path(), 'utf8');
  assert.match(svg, /<svg[^>]*>/);
  assert.match(svg, /<\/svg>\s*$/);
  // load: game 2 of the tournament ends in checkmate
  const tgn = readFileSync(join(srcdir, 'tests', 'data', 'games', 'tournament-1997-2003.tgn'), 'utf8');
  const game2 = tgn.split(/\n(?=\[Event )/)[1];
  await page.fill('#tgn', game2);
  await page.click('#load-tgn');
  assert.match(await page.textContent('#status'), /Checkmate: white wins \(1-0\)/);
  assert.equal((await moveList(page)).at(-1), 'b5-d6');
  // a dead position (R8): king and knight against king
  await loadTfen(page, '8/8/8/4k3/8/8/8/3NK3 w - - 0 1');
  assert.match(await page.textContent('#status'), /Dead position: neither side can mate, a draw \(1\/2-1\/2\)/);
  // perft in the Web Worker
  await page.click('#new');
  await page.click('#perft');
  await page.waitForSelector('#worker-out[data-result]', { timeout: 20000 });
  assert.equal(await page.getAttribute('#worker-out', 'data-result'), '68455');
  // flip: h1 is drawn first (top left)
  assert.equal(await page.locator('.sq').first().getAttribute('data-square'), 'a8');
  await page.click('#flip');
  assert.equal(await page.locator('.sq').first().getAttribute('data-square'), 'h1');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the engine in the Web Worker answers a move and analyses', async () => {
  const { page, errors } = await open();
  await page.selectOption('#engine-time', '300');
  await page.selectOption('#engine-side', 'black');
  await sq(page, 'e2').click();
  await sq(page, 'e4').click();
  await page.waitForFunction(() => document.querySelectorAll('#moves .move').length === 2, null, { timeout: 20000 });
  const moves = await moveList(page);
  assert.equal(moves[0], 'e2-e4');
  assert.match(await page.textContent('#status'), /White to move/);
  assert.equal(await page.getAttribute('#engine-out', 'data-best'), moves[1]);
  // analyse: a line of legal moves for white, the board unchanged
  await page.selectOption('#engine-side', 'none');
  await page.click('#analyse');
  await page.waitForFunction(() => /depth \d+/.test(document.querySelector('#engine-out').textContent), null, { timeout: 20000 });
  assert.equal((await moveList(page)).length, 2);
  assert.deepEqual(errors, []);
  await page.close();
});

async function distinctColours(page, png) {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 7) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return seen.size;
  }, png.toString('base64'));
}

test('screenshots at 400 and 1000 px are not blank', async () => {
  mkdirSync(shots, { recursive: true });
  const tgn = readFileSync(join(srcdir, 'tests', 'data', 'games', 'tournament-1997-2003.tgn'), 'utf8');
  const game3 = tgn.split(/\n(?=\[Event )/)[2];
  for (const width of [400, 1000]) {
    const { page, errors } = await open(width, width === 400 ? 800 : 820);
    // Game 3 (Potapov - Svirin, 1998) four plies before its end: tall towers.
    await page.fill('#tgn', game3);
    await page.click('#load-tgn');
    for (let i = 0; i < 4; i++) await page.click('#undo');
    assert.equal((await moveList(page)).length, 48);
    assert.equal((await attrs(page, 'f2')).height, '6');
    await sq(page, 'f2').click();
    assert.equal(await page.locator('#inspector li').count(), 6);
    await page.mouse.move(0, 0);
    const png = await page.screenshot({ path: join(shots, `board-${width}.png`), fullPage: width === 400 });
    assert.ok(png.length > 20000, `screenshot of ${png.length} bytes`);
    assert.ok(await distinctColours(page, png) > 100, 'a screenshot of a few colours only');
    assert.deepEqual(errors, []);
    await page.close();
  }
});
