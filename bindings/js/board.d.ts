// TypeScript declarations of tavreli/board (src/board.js): the Board component.
import type { Color, Move, Piece, Position } from './index.js';

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
