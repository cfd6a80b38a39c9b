// The package in a Web Worker: long computations off the page's thread.
// Messages are { id, type, ...arguments }; the answer is { id, result } or
// { id, error }. Each type is one entry of `handlers`: the engine's
// analyse/bestMove (once the library has an engine) is one more entry here
// and one postMessage on the page (board.js, askWorker).
import { init, Position } from './tavreli/src/index.js';

const handlers = {
  perft({ tfen, depth }) {
    const p = new Position(tfen);
    try {
      return p.perft(depth);
    } finally {
      p.free();
    }
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
