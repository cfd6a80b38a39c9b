// The board page: a thin app on the package. The Board component
// (tavreli/board) shows the position and takes the user's moves;
// EngineWorker (tavreli) thinks in a worker; the game is a start TFEN, a
// list of moves and the ply on show, so that a loaded game can be stepped
// through. Every rule question is asked of the library. An annotated game
// (loaded with [%eval] comments, or annotated here by the worker) gets the
// evaluation bar and graph (BoardEval); a click on the graph goes to the move.
import { init, Position, Game, readGames, START_TFEN, EngineWorker } from './tavreli/src/index.js';
import { Board, BoardEval } from './tavreli/src/board.js';
import { towerList } from './tavreli/src/board-view.js';

const $ = (id) => document.getElementById(id);

await init();

const game = { start: START_TFEN, moves: [], ply: 0 };
let pos = new Position();
let engine = null;
let searchToken = 0;     // a search's answer counts only if nothing changed since it began
let games = [];          // the games of the last TGN text loaded
let source = null;       // the Game on show as loaded or annotated (its tags, comments), or null
let annotating = false;  // the worker annotates the game: navigation does not stop it

const board = new Board($('board'), { movable: { color: 'both' } });
const evalView = new BoardEval({ bar: $('eval-bar'), graph: $('eval-graph') });
evalView.addEventListener('ply', (e) => goTo(e.detail.ply));

// ---- the game and the board ------------------------------------------------

/** The engine's side ('white', 'black') or null. */
function engineSide() {
  const v = $('engine-side').value;
  return v === 'none' ? null : v;
}

/** Rebuild pos for game.ply and show it. */
function show() {
  pos.free();
  pos = new Position(game.start);
  pos.pushAll(game.moves.slice(0, game.ply));
  const last = pos.peek();
  const side = engineSide();
  // The engine's side is locked: the user moves only the other one.
  const color = side === 'white' ? 'black' : side === 'black' ? 'white' : 'both';
  board.set({ position: pos, lastMove: last, check: true, movable: { color } });
  evalView.set({ ply: game.ply, orientation: board.orientation });
  renderStatus();
  renderMoves();
  if (document.activeElement !== $('tfen')) $('tfen').value = pos.tfen();
  $('undo').disabled = game.ply === 0;
  $('first').disabled = $('prev').disabled = game.ply === 0;
  $('next').disabled = $('last').disabled = game.ply === game.moves.length;
}

function renderStatus() {
  const out = pos.outcome();
  const el = $('status');
  el.classList.toggle('check', pos.isCheck());
  if (out && out.reason === 'checkmate') {
    el.textContent = `Checkmate: ${out.winner} wins (${out.result})`;
  } else if (out && out.reason === 'insufficient_material') {
    el.textContent = `Dead position: neither side can mate, a draw (${out.result})`;
  } else if (out) {
    el.textContent = `Stalemate: a draw (${out.result})`;
  } else {
    let text = `${pos.turn === 'white' ? 'White' : 'Black'} to move${pos.isCheck() ? ' \u2014 check!' : ''}`;
    if (pos.canClaimThreefoldRepetition()) text += ' (threefold repetition: a draw may be claimed)';
    else if (pos.canClaimFiftyMoves()) text += ' (fifty-move rule: a draw may be claimed)';
    el.textContent = text;
  }
}

/** The move list, each move with '+' or '#' as the position after it says. */
function renderMoves() {
  const list = $('moves');
  list.replaceChildren();
  const p = new Position(game.start);
  let number = p.fullmoveNumber;
  let li = null;
  game.moves.forEach((text, i) => {
    const white = p.turn === 'white';
    p.push(text);
    if (white || li === null) {
      li = document.createElement('li');
      li.value = number;
      if (!white) li.append('\u2026 ');
      list.append(li);
    }
    const span = document.createElement('span');
    span.className = 'move';
    span.dataset.ply = String(i + 1);
    span.textContent = text + (p.isCheckmate() ? '#' : p.isCheck() ? '+' : '');
    if (i + 1 === game.ply) span.classList.add('current');
    li.append(span, ' ');
    if (!white) number++;
  });
  p.free();
  const current = list.querySelector('.current');
  if (current) current.scrollIntoView({ block: 'nearest' });
}

/** Go to a ply of the game (the move list, the arrows). */
function goTo(ply) {
  stopEngine();
  game.ply = Math.max(0, Math.min(game.moves.length, ply));
  show();
}

/** A move played on the board or by the engine: the game's moves after
 *  the ply on show are replaced by it. */
function play(text) {
  forgetSource();
  game.moves.splice(game.ply, game.moves.length - game.ply, text);
  game.ply++;
  show();
}

/** The game no longer is the one loaded or annotated: no bar, no graph. */
function forgetSource() {
  if (!source) return;
  source = null;
  evalView.set({ game: null });
}

