// The checks of the values a Board is given (board.js: new Board() and
// set()): each field is read into the form the board keeps, or refused
// with a TypeError (a value of the wrong kind) or a RangeError (a square
// that is no square, a count out of range) naming the field, before the
// board changes anything.
import { SQUARES } from './types.js';

/** A square name of field, or a RangeError/TypeError naming field. */
function square(v, field) {
  if (typeof v !== 'string') throw new TypeError(`${field} is a square name like 'e4', not ${v === null ? 'null' : typeof v}`);
  if (!SQUARES.includes(v)) throw new RangeError(`${field} is a square 'a1'..'h8', not ${JSON.stringify(v)}`);
  return v;
}

/** lastMove ([from, to], a Move, { from, to }, or null/false for none) as
 *  [from, to] or null. */
export function readLastMove(v) {
  if (v === null || v === undefined || v === false) return null;
  if (Array.isArray(v)) {
    if (v.length !== 2) throw new TypeError(`lastMove is [from, to], not an array of ${v.length}`);
    return [square(v[0], 'lastMove[0]'), square(v[1], 'lastMove[1]')];
  }
  if (typeof v === 'object') return [square(v.from, 'lastMove.from'), square(v.to, 'lastMove.to')];
  throw new TypeError(`lastMove is [from, to], a Move, { from, to } or null, not ${typeof v}`);
}

/** check: true (the king of the side to move when in check), false or
 *  null (none), or a square. */
export function readCheck(v) {
  if (v === true || v === false) return v;
  if (v === null) return false;
  if (typeof v === 'string') return square(v, 'check');
  throw new TypeError(`check is true, false or a square, not ${typeof v}`);
}

/** movable.dests: absent (null/undefined: every legal move) or a Map
 *  from a square to an array of squares or { to, count } (count: the
 *  pieces that leave, 1..32, absent for any). */
export function readDests(v) {
  if (v === null || v === undefined) return undefined;
  if (!(v instanceof Map)) throw new TypeError(`movable.dests is a Map from a square to its destinations, not ${Array.isArray(v) ? 'an array' : typeof v}`);
  for (const [from, list] of v) {
    const where = `movable.dests.get(${JSON.stringify(from)})`;
    square(from, 'a key of movable.dests');
    if (!Array.isArray(list)) throw new TypeError(`${where} is an array of squares or { to, count }, not ${list === null ? 'null' : typeof list}`);
    list.forEach((d, i) => {
      if (typeof d === 'string') {
        square(d, `${where}[${i}]`);
        return;
      }
      if (d === null || typeof d !== 'object') throw new TypeError(`${where}[${i}] is a square or { to, count }, not ${d === null ? 'null' : typeof d}`);
      square(d.to, `${where}[${i}].to`);
      if (d.count !== undefined && (!Number.isInteger(d.count) || d.count < 1 || d.count > 32)) {
        throw new RangeError(`${where}[${i}].count is an integer 1..32 or absent, not ${d.count}`);
      }
    });
  }
  return v;
}
