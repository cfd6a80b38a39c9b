// Positions: towers, legal moves, pushing and popping, the end of the
// game, perft. A Position owns its C tav_position: free() releases it at
// once, and a FinalizationRegistry releases it when the object is
// garbage-collected, so forgetting free() does not leak. Everything read
// from a position (moves, pieces, TFEN text) is a copied value.
import { C, lib, scratch, Status, TEXT_SIZE, MAX_MOVES, PERFT_MAX_DEPTH, withCString, clearError, cellU32, allocText } from './wasm.js';
import { PTR, positions as own } from './own.js';
import { fromError, fromStatus, refuseNul, IllegalMoveError, NotationError, TavreliError, TfenError } from './errors.js';
import { Move, Piece, SQUARES, squareIndex, colorIndex, kindName } from './types.js';
import { attacksOf } from './query.js';
import { solve, canCheckmateLine } from './solver.js';
import { defaultEngine, evaluate } from './engine.js';
import { checkOptions } from './options.js';
import { history } from './history.js';
import { boardArray, castlingRights, editPosition, findPiece, positionHash, putTower, removeTower, setCastlingRights, squareColor } from './edit.js';

/** The null move's text in push() (PGN's '--'; Move.null() is the same). */
const NULL_TEXT = '--';

/** The start position (R1, R10). */
export const START_TFEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Options of tav_position_outcome() (tavreli/outcome.h). */
export const OUTCOME_SEARCH = 1;
export const OUTCOME_CLAIM = 2;

/**
 * The tav_outcome that C wrote at scratch.text (eight ints,
 * tavreli/outcome.h) after a call that returned rc, as a plain object
 * (internal, shared with game.js): { termination (tav_termination_name),
 * winner, result, turn, dead, claims, agrees }.
 */
export function readOutcome(rc) {
  if (rc < 0) throw fromStatus(rc);
  const h = C.HEAP32;
  const base = scratch.text >> 2;
  const colour = (c) => (c === 0 ? 'white' : c === 1 ? 'black' : null);
  return {
    termination: C.UTF8ToString(C._tav_termination_name(h[base])),
    winner: colour(h[base + 1]),
    result: C.UTF8ToString(C._tav_result_text(h[base + 2])),
    turn: colour(h[base + 3]),
    dead: h[base + 4] === 1 ? true : h[base + 4] === 0 ? false : null,
    claims: h[base + 5],
    agrees: Boolean(h[base + 7]),
  };
}

/** The public outcome object of readOutcome()'s value, or null in play. */
export function publicOutcome(o) {
  if (o.termination === 'none') return null;
  return Object.freeze({ reason: o.termination, winner: o.winner, result: o.result });
}

// A deeper tree than C counts (TAV_PERFT_MAX_DEPTH) is refused here: C
// would refuse it too, but with a count of 0 that could be a real one.
function checkDepth(depth, least) {
  if (!Number.isInteger(depth)) throw new TypeError(`a depth is an integer, not ${depth}`);
  if (depth < least || depth > PERFT_MAX_DEPTH) {
    throw new RangeError(`depth must be ${least}..${PERFT_MAX_DEPTH}, not ${depth}`);
  }
  return depth;
}

/** A Tavreli position (R1-R10) with the history of the moves pushed on it. */
// svg()'s size range: TAV_SVG_SIZE_MIN..TAV_SVG_SIZE_MAX of tavreli/svg.h
// (hostile.test.js draws both ends), checked here because C's bare EINVAL
// would not name the option, and the unsigned argument would wrap 2^32 + 64
// round to 64.
const SVG_SIZE_MIN = 64;
const SVG_SIZE_MAX = 16384;

export class Position {
  /**
   * The position of a TFEN (R10), the start position when omitted. Throws
   * TfenError naming the field and character that is wrong. There are
   * no options (a position is always checked against R10: a TFEN the
   * library would refuse cannot be held).
   */
  constructor(tfen = START_TFEN, options = undefined) {
    const m = lib();
    if (tfen === PTR) {       // internal: wrapped by Position._adopt
      return;
    }
    checkOptions(options, [], 'new Position', { skipValidation: 'every TFEN is checked (R10); a position the rules refuse cannot be held' });
    if (typeof tfen !== 'string') throw new TypeError(`a TFEN is a string, not ${typeof tfen}`);
    refuseNul(tfen, TfenError, Status.ETFEN);
    const p = withCString(tfen, (s) => m._tavjs_position_from_tfen(s, clearError()));
    if (!p) throw fromError(tfen, Status.ETFEN);
    own.adopt(this, p);
  }

