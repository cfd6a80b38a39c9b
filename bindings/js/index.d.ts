// TypeScript declarations of the tavreli package (src/index.js).

/** Load the WebAssembly module; resolves when ready. Calling it again is harmless. */
export declare function init(): Promise<void>;

/** The size in bytes of the module's linear memory (memory.buffer.byteLength). */
export declare function memoryBytes(): number;

/** Square names 'a1'..'h8', index 0..63 (a1 = 0, h8 = 63). */
export declare const SQUARES: readonly string[];

/** The start position's TFEN (R1, R10). */
export declare const START_TFEN: string;
export declare const WHITE: 'white';
export declare const BLACK: 'black';
export declare const KING: 'king';
export declare const QUEEN: 'queen';
export declare const ROOK: 'rook';
export declare const BISHOP: 'bishop';
export declare const KNIGHT: 'knight';
export declare const PAWN: 'pawn';
export declare const HELGI: 'helgi';
/** A1 is dark. */
export declare function squareColor(square: SquareLike): 'light' | 'dark';
/** new Position(tfen)'s check without the exception. */
export declare function validateTfen(tfen: string): { ok: true } | { ok: false; error: string; field: number; offset: number };
/** A piece to put: a Piece, a TFEN letter ('N', 'p'), or { kind, color } (kind by name or letter). */
export type PieceLike = Piece | string | { kind: Kind | string; color: Color };
/** One square of Position.board(). */
export interface BoardSquare { square: string; tower: Piece[]; top: Piece }
/** One move of Position.history({ verbose: true }). */
export interface HistoryMove {
  readonly move: Move; readonly text: string; readonly color: Color; readonly piece: Piece | null;
  readonly from: string; readonly to: string; readonly count: number; readonly before: string; readonly after: string;
}

export type Color = 'white' | 'black';
export type Kind = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn' | 'helgi';
/** A square name ('e4') or index 0..63. */
export type SquareLike = string | number;

interface ErrorDetails {
  code?: number;
  field?: number;
  offset?: number;
  square?: string | null;
  moveNumber?: number;
  text?: string | null;
}

/** Base class of the errors reported by libtavreli (the C tav_error). */
export declare class TavreliError extends Error {
  constructor(message: string, details?: ErrorDetails);
  /** The C status (TAV_ETFEN = -3, TAV_ENOTATION = -4, TAV_EILLEGAL = -5...). */
  readonly code: number;
  /** TFEN field 1..6 (R10), or 0 when not a TFEN error. */
  readonly field: number;
  /** 0-based byte offset into the UTF-8 text, -1 if unknown. */
  readonly offset: number;
  /** The square concerned ('e4'), or null. */
  readonly square: string | null;
  /** 1-based index of the move in a sequence, 0 if none. */
  readonly moveNumber: number;
  /** The text being read, or null. */
  readonly text: string | null;
  /** The library's one-line message without the details. */
  readonly reason: string;
}
/** A TFEN is malformed or describes an impossible position (R10). */
export declare class TfenError extends TavreliError {}
/** A move text cannot be read as R9 notation. */
export declare class NotationError extends TavreliError {}
/** A move is readable but not legal in the position. */
export declare class IllegalMoveError extends TavreliError {}

/** One piece of a tower (a copy of a C tav_piece). */
export declare class Piece {
  constructor(value: number);
  readonly value: number;
  readonly color: Color;
  readonly kind: Kind;
  /** TFEN letter in TFEN case: 'Q' white, 'q' black. */
  readonly letter: string;
  /** A pawn's badge (the kind it promotes to) as an upper-case letter, else null. */
  readonly badge: string | null;
  /** A promoted pawn (R6, TFEN '~'). */
  readonly promoted: boolean;
  /** A pawn that never left its start square (R3). */
  readonly virgin: boolean;
  toString(): string;
  /** An SVG picture of this piece alone, drawn as the board draws it (size 8..16384, default 45). */
  svg(options?: { size?: number }): string;
}

/** A move (a copy of a C tav_move). */
export declare class Move {
  constructor(value: number);
  /** A move from its parts, without flags. */
  static of(from: SquareLike, to: SquareLike, count?: number): Move;
  /** The null move: push() passes the turn (not in check); text '0000'. */
  static null(): Move;
  readonly isNull: boolean;
  readonly value: number;
  readonly from: string;
  readonly to: string;
  /** Pieces leaving the top of the source tower. */
  readonly count: number;
  readonly isWhole: boolean;
  readonly isCastle: boolean;
  readonly isEnPassant: boolean;
  readonly isDoubleStep: boolean;
  readonly isPromotion: boolean;
  readonly isStack: boolean;
  readonly isCapture: boolean;
  /** Same source, destination and count (R12). */
  equals(other: unknown): boolean;
  /** Canonical R9 text: 'e2-e4', 'c1(2)-d2', '0-0'. */
  toString(): string;
  toJSON(): string;
}

