// Game records (TGN, R11): reading, building and writing games. The C
// library reads and replays every move against the rules and collects
// located problems; a Game owns its C tav_game (free(), or the
// FinalizationRegistry when it is collected) and hands out copies.
import { C, lib, Status, withCString, clearError, cString, jsString, scratch, TEXT_SIZE, cellU32, allocText } from './wasm.js';
import { PTR, ownership } from './own.js';
import { fromError, fromStatus, refuseNul, TavreliError, TfenError } from './errors.js';
import { Move } from './types.js';
import { Position, OUTCOME_CLAIM, publicOutcome, readOutcome } from './position.js';
import { checkOptions } from './options.js';
import { analyseInto, checkAnalysisLimits, evalCurve, evalGraph } from './analysis.js';

const own = ownership('_tav_game_free', 'Game');

// The seven-tag roster as write() prints it for a game without those tags
// (tav_game_write, tavreli/game.h); Result comes from the result token.
const ROSTER = Object.freeze({ Event: '?', Site: '?', Date: '????.??.??', Round: '?', White: '?', Black: '?', Result: '*' });

const READ_STRICT = 0;
const READ_LENIENT = 1;
// tav_result values of the result tokens (tavreli/game.h).
// The canonical text's width (tav_game_write).
const WRAP = 80;

const RESULT_CODES = new Map([['1-0', 1], ['0-1', 2], ['1/2-1/2', 3], ['*', 4]]);

/** One located problem found while reading a game (a copy of tav_problem).
 *  line and column are 1-based (columns count UTF-8 characters), offset is
 *  the 0-based byte offset in the input. */
export class Problem {
  constructor(g, i) {
    const f = (which) => C._tavjs_problem_field(g, i, which);
    this.severity = jsString(C._tav_severity_name(f(0)));
    this.kind = jsString(C._tav_problem_kind_name(f(1)));
    this.code = f(2);
    this.game = f(3);
    this.line = f(4);
    this.column = f(5);
    this.offset = f(6);
    this.ply = f(7);
    this.moveNumber = f(8);
    const side = f(9);
    this.side = side === 0 ? 'white' : side === 1 ? 'black' : null;
    this.move = jsString(C._tavjs_problem_text(g, i, 0));
    this.message = jsString(C._tavjs_problem_text(g, i, 1));
    const rc = C._tavjs_problem_format(g, i, scratch.text, TEXT_SIZE);
    /** The one text of the problem, as `tavreli validate` writes it after
     *  the file name (tav_problem_format). */
    this.text = rc === Status.OK ? C.UTF8ToString(scratch.text) : this.message;
    Object.freeze(this);
  }

  get isError() {
    return this.severity === 'error';
  }

  /** '13:19: warning [typo]: game 1, move 20 (white) 'b1 e1': ...'. */
  toString() {
    return this.text;
  }
}

/** A game: tags, a tree of moves (read here along its main line), a result
 *  and the problems found when it was read. */
export class Game {
  /** A new empty game from a TFEN (the start position when omitted).
   *  Throws TfenError. */
  constructor(tfen) {
    lib();
    if (tfen === PTR) {
      return;
    }
    let g;
    if (tfen === undefined || tfen === null) {
      g = C._tavjs_game_new(0, clearError());
    } else {
      if (typeof tfen !== 'string') throw new TypeError(`a TFEN is a string, not ${typeof tfen}`);
      refuseNul(tfen, TfenError, Status.ETFEN);
      g = withCString(tfen, (s) => C._tavjs_game_new(s, clearError()));
    }
    if (!g) throw fromError(tfen ?? null, Status.ETFEN);
    own.adopt(this, g);
  }

  static _adopt(g) {
    return own.adopt(new Game(PTR), g);
  }

  get _g() {
    return own.get(this);
  }

  /** Release the C game now. Harmless twice. */
  free() {
    own.free(this);
  }

  /** A deep copy: tags, moves, comments, result and problems (tav_game_copy). */
  copy() {
    const rc = C._tav_game_copy(scratch.cell, this._g);
    if (rc !== Status.OK) throw fromStatus(rc);
    return Game._adopt(cellU32());
  }

