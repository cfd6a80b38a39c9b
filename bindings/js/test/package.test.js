// The npm package: `npm pack` gives a tarball that installs offline into
// an empty project, and `import { init, Position } from 'tavreli'` works
// there as an ES module (emscripten 3.1.6's ES6 output needs no __dirname
// here: see local.mk). Also: the version is the library's, the .d.ts
// declares every export, and the module runs in a worker thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as tavreli from '../src/index.js';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
// The source tree (make check sets TAV_SRCDIR; in a build apart from the
// sources, as distcheck's, the staged package has neither configure.ac nor
// pack-sizes.js beside it).
const srcDir = process.env.TAV_SRCDIR || join(pkgDir, '..', '..');
const npm = process.env.NPM || 'npm';
let haveNpm = true;
try {
  execFileSync(npm, ['--version'], { stdio: 'ignore' });
} catch {
  haveNpm = false;
}

/** The fenced blocks of the README tagged lang, not preceded by <!-- norun -->. */
function readmeBlocks(lang) {
  const text = readFileSync(join(pkgDir, 'README.md'), 'utf8');
  const out = [];
  const re = /(<!-- norun -->\n)?```(\w*)\n([\s\S]*?)```/g;
  for (let m; (m = re.exec(text));) if (!m[1] && m[2] === lang) out.push(m[3]);
  return out;
}

test('package.json carries the library version and the metadata adopters need', () => {
  // the version is configure.ac's AC_INIT version (make check sets TAV_PACKAGE_VERSION)
  if (process.env.TAV_PACKAGE_VERSION) assert.equal(pkg.version, process.env.TAV_PACKAGE_VERSION);
  const ac = readFileSync(join(srcDir, 'configure.ac'), 'utf8').match(/AC_INIT\(\[libtavreli\],\s*\[([^\]]+)\]/);
  if (ac) assert.equal(pkg.version, ac[1]);
  assert.equal(pkg.type, 'module');
  assert.equal(pkg.license, 'MIT');
  // a repository, when one is given, is a URL npm can use
  if (pkg.repository) assert.doesNotThrow(() => new URL(pkg.repository.url ?? pkg.repository));
  // every script names only what the tarball ships
  assert.equal(pkg.scripts, undefined);
  assert.ok(pkg.engines.node);
  for (const [entry, file] of [['.', 'index.d.ts'], ['./board', 'board.d.ts'], ['./worker', 'worker.d.ts']]) {
    assert.equal(pkg.exports[entry].types, `./${file}`, entry);
    assert.ok(pkg.files.includes(file), file);
  }
  assert.equal(pkg.exports['./board.css'], './board.css');
});

test('npm-pack.js: the tarball holds exactly what "files" lists, its README the measured sizes; the package directory is unchanged', { timeout: 120000, skip: !haveNpm && 'npm not found' }, async () => {
  const { npmPack } = await import(pathToFileURL(join(srcDir, 'bindings', 'js', 'npm-pack.js')).href);
  const { measure, sizeLines } = await import(pathToFileURL(join(srcDir, 'bindings', 'js', 'pack-sizes.js')).href);
  const before = readdirSync(pkgDir, { recursive: true }).sort();
  const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
  const tmp = mkdtempSync(join(tmpdir(), 'tavreli-npm-pack-'));
  try {
    const { tarball, sizes } = npmPack(pkgDir, tmp, npm);
    assert.deepEqual(readdirSync(pkgDir, { recursive: true }).sort(), before, 'packing left or removed a file in the package');
    assert.equal(readFileSync(join(pkgDir, 'README.md'), 'utf8'), readme, 'packing changed the README');
    const listed = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n')
      .map((f) => f.replace(/^package\//, '')).sort();
    // the files "files" lists, expanded in the package directory, and the
    // files npm always adds (package.json)
    const glob = (pattern) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
    const wanted = readdirSync(pkgDir, { recursive: true }).filter((f) => pkg.files.some((p) => glob(p).test(f)));
    assert.deepEqual(listed, [...wanted, 'package.json'].sort());
    const out = join(tmp, 'x');
    mkdirSync(out);
    execFileSync('tar', ['-xzf', tarball, '-C', out]);
    const packed = readFileSync(join(out, 'package', 'README.md'), 'utf8');
    assert.equal(/<!-- sizes -->\n([\s\S]*?)<!-- \/sizes -->/.exec(packed)[1], `${sizeLines(sizes).join('\n')}\n`);
    assert.equal(sizes.tarball, statSync(tarball).size);
    assert.equal(sizes.wasm, measure(pkgDir, null).wasm);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('the declarations and the modules name the same things: every export declared, every declared value exported', async () => {
  for (const [dtsFile, modFile] of [['index.d.ts', '../src/index.js'], ['board.d.ts', '../src/board.js'], ['worker.d.ts', '../src/engine-worker.js']]) {
    const dts = readFileSync(join(pkgDir, dtsFile), 'utf8');
    const mod = await import(modFile);
    // values the declarations promise (types and interfaces have no value)
    const declared = new Set([...dts.matchAll(/^export declare (?:function|class|const) (\w+)/gm)].map((m) => m[1]));
    for (const m of dts.matchAll(/^export \{([^}]*)\} from/gm)) {
      for (const name of m[1].split(',').map((x) => x.trim())) if (/^[A-Z]\w*$/.test(name) && name in tavreli) declared.add(name);
    }
    for (const name of Object.keys(mod)) assert.ok(declared.has(name), `${dtsFile} does not declare ${name}, which ${modFile} exports`);
    for (const name of declared) assert.ok(name in mod, `${dtsFile} declares ${name}, which ${modFile} does not export`);
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
    // every `js` block of the README runs against the installed package
    const blocks = readmeBlocks('js');
    assert.ok(blocks.length >= 4, `${blocks.length} js blocks`);
    blocks.forEach((code, i) => {
      writeFileSync(join(app, `readme-${i + 1}.js`), code);
      const out = execFileSync(process.execPath, [`readme-${i + 1}.js`], { cwd: app, encoding: 'utf8', timeout: 60000 });
      assert.ok(out.length > 0, `README block ${i + 1} printed nothing`);
    });
    // the installed package's entry points
    for (const spec of ['tavreli/board', 'tavreli/worker', 'tavreli/board.css', 'tavreli/package.json']) {
      execFileSync(process.execPath, ['--input-type=module', '-e', `import.meta.resolve(${JSON.stringify(spec)})`], { cwd: app });
    }
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