  /** Wrap a C position the caller owns (internal). */
  static _adopt(p) {
    if (!p) throw new RangeError('tavreli: out of WebAssembly memory');
    return own.adopt(new Position(PTR), p);
  }

  get _p() {
    return own.get(this);
  }

  /** Release the C position now (later calls on it throw). Harmless twice. */
  free() {
    own.free(this);
  }

  /** A deep copy, history included (tav_position_copy). */
  copy() {
    return Position._adopt(C._tav_position_copy(this._p));
  }

  /** The position the move stack starts from, with an empty stack
   *  (tav_position_root; python-chess's board.root()). */
  root() {
    return Position._adopt(C._tav_position_root(this._p));
  }

  // ---- reading the position ----------------------------------------------

  /** The canonical TFEN (R10). */
  tfen() {
    const n = C._tav_position_tfen(this._p, scratch.text, TEXT_SIZE);
    if (n < 0) throw fromStatus(n);
    return C.UTF8ToString(scratch.text, n);
  }

  /** The board as an 8x8 array (chess.js's board()): rank 8 first, the
   *  a-file first, each square null or { square, tower: [Piece] bottom
   *  first, top }. */
  board() {
    return boardArray(this);
  }

  /** The ASCII board (tav_position_write_board_alloc: every tower bottom
   *  to top, the towers, the side to move), as Python's str() prints it. */
  ascii() {
    const { status, text } = allocText((out) => C._tav_position_write_board_alloc(this._p, out, 0));
    if (status !== Status.OK) throw fromStatus(status);
    return text;
  }

  toString() {
    return this.tfen();
  }

  /** Same board, side to move, castling, en passant and clocks (not history). */
  equals(other) {
    return other instanceof Position && Boolean(C._tav_position_equal(this._p, other._p));
  }

  // ---- editing (tavreli/setup.h; each edit is checked as a TFEN, R10) ----------

  /** Set the position from a TFEN (history cleared); TfenError, the
   *  position unchanged, when it is not one (R10). */
  load(tfen) {
    if (typeof tfen !== 'string') throw new TypeError(`a TFEN is a string, not ${typeof tfen}`);
    refuseNul(tfen, TfenError, Status.ETFEN);
    const rc = withCString(tfen, (s) => C._tav_position_set_tfen(this._p, s, clearError()));
    if (rc !== Status.OK) throw fromError(tfen, Status.ETFEN);
  }

  /** Back to the start position (R1), history cleared. */
  reset() {
    this.load(START_TFEN);
  }

  /** A Tavreli position always has both kings (R10), so the board cannot
   *  be emptied: load() a TFEN with only the kings, then put(). */
  clear() {
    throw new TavreliError('clear(): a position always holds both kings (R10); load(\'4k3/8/8/8/8/8/8/4K3 w - - 0 1\') then put() the rest',
      { code: Status.EINVAL });
  }

  /** Replace the tower on square with piece (a Piece, a TFEN letter, {
   *  kind, color }) or a tower of them (an array, bottom first). The
   *  result is checked as a TFEN (R10): a TfenError leaves the position
   *  unchanged. History is cleared. */
  put(piece, square) {
    putTower(this._p, piece, square);
  }

  /** Empty square and return the tower that stood there ([] if empty);
   *  TfenError (unchanged) if that leaves a side without its king (R10). */
  remove(square) {
    const tower = this.tower(square);
    if (tower.length) removeTower(this._p, square);
    return tower;
  }

  /** The squares of the towers that hold such a piece (a TFEN letter or
   *  { kind, color }), anywhere in the tower, a1 first. */
  findPiece(piece) {
    return findPiece(this, piece);
  }

  /** 'light' or 'dark'. */
  squareColor(square) {
    return squareColor(square);
  }

  /** The 64-bit key of the position (board, side, castling, en passant;
   *  what R8 compares for repetitions) as a BigInt. */
  hash() {
    return positionHash(this._p);
  }