export type Termination = 'checkmate' | 'stalemate' | 'insufficient_material' | 'threefold_repetition' | 'fifty_moves';
export interface Outcome {
  readonly reason: Termination;
  readonly winner: Color | null;
  readonly result: '1-0' | '0-1' | '1/2-1/2';
}

/** A position with its history of pushed moves. Owns C memory: free() it, or let the GC do it. */
export declare class Position {
  /** From a TFEN (R10); the start position when omitted. Throws TfenError. */
  /** No option is known: { skipValidation } is a TypeError (every TFEN is checked, R10). */
  constructor(tfen?: string, options?: Record<string, never>);
  free(): void;
  copy(): Position;
  /** The position the move stack starts from, with an empty stack (tav_position_root). */
  root(): Position;
  tfen(): string;
  /** The board as an 8x8 array, rank 8 first, a-file first (chess.js's board()). */
  board(): Array<Array<BoardSquare | null>>;
  /** The ASCII board of tav_position_write_board: every tower bottom to top, the towers, the side to move. */
  ascii(): string;
  /** Set from a TFEN, history cleared. Throws TfenError (position unchanged). */
  load(tfen: string): void;
  reset(): void;
  /** Always throws: a position holds both kings (R10); load() a TFEN with the kings, then put(). */
  clear(): never;
  /** Replace the tower on square (checked as a TFEN, R10; history cleared). */
  put(piece: PieceLike | PieceLike[], square: SquareLike): void;
  /** Empty square; returns its tower, bottom first. */
  remove(square: SquareLike): Piece[];
  findPiece(piece: PieceLike): string[];
  squareColor(square: SquareLike): 'light' | 'dark';
  /** The 64-bit position key (R8 repetitions). */
  hash(): bigint;
  getCastlingRights(color: Color): { k: boolean; q: boolean };
  setCastlingRights(color: Color, rights: { k?: boolean; q?: boolean }): void;
  /** The pushed moves as text with '+'/'#' marks, or verbose objects. */
  history(options?: { verbose?: false }): string[];
  history(options: { verbose: true }): HistoryMove[];
  toString(): string;
  equals(other: unknown): boolean;
  readonly turn: Color;
  readonly epSquare: string | null;
  readonly halfmoveClock: number;
  readonly fullmoveNumber: number;
  height(square: SquareLike): number;
  top(square: SquareLike): Piece | null;
  /** Bottom piece first; [] when empty. */
  tower(square: SquareLike): Piece[];
  /** [square, tower] for each non-empty square, a1 to h8. */
  towers(): Array<[string, Piece[]]>;
  /** Throws TypeError for a colour other than 'white' or 'black'. */
  king(color: Color): string;
  /** Squares of color's tops attacking square (R7), a1 first. */
  attackers(color: Color, square: SquareLike): string[];
  isAttackedBy(color: Color, square: SquareLike): boolean;
  /** Squares of the enemy tops checking the side to move (R7). */
  checkers(): string[];
  /** color's pinned towers (R7). */
  pinned(color: Color): string[];
  isPinned(color: Color, square: SquareLike): boolean;
  /** The legal move gives check (R7). Throws IllegalMoveError if not legal. */
  givesCheck(move: Move | string): boolean;
  isLegal(move: Move | string): boolean;
  /** Can color mate by some series of legal moves (R8)? null: undecided within maxNodes. */
  canCheckmate(color: Color, options?: { maxNodes?: number }): boolean | null;
  canCheckmateLine(color: Color, options?: { maxNodes?: number }): { answer: boolean | null; line: Move[] };
  /** Solve a stipulation ('#2', 'h#3', 's#2', '=2'...; R14). */
  solve(stipulation?: string, options?: SolveOptions): Solution;
  /** square: only the moves of that tower; piece: only those of a top piece of that kind ('knight' or 'n'). */
  legalMoves(options?: { square?: SquareLike; piece?: Kind | string }): Move[];
  /** Throws NotationError or IllegalMoveError. */
  parseMove(text: string): Move;
  /** The whole tower when count is omitted. Throws IllegalMoveError. */
  findMove(from: SquareLike, to: SquareLike, count?: number): Move;
  /** Throws NotationError or IllegalMoveError; the position is then unchanged. */
  /** '--' (or Move.null()) passes; { from, to } moves the whole tower. */
  push(move: Move | string | { from: SquareLike; to: SquareLike; count?: number }): Move;
  /** Push moves in order; on a failure the ones before are taken back and
   *  the error's moveNumber is the failing move's 1-based index. */
  pushAll(moves: Iterable<Move | string>): Move[];
  /** Throws RangeError when the history is empty. */
  pop(): Move;
  moveStack(): Move[];
  peek(): Move | null;
  isCheck(): boolean;
  isCheckmate(): boolean;
  isStalemate(): boolean;
  repetitions(): number;
  canClaimThreefoldRepetition(): boolean;
  canClaimFiftyMoves(): boolean;
  /** The side cannot mate whatever happens: king and at most one minor piece (R8). */
  hasInsufficientMaterial(color: Color): boolean;
  /** Neither side can mate by its material: a dead position (R8). */
  isInsufficientMaterial(): boolean;
  /** Dead position (R8): true (proved), false (a mating line exists), null (undecided within maxNodes). */
  isDead(options?: { maxNodes?: number }): boolean | null;
  outcome(options?: { claimDraw?: boolean }): Outcome | null;
  /** Search with the shared engine (Engine.search()). */
  analyse(limits?: SearchLimits): SearchResult;
  /** The shared engine's move, null when there is no legal move. */
  bestMove(limits?: SearchLimits): Move | null;
  /** Static evaluation, centipawns for the side to move. */
  evaluate(): number;
  /** An SVG diagram by the C renderer (tavreli/svg.h). */
  svg(options?: { size?: number; orientation?: Color; coordinates?: boolean;
    lastMove?: Move | boolean | null; check?: boolean }): string;
  /** Leaves of the legal-move tree (R12); exact below 2^53. */
  perft(depth: number): number;
  /** Move text to perft(depth - 1), in byte order of the text. */
  divide(depth: number): Map<string, number>;
}

