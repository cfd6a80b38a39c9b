// What the browser tests share: a static server on 127.0.0.1 with several
// roots, Debian's chromium driven by playwright-core (nothing downloads a
// browser), and a page that may fetch nothing but the server. Set by
// `make check-web`:
//   TAV_WEB_DIR   the build tree's examples/web (with tavreli/ from make wasm)
//   TAV_JS_DIR    the build tree's bindings/js (the package: src/, dist/, board.css)
//   TAV_SRCDIR    the source tree (tests/data, tests/web/fixtures)
//   CHROMIUM      the browser, /usr/bin/chromium by default
//   TAV_WEB_SHOTS where screenshots go (default: tests/web/screenshots)
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { readFileSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const srcdir = process.env.TAV_SRCDIR || join(here, '..', '..');
export const shots = process.env.TAV_WEB_SHOTS || join(here, 'screenshots');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };

/** The roots served: URL prefix -> directory. */
export const roots = {
  '/pkg/': process.env.TAV_JS_DIR || join(srcdir, 'bindings', 'js'),
  '/fixtures/': join(srcdir, 'tests', 'web', 'fixtures'),
  '/': process.env.TAV_WEB_DIR || join(srcdir, 'examples', 'web'),
};

/** The text of a file of tests/data. */
export function testData(...parts) {
  return readFileSync(join(srcdir, 'tests', 'data', ...parts), 'utf8');
}

/** The games of the tournament file, each as its TGN text. */
export function tournamentGames() {
  return testData('games', 'tournament-1997-2003.tgn').split(/\n(?=\[Event )/);
}

/** The package as an app installs it: `npm pack` of the build tree's
 *  bindings/js, then `npm install --offline` of the tarball into an empty
 *  project in a new temporary directory (prefix). Returns { tmp, appDir,
 *  tarball } (tmp is the caller's to remove). */
export function installPackage(prefix) {
  const npm = process.env.NPM || 'npm';
  const tmp = mkdtempSync(join(tmpdir(), prefix));
  const npmEnv = { ...process.env, npm_config_cache: join(tmp, 'cache'), npm_config_update_notifier: 'false' };
  const out = execFileSync(npm, ['pack', '--pack-destination', tmp, roots['/pkg/']], { env: npmEnv, encoding: 'utf8' });
  const tarball = join(tmp, out.trim().split('\n').pop());
  const appDir = join(tmp, 'app');
  mkdirSync(appDir);
  writeFileSync(join(appDir, 'package.json'), '{"name":"app","version":"1.0.0","type":"module","private":true}\n');
  execFileSync(npm, ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: appDir, env: npmEnv });
  return { tmp, appDir, tarball };
}

/** Start the server and the browser; returns { url, browser, close() }. */
export async function start(extraRoots = {}) {
  const all = { ...extraRoots, ...roots };
  const server = http.createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const prefix = Object.keys(all).find((p) => path.startsWith(p));
    const rest = path.slice(prefix.length);
    const file = join(all[prefix], rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest);
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
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox'],
    headless: true,
  });
  return {
    url,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/** A new page at path, with no network beyond the server; waits for
 *  body[data-ready]. Returns { page, errors } (errors: page errors and
 *  failed requests, which each test expects empty). */
export async function open(env, path = '', { width = 1000, height = 900, hasTouch = false } = {}) {
  const page = await env.browser.newPage({ viewport: { width, height }, hasTouch });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()}: ${r.url()}`); });
  await page.route('**/*', (route) => (route.request().url().startsWith(env.url) || route.request().url().startsWith('data:')
    ? route.continue() : route.abort()));
  await page.goto(env.url + path);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  return { page, errors };
}

/** The number of distinct colours in a PNG (sampled): a blank or broken
 *  page has few. */
export async function distinctColours(page, png) {
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
