import type { Kysely } from 'kysely';
import type { WireRecord } from '@marginalia/core';
import type { Database, DatasetsTable, RecordsTable } from '../db/schema';
import { assertCanWrite } from '../auth/permissions';
import { getDatasetOrThrow, getWritableDataset } from '../datasets/datasets-service';
import { NotFoundError } from '../errors/api-errors';
import { readableOrThrow, recordWithDatasetAndMembership } from './record-with-dataset';
import type { UserRow } from '../http/app-env';
import type { RecordInclude } from './include-param';
import { loadRecordRelations } from './record-relations';
import { serializeRecord } from './record-serializer';
import { appendHistory, HISTORY_ON, type HistoryLog } from '../history/history-log';
import { deletedRecordsEntries } from './record-history';

/** Loads a record or throws 404 ``Record with id `…` not found``. */
export async function getRecordOrThrow(db: Kysely<Database>, recordId: string): Promise<RecordsTable> {
  const record = await db.selectFrom('records').selectAll().where('id', '=', recordId).executeTakeFirst();
  if (!record) throw NotFoundError.byId('Record', recordId);
  return record;
}

/**
 * A record and its dataset, after checking the caller may read the dataset (404 first, then 403). One statement
 * reads the record, its dataset and whether the caller is a member of the dataset's workspace: it runs before
 * every single-record answer, where each round trip to PostgreSQL counts.
 */
export async function getReadableRecord(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
): Promise<{ record: RecordsTable; dataset: DatasetsTable }> {
  const { record, dataset } = readableOrThrow(
    await recordWithDatasetAndMembership(db, actor, recordId),
    actor,
    recordId,
  );
  return { record, dataset };
}

/** `GET /records/{id}`: read access; every user's responses, all suggestions and vectors. */
export async function getRecord(db: Kysely<Database>, actor: UserRow, recordId: string): Promise<WireRecord> {
  const { record } = await getReadableRecord(db, actor, recordId);
  const relations = await loadRecordRelations(db, [record.id], {
    responses: true,
    suggestions: true,
    vectors: true,
  });
  return serializeRecord(record, relations.get(record.id));
}

/** `DELETE /records/{id}`: write access; returns the record without relationship keys. */
export async function deleteRecord(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
  history: HistoryLog = HISTORY_ON,
): Promise<WireRecord> {
  const record = await getRecordOrThrow(db, recordId);
  const dataset = await getDatasetOrThrow(db, record.dataset_id);
  await assertCanWrite(db, actor, dataset.workspace_id);
  await db.transaction().execute(async (trx) => {
    const author = { userId: actor.id, datasetId: dataset.id };
    if (history.enabled)
      await appendHistory(trx, history, await deletedRecordsEntries(trx, author, [recordId]));
    await trx.deleteFrom('records').where('id', '=', recordId).execute();
  });
  return serializeRecord(record);
}

/** `GET /datasets/{id}/records`: owner or admin-member; by insertion; `total` counts every record. */
export async function listDatasetRecords(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  page: { offset: number; limit: number; include: RecordInclude },
): Promise<{ items: WireRecord[]; total: number }> {
  await getWritableDataset(db, actor, datasetId);
  const rows = await db
    .selectFrom('records')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('inserted_at')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const total = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  const relations = await loadRecordRelations(
    db,
    rows.map((r) => r.id),
    {
      responses: page.include.responses,
      suggestions: page.include.suggestions,
      vectors: page.include.vectors,
    },
  );
  return { items: rows.map((r) => serializeRecord(r, relations.get(r.id))), total: Number(total.count) };
}
