import type { DatasetHistoryQueryParsed, WireDatasetHistory, WireRecordHistory } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { isOwner, isWorkspaceMember } from '../auth/permissions';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/app-env';
import {
  datasetHasHistory,
  datasetHistoryCount,
  datasetHistoryRows,
  deletedDatasetWorkspace,
  recordHistoryRows,
  type HistoryFilter,
} from '../history/history-rows';
import { assertManager, memberDataset, memberRecord } from '../review/review-access';
import { historyCsvHeader, historyCsvLine } from './history-csv';
import { serializeHistoryEntry } from './history-serializer';

/**
 * Reading the history (issue #29). A record's history: members of its workspace (others 404, as for the record).
 * A dataset's history: owners and the workspace's admins (annotators 403, outsiders 404); a deleted dataset's
 * history stays readable by owners and by the admins of the workspace it was in.
 */

/** `GET /records/{id}/history`. */
export async function getRecordHistory(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
): Promise<WireRecordHistory> {
  await memberRecord(db, actor, recordId);
  return { items: (await recordHistoryRows(db, recordId)).map(serializeHistoryEntry) };
}

/** A query time (`2026-11-29`, `2026-11-29T10:00Z`, `…T10:00:00.123456`, UTC) as a stored timestamp, to the microsecond. */
function storedTime(text: string): string {
  const [, date, hm, ss, fraction] =
    /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?Z?$/.exec(text) as RegExpExecArray;
  return `${date}T${hm ?? '00:00'}:${ss ?? '00'}.${(fraction ?? '').padEnd(6, '0')}`;
}

function historyFilter(query: DatasetHistoryQueryParsed): HistoryFilter {
  return {
    ...(query.user_id !== undefined ? { userId: query.user_id } : {}),
    ...(query.entity !== undefined ? { entity: query.entity } : {}),
    ...(query.from !== undefined ? { from: storedTime(query.from) } : {}),
    ...(query.to !== undefined ? { to: storedTime(query.to) } : {}),
  };
}

/** 404/403 unless the caller may read the dataset's history. */
async function assertCanReadDatasetHistory(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<void> {
  const exists = await db.selectFrom('datasets').select('id').where('id', '=', datasetId).executeTakeFirst();
  if (!exists) {
    // A deleted dataset's history: owners, and the admins of the workspace it was in (its deletion's entry says
    // which); for anyone else it is gone, like the dataset.
    if (isOwner(actor) && (await datasetHasHistory(db, datasetId))) return;
    const workspaceId = await deletedDatasetWorkspace(db, datasetId);
    if (actor.role === 'admin' && workspaceId !== null && (await isWorkspaceMember(db, actor, workspaceId)))
      return;
  }
  await memberDataset(db, actor, datasetId);
  assertManager(actor);
}

/** `GET /datasets/{id}/history`: one page, newest first, with the filtered total. */
export async function getDatasetHistory(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  query: DatasetHistoryQueryParsed,
): Promise<WireDatasetHistory> {
  await assertCanReadDatasetHistory(db, actor, datasetId);
  const filter = historyFilter(query);
  const rows = await datasetHistoryRows(db, datasetId, filter, { offset: query.offset, limit: query.limit });
  return { items: rows.map(serializeHistoryEntry), total: await datasetHistoryCount(db, datasetId, filter) };
}

/** Entries read per query by the CSV download. */
const CSV_PAGE = 1000;

/** `GET /datasets/{id}/history?format=csv`: the whole filtered history as CSV, newest first (pages do not apply). */
export async function datasetHistoryCsv(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  query: DatasetHistoryQueryParsed,
): Promise<string> {
  await assertCanReadDatasetHistory(db, actor, datasetId);
  const filter = historyFilter(query);
  const lines = [historyCsvHeader()];
  for (let offset = 0; ; offset += CSV_PAGE) {
    const rows = await datasetHistoryRows(db, datasetId, filter, { offset, limit: CSV_PAGE });
    for (const row of rows) lines.push(historyCsvLine(serializeHistoryEntry(row)));
    if (rows.length < CSV_PAGE) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}
