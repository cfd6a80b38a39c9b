// The package's sizes, measured (npm-pack.js, make npm-pack, uses it):
// the tarball, the WebAssembly module (raw, and gzipped as a server sends
// it; it is embedded in dist/tavreli-core.js as base64), the module's
// JavaScript gzipped, and the Board component (its JavaScript and CSS)
// gzipped. Prints them, and with --readme FILE writes them into the part
// of FILE between <!-- sizes --> and <!-- /sizes -->.
//   node pack-sizes.js PACKAGE_DIR TARBALL [--readme README.md]
import { readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const [dir, tarball, flag, readme] = process.argv.slice(2);
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** { name: bytes } of everything measured. */
export function measure(pkgDir, tgz) {
  const core = readFileSync(join(pkgDir, 'dist', 'tavreli-core.js'));
  const m = /data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)/.exec(core.toString('latin1'));
  if (!m) throw new Error('no embedded wasm in dist/tavreli-core.js');
  const wasm = Buffer.from(m[1], 'base64');
  const board = Buffer.concat(['src/board.js', 'src/board-view.js', 'src/board-input.js', 'board.css']
    .map((f) => readFileSync(join(pkgDir, f))));
  return {
    tarball: tgz ? statSync(tgz).size : 0,
    wasm: wasm.length,
    wasmGzip: gz(wasm),
    coreJsGzip: gz(core),
    board: board.length,
    boardGzip: gz(board),
  };
}

/** The README lines for sizes s. */
export function sizeLines(s) {
  return [
    `- npm tarball: ${kib(s.tarball)}`,
    `- WebAssembly module: ${kib(s.wasm)}, ${kib(s.wasmGzip)} gzipped (embedded in \`dist/tavreli-core.js\`: ${kib(s.coreJsGzip)} gzipped)`,
    `- Board component (\`tavreli/board\` and \`board.css\`): ${kib(s.board)}, ${kib(s.boardGzip)} gzipped`,
  ];
}

/** text with its sizes part replaced by lines. */
export function withSizes(text, lines) {
  return text.replace(/(<!-- sizes -->\n)[\s\S]*?(<!-- \/sizes -->)/, `$1${lines.join('\n')}\n$2`);
}

if (dir && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const s = measure(dir, tarball);
  for (const [k, v] of Object.entries(s)) console.log(`${k.padEnd(11)} ${String(v).padStart(9)} bytes  ${kib(v)}`);
  if (flag === '--readme') {
    const text = readFileSync(readme, 'utf8');
    const next = withSizes(text, sizeLines(s));
    if (next !== text) writeFileSync(readme, next);
  }
}
