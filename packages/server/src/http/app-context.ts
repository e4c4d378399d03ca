import { VerifiedTokens } from '../auth/verified-tokens';
import { PgvectorState } from '../db/pgvector';
import type { VectorMatrixCache } from '../db/vector-values';
import { HISTORY_ON, type HistoryLog } from '../history/history-log';
import { AnswerBatches } from '../responses/answer-batches';

/**
 * What one app keeps for its lifetime besides its options: the caches that were once WeakMaps keyed by the
 * database object. `createApp` makes one (or takes the caller's, as `startServer` does to seed with it); every
 * request carries it (`c.var.context`) and the routes pass the piece a service needs explicitly.
 */
export interface AppContext {
  /** Whether pgvector is enabled, read once (`db/pgvector.ts`). */
  readonly pgvector: PgvectorState;
  /** SQLite's in-memory similarity matrices by vector setting (`vectors/vector-index-cache.ts`). */
  readonly vectorMatrices: VectorMatrixCache;
  /** When this process last marked each dataset's annotation activity (`datasets/record-status.ts`). */
  readonly datasetActivity: Map<string, number>;
  /** Whether changes are written to the history (`history/history-log.ts`; the server configuration's switch). */
  readonly history: HistoryLog;
  /** The access tokens whose signature was checked (`auth/verified-tokens.ts`). */
  readonly verifiedTokens: VerifiedTokens;
  /** New answers written together on PostgreSQL (`responses/answer-batches.ts`). */
  readonly answerBatches: AnswerBatches;
}

/** A new, empty app context; history is written unless `history` says otherwise. */
export function createAppContext(history: HistoryLog = HISTORY_ON): AppContext {
  return {
    pgvector: new PgvectorState(),
    vectorMatrices: new Map(),
    datasetActivity: new Map(),
    history,
    verifiedTokens: new VerifiedTokens(),
    answerBatches: new AnswerBatches(),
  };
}