  /** The tag pairs as write() prints them, as a fresh plain object: the
   *  seven-tag roster first (R11: Event, Site, Date, Round, White, Black,
   *  Result; '?' or '????.??.??' where the game has none, Result from the
   *  result), then the game's other tags in their order. */
  get headers() {
    const g = this._g;
    const out = { ...ROSTER, Result: this.result };
    const n = C._tav_game_tag_count(g);
    for (let i = 0; i < n; i++) out[jsString(C._tav_game_tag_name(g, i))] = jsString(C._tav_game_tag_value(g, i));
    return out;
  }

  /** Set a tag (replacing its value or appending it). 'Result' sets the
   *  result; 'SetUp' and 'FEN' follow the start position and are refused. */
  setHeader(name, value) {
    if (typeof name !== 'string' || typeof value !== 'string') throw new TypeError('a tag name and value are strings');
    if (name === 'Result') {
      this.result = value;
      return;
    }
    const p = cString(name);
    try {
      const rc = withCString(value, (v) => C._tav_game_set_tag(this._g, p, v));
      if (rc === Status.EINVAL) throw new TavreliError(`not a valid tag pair: [${name} ${JSON.stringify(value)}]`, { code: rc });
      if (rc !== Status.OK) throw fromStatus(rc);
    } finally {
      C._free(p);
    }
  }

  /** Remove a tag; true if it was there. 'SetUp' and 'FEN' follow the
   *  start position and are refused (a TavreliError); a removed roster tag
   *  reads back as its '?' default, a removed Result as the result. */
  removeHeader(name) {
    if (typeof name !== 'string') throw new TypeError('a tag name is a string');
    if (name === 'SetUp' || name === 'FEN') throw new TavreliError(`${name} follows the start position: it cannot be removed`, { code: Status.EINVAL });
    return withCString(name, (s) => C._tav_game_remove_tag(this._g, s)) === Status.OK;
  }

  // ---- comments (R11: a comment after a move, or before the first) -----

  /** The node of the main line's last move (0, the root, when none). */
  _lastNode() {
    const n = C._tav_game_main_line_length(this._g);
    return n ? C._tav_game_main_line_node(this._g, n - 1) : 0;
  }

  /** The comment after the main line's last move (before the first move
   *  when there is none), or undefined. An empty comment ({}) is ''. */
  getComment() {
    const p = C._tav_game_node_comment(this._g, this._lastNode());
    return p ? jsString(p) : undefined;
  }

  /** Set the comment after the main line's last move (before the first
   *  move when there is none); white space runs become one space, as the
   *  reader stores them. */
  setComment(text) {
    if (typeof text !== 'string') throw new TypeError('a comment is a string');
    const rc = withCString(text, (s) => C._tav_game_set_comment(this._g, this._lastNode(), 0, s));
    if (rc === Status.EINVAL) throw new TavreliError('a comment holds no control character but white space', { code: rc });
    if (rc !== Status.OK) throw fromStatus(rc);
  }

  /** Remove that comment and return it (undefined if there was none). */
  removeComment() {
    const old = this.getComment();
    if (old !== undefined) C._tav_game_set_comment(this._g, this._lastNode(), 0, 0);
    return old;
  }

  /** Every comment along the main line: [{ ply (0: before the first
   *  move), tfen (the position the comment follows), comment }]. */
  getComments() {
    const g = this._g;
    const out = [];
    const n = C._tav_game_main_line_length(g);
    for (let i = -1; i < n; i++) {
      const node = i < 0 ? 0 : C._tav_game_main_line_node(g, i);
      const p = C._tav_game_node_comment(g, node);
      if (!p) continue;
      const pos = Position._adopt(C._tavjs_game_position_at(g, node));
      try {
        out.push({ ply: i + 1, tfen: pos.tfen(), comment: jsString(p) });
      } finally {
        pos.free();
      }
    }
    return out;
  }

  /** The canonical TFEN of the start position. */
  get startTfen() {
    return jsString(C._tav_game_start_tfen(this._g));
  }

  /** The moves of the main line (with their flags), first first. */
  get moves() {
    const g = this._g;
    const n = C._tav_game_main_line_length(g);
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = new Move(C._tav_game_node_move(g, C._tav_game_main_line_node(g, i)));
    return out;
  }

  /** The position at the end of the main line, with its moves in the history. */
  position() {
    const g = this._g;
    const n = C._tav_game_main_line_length(g);
    const node = n ? C._tav_game_main_line_node(g, n - 1) : 0;
    return Position._adopt(C._tavjs_game_position_at(g, node));
  }

