// The npm package: `npm pack` gives a tarball that installs offline into
// an empty project, and `import { init, Position } from 'tavreli'` works
// there as an ES module (emscripten 3.1.6's ES6 output needs no __dirname
// here: see local.mk). Also: the version is the library's, the .d.ts
// declares every export, and the module runs in a worker thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as tavreli from '../src/index.js';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const npm = process.env.NPM || 'npm';
let haveNpm = true;
try {
  execFileSync(npm, ['--version'], { stdio: 'ignore' });
} catch {
  haveNpm = false;
}

test('package.json carries the library version', () => {
  if (process.env.TAV_PACKAGE_VERSION) assert.equal(pkg.version, process.env.TAV_PACKAGE_VERSION);
  assert.equal(pkg.type, 'module');
});

test('index.d.ts declares every export of the module', () => {
  const dts = readFileSync(join(pkgDir, 'index.d.ts'), 'utf8');
  for (const name of Object.keys(tavreli)) {
    assert.match(dts, new RegExp(`export (declare )?(function|class|const|type|interface) ${name}\\b`), name);
  }
});

test('npm pack, then npm install of the tarball offline, then import', { timeout: 120000, skip: !haveNpm && 'npm not found' }, () => {
  const tmp = mkdtempSync(join(tmpdir(), 'tavreli-pack-'));
  try {
    const env = { ...process.env, npm_config_cache: join(tmp, 'cache'), npm_config_update_notifier: 'false' };
    const out = execFileSync(npm, ['pack', '--pack-destination', tmp, pkgDir], { env, encoding: 'utf8' });
    const tarball = out.trim().split('\n').pop();
    assert.equal(tarball, `tavreli-${pkg.version}.tgz`);
    const app = join(tmp, 'app');
    execFileSync('mkdir', [app]);
    writeFileSync(join(app, 'package.json'), '{"name":"app","version":"1.0.0","type":"module","private":true}\n');
    execFileSync(npm, ['install', '--offline', '--no-audit', '--no-fund', join(tmp, tarball)], { cwd: app, env });
    writeFileSync(join(app, 'main.js'), [
      "import { init, Position } from 'tavreli';",
      'await init();',
      'const p = new Position();',
      "p.push('e2-e4');",
      'console.log(p.tfen(), p.perft(3));',
    ].join('\n'));
    const run = execFileSync(process.execPath, ['main.js'], { cwd: app, encoding: 'utf8' });
    assert.equal(run.trim(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 78082');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('the module loads and runs in a worker thread', async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'tavreli-worker-'));
  try {
    const url = new URL('../src/index.js', import.meta.url).href;
    const file = join(tmp, 'worker.mjs');
    writeFileSync(file, [
      "import { parentPort } from 'node:worker_threads';",
      `import { init, Position } from ${JSON.stringify(url)};`,
      'await init();',
      'parentPort.postMessage(new Position().perft(3));',
    ].join('\n'));
    const w = new Worker(pathToFileURL(file));
    const n = await new Promise((resolve, reject) => {
      w.once('message', resolve);
      w.once('error', reject);
    });
    await w.terminate();
    assert.equal(n, 68455);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
