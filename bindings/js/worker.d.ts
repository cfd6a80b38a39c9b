// TypeScript declarations of tavreli/worker (src/engine-worker.js).
export { EngineWorker, WorkerLine, WorkerResult, PositionLike } from './index.js';
