import type {
  reviewQueueQuerySchema,
  WireReviewQueue,
  WireReviewQueueItem,
  WireReviewSummary,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/app-env';
import type { QuestionRule } from '../questions/response-values-validation';
import { loadRecordRelations } from '../records/record-relations';
import { serializeRecord } from '../records/record-serializer';
import { recordDisagreement } from '../record-answers/disagreement';
import { assertReviewer, canReview, memberDataset } from './review-access';
import {
  queuePageByUpdate,
  queuePageByDisagreement,
  recordsInOrder,
  reviewCounts,
  usernamesOf,
} from './review-rows';
import { loadReviewSources, reviewQuestionsOf, serializeReview } from './review-serializer';

/** The query of `GET /datasets/{id}/review/records` as parsed. */
export type ReviewQueueQueryParsed = z.output<typeof reviewQueueQuerySchema>;

const questionTypes = (questions: readonly QuestionRule[]) =>
  questions.map((q) => ({ name: q.name, type: q.settings.type }));

/** One page of queue items: each record with its responses and suggestions, its review, disagreement, annotators. */
async function queueItems(
  db: Kysely<Database>,
  ids: readonly string[],
  questions: readonly QuestionRule[],
): Promise<WireReviewQueueItem[]> {
  const [records, relations, sources] = await Promise.all([
    recordsInOrder(db, ids),
    loadRecordRelations(db, ids, { responses: true, suggestions: true }),
    loadReviewSources(db, ids),
  ]);
  const responders = [...relations.values()].flatMap((r) => (r.responses ?? []).map((x) => x.user_id));
  const usernames = await usernamesOf(db, [...new Set(responders)]);
  const types = questionTypes(questions);
  return records.map((record) => {
    const related = relations.get(record.id);
    const source = sources.get(record.id)!;
    const annotators = [...new Set((related?.responses ?? []).map((x) => x.user_id))].map((userId) => ({
      user_id: userId,
      username: usernames.get(userId) ?? '',
    }));
    return {
      record: serializeRecord(record, related),
      review: serializeReview(source, questions),
      disagreement: recordDisagreement(types, source.submitted),
      annotators,
    };
  });
}

/**
 * `GET /datasets/{id}/review/records` (reviewers): the records ready for review (pending), and those reviewed
 * (accepted, or rejected and waiting for their annotators), filtered by the status their review reads.
 */
export async function getReviewQueue(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  query: ReviewQueueQueryParsed,
): Promise<WireReviewQueue> {
  const dataset = await memberDataset(db, actor, datasetId);
  await assertReviewer(db, actor, dataset);
  const questions = await reviewQuestionsOf(db, dataset.id);
  let pageIds: string[];
  let total: number;
  if (query.sort === 'updated') {
    ({ ids: pageIds, total } = await queuePageByUpdate(db, dataset.id, query.status, query));
  } else {
    ({ ids: pageIds, total } = await queuePageByDisagreement(db, dataset.id, query.status, query));
  }
  return { items: await queueItems(db, pageIds, questions), total };
}

/** `GET /datasets/{id}/review/summary` (any member): the review counts and whether the caller reviews. */
export async function getReviewSummary(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireReviewSummary> {
  const dataset = await memberDataset(db, actor, datasetId);
  return { ...(await reviewCounts(db, dataset.id)), can_review: await canReview(db, actor, dataset) };
}
