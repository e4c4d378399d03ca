import type { Kysely, QueryCreator } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database, RecordsTable } from '../db/schema';
import type { DisagreementQuestion } from './disagreement';
import { digestsEmptying, digestsUpsert, digestQuestionsOf, submittedValuesOf } from './record-answers-rows';
import { digestRowOf } from './refresh-record-answers';

/**
 * The status and answer digest of one record after one of its responses changed (a submit, an edit, a delete),
 * in that change's transaction, with the record already locked on PostgreSQL (the response's write locks it, so
 * racing answers each see the others' committed ones, as `recomputeRecordStatuses` does for many records).
 *
 * Both follow from the record's submitted responses as they are now, so they are read once: the status is
 * `completed` from `minSubmitted` submitted responses on (the count `updateRecordStatuses` makes in SQL), and is
 * written only when it changes. On PostgreSQL the status and the digest are written by one statement: every
 * statement is a round trip, and an answer under many annotators is mostly round trips.
 */
export async function settleAnsweredRecord(
  trx: Kysely<Database>,
  datasetId: string,
  minSubmitted: number,
  recordId: string,
  known?: readonly DisagreementQuestion[],
): Promise<void> {
  const { records, responses } = await submittedValuesOf(trx, [recordId]);
  const record = records[0];
  if (!record) return; // deleted meanwhile: nothing to settle
  const status: RecordsTable['status'] = responses.length >= minSubmitted ? 'completed' : 'pending';
  const questions = known ?? (responses.length > 0 ? await digestQuestionsOf(trx, datasetId) : []);
  const digestWrite = (db: QueryCreator<Database>) =>
    responses.length > 0
      ? digestsUpsert(db, [digestRowOf(datasetId, record, responses, questions)])
      : // A record once reviewable keeps its (emptied) row; one never answered gets none.
        digestsEmptying(db, [recordId]);
  if (status === record.status) {
    await digestWrite(trx).execute();
    return;
  }
  const statusWrite = (db: QueryCreator<Database>) =>
    db.updateTable('records').set({ status }).where('id', '=', recordId);
  if (dialectOf(trx) === 'postgres') {
    // The digest's write never reads the `with` (its type only widens the tables): it is the plain creator to it.
    const folded = trx.with('status_written', statusWrite) as unknown as QueryCreator<Database>;
    await digestWrite(folded).execute();
    return;
  }
  await statusWrite(trx).execute();
  await digestWrite(trx).execute();
}
