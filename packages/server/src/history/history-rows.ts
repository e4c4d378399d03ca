import type { HistoryEntity } from '@marginalia/core';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { fromJson } from '../db/json-column';
import type { Database, HistoryEntriesTable } from '../db/schema';

/**
 * The reads of `history_entries` and the retention prune, with the decoding of `before`/`after`. The only writer is
 * `appendHistory` (`history-log.ts`); the only delete is `pruneHistoryBefore`.
 */

/** An entry as read: its columns, the author's username (null once the user is deleted), JSON decoded. */
export interface HistoryEntryRow extends Omit<HistoryEntriesTable, 'before' | 'after'> {
  username: string | null;
  before: unknown;
  after: unknown;
}

/** What the dataset's history may be filtered by: `from` inclusive, `to` exclusive (stored timestamps). */
export interface HistoryFilter {
  userId?: string;
  entity?: HistoryEntity;
  from?: string;
  to?: string;
}

type EntryRow = HistoryEntriesTable & { username: string | null };

function withUsernames(db: Kysely<Database>) {
  return db
    .selectFrom('history_entries')
    .leftJoin('users', 'users.id', 'history_entries.user_id')
    .selectAll('history_entries')
    .select('users.username as username');
}

function decoded(row: EntryRow): HistoryEntryRow {
  return { ...row, before: fromJson<unknown>(row.before), after: fromJson<unknown>(row.after) };
}

/** Every entry of a record, oldest first. */
export async function recordHistoryRows(db: Kysely<Database>, recordId: string): Promise<HistoryEntryRow[]> {
  const rows = await withUsernames(db)
    .where('history_entries.record_id', '=', recordId)
    .orderBy('history_entries.at')
    .orderBy('history_entries.id')
    .execute();
  return rows.map(decoded);
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'history_entries', O>,
  datasetId: string,
  filter: HistoryFilter,
): SelectQueryBuilder<Database, 'history_entries', O> {
  let q = query.where('history_entries.dataset_id', '=', datasetId);
  if (filter.userId !== undefined) q = q.where('history_entries.user_id', '=', filter.userId);
  if (filter.entity !== undefined) q = q.where('history_entries.entity', '=', filter.entity);
  if (filter.from !== undefined) q = q.where('history_entries.at', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('history_entries.at', '<', filter.to);
  return q;
}

/** One page of a dataset's entries, newest first. */
export async function datasetHistoryRows(
  db: Kysely<Database>,
  datasetId: string,
  filter: HistoryFilter,
  page: { offset: number; limit: number },
): Promise<HistoryEntryRow[]> {
  const rows = await filtered(withUsernames(db), datasetId, filter)
    .orderBy('history_entries.at', 'desc')
    .orderBy('history_entries.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(decoded);
}

/** How many entries of a dataset match the filter. */
export async function datasetHistoryCount(
  db: Kysely<Database>,
  datasetId: string,
  filter: HistoryFilter,
): Promise<number> {
  const query = db
    .selectFrom('history_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
  const row = await filtered(query, datasetId, filter).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** True when any entry names the dataset (a deleted dataset's history is still read by owners). */
export async function datasetHasHistory(db: Kysely<Database>, datasetId: string): Promise<boolean> {
  const row = await db
    .selectFrom('history_entries')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The workspace a deleted dataset was in, read from its deletion's entry (the dataset as it was), or null when the
 * history has no such entry (a dataset that never existed, or one deleted before the history began).
 */
export async function deletedDatasetWorkspace(
  db: Kysely<Database>,
  datasetId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('history_entries')
    .select('before')
    .where('entity', '=', 'dataset')
    .where('entity_id', '=', datasetId)
    .where('action', '=', 'delete')
    .executeTakeFirst();
  const before = fromJson<{ workspace_id?: unknown }>((row?.before as string | null | undefined) ?? null);
  return typeof before?.workspace_id === 'string' ? before.workspace_id : null;
}

/** Deletes the entries older than `cutoff` (the retention setting); returns how many went. */
export async function pruneHistoryBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('history_entries').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
