// perft(5) from the start through the npm package in headless Chromium
// against the native `tavreli perft startpos 5`, in the same run, taking
// turns (make bench-js, after bench.js):
//   node bindings/js/bench-chromium.js PATH/TO/src/index.js PATH/TO/cli/tavreli CHROMIUM [RUNS]
// Chromium is driven over its DevTools protocol on a pipe
// (--remote-debugging-pipe), so nothing but Node and Chromium is needed.
// Prints the best of RUNS (default 5) in wall time and in CPU time (the
// renderer processes' user + system time from /proc; native: bash's
// `time`, process start included) and their ratios.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { keepBest, nativePerft, report } from './bench-native.js';

const [pkg, cli, chromium, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 5);
const profile = mkdtempSync(join(tmpdir(), 'tavreli-bench-'));
const browser = spawn(chromium, ['--headless=new', '--no-sandbox', '--allow-file-access-from-files',
  '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
{ stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
const toBrowser = browser.stdio[3];
let lastId = 0;
let pending = '';
const waiting = new Map();
browser.stdio[4].on('data', (data) => {
  pending += data.toString();
  for (let end; (end = pending.indexOf('\0')) >= 0; pending = pending.slice(end + 1)) {
    const message = JSON.parse(pending.slice(0, end));
    if (waiting.has(message.id)) {
      waiting.get(message.id)(message);
      waiting.delete(message.id);
    }
  }
});
function send(method, params, sessionId) {
  const message = { id: ++lastId, method, params, ...(sessionId ? { sessionId } : {}) };
  toBrowser.write(`${JSON.stringify(message)}\0`);
  return new Promise((resolve) => waiting.set(message.id, resolve));
}

// CPU milliseconds of this Chromium's renderer processes so far.
const ticks = 100; // USER_HZ: /proc counts in hundredths of a second on Linux
function rendererCpu() {
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('--type=renderer') || !cmd.includes(profile)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * 1000 / ticks;
    } catch { /* the process has gone */ }
  }
  return ms;
}

try {
  const { result: { targetId } } = await send('Target.createTarget', { url: 'about:blank' });
  const { result: { sessionId } } = await send('Target.attachToTarget', { targetId, flatten: true });
  const evaluate = async (expression) => {
    const { result } = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (result.exceptionDetails) throw new Error(`chromium: ${JSON.stringify(result.exceptionDetails)}`);
    return result.result.value;
  };
  // a file: page, so that the package's file: modules may be imported
  await send('Page.enable', {}, sessionId);
  await send('Page.navigate', { url: pathToFileURL(dirname(pkg)).href + '/' }, sessionId);
  for (let i = 0; i < 100 && await evaluate('document.readyState') !== 'complete'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const version = await evaluate('navigator.userAgent.match(/Chrome\\/[0-9.]+/)[0]');
  await evaluate(`import(${JSON.stringify(pathToFileURL(pkg).href)}).then(async (m) => { await m.init(); globalThis.benchPosition = new m.Position(); })`);
  const wasm = { wall: Infinity, cpu: Infinity, value: 0 };
  const native = { wall: Infinity, cpu: Infinity, value: 0 };
  for (let i = 0; i < runs; i++) {
    const c0 = rendererCpu();
    const [value, wall] = await evaluate('(() => { const t0 = performance.now(); const v = benchPosition.perft(5); return [v, performance.now() - t0]; })()');
    keepBest(wasm, { value, wall, cpu: rendererCpu() - c0 });
    keepBest(native, nativePerft(cli));
  }
  report(runs, version, wasm, cli, native);
} finally {
  browser.kill();
  await new Promise((resolve) => { if (browser.exitCode !== null) resolve(); else browser.on('exit', resolve); });
  rmSync(profile, { recursive: true, force: true });
}
