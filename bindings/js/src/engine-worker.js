// EngineWorker: the engine and perft in a worker (worker.js), so that a
// page (or a Node server) never blocks while the engine thinks.
//
//   const engine = await EngineWorker.start();
//   const r = await engine.analyse(pos, { depth: 8 }, (info) => show(info));
//   engine.stop();   // ends the running search now; r resolves with the best so far
//
// Requests queue: each runs when the one before has ended. A WebAssembly
// search cannot be interrupted from outside its thread, so stop() ends the
// worker itself (terminate()): the search really stops at once, its
// promise resolves with the last completed iteration (stopped: true), and
// a fresh worker takes the next request (the transposition table is lost).

import { checkOptions } from './options.js';
import { checkAnalysisLimits } from './analysis.js';
import { TavreliError } from './errors.js';

// The worker's file, by a name in a variable: only for messages and Node
// (a literal `new URL('./worker.js', import.meta.url)` of its own would
// make Vite copy the unbundled worker as an asset).
const WORKER_FILE = './worker.js';
const NODE_WORKERS = 'node:worker_threads';

/** The package's own worker script in a page. One expression, in the form
 *  bundlers recognise (Vite, webpack, Parcel): they bundle worker.js with
 *  its imports and put its URL here. Do not split it. */
function packageWorker() {
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
}

/** Why a Web Worker from url did not start: the error event's message
 *  when it has one (an exception in the script), else what fetching the
 *  script tells (an HTTP status, a content type that is not JavaScript),
 *  else that it loaded but one of its imports failed. */
async function whyFailed(url, event) {
  if (event && event.message) return event.message;
  try {
    const r = await fetch(url);
    if (!r.ok) return `fetching it gave HTTP ${r.status}`;
    const type = r.headers.get('content-type') || '';
    if (type && !/javascript|ecmascript/.test(type)) return `it is served as ${type}, not JavaScript`;
    return 'it was fetched but did not run: one of its imports failed (an unbundled copy of the package\'s worker.js?)';
  } catch (e) {
    return `it could not be fetched (${e && e.message ? e.message : e})`;
  }
}

/** A worker thread in a page (Web Worker) or in Node (worker_threads),
 *  with one interface: post(message), onmessage, onerror, terminate().
 *  workerUrl: the worker script to run instead of the package's. */
async function spawn(workerUrl, onMessage, onError) {
  if (typeof Worker === 'function') {
    const w = workerUrl ? new Worker(workerUrl, { type: 'module' }) : packageWorker();
    const url = String(workerUrl || new URL(WORKER_FILE, import.meta.url));
    w.onmessage = (event) => onMessage(event.data);
    w.onerror = async (event) => {
      if (event && typeof event.preventDefault === 'function') event.preventDefault();
      const why = await whyFailed(url, event);
      onError(new Error(`the engine worker failed at ${url}: ${why}. With a bundler, see "Bundlers" in the package's README (EngineWorker.start({ workerUrl }))`));
    };
    return { post: (m) => w.postMessage(m), terminate: () => w.terminate() };
  }
  const { Worker: NodeWorker } = await import(/* @vite-ignore */ NODE_WORKERS);
  const where = workerUrl || new URL(WORKER_FILE, import.meta.url);
  const w = new NodeWorker(where);
  w.unref();
  w.on('message', onMessage);
  w.on('error', onError);
  // A thread that ends by itself (a script with no listener, process.exit)
  // would leave its request waiting for ever. After 'error' or our own
  // terminate() the generation check in _startWorker ignores this.
  w.on('exit', (code) => onError(new Error(`the engine worker at ${String(where)} exited (code ${code}) without answering`)));
  return { post: (m) => w.postMessage(m), terminate: () => w.terminate() };
}

/** What a Position is sent as: its start and its moves (R8 counts the
 *  history for repetitions). Accepts a Position, a TFEN text, or {
 *  start, moves }. */
function describe(pos) {
  if (typeof pos === 'string') return { start: pos, moves: [] };
  if (pos && typeof pos.moveStack === 'function' && typeof pos.copy === 'function') {
    const p = pos.root();
    try {
      return { start: p.tfen(), moves: pos.moveStack().map(String) };
    } finally {
      p.free();
    }
  }
  if (pos && typeof pos.start === 'string') return { start: pos.start, moves: (pos.moves || []).map(String) };
  throw new TypeError('a position is a Position, a TFEN text or { start, moves }');
}

