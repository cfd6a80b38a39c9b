// Board: a Tavreli board as a component an app embeds (import { Board }
// from 'tavreli/board', with 'tavreli/board.css'). Every rule question
// (legal moves, check, what a move does to the towers) is asked of the C
// library through a Position of its own; the app tells it what to show
// (set()) and hears what the user did (events). All state lives in the
// instance: several boards on one page are independent.
//
//   await init();
//   const board = new Board(element, { tfen, movable: { color: 'white' } });
//   board.addEventListener('move', (e) => console.log(e.detail.text));
//
// Events (CustomEvent, the facts in event.detail; board.on(type, fn) gives
// fn the detail and returns a function that removes it):
//   move    { from, to, count, text (R9), move (Move), tfen (after it) }
//   select  { square (null when dropped), count, counts, dests }
//   change  { tfen, lastMove }
//   inspect { square, tower: [Piece] } (a square hovered or focused, and
//           again after a move or a new position changed its tower)
//   illegal { from, to, count, reason } (a tower dropped where it cannot go)
import { Position } from './position.js';
import { drawTower, squareLabel, towerList } from './board-view.js';
import { attachInput } from './board-input.js';
import { checkOptions } from './options.js';
import { readCheck, readDests, readLastMove } from './board-config.js';
import { TavreliError } from './errors.js';

const FILES = 'abcdefgh';

function squareName(file, rank) {
  return FILES[file] + String(rank + 1);
}

function el(tag, cls) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  return e;
}

const COLORS = new Set(['white', 'black', 'both']);
// The keys of set()'s config (fen: chessground's name for tfen).
const SET_KEYS = ['tfen', 'fen', 'position', 'orientation', 'lastMove', 'check', 'movable'];

// The element of each live board: a second board on one would empty the
// first one's nodes and leave it working on them (its destroy() then took
// the host class off the second): it is refused.
const mounted = new WeakMap();

/** set()'s config read and checked as a whole, before anything changes:
 *  { position (a new Position, or undefined), orientation, lastMove,
 *  check, movable } with undefined for what is not set. */
function readConfig(config) {
  const c = checkOptions(config, SET_KEYS, 'Board.set');
  const out = {};
  if (c.orientation !== undefined) {
    if (c.orientation !== 'white' && c.orientation !== 'black') {
      throw new TypeError(`orientation is 'white' or 'black', not ${String(c.orientation)}`);
    }
    out.orientation = c.orientation;
  }
  if ('lastMove' in c) out.lastMove = readLastMove(c.lastMove);
  if ('check' in c) out.check = readCheck(c.check);
  if (c.movable) {
    const m = checkOptions(c.movable, ['color', 'dests', 'events'], 'Board.set movable');
    const events = checkOptions(m.events, ['after'], 'Board.set movable.events');
    if (events.after !== undefined && typeof events.after !== 'function') throw new TypeError(`movable.events.after is a function, not ${typeof events.after}`);
    if ('color' in m && m.color !== null && m.color !== undefined && !COLORS.has(m.color)) {
      throw new TypeError(`movable.color is 'white', 'black', 'both' or null, not ${String(m.color)}`);
    }
    out.movable = {};
    if ('color' in m) out.movable.color = m.color;
    if ('dests' in m) out.movable.dests = readDests(m.dests);
    if (m.events) out.movable.events = events;
  }
  const tfen = c.tfen !== undefined ? c.tfen : c.fen;   // fen: chessground's name
  if (c.position !== undefined) {
    if (!(c.position instanceof Position)) throw new TypeError('position is a Position of this package');
    out.position = c.position.copy();
  } else if (tfen !== undefined) {
    out.position = new Position(tfen);
  }
  return out;
}

