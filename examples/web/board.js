// The board page: a Position from the package, drawn square by square,
// moved by click or drag, with split counts, take back, TFEN and TGN in and
// out, and a Web Worker for long counts. Every rule question (legal moves,
// check, the end, the notation) is asked of the library.
import { init, Position, Game, readGames, START_TFEN } from './tavreli/src/index.js';
import { drawTower, chip, describe } from './tower.js';

const $ = (id) => document.getElementById(id);
const FILES = 'abcdefgh';

const state = {
  pos: null,           // the Position on the board
  start: START_TFEN,   // where its history starts (for TGN)
  flipped: false,
  selected: null,      // square name of the tower picked up
  count: 0,            // pieces chosen to leave it
  inspected: null,     // square listed in the inspector
  legal: [],           // legal moves of pos (refreshed after each change)
  drag: null,          // { from, pointerId } while dragging
};

// ---- drawing -----------------------------------------------------------

const squares = new Map();   // name -> element

function buildBoard() {
  const board = $('board');
  board.replaceChildren();
  squares.clear();
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const file = state.flipped ? 7 - col : col;
      const rank = state.flipped ? row : 7 - row;
      const name = FILES[file] + (rank + 1);
      const sq = document.createElement('div');
      sq.className = `sq ${(file + rank) % 2 ? 'light' : 'dark'}`;
      sq.dataset.square = name;
      sq.setAttribute('role', 'gridcell');
      sq.addEventListener('pointerdown', onPointerDown);
      sq.addEventListener('pointerenter', () => { if (!state.drag) inspect(name, false); });
      board.append(sq);
      squares.set(name, sq);
    }
  }
}

function coords(sq, name) {
  const file = name[0];
  const rank = name[1];
  const bottomRank = state.flipped ? '8' : '1';
  const leftFile = state.flipped ? 'h' : 'a';
  if (rank === bottomRank) sq.append(Object.assign(document.createElement('span'), { className: 'coord file', textContent: file }));
  if (file === leftFile) sq.append(Object.assign(document.createElement('span'), { className: 'coord rank', textContent: rank }));
}

function movesFrom(square, count) {
  return state.legal.filter((m) => m.from === square && (count === undefined || m.count === count));
}

function render() {
  const { pos } = state;
  const last = pos.peek();
  const checkSquare = pos.isCheck() ? pos.king(pos.turn) : null;
  const dests = new Set(state.selected ? movesFrom(state.selected, state.count).map((m) => m.to) : []);
  for (const [name, sq] of squares) {
    const tower = pos.tower(name);
    drawTower(sq, tower);
    coords(sq, name);
    sq.dataset.height = String(tower.length);
    sq.dataset.top = tower.length ? tower[tower.length - 1].letter : '';
    sq.classList.toggle('has-stack', tower.length > 1);
    sq.classList.toggle('occupied', tower.length > 0);
    sq.classList.toggle('last', Boolean(last && (last.from === name || last.to === name)));
    sq.classList.toggle('selected', state.selected === name);
    sq.classList.toggle('dest', dests.has(name));
    sq.classList.toggle('check', checkSquare === name);
    sq.classList.toggle('inspected', state.inspected === name);
    sq.setAttribute('aria-label', `${name}: ${tower.length ? tower.map(describe).join(', ') : 'empty'}`);
  }
  renderStatus();
  renderSplit();
  renderMoves();
  renderInspector();
  if (document.activeElement !== $('tfen')) $('tfen').value = pos.tfen();
}