/** A located problem found while reading a game. */
export declare class Problem {
  private constructor();
  readonly severity: 'warning' | 'error';
  readonly kind: 'syntax' | 'illegal' | 'ambiguous' | 'result' | 'tag' | 'setup' | 'move-number'
    | 'typo' | 'annotation' | 'limit' | 'unknown';
  readonly code: number;
  readonly game: number;
  /** 1-based. */
  readonly line: number;
  /** 1-based, counting UTF-8 characters. */
  readonly column: number;
  /** 0-based byte offset. */
  readonly offset: number;
  readonly ply: number;
  readonly moveNumber: number;
  readonly side: Color | null;
  /** The move as written, '' if none. */
  readonly move: string;
  readonly message: string;
  /** The one text of the problem (tav_problem_format), as toString() gives it. */
  readonly text: string;
  readonly isError: boolean;
  toString(): string;
}

export interface GameEnd {
  readonly state: 'checkmate' | 'stalemate' | 'in play';
  readonly turn: Color;
  readonly threefoldClaimable: boolean;
  readonly fiftyClaimable: boolean;
  /** Neither side can mate by its material: a dead position (R8). */
  readonly insufficientMaterial: boolean;
}

/** A game record (TGN, R11). Owns C memory: free() it, or let the GC do it. */
export declare class Game {
  /** A new empty game from a TFEN, the start position when omitted. */
  constructor(tfen?: string | null);
  free(): void;
  /** A deep copy (tav_game_copy). */
  copy(): Game;
  /** The tag pairs in order (a fresh object). */
  readonly headers: Record<string, string>;
  setHeader(name: string, value: string): void;
  /** true if the tag was there; SetUp and FEN are refused. */
  removeHeader(name: string): boolean;
  /** The comment after the main line's last move (before the first move when there is none). */
  getComment(): string | undefined;
  setComment(text: string): void;
  removeComment(): string | undefined;
  getComments(): Array<{ ply: number; tfen: string; comment: string }>;
  readonly startTfen: string;
  /** The main line. */
  readonly moves: Move[];
  /** The position at the end of the main line. */
  position(): Position;
  /** A Move, R9 text or { from, to, count }; a null move is refused (R11). */
  push(move: Move | string | { from: SquareLike; to: SquareLike; count?: number }): Move;
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  readonly problems: Problem[];
  readonly errors: Problem[];
  readonly warnings: Problem[];
  readonly isValid: boolean;
  readonly isComplete: boolean;
  readonly resultAgrees: boolean;
  readonly end: GameEnd;
  outcome(options?: { claimDraw?: boolean }): Outcome | null;
  readonly index: number;
  readonly line: number;
  /** Canonical TGN. */
  /** maxWidth: wrap the movetext at that column (default 80; 0: never); newline: '\n' (default), '\r\n' or '\r'. */
  write(options?: { maxWidth?: number; newline?: '\n' | '\r\n' | '\r' }): string;
  toString(): string;
  /** C's analysis of the main line (doc/analysis.md); an annotated copy
   *  with the figures. Blocks its thread: on a page use EngineWorker.annotate(). */
  annotate(limits?: AnalysisLimits | null, onProgress?: ((p: AnalysisProgress) => void) | null): GameAnalysis & { readonly game: Game };
  /** The evaluation curve of an annotated game, one entry per main-line move. */
  evaluations(): EvalPoint[];
  /** evaluations() as the render layer's SVG graph (default 600x200). */
  evalGraph(options?: { width?: number; height?: number; title?: string }): string;
}

