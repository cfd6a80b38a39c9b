// BoardEval: the evaluation bar beside a board and the evaluation graph
// under it, for an annotated game (one with "[%eval]" comments, as
// EngineWorker.annotate() or `tavreli annotate` write it). Both show C's
// numbers: Game.evaluations() (white's winning chances by C's fitted curve,
// the judgements by their NAGs) and Game.evalGraph() (the render layer's
// SVG). The app keeps the game and the ply on show; a click (or a key) on
// the graph asks for another ply with a 'ply' event.
//
//   const ev = new BoardEval({ bar: barElement, graph: graphElement });
//   ev.set({ game: annotated, ply: 12 });
//   ev.addEventListener('ply', (e) => goTo(e.detail.ply));
import { checkOptions } from './options.js';

const SET_KEYS = ['game', 'ply', 'orientation'];

function el(tag, cls) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  return e;
}

/** An evaluation as lichess writes it: '+0.35', '-1.20', '#3', '#-2'. */
function evalText(ev) {
  if (ev.mate) return `#${ev.mate}`;
  const pawns = (ev.cp / 100).toFixed(2);
  return ev.cp > 0 ? `+${pawns}` : pawns;
}

export class BoardEval extends EventTarget {
  /**
   * The bar goes into options.bar and the graph into options.graph (DOM
   * elements, emptied; either may be omitted); the other options are
   * set()'s. Both are hidden until a game with evaluations is set.
   */
  constructor(options = {}) {
    super();
    const { bar = null, graph = null, ...config } = checkOptions(options, ['bar', 'graph', ...SET_KEYS], 'new BoardEval');
    for (const [name, e] of [['bar', bar], ['graph', graph]]) {
      if (e !== null && !(e instanceof Element)) throw new TypeError(`new BoardEval: ${name} is a DOM element`);
    }
    this._curve = [];
    this._ply = 0;
    this._orientation = 'white';
    this._bar = bar;
    this._graph = graph;
    if (bar) {
      bar.replaceChildren();
      bar.classList.add('tav-evalbar');
      this._fill = bar.appendChild(el('div', 'tav-evalbar-white'));
      this._label = bar.appendChild(el('span', 'tav-evalbar-text'));
      bar.setAttribute('role', 'meter');
      bar.setAttribute('aria-valuemin', '0');
      bar.setAttribute('aria-valuemax', '100');
    }
    if (graph) {
      graph.replaceChildren();
      graph.classList.add('tav-evalgraph');
      graph.tabIndex = 0;
      graph.setAttribute('role', 'slider');
      graph.setAttribute('aria-label', 'evaluation graph: the move on show');
      this._picture = graph.appendChild(el('div', 'tav-evalgraph-svg'));
      this._cursor = graph.appendChild(el('div', 'tav-evalgraph-cursor'));
      this._onClick = (e) => this._clicked(e);
      this._onKey = (e) => this._key(e);
      graph.addEventListener('click', this._onClick);
      graph.addEventListener('keydown', this._onKey);
    }
    this.set({ game: null, ...config });
  }

  /**
   * Change what is shown; every field is optional: game (an annotated
   * Game, read at once and not kept; null clears the bar and graph), ply
   * (0..moves: the position after that many moves of the main line),
   * orientation ('white' or 'black' at the bottom of the bar).
   */
  set(config = {}) {
    const { game, ply, orientation } = checkOptions(config, SET_KEYS, 'BoardEval.set') || {};
    if (orientation !== undefined) {
      if (orientation !== 'white' && orientation !== 'black') throw new TypeError(`orientation is 'white' or 'black', not ${String(orientation)}`);
      this._orientation = orientation;
    }
    if (game !== undefined) {
      if (game !== null && (typeof game.evaluations !== 'function' || typeof game.evalGraph !== 'function')) {
        throw new TypeError('BoardEval.set: game is a Game or null');
      }
      const curve = game ? game.evaluations() : [];
      this._curve = curve.some((p) => p.eval !== null) ? curve : [];
      if (this._picture) this._picture.innerHTML = this._curve.length ? game.evalGraph() : '';
      if (ply === undefined) this._ply = Math.min(this._ply, this._curve.length);
    }
    if (ply !== undefined) {
      if (!Number.isInteger(ply) || ply < 0) throw new RangeError(`BoardEval.set: ply is an integer >= 0, not ${ply}`);
      this._ply = Math.min(ply, this._curve.length);
    }
    this._draw();
    return this;
  }

  /** Whether a game with evaluations is shown. */
  get active() {
    return this._curve.length > 0;
  }

  /** The ply on show. */
  get ply() {
    return this._ply;
  }

  /** What the bar shows: { ply, chances (white's, 0..1), text ('+0.35',
   *  '#3', '1-0' after a mate, '' before the first move), judgement }. */
  get shown() {
    const p = this._ply ? this._curve[this._ply - 1] : null;
    let text = '';
    if (p) text = p.eval ? evalText(p.eval) : p.chances === 1 ? '1-0' : p.chances === 0 ? '0-1' : '';
    return { ply: this._ply, chances: p ? p.chances : 0.5, text, judgement: p ? p.judgement : null };
  }

  /** Remove the listeners and empty the elements. */
  destroy() {
    if (this._graph) {
      this._graph.removeEventListener('click', this._onClick);
      this._graph.removeEventListener('keydown', this._onKey);
      this._graph.replaceChildren();
      this._graph.hidden = true;
    }
    if (this._bar) {
      this._bar.replaceChildren();
      this._bar.hidden = true;
    }
    this._curve = [];
  }

  _draw() {
    const on = this.active;
    const s = this.shown;
    if (this._bar) {
      this._bar.hidden = !on;
      const pct = Math.round(s.chances * 1000) / 10;
      this._fill.style.height = `${pct}%`;
      this._bar.classList.toggle('tav-evalbar-flipped', this._orientation === 'black');
      this._label.textContent = s.text;
      this._bar.setAttribute('aria-valuenow', String(pct));
      this._bar.setAttribute('aria-valuetext', s.text ? `${s.text}: white's winning chances ${pct}%` : 'no evaluation');
      this._bar.title = s.text ? `${s.text}${s.judgement ? ` (${s.judgement})` : ''}` : '';
    }
    if (this._graph) {
      this._graph.hidden = !on;
      const n = this._curve.length;
      this._cursor.hidden = !on || this._ply === 0;
      // value i of the graph (after ply i + 1) is at i / (n - 1) of its width (tav_svg_graph_alloc)
      if (on && this._ply) this._cursor.style.left = `${n > 1 ? ((this._ply - 1) / (n - 1)) * 100 : 0}%`;
      this._graph.setAttribute('aria-valuemin', '0');
      this._graph.setAttribute('aria-valuemax', String(n));
      this._graph.setAttribute('aria-valuenow', String(this._ply));
    }
  }

  _ask(ply) {
    const next = Math.max(0, Math.min(this._curve.length, ply));
    this.dispatchEvent(new CustomEvent('ply', { detail: { ply: next } }));
  }

  _clicked(e) {
    const n = this._curve.length;
    if (!n) return;
    const r = this._picture.getBoundingClientRect();
    const x = Math.max(0, Math.min(1, (e.clientX - r.left) / (r.width || 1)));
    this._ask(n > 1 ? Math.round(x * (n - 1)) + 1 : 1);
  }

  _key(e) {
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity }[e.key];
    if (step === undefined || !this.active) return;
    e.preventDefault();
    e.stopPropagation();
    this._ask(Number.isFinite(step) ? this._ply + step : step < 0 ? 0 : this._curve.length);
  }
}