/** A new game from a TFEN (and moves), every output of the last one
 *  cleared; from is the Game it was read from (its evaluations are shown). */
function setGame(start, moves = [], ply = moves.length, from = null) {
  stopEngine();
  Object.assign(game, { start, moves, ply });
  source = from;
  evalView.set({ game: from });
  for (const id of ['engine-out', 'tfen-error', 'tgn-error', 'annotate-out']) $(id).textContent = '';
  delete $('engine-out').dataset.best;
  delete $('engine-out').dataset.result;
  show();
}

/** Take back: to the last position where the user has the move (the
 *  engine's reply goes too), and the engine does not answer again. */
function takeBack() {
  stopEngine();
  if (game.ply === 0) return;
  game.ply--;
  const side = engineSide();
  if (side && game.ply > 0) {
    const p = new Position(game.start);
    p.pushAll(game.moves.slice(0, game.ply));
    if (p.turn === side) game.ply--;
    p.free();
  }
  if (game.moves.length !== game.ply) forgetSource();
  game.moves.length = game.ply;
  show();
}

board.on('move', ({ text }) => {
  play(text);
  engineTurn();
});

board.on('inspect', ({ square, tower }) => {
  $('inspector').replaceChildren(towerList(square, tower));
});

// An illegal drop: the board flashes the square; the status says why.
board.on('illegal', ({ reason }) => {
  renderStatus();
  $('status').textContent += ` — ${reason}`;
});

// ---- the engine, in its worker ------------------------------------------------

function scoreText(line) {
  if (!line) return '';
  if (line.mate !== null) return line.mate > 0 ? `mate in ${line.mate}` : `mated in ${-line.mate}`;
  const cp = line.score / 100;
  return `${cp >= 0 ? '+' : ''}${cp.toFixed(2)} for the side to move`;
}

function lineText(r, line) {
  return `${line.pv[0]}: ${scoreText(line)}, depth ${line.depth}, ${line.nodes.toLocaleString('en')} nodes; line ${line.pv.join(' ')}${r && r.stopped ? ' (stopped)' : ''}`;
}

/** Stop whatever the engine does; its answer will not be used, and the
 *  page no longer says it is thinking. */
function stopEngine() {
  searchToken++;
  if (engine && !annotating) engine.stop({ all: true });
  const out = $('engine-out');
  if (/^(thinking|counting)/.test(out.textContent)) out.textContent = '';
}

/** Search the position on show; resolves with the result, or null when
 *  the position changed meanwhile. */
async function search() {
  stopEngine();
  const token = searchToken;
  const out = $('engine-out');
  out.textContent = 'thinking…';
  delete out.dataset.best;
  const r = await engine.analyse(pos, { time: Number($('engine-time').value) }, (line) => {
    if (token === searchToken && line.multipv === 1) out.textContent = `thinking… ${lineText(null, line)}`;
  });
  if (token !== searchToken) return null;
  out.textContent = r.bestMove ? lineText(r, r.lines[0]) : 'no legal move';
  out.dataset.best = r.bestMove || '';
  return r;
}

async function engineMove() {
  if (pos.outcome()) return;
  try {
    const r = await search();
    if (r && r.bestMove) play(r.bestMove);
  } catch (e) {
    $('engine-out').textContent = e.message;
  }
}

function engineTurn() {
  if (engineSide() === pos.turn && !pos.outcome()) engineMove();
}

async function perft() {
  stopEngine();
  const token = searchToken;
  const out = $('engine-out');
  out.textContent = 'counting…';
  const t0 = performance.now();
  try {
    const n = await engine.perft(pos, 3);
    if (token !== searchToken) return;
    out.textContent = `perft(3) = ${n.toLocaleString('en')} (${Math.round(performance.now() - t0)} ms, in a worker)`;
    out.dataset.result = String(n);
  } catch (e) {
    if (token === searchToken) out.textContent = e.message;
  }
}

/** Annotate the game on show in the worker (C's analysis: [%eval] on every
 *  move, the mistakes marked, the players' accuracy), with its progress;
 *  the annotated game replaces it and gets the bar and the graph. */
async function annotate() {
  if (annotating) return;
  stopEngine();
  const out = $('annotate-out');
  const g = currentGame();
  const text = g.write();
  g.free();
  const ply = game.ply;
  annotating = true;
  $('annotate').disabled = true;
  out.textContent = 'annotating…';
  const t0 = performance.now();
  try {
    const r = await engine.annotate(text, { nodes: Number($('annotate-nodes').value) }, ({ done, total }) => {
      out.textContent = `annotating… ${done}/${total} positions`;
    });
    const [a] = readGames(r.tgn);
    for (const old of games) old.free();
    games = [a];
    $('picker-box').hidden = true;
    setGame(a.startTfen, a.moves.map(String), ply, a);
    $('tgn').value = r.tgn;
    const who = (name, p) => `${name}: accuracy ${p.accuracy.toFixed(1)}, ${p.inaccuracies} inaccuracies, ${p.mistakes} mistakes, ${p.blunders} blunders`;
    out.textContent = `${who('White', r.white)}; ${who('Black', r.black)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`;
  } catch (e) {
    out.textContent = /stopped/.test(e.message) ? 'annotation stopped' : e.message;
  } finally {
    annotating = false;
    $('annotate').disabled = false;
  }
}

