import { PgvectorState } from '../db/pgvector';
import type { VectorMatrixCache } from '../db/vector-values';

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
}

/** A new, empty app context. */
export function createAppContext(): AppContext {
  return { pgvector: new PgvectorState(), vectorMatrices: new Map(), datasetActivity: new Map() };
}
