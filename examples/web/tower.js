// Drawing one square's tower: the top piece large, every piece below it
// as a chip in a column at the left of the square (bottom piece lowest),
// each chip in its colour with its kind letter, a pawn's badge and the
// promoted mark; the height in a corner. The pieces come from the package
// (Position.tower): nothing here knows a rule.

// Solid glyphs for both colours (coloured by CSS); the helgi (queen +
// knight, R1) has none in Unicode: a queen with a small knight.
const GLYPHS = { king: '\u265a', queen: '\u265b', rook: '\u265c', bishop: '\u265d', knight: '\u265e', pawn: '\u265f' };
export const KIND_NAMES = {
  king: 'king (volkhv)', queen: 'queen (knyaz)', rook: 'rook (ratoborets)', bishop: 'bishop (luchnik)',
  knight: 'knight (vsadnik)', pawn: 'pawn (ratnik)', helgi: 'helgi (queen + knight)',
};
const KIND_LETTER = { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N', pawn: 'P', helgi: 'H' };
const BADGE_NAMES = { Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', H: 'helgi' };

// Chips with letters while each has 10 px of the square's height; thin
// bands of colour above that (the inspector lists any tower in full).
const LETTER_CHIP_PX = 10;

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The large drawing of a piece (the top of a tower). */
export function pieceGlyph(piece) {
  const g = el('span', `glyph ${piece.color}`);
  if (piece.kind === 'helgi') {
    g.append(el('span', 'g-main', GLYPHS.queen), el('span', 'g-sub', GLYPHS.knight));
  } else {
    g.append(el('span', 'g-main', GLYPHS[piece.kind]));
  }
  if (piece.badge) g.append(el('span', 'badge', piece.badge));
  if (piece.promoted) g.append(el('span', 'promoted', '\u2605'));
  g.title = describe(piece);
  return g;
}

/** One line of plain words for a piece: 'white pawn, badge knight'. */
export function describe(piece) {
  let s = `${piece.color} ${KIND_NAMES[piece.kind]}`;
  if (piece.badge) s += `, badge ${BADGE_NAMES[piece.badge] || piece.badge}`;
  if (piece.promoted) s += ', promoted pawn';
  return s;
}

/** A small chip for a piece inside a tower: its colour and kind letter. */
export function chip(piece, withLetter = true) {
  const c = el('span', `chip ${piece.color}${piece.promoted ? ' promoted' : ''}`);
  if (withLetter) {
    c.textContent = KIND_LETTER[piece.kind];
  }
  c.title = describe(piece);
  return c;
}

/** Fill a square element with the drawing of its tower (bottom first). */
export function drawTower(square, tower) {
  square.replaceChildren();
  if (!tower.length) return;
  const top = tower[tower.length - 1];
  const below = tower.slice(0, -1);
  if (below.length) {
    const room = (square.clientHeight || 64) - 4;
    const letters = below.length * LETTER_CHIP_PX <= room;
    const col = el('span', `stack${letters ? '' : ' dense'}`);
    // Column is flex column-reverse: the first child (bottom piece) lowest.
    for (const p of below) col.append(chip(p, letters));
    square.append(col);
    square.append(el('span', 'height', String(tower.length)));
  }
  square.append(pieceGlyph(top));
}
