// The package as an app installs it: `npm pack` of the build tree's
// bindings/js, `npm install --offline` of the tarball into an empty
// project, and the README's page (a board, its moves, the engine in a Web
// Worker; the html block of bindings/js/README.md) served from that
// project and played in Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { start, roots, installPackage } from './browser.mjs';

let env;
let tmp;
let appDir;

before(async () => {
  ({ tmp, appDir } = installPackage('tavreli-app-'));
  // the README's page, as it is written
  const readme = readFileSync(join(roots['/pkg/'], 'README.md'), 'utf8');
  const html = /<!-- norun -->\n```html\n([\s\S]*?)```/.exec(readme);
  assert.ok(html, 'the README has its html example');
  writeFileSync(join(appDir, 'index.html'), html[1]);
  env = await start({ '/app/': appDir });
});

after(async () => {
  await env?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('the README\'s app, installed from the tarball: a board, a move, the engine\'s answer from its worker', { timeout: 90000 }, async () => {
  const page = await env.browser.newPage({ viewport: { width: 800, height: 700 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()}: ${r.url()}`); });
  await page.route('**/*', (route) => (route.request().url().startsWith(env.url) ? route.continue() : route.abort()));
  await page.goto(`${env.url}app/`);
  await page.waitForFunction(() => document.getElementById('log').textContent === 'Your move.\n', null, { timeout: 30000 });
  assert.equal(await page.locator('#board .tav-sq').count(), 64);
  await page.locator('#board [data-square="e2"]').click();
  await page.locator('#board [data-square="e4"]').click();
  await page.waitForFunction(() => /^e2-e4 \S+\n$/.test(document.getElementById('log').textContent), null, { timeout: 30000 });
  const reply = (await page.textContent('#log')).trim().split(' ')[1];
  assert.match(reply, /^[a-h][1-8]/);
  // the board shows the engine's move, and white may move again
  assert.equal(await page.locator('#board .tav-last').count(), 2);
  await page.locator('#board [data-square="d2"]').click();
  assert.equal(await page.locator('#board .tav-selected').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});