function renderStatus() {
  const { pos } = state;
  const out = pos.outcome();
  const el = $('status');
  const side = pos.turn === 'white' ? 'White' : 'Black';
  el.classList.toggle('check', pos.isCheck());
  if (out && out.reason === 'checkmate') {
    el.textContent = `Checkmate: ${out.winner} wins (${out.result})`;
  } else if (out && out.reason === 'insufficient_material') {
    el.textContent = `Dead position: neither side can mate, a draw (${out.result})`;
  } else if (out) {
    el.textContent = `Stalemate: a draw (${out.result})`;
  } else {
    let text = `${side} to move${pos.isCheck() ? ' \u2014 check!' : ''}`;
    if (pos.canClaimThreefoldRepetition()) text += ' (threefold repetition: a draw may be claimed)';
    else if (pos.canClaimFiftyMoves()) text += ' (fifty-move rule: a draw may be claimed)';
    el.textContent = text;
  }
  $('undo').disabled = pos.peek() === null;
}

function renderSplit() {
  const box = $('split');
  const counts = state.selected ? [...new Set(movesFrom(state.selected).map((m) => m.count))].sort((a, b) => a - b) : [];
  box.hidden = counts.length < 2;
  const list = $('split-counts');
  list.replaceChildren();
  if (box.hidden) return;
  const height = state.pos.height(state.selected);
  for (const k of counts) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.count = String(k);
    b.textContent = k === height ? `${k} (all)` : String(k);
    b.title = k === 1 ? 'the top piece alone' : `the top ${k} pieces`;
    b.classList.toggle('chosen', k === state.count);
    b.addEventListener('click', () => {
      state.count = k;
      render();
    });
    list.append(b);
  }
}

function renderMoves() {
  const list = $('moves');
  list.replaceChildren();
  const start = new Position(state.start);
  let number = start.fullmoveNumber;
  let li = null;
  const stack = state.pos.moveStack();
  stack.forEach((m, i) => {
    const white = (start.turn === 'white') === (i % 2 === 0);
    if (white || li === null) {
      li = document.createElement('li');
      li.value = number;
      if (!white) li.append('\u2026 ');
      list.append(li);
    }
    const span = document.createElement('span');
    span.className = 'move';
    span.textContent = String(m);
    li.append(span, ' ');
    if (!white) number++;
    if (i === stack.length - 1) li.classList.add('current');
  });
  start.free();
  list.scrollTop = list.scrollHeight;
}

function renderInspector() {
  const name = state.inspected;
  const list = $('inspector');
  list.replaceChildren();
  if (!name) return;
  const tower = state.pos.tower(name);
  $('inspector-title').textContent = tower.length
    ? `${name}: ${tower.length} piece${tower.length > 1 ? 's' : ''}, bottom (1) to top (${tower.length})`
    : `${name}: empty`;
  tower.forEach((p, i) => {
    const li = document.createElement('li');
    li.dataset.index = String(i);
    li.dataset.letter = p.letter;
    if (i === tower.length - 1) li.classList.add('top');
    const idx = document.createElement('span');
    idx.className = 'idx';
    idx.textContent = String(i + 1);
    li.append(idx, chip(p), describe(p) + (i === tower.length - 1 ? ' \u2014 top, moves the tower' : ''));
    list.append(li);
  });
}

// ---- acting ------------------------------------------------------------

function refresh() {
  searching++;   // an answer for the position before is no longer wanted
  state.legal = state.pos.legalMoves();
  render();
  setTimeout(engineTurn, 0);
}

function ownTop(name) {
  const top = state.pos.top(name);
  return top !== null && top.color === state.pos.turn;
}

function select(name) {
  const moves = movesFrom(name);
  if (!moves.length) {
    state.selected = null;
    return;
  }
  state.selected = name;
  // The whole tower by default (R4), else the most pieces that can move.
  const height = state.pos.height(name);
  const counts = moves.map((m) => m.count);
  state.count = counts.includes(height) ? height : Math.max(...counts);
}

function play(to) {
  const move = movesFrom(state.selected, state.count).find((m) => m.to === to);
  if (!move) return false;
  state.pos.push(move);
  state.selected = null;
  state.inspected = to;
  refresh();
  return true;
}

function inspect(name, pin) {
  if (state.inspected === name && !pin) return;
  state.inspected = name;
  for (const [n, sq] of squares) sq.classList.toggle('inspected', n === name);
  renderInspector();
}

