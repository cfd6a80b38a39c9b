// Positions from JavaScript: TFEN, legal moves, push/pop, towers, check
// and the end of the game (R1-R10). Loading the package is itself the test
// that the ES module runs in Node (emscripten 3.1.6's __dirname issue).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, START_TFEN, Move, Piece, TavreliError } from '../src/index.js';
import { readTxtGames } from './helpers.js';

await init();

test('init() is idempotent', async () => {
  const a = init();
  const b = init();
  assert.equal(a, b);
  await a;
});

test('the start position (R1, R10)', () => {
  const p = new Position();
  assert.equal(p.tfen(), START_TFEN);
  assert.equal(p.turn, 'white');
  assert.equal(p.legalMoves().length, 39);
  assert.equal(p.towers().length, 32);
  assert.ok(p.equals(new Position(START_TFEN)));
});

test('legal moves are Move objects with from, to, count and R9 text', () => {
  const p = new Position();
  const texts = p.legalMoves().map(String).sort();
  assert.ok(texts.includes('e2-e4'));
  assert.ok(texts.includes('g1-f3'));
  // R2: a piece may climb onto its own piece: the rook onto the a2 pawn.
  assert.ok(texts.includes('a1-a2'));
  const m = p.legalMoves().find((x) => String(x) === 'e2-e4');
  assert.ok(m instanceof Move);
  assert.equal(m.from, 'e2');
  assert.equal(m.to, 'e4');
  assert.equal(m.count, 1);
  assert.ok(m.isDoubleStep);
});

