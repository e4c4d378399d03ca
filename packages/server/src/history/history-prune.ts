import type { Kysely } from 'kysely';
import { formatStoredTimestamp } from '../common/time';
import type { Database } from '../db/schema';
import { pruneHistoryBefore } from './history-rows';

/** How often the prune runs (its first run is at start). */
export const HISTORY_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored timestamp before which entries are older than `retentionDays` at `nowMs`. */
export function historyCutoff(retentionDays: number, nowMs: number): string {
  return formatStoredTimestamp((nowMs - retentionDays * DAY_MS) * 1000);
}

/** Deletes the entries older than the retention; returns how many went. */
export function pruneHistory(
  db: Kysely<Database>,
  retentionDays: number,
  nowMs: number = Date.now(),
): Promise<number> {
  return pruneHistoryBefore(db, historyCutoff(retentionDays, nowMs));
}

/**
 * Starts the periodic prune of a server whose configuration keeps history `retentionDays` (null: forever, nothing
 * runs). A failed run is logged and the next one tries again. Returns the stop.
 */
export function startHistoryPrune(
  db: Kysely<Database>,
  retentionDays: number | null,
  logger: Pick<Console, 'error'>,
): () => void {
  if (retentionDays === null) return () => undefined;
  const run = () => {
    pruneHistory(db, retentionDays).catch((error: unknown) => logger.error('history prune failed', error));
  };
  run();
  const timer = setInterval(run, HISTORY_PRUNE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