  /** Add a move at the end of the main line (a Move or R9 text, read
   *  against the position there) and return it. */
  push(move) {
    const g = this._g;
    if (move === '--' || (move instanceof Move && move.isNull)) {
      throw new TavreliError('a null move is no move of a game record (R11); Position.push(\'--\') passes the turn in a position',
        { code: Status.EINVAL });
    }
    const pos = this.position();
    try {
      const m = typeof move === 'string' ? pos.parseMove(move) : pos.findMove(move.from, move.to, move.count);
      const n = C._tav_game_main_line_length(g);
      const parent = n ? C._tav_game_main_line_node(g, n - 1) : 0;
      const rc = C._tav_game_add_move(g, parent, m.value, 0);
      if (rc !== Status.OK) throw fromStatus(rc);
      return m;
    } finally {
      pos.free();
    }
  }

  /** The result token: '1-0', '0-1', '1/2-1/2' or '*'. */
  get result() {
    return jsString(C._tav_result_text(C._tav_game_result(this._g)));
  }

  set result(text) {
    const code = RESULT_CODES.get(text);
    if (code === undefined) throw new RangeError(`a result is '1-0', '0-1', '1/2-1/2' or '*', not ${JSON.stringify(text)}`);
    const rc = C._tav_game_set_result(this._g, code);
    if (rc !== Status.OK) throw fromStatus(rc);
  }

  /** Every problem found while reading, in input order. */
  get problems() {
    const g = this._g;
    const n = C._tav_game_problem_count(g);
    return Array.from({ length: n }, (_, i) => new Problem(g, i));
  }

  get errors() { return this.problems.filter((p) => p.severity === 'error'); }
  get warnings() { return this.problems.filter((p) => p.severity === 'warning'); }
  /** No error (warnings allowed). */
  get isValid() { return Boolean(C._tav_game_is_valid(this._g)); }
  /** Every move of every line was read and replayed. */
  get isComplete() { return Boolean(C._tav_game_complete(this._g)); }
  /** The recorded result agrees with the end of the main line (R8). */
  get resultAgrees() { return Boolean(C._tav_game_result_agrees(this._g)); }
  /**
   * How the game stands at the end of its main line (R8): { state:
   * 'checkmate' | 'stalemate' | 'in play', turn: the side to move there
   * (after a checkmate, the side mated), threefoldClaimable,
   * fiftyClaimable, insufficientMaterial (neither side can mate by its
   * material: a dead position, R8) }.
   */
  get end() {
    const o = this._outcome(0);
    return Object.freeze({
      state: o.termination === 'checkmate' || o.termination === 'stalemate' ? o.termination : 'in play',
      turn: o.turn,
      threefoldClaimable: Boolean(o.claims & 1),
      fiftyClaimable: Boolean(o.claims & 2),
      insufficientMaterial: o.termination === 'insufficient_material',
    });
  }

  /** As Position.outcome() at the end of the main line. */
  outcome(options = undefined) {
    const { claimDraw = false } = checkOptions(options, ['claimDraw'], 'outcome');
    return publicOutcome(this._outcome(claimDraw ? OUTCOME_CLAIM : 0));
  }

  /** tav_game_outcome() (tavreli/outcome.h) with these options (internal). */
  _outcome(options) {
    return readOutcome(C._tavjs_game_outcome(this._g, 0, options, 0, scratch.text));
  }

  /** 1-based index of the game in its input, 0 for a game made here. */
  get index() { return C._tav_game_index(this._g); }
  /** Line of the input where the game began, 0 if not read. */
  get line() { return C._tav_game_line(this._g); }

  /** The canonical TGN of the game (tav_game_write_alloc), ending in a new
   *  line; { maxWidth } wraps the movetext at that column instead of 80 (0:
   *  never; tav_game_write_wrapped_alloc), { newline } is the line ending
   *  (default '\n'; '\r\n' for a Windows file). */
  write(options = undefined) {
    const { maxWidth = WRAP, newline = '\n' } = checkOptions(options, ['maxWidth', 'newline'], 'write');
    if (!Number.isInteger(maxWidth) || maxWidth < 0) throw new RangeError(`write: maxWidth is an integer >= 0 (0: no wrapping), not ${maxWidth}`);
    if (!['\n', '\r\n', '\r'].includes(newline)) {
      throw new RangeError(`write: newline is '\\n', '\\r\\n' or '\\r', not ${JSON.stringify(newline)}`);
    }
    const { status, text } = allocText((out) => C._tav_game_write_wrapped_alloc(this._g, 0, maxWidth, out, 0));
    if (status !== Status.OK) throw fromStatus(status);
    return newline === '\n' ? text : text.replaceAll('\n', newline);
  }

