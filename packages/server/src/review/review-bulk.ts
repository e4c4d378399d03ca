import type { reviewsBulkUpdateSchema, WireReviewsBulkResult } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { ApiError, NotFoundError, UnprocessableEntityError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { assertReviewer, memberDataset } from './review-access';
import { recordsInOrder } from './review-rows';
import { reviewQuestionsOf } from './review-serializer';
import { decideReview, type ReviewWriteContext } from './review-service';

/** The body of `PUT /datasets/{id}/reviews` as parsed. */
export type ReviewsBulkUpdateParsed = z.output<typeof reviewsBulkUpdateSchema>;

/**
 * `PUT /datasets/{id}/reviews` (reviewers): several records of the dataset reviewed in one request, each item as
 * `PUT /records/{id}/review` decides it and on its own: an item whose record is not in the dataset, or whose
 * gold answer is refused (422 naming the question), reports why and leaves the others stored. A record may appear
 * once (422 otherwise).
 */
export async function updateRecordReviews(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  body: ReviewsBulkUpdateParsed,
  context: ReviewWriteContext,
): Promise<WireReviewsBulkResult> {
  const dataset = await memberDataset(db, actor, datasetId);
  await assertReviewer(db, actor, dataset);
  const ids = body.items.map((item) => item.record_id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined)
    throw new UnprocessableEntityError(`Record with id \`${twice}\` appears more than once`);
  const questions = await reviewQuestionsOf(db, dataset.id);
  const records = new Map(
    (await recordsInOrder(db, ids)).filter((r) => r.dataset_id === dataset.id).map((r) => [r.id, r]),
  );
  const items: WireReviewsBulkResult['items'] = [];
  for (const { record_id: recordId, ...decision } of body.items) {
    try {
      const record = records.get(recordId);
      if (!record) throw NotFoundError.byId('Record', recordId);
      const review = await decideReview(db, actor, { record, dataset, questions }, decision, context);
      items.push({ record_id: recordId, review, error: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      items.push({ record_id: recordId, review: null, error: { detail: error.message } });
    }
  }
  return { items };
}
