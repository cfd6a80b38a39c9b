// Values: squares, pieces and moves. A piece and a move are the C values
// (tavreli/piece.h, tavreli/move.h, documented bit by bit) read into plain
// objects; their text comes from C (tav_move_format).
import { lib, scratch, TEXT_SIZE, Status, allocText } from './wasm.js';
import { checkOptions } from './options.js';
import { fromStatus } from './errors.js';

// Piece.svg()'s size range: TAV_SVG_PIECE_SIZE_MIN..TAV_SVG_SIZE_MAX of tavreli/svg.h
const PIECE_SVG_SIZE_MIN = 8;
const PIECE_SVG_SIZE_MAX = 16384;

const FILES = 'abcdefgh';

/** Square names a1..h8, index 0..63 (a1 = 0, b1 = 1, ..., h8 = 63). */
export const SQUARES = Object.freeze(Array.from({ length: 64 },
  (_, i) => FILES[i & 7] + String((i >> 3) + 1)));

/** The name of square 0..63. */
export function squareName(i) {
  return SQUARES[i];
}

/** A square name ('e4') or index (0..63) as an index; TypeError/RangeError
 *  otherwise. */
export function squareIndex(square) {
  if (typeof square === 'number') {
    if (Number.isInteger(square) && square >= 0 && square < 64) return square;
    throw new RangeError(`not a square index 0..63: ${square}`);
  }
  if (typeof square !== 'string') throw new TypeError(`a square is a name like 'e4' or an index, not ${typeof square}`);
  const i = SQUARES.indexOf(square);
  if (i < 0) throw new RangeError(`not a square name: ${JSON.stringify(square)}`);
  return i;
}

/** The colours and kinds by the names chess.js users know (the values are
 *  the package's own: 'white', 'knight'). */
export const WHITE = 'white';
export const BLACK = 'black';
export const KING = 'king';
export const QUEEN = 'queen';
export const ROOK = 'rook';
export const BISHOP = 'bishop';
export const KNIGHT = 'knight';
export const PAWN = 'pawn';
export const HELGI = 'helgi';

/** Kind letters of tav_kind 1..7 (K Q R B N P H). */
const KIND_LETTERS = ' KQRBNPH';
const KIND_NAMES = [null, 'king', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'helgi'];

/** A piece kind given as its name ('knight') or its letter in either case
 *  ('n', 'N'; chess.js's piece types) as the name; RangeError otherwise. */
export function kindName(kind) {
  if (KIND_NAMES.includes(kind) && kind !== null) return kind;
  const i = typeof kind === 'string' && kind.length === 1 ? KIND_LETTERS.indexOf(kind.toUpperCase()) : -1;
  if (i > 0) return KIND_NAMES[i];
  throw new RangeError(`a piece kind is one of ${KIND_NAMES.slice(1).join(', ')} or its letter, not ${JSON.stringify(kind)}`);
}

/** One piece of a tower (a copy of a tav_piece value). */
export class Piece {
  constructor(value) {
    /** The tav_piece value (tavreli/piece.h). */
    this.value = value;
    /** 'white' or 'black'. */
    this.color = (value >> 3) & 1 ? 'black' : 'white';
    /** The kind: 'king', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'helgi'. */
    this.kind = KIND_NAMES[value & 7];
    /** The TFEN letter in TFEN case: upper for white ('Q'), lower for black ('q'). */
    this.letter = this.color === 'white' ? KIND_LETTERS[value & 7] : KIND_LETTERS[value & 7].toLowerCase();
    const badge = (value >> 4) & 7;
    /** A pawn's badge (the kind it promotes to, R1) as an upper-case letter,
     *  or null for other pieces. */
    this.badge = (value & 7) === 6 && badge ? KIND_LETTERS[badge] : null;
    /** A promoted pawn (R6; TFEN '~'). */
    this.promoted = Boolean((value >> 7) & 1);
    /** A pawn that has never left its start square (R3). */
    this.virgin = Boolean((value >> 8) & 1);
    Object.freeze(this);
  }

  toString() {
    return this.letter + (this.promoted ? '~' : '');
  }

