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

/** `order=status`: every record, by review status (pending, rejected, accepted, unreviewed), then insertion. */
export const REVIEW_RECORD_IDS_ORDERS = ['status'] as const;

export const reviewRecordIdsQuerySchema = z
  .object({
    status: z.enum(REVIEW_FILTER_STATUSES).optional(),
    order: z.enum(REVIEW_RECORD_IDS_ORDERS).optional(),
    offset: queryInt({ min: 0 }, 0),
    limit: queryInt({ min: 1, max: REVIEW_RECORD_IDS_MAX }, REVIEW_RECORD_IDS_MAX),
  })
  .superRefine((q, ctx) => {
    // One set of ids per read: a status's records, or all of them in the status order.
    if ((q.status === undefined) === (q.order === undefined)) {
      ctx.addIssue({ code: 'custom', message: "Either 'status' or 'order' must be given (but not both)" });
    }
  });
/** The query of the record-ids read as a client sends it: a status, or `order: 'status'`. */
export type ReviewRecordIdsQuery =
  | { status: ReviewFilterStatus; order?: undefined; offset?: number; limit?: number }
  | { order: (typeof REVIEW_RECORD_IDS_ORDERS)[number]; status?: undefined; offset?: number; limit?: number };

/** `limit` record ids from `offset` (a status's, or all in the status order), and how many there are. */
export const reviewRecordIdsSchema = z.object({
  items: z.array(z.string()),
  total: z.number().int(),
});
export type WireReviewRecordIds = z.infer<typeof reviewRecordIdsSchema>;
