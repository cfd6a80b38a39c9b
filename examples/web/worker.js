// The package in a Web Worker: long computations off the page's thread.
// Messages are { id, type, ...arguments }; the answer is { id, result } or
// { id, error }. Each type is one entry of `handlers`, asked for by one
// postMessage on the page (board.js, askWorker). The engine keeps its
// transposition table from one search to the next.
import { init, Position, Engine } from './tavreli/src/index.js';

let engine = null;

/** The position after `moves` (R9 texts) from `start`, with its history. */
function replay(start, moves) {
  const p = new Position(start);
  try {
    p.pushAll(moves);
  } catch (e) {
    p.free();
    throw e;
  }
  return p;
}

const handlers = {
  perft({ tfen, depth }) {
    const p = new Position(tfen);
    try {
      return p.perft(depth);
    } finally {
      p.free();
    }
  },
  // { start, moves, limits } -> the engine's best move and its line, as text.
  search({ start, moves, limits }) {
    const p = replay(start, moves);
    try {
      if (!engine) engine = new Engine({ hashMb: 32 });
      const r = engine.search(p, limits);
      const line = r.lines[0];
      return {
        bestMove: r.bestMove ? String(r.bestMove) : null,
        score: line ? line.score : null,
        mate: line ? line.mate : null,
        depth: r.depth,
        nodes: r.nodes,
        timeMs: r.timeMs,
        pv: line ? line.pv.map(String) : [],
      };
    } finally {
      p.free();
    }
  },
  newGame() {
    if (engine) engine.clear();
    return true;
  },
  divide({ tfen, depth }) {
    const p = new Position(tfen);
    try {
      return [...p.divide(depth)];
    } finally {
      p.free();
    }
  },
};

const ready = init();
self.onmessage = async (event) => {
  const { id, type, ...args } = event.data;
  try {
    await ready;
    const handler = handlers[type];
    if (!handler) throw new Error(`unknown request ${type}`);
    self.postMessage({ id, result: handler(args) });
  } catch (e) {
    self.postMessage({ id, error: String(e && e.message ? e.message : e) });
  }
};
