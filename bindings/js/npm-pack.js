// make npm-pack: the package's tarball, with its sizes in the packed
// README, built apart from the package directory so that packing changes
// no file there (the tracked README keeps its placeholder).
//   node npm-pack.js PACKAGE_DIR OUT_DIR [NPM]
// 1. npm pack PACKAGE_DIR and unpack it into a staging directory in
//    OUT_DIR: exactly the files package.json's "files" lists;
// 2. write the sizes pack-sizes.js measures into the staged README and pack
//    the staged package again, until the figures no longer change (the
//    README is in the tarball, so its size counts);
// 3. leave OUT_DIR/tavreli-VERSION.tgz, remove the staging directory, and
//    print the sizes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { measure, sizeLines, withSizes } from './pack-sizes.js';

/** Pack pkgDir into outDir (see above); returns the tarball's path and its sizes. */
export function npmPack(pkgDir, outDir, npm = 'npm') {
  const stage = mkdtempSync(join(resolve(outDir), '.npm-pack-'));
  const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_cache: join(stage, 'cache') };
  const pack = (dir) => {
    const out = execFileSync(npm, ['pack', '--silent', '--pack-destination', stage, resolve(dir)], { env, encoding: 'utf8' });
    return join(stage, out.trim().split('\n').pop());
  };
  try {
    const first = pack(pkgDir);
    execFileSync('tar', ['-xzf', first, '-C', stage]);
    rmSync(first);
    const staged = join(stage, 'package');
    const readme = join(staged, 'README.md');
    let tarball = null;
    let sizes = null;
    for (let i = 0; i < 4; i++) {
      tarball = pack(staged);
      sizes = measure(staged, tarball);
      const before = readFileSync(readme, 'utf8');
      const after = withSizes(before, sizeLines(sizes));
      if (after === before) break;
      writeFileSync(readme, after);
      rmSync(tarball);
    }
    const dest = join(resolve(outDir), tarball.split('/').pop());
    renameSync(tarball, dest);
    return { tarball: dest, sizes };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

const [pkgDir, outDir, npm] = process.argv.slice(2);
if (pkgDir && outDir) {
  const { tarball, sizes } = npmPack(pkgDir, outDir, npm || 'npm');
  console.log(`${tarball}:`);
  for (const [k, v] of Object.entries(sizes)) console.log(`${k.padEnd(11)} ${String(v).padStart(9)} bytes  ${(v / 1024).toFixed(1)} KiB`);
}
