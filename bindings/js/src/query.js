// Questions about a position (tavreli/query.h): attacks, checks, pins,
// whether a move is legal or gives check, asked of C. Position's methods
// (position.js) call these with a checked colour and square.
import { C, scratch, Status } from './wasm.js';
import { positions } from './own.js';
import { Move, SQUARES } from './types.js';
import { fromStatus } from './errors.js';

const ATTACKERS = 0;
const CHECKERS = 1;
const PINNED = 2;

function squares(p, which, colour, sq) {
  const n = C._tavjs_squares(p, which, colour, sq, scratch.moves);
  const base = scratch.moves >> 2;
  return Array.from({ length: n }, (_, i) => SQUARES[C.HEAP32[base + i]]);
}

function moveValue(m) {
  if (!(m instanceof Move)) throw new TypeError(`a move is a Move or R9 text, not ${m === null ? 'null' : typeof m}`);
  return m.value;
}

/** The queries on one position (its C pointer checked once). */
export function attacksOf(position) {
  const p = positions.get(position);
  return {
    attackers: (colour, sq) => squares(p, ATTACKERS, colour, sq),
    isAttacked: (colour, sq) => C._tav_position_is_attacked(p, colour, sq) === 1,
    checkers: () => squares(p, CHECKERS, 0, 0),
    pinned: (colour) => squares(p, PINNED, colour, 0),
    isPinned: (colour, sq) => C._tav_position_is_pinned(p, colour, sq) === 1,
    givesCheck(m, illegal) {
      const r = C._tav_position_gives_check(p, moveValue(m));
      if (r === Status.EILLEGAL) throw illegal(m);
      if (r < 0) throw fromStatus(r);
      return r === 1;
    },
    isLegal: (m) => C._tav_position_is_legal(p, moveValue(m)) === 1,
  };
}