function squareAt(x, y) {
  const el = document.elementFromPoint(x, y);
  const sq = el && el.closest ? el.closest('.sq') : null;
  return sq ? sq.dataset.square : null;
}

function onPointerDown(event) {
  const name = event.currentTarget.dataset.square;
  inspect(name, true);
  if (state.selected && state.selected !== name && play(name)) return;
  if (state.selected === name) {
    state.selected = null;
  } else if (ownTop(name)) {
    select(name);
    state.drag = { from: name, pointerId: event.pointerId, ghost: null, x: event.clientX, y: event.clientY };
  } else {
    state.selected = null;
  }
  render();
}

// While dragging, a copy of the top piece follows the pointer.
document.addEventListener('pointermove', (event) => {
  const drag = state.drag;
  if (!drag || drag.pointerId !== event.pointerId) return;
  if (!drag.ghost) {
    if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 6) return;
    const glyph = squares.get(drag.from).querySelector('.glyph');
    if (!glyph) return;
    drag.ghost = glyph.cloneNode(true);
    drag.ghost.classList.add('ghost');
    document.body.append(drag.ghost);
  }
  drag.ghost.style.left = `${event.clientX}px`;
  drag.ghost.style.top = `${event.clientY}px`;
});

document.addEventListener('pointerup', (event) => {
  const drag = state.drag;
  state.drag = null;
  if (drag && drag.ghost) drag.ghost.remove();
  if (!drag || drag.pointerId !== event.pointerId) return;
  const to = squareAt(event.clientX, event.clientY);
  if (to && to !== drag.from && state.selected === drag.from) play(to);
});

// ---- the engine, in the worker ------------------------------------------------

let searching = 0;   // a token: a search's answer is used only if nothing changed since

function scoreText(r) {
  if (r.mate !== null) return r.mate > 0 ? `mate in ${r.mate}` : `mated in ${-r.mate}`;
  const cp = r.score / 100;
  return `${cp >= 0 ? '+' : ''}${cp.toFixed(2)} for the side to move`;
}

async function engineSearch() {
  const token = ++searching;
  const out = $('engine-out');
  out.textContent = 'thinking…';
  const r = await askWorker('search', {
    start: state.start,
    moves: state.pos.moveStack().map(String),
    limits: { movetime: Number($('engine-time').value) },
  });
  if (token !== searching) return null;
  out.textContent = r.bestMove
    ? `${r.bestMove}: ${scoreText(r)}, depth ${r.depth}, ${r.nodes.toLocaleString('en')} nodes; line ${r.pv.join(' ')}`
    : 'no legal move';
  out.dataset.best = r.bestMove || '';
  return r;
}

async function engineMove() {
  if (state.pos.outcome()) return;
  try {
    const r = await engineSearch();
    if (r && r.bestMove) {
      state.pos.push(r.bestMove);
      state.selected = null;
      refresh();
    }
  } catch (e) {
    $('engine-out').textContent = e.message;
  }
}

function engineTurn() {
  const side = $('engine-side').value;
  if (side === state.pos.turn && !state.pos.outcome()) engineMove();
}

function setPosition(pos, start) {
  if (state.pos) state.pos.free();
  state.pos = pos;
  state.start = start;
  state.selected = null;
  refresh();
}

function takeBack() {
  if (state.pos.peek() === null) return;
  const m = state.pos.pop();
  state.selected = null;
  state.inspected = m.from;
  refresh();
}

function loadTfen() {
  const text = $('tfen').value.trim();
  $('tfen-error').textContent = '';
  try {
    setPosition(new Position(text), text);
    state.start = state.pos.tfen();
  } catch (e) {
    $('tfen-error').textContent = e.message;
  }
}

