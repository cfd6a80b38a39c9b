// chess.js's own test idioms, translated into Tavreli (TFEN, R9 moves,
// towers): what a chess.js user reaches for is there under the name they
// know (load, reset, put, remove, findPiece, squareColor, hash, castling
// rights, validateTfen, the constants, history with marks, a game's
// comments and tags, move objects with color, piece, before and after),
// and where Tavreli differs the error points to Tavreli's way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  init, Position, Game, Move, readGames, validateTfen, squareColor, START_TFEN,
  WHITE, BLACK, KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, HELGI, TfenError, TavreliError,
} from '../src/index.js';

await init();

const KINGS = '4k3/8/8/8/8/8/8/4K3 w - - 0 1';

test('constants: the colours and kinds, with the package\'s own values', () => {
  assert.deepEqual([WHITE, BLACK], ['white', 'black']);
  assert.deepEqual([KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, HELGI],
    ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'helgi']);
  const p = new Position();
  assert.equal(p.top('g1').kind, KNIGHT);
  assert.equal(p.turn, WHITE);
});

test('load() sets a TFEN and clears the history; a bad TFEN leaves the position as it was', () => {
  const p = new Position();
  p.push('e2-e4');
  p.load(KINGS);
  assert.equal(p.tfen(), KINGS);
  assert.deepEqual(p.moveStack(), []);
  assert.throws(() => p.load('4k3/8/8/8/8/8/8/8 w - - 0 1'), TfenError);
  assert.equal(p.tfen(), KINGS);
});

test('reset() is the start position', () => {
  const p = new Position(KINGS);
  p.reset();
  assert.equal(p.tfen(), START_TFEN);
});