  toString() {
    return this.write();
  }

  /**
   * Analyse every move of the main line with the engine (C's analysis,
   * doc/analysis.md) under { depth, nodes, time (ms), hashMb } per position
   * (none: 100000 nodes) and return { game: an annotated copy ("[%eval]"
   * after every move, NAGs $6/$2/$4, the better line at each mistake and
   * blunder, the players' summaries in tags), moves: [per move figures],
   * white, black: the players' summaries }. onProgress({ done, total,
   * nodes }) after each position. Blocks its thread: on a page use
   * EngineWorker.annotate(). Deterministic at a fixed depth or node count.
   */
  annotate(limits = undefined, onProgress = null) {
    const l = checkAnalysisLimits(limits, 'Game.annotate');
    if (onProgress !== null && typeof onProgress !== 'function') throw new TypeError('Game.annotate: onProgress is a function');
    const game = this.copy();
    try {
      return { game, ...analyseInto(game._g, l, onProgress) };
    } catch (e) {
      game.free();
      throw e;
    }
  }

  /** The evaluation curve of an annotated game, one entry per main-line
   *  move: { ply, chances (white's winning chances after it, 0..1, by C's
   *  curve; a move without "[%eval]" keeps the value before, a mate the
   *  winner's 1), judgement ('inaccuracy', 'mistake', 'blunder' by its
   *  NAG, or null), eval ({ cp, mate, depth } or null) }. */
  evaluations() {
    return evalCurve(this._g);
  }

  /** The evaluation graph of evaluations() as an SVG text (the render
   *  layer's tav_svg_graph_alloc): { width, height } in pixels (default
   *  600x200), { title }. */
  evalGraph(options = undefined) {
    const { width = 0, height = 0, title = 'white\'s winning chances by move' } = checkOptions(options, ['width', 'height', 'title'], 'Game.evalGraph');
    if (!Number.isInteger(width) || !Number.isInteger(height)) throw new RangeError('Game.evalGraph: width and height are integers');
    if (typeof title !== 'string') throw new TypeError('Game.evalGraph: title is a string');
    return evalGraph(this._g, width, height, title);
  }
}

/**
 * Read every game of a TGN text (a string, or UTF-8 bytes in a Uint8Array).
 * Problems in the text are never exceptions: each is recorded, located, in
 * the game's problems. Lenient mode (the default, for archives) goes on
 * where that is safe and repairs the typos of handwritten scores (as
 * warnings); { strict: true } ends a game at its first error.
 */
export function readGames(text, options = undefined) {
  const { strict = false } = checkOptions(options, ['strict'], 'readGames');
  const m = lib();
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  if (!(bytes instanceof Uint8Array)) throw new TypeError('readGames() reads a string or a Uint8Array');
  const buf = m._malloc(bytes.length + 1);
  if (!buf) throw new RangeError('tavreli: out of WebAssembly memory');
  m.HEAPU8.set(bytes, buf);
  const r = m._tavjs_reader_new(buf, bytes.length, strict ? READ_STRICT : READ_LENIENT);
  m._free(buf);
  if (!r) throw new RangeError('tavreli: out of WebAssembly memory');
  const out = [];
  const status = m._malloc(4);
  try {
    for (;;) {
      const g = m._tavjs_reader_next(r, status);
      const rc = m.HEAP32[status >> 2];
      if (!g) {
        if (rc < 0) throw fromStatus(rc);
        break;
      }
      out.push(Game._adopt(g));
    }
  } finally {
    m._free(status);
    m._tavjs_reader_free(r);
  }
  return out;
}

/** The canonical TGN of games, separated by a blank line. */
export function writeGames(games) {
  let text = '';
  for (const game of games) {
    if (!(game instanceof Game)) throw new TypeError('writeGames() writes Game objects');
    text += (text ? '\n' : '') + game.write();
  }
  return text;
}
