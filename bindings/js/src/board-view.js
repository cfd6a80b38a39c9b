// Drawing one square of the Board (board.js): the top piece large, every
// piece below it as a chip (colour, kind letter, a pawn's badge, the
// promoted mark) in one or two columns at the left of the square, bottom
// piece lowest, and the height in the bottom right corner; the words a
// screen reader says for a tower, bottom to top. The pieces come from the
// package (Position.tower()): nothing here knows a rule.

// Solid glyphs for both colours (coloured by CSS); the helgi (queen +
// knight, R1) has none in Unicode: a queen with a small knight.
const GLYPHS = { king: '\u265a', queen: '\u265b', rook: '\u265c', bishop: '\u265d', knight: '\u265e', pawn: '\u265f' };
export const KIND_NAMES = {
  king: 'king (volkhv)', queen: 'queen (knyaz)', rook: 'rook (ratoborets)', bishop: 'bishop (luchnik)',
  knight: 'knight (vsadnik)', pawn: 'pawn (ratnik)', helgi: 'helgi (queen + knight)',
};
const KIND_LETTER = { king: 'K', queen: 'Q', rook: 'R', bishop: 'B', knight: 'N', pawn: 'P', helgi: 'H' };
const BADGE_NAMES = { Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', H: 'helgi' };

/** The smallest chip (px) that still carries its letter, and the most
 *  columns of chips a square holds. Beyond that the chips are thin bands
 *  of colour (the tooltip lists any tower in full). */
export const LETTER_CHIP_PX = 10;   // a chip shrinks to this before its letter goes (board.css: 12 px when there is room)
const MAX_COLUMNS = 2;

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** One line of plain words for a piece: 'white pawn (ratnik), badge knight'. */
export function describe(piece) {
  let s = `${piece.color} ${KIND_NAMES[piece.kind]}`;
  if (piece.badge) s += `, badge ${BADGE_NAMES[piece.badge] || piece.badge}`;
  if (piece.promoted) s += ', promoted pawn';
  return s;
}

/** What a screen reader says for a square: its name, then the tower from
 *  the bottom to the top. */
export function squareLabel(name, tower) {
  if (!tower.length) return `${name}, empty`;
  if (tower.length === 1) return `${name}, ${describe(tower[0])}`;
  return `${name}, tower of ${tower.length}, bottom to top: ${tower.map(describe).join('; ')}`;
}

/** The large drawing of a piece (the top of a tower). */
export function pieceGlyph(piece) {
  const g = el('span', `tav-glyph tav-${piece.color}`);
  if (piece.kind === 'helgi') {
    g.append(el('span', 'tav-g-main', GLYPHS.queen), el('span', 'tav-g-sub', GLYPHS.knight));
  } else {
    g.append(el('span', 'tav-g-main', GLYPHS[piece.kind]));
  }
  if (piece.badge) g.append(el('span', 'tav-badge', piece.badge));
  if (piece.promoted) g.append(el('span', 'tav-promoted', '\u2605'));
  return g;
}

/** A small chip for a piece inside a tower: its colour and kind letter
 *  (and a pawn's badge as a small second letter). */
export function chip(piece, withLetter = true) {
  const c = el('span', `tav-chip tav-${piece.color}${piece.promoted ? ' tav-promoted-chip' : ''}`);
  c.dataset.letter = piece.letter;
  if (withLetter) {
    c.textContent = KIND_LETTER[piece.kind];
    if (piece.badge) c.append(el('sub', 'tav-chip-badge', piece.badge));
  }
  return c;
}

/** How the pieces below the top fit in a square of size px: { columns,
 *  letters } (letters false: thin bands in one column). */
export function chipLayout(below, size) {
  if (!below) return { columns: 0, letters: true };
  const perColumn = Math.max(1, Math.floor((size - 4) / LETTER_CHIP_PX));
  const columns = Math.ceil(below / perColumn);
  return columns <= MAX_COLUMNS ? { columns, letters: true } : { columns: 1, letters: false };
}

/** Fill a square element with the drawing of its tower (bottom first) for
 *  a square of size px. */
export function drawTower(square, tower, size) {
  square.replaceChildren();
  if (!tower.length) return;
  const top = tower[tower.length - 1];
  const below = tower.slice(0, -1);
  if (below.length) {
    const { columns, letters } = chipLayout(below.length, size);
    const perColumn = Math.ceil(below.length / columns);
    const stack = el('span', `tav-stack tav-cols-${columns}${letters ? '' : ' tav-dense'}`);
    // Each column is flex column-reverse: its first child lowest. The
    // first column (leftmost) holds the bottom pieces.
    for (let c = 0; c < columns; c++) {
      const col = el('span', 'tav-stack-col');
      for (const p of below.slice(c * perColumn, (c + 1) * perColumn)) col.append(chip(p, letters));
      stack.append(col);
    }
    square.append(stack);
    square.append(el('span', 'tav-height', String(tower.length)));
  }
  square.append(pieceGlyph(top));
}

/** The tooltip's content: the tower listed bottom (1) to top. */
export function towerList(name, tower) {
  const box = el('div', 'tav-tip-body');
  box.append(el('div', 'tav-tip-title', tower.length
    ? `${name}: ${tower.length} piece${tower.length > 1 ? 's' : ''}, bottom (1) to top (${tower.length})`
    : `${name}: empty`));
  const list = el('ol', 'tav-tip-list');
  tower.forEach((p, i) => {
    const li = el('li');
    li.dataset.letter = p.letter;
    if (i === tower.length - 1) li.className = 'tav-tip-top';
    li.append(el('span', 'tav-tip-idx', String(i + 1)), chip(p), describe(p) + (i === tower.length - 1 ? ' \u2014 top, moves the tower' : ''));
    list.append(li);
  });
  box.append(list);
  return box;
}
