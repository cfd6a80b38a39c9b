// The JavaScript column of bindings/parity.tsv, run against the package:
// node parity.mjs PARITY.TSV TGN PACKAGE_DIR. One TAP line a row; exit
// status 1 if any cell gives another value than the row expects.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const [tsv, tgn, pkg] = process.argv.slice(2);
const T = await import(pathToFileURL(path.join(pkg, 'src', 'index.js')).href);
await T.init();
const lines = readFileSync(tsv, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
const header = lines.shift().split('\t');
const col = header.indexOf('js');
const P = (t) => new T.Position(t);
const fixtures = {
  ...T, readFileSync, tgn, p: P(), c: P('4k3/8/8/8/4R3/8/8/K7 b - - 0 1'),
  m: P('k7/8/NKB5/8/8/8/8/8 b - - 0 1'), s: P('4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1'),
  pin: P('k3r3/8/8/8/8/8/4(pR)3/4K3 w - - 0 1'), kk: P('8/8/8/3k4/8/8/8/3K4 w - - 0 1'),
  prob: P('8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1'),
};
let count = 0, failures = 0;
for (const line of lines) {
  const cells = line.split('\t');
  const [feature, expected] = cells;
  const cell = cells[col];
  if (cell.startsWith('n/a:')) continue;
  count++;
  const env = { ...fixtures, q: P() };
  const names = Object.keys(env);
  let got;
  try {
    if (cell.startsWith('error:')) {
      try {
        new Function(...names, `return (${cell.slice(6)});`)(...names.map((k) => env[k]));
        got = '(no error)';
      } catch (e) {
        got = e instanceof T.TavreliError ? e.reason : `${e.name}: ${e.message}`; // reason: the library's located message
      }
    } else {
      got = String(new Function(...names, `return (${cell});`)(...names.map((k) => env[k])));
    }
  } catch (e) {
    got = `${e.name}: ${e.message}`;
  }
  if (got === expected) console.log(`ok ${count} - js: ${feature}`);
  else {
    failures++;
    console.log(`not ok ${count} - js: ${feature}: expected '${expected}', got '${got}' from ${cell}`);
  }
}
console.log(`1..${count}`);
process.exit(failures ? 1 : 0);