// ---- TFEN, TGN, SVG ---------------------------------------------------------------

function loadTfen() {
  const text = $('tfen').value.trim();
  try {
    const p = new Position(text);
    const start = p.tfen();
    p.free();
    setGame(start);
  } catch (e) {
    $('tfen-error').textContent = e.message;
  }
}

/** Load every game of a TGN text; the picker chooses among them. */
function loadTgn(text) {
  for (const g of games) g.free();
  games = readGames(text);
  const picker = $('game-picker');
  picker.replaceChildren();
  $('picker-box').hidden = games.length < 2;
  if (!games.length) {
    setGame(game.start, game.moves, game.ply);
    $('tgn-error').textContent = 'no game in this text';
    return;
  }
  games.forEach((g, i) => {
    const h = g.headers;
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = `${i + 1}. ${h.White || '?'} \u2013 ${h.Black || '?'} ${h.Date ? `(${h.Date.slice(0, 4)})` : ''} ${g.result}`;
    picker.append(o);
  });
  pickGame(0);
}

function pickGame(i) {
  const g = games[i];
  $('game-picker').value = String(i);
  setGame(g.startTfen, g.moves.map(String), undefined, g);
  const problems = g.problems.map(String);
  if (problems.length) $('tgn-error').textContent = problems.join('\n');
}

function currentGame() {
  if (source) return source.copy();
  const g = new Game(game.start === START_TFEN ? null : game.start);
  g.setHeader('Event', 'Tavreli board');
  g.setHeader('Date', new Date().toISOString().slice(0, 10).replaceAll('-', '.'));
  for (const m of game.moves) g.push(m);
  const end = g.position();
  const out = end.outcome();
  end.free();
  g.result = out ? out.result : '*';
  return g;
}

function download(text, type, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function saveTgn() {
  const g = currentGame();
  const text = g.write();
  g.free();
  $('tgn').value = text;
  download(text, 'text/plain', 'tavreli-game.tgn');
}

function saveSvg() {
  download(pos.svg({ size: 480, lastMove: true, orientation: board.orientation }), 'image/svg+xml', 'tavreli-position.svg');
}

// ---- wiring -----------------------------------------------------------------------

$('undo').addEventListener('click', takeBack);
$('flip').addEventListener('click', () => { board.toggleOrientation(); evalView.set({ orientation: board.orientation }); });
$('annotate').addEventListener('click', annotate);
$('new').addEventListener('click', () => setGame(START_TFEN));
$('first').addEventListener('click', () => goTo(0));
$('prev').addEventListener('click', () => goTo(game.ply - 1));
$('next').addEventListener('click', () => goTo(game.ply + 1));
$('last').addEventListener('click', () => goTo(game.moves.length));
$('moves').addEventListener('click', (e) => {
  const m = e.target.closest('.move');
  if (m) goTo(Number(m.dataset.ply));
});
$('load-tfen').addEventListener('click', loadTfen);
$('copy-tfen').addEventListener('click', () => { $('tfen').value = pos.tfen(); $('tfen').select(); });
$('load-tgn').addEventListener('click', () => loadTgn($('tgn').value));
$('save-tgn').addEventListener('click', saveTgn);
$('save-svg').addEventListener('click', saveSvg);
$('game-picker').addEventListener('change', (e) => pickGame(Number(e.target.value)));
$('tgn-file').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  if (file) loadTgn(await file.text());
});
$('engine-side').addEventListener('change', () => { show(); engineTurn(); });
$('engine-move').addEventListener('click', engineMove);
$('analyse').addEventListener('click', () => search().catch((e) => { $('engine-out').textContent = e.message; }));
$('stop').addEventListener('click', () => { if (engine) engine.stop(); });
$('perft').addEventListener('click', perft);
document.addEventListener('keydown', (e) => {
  if (e.target.closest('textarea, input, select, .tav-board')) return;
  if (e.key === 'Backspace' || (e.key === 'z' && (e.ctrlKey || e.metaKey))) { e.preventDefault(); takeBack(); }
  if (e.key === 'f') { board.toggleOrientation(); evalView.set({ orientation: board.orientation }); }
  if (e.key === 'ArrowLeft') goTo(game.ply - 1);
  if (e.key === 'ArrowRight') goTo(game.ply + 1);
});

engine = await EngineWorker.start({ hashMb: 32 });
show();
document.body.dataset.ready = 'true';
