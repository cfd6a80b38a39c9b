// The evaluation bar and graph of an annotated game on the board page
// (examples/web: BoardEval of tavreli/board, the game annotated by the
// worker from the page) in headless Chromium: the annotation's progress
// and summary, the bar showing the [%eval] of the move on show, a click on
// the graph going to that move (the board and the move list follow), the
// arrow keys on the graph, a loaded annotated record showing them at once,
// a phone's width, and the screenshots doc/web/analysis-*.png copy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { start, open, shots, roots, tournamentGames, distinctColours } from './browser.mjs';

// The package in Node, to read the annotated record's comments as C reads them.
const tavreli = await import(pathToFileURL(join(roots['/pkg/'], 'src', 'index.js')).href);
await tavreli.init();

let env;
let app;
let annotated;   // the TGN the page's worker wrote
before(async () => {
  env = await start();
  app = await open(env);
});
after(async () => { await env?.close(); });

/** The text of a move's [%eval] as the bar writes it: '+0.35', '-1.20', '#3', '#-2'. */
function barText(comment) {
  const m = /\[%eval ([^\],]+)/.exec(comment || '');
  if (!m) return null;
  const v = m[1];
  if (v.startsWith('#')) return v.replace('#+', '#');
  const pawns = Number(v);
  return pawns > 0 ? `+${pawns.toFixed(2)}` : pawns.toFixed(2);
}

/** The comment after each move of the main line of a TGN text (ply 1 first). */
function commentsByPly(tgn) {
  const [g] = tavreli.readGames(tgn);
  const out = [];
  for (const c of g.getComments()) out[c.ply] = c.comment;
  const n = g.moves.length;
  g.free();
  return { out, n };
}

async function graphBox(page) {
  return page.locator('#eval-graph .tav-evalgraph-svg').boundingBox();
}

/** Click the graph where move ply (1-based, of n) is drawn (x = (ply - 1) / (n - 1) of its width). */
async function clickPly(page, ply, n) {
  const b = await graphBox(page);
  await page.mouse.click(b.x + ((ply - 1) / (n - 1)) * b.width, b.y + b.height / 2);
}