  /** color's castling rights (R4): { k: short, q: long }. */
  getCastlingRights(color) {
    return castlingRights(this._p, color);
  }

  /** Set color's castling rights ({ k, q }, absent ones unchanged); a
   *  right the board does not allow is a TfenError (position unchanged). */
  setCastlingRights(color, rights) {
    setCastlingRights(this._p, color, rights);
  }

  /** The side to move: 'white' or 'black'. */
  get turn() {
    return C._tav_position_turn(this._p) ? 'black' : 'white';
  }

  /** The en passant square of TFEN field 4, or null. */
  get epSquare() {
    const sq = C._tav_position_ep_square(this._p);
    return sq >= 0 && sq < 64 ? SQUARES[sq] : null;
  }

  get halfmoveClock() { return C._tav_position_halfmove_clock(this._p); }
  get fullmoveNumber() { return C._tav_position_fullmove_number(this._p); }

  /** The number of pieces on a square (0 = empty). */
  height(square) {
    return C._tav_position_height(this._p, squareIndex(square));
  }

  /** The top piece of a square (the one the tower moves as), or null. */
  top(square) {
    const v = C._tav_position_top(this._p, squareIndex(square));
    return v ? new Piece(v) : null;
  }

  /** The tower on a square, bottom piece first; [] when empty. */
  tower(square) {
    const sq = squareIndex(square);
    const p = this._p;
    const h = C._tav_position_height(p, sq);
    const out = new Array(h);
    for (let i = 0; i < h; i++) out[i] = new Piece(C._tav_position_piece(p, sq, i));
    return out;
  }

  /** [square, tower] for each non-empty square, a1 to h8
   *  (new Map(pos.towers()) gives a map). */
  towers() {
    const out = [];
    for (let sq = 0; sq < 64; sq++) {
      if (C._tav_position_height(this._p, sq)) out.push([SQUARES[sq], this.tower(sq)]);
    }
    return out;
  }

  /** The square of a side's king ('white' or 'black'; TypeError otherwise). */
  king(color) {
    return SQUARES[C._tav_position_king_square(this._p, colorIndex(color))];
  }

  // ---- attacks, checks and pins (R7; tavreli/query.h) ----------------------

  /** The squares (names, a1 first) of the towers topped by color whose
   *  top attacks square (R7: the tops attack as chess pieces, every
   *  non-empty square blocks). */
  attackers(color, square) { return attacksOf(this).attackers(colorIndex(color), squareIndex(square)); }
  /** color attacks square (R7). */
  isAttackedBy(color, square) { return attacksOf(this).isAttacked(colorIndex(color), squareIndex(square)); }
  /** The squares of the enemy tops that attack the king of the side to
   *  move (R7), a piece freed by a split included (R2). */
  checkers() { return attacksOf(this).checkers(); }
  /** The pinned towers of color (R7; a split never exposes the king, its
   *  square stays occupied: see tavreli/query.h). */
  pinned(color) { return attacksOf(this).pinned(colorIndex(color)); }
  /** The tower on square is a pinned tower of color (pinned()). */
  isPinned(color, square) { return attacksOf(this).isPinned(colorIndex(color), squareIndex(square)); }
  /** Playing the legal move (a Move or R9 text) leaves the opponent in
   *  check (R7), with all it does: freed tops (R2), promotions (R6), en
   *  passant, castling. IllegalMoveError if it is not legal here. */
  givesCheck(move) {
    const m = typeof move === 'string' ? this.parseMove(move) : move;
    return attacksOf(this).givesCheck(m, (bad) => this._illegal(bad));
  }
  /** The Move (matched by source, destination and count) is a legal move
   *  here; a string is read as R9 text (false when it is not legal,
   *  NotationError when it is no move text). */
  isLegal(move) {
    if (typeof move === 'string') {
      try {
        this.parseMove(move);
        return true;
      } catch (e) {
        if (e instanceof IllegalMoveError) return false;
        throw e;
      }
    }
    return attacksOf(this).isLegal(move);
  }

  // ---- moves --------------------------------------------------------------

