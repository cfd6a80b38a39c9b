// The engine (tavreli/engine.h): search and evaluation in C. An Engine owns
// its C tav_engine (transposition table and all): free(), or the
// FinalizationRegistry when it is collected. A search blocks its thread:
// on a page, run it in a worker with EngineWorker (engine-worker.js).
import { C, lib, scratch, memoryBytes } from './wasm.js';
import { ownership, positions } from './own.js';
import { fromStatus, TavreliError } from './errors.js';
import { Move } from './types.js';
import { checkOptions } from './options.js';

const own = ownership('_tav_engine_free', 'Engine');

function count(name, v, max) {
  if (v === undefined || v === null) return 0;
  if (!Number.isInteger(v) || v < 0 || v > max) throw new RangeError(`${name} must be an integer 0..${max}, not ${v}`);
  return v;
}

const MIB = 1024 * 1024;

/** A transposition table (MiB) that can still be had, at least: what the
 *  module's memory may grow to (its maximum, 2 GiB), less its size now
 *  (freed engines may leave more room inside it). */
export function maxHashMb() {
  lib();
  return Math.max(0, Math.floor((C._tavjs_heap_max() - C.HEAPU8.buffer.byteLength) / MIB) - 1);
}

// A line of C's search-result JSON (tav_search_result_json: UCI's names,
// score {cp} or {mate}) under this package's names.
function lineOf(l) {
  return {
    multipv: l.multipv,
    depth: l.depth,
    seldepth: l.seldepth,
    score: 'mate' in l.score ? null : l.score.cp,
    mate: 'mate' in l.score ? l.score.mate : null,
    bound: l.bound,
    nodes: l.nodes,
    timeMs: l.time_ms,
    pv: l.pv.map((m) => new Move(m)),
  };
}

/** A search engine with its own transposition table. */
export class Engine {
  /** A new engine with a transposition table of hashMb MiB (default 16,
   *  1..2047: the WebAssembly memory's limit). RangeError for a size out
   *  of that range, and for one that does not fit in what is left of the
   *  memory (engines not freed hold it: free() them). */
  constructor(options = undefined) {
    lib();
    const { hashMb = 16 } = checkOptions(options, ['hashMb'], 'new Engine');
    const limit = Math.floor(C._tavjs_heap_max() / MIB) - 1;
    if (!Number.isInteger(hashMb) || hashMb < 1 || hashMb > limit) {
      throw new RangeError(`tavreli: hashMb must be an integer 1..${limit} (the WebAssembly memory's limit), not ${hashMb}`);
    }
    // Only C's malloc knows what is free inside the memory (freed engines
    // leave room that memory.buffer's size does not show).
    const e = C._tavjs_engine_new(hashMb);
    if (!e) {
      throw new RangeError(`tavreli: out of WebAssembly memory: no room for a ${hashMb} MiB table `
        + `(${Math.round(memoryBytes() / MIB)} of ${limit + 1} MiB in use; maxHashMb() is ${maxHashMb()}). `
        + 'Engines, positions and games not freed hold it (the garbage collector frees them late): '
        + 'free() the engines you no longer use, or share one');
    }
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
   * [Move] }] }. onInfo, if given, is called with each line (as in
   * lines) after every completed iteration, while the search runs.
   */
  search(position, limits = undefined, onInfo = null) {
    const { depth, nodes, movetime, multipv } = checkOptions(limits, ['depth', 'nodes', 'movetime', 'multipv'], 'search');
    let d = count('depth', depth, 128);
    const n = count('nodes', nodes, Number.MAX_SAFE_INTEGER);
    const t = count('movetime', movetime, Number.MAX_SAFE_INTEGER);
    if (!d && !n && !t) d = 6;
    const p = positions.get(position);
    const e = this._e;
    if (onInfo !== null && typeof onInfo !== 'function') throw new TypeError('onInfo is a function');
    if (C.tavjsInfo) throw new TavreliError('this thread is already searching (an onInfo callback searched again)');
    // An exception in onInfo must not unwind through the C search: it
    // stops the search, and is thrown once the search has returned.
    let failure = null;
    C.tavjsInfo = onInfo ? (json) => {
      if (failure) return;
      try {
        onInfo(lineOf(JSON.parse(json)));
      } catch (err) {
        failure = { err };
        C._tav_engine_stop(e);
      }
    } : null;
    let s;
    try {
      s = C._tavjs_engine_search(e, p, d, n, t, count('multipv', multipv, 32), onInfo ? 1 : 0, scratch.cell);
    } finally {
      C.tavjsInfo = null;
    }
    if (failure) {
      if (s) C._tav_free(s);
      throw failure.err;
    }
    if (!s) throw fromStatus(C.HEAP32[scratch.cell >> 2]);
    let r;
    try {
      r = JSON.parse(C.UTF8ToString(s));
    } finally {
      C._tav_free(s);
    }
    return {
      bestMove: r.bestmove === null ? null : new Move(r.bestmove),
      depth: r.depth,
      seldepth: r.seldepth,
      nodes: r.nodes,
      timeMs: r.time_ms,
      stopped: r.stopped,
      lines: r.lines.map(lineOf),
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
  return C._tav_evaluate(positions.get(position));
}
