// Game analysis (tavreli/analysis.h, doc/analysis.md): every position of a
// game's main line searched under one limit, each move's score, loss in
// winning chances and judgement, each player's accuracy; and the
// evaluation curve of an annotated game (its "[%eval]" comments and
// judgement NAGs) for the board's bar and graph. All of it is C's: this
// file only passes numbers and reads C's JSON.
import { C, lib, scratch, withCString, jsString } from './wasm.js';
import { fromStatus } from './errors.js';
import { checkOptions } from './options.js';

const JUDGEMENTS = ['inaccuracy', 'mistake', 'blunder'];

/** { depth, nodes, time (ms), hashMb } checked as C checks them, with the
 *  name of the function for the messages. */
export function checkAnalysisLimits(options, where) {
  const { depth = 0, nodes = 0, time = 0, hashMb = 0 } = checkOptions(options, ['depth', 'nodes', 'time', 'hashMb'], where);
  for (const [name, v] of [['depth', depth], ['nodes', nodes], ['time', time], ['hashMb', hashMb]]) {
    if (v === null) continue;
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${where}: ${name} must be an integer >= 0, not ${v}`);
  }
  return { depth: depth || 0, nodes: nodes || 0, time: time || 0, hashMb: hashMb || 0 };
}

function score(s) {
  if ('board' in s) return { cp: null, mate: 0, board: s.board };
  return 'mate' in s ? { cp: null, mate: s.mate } : { cp: s.cp, mate: null };
}

// C's JSON (tav_analysis_json) has the C fields' names; the JS objects
// keep the package's camelCase names (index.d.ts).
function moveOf(m) {
  return {
    ply: m.ply, node: m.node, move: m.move, best: m.best,
    before: score(m.before), after: score(m.after),
    chancesBefore: m.chances_before, chancesAfter: m.chances_after,
    loss: m.loss, cpLoss: m.cp_loss, accuracy: m.accuracy, judgement: m.judgement || null,
    missedMate: m.missed_mate, allowedMate: m.allowed_mate, depth: m.depth, nodes: m.nodes, pv: m.pv,
  };
}

function playerOf(p) {
  return { moves: p.moves, accuracy: p.accuracy, averageLoss: p.average_loss,
    inaccuracies: p.inaccuracies, mistakes: p.mistakes, blunders: p.blunders };
}

/** The text of a C function that returns a malloc'd string and writes its
 *  status into the scratch cell (freed with free). */
function cJson(call) {
  const p = call(scratch.cell);
  const rc = C.HEAP32[scratch.cell >> 2];
  if (!p) throw fromStatus(rc || -1);
  try {
    return JSON.parse(C.UTF8ToString(p));
  } finally {
    C._free(p);
  }
}

/**
 * Analyse the main line of the C game g (annotated in place) under checked
 * limits; onProgress(done, total, nodes) after each position. Returns {
 * moves, white, black } (analysis.d.ts in index.d.ts).
 */
export function analyseInto(g, limits, onProgress) {
  const m = lib();
  m.tavjsProgress = onProgress ? (done, total, nodes) => onProgress({ done, total, nodes }) : null;
  try {
    const r = cJson((status) => m._tavjs_annotate(g, limits.depth, limits.nodes, limits.time, limits.hashMb, onProgress ? 1 : 0, status));
    return { moves: r.moves.map(moveOf), white: playerOf(r.players.white), black: playerOf(r.players.black) };
  } finally {
    m.tavjsProgress = null;
  }
}

/** The curve of an annotated C game: per main-line move { ply, chances
 *  (white's winning chances after it, 0..1), judgement (null or a name),
 *  eval ({ cp, mate, depth } as "[%eval]" wrote it, or null) }. */
export function evalCurve(g) {
  return cJson((status) => C._tavjs_eval_curve(g, status)).map((p, i) => ({
    ply: i + 1,
    chances: p.chances,
    judgement: p.mark ? JUDGEMENTS[p.mark - 1] : null,
    eval: p.eval,
  }));
}

/** The evaluation graph of an annotated C game as SVG (tav_svg_graph_alloc). */
export function evalGraph(g, width, height, title) {
  const p = withCString(title, (t) => C._tavjs_eval_graph(g, width, height, t, scratch.cell));
  const rc = C.HEAP32[scratch.cell >> 2];
  if (!p) throw fromStatus(rc || -1);
  try {
    return jsString(p);
  } finally {
    C._tav_free(p);
  }
}