  /** The legal moves (R2-R7) in the library's order, as Move objects;
   *  { square } keeps those from one square, { piece } those whose moving
   *  top piece is of one kind ('knight' or its letter 'n'/'N'). */
  legalMoves(options = undefined) {
    const { square, piece } = checkOptions(options, ['square', 'piece'], 'legalMoves');
    const all = this._legalMoves();
    if (square === undefined && piece === undefined) return all;
    const from = square === undefined ? null : SQUARES[squareIndex(square)];
    const kind = piece === undefined ? null : kindName(piece);
    return all.filter((m) => (from === null || m.from === from) && (kind === null || this.top(m.from).kind === kind));
  }

  _legalMoves() {
    const n = C._tav_position_legal_moves(this._p, scratch.moves, MAX_MOVES);
    if (n < 0) throw fromStatus(n);
    const base = scratch.moves >> 2;
    const heap = C.HEAPU32;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = new Move(heap[base + i]);
    return out;
  }

  /** Read one move in any form R9 accepts ('e2-e4', 'c1(2)-d2',
   *  'c1-d2(2)', 'e2xe4', '0-0', 'O-O-O', trailing '+ # x ! ? =') and
   *  return the legal move. Throws NotationError or IllegalMoveError. */
  parseMove(text) {
    if (typeof text !== 'string') throw new TypeError(`a move text is a string, not ${typeof text}`);
    refuseNul(text, NotationError, Status.ENOTATION);
    const rc = withCString(text, (s) => C._tav_move_parse(this._p, s, scratch.cell, clearError()));
    if (rc !== Status.OK) throw fromError(text, Status.ENOTATION);
    return new Move(cellU32());
  }

  /** The legal move from source to destination taking count pieces (the
   *  whole tower when count is omitted). Throws IllegalMoveError if none. */
  findMove(from, to, count) {
    const src = squareIndex(from);
    const k = count === undefined ? Math.max(1, C._tav_position_height(this._p, src)) : count;
    const legal = C._tav_position_find_move(this._p, Move.of(src, to, k).value);
    if (!legal) throw this._illegal(Move.of(src, to, k));
    return new Move(legal);
  }

  _illegal(move) {
    return new IllegalMoveError(`${move} is not a legal move here`,
      { code: Status.EILLEGAL, square: move.from, text: this.tfen() });
  }

  /** Play a legal move, given as a Move (matched by source, destination
   *  and count), { from, to, count } (count absent: the whole tower) or
   *  text in any form R9 accepts; record it in the history and return it
   *  as recorded (with its flags). Throws IllegalMoveError or
   *  NotationError, the position unchanged. Move.null() or '--' passes
   *  (tav_position_push_null: the en passant square goes, the halfmove
   *  clock goes up); IllegalMoveError in check (R7). */
  push(move) {
    let m;
    if (move === NULL_TEXT) move = Move.null();
    if (move instanceof Move && move.isNull) {
      const rc = C._tav_position_push_null(this._p);
      if (rc === Status.EILLEGAL) {
        throw new IllegalMoveError('the null move is not legal in check: the side to move may '
          + 'not pass and leave its king attacked (R7)', { code: rc, text: this.tfen() });
      }
      if (rc !== Status.OK) throw fromStatus(rc);
      return move;
    }
    if (typeof move === 'string') {
      m = this.parseMove(move);
    } else if (move instanceof Move) {
      const legal = C._tav_position_find_move(this._p, move.value);
      if (!legal) throw this._illegal(move);
      m = legal === move.value ? move : new Move(legal);
    } else if (move && typeof move === 'object' && 'from' in move && 'to' in move) {
      checkOptions(move, ['from', 'to', 'count'], 'push');
      m = this.findMove(move.from, move.to, move.count);
    } else {
      throw new TypeError('a move is a Move, a string or { from, to, count }');
    }
    const rc = C._tav_position_push(this._p, m.value);
    if (rc !== Status.OK) throw rc === Status.EILLEGAL ? this._illegal(m) : fromStatus(rc);
    return m;
  }

