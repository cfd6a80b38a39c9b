// tavreli: the libtavreli C library compiled to WebAssembly.
//
//   import { init, Position } from 'tavreli';
//   await init();
//   const pos = new Position();
//   pos.push('e2-e4');
export { init, memoryBytes } from './wasm.js';
export { TavreliError, TfenError, NotationError, IllegalMoveError } from './errors.js';
export { SQUARES, Piece, Move, WHITE, BLACK, KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, HELGI } from './types.js';
export { validateTfen, squareColor } from './edit.js';
export { Position, START_TFEN } from './position.js';
export { Game, Problem, readGames, writeGames } from './game.js';
export { Engine, maxHashMb } from './engine.js';
export { EngineWorker } from './engine-worker.js';
export { TimeControl, TimeControlError, Clock } from './clock.js';
