// The engine (tavreli/engine.h): search and evaluation in C. An Engine owns
// its C tav_engine (transposition table and all): free(), or the
// FinalizationRegistry when it is collected. A search blocks its thread:
// on a page, run it in a Web Worker (examples/web/worker.js).
import { C, lib, scratch, ownership } from './wasm.js';
import { fromStatus } from './errors.js';
import { Move } from './types.js';

const own = ownership('_tav_engine_free', 'Engine');

function count(name, v, max) {
  if (v === undefined || v === null) return 0;
  if (!Number.isInteger(v) || v < 0 || v > max) throw new RangeError(`${name} must be an integer 0..${max}, not ${v}`);
  return v;
}

/** A search engine with its own transposition table. */
export class Engine {
  /** A new engine with a transposition table of hashMb MiB (default 16). */
  constructor({ hashMb = 16 } = {}) {
    lib();
    const e = C._tavjs_engine_new(count('hashMb', hashMb, 65536));
    if (!e) throw new RangeError(`tavreli: no engine with a ${hashMb} MiB table (out of memory or out of range)`);
    own.adopt(this, e);
  }

  get _e() {
    return own.get(this);
  }

  /** Release the engine now. Harmless twice. */
  free() {
    own.free(this);
  }

  /** Forget what was learnt (transposition table...), as for a new game. */
  clear() {
    C._tav_engine_clear(this._e);
  }

  /**
   * Search a position (its history counts for repetitions, R8) under
   * limits { depth, nodes, movetime (ms), multipv }: 0 or absent = none;
   * with none at all, depth 6. Returns { bestMove (a Move, or null when
   * there is no legal move), depth, seldepth, nodes, timeMs, lines: [{
   * multipv, depth, score (centipawns for the side to move, null for a
   * mate), mate (moves, > 0 we mate, < 0 we are mated, or null), bound, pv:
   * [Move] }] }.
   */
  search(position, { depth, nodes, movetime, multipv } = {}) {
    let d = count('depth', depth, 128);
    const n = count('nodes', nodes, Number.MAX_SAFE_INTEGER);
    const t = count('movetime', movetime, Number.MAX_SAFE_INTEGER);
    if (!d && !n && !t) d = 6;
    const s = C._tavjs_engine_search(this._e, position._p, d, n, t, count('multipv', multipv, 32), scratch.cell);
    if (!s) throw fromStatus(C.HEAP32[scratch.cell >> 2]);
    let r;
    try {
      r = JSON.parse(C.UTF8ToString(s));
    } finally {
      C._free(s);
    }
    return {
      bestMove: r.best ? new Move(r.best) : null,
      depth: r.depth,
      seldepth: r.seldepth,
      nodes: r.nodes,
      timeMs: r.time,
      stopped: Boolean(r.stopped),
      lines: r.lines.map((l) => ({
        multipv: l.multipv,
        depth: l.depth,
        seldepth: l.seldepth,
        score: l.mate ? null : l.score,
        mate: l.mate || null,
        bound: l.bound,
        nodes: l.nodes,
        timeMs: l.time,
        pv: l.pv.map((m) => new Move(m)),
      })),
    };
  }
}

let shared = null;

/** The engine Position.analyse() and bestMove() use, made on first use. */
export function defaultEngine() {
  if (!shared) shared = new Engine();
  return shared;
}

/** The static evaluation of a position in centipawns for the side to move. */
export function evaluate(position) {
  return C._tav_evaluate(position._p);
}