export class Board extends EventTarget {
  /**
   * Mount a board in element (emptied first; the board fills it, in both
   * width and height; an element of no height gets the height the board
   * needs for its width). Options are those of
   * set(), plus coordinates (default true: the file letters and rank
   * numbers around the board) and tooltip (default true: hovering or
   * focusing a tower lists it). The WebAssembly module must be loaded
   * (await init()). An element that holds a live board is refused (an
   * Error): destroy() that one first.
   */
  constructor(element, options = {}) {
    super();
    if (!(element instanceof Element)) throw new TypeError('new Board(element): element is a DOM element');
    if (mounted.has(element)) throw new Error('new Board(element): this element holds a board already: destroy() it first');
    const { coordinates, tooltip, ...config } = checkOptions(options, [...SET_KEYS, 'coordinates', 'tooltip'], 'new Board');
    const first = readConfig(config);   // refused before anything is built
    mounted.set(element, this);
    this.element = element;
    this._pos = new Position();
    this._orientation = 'white';
    this._lastMove = null;
    this._check = true;
    this._movable = { color: 'both', dests: undefined, events: {} };
    this._coordinates = coordinates !== false;
    this._tooltip = tooltip !== false;
    this._selected = null;
    this._inspected = null;   // the square last inspected (re-sent after a move)
    this._illegalTimer = null;
    this._count = 0;
    this._focus = 'e2';
    this._legal = [];
    this._squares = new Map();
    this._size = 0;
    this._build();
    this._input = attachInput(this);
    this._resize = new ResizeObserver(() => this._fit());
    this._resize.observe(element);
    this._apply(first);
    this._fit();
  }

  /**
   * Change what the board shows; every field is optional: tfen (a TFEN,
   * R10; fen, as chessground calls it, is the same) or position (a Position, copied), orientation ('white' or
   * 'black' at the bottom), lastMove ([from, to], a Move or null), check
   * (true: mark the king of the side to move when in check; a square;
   * false), movable: { color ('white', 'black', 'both' or null: who may
   * move by hand), dests (a Map from a square to the squares, or to {
   * to, count } entries, its tower may go to: a subset of the legal
   * moves; absent: all legal moves), events: { after(from, to, detail) } }.
   * A value of the wrong kind is a TypeError, a square that is none or a
   * count out of 1..32 a RangeError, each naming the field; nothing
   * changes then. On a destroyed board, a TavreliError.
   */
  set(config = {}) {
    this._live('set');
    return this._apply(readConfig(config));
  }

  /** Show what readConfig() read. */
  _apply(c) {
    let changed = false;
    if (c.position) {
      if (c.position.tfen() !== this._pos.tfen()) changed = true;
      this._pos.free();
      this._pos = c.position;
      this._selected = null;
      if (!('lastMove' in c)) this._lastMove = null;
    }
    if (c.orientation !== undefined && c.orientation !== this._orientation) {
      this._orientation = c.orientation;
      this._layout();
    }
    if ('lastMove' in c) this._lastMove = c.lastMove;
    if ('check' in c) this._check = c.check;
    if (c.movable) {
      const m = c.movable;
      if ('color' in m) this._movable.color = m.color ?? null;
      if ('dests' in m) this._movable.dests = m.dests;
      if (m.events) this._movable.events = { ...this._movable.events, ...m.events };
      this._selected = null;
    }
    this._refresh();
    if (changed) {
      this._emit('change', { tfen: this._pos.tfen(), lastMove: this._lastMove });
      this._reinspect();
    }
    return this;
  }

  /** A TavreliError naming the call on a destroyed board (as for a freed
   *  Position), rather than the TypeError of its missing parts. */
  _live(what) {
    if (!this._pos) throw new TavreliError(`Board.${what}: this board was destroyed: it cannot be used any more`);
  }

  /** The TFEN shown. */
  get tfen() {
    this._live('tfen');
    return this._pos.tfen();
  }

  /** The colour at the bottom. */
  get orientation() {
    return this._orientation;
  }

  /** The square picked up, or null. */
  get selected() {
    return this._selected;
  }

  /** The tower on a square, bottom first (Position.tower()). */
  tower(square) {
    this._live('tower');
    return this._pos.tower(square);
  }

  /** Turn the board round. */
  toggleOrientation() {
    return this.set({ orientation: this._orientation === 'white' ? 'black' : 'white' });
  }

  /** Listen to an event with a function of its detail; returns the
   *  function that stops listening. */
  on(type, fn) {
    const listener = (e) => fn(e.detail);
    this.addEventListener(type, listener);
    return () => this.removeEventListener(type, listener);
  }

  /** Take the board out of the page and release what it holds; the
   *  element may then get a new Board. Harmless twice; any other call on
   *  the board is then a TavreliError. */
  destroy() {
    if (!this._pos) return;
    clearTimeout(this._illegalTimer);
    this._resize.disconnect();
    this._input.detach();
    this._root.remove();
    this.element.classList.remove('tav-board-host');
    this._pos.free();
    this._pos = null;
    this._squares.clear();
    mounted.delete(this.element);
  }

