import type { WireResponseValues, WireReview } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { serializeTimestamp } from '../common/time';
import { questionSettingsOf, questionsOfDataset } from '../datasets/dataset-child-rows';
import { fromBooleanColumn } from '../db/json-column';
import type { Database, RecordReviewsTable } from '../db/schema';
import type { QuestionRule } from '../questions/response-values-validation';
import { defaultGold } from './default-gold';
import { reviewsOfRecords, reviewValuesOf, submittedAnswersOf } from './review-rows';

/** A dataset's questions as review reads them (gold answer, disagreement, checks of a gold answer). */
export async function reviewQuestionsOf(db: Kysely<Database>, datasetId: string): Promise<QuestionRule[]> {
  return (await questionsOfDataset(db, datasetId)).map((q) => ({
    name: q.name,
    required: fromBooleanColumn(q.required),
    settings: questionSettingsOf(q),
  }));
}

/** What a record's review is read from. */
export interface ReviewSource {
  recordId: string;
  /** The stored review, if any. */
  row: RecordReviewsTable | undefined;
  /** True when a submitted response is newer than a stored rejection (it then reads pending). */
  resubmitted: boolean;
  /** The values of the record's submitted responses, earliest submitted first. */
  submitted: (WireResponseValues | null)[];
}

/**
 * A record's review on the wire: an accepted one with its stored gold answer; otherwise `pending` (no review, or a
 * rejection followed by a new submitted answer: comment and reviewer kept) or `rejected`, with the default gold
 * answer of the submitted responses.
 */
export function serializeReview(source: ReviewSource, questions: readonly QuestionRule[]): WireReview {
  const { row } = source;
  if (row?.status === 'accepted') {
    return {
      record_id: source.recordId,
      status: 'accepted',
      values: reviewValuesOf(row) ?? {},
      reviewer_id: row.reviewer_id,
      comment: row.comment,
      updated_at: serializeTimestamp(row.updated_at),
    };
  }
  return {
    record_id: source.recordId,
    status: row && !source.resubmitted ? 'rejected' : 'pending',
    values: defaultGold(questions, source.submitted),
    reviewer_id: row?.reviewer_id ?? null,
    comment: row?.comment ?? null,
    updated_at: row ? serializeTimestamp(row.updated_at) : null,
  };
}

/**
 * What the reviews of some records are read from, by record id: their stored reviews and submitted responses, in
 * two queries whatever their number.
 */
export async function loadReviewSources(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<Map<string, ReviewSource>> {
  const [rows, answers] = await Promise.all([
    reviewsOfRecords(db, recordIds),
    submittedAnswersOf(db, recordIds),
  ]);
  const sources = new Map<string, ReviewSource>();
  for (const recordId of recordIds) {
    sources.set(recordId, { recordId, row: rows.get(recordId), resubmitted: false, submitted: [] });
  }
  for (const answer of answers) {
    const source = sources.get(answer.record_id) as ReviewSource;
    source.submitted.push(answer.values);
    if (source.row?.status === 'rejected' && answer.updated_at > source.row.updated_at)
      source.resubmitted = true;
  }
  return sources;
}
