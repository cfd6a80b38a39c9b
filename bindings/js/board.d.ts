// TypeScript declarations of tavreli/board (src/board.js): the Board component.
import type { Color, Game, Judgement, Move, Piece, Position } from './index.js';

export interface BoardDest {
  to: string;
  /** Pieces that leave the tower; absent: any count. */
  count?: number;
}
export interface MoveDetail {
  from: string;
  to: string;
  /** Pieces that left the tower (a split when fewer than its height). */
  count: number;
  /** The canonical R9 text: 'e2-e4', 'd4(2)-d8', '0-0'. */
  text: string;
  move: Move;
  /** The TFEN after the move. */
  tfen: string;
}
export interface SelectDetail {
  square: string | null;
  count: number;
  counts: number[];
  dests: string[];
}
export interface ChangeDetail {
  tfen: string;
  lastMove: [string, string] | null;
}
export interface InspectDetail {
  square: string;
  tower: Piece[];
}
export interface BoardConfig {
  tfen?: string;
  /** The same as tfen (chessground's name). */
  fen?: string;
  position?: Position;
  orientation?: Color;
  lastMove?: [string, string] | Move | { from: string; to: string } | null;
  /** true: mark the king of the side to move when in check; a square; false. */
  check?: boolean | string;
  movable?: {
    color?: Color | 'both' | null;
    /** A subset of the legal moves; absent: all of them. */
    dests?: Map<string, Array<string | BoardDest>>;
    events?: { after?: (from: string, to: string, detail: MoveDetail) => void };
  };
}
export interface BoardOptions extends BoardConfig {
  coordinates?: boolean;
  tooltip?: boolean;
}
export interface BoardEvents {
  move: MoveDetail;
  select: SelectDetail;
  change: ChangeDetail;
  inspect: InspectDetail;
  /** A picked-up tower dropped where it may not go; the square flashes (tav-illegal). */
  illegal: { from: string; to: string; count: number; reason: string };
}
/** A Tavreli board in a DOM element (await init() first). */
export declare class Board extends EventTarget {
  constructor(element: Element, options?: BoardOptions);
  readonly element: Element;
  set(config: BoardConfig): this;
  readonly tfen: string;
  readonly orientation: Color;
  readonly selected: string | null;
  tower(square: string): Piece[];
  toggleOrientation(): this;
  on<K extends keyof BoardEvents>(type: K, fn: (detail: BoardEvents[K]) => void): () => void;
  select(square: string | null): boolean;
  chooseCount(count: number): boolean;
  drop(square: string): boolean;
  /** Refuse a drop on square: feedback and an 'illegal' event; returns false. */
  refuse(square: string): boolean;
  destroy(): void;
}

export interface BoardEvalConfig {
  /** An annotated Game (read at once, not kept); null clears. */
  game?: Game | null;
  /** The position after that many moves of the main line. */
  ply?: number;
  orientation?: Color;
}
export interface BoardEvalOptions extends BoardEvalConfig {
  /** Where the evaluation bar goes (beside the board). */
  bar?: Element | null;
  /** Where the evaluation graph goes (under the board). */
  graph?: Element | null;
}
/** The evaluation bar and graph of an annotated game; a click or an arrow
 *  key on the graph dispatches 'ply' (CustomEvent<{ ply: number }>). */
export declare class BoardEval extends EventTarget {
  constructor(options?: BoardEvalOptions);
  set(config: BoardEvalConfig): this;
  /** A game with evaluations is shown. */
  readonly active: boolean;
  readonly ply: number;
  /** What the bar shows: white's winning chances and the text ('+0.35', '#3', '1-0'). */
  readonly shown: { ply: number; chances: number; text: string; judgement: Judgement | null };
  destroy(): void;
}