  /** Push a sequence of moves (Move objects or R9 text) in order and return
   *  them as recorded. If one fails, the moves before it are taken back
   *  (the position is unchanged) and its error is thrown with moveNumber
   *  set to its 1-based index in the sequence, as `tavreli fen` reports it. */
  pushAll(moves) {
    const done = [];
    try {
      for (const m of moves) done.push(this.push(m));
    } catch (e) {
      for (let i = 0; i < done.length; i++) this.pop();
      if (e instanceof TavreliError) {
        throw new e.constructor(e.reason, { code: e.code, field: e.field, offset: e.offset,
          square: e.square, moveNumber: done.length + 1, text: e.text });
      }
      throw e;
    }
    return done;
  }

  /** Take back the last pushed move (or null move) and return it.
   *  RangeError if the history is empty. */
  pop() {
    const rc = C._tav_position_pop(this._p, scratch.cell);
    if (rc === Status.EEMPTY) throw new RangeError('pop from an empty move stack');
    if (rc !== Status.OK) throw fromStatus(rc);
    return new Move(cellU32());
  }

  /** The moves pushed since the position was set up as text with the
   *  check and mate marks write() gives ('e2-e4', 'd1-h5+', 'h5-f7#'), or
   *  with { verbose: true } as objects { move, text, color, piece, from,
   *  to, count, before, after } (history.js). */
  history(options = undefined) {
    return history(this, options);
  }

  /** The moves pushed since the position was set up, first first. */
  moveStack() {
    const p = this._p;
    const n = C._tav_position_history_length(p);
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = new Move(C._tav_position_history_move(p, i));
    return out;
  }

  /** The last pushed move, or null. */
  peek() {
    const n = C._tav_position_history_length(this._p);
    return n ? new Move(C._tav_position_history_move(this._p, n - 1)) : null;
  }

  // ---- check and the end of the game -----------------------------------

  /** The side to move is in check (R7). */
  isCheck() { return Boolean(C._tav_position_in_check(this._p)); }
  /** In check with no legal move: the side to move loses (R8). */
  isCheckmate() { return Boolean(C._tav_position_is_checkmate(this._p)); }
  /** No legal move, not in check: a draw (R8). */
  isStalemate() { return Boolean(C._tav_position_is_stalemate(this._p)); }
  /** Times the current position has occurred, itself included (R8). */
  repetitions() { return C._tav_position_repetitions(this._p); }
  canClaimThreefoldRepetition() { return Boolean(C._tav_position_can_claim_threefold(this._p)); }
  canClaimFiftyMoves() { return Boolean(C._tav_position_can_claim_fifty(this._p)); }

  /**
   * The side ('white' or 'black') cannot mate whatever happens: its king
   * and at most one knight or bishop, or a pawn whose badge is one,
   * counting every piece of that side in every tower (R8).
   */
  hasInsufficientMaterial(color) {
    return Boolean(C._tav_position_has_insufficient_material(this._p, colorIndex(color)));
  }
  /** Neither side can mate by its material: a dead position (R8). */
  isInsufficientMaterial() {
    return this.hasInsufficientMaterial('white') && this.hasInsufficientMaterial('black');
  }
  /**
   * Dead position (R8): neither side can mate by any series of legal
   * moves. true (proved), false (a mating line exists), or null (not
   * decided within maxNodes; 0 = the library's default budget).
   */
  isDead(options = undefined) {
    const { maxNodes = 0 } = checkOptions(options, ['maxNodes'], 'isDead');
    const r = C._tavjs_position_dead(this._p, maxNodes);
    if (r < 0) throw new RangeError('isDead: out of memory');
    return r === 1 ? true : r === 0 ? false : null;
  }

  /**
   * How the game stands: { reason: 'checkmate' | 'stalemate' |
   * 'insufficient_material' | 'threefold_repetition' | 'fifty_moves',
   * winner: 'white' | 'black' | null, result: '1-0' | '0-1' | '1/2-1/2' },
   * or null while the game goes on. Claimable draws (R8) count only with
   * { claimDraw: true }; a dead position only a search proves is isDead()'s.
   */
  outcome(options = undefined) {
    const { claimDraw = false } = checkOptions(options, ['claimDraw'], 'outcome');
    const rc = C._tavjs_position_outcome(this._p, 0, claimDraw ? OUTCOME_CLAIM : 0, 0, scratch.text);
    return publicOutcome(readOutcome(rc));
  }

