// perft(5) from the start through the npm package against the native
// `tavreli perft startpos 5`, in the same run (make bench-js):
//   node bindings/js/bench.js PATH/TO/src/index.js PATH/TO/cli/tavreli [RUNS]
// Prints the best time of each and the ratio.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const [pkg, cli, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 3);
const { init, Position } = await import(pathToFileURL(pkg).href);
await init();

function best(fn) {
  let t = Infinity;
  let value;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    value = fn();
    t = Math.min(t, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return { t, value };
}

const p = new Position();
const wasm = best(() => p.perft(5));
const native = best(() => Number(execFileSync(cli, ['perft', 'startpos', '5'], { encoding: 'utf8' }).trim()));
if (wasm.value !== native.value) throw new Error(`perft(5) differs: wasm ${wasm.value}, native ${native.value}`);
console.log(`perft(5) = ${wasm.value}`);
console.log(`wasm (node ${process.versions.node}): ${wasm.t.toFixed(0)} ms, ${(wasm.value / wasm.t / 1000).toFixed(1)} Mnodes/s`);
console.log(`native (${cli}, process start included): ${native.t.toFixed(0)} ms, ${(native.value / native.t / 1000).toFixed(1)} Mnodes/s`);
console.log(`wasm speed / native speed: ${(native.t / wasm.t).toFixed(2)}`);