  // ---- building and drawing ------------------------------------------------

  _build() {
    const host = this.element;
    host.replaceChildren();
    host.classList.add('tav-board-host');
    const root = el('div', `tav-board${this._coordinates ? ' tav-coords' : ''}`);
    const frame = el('div', 'tav-frame');
    const grid = el('div', 'tav-grid');
    grid.setAttribute('role', 'grid');
    grid.setAttribute('aria-label', 'Tavreli board');
    const ranks = el('div', 'tav-ranks');
    const files = el('div', 'tav-files');
    ranks.setAttribute('aria-hidden', 'true');
    files.setAttribute('aria-hidden', 'true');
    frame.append(ranks, grid, files);
    const split = el('div', 'tav-split');
    split.setAttribute('role', 'group');
    split.setAttribute('aria-label', 'pieces to move');
    const tip = el('div', 'tav-tooltip');
    tip.setAttribute('role', 'tooltip');
    tip.hidden = true;
    root.append(frame, split, tip);
    host.append(root);
    Object.assign(this, { _root: root, _frame: frame, _grid: grid, _ranks: ranks, _files: files, _split: split, _tip: tip });
    for (let rank = 0; rank < 8; rank++) {
      for (let file = 0; file < 8; file++) {
        const name = squareName(file, rank);
        const sq = el('div', `tav-sq ${(file + rank) % 2 ? 'tav-light' : 'tav-dark'}`);
        sq.dataset.square = name;
        sq.setAttribute('role', 'gridcell');
        sq.tabIndex = -1;
        this._squares.set(name, sq);
      }
    }
    this._layout();
  }

  /** Put the squares and the coordinates in the order of the orientation. */
  _layout() {
    const flipped = this._orientation === 'black';
    const rows = [];
    for (let row = 0; row < 8; row++) {
      const r = el('div', 'tav-row');
      r.setAttribute('role', 'row');
      for (let col = 0; col < 8; col++) {
        const file = flipped ? 7 - col : col;
        const rank = flipped ? row : 7 - row;
        r.append(this._squares.get(squareName(file, rank)));
      }
      rows.push(r);
    }
    this._grid.replaceChildren(...rows);
    this._ranks.replaceChildren(...Array.from({ length: 8 }, (_, row) => {
      const s = el('span', 'tav-coord');
      s.textContent = String(flipped ? row + 1 : 8 - row);
      return s;
    }));
    this._files.replaceChildren(...Array.from({ length: 8 }, (_, col) => {
      const s = el('span', 'tav-coord');
      s.textContent = FILES[flipped ? 7 - col : col];
      return s;
    }));
  }

  /** Size the board to its element: the largest square size that lets the
   *  board, its coordinates and the split bar fit in width and height. */
  _fit() {
    if (!this._pos) return;
    // An element without a height of its own (0 at the first fit) lets
    // the board take its width, and takes the board's height.
    if (this._autoHeight === undefined) {
      this._autoHeight = this.element.clientHeight === 0;
      this._root.classList.toggle('tav-auto-height', this._autoHeight);
    }
    const w = this.element.clientWidth;
    const h = this._autoHeight ? Infinity : this.element.clientHeight;
    const splitH = this._split.offsetHeight || 30;
    const gutter = this._coordinates ? 0.3 : 0;
    const size = Math.max(12, Math.floor(Math.min(w / (8 + gutter), (h - splitH - 4) / (8 + gutter))));
    if (size === this._size) return;
    this._size = size;
    this._root.style.setProperty('--tav-sq', `${size}px`);
    this._draw();
  }

  /** The legal moves the user may make now. */
  _movableMoves() {
    const { color, dests } = this._movable;
    if (!color || (color !== 'both' && color !== this._pos.turn)) return [];
    let moves = this._pos.legalMoves();
    if (dests instanceof Map) {
      moves = moves.filter((m) => {
        const list = dests.get(m.from);
        return Array.isArray(list) && list.some((d) => (typeof d === 'string' ? d === m.to
          : d && d.to === m.to && (d.count === undefined || d.count === m.count)));
      });
    } else if (dests !== undefined && dests !== null) {
      throw new TypeError('movable.dests is a Map from a square to its destinations');
    }
    return moves;
  }

