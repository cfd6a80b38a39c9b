#!/usr/bin/env bash
# The library's perft at several git revisions, each built twice -- by emcc
# with the flags of the npm package (bindings/js/local.mk: -O2 -flto) and
# by gcc -O2 -- all WebAssembly modules loaded in one Node process and
# timed taking turns with the native programs: best CPU time of each, and
# the wasm/native ratio per revision. For trying a change to the hot loops
# against the revision before it in one run (make bench-js times only the
# tree as built).
#
#   bench/perft-wasm-ab.sh [REV...]      default: main HEAD
#   RUNS=11 DEPTH=5 TFEN='...' (default: the start position)
#   REV may be WORKTREE: the files of the working tree, uncommitted changes
#   included. Each revision's tables.c is made by its own gen_tables.c
#   (the layout of the magic entries may differ between revisions). Run
#   in a configured tree (tavreli/version.h is made by configure).
set -e
[ -f libtavreli/tavreli/version.h ] || { echo "perft-wasm-ab.sh: run ./configure first (libtavreli/tavreli/version.h)" >&2; exit 2; }
src=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${RUNS:-11}
DEPTH=${DEPTH:-5}
TFEN=${TFEN:-rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1}
EMCC=${EMCC:-emcc}
NODE=${NODE:-node}
[ $# -gt 0 ] || set -- main HEAD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/main.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <tavreli.h>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#define EMSCRIPTEN_KEEPALIVE
#endif
EMSCRIPTEN_KEEPALIVE double ab_perft(const char *tfen, int depth)
{
    tav_position *p = NULL;
    if (tav_position_from_tfen(&p, tfen, NULL))
        return -1;
    double n = (double)tav_perft(p, (unsigned)depth);
    tav_position_free(p);
    return n;
}
#ifndef __EMSCRIPTEN__
int main(int argc, char **argv)
{
    printf("%.0f\n", argc == 3 ? ab_perft(argv[1], atoi(argv[2])) : -1);
    return 0;
}
#endif
C
# emscripten's JavaScript optimizer needs acorn from Debian's node modules
if [ -d /usr/share/nodejs ]; then export NODE_PATH=${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs; fi
i=0
for rev in "$@"; do
  i=$((i + 1))
  mkdir -p "$tmp/src$i"
  if [ "$rev" = WORKTREE ]; then
    (cd "$src" && tar -cf - libtavreli tests/abi/exports.txt) | tar -xf - -C "$tmp/src$i"
  else
    git -C "$src" archive "$rev" libtavreli tests/abi/exports.txt | tar -xf - -C "$tmp/src$i"
  fi
  # every public function kept, as in the npm package and the shared
  # library: a module that keeps only tav_perft lets LTO and wasm-opt
  # specialize the walk for its one caller, which the package cannot
  exports=$(sed 's/^/_/' "$tmp/src$i/tests/abi/exports.txt" | tr '\n' ',')
  sources=$(cd "$tmp/src$i" && find libtavreli -name '*.c' ! -name gen_tables.c ! -name tables.c | sort | sed "s|^|$tmp/src$i/|")
  gcc -O2 "$tmp/src$i/libtavreli/core/gen_tables.c" -o "$tmp/gen$i"
  "$tmp/gen$i" > "$tmp/src$i/tables.c"
  tables=$tmp/src$i/tables.c
  flags=(-std=c11 -DNDEBUG -I"$tmp/src$i/libtavreli" -I"$(pwd)/libtavreli")
  $EMCC -O2 -flto "${flags[@]}" $sources "$tables" "$tmp/main.c" -sMODULARIZE -sSINGLE_FILE -sENVIRONMENT=node \
    -sALLOW_MEMORY_GROWTH -sEXPORTED_FUNCTIONS=${exports}_ab_perft,_malloc -sEXPORTED_RUNTIME_METHODS=stringToUTF8,lengthBytesUTF8 \
    -o "$tmp/wasm$i.cjs"
  gcc -O2 "${flags[@]}" $sources "$tables" "$tmp/main.c" -o "$tmp/native$i" -lpthread -lm
done
cat > "$tmp/ab.mjs" <<'J'
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const [dir, runs, depth, tfen, ...revs] = process.argv.slice(2);
const builds = [];
for (const [i, rev] of revs.entries()) {
  const m = await require(`${dir}/wasm${i + 1}.cjs`)();
  const len = m.lengthBytesUTF8(tfen) + 1, ptr = m._malloc(len);
  m.stringToUTF8(tfen, ptr, len);
  builds.push({ rev, m, ptr, native: `${dir}/native${i + 1}`, wasm: Infinity, cpu: Infinity, n: 0 });
}
for (let r = 0; r < Number(runs); r++) {
  for (const b of builds) {
    const c0 = process.cpuUsage();
    b.n = b.m._ab_perft(b.ptr, Number(depth));
    const c = process.cpuUsage(c0);
    b.wasm = Math.min(b.wasm, (c.user + c.system) / 1000);
    const out = execFileSync('bash', ['-c', 'TIMEFORMAT="%3U %3S"; { time "$0" "$1" "$2" >&3; } 3>&1 2>&1',
      b.native, tfen, depth], { encoding: 'utf8' }).trim().split('\n');
    if (Number(out[0]) !== b.n) throw new Error(`${b.rev}: perft ${b.n} in wasm, ${out[0]} native`);
    const [user, sys] = out[out.length - 1].split(' ').map(Number);
    b.cpu = Math.min(b.cpu, (user + sys) * 1000);
  }
}
console.log(`perft(${depth}) of ${tfen}, best of ${runs} CPU times taking turns (node ${process.versions.node})`);
for (const b of builds) {
  console.log(`${b.rev.padEnd(12)} ${b.n}  wasm ${b.wasm.toFixed(0)} ms  native ${b.cpu.toFixed(0)} ms  wasm/native speed ${(b.cpu / b.wasm).toFixed(3)}`);
}
J
"$NODE" "$tmp/ab.mjs" "$tmp" "$RUNS" "$DEPTH" "$TFEN" "$@"