test('push a Move or text, pop it back', () => {
  const p = new Position();
  const m = p.push('e2-e4');
  assert.equal(String(m), 'e2-e4');
  assert.equal(p.tfen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  const reply = p.legalMoves().find((x) => String(x) === 'd7-d5');
  assert.equal(p.push(reply), reply);
  assert.deepEqual(p.moveStack().map(String), ['e2-e4', 'd7-d5']);
  assert.equal(String(p.peek()), 'd7-d5');
  assert.equal(String(p.pop()), 'd7-d5');
  assert.equal(String(p.pop()), 'e2-e4');
  assert.ok(p.equals(new Position()));
  assert.throws(() => p.pop(), RangeError);
});

test("UCI's coordinate form for a whole-tower move (R2); a split keeps R9's count", () => {
  const p = new Position();
  assert.equal(String(p.push('e2e4')), 'e2-e4');
  assert.equal(String(p.push('e7e5')), 'e7-e5');
  const q = new Position();
  q.push('e2-e4');
  q.push('e7-e5');
  assert.ok(p.equals(q));
  assert.throws(() => p.push('e7e8q'), /nothing marks promotion/);
  const t = new Position('4k3/8/8/8/8/8/8/2(NRB)1K3 w - - 0 1');
  assert.equal(t.push('c1d2').count, 3);
});

test('a null move passes and is taken back (tav_position_push_null)', () => {
  const p = new Position();
  p.push('e2-e4');
  const nul = Move.null();
  assert.ok(nul.isNull && !Move.of('e2', 'e4').isNull);
  assert.equal(String(nul), '0000');
  assert.equal(p.push(nul), nul);
  assert.equal(p.tfen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2');
  assert.deepEqual(p.moveStack().map(String), ['e2-e4', '0000']);
  assert.ok(p.peek().isNull);
  assert.ok(p.pop().isNull);
  assert.equal(p.tfen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  const c = new Position('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1');
  assert.throws(() => c.push(Move.null()), /not legal in check/);
  assert.equal(c.moveStack().length, 0);
});

test('root() is where the move stack starts, null moves taken back too', () => {
  const start = '7k/8/7K/8/8/8/8/2(p=qN)5 w - - 0 1';
  const p = new Position(start);
  p.push('h6-g6');
  p.push(Move.null());
  p.push('g6-f6');
  const r = p.root();
  assert.equal(r.tfen(), start);
  assert.equal(r.moveStack().length, 0);
  assert.equal(p.moveStack().length, 3);
  r.free();
  p.free();
});

test('towers are listed bottom first (R10) and split by count (R4)', () => {
  // (pNR) on d4: a black pawn, a white knight, a white rook on top.
  const p = new Position('7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1');
  const t = p.tower('d4');
  assert.deepEqual(t.map((x) => x.letter), ['p', 'N', 'R']);
  assert.ok(t.every((x) => x instanceof Piece));
  assert.equal(t[0].color, 'black');
  assert.equal(t[0].kind, 'pawn');
  assert.equal(t[2].kind, 'rook');
  assert.equal(p.height('d4'), 3);
  assert.equal(p.top('d4').letter, 'R');
  assert.equal(p.tower('e4').length, 0);
  assert.equal(p.top('e4'), null);
  // The rook alone, or rook and knight, or all three leave.
  const counts = p.legalMoves().filter((m) => m.from === 'd4' && m.to === 'd8').map((m) => m.count).sort();
  assert.deepEqual(counts, [1, 2, 3]);
  const m = p.push('d4(2)-d8');
  assert.equal(m.count, 2);
  assert.deepEqual(p.tower('d8').map(String), ['N', 'R']);
  assert.deepEqual(p.tower('d4').map(String), ['p']);
  assert.deepEqual(new Map(p.towers()).get('d8').map(String), ['N', 'R']);
});

test('pawn badges and promoted marks come from the C piece value (R1, R6)', () => {
  const p = new Position('4k3/8/8/4P=N3/8/8/8/4K2Q~ w - - 0 1');
  const pawn = p.top('e5');
  assert.equal(pawn.kind, 'pawn');
  assert.equal(pawn.badge, 'N');
  assert.equal(new Position().top('e2').badge, 'H');   // e file: helgi (R10)
  assert.equal(new Position().top('e2').virgin, true);
  const q = p.top('h1');
  assert.equal(q.kind, 'queen');
  assert.equal(q.promoted, true);
  assert.equal(String(q), 'Q~');
});

test('check, checkmate, stalemate and outcome() (R7, R8)', () => {
  // Game 2 of tests/data/games (Karpov - Kupreichik, 1997) ends in mate.
  const mate = new Position();
  for (const m of readTxtGames()[1].moves) mate.push(m);
  assert.ok(mate.isCheck());
  assert.ok(mate.isCheckmate());
  assert.ok(!mate.isStalemate());
  assert.equal(mate.turn, 'black');
  assert.deepEqual(mate.outcome(), { reason: 'checkmate', winner: 'white', result: '1-0' });
  mate.pop();
  assert.ok(!mate.isCheckmate());
  const stale = new Position('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
  assert.ok(stale.isStalemate());
  assert.deepEqual(stale.outcome(), { reason: 'stalemate', winner: null, result: '1/2-1/2' });
  assert.equal(new Position().outcome(), null);
});

test('a mate ends the game: nothing is claimable there (R8, tav_position_outcome)', () => {
  const mate = new Position('k7/8/NKB5/8/8/8/8/8 b - - 105 176');
  assert.ok(!mate.canClaimFiftyMoves()); // the count is past 100, but the game is over (R8)
  assert.deepEqual(mate.outcome({ claimDraw: true }), { reason: 'checkmate', winner: 'white', result: '1-0' });
  const fifty = new Position('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 100 60');
  assert.equal(fifty.outcome(), null);
  assert.deepEqual(fifty.outcome({ claimDraw: true }), { reason: 'fifty_moves', winner: null, result: '1/2-1/2' });
});

test('insufficient material and dead positions (R8)', () => {
  // K+N against K+N: dead in Tavreli (a lone king climbs onto its own
  // knight, so nothing of its own ever takes a flight square from it)
  const knights = new Position('n7/8/8/4k3/8/8/8/3NK3 w - - 0 1');
  assert.ok(knights.hasInsufficientMaterial('white'));
  assert.ok(knights.isInsufficientMaterial());
  assert.deepEqual(knights.outcome(), { reason: 'insufficient_material', winner: null, result: '1/2-1/2' });
  assert.equal(knights.isDead(), true);
  // the d-pawn's badge is a queen (R6): enough to mate
  const pawn = new Position('8/8/3P4/4k3/8/8/8/n3K3 w - - 0 1');
  assert.ok(!pawn.hasInsufficientMaterial('white'));
  assert.ok(pawn.hasInsufficientMaterial('black'));
  assert.equal(pawn.outcome(), null);
  assert.equal(pawn.isDead(), false);
  assert.equal(new Position().isDead(), false);
  // too small a budget decides nothing, and never says dead
  assert.equal(new Position('8/8/8/4k3/8/8/8/R3K3 w - - 0 1').isDead({ maxNodes: 10 }), null);
});

test('threefold repetition is claimable, not an end (R8)', () => {
  const p = new Position();
  for (let i = 0; i < 2; i++) for (const m of ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8']) p.push(m);
  assert.equal(p.repetitions(), 3);
  assert.ok(p.canClaimThreefoldRepetition());
  assert.equal(p.outcome(), null);
  assert.equal(p.outcome({ claimDraw: true }).reason, 'threefold_repetition');
});

test('copy() is deep, history included', () => {
  const p = new Position();
  p.push('e2-e4');
  const c = p.copy();
  c.push('e7-e5');
  assert.equal(p.moveStack().length, 1);
  assert.equal(c.moveStack().length, 2);
  assert.equal(String(c.pop()), 'e7-e5');
  assert.equal(String(c.pop()), 'e2-e4');
  c.free();
  c.free();   // harmless twice
  assert.throws(() => c.tfen(), /freed/);
});

test('findMove and Move.of', () => {
  const p = new Position('7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1');
  assert.equal(String(p.findMove('d4', 'd8')), 'd4-d8');
  assert.equal(String(p.findMove('d4', 'd8', 2)), 'd4(2)-d8');
  assert.equal(String(p.push(Move.of('d4', 'd8', 1))), 'd4(1)-d8');
});

test('svg() is the C renderer\'s diagram, with options', () => {
  const p = new Position('7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1');
  p.push('d4(2)-d8');
  const svg = p.svg({ size: 300, lastMove: true, orientation: 'black' });
  assert.match(svg, /^<\?xml|^<svg/);
  assert.match(svg, /<\/svg>\s*$/);
  assert.match(svg, /height="300"/);
  assert.notEqual(svg, p.svg({ size: 300 }));
  assert.throws(() => p.svg({ size: 10 }), { name: 'RangeError', message: /size must be an integer 64..16384/ });
});

test('Piece.svg() is one piece drawn as the board draws it alone (python-chess chess.svg.piece)', () => {
  // a black promoted queen (R6) alone on a8: with no frame, a8 is the
  // board's top-left square of 50 pixels, the piece's own picture at size 50
  const p = new Position('q~7/8/5k2/8/8/2K5/8/8 w - - 0 1');
  const board = p.svg({ coordinates: false });
  const queen = p.top('a8');
  const onBoard = board.split('<g class="tower a8">')[1].split('</g>')[0].split('</title>\n')[1];
  const alone = queen.svg({ size: 50 });
  assert.equal(alone.split('</title>\n')[1].split('</svg>')[0], onBoard);
  assert.match(alone, /<title>black queen \(promoted\)<\/title>/);
  assert.match(new Piece(6 | 2 << 4).svg(), /^<svg [^>]*width="45" height="45"[^>]*>\n<title>white pawn \(badge Q\)/);
  assert.throws(() => queen.svg({ size: 7 }), { name: 'RangeError', message: /size must be an integer 8..16384/ });
  assert.throws(() => queen.svg({ width: 9 }), { name: 'TypeError', message: /unknown option 'width'/ });
  assert.throws(() => new Piece(0).svg(), TavreliError);
});
