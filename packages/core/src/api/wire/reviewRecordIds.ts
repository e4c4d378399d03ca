import { z } from './zod';
import { queryInt } from './pagination';

/**
 * `GET /api/v1/datasets/{id}/review/record-ids` (docs/review-and-agreement.md "Review status on the annotation
 * page"): a dataset's record ids by the status their review reads, for the annotation page's review-status
 * filter. A Marginalia path beside the wire; the annotation page sends the ids as the Argilla search's own
 * record-id terms filter, so no Argilla shape changes.
 */

/**
 * The review-status filters: the three sets of the review queue (`pending`: reviewable and waiting for a
 * decision; `accepted`; `rejected` and waiting for its annotators) and `unreviewed`, every other record.
 * The four sets split a dataset's records.
 */
export const REVIEW_FILTER_STATUSES = ['pending', 'accepted', 'rejected', 'unreviewed'] as const;
export type ReviewFilterStatus = (typeof REVIEW_FILTER_STATUSES)[number];

/** Most ids one read lists: the Argilla search's record-id terms filter takes 250 values. */
export const REVIEW_RECORD_IDS_MAX = 250;

export const reviewRecordIdsQuerySchema = z.object({
  status: z.enum(REVIEW_FILTER_STATUSES),
  limit: queryInt({ min: 1, max: REVIEW_RECORD_IDS_MAX }, REVIEW_RECORD_IDS_MAX),
});
/** The query of the record-ids read as a client sends it. */
export interface ReviewRecordIdsQuery {
  status: ReviewFilterStatus;
  limit?: number;
}

/** The first `limit` record ids with that status, in insertion order, and how many records have it. */
export const reviewRecordIdsSchema = z.object({
  items: z.array(z.string()),
  total: z.number().int(),
});
export type WireReviewRecordIds = z.infer<typeof reviewRecordIdsSchema>;