  /**
   * An SVG picture of this piece alone, { size = 45 } pixels square (8..16384),
   * drawn by the C renderer exactly as the board draws a lone piece
   * (tav_svg_piece_write_alloc; python-chess's chess.svg.piece()).
   */
  svg(options = undefined) {
    const { size = 45 } = checkOptions(options, ['size'], 'Piece.svg');
    if (!Number.isInteger(size) || size < PIECE_SVG_SIZE_MIN || size > PIECE_SVG_SIZE_MAX) {
      throw new RangeError(`Piece.svg: size must be an integer ${PIECE_SVG_SIZE_MIN}..${PIECE_SVG_SIZE_MAX} (pixels), not ${size}`);
    }
    const C = lib();
    const { status, text } = allocText((out) => C._tav_svg_piece_write_alloc(this.value, size, 0, out, 0));
    if (status !== Status.OK) throw fromStatus(status);
    return text;
  }
}

const WHOLE = 1 << 18;
const CASTLE = 1 << 19;
const EN_PASSANT = 1 << 20;
const DOUBLE = 1 << 21;
const PROMOTION = 1 << 22;
const STACK = 1 << 23;
const CAPTURE = 1 << 24;

/**
 * A move (a copy of a tav_move value): from, to (square names), count (the
 * pieces that leave the top of the source tower), and the flags the library
 * gave it in the position it was generated for. toString() is the canonical
 * R9 text ('e2-e4', 'c1(2)-d2', '0-0'); the null move's is '0000'.
 */
export class Move {
  constructor(value) {
    value >>>= 0;
    /** The tav_move value (tavreli/move.h). */
    this.value = value;
    this.from = SQUARES[value & 63];
    this.to = SQUARES[(value >>> 6) & 63];
    this.count = (value >>> 12) & 63;
    Object.freeze(this);
  }

  /** A move from its parts, without flags: look it up with
   *  Position.push() or Position.findMove(). */
  static of(from, to, count = 1) {
    const v = lib()._tav_move_make(squareIndex(from), squareIndex(to), count);
    if (!v) throw new RangeError(`not a move: ${from} ${to} ${count}`);
    return new Move(v);
  }

  /** The null move (python-chess's Move.null(), the C TAV_NULL_MOVE 0):
   *  Position.push() of it passes the turn (not in check), pop() takes it
   *  back; its text is '0000'. */
  static null() {
    return new Move(0);
  }

  /** This is the null move. */
  get isNull() { return this.value === 0; }
  get isWhole() { return Boolean(this.value & WHOLE); }
  get isCastle() { return Boolean(this.value & CASTLE); }
  get isEnPassant() { return Boolean(this.value & EN_PASSANT); }
  get isDoubleStep() { return Boolean(this.value & DOUBLE); }
  get isPromotion() { return Boolean(this.value & PROMOTION); }
  /** It lands on an occupied square: a tower is built (R2). */
  get isStack() { return Boolean(this.value & STACK); }
  /** It lands on an enemy-topped tower (or en passant). */
  get isCapture() { return Boolean(this.value & CAPTURE); }

  /** Same source, destination and count (R12), flags aside. */
  equals(other) {
    return other instanceof Move && (other.value & 0x3ffff) === (this.value & 0x3ffff);
  }

  /** The canonical R9 text (tav_move_format). */
  toString() {
    if (this.value === 0) return '0000';
    const m = lib();
    const n = m._tav_move_format(this.value, scratch.text, TEXT_SIZE);
    if (n < 0) return `<move 0x${this.value.toString(16)}>`;
    return m.UTF8ToString(scratch.text, n);
  }

  toJSON() {
    return this.toString();
  }
}

/** The C tav_color of a side given as 'white' (0) or 'black' (1); a
 *  TypeError for anything else ('w', 'b', 0, true, undefined...), so that
 *  a mistyped colour never counts as white. */
export function colorIndex(color, what = 'a colour') {
  if (color === 'white') return 0;
  if (color === 'black') return 1;
  throw new TypeError(`${what} is 'white' or 'black', not ${typeof color === 'string' ? JSON.stringify(color) : String(color)}`);
}
