// A position's own history as game text: the moves pushed on it with the
// check and mate marks the TGN writer gives (R9: '+' check, '#' mate, from
// the board), and, verbose, each move with what chess.js's move objects
// carry: the side, the moving top piece, the TFEN before and after.
import { checkOptions } from './options.js';

/** The marked text of the move just pushed on p. */
function marked(text, p) {
  if (p.isCheckmate()) return `${text}#`;
  return p.isCheck() ? `${text}+` : text;
}

/**
 * position's pushed moves, first first: R9 texts with '+'/'#' marks, or
 * with { verbose: true } objects { move (the Move), text (marked), color
 * (the side that moved), piece (its top Piece, the one that moves the
 * tower, R2), from, to, count, before, after (TFENs) }. A null move's text
 * is '--'.
 */
export function history(position, options) {
  const { verbose = false } = checkOptions(options, ['verbose'], 'history');
  const moves = position.moveStack();
  const p = position.root(); // where the history starts, as C keeps it (tav_position_root)
  try {
    return moves.map((move) => {
      const before = p.tfen();
      const color = p.turn;
      const piece = move.isNull ? null : p.top(move.from);
      p.push(move);
      const text = move.isNull ? '--' : marked(String(move), p);
      if (!verbose) return text;
      return Object.freeze({ move, text, color, piece, from: move.from, to: move.to, count: move.count, before, after: p.tfen() });
    });
  } finally {
    p.free();
  }
}
