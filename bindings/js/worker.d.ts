// TypeScript declarations of tavreli/worker (src/engine-worker.js).
export {
  EngineWorker, WorkerLine, WorkerResult, PositionLike,
  AnalysisLimits, AnalysisProgress, GameAnalysis, MoveAnalysis, PlayerAnalysis,
} from './index.js';