/** The limit of each position's search (none: 100000 nodes); time in ms. */
export interface AnalysisLimits {
  depth?: number;
  nodes?: number;
  time?: number;
  /** The analysis engine's table in MiB (0 or absent: C's default). */
  hashMb?: number;
}
/** After each position searched. */
export interface AnalysisProgress {
  readonly done: number;
  readonly total: number;
  readonly nodes: number;
}
/** A score from the mover's side: centipawns, or a mate in |mate| moves
 *  (mate 0 with board 'won' or 'lost': a mate on the board). */
export interface AnalysisScore {
  readonly cp: number | null;
  readonly mate: number | null;
  readonly board?: 'won' | 'lost';
}
export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';
/** One move's analysis (tav_move_analysis); moves as R9 texts. */
export interface MoveAnalysis {
  readonly ply: number;
  readonly node: number;
  readonly move: string;
  /** The engine's best move before it ('' when none). */
  readonly best: string;
  readonly before: AnalysisScore;
  readonly after: AnalysisScore;
  readonly chancesBefore: number;
  readonly chancesAfter: number;
  /** Loss in winning chances, 0..1. */
  readonly loss: number;
  readonly cpLoss: number;
  readonly accuracy: number;
  readonly judgement: Judgement | null;
  readonly missedMate: boolean;
  readonly allowedMate: boolean;
  readonly depth: number;
  readonly nodes: number;
  readonly pv: string[];
}
/** One player's summary (tav_player_analysis). */
export interface PlayerAnalysis {
  readonly moves: number;
  readonly accuracy: number;
  readonly averageLoss: number;
  readonly inaccuracies: number;
  readonly mistakes: number;
  readonly blunders: number;
}
export interface GameAnalysis {
  readonly moves: MoveAnalysis[];
  readonly white: PlayerAnalysis;
  readonly black: PlayerAnalysis;
}
/** A move of an annotated game's curve: white's winning chances after it
 *  (C's fitted curve), its judgement by NAG, its [%eval] (null if none). */
export interface EvalPoint {
  readonly ply: number;
  readonly chances: number;
  readonly judgement: Judgement | null;
  readonly eval: { readonly cp: number; readonly mate: number; readonly depth: number } | null;
}

/** Every game of a TGN text (lenient unless { strict: true }). */
export declare function readGames(text: string | Uint8Array, options?: { strict?: boolean }): Game[];
/** Canonical TGN of games, separated by a blank line. */
export declare function writeGames(games: Iterable<Game>): string;

/** Limits of a search: 0 or absent = none; none at all = depth 6. */
export interface SearchLimits {
  depth?: number;
  nodes?: number;
  /** Milliseconds. */
  movetime?: number;
  /** Lines to report, 1..32. */
  multipv?: number;
}
export interface SearchLine {
  readonly multipv: number;
  readonly depth: number;
  readonly seldepth: number;
  /** Centipawns for the side to move; null for a mate. */
  readonly score: number | null;
  /** Moves to mate (> 0 the side to move mates, < 0 it is mated), or null. */
  readonly mate: number | null;
  /** 0 exact, 1 lower bound, -1 upper bound. */
  readonly bound: number;
  readonly nodes: number;
  readonly timeMs: number;
  readonly pv: Move[];
}
export interface SearchResult {
  readonly bestMove: Move | null;
  readonly depth: number;
  readonly seldepth: number;
  readonly nodes: number;
  readonly timeMs: number;
  readonly stopped: boolean;
  readonly lines: SearchLine[];
}
/** A search engine with its own transposition table (tavreli/engine.h). A
 *  search blocks its thread: on a page, run it in a Web Worker. */
