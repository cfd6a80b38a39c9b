// The problem solver (R14) and dead positions (R8), tavreli/solver.h. The
// C library does the work: tav_solve() gives the solution as the
// library's own JSON, tav_position_can_checkmate() its answer and line;
// here the move texts become Move objects, read on a copy of the position.
import { C, scratch, Status, withCString, clearError } from './wasm.js';
import { positions } from './own.js';
import { fromError, fromStatus, refuseNul, TavreliError } from './errors.js';
import { Move } from './types.js';
import { checkOptions } from './options.js';

const TRIES = 1;
const THREATS = 2;
const TREE = 4;
const MATE_ANSWERS = [false, true, null];   // TAV_MATE_NO, _YES, _UNKNOWN
const LINE_MAX = 2 * 16 + 64;               // as the Python binding: 2 * TAV_STIP_MAX_MOVES + 64

function budget(name, v) {
  if (!Number.isFinite(v) || v < 0) throw new RangeError(`${name} must be a finite number >= 0, not ${v}`);
  return v;
}

/** The moves of a line (R9 texts) read one after the other on a copy of
 *  position; the copy is freed. */
function readLine(position, texts) {
  const p = position.copy();
  try {
    return texts.map((t) => p.push(t));
  } finally {
    p.free();
  }
}

function readTree(d) {
  const node = { move: d.move ?? null, kind: d.kind, goal: Boolean(d.goal) };
  if (d.threat) node.threat = d.threat;
  node.children = (d.children || []).map(readTree);
  return node;
}

/**
 * Solve stipulation from position (R14). Options: tries (find the tries
 * and their refutations, default false), threats (default true), tree
 * (default true), maxNodes and maxSeconds (0 = no budget). Returns {
 * stipulation, keys: [Move], cook, tries: [{ move, refutation }] (Moves),
 * threat: [R9 text] (after the first key), solutions: [[Move]] (helpmates),
 * tree: { move (R9 text or null at the root), kind ('root', 'key',
 * 'defence', 'answer'), goal, threat?, children }, complete (false when a
 * budget cut the search: then a missing key proves nothing), truncated,
 * nodes, seconds }. TavreliError for a bad stipulation.
 */
export function solve(position, stipulation = '#2', options = undefined) {
  const { tries = false, threats = true, tree = true, maxNodes = 0, maxSeconds = 0 } = checkOptions(options,
    ['tries', 'threats', 'tree', 'maxNodes', 'maxSeconds'], 'solve');
  const p = positions.get(position);
  if (typeof stipulation !== 'string') throw new TypeError(`a stipulation is a string like '#2', not ${typeof stipulation}`);
  refuseNul(stipulation, TavreliError, Status.EINVAL);
  const flags = (tries ? TRIES : 0) | (threats ? THREATS : 0) | (tree ? TREE : 0);
  const s = withCString(stipulation, (t) => C._tavjs_solve(p, t, flags, budget('maxNodes', maxNodes),
    budget('maxSeconds', maxSeconds), clearError()));
  if (!s) throw fromError(stipulation);
  let d;
  try {
    d = JSON.parse(C.UTF8ToString(s));
  } finally {
    C._tav_free(s);
  }
  return {
    stipulation: d.stipulation,
    keys: d.keys.map((k) => readLine(position, [k])[0]),
    cook: Boolean(d.cook),
    tries: d.tries.map((t) => {
      const [move, refutation] = readLine(position, [t.move, t.refutation]);
      return { move, refutation };
    }),
    threat: d.threat || [],
    solutions: d.solutions.map((line) => readLine(position, line)),
    tree: readTree(d.tree),
    complete: Boolean(d.complete),
    truncated: Boolean(d.truncated),
    nodes: d.nodes,
    seconds: d.seconds,
  };
}

/** { answer: true | false | null, line: [Move] } for colour (0 white, 1
 *  black) from tav_position_can_checkmate() (R8). */
export function canCheckmateLine(position, colour, maxNodes) {
  const p = positions.get(position);
  const buf = C._malloc(LINE_MAX * 4);
  if (!buf) throw new RangeError('tavreli: out of WebAssembly memory');
  try {
    const rc = C._tavjs_can_checkmate(p, colour, budget('maxNodes', maxNodes), buf, LINE_MAX, scratch.cell);
    if (rc < 0) throw fromStatus(rc);
    const n = C.HEAP32[scratch.cell >> 2];
    const line = Array.from(C.HEAPU32.subarray(buf >> 2, (buf >> 2) + n), (v) => new Move(v));
    return { answer: MATE_ANSWERS[rc], line };
  } finally {
    C._free(buf);
  }
}