test('the page annotates the game in the worker with progress, then shows the bar and the graph', { timeout: 120000 }, async () => {
  const { page, errors } = app;
  await page.selectOption('#engine-side', 'none');
  assert.equal(await page.isVisible('#eval-bar'), false, 'no bar before an annotation');
  assert.equal(await page.isVisible('#eval-graph'), false, 'no graph before an annotation');
  await page.fill('#tgn', tournamentGames()[0]);
  await page.click('#load-tgn');
  assert.equal(await page.isVisible('#eval-bar'), false, 'the record has no [%eval]: no bar');
  await page.click('#annotate');
  await page.waitForFunction(() => /annotating… \d+\/\d+ positions/.test(document.querySelector('#annotate-out').textContent), null, { timeout: 30000 });
  await page.waitForFunction(() => /^White: accuracy [\d.]+,.*Black: accuracy/.test(document.querySelector('#annotate-out').textContent), null, { timeout: 90000 });
  annotated = await page.inputValue('#tgn');
  assert.match(annotated, /\[WhiteAccuracy "[\d.]+"\]/);
  assert.match(annotated, /\[%eval /);
  assert.ok(await page.isVisible('#eval-bar'));
  assert.ok(await page.isVisible('#eval-graph svg'));
  assert.deepEqual(errors, []);
});

test('a click on the graph goes to that move: the board, the move list and the bar follow', async () => {
  const { page, errors } = app;
  const { out: comments, n } = commentsByPly(annotated);
  for (const ply of [7, 20, n - 1]) {
    await clickPly(page, ply, n);
    assert.equal(await page.getAttribute('#moves .move.current', 'data-ply'), String(ply), `the move list is at ply ${ply}`);
    // the board shows the position after that many moves
    const p = new tavreli.Position(tavreli.readGames(annotated)[0].startTfen);
    const [g] = tavreli.readGames(annotated);
    p.pushAll(g.moves.slice(0, ply).map(String));
    assert.equal(await page.inputValue('#tfen'), p.tfen(), `the board after ${ply} moves`);
    const last = g.moves[ply - 1];
    assert.match(await page.getAttribute(`#board [data-square="${last.to}"]`, 'class'), /last/, 'the last move is marked');
    p.free();
    g.free();
    const want = barText(comments[ply]);
    if (want) assert.equal(await page.textContent('#eval-bar .tav-evalbar-text'), want, `the bar shows ply ${ply}'s [%eval]`);
    // the white part of the bar (once its transition ends) is white's winning chances
    await page.waitForFunction(() => {
      const bar = document.querySelector('#eval-bar');
      const fill = bar.querySelector('.tav-evalbar-white').getBoundingClientRect().height;
      return Math.abs(fill / bar.clientHeight - Number(bar.getAttribute('aria-valuenow')) / 100) < 0.02;
    }, null, { timeout: 3000 });
  }
  assert.deepEqual(errors, []);
});

test('the arrow keys on the graph step through the moves; a loaded annotated record shows the bar at once', async () => {
  const { page, errors } = app;
  const { out: comments } = commentsByPly(annotated);
  await clickPly(page, 10, commentsByPly(annotated).n);
  await page.focus('#eval-graph');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getAttribute('#moves .move.current', 'data-ply'), '11', 'one move on, not two (the page\'s own arrows are not run too)');
  assert.equal(await page.textContent('#eval-bar .tav-evalbar-text'), barText(comments[11]));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getAttribute('#moves .move.current', 'data-ply'), '9');
  // a new game: no bar; the annotated record loaded again: the bar is back
  await page.click('#new');
  assert.equal(await page.isVisible('#eval-bar'), false);
  await page.fill('#tgn', annotated);
  await page.click('#load-tgn');
  assert.ok(await page.isVisible('#eval-graph svg'));
  // a move played on the board makes it another game: the bar goes
  await page.click('#first');
  await page.click('#board [data-square="e2"]');
  await page.click('#board [data-square="e4"]');
  assert.equal(await page.isVisible('#eval-bar'), false, 'a changed game has no evaluations');
  assert.deepEqual(errors, []);
});

test('screenshots at 1280x800 and 390x844: bar and graph beside and under the board, the whole graph on a phone', async () => {
  const { page, errors } = app;
  mkdirSync(shots, { recursive: true });
  await page.fill('#tgn', annotated);
  await page.click('#load-tgn');
  const { n } = commentsByPly(annotated);
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await clickPly(page, Math.min(n, 24), n);
    const bar = await page.locator('#eval-bar').boundingBox();
    const boardBox = await page.locator('#board .tav-frame').boundingBox();
    const graph = await graphBox(page);
    assert.ok(bar.x + bar.width <= boardBox.x + 1, `the bar is left of the board at ${width}px`);
    assert.ok(bar.width >= 12, `the bar is ${bar.width}px wide`);
    assert.ok(graph.y >= boardBox.y + boardBox.height - 1, 'the graph is under the board');
    assert.ok(graph.x >= 0 && graph.x + graph.width <= width, `the whole graph is on the screen at ${width}px`);
    assert.ok(graph.height >= 60, `the graph is ${graph.height}px high`);
    if (width < 500) await page.locator('#eval-graph').scrollIntoViewIfNeeded();
    else assert.ok(graph.y + graph.height <= height, 'the graph is in the window without scrolling');
    const png = await page.screenshot({ path: join(shots, `analysis-${width}x${height}.png`) });
    assert.ok(await distinctColours(page, png) > 100, 'a screenshot of a few colours only');
  }
  await page.setViewportSize({ width: 1000, height: 900 });
  assert.deepEqual(errors, []);
});