export declare class Engine {
  constructor(options?: { hashMb?: number });
  free(): void;
  clear(): void;
  /** onInfo gets each line after every completed iteration. */
  search(position: Position, limits?: SearchLimits, onInfo?: ((line: SearchLine) => void) | null): SearchResult;
}
/** A hashMb that can be had now, at least: what the WebAssembly memory may still grow by (freed engines may leave more room). */
export declare function maxHashMb(): number;

export interface SolveOptions {
  tries?: boolean;
  threats?: boolean;
  tree?: boolean;
  maxNodes?: number;
  maxSeconds?: number;
}
export interface SolutionNode {
  /** R9 text, null at the root. */
  readonly move: string | null;
  readonly kind: 'root' | 'key' | 'defence' | 'answer';
  readonly goal: boolean;
  readonly threat?: string[];
  readonly children: SolutionNode[];
}
/** What Position.solve() found (R14). */
export interface Solution {
  readonly stipulation: string;
  readonly keys: Move[];
  readonly cook: boolean;
  readonly tries: Array<{ move: Move; refutation: Move }>;
  /** After the first key: R9 texts. */
  readonly threat: string[];
  readonly solutions: Move[][];
  readonly tree: SolutionNode;
  /** false when a budget cut the search: a missing key proves nothing. */
  readonly complete: boolean;
  readonly truncated: boolean;
  readonly nodes: number;
  readonly seconds: number;
}

/** A time control's text is malformed or over a limit (R13). */
export declare class TimeControlError extends TavreliError {}
export interface Period {
  /** 0: all the remaining moves. */
  readonly moves: number;
  readonly timeMs: number;
  readonly bonus: 'none' | 'increment' | 'delay' | 'bronstein';
  readonly bonusMs: number;
}
/** A time control in the R13 syntax ('40/7200:1800+30', '300+2', '900d5', '-'). */
export declare class TimeControl {
  constructor(text?: string);
  static parse(text: string): TimeControl;
  free(): void;
  readonly periods: Period[];
  toString(): string;
  toJSON(): string;
}
/** Both players' clocks (R13); times in milliseconds, Infinity = no limit. */
export declare class Clock {
  constructor(timeControl: TimeControl | string);
  free(): void;
  readonly turn: Color;
  press(elapsedMs: number): void;
  check(elapsedMs: number): boolean;
  deadline(): number;
  remaining(color: Color, runningMs?: number): number;
  delayLeft(runningMs?: number): number;
  period(color: Color): number;
  movesToGo(color: Color): number;
  moves(color: Color): number;
  flagged(): Color | null;
  resultOnFlag(position: Position, options?: { both?: boolean; budget?: number }): '1-0' | '0-1' | '1/2-1/2' | null;
}

/** A line of an analysis in a worker: moves as R9 texts. */
export interface WorkerLine extends Omit<SearchLine, 'pv'> {
  readonly pv: string[];
}
export interface WorkerResult extends Omit<SearchResult, 'bestMove' | 'lines'> {
  readonly bestMove: string | null;
  readonly lines: WorkerLine[];
}
export type PositionLike = Position | string | { start: string; moves?: Array<string | Move> };
/** The engine and perft in a Web Worker or a Node worker thread. */
export declare class EngineWorker {
  private constructor();
  /** workerUrl: the worker script (tavreli/worker-script) when a bundler
   *  did not place it; default: the package's, beside engine-worker.js. */
  static start(options?: { hashMb?: number; workerUrl?: string | URL }): Promise<EngineWorker>;
  /** time in milliseconds; queued behind the requests before it. */
  analyse(pos: PositionLike, limits?: { depth?: number; time?: number; nodes?: number; multipv?: number },
    onInfo?: ((line: WorkerLine) => void) | null): Promise<WorkerResult>;
  perft(pos: PositionLike, depth: number): Promise<number>;
  /** Annotate one game (its TGN text or a Game): the annotated TGN, as
   *  `tavreli annotate` writes it, and the figures; stop() rejects it. */
  annotate(game: string | Game, limits?: AnalysisLimits | null,
    onProgress?: ((p: AnalysisProgress) => void) | null): Promise<GameAnalysis & { readonly tgn: string }>;
  newGame(): Promise<boolean>;
  readonly pending: number;
  /** Ends the running request now (an analysis resolves, stopped: true). */
  stop(options?: { all?: boolean }): boolean;
  close(): void;
}
