import { z } from './zod';
import { queryInt } from './pagination';
import {
  REVIEW_FILTER_STATUSES,
  REVIEW_RECORD_IDS_MAX,
  type ReviewFilterStatus,
} from './reviewFilterStatuses';

/**
 * `GET /api/v1/datasets/{id}/review/record-ids` (docs/review-and-agreement.md "Review status on the annotation
 * page"): a dataset's record ids by the status their review reads, for the annotation page's review-status
 * filter. A Marginalia path beside the wire; the annotation page sends the ids as the Argilla search's own
 * record-id terms filter, so no Argilla shape changes.
 */

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