test('clear() cannot empty a board (R10 needs both kings) and says what to do instead', () => {
  assert.throws(() => new Position().clear(), { name: 'TavreliError', message: /both kings \(R10\).*load\(.*put\(\)/ });
});

test('put() replaces a tower by a piece or a tower; the result is checked as a TFEN (R10)', () => {
  const p = new Position(KINGS);
  p.put({ kind: QUEEN, color: WHITE }, 'a2');
  assert.equal(p.top('a2').letter, 'Q');
  p.put(['p', 'N', 'R'], 'd4');
  assert.deepEqual(p.tower('d4').map(String), ['p', 'N', 'R']);
  p.put('n', 'd4');
  assert.deepEqual(p.tower('d4').map(String), ['n']);
  assert.throws(() => p.put('K', 'a1'), TfenError, 'a second white king');
  assert.deepEqual(p.tower('a1'), []);
  assert.throws(() => p.put({ kind: 'dragon', color: WHITE }, 'a1'), RangeError);
  assert.throws(() => new Position().put('Q', 'e4'), { name: 'RangeError', message: /32 pieces.*R1/ });
});

test('remove() empties a square and returns its tower; a king cannot go (R10)', () => {
  const p = new Position('4k3/8/8/8/3(pNR)4/8/8/4K3 w - - 0 1');
  assert.deepEqual(p.remove('d4').map(String), ['p', 'N', 'R']);
  assert.deepEqual(p.remove('d4'), []);
  assert.throws(() => p.remove('e1'), TfenError);
  assert.equal(p.tfen(), KINGS);
});

test('editing a corner or king square drops the castling rights resting on it', () => {
  const p = new Position('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  p.remove('a8');
  assert.deepEqual(p.getCastlingRights(BLACK), { k: true, q: false });
  p.put('R', 'h1');
  assert.deepEqual(p.getCastlingRights(WHITE), { k: false, q: true });
});

test('findPiece() gives the squares of the towers that hold a piece, inside towers too', () => {
  const p = new Position('4k3/8/8/8/3(pNR)4/8/8/1N2K3 w - - 0 1');
  assert.deepEqual(p.findPiece({ kind: KNIGHT, color: WHITE }), ['b1', 'd4']);
  assert.deepEqual(p.findPiece('p'), ['d4']);
  assert.deepEqual(p.findPiece('q'), []);
});

test('squareColor(): a1 is dark, h1 light', () => {
  assert.equal(squareColor('a1'), 'dark');
  assert.equal(squareColor('h1'), 'light');
  assert.equal(new Position().squareColor('e4'), 'light');
  assert.throws(() => squareColor('i9'), RangeError);
});

test('hash(): the same position by two move orders has one hash, another position another', () => {
  const a = new Position();
  a.pushAll(['g1-f3', 'g8-f6', 'b1-c3']);
  const b = new Position();
  b.pushAll(['b1-c3', 'g8-f6', 'g1-f3']);
  assert.equal(typeof a.hash(), 'bigint');
  assert.equal(a.hash(), b.hash());
  assert.notEqual(a.hash(), new Position().hash());
});

test('castling rights: read and set; a right the board does not allow is a TfenError (R4)', () => {
  const p = new Position();
  assert.deepEqual(p.getCastlingRights(WHITE), { k: true, q: true });
  p.setCastlingRights(WHITE, { k: false });
  assert.deepEqual(p.getCastlingRights(WHITE), { k: false, q: true });
  assert.match(p.tfen(), / w Qkq /);
  const bare = new Position(KINGS);
  assert.throws(() => bare.setCastlingRights(WHITE, { k: true }), TfenError);
  assert.throws(() => p.setCastlingRights(WHITE, { K: true }), { name: 'TypeError', message: /'K'/ });
});

test('validateTfen() returns the error instead of throwing it', () => {
  assert.deepEqual(validateTfen(START_TFEN), { ok: true });
  const bad = validateTfen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1');
  assert.equal(bad.ok, false);
  assert.equal(bad.field, 1);
  assert.match(bad.error, /unknown piece letter/);
  assert.equal(validateTfen(42).ok, false);
});

test('board() is the 8x8 array (rank 8 first), ascii() the text', () => {
  const p = new Position();
  const b = p.board();
  assert.equal(b.length, 8);
  assert.equal(b[0][0].square, 'a8');
  assert.equal(b[0][0].top.letter, 'r');
  assert.equal(b[7][4].top.kind, KING);
  assert.equal(b[4][4], null);
  assert.match(p.ascii(), /^ 8 \|r /m);
});

test('history() has the check and mate marks write() gives; verbose moves carry color, piece, before and after', () => {
  const start = '7k/8/8/8/8/8/8/R5K1 w - - 0 1';
  const p = new Position(start);
  p.pushAll(['g1-f2', 'h8-g7', 'a1-a7']);
  assert.deepEqual(p.history(), ['g1-f2', 'h8-g7', 'a1-a7+']);
  const mate = new Position('7k/8/6K1/8/8/8/8/R7 w - - 0 1');
  mate.push('a1-a8');
  assert.deepEqual(mate.history(), ['a1-a8#']);
  const game = new Game('7k/8/6K1/8/8/8/8/R7 w - - 0 1');
  game.push('a1-a8');
  assert.match(game.write(), /1\. a1-a8# /);
  const v = p.history({ verbose: true });
  assert.equal(v[0].color, WHITE);
  assert.equal(v[1].color, BLACK);
  assert.equal(v[1].piece.kind, KING);
  assert.equal(v[0].before, start);
  assert.equal(v[1].before, v[0].after);
  assert.equal(v[2].text, 'a1-a7+');
  assert.equal(v[2].after, p.tfen());
  const fool = p;
  assert.throws(() => fool.history({ verbose: true, san: true }), TypeError);
});

test('push() takes { from, to } (the whole tower) and { from, to, count }', () => {
  const p = new Position('4k3/8/8/8/3(pNR)4/8/8/4K3 w - - 0 1');
  assert.ok(p.push({ from: 'd4', to: 'd8', count: 1 }).equals(Move.of('d4', 'd8', 1)));
  p.pop();
  assert.equal(p.push({ from: 'd4', to: 'd5' }).count, 3);
  assert.throws(() => p.push({ from: 'e8', to: 'e7', promotion: 'q' }), { name: 'TypeError', message: /'promotion'/ });
  const g = new Game();
  assert.equal(String(g.push({ from: 'e2', to: 'e4' })), 'e2-e4');
});

test('null moves: push(\'--\') passes in a position; a game record refuses it and says where it belongs', () => {
  const p = new Position();
  p.push('--');
  assert.equal(p.turn, BLACK);
  assert.deepEqual(p.history(), ['--']);
  const g = new Game();
  assert.throws(() => g.push('--'), { name: 'TavreliError', message: /null move.*Position\.push/ });
  assert.throws(() => g.push(Move.null()), TavreliError);
});

test('new Game().headers shows the seven tags write() prints; removeHeader() takes a tag away', () => {
  const g = new Game();
  const written = [...g.write().matchAll(/^\[(\w+) "(.*)"\]$/gm)].map((m) => [m[1], m[2]]);
  assert.deepEqual(Object.entries(g.headers), written);
  g.setHeader('Annotator', 'A. N. Other');
  assert.equal(g.headers.Annotator, 'A. N. Other');
  assert.equal(g.removeHeader('Annotator'), true);
  assert.equal(g.removeHeader('Annotator'), false);
  assert.equal(g.headers.Annotator, undefined);
  g.setHeader('White', 'Tal');
  g.removeHeader('White');
  assert.equal(g.headers.White, '?');
});

test('comments: set, get, get all along the main line, remove', () => {
  const g = new Game();
  g.setComment('before the first move');
  g.push('e2-e4');
  g.setComment('best by test');
  g.push('e7-e5');
  assert.equal(g.getComment(), undefined);
  const all = g.getComments();
  assert.deepEqual(all.map((c) => [c.ply, c.comment]), [[0, 'before the first move'], [1, 'best by test']]);
  assert.equal(all[1].tfen, (() => { const p = new Position(); p.push('e2-e4'); return p.tfen(); })());
  const [read] = readGames(g.write());
  assert.deepEqual(read.getComments(), all);
  g.setComment('a reply');
  assert.equal(g.removeComment(), 'a reply');
  assert.equal(g.removeComment(), undefined);
  assert.match(g.write(), /\{best by test\}/);
});

test('an empty comment {} is kept (R11)', () => {
  const [g] = readGames('1. e2-e4 {} e7-e5 *\n');
  assert.deepEqual(g.getComments().map((c) => c.comment), ['']);
  assert.match(g.write(), /e2-e4 \{\} 1\.\.\. e7-e5/);
});

test('UCI\'s coordinate form e2e4 is read as the whole-tower move (R9 stays the written form)', () => {
  const p = new Position();
  assert.equal(String(p.push('e2e4')), 'e2-e4');
  const t = new Position('4k3/8/8/8/3(pNR)4/8/8/4K3 w - - 0 1');
  assert.equal(t.push('d4d5').count, 3);
});
