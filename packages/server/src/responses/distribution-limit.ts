import type { Kysely } from 'kysely';
import { datasetDistribution } from '../datasets/dataset-serializer';
import { dialectOf } from '../db/database';
import type { Database, DatasetsTable } from '../db/schema';
import { UnprocessableEntityError } from '../errors/api-errors';

/** The refusal of a submit to a record that others completed meanwhile (shape C, 422). */
export function recordAlreadyCompletedMessage(recordId: string, minSubmitted: number): string {
  return `Record with id \`${recordId}\` is already completed: it has the ${minSubmitted} submitted responses its task distribution asks for`;
}

/**
 * Refuses to make a user's response `submitted` when other users' submitted responses already complete the
 * record (contract §16: the queue hides completed records, but two annotators can hold one pending record at
 * once). A user whose response was already submitted may still change it. Runs inside the response's
 * transaction: on PostgreSQL the record row is locked first, so two racing submits count each other; SQLite
 * runs one write transaction at a time.
 */
export async function assertSubmitWithinDistribution(
  trx: Kysely<Database>,
  dataset: DatasetsTable,
  recordId: string,
  userId: string,
): Promise<void> {
  if (dialectOf(trx) === 'postgres') {
    await trx.selectFrom('records').select('id').where('id', '=', recordId).forNoKeyUpdate().execute();
  }
  const rows = await trx
    .selectFrom('responses')
    .select(['user_id', 'status'])
    .where('record_id', '=', recordId)
    .where('status', '=', 'submitted')
    .execute();
  if (rows.some((row) => row.user_id === userId)) return;
  const { min_submitted: minSubmitted } = datasetDistribution(dataset);
  if (rows.length >= minSubmitted) {
    throw new UnprocessableEntityError(recordAlreadyCompletedMessage(recordId, minSubmitted));
  }
}
