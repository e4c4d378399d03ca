import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { selectedRecordIds } from '../search/record-selection';
import { promptedRecords, type PromptedRecord } from './annotate-record';
import type { SuggestionTarget } from './model-suggestion-target';
import type { RunLedger } from './run-ledger';

/** Records read per batch. */
export const BATCH_SIZE = 128;

/** Hands out a run's selected records one at a time. */
export interface RecordFeed {
  /** The next record in id order; null when none is left. Safe to call from several workers at once. */
  next(): Promise<PromptedRecord | null>;
}

/**
 * The selected records after `after`, in id order, read a batch at a time; the next batch is read while the
 * workers still have `prefetchBelow` records to take, so the model calls never wait for a read. Every id read is
 * noted in the ledger; a record deleted between reading its id and its fields is settled at once (nothing to ask).
 */
export function recordFeed(
  db: Kysely<Database>,
  target: Pick<SuggestionTarget, 'dataset' | 'selection'>,
  after: string | null,
  ledger: RunLedger<unknown>,
  prefetchBelow: number,
): RecordFeed {
  const buffer: PromptedRecord[] = [];
  let readAfter = after;
  let exhausted = false;
  let reading: Promise<void> | null = null;
  const read = async () => {
    const ids = await selectedRecordIds(db, target.dataset, target.selection, readAfter, BATCH_SIZE);
    if (ids.length < BATCH_SIZE) exhausted = true;
    if (ids.length === 0) return;
    readAfter = ids[ids.length - 1] as string;
    const records = await promptedRecords(db, ids);
    ledger.issue(ids);
    const present = new Set(records.map((r) => r.id));
    for (const id of ids) if (!present.has(id)) ledger.settle(id, null);
    buffer.push(...records);
  };
  const refill = () => {
    if (reading || exhausted) return reading;
    reading = read().finally(() => {
      reading = null;
    });
    return reading;
  };
  return {
    async next() {
      for (;;) {
        if (buffer.length <= prefetchBelow) void refill()?.catch(() => undefined);
        const record = buffer.shift();
        if (record) return record;
        if (exhausted && !reading) return null;
        // The buffer is empty: wait for the read under way (its failure fails the run).
        await (refill() ?? reading);
      }
    },
  };
}
