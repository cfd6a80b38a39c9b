// The native half of the WebAssembly benches (bench.js, bench-chromium.js):
// one run of `tavreli perft startpos 5` timed by bash's `time`, process
// start included.
import { execFileSync } from 'node:child_process';

/** { value, wall, cpu } of one native perft(5) (milliseconds). */
export function nativePerft(cli) {
  const t0 = process.hrtime.bigint();
  const out = execFileSync('bash', ['-c', 'TIMEFORMAT="%3U %3S"; { time "$0" perft startpos 5 >&3; } 3>&1 2>&1', cli],
    { encoding: 'utf8' }).trim().split('\n');
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const [user, sys] = out[out.length - 1].split(' ').map(Number);
  return { value: Number(out[0]), wall, cpu: (user + sys) * 1000 };
}

/** Keep the best (smallest) wall and CPU times of run in best. */
export function keepBest(best, run) {
  best.wall = Math.min(best.wall, run.wall);
  best.cpu = Math.min(best.cpu, run.cpu);
  best.value = run.value;
}

/** The bench's report: both bests and their ratios. */
export function report(runs, wasmName, wasm, cli, native) {
  if (wasm.value !== native.value) throw new Error(`perft(5) differs: wasm ${wasm.value}, native ${native.value}`);
  const rate = (ms) => (wasm.value / ms / 1000).toFixed(1);
  console.log(`perft(5) = ${wasm.value}, best of ${runs} runs taking turns`);
  console.log(`wasm (${wasmName}): ${wasm.wall.toFixed(0)} ms wall, ${wasm.cpu.toFixed(0)} ms CPU, ${rate(wasm.cpu)} Mnodes/s of CPU`);
  console.log(`native (${cli}, process start included): ${native.wall.toFixed(0)} ms wall, ${native.cpu.toFixed(0)} ms CPU, ${rate(native.cpu)} Mnodes/s of CPU`);
  console.log(`wasm speed / native speed: ${(native.cpu / wasm.cpu).toFixed(2)} in CPU time, ${(native.wall / wasm.wall).toFixed(2)} in wall time`);
}