  /**
   * Can color ('white' or 'black') checkmate by any series of legal moves
   * (R8; R13 on a flag fall)? true (proved by a line), false (proved
   * impossible), null (not decided within maxNodes; 0 = the library's
   * default budget).
   */
  canCheckmate(color, options = undefined) {
    const { maxNodes = 0 } = checkOptions(options, ['maxNodes'], 'canCheckmate');
    return canCheckmateLine(this, colorIndex(color), maxNodes).answer;
  }

  /** As canCheckmate(), with the line that proves a true: { answer, line:
   *  [Move] (empty unless answer is true) }. */
  canCheckmateLine(color, options = undefined) {
    const { maxNodes = 0 } = checkOptions(options, ['maxNodes'], 'canCheckmateLine');
    return canCheckmateLine(this, colorIndex(color), maxNodes);
  }

  // ---- the problem solver (R14; tavreli/solver.h) -----------------------------

  /** Solve a stipulation ('#2', 'h#3', 's#2', '=2', 'h=2', 's=2'; R14)
   *  from this position, which is not changed. See solve() in solver.js
   *  and index.d.ts for the options and the Solution. */
  solve(stipulation = '#2', options = {}) {
    return solve(this, stipulation, options);
  }

  // ---- the engine (tavreli/engine.h) ----------------------------------------

  /** Search this position with the shared engine (see Engine.search()):
   *  the best move, the score and the principal variation(s). */
  analyse(limits = {}) {
    return defaultEngine().search(this, limits);
  }

  /** The move the shared engine would play (null when there is none). */
  bestMove(limits = {}) {
    return defaultEngine().search(this, limits).bestMove;
  }

  /** The static evaluation in centipawns for the side to move. */
  evaluate() {
    return evaluate(this);
  }

  // ---- pictures (tavreli/svg.h) ------------------------------------------------

  /**
   * An SVG diagram of the position drawn by the C renderer (every piece of
   * every tower, a legend for tall towers): { size = 400 (pixels),
   * orientation = 'white' (the colour at the bottom), coordinates = true,
   * lastMove (a Move, or true for the last pushed move), check = true (mark
   * a king in check) }.
   */
  svg(options = undefined) {
    const { size = 400, orientation = 'white', coordinates = true, lastMove = null, check = true } = checkOptions(options,
      ['size', 'orientation', 'coordinates', 'lastMove', 'check'], 'svg');
    if (!Number.isInteger(size) || size < SVG_SIZE_MIN || size > SVG_SIZE_MAX) {
      throw new RangeError(`svg: size must be an integer ${SVG_SIZE_MIN}..${SVG_SIZE_MAX} (pixels), not ${size}`);
    }
    const last = lastMove === true ? this.peek() : lastMove;
    const from = last ? squareIndex(last.from) : -1;
    const to = last ? squareIndex(last.to) : -1;
    const orient = colorIndex(orientation, 'an orientation');
    const { status, text } = allocText((out) => C._tavjs_svg(this._p, size, orient, coordinates ? 1 : 0,
      from, to, check ? -2 : -1, out));
    if (status !== Status.OK) throw fromStatus(status);
    return text;
  }

  // ---- perft (R12) ---------------------------------------------------------

  /** Leaves of the legal-move tree of the given depth (R12), counted in C;
   *  perft(0) = 1; a depth above 64 (TAV_PERFT_MAX_DEPTH) throws RangeError.
   *  A Number (exact below 2^53). */
  perft(depth) {
    return C._tavjs_perft(this._p, checkDepth(depth, 0));
  }

  /** perft(depth - 1) below each legal move (depth >= 1), as a Map from
   *  the canonical move text to the count, in byte order of the text (R12). */
  divide(depth) {
    const n = C._tavjs_divide(this._p, checkDepth(depth, 1), scratch.moves, scratch.counts, MAX_MOVES);
    if (n < 0) throw fromStatus(n);
    const moves = C.HEAPU32.subarray(scratch.moves >> 2, (scratch.moves >> 2) + n);
    const counts = C.HEAPF64.subarray(scratch.counts >> 3, (scratch.counts >> 3) + n);
    const items = Array.from(moves, (v, i) => [new Move(v).toString(), counts[i]]);
    items.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return new Map(items);
  }
}
