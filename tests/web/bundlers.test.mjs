// The package in a bundled web app: tests/web/fixtures/bundled (two boards,
// each with the engine in its own worker) installed from the packed
// tarball, built with esbuild and with Vite (versions pinned by
// tests/web/package-lock.json) as the package's README says, and played in
// Chromium until the engine has answered on both boards. Also the build
// the README warns against (esbuild without the worker entry point): the
// engine worker's error names the URL it tried and why it failed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { start, installPackage, srcdir } from './browser.mjs';

const fixture = join(srcdir, 'tests', 'web', 'fixtures', 'bundled');
let env;
let tmp;
let appDir;

/** The fixture's page with its style and script tags. */
function page(styles, script) {
  return readFileSync(join(fixture, 'index.html'), 'utf8')
    .replace('<!-- STYLES -->', styles).replace('<!-- SCRIPT -->', script);
}

/** The files of dir (recursively) with their sizes, and how many embed
 *  the WebAssembly module (emscripten's SINGLE_FILE base64 data URL). */
function files(dir) {
  const out = [];
  for (const name of readdirSync(dir, { recursive: true })) {
    const path = join(dir, name);
    if (!statSync(path).isFile()) continue;
    const text = readFileSync(path, 'latin1');
    out.push({ name, bytes: text.length, wasm: text.includes('data:application/octet-stream;base64,AGFzbQ') });
  }
  return out;
}

async function esbuild(outdir, entryPoints, extra = {}) {
  const { build } = await import('esbuild');
  await build({ absWorkingDir: appDir, entryPoints, bundle: true, format: 'esm', outdir, logLevel: 'warning', ...extra });
  writeFileSync(join(appDir, outdir, 'index.html'),
    page('<link rel="stylesheet" href="app.css">', '<script type="module" src="app.js"></script>'));
}

before(async () => {
  ({ tmp, appDir } = installPackage('tavreli-bundled-'));
  copyFileSync(join(fixture, 'app.js'), join(appDir, 'app.js'));
  // esbuild, as the README says: the worker as a second entry point named
  // worker (worker=tavreli/worker-script), the module shared by both in one
  // chunk (--splitting)
  await esbuild('dist-esbuild', ['app.js', { in: 'tavreli/worker-script', out: 'worker' }], { splitting: true });
  // esbuild without the worker: the mistake the error message explains
  await esbuild('dist-esbuild-noworker', ['app.js']);
  // Vite: nothing but the package (its one-expression Worker URL)
  writeFileSync(join(appDir, 'index.html'), page('', '<script type="module" src="./app.js"></script>'));
  mkdirSync(join(appDir, 'public'), { recursive: true });
  const vite = await import('vite');
  await vite.build({ root: appDir, configFile: false, logLevel: 'warn', base: './', build: { outDir: 'dist-vite' } });
  env = await start({ '/app/': appDir });
});

after(async () => {
  await env?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Open the built app at path, move e2-e4 on both boards, and wait until
 *  the engine has answered on each. */
async function play(path) {
  const p = await env.browser.newPage({ viewport: { width: 900, height: 600 } });
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()}: ${r.url()}`); });
  await p.route('**/*', (route) => (route.request().url().startsWith(env.url) || route.request().url().startsWith('data:')
    ? route.continue() : route.abort()));
  await p.goto(`${env.url}app/${path}`);
  await p.waitForFunction(() => document.body.dataset.ready || document.body.dataset.error, null, { timeout: 60000 });
  assert.equal(await p.evaluate(() => document.body.dataset.error), undefined);
  for (const id of ['left', 'right']) {
    await p.locator(`#${id} [data-square="e2"]`).click();
    await p.locator(`#${id} [data-square="e4"]`).click();
  }
  for (const id of ['left', 'right']) {
    await p.waitForFunction((i) => /^e2-e4 [a-h][1-8]\S*$/.test(document.getElementById(`${i}-log`).textContent), id, { timeout: 60000 });
    assert.equal(await p.locator(`#${id} .tav-last`).count(), 2);
  }
  assert.deepEqual(errors, []);
  await p.close();
}

test('built with esbuild (the worker as a second entry point, --splitting): both boards get the engine\'s answer; the module is in one file', { timeout: 120000 }, async () => {
  await play('dist-esbuild/');
  const out = files(join(appDir, 'dist-esbuild'));
  assert.deepEqual(out.filter((f) => f.wasm).length, 1, JSON.stringify(out));
  assert.ok(out.some((f) => f.name === 'worker.js'));
  console.log(`esbuild: ${JSON.stringify(out)}`);
});

test('built with Vite: the worker is bundled from the package alone, both boards get the engine\'s answer', { timeout: 120000 }, async () => {
  await play('dist-vite/');
  const out = files(join(appDir, 'dist-vite'));
  assert.ok(out.some((f) => /worker.*\.js$/.test(f.name)), JSON.stringify(out));
  console.log(`vite: ${JSON.stringify(out)}`);
});

test('built with esbuild without the worker entry: start() rejects naming the URL it tried and the 404', { timeout: 120000 }, async () => {
  const p = await env.browser.newPage();
  await p.goto(`${env.url}app/dist-esbuild-noworker/`);
  await p.waitForFunction(() => document.body.dataset.ready || document.body.dataset.error, null, { timeout: 60000 });
  const error = await p.evaluate(() => document.body.dataset.error);
  assert.match(error, /the engine worker failed at http:\/\/127\.0\.0\.1:\d+\/app\/dist-esbuild-noworker\/worker\.js: fetching it gave HTTP 404\b/);
  assert.match(error, /Bundlers/);
  await p.close();
});