function loadTgn(text) {
  $('tgn-error').textContent = '';
  const games = readGames(text);
  if (!games.length) {
    $('tgn-error').textContent = 'no game in this text';
    return;
  }
  const game = games[0];
  const problems = game.problems.map(String);
  setPosition(game.position(), game.startTfen);
  if (problems.length) $('tgn-error').textContent = problems.join('\n');
  for (const g of games) g.free();
}

function currentGame() {
  const start = state.start === START_TFEN ? null : state.start;
  const game = new Game(start);
  game.setHeader('Event', 'Tavreli board');
  game.setHeader('Date', new Date().toISOString().slice(0, 10).replaceAll('-', '.'));
  for (const m of state.pos.moveStack()) game.push(m);
  const out = state.pos.outcome();
  game.result = out && out.reason === 'checkmate' ? out.result : out ? '1/2-1/2' : '*';
  return game;
}

function download(text, type, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function saveTgn() {
  const game = currentGame();
  const text = game.write();
  game.free();
  $('tgn').value = text;
  download(text, 'text/plain', 'tavreli-game.tgn');
}

// A static diagram for printing or a web page, drawn by the C renderer.
function saveSvg() {
  const svg = state.pos.svg({ size: 480, lastMove: true, orientation: state.flipped ? 'black' : 'white' });
  download(svg, 'image/svg+xml', 'tavreli-position.svg');
}

// ---- the Web Worker -------------------------------------------------------

let worker = null;
let nextId = 1;
const pending = new Map();

/** Ask the worker (worker.js) for { type, ...args }; resolves with its result. */
function askWorker(type, args) {
  if (!worker) {
    worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      const p = pending.get(data.id);
      pending.delete(data.id);
      if (p) (data.error ? p.reject(new Error(data.error)) : p.resolve(data.result));
    };
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, type, ...args });
  });
}

async function perftInWorker() {
  const out = $('worker-out');
  const tfen = state.pos.tfen();
  out.textContent = 'counting…';
  const t0 = performance.now();
  try {
    const n = await askWorker('perft', { tfen, depth: 3 });
    out.textContent = `perft(3) = ${n.toLocaleString('en')} (${Math.round(performance.now() - t0)} ms, in a Web Worker)`;
    out.dataset.result = String(n);
  } catch (e) {
    out.textContent = e.message;
  }
}

// ---- start -------------------------------------------------------------------

await init();
buildBoard();
setPosition(new Position(), START_TFEN);
$('undo').addEventListener('click', takeBack);
$('flip').addEventListener('click', () => { state.flipped = !state.flipped; buildBoard(); render(); });
$('new').addEventListener('click', () => setPosition(new Position(), START_TFEN));
$('load-tfen').addEventListener('click', loadTfen);
$('copy-tfen').addEventListener('click', () => { $('tfen').value = state.pos.tfen(); $('tfen').select(); });
$('load-tgn').addEventListener('click', () => loadTgn($('tgn').value));
$('save-tgn').addEventListener('click', saveTgn);
$('save-svg').addEventListener('click', saveSvg);
$('tgn-file').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  if (file) loadTgn(await file.text());
});
$('perft').addEventListener('click', perftInWorker);
$('engine-side').addEventListener('change', engineTurn);
$('engine-move').addEventListener('click', engineMove);
$('analyse').addEventListener('click', () => engineSearch().catch((e) => { $('engine-out').textContent = e.message; }));
document.addEventListener('keydown', (e) => {
  if (e.target.closest('textarea, input')) return;
  if (e.key === 'Backspace' || (e.key === 'z' && (e.ctrlKey || e.metaKey))) { e.preventDefault(); takeBack(); }
  if (e.key === 'f') { state.flipped = !state.flipped; buildBoard(); render(); }
  if (e.key === 'Escape') { state.selected = null; render(); }
  if (/^[1-9]$/.test(e.key) && state.selected && movesFrom(state.selected, Number(e.key)).length) {
    state.count = Number(e.key);
    render();
  }
});
document.body.dataset.ready = 'true';
