import type { Kysely } from 'kysely';
import type { Database, RecordAnswerDigestsTable } from '../db/schema';
import { recordDisagreement, type DisagreementQuestion } from './disagreement';
import {
  digestQuestionsOf,
  digestText,
  emptyDigests,
  submittedByRecord,
  submittedValuesOf,
  upsertDigests,
  type AnsweredRecord,
  type SubmittedValues,
} from './record-answers-rows';

/** Records refreshed per read. */
const REFRESH_BATCH = 2000;

/**
 * Rewrites the answer digests (answers and disagreement) of some records of a dataset from their submitted
 * responses as they are now (a record without any gets no row, and the row it had is emptied: a record once
 * reviewable keeps its row, so the review queue, which joins them, always finds it): call it in the transaction that changed the responses, after the records are locked
 * (`recomputeRecordStatuses` does both), so two writers to one record leave the digest of both answers. `known`:
 * the dataset's questions in their order, when the caller has them (read here otherwise).
 */
export async function refreshRecordAnswers(
  db: Kysely<Database>,
  datasetId: string,
  recordIds: readonly string[],
  known?: readonly DisagreementQuestion[],
): Promise<void> {
  if (recordIds.length === 0) return;
  // A published dataset's question names and types never change, so questions the caller read are as good.
  const questions = known ?? (await digestQuestionsOf(db, datasetId));
  for (let start = 0; start < recordIds.length; start += REFRESH_BATCH) {
    const batch = recordIds.slice(start, start + REFRESH_BATCH);
    const { records, responses } = await submittedValuesOf(db, batch);
    const byRecord = submittedByRecord(records, responses);
    const unanswered = records.filter((r) => byRecord.get(r.id)?.length === 0).map((r) => r.id);
    const rows: RecordAnswerDigestsTable[] = records.flatMap((record) => {
      const submitted = byRecord.get(record.id) ?? [];
      return submitted.length === 0 ? [] : digestRowOf(datasetId, record, submitted, questions);
    });
    await upsertDigests(db, rows);
    await emptyDigests(db, unanswered);
  }
}

/** The digest row of a record with some submitted responses. */
export function digestRowOf(
  datasetId: string,
  record: Pick<AnsweredRecord, 'id' | 'inserted_at'>,
  submitted: readonly SubmittedValues[],
  questions: readonly DisagreementQuestion[],
): RecordAnswerDigestsTable {
  return {
    record_id: record.id,
    dataset_id: datasetId,
    record_inserted_at: record.inserted_at,
    disagreement: recordDisagreement(
      questions,
      submitted.map((s) => s.values),
    ),
    answers: digestText(questions, submitted),
  };
}
