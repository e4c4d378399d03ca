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
  queueRecordIds,
  recordsInOrder,
  reviewCounts,
  submittedAnswerPages,
  usernamesOf,
} from './review-rows';
import type { WireResponseValues } from '@marginalia/core';
import { loadReviewSources, reviewQuestionsOf, serializeReview } from './review-serializer';

/** The query of `GET /datasets/{id}/review/records` as parsed. */
export type ReviewQueueQueryParsed = z.output<typeof reviewQueueQuerySchema>;

const questionTypes = (questions: readonly QuestionRule[]) =>
  questions.map((q) => ({ name: q.name, type: q.settings.type }));

/**
 * The queue's records most disagreement first (ties in insertion order): every submitted response of the dataset
 * read a page of records at a time, each queued record's disagreement computed once.
 */
async function idsByDisagreement(
  db: Kysely<Database>,
  datasetId: string,
  ids: readonly string[],
  questions: readonly QuestionRule[],
): Promise<string[]> {
  const answers = new Map<string, (WireResponseValues | null)[]>(ids.map((id) => [id, []]));
  for await (const page of submittedAnswerPages(db, datasetId)) {
    for (const row of page) answers.get(row.record_id)?.push(row.values);
  }
  const types = questionTypes(questions);
  const score = new Map(ids.map((id) => [id, recordDisagreement(types, answers.get(id) ?? [])]));
  return [...ids].sort((a, b) => (score.get(b) as number) - (score.get(a) as number));
}

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
    const ids = await queueRecordIds(db, dataset.id, query.status);
    total = ids.length;
    const sorted = total === 0 ? [] : await idsByDisagreement(db, dataset.id, ids, questions);
    pageIds = sorted.slice(query.offset, query.offset + query.limit);
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
