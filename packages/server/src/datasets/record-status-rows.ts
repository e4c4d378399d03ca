import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of record statuses (contract §16); when and in what order it runs is `record-status.ts`'s. */

/** Locks records against another status update until the transaction ends (PostgreSQL; in id order). */
export async function lockRecordsForStatus(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<void> {
  await db
    .selectFrom('records')
    .select('id')
    .where('id', 'in', [...recordIds].sort())
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/**
 * Sets records `completed` when they have at least `minSubmitted` submitted responses (any users), otherwise
 * `pending`, in one UPDATE evaluated in SQL: every record of the dataset, or those of `recordIds`.
 */
export async function updateRecordStatuses(
  db: Kysely<Database>,
  datasetId: string,
  minSubmitted: number,
  recordIds?: readonly string[],
): Promise<void> {
  const status = sql<'pending' | 'completed'>`case when (
        select count(*) from responses
        where responses.record_id = records.id and responses.status = 'submitted'
      ) >= ${minSubmitted} then 'completed' else 'pending' end`;
  // A record whose status stays is not written: a rewritten row is a new row version in every index on PostgreSQL.
  let query = db
    .updateTable('records')
    .set({ status })
    .where('dataset_id', '=', datasetId)
    .where(sql<boolean>`status <> ${status}`);
  if (recordIds) query = query.where('id', 'in', recordIds);
  await query.execute();
}

/** Up to `limit` ids of a dataset's records after `after`, in id order. */
export async function recordIdsAfter(
  db: Kysely<Database>,
  datasetId: string,
  after: string,
  limit: number,
): Promise<string[]> {
  const page = await db
    .selectFrom('records')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return page.map((row) => row.id);
}