  _refresh() {
    this._legal = this._movableMoves();
    this._draw();
  }

  _checkSquare() {
    if (this._check === true) return this._pos.isCheck() ? this._pos.king(this._pos.turn) : null;
    return typeof this._check === 'string' ? this._check : null;
  }

  _draw() {
    const pos = this._pos;
    if (!pos) return;
    const last = this._lastMove;
    const check = this._checkSquare();
    const dests = new Set(this._selected ? this.movesFrom(this._selected, this._count).map((m) => m.to) : []);
    const from = new Set(this._legal.map((m) => m.from));
    for (const [name, sq] of this._squares) {
      const tower = pos.tower(name);
      drawTower(sq, tower, this._size || 48);
      sq.dataset.height = String(tower.length);
      sq.dataset.top = tower.length ? tower[tower.length - 1].letter : '';
      const cls = sq.classList;
      cls.toggle('tav-occupied', tower.length > 0);
      cls.toggle('tav-stacked', tower.length > 1);
      cls.toggle('tav-last', Boolean(last && (last[0] === name || last[1] === name)));
      cls.toggle('tav-selected', this._selected === name);
      cls.toggle('tav-dest', dests.has(name));
      cls.toggle('tav-movable', from.has(name));
      cls.toggle('tav-check', check === name);
      sq.tabIndex = this._focus === name ? 0 : -1;
      let label = squareLabel(name, tower);
      if (this._selected === name) label += ', picked up';
      if (dests.has(name)) label += ', a destination';
      if (check === name) label += ', in check';
      sq.setAttribute('aria-label', label);
    }
    this._drawSplit();
  }

  _drawSplit() {
    const counts = this._selected ? this.countsFrom(this._selected) : [];
    const box = this._split;
    box.replaceChildren();
    box.classList.toggle('tav-split-open', counts.length > 1);
    if (counts.length < 2) return;
    const label = el('span', 'tav-split-label');
    label.textContent = 'Pieces to move:';
    box.append(label);
    const height = this._pos.height(this._selected);
    for (const k of counts) {
      const b = el('button', `tav-count${k === this._count ? ' tav-chosen' : ''}`);
      b.type = 'button';
      b.dataset.count = String(k);
      b.textContent = k === height ? `${k} (all)` : String(k);
      b.title = k === 1 ? 'the top piece alone' : `the top ${k} pieces`;
      b.setAttribute('aria-pressed', String(k === this._count));
      b.addEventListener('click', () => this.chooseCount(k));
      box.append(b);
    }
  }

  // ---- what input does (board-input.js calls these) ------------------------

  /** The movable moves from a square (with count, if given). */
  movesFrom(square, count) {
    return this._legal.filter((m) => m.from === square && (count === undefined || m.count === count));
  }

  /** The counts a tower may move with, smallest first. */
  countsFrom(square) {
    return [...new Set(this.movesFrom(square).map((m) => m.count))].sort((a, b) => a - b);
  }

  /** Pick up the tower on square (the whole tower by default, R4, else
   *  the most pieces that can move), or drop it with null. Returns whether
   *  something is picked up. */
  select(square) {
    this._live('select');
    if (square !== null && !this.movesFrom(square).length) square = null;
    this._selected = square;
    // The tooltip would cover the destinations: none while a tower is up.
    if (square) this._tip.hidden = true;
    if (square) {
      const counts = this.countsFrom(square);
      const height = this._pos.height(square);
      this._count = counts.includes(height) ? height : counts[counts.length - 1];
    }
    this._draw();
    this._emit('select', this._selectDetail());
    return square !== null;
  }

  _selectDetail() {
    const square = this._selected;
    return {
      square,
      count: square ? this._count : 0,
      counts: square ? this.countsFrom(square) : [],
      dests: square ? this.movesFrom(square, this._count).map((m) => m.to) : [],
    };
  }

  /** Choose how many pieces leave the picked-up tower. */
  chooseCount(k) {
    this._live('chooseCount');
    if (!this._selected || !this.movesFrom(this._selected, k).length) return false;
    this._count = k;
    this._draw();
    this._emit('select', this._selectDetail());
    return true;
  }

  /** Change the chosen count by delta (keyboard + and -). */
  stepCount(delta) {
    const counts = this._selected ? this.countsFrom(this._selected) : [];
    const i = counts.indexOf(this._count) + delta;
    return i >= 0 && i < counts.length ? this.chooseCount(counts[i]) : false;
  }

