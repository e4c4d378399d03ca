import type { HistoryAction, HistoryEntity } from '@marginalia/core';
import type { Kysely, QueryCreator } from 'kysely';
import { newId } from '../common/ids';
import { nowTimestamp } from '../common/time';
import { dialectOf } from '../db/database';
import type { Database, HistoryEntriesTable, JsonColumn } from '../db/schema';
import { insertRows, insertRowsWrite } from '../db/insert-rows';
import type { WritePipeline } from '../db/write-pipeline';
import { sameAnswer } from './history-snapshots';

/**
 * The append-only history (issue #29): what a change writes, in the change's own transaction, and the one switch
 * that turns writing off (`MARGINALIA_HISTORY=off`, kept only to measure what history costs). This folder is below
 * every resource that changes something; reading the history (`history-api/`) sits above them.
 */

/** Whether this app writes history (the app context carries it; on unless the server configuration says off). */
export interface HistoryLog {
  readonly enabled: boolean;
}

/** History written: the default of every service a route does not hand the app's log. */
export const HISTORY_ON: HistoryLog = { enabled: true };

/** What of the app context a settings service reads (the dataset child routes pass the whole context). */
export interface HistoryContext {
  readonly history: HistoryLog;
}

/** The context of a caller outside a request (seeding): history written. */
export const HISTORY_CONTEXT: HistoryContext = { history: HISTORY_ON };

/**
 * One change to write. `before`/`after` are the entity's JSON text (null on create and delete); `historyJson`
 * makes it of a value, the row layers of the hot paths splice their stored JSON in without parsing it.
 */
export interface HistoryChange {
  userId: string | null;
  datasetId: string | null;
  recordId: string | null;
  entity: HistoryEntity;
  entityId: string;
  action: HistoryAction;
  before: JsonColumn | null;
  after: JsonColumn | null;
}

/** The JSON text of a value for a history entry; null for null or undefined. */
export function historyJson(value: unknown): JsonColumn | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * Most entries one write statement carries in its `with` (10 parameters each, leaving the write itself most of
 * PostgreSQL's 65,535); a larger batch is appended by its own statements.
 */
const FOLDED_ENTRIES_MAX = 1000;

/**
 * Whether a change changes nothing shown: an answer's update to the same answer (`sameAnswer`). Dropped here, in the
 * one writer, so no write path (a single answer, the bulk answers, the SDK's upsert) logs one.
 */
function noChange(change: HistoryChange): boolean {
  return (
    change.action === 'update' &&
    change.entity === 'response' &&
    change.before !== null &&
    change.after !== null &&
    sameAnswer(change.before, change.after)
  );
}

/** The rows of the changes, each with its own strictly increasing timestamp (none when history is off). */
export function historyRows(log: HistoryLog, changes: readonly HistoryChange[]): HistoryEntriesTable[] {
  if (!log.enabled) return [];
  return changes
    .filter((change) => !noChange(change))
    .map((change) => ({
      id: newId(),
      at: nowTimestamp(),
      user_id: change.userId,
      dataset_id: change.datasetId,
      record_id: change.recordId,
      entity: change.entity,
      entity_id: change.entityId,
      action: change.action,
      before: change.before,
      after: change.after,
    }));
}

async function insertHistoryRows(db: Kysely<Database>, rows: readonly HistoryEntriesTable[]): Promise<void> {
  await insertRows(db, 'history_entries', rows);
}

/**
 * `appendHistory` as a write of the change's transaction's `pipeline`: its rows laid out while the write before runs,
 * the changes built only when history is on.
 */
export async function addHistory(
  pipeline: WritePipeline,
  db: Kysely<Database>,
  log: HistoryLog,
  changes: () => readonly HistoryChange[],
): Promise<void> {
  if (!log.enabled) return;
  await pipeline.add(() => insertRowsWrite(db, 'history_entries', historyRows(log, changes())));
}

/**
 * Appends the changes, many rows per statement (one statement for any batch an endpoint takes). Each entry gets
 * its own strictly increasing timestamp, so a batch reads back in the order it was given. `db` is the change's
 * transaction. Nothing else in the server writes `history_entries` (but `writeWithHistory`), and nothing updates
 * or deletes a row but the retention prune.
 */
export async function appendHistory(
  db: Kysely<Database>,
  log: HistoryLog,
  changes: readonly HistoryChange[],
): Promise<void> {
  await insertHistoryRows(db, historyRows(log, changes));
}

/** One write statement, built on the query creator it is given (which may carry the history's `with`). */
export type HistoryWrite = (db: QueryCreator<Database>) => { execute(): Promise<unknown> };

/**
 * Runs one write statement and appends its changes' history, in `trx` (the change's transaction), the same rows
 * as `appendHistory`. On PostgreSQL the entries ride in the write's own statement, as a data-modifying `with`
 * (executed whether or not the write reads it): a separate insert was one more round trip inside the
 * transaction of every submit, most of what history cost a submit under many annotators (issue #29). SQLite,
 * in process, appends them after the write.
 */
export async function writeWithHistory(
  trx: Kysely<Database>,
  log: HistoryLog,
  changes: readonly HistoryChange[],
  write: HistoryWrite,
): Promise<void> {
  const rows = historyRows(log, changes);
  if (rows.length > 0 && rows.length <= FOLDED_ENTRIES_MAX && dialectOf(trx) === 'postgres') {
    const folded = trx.with('history_written', (db) => db.insertInto('history_entries').values(rows));
    // The write never reads the `with` (only its type widens the tables): it is the plain creator to it.
    await write(folded as unknown as QueryCreator<Database>).execute();
    return;
  }
  await write(trx).execute();
  await insertHistoryRows(trx, rows);
}
