import type { Kysely, QueryCreator } from 'kysely';
import { cachedStatement } from '../db/cached-statement';
import { dialectOf } from '../db/database';
import { statusForSubmitted } from '../datasets/record-status-rows';
import type { Database, RecordAnswerDigestsTable, RecordsTable } from '../db/schema';
import { arrayNames, columnArrays, inTextArray, unnestRows, type ColumnArrays } from '../db/unnest-rows';
import type { DisagreementQuestion } from './disagreement';
import {
  DIGEST_COLUMNS,
  digestsEmptying,
  digestsUpsert,
  digestQuestionsOf,
  submittedByRecord,
  submittedValuesOf,
} from './record-answers-rows';
import { digestRowOf } from './refresh-record-answers';

type DigestParams = RecordAnswerDigestsTable;
type StatusParams = { status: RecordsTable['status']; recordId: string };

const statusWrite = (db: QueryCreator<Database>, p: StatusParams) =>
  db.updateTable('records').set({ status: p.status }).where('id', '=', p.recordId);

/** The statements of an answer's settling, built once (every answer runs them). */
const digestWrite = cachedStatement([...DIGEST_COLUMNS], (db, p: DigestParams) => digestsUpsert(db, [p]));
const statusOnlyWrite = cachedStatement(['status', 'recordId'], (db, p: StatusParams) => statusWrite(db, p));
const statusAndDigestWrite = cachedStatement(
  [...DIGEST_COLUMNS, 'status', 'recordId'],
  (db, p: DigestParams & StatusParams) =>
    // The digest's write never reads the `with` (its type only widens the tables): it is the plain creator to it.
    digestsUpsert(db.with('status_written', (q) => statusWrite(q, p)) as unknown as QueryCreator<Database>, [
      {
        record_id: p.record_id,
        dataset_id: p.dataset_id,
        record_inserted_at: p.record_inserted_at,
        disagreement: p.disagreement,
        answers: p.answers,
      },
    ]),
);

/**
 * The status and answer digest of one record after one of its responses changed (a submit, an edit, a delete),
 * in that change's transaction, with the record already locked on PostgreSQL (the response's write locks it, so
 * racing answers each see the others' committed ones, as `recomputeRecordStatuses` does for many records).
 *
 * Both follow from the record's submitted responses as they are now, so they are read once: the status is
 * `completed` from `minSubmitted` submitted responses on (`statusForSubmitted`, the count `updateRecordStatuses`
 * makes in SQL), and is written only when it changes. On PostgreSQL the status and the digest are written by one
 * statement: every statement is a round trip, and an answer under many annotators is mostly round trips.
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
  const status: RecordsTable['status'] = statusForSubmitted(responses.length, minSubmitted);
  const questions = known ?? (responses.length > 0 ? await digestQuestionsOf(trx, datasetId) : []);
  const changed = status !== record.status;
  if (responses.length === 0) {
    // A record once reviewable keeps its (emptied) row; one never answered gets none.
    const emptying = (db: QueryCreator<Database>) => digestsEmptying(db, [recordId]);
    if (!changed) await emptying(trx).execute();
    else if (dialectOf(trx) === 'postgres') {
      await emptying(
        trx.with('status_written', (q) =>
          statusWrite(q, { status, recordId }),
        ) as unknown as QueryCreator<Database>,
      ).execute();
    } else {
      await statusWrite(trx, { status, recordId }).execute();
      await emptying(trx).execute();
    }
    return;
  }
  const digest: DigestParams = digestRowOf(datasetId, record, responses, questions);
  if (!changed) await digestWrite.execute(trx, digest);
  else if (dialectOf(trx) === 'postgres')
    await statusAndDigestWrite.execute(trx, { ...digest, status, recordId });
  else {
    await statusOnlyWrite.execute(trx, { status, recordId });
    await digestWrite.execute(trx, digest);
  }
}

type StatusesAndDigestsParams = Record<RecordsTable['status'], string[]> &
  ColumnArrays<RecordAnswerDigestsTable, (typeof DIGEST_COLUMNS)[number], 'digest_'>;

const DIGEST_TYPES = [
  ['record_id', 'text'],
  ['dataset_id', 'text'],
  ['record_inserted_at', 'text'],
  ['disagreement', 'float8'],
  ['answers', 'text'],
] as const satisfies readonly (readonly [(typeof DIGEST_COLUMNS)[number], string])[];

/**
 * The statuses that change and the digests of a batch's records, in one statement whose rows go as arrays: the
 * same text for any number of records, prepared once per connection (PostgreSQL).
 */
const statusesAndDigestsWrite = cachedStatement(
  ['completed', 'pending', ...arrayNames('digest_', DIGEST_COLUMNS)],
  (db, p: StatusesAndDigestsParams) => {
    const statusWrites = db
      .with('status_completed', (q) =>
        q.updateTable('records').set({ status: 'completed' }).where(inTextArray('id', p.completed)),
      )
      .with('status_pending', (q) =>
        q.updateTable('records').set({ status: 'pending' }).where(inTextArray('id', p.pending)),
      );
    return digestsUpsert(
      statusWrites as unknown as QueryCreator<Database>,
      unnestRows(p, 'digest_', DIGEST_TYPES),
    );
  },
);

/**
 * `settleAnsweredRecord` for many records of one dataset (PostgreSQL: the writes ride in `with`s of one statement),
 * in the transaction of a batch of answers, with the records already locked in id order. One read of their
 * submitted answers, then one statement writing the statuses that change and the digests: the status recompute
 * of the bulk endpoint counted each record's answers in SQL twice over and ran a statement more.
 */
export async function settleAnsweredRecords(
  trx: Kysely<Database>,
  datasetId: string,
  minSubmitted: number,
  recordIds: readonly string[],
  questions: readonly DisagreementQuestion[],
): Promise<void> {
  const { records, responses } = await submittedValuesOf(trx, recordIds);
  const byRecord = submittedByRecord(records, responses);
  const moved: Record<RecordsTable['status'], string[]> = { completed: [], pending: [] };
  const digests: DigestParams[] = [];
  const emptied: string[] = [];
  for (const record of records) {
    const submitted = byRecord.get(record.id) ?? [];
    const status: RecordsTable['status'] = submitted.length >= minSubmitted ? 'completed' : 'pending';
    if (status !== record.status) moved[status].push(record.id);
    if (submitted.length > 0) digests.push(digestRowOf(datasetId, record, submitted, questions));
    else emptied.push(record.id);
  }
  if (digests.length > 0 && dialectOf(trx) === 'postgres') {
    await statusesAndDigestsWrite.execute(trx, {
      ...moved,
      ...columnArrays('digest_', digests, DIGEST_COLUMNS),
    });
    if (emptied.length > 0) await digestsEmptying(trx, emptied).execute();
    return;
  }
  let statusWrites: QueryCreator<Database> = trx;
  for (const status of ['completed', 'pending'] as const) {
    const ids = moved[status];
    if (ids.length === 0) continue;
    statusWrites = statusWrites.with(`status_${status}`, (q) =>
      q.updateTable('records').set({ status }).where('id', 'in', ids),
    ) as unknown as QueryCreator<Database>;
  }
  // Every record has a digest to write or to empty, so the status writes ride in the first of those statements.
  if (digests.length > 0) {
    await digestsUpsert(statusWrites, digests).execute();
    statusWrites = trx;
  }
  if (emptied.length > 0) await digestsEmptying(statusWrites, emptied).execute();
}