function checkLimits(options) {
  const { depth, time, nodes, multipv } = checkOptions(options, ['depth', 'time', 'nodes', 'multipv'], 'EngineWorker.analyse');
  const limits = {};
  for (const [name, v, key] of [['depth', depth, 'depth'], ['time', time, 'movetime'],
    ['nodes', nodes, 'nodes'], ['multipv', multipv, 'multipv']]) {
    if (v === undefined || v === null) continue;
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be an integer >= 0, not ${v}`);
    limits[key] = v;
  }
  return limits;
}

/** The engine in a worker. Make one with EngineWorker.start(). */
export class EngineWorker {
  constructor(token, options) {
    if (token !== START) throw new TypeError('use EngineWorker.start()');
    this._options = options;
    this._worker = null;
    this._starting = null;     // the promise of the worker while it starts
    this._generation = null;   // the running worker's token: messages of another are stale
    this._queue = [];
    this._current = null;
    this._nextId = 1;
    this._closed = false;
  }

  /** A started worker (the package loaded in it). Options: { hashMb }
   *  for its engine's table (default 16), { workerUrl } the worker script
   *  (a URL or text; default: the package's src/worker.js, found through
   *  import.meta.url, which bundlers rewrite). */
  static async start(options = {}) {
    const { hashMb = 16, workerUrl = null } = checkOptions(options, ['hashMb', 'workerUrl'], 'EngineWorker.start');
    if (workerUrl !== null && typeof workerUrl !== 'string' && !(workerUrl instanceof URL)) {
      throw new TypeError('workerUrl is a URL or a text');
    }
    const e = new EngineWorker(START, { hashMb, workerUrl });
    try {
      await e._request('newGame', {});
    } catch (err) {
      e.close();
      throw err;
    }
    return e;
  }

  /** The worker, started if there is none. One start at a time: the
   *  requests share it. A stop() or close() while it starts makes it
   *  stale (the generation changes): the worker is then ended as soon as
   *  it exists, and this resolves with null. */
  _startWorker() {
    if (this._worker) return Promise.resolve(this._worker);
    if (this._starting) return this._starting;
    const generation = {};
    this._generation = generation;
    const current = () => this._generation === generation;
    const starting = spawn(this._options.workerUrl, (data) => {
      if (current()) this._message(data);
    }, (err) => {
      if (!current()) return;
      this._generation = null;
      this._starting = null;
      if (this._worker) this._worker.terminate();
      this._worker = null;
      const job = this._current;
      this._current = null;
      if (job) job.reject(err);
      this._pump();
    }).then((w) => {
      if (this._starting === starting) this._starting = null;
      if (!current()) {
        w.terminate();
        return null;
      }
      this._worker = w;
      return w;
    }, (err) => {
      if (this._starting === starting) this._starting = null;
      throw err;
    });
    this._starting = starting;
    return starting;
  }

  /** End the worker (and any start under way): its messages are ignored
   *  from now on. */
  _endWorker() {
    this._generation = null;
    this._starting = null;
    if (this._worker) this._worker.terminate();
    this._worker = null;
  }

  _message(data) {
    const job = this._current;
    if (!job || job.id !== data.id) return;
    if ('info' in data && job.type !== 'analyse') {
      if (job.onInfo) job.onInfo(data.info);
      return;
    }
    if ('info' in data) {
      // One iteration's lines come in multipv order: a 1 starts a new set.
      if (data.info.multipv <= 1 || !job.last) job.last = [];
      job.last[data.info.multipv - 1] = data.info;
      if (job.onInfo) this._tellInfo(job, data.info);
      return;
    }
    this._current = null;
    if ('error' in data) {
      const Cls = data.name === 'RangeError' ? RangeError : data.name === 'TypeError' ? TypeError : Error;
      job.reject(new Cls(data.error));
    } else {
      job.resolve(data.result);
    }
    this._pump();
  }

  /** onInfo(line) of job; an exception from it ends the search (as
   *  Engine.search does) and rejects the analysis with it. */
  _tellInfo(job, line) {
    try {
      job.onInfo(line);
    } catch (err) {
      if (this._current !== job) return;   // onInfo stopped or closed, then threw
      this._current = null;
      this._endWorker();
      job.reject(err);
      this._pump();
    }
  }

  _request(type, args, onInfo = null) {
    if (this._closed) return Promise.reject(new TavreliError('this EngineWorker was closed: start() another'));
    return new Promise((resolve, reject) => {
      this._queue.push({ id: this._nextId++, type, args, onInfo, resolve, reject, last: null });
      this._pump();
    });
  }

  async _pump() {
    if (this._current || !this._queue.length || this._closed) return;
    const job = this._queue.shift();
    this._current = job;
    try {
      const worker = await this._startWorker();
      // stop() or close() while the worker started: job has settled
      if (this._current !== job || !worker) return;
      worker.post({ id: job.id, type: job.type, ...job.args });
    } catch (e) {
      if (this._current !== job) return;
      this._current = null;
      job.reject(e);
      this._pump();
    }
  }

  /**
   * Search pos (a Position, a TFEN, or { start, moves }) under { depth,
   * time (ms), nodes, multipv } (none: depth 6). onInfo(line) is called
   * after every completed iteration with { multipv, depth, seldepth,
   * score, mate, bound, nodes, timeMs, pv: [R9 text] }. Resolves with {
   * bestMove (R9 text or null), depth, seldepth, nodes, timeMs, stopped,
   * lines: [line] }. Queued behind the requests before it.
   */
  analyse(pos, limits = {}, onInfo = null) {
    if (onInfo !== null && typeof onInfo !== 'function') throw new TypeError('onInfo is a function');
    return this._request('analyse', { ...describe(pos), limits: checkLimits(limits), hashMb: this._options.hashMb }, onInfo);
  }

  /** perft(depth) of pos (R12) in the worker; resolves with the count. */
  perft(pos, depth) {
    if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`depth must be an integer >= 0, not ${depth}`);
    return this._request('perft', { ...describe(pos), depth });
  }

  /**
   * Annotate a game (C's analysis, doc/analysis.md) in the worker: tgn is
   * the TGN text of one game (or a Game), limits { depth, nodes, time (ms),
   * hashMb } per position (none: 100000 nodes). onProgress({ done, total,
   * nodes }) after each position. Resolves with { tgn: the annotated game's
   * TGN (as `tavreli annotate` writes it), moves: [per move figures],
   * white, black: the players' summaries }. stop() cancels it: the promise
   * rejects. Queued behind the requests before it.
   */
  annotate(tgn, limits = {}, onProgress = null) {
    if (onProgress !== null && typeof onProgress !== 'function') throw new TypeError('onProgress is a function');
    if (tgn && typeof tgn.write === 'function' && typeof tgn.evaluations === 'function') tgn = tgn.write();
    if (typeof tgn !== 'string') throw new TypeError('EngineWorker.annotate: a game is a TGN text or a Game');
    return this._request('annotate', { tgn, limits: checkAnalysisLimits(limits, 'EngineWorker.annotate') }, onProgress);
  }

  /** Forget what the engine learnt, as for a new game (queued). */
  newGame() {
    return this._request('newGame', {});
  }

  /** The requests waiting behind the running one. */
  get pending() {
    return this._queue.length;
  }

  /** The running request (if any) ends now: an analysis resolves with the
   *  last completed iteration (stopped: true; bestMove null if none had
   *  completed), a perft or an annotation rejects. With { all: true }, the queued requests
   *  are dropped too (each analysis resolves as stopped, bestMove null).
   *  Returns whether a request was running. */
  stop(options = {}) {
    const { all = false } = checkOptions(options, ['all'], 'EngineWorker.stop');
    const job = this._current;
    if (all) {
      for (const q of this._queue.splice(0)) finishStopped(q, null);
    }
    if (!job) return false;
    this._current = null;
    this._endWorker();
    finishStopped(job, job.last);
    this._pump();
    return true;
  }

  /** End the worker; every request still waiting is stopped. */
  close() {
    this._closed = true;
    this.stop({ all: true });
    this._endWorker();
  }
}

const START = Symbol('EngineWorker.start');

function finishStopped(job, lines) {
  const last = lines && lines[0];
  if (job.type !== 'analyse') {
    const err = new Error(`the ${job.type} request was stopped (EngineWorker.stop() or close())`);
    err.name = 'AbortError';
    job.reject(err);
    return;
  }
  job.resolve({
    bestMove: last && last.pv.length ? last.pv[0] : null,
    depth: last ? last.depth : 0,
    seldepth: last ? last.seldepth : 0,
    nodes: last ? last.nodes : 0,
    timeMs: last ? last.timeMs : 0,
    stopped: true,
    lines: lines ? lines.filter(Boolean) : [],
  });
}
