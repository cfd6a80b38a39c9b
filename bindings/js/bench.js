// perft(5) from the start through the npm package in Node against the
// native `tavreli perft startpos 5`, in the same run, taking turns
// (make bench-js):
//   node bindings/js/bench.js PATH/TO/src/index.js PATH/TO/cli/tavreli [RUNS]
// Prints the best of RUNS (default 5) of each, in wall time and in CPU
// time, and their ratios. The CPU time is the figure to quote on a shared
// machine: the wall time of both grows with the load, the CPU time much
// less (wasm: process.cpuUsage() around the call; native: bash's `time`,
// process start included).
import { pathToFileURL } from 'node:url';
import { keepBest, nativePerft, report } from './bench-native.js';

const [pkg, cli, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 5);
const { init, Position } = await import(pathToFileURL(pkg).href);
await init();

const p = new Position();
const wasm = { wall: Infinity, cpu: Infinity, value: 0 };
const native = { wall: Infinity, cpu: Infinity, value: 0 };
for (let i = 0; i < runs; i++) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const value = p.perft(5);
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const c = process.cpuUsage(c0);
  keepBest(wasm, { value, wall, cpu: (c.user + c.system) / 1000 });
  keepBest(native, nativePerft(cli));
}
report(runs, `node ${process.versions.node}`, wasm, cli, native);
