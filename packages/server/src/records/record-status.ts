import { sql, type Kysely } from 'kysely';
import { nowTimestamp } from '../common/time';
import type { Database } from '../db/schema';

/**
 * Recomputes record statuses (contract §16): `completed` when the record has at least
 * `minSubmitted` submitted responses (any users), otherwise `pending`. One UPDATE, evaluated in SQL.
 * Without `recordIds` every record of the dataset is recomputed.
 */
export async function recomputeRecordStatuses(
  db: Kysely<Database>,
  datasetId: string,
  minSubmitted: number,
  recordIds?: readonly string[],
): Promise<void> {
  if (recordIds && recordIds.length === 0) return;
  let query = db
    .updateTable('records')
    .set({
      status: sql<'pending' | 'completed'>`case when (
        select count(*) from responses
        where responses.record_id = records.id and responses.status = 'submitted'
      ) >= ${minSubmitted} then 'completed' else 'pending' end`,
    })
    .where('dataset_id', '=', datasetId);
  if (recordIds) query = query.where('id', 'in', recordIds);
  await query.execute();
}

/** Marks activity on a dataset (responses and records change its `last_activity_at`). */
export async function touchDatasetActivity(db: Kysely<Database>, datasetId: string): Promise<void> {
  await db
    .updateTable('datasets')
    .set({ last_activity_at: nowTimestamp() })
    .where('id', '=', datasetId)
    .execute();
}
