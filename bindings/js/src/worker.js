// The package in a worker (a Web Worker, or Node's worker_threads): the
// far side of EngineWorker (engine-worker.js). Each request { id, type,
// ... } gets any number of { id, info } messages while it runs and then
// one { id, result } or { id, error }. The engine keeps its transposition
// table from one search to the next. Requests come one at a time
// (EngineWorker queues them); stopping one ends this worker.
import { init, Position, Engine, readGames } from './index.js';

// Node's module by a name in a variable: bundlers for the web leave it alone.
const NODE_WORKERS = 'node:worker_threads';
// No top-level await: a bundler may build this worker as a classic script.
const inPage = typeof self !== 'undefined' && typeof self.postMessage === 'function';
let port = inPage ? self : null;

let engine = null;

/** The position after moves (R9 texts) from start, with its history (R8). */
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

const text = (m) => (m ? String(m) : null);
const plainLine = (l) => ({ ...l, pv: l.pv.map(String) });

const handlers = {
  analyse({ start, moves, limits, hashMb }, info) {
    const p = replay(start, moves);
    try {
      if (!engine) engine = new Engine({ hashMb: hashMb || 16 });
      const r = engine.search(p, limits, (line) => info(plainLine(line)));
      return { ...r, bestMove: text(r.bestMove), lines: r.lines.map(plainLine) };
    } finally {
      p.free();
    }
  },
  perft({ start, moves, depth }) {
    const p = replay(start, moves);
    try {
      return p.perft(depth);
    } finally {
      p.free();
    }
  },
  // The game of a TGN text annotated (C's analysis, its own engine):
  // progress { done, total, nodes } as info after each position.
  annotate({ tgn, limits }, info) {
    const games = readGames(tgn);
    try {
      if (games.length !== 1) throw new RangeError(`annotate takes a TGN text of one game, not ${games.length}`);
      const r = games[0].annotate(limits, info);
      try {
        return { tgn: r.game.write(), moves: r.moves, white: r.white, black: r.black };
      } finally {
        r.game.free();
      }
    } finally {
      for (const g of games) g.free();
    }
  },
  newGame() {
    if (engine) engine.clear();
    return true;
  },
};

const ready = init();
const onMessage = async (data) => {
  const { id, type, ...args } = data;
  try {
    await ready;
    const handler = handlers[type];
    if (!handler) throw new TypeError(`unknown request ${type}`);
    port.postMessage({ id, result: handler(args, (info) => port.postMessage({ id, info })) });
  } catch (e) {
    port.postMessage({ id, error: String(e && e.message ? e.message : e), name: e && e.name });
  }
};
if (inPage) {
  self.onmessage = (event) => onMessage(event.data);
} else {
  import(/* @vite-ignore */ NODE_WORKERS).then(({ parentPort }) => {
    port = parentPort;
    port.on('message', onMessage);
  });
}
