import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The SQL of record statuses (contract §16), and the same rule for responses in hand; when and in what order they
 * run is `record-status.ts`'s.
 */

/** The status `submitted` submitted responses (any users) give a record: the count `updateRecordStatuses` makes. */
export function statusForSubmitted(submitted: number, minSubmitted: number): 'pending' | 'completed' {
  return submitted >= minSubmitted ? 'completed' : 'pending';
}

/**
 * The status of a record created with these responses: a bulk write inserts its new records with it, so they need
 * no status update after their responses.
 */
export function newRecordStatus(
  responses: readonly { status: string }[],
  minSubmitted: number,
): 'pending' | 'completed' {
  let submitted = 0;
  for (const response of responses) if (response.status === 'submitted') submitted += 1;
  return statusForSubmitted(submitted, minSubmitted);
}

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