  /** Play the picked-up tower to square if that is a movable move: the
   *  board shows the position after it and tells the app (move, change,
   *  movable.events.after). Returns whether it moved. */
  drop(square) {
    this._live('drop');
    const move = this._selected && this.movesFrom(this._selected, this._count).find((m) => m.to === square);
    if (!move) return false;
    const played = this._pos.push(move);
    this._selected = null;
    this._lastMove = [played.from, played.to];
    this._focus = played.to;
    this._refresh();
    const detail = { from: played.from, to: played.to, count: played.count, text: String(played), move: played, tfen: this._pos.tfen() };
    this._emit('move', detail);
    if (typeof this._movable.events.after === 'function') this._movable.events.after(played.from, played.to, detail);
    this._emit('change', { tfen: detail.tfen, lastMove: this._lastMove });
    this._inspected = played.to;
    this._reinspect();
    return true;
  }

  /** The picked-up tower cannot go to square: the square flashes (class
   *  tav-illegal), the tower is put back, and an 'illegal' event tells the
   *  app { from, to, count, reason }. Returns false (nothing moved). */
  refuse(square) {
    this._live('refuse');
    const from = this._selected;
    if (!from || !this._squares.has(square)) return false;
    const count = this._count;
    const legal = this._pos.legalMoves({ square: from }).some((m) => m.to === square && m.count === count);
    const what = `${from}${count < this._pos.height(from) ? `(${count})` : ''} to ${square}`;
    const reason = legal ? `${what} is not allowed on this board (movable.dests)` : `${what} is not a legal move here`;
    this.select(null);
    const sq = this._squares.get(square);
    sq.classList.remove('tav-illegal');
    void sq.offsetWidth;   // restart the animation
    sq.classList.add('tav-illegal');
    clearTimeout(this._illegalTimer);
    this._illegalTimer = setTimeout(() => sq.classList.remove('tav-illegal'), 600);
    this._emit('illegal', { from, to: square, count, reason });
    return false;
  }

  /** Tell the app again what the inspected square holds (after a move or
   *  a new position the tower there changed). */
  _reinspect() {
    if (this._inspected) this._emit('inspect', { square: this._inspected, tower: this._pos.tower(this._inspected) });
  }

  /** The square that keyboard focus is on. */
  get focusSquare() {
    return this._focus;
  }

  /** Move keyboard focus to a square (and to the page's focus when focus
   *  is inside the board, or when asked). */
  focus(square = this._focus, options = undefined) {
    this._live('focus');
    const { dom = true } = checkOptions(options, ['dom'], 'Board.focus');
    const prev = this._squares.get(this._focus);
    if (prev) prev.tabIndex = -1;
    this._focus = square;
    const sq = this._squares.get(square);
    sq.tabIndex = 0;
    if (dom) sq.focus();
  }

  /** The square dx files right and dy ranks up on the screen from square. */
  neighbour(square, dx, dy) {
    const s = this._orientation === 'black' ? -1 : 1;
    const file = FILES.indexOf(square[0]) + dx * s;
    const rank = Number(square[1]) - 1 + dy * s;
    return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? squareName(file, rank) : square;
  }

  /** Show or hide the tooltip listing the tower of square (null hides). */
  inspect(square) {
    const tip = this._tip;
    if (!square || !this._pos) {
      tip.hidden = true;
      return;
    }
    const tower = this._pos.tower(square);
    this._inspected = square;
    this._emit('inspect', { square, tower });
    if (!this._tooltip || tower.length < 2 || this._selected) {
      tip.hidden = true;
      return;
    }
    tip.replaceChildren(towerList(square, tower));
    tip.dataset.for = square;
    tip.hidden = false;
    // beside the square, inside the board's box
    const box = this._root.getBoundingClientRect();
    const r = this._squares.get(square).getBoundingClientRect();
    const tw = tip.offsetWidth;
    const th = tip.offsetHeight;
    let x = r.right - box.left + 4;
    if (x + tw > box.width) x = Math.max(0, r.left - box.left - tw - 4);
    const y = Math.max(0, Math.min(r.top - box.top, box.height - th));
    tip.style.left = `${x}px`;
    tip.style.top = `${y}px`;
  }

  _emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
export { BoardEval } from './board-eval.js';
