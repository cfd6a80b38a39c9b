// Editing a position square by square (tavreli/setup.h: the edited board
// is checked as a TFEN is, R10, before the position takes it) and the
// readings chess.js users know under their names: findPiece, squareColor,
// the hash, castling rights, validateTfen, the board as an 8x8 array.
import { C, scratch, TEXT_SIZE, Status, withCString, clearError } from './wasm.js';
import { fromError, fromStatus, TfenError } from './errors.js';
import { Piece, SQUARES, squareIndex, colorIndex, kindName } from './types.js';

const KINDS = [null, 'king', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'helgi'];
const LETTERS = ' KQRBNPH';
// tav_castle bits (tavreli/position.h): K Q k q.
const CASTLE = { white: { k: 1, q: 2 }, black: { k: 4, q: 8 } };

// The castling rights that rest on a square's tower (R4: the king and the
// rook at the bottom of their start squares): an edit there drops them, as
// chess.js's put() and remove() do.
const RIGHTS_ON = { e1: 3, h1: 1, a1: 2, e8: 12, h8: 4, a8: 8 };

/** Drop the castling rights that rest on square sq in setup s. */
function dropRights(p, s, sq) {
  const on = RIGHTS_ON[SQUARES[sq]];
  if (on) C._tav_setup_set_castling(s, C._tav_position_castling(p) & ~on);
}

/** A piece given as a Piece, a TFEN letter ('N', 'p') or { kind, color }
 *  (kind by name or letter) as a tav_piece value without a badge (the
 *  setup gives a pawn its file's badge, R1). */
function pieceValue(piece) {
  if (piece instanceof Piece) return piece.value;
  if (typeof piece === 'string' && piece.length === 1 && LETTERS.indexOf(piece.toUpperCase()) > 0) {
    return LETTERS.indexOf(piece.toUpperCase()) | (piece === piece.toUpperCase() ? 0 : 8);
  }
  if (piece && typeof piece === 'object' && !Array.isArray(piece)) {
    return KINDS.indexOf(kindName(piece.kind ?? piece.type)) | (colorIndex(piece.color) << 3);
  }
  throw new TypeError(`a piece is a Piece, a TFEN letter ('N', 'p') or { kind, color }, not ${JSON.stringify(piece)}`);
}

/** Edit p (a C position) through a tav_setup: edit(s) changes the setup;
 *  the result, checked as a TFEN (R10), replaces the position (history
 *  cleared); on a TfenError the position is unchanged. */
export function editPosition(p, edit) {
  const s = C._tav_setup_from_position(p);
  if (!s) throw new RangeError('tavreli: out of WebAssembly memory');
  try {
    edit(s);
    const n = C._tav_setup_tfen(s, scratch.text, TEXT_SIZE);
    if (n < 0) throw fromStatus(n);
    const tfen = C.UTF8ToString(scratch.text, n);
    const rc = C._tav_position_set_tfen(p, scratch.text, clearError());
    if (rc !== Status.OK) throw fromError(tfen, Status.ETFEN);
  } finally {
    C._tav_setup_free(s);
  }
}

/** Replace the tower on square with pieces (one piece or an array, bottom
 *  first); the castling rights resting on that square go. */
export function putTower(p, pieces, square) {
  const sq = squareIndex(square);
  const values = (Array.isArray(pieces) ? pieces : [pieces]).map(pieceValue);
  if (!values.length) throw new RangeError('put: no piece to put (remove() empties a square)');
  editPosition(p, (s) => {
    dropRights(p, s, sq);
    C._tav_setup_clear_square(s, sq);
    for (const v of values) {
      const rc = C._tav_setup_push_piece(s, sq, v);
      if (rc === Status.ELIMIT) throw new RangeError('put: the board would hold more than 32 pieces, all a game has (R1)');
      if (rc !== Status.OK) throw fromStatus(rc);
    }
  });
}

/** Empty square. */
export function removeTower(p, square) {
  const sq = squareIndex(square);
  editPosition(p, (s) => {
    dropRights(p, s, sq);
    C._tav_setup_clear_square(s, sq);
  });
}

/** { k, q }: color's castling rights (R4). */
export function castlingRights(p, color) {
  const bits = C._tav_position_castling(p);
  const b = CASTLE[color] || CASTLE[['white', 'black'][colorIndex(color)]];
  return { k: Boolean(bits & b.k), q: Boolean(bits & b.q) };
}

/** Set color's castling rights { k, q } (absent: unchanged); a right the
 *  board does not allow (king or rook moved away) is a TfenError. */
export function setCastlingRights(p, color, rights) {
  const b = CASTLE[['white', 'black'][colorIndex(color)]];
  if (!rights || typeof rights !== 'object') throw new TypeError('castling rights are { k, q }');
  for (const key of Object.keys(rights)) {
    if (key !== 'k' && key !== 'q') throw new TypeError(`setCastlingRights: unknown right '${key}' (known: k, q)`);
  }
  let bits = C._tav_position_castling(p);
  for (const side of ['k', 'q']) {
    if (rights[side] === true) bits |= b[side];
    else if (rights[side] === false) bits &= ~b[side];
  }
  editPosition(p, (s) => C._tav_setup_set_castling(s, bits));
}

/** The position's 64-bit hash (tav_position_hash, the key of repetitions,
 *  R8) as a BigInt. */
export function positionHash(p) {
  C._tavjs_position_hash(p, scratch.cell);
  const lo = C.HEAPU32[scratch.cell >> 2];
  const hi = C.HEAPU32[(scratch.cell >> 2) + 1];
  return (BigInt(hi) << 32n) | BigInt(lo);
}

/** 'light' or 'dark' (a1 is dark). */
export function squareColor(square) {
  const i = squareIndex(square);
  return ((i >> 3) + (i & 7)) % 2 === 0 ? 'dark' : 'light';
}

/**
 * { ok: true } when tfen is a position the library holds (R10), else {
 * ok: false, error: the TfenError's message, field, offset }: the check of
 * new Position(tfen) without the exception.
 */
export function validateTfen(tfen) {
  if (typeof tfen !== 'string') return { ok: false, error: `a TFEN is a string, not ${typeof tfen}`, field: 0, offset: -1 };
  const p = tfen.includes('\0') ? 0 : withCString(tfen, (s) => C._tavjs_position_from_tfen(s, clearError()));
  if (p) {
    C._tav_position_free(p);
    return { ok: true };
  }
  const e = tfen.includes('\0') ? new TfenError('a TFEN holds no NUL character', { code: Status.ETFEN, offset: tfen.indexOf('\0') })
    : fromError(tfen, Status.ETFEN);
  return { ok: false, error: e.message, field: e.field, offset: e.offset };
}

/** The board as chess.js's board() gives it: 8 ranks from rank 8 down,
 *  each 8 squares from the a-file, each null or { square, tower: [Piece]
 *  bottom first, top: the top Piece }. */
export function boardArray(position) {
  const rows = [];
  for (let rank = 7; rank >= 0; rank--) {
    const row = [];
    for (let file = 0; file < 8; file++) {
      const square = SQUARES[rank * 8 + file];
      const tower = position.tower(square);
      row.push(tower.length ? { square, tower, top: tower[tower.length - 1] } : null);
    }
    rows.push(row);
  }
  return rows;
}

/** The squares of the towers holding a piece like piece (a kind and a
 *  colour: { kind, color } or a TFEN letter), anywhere in the tower. */
export function findPiece(position, piece) {
  const v = pieceValue(piece) & 15;
  return position.towers().filter(([, tower]) => tower.some((q) => (q.value & 15) === v)).map(([sq]) => sq);
}
