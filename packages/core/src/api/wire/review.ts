import { z } from './zod';
import { boundedString, itemsEnvelope } from './common';
import { QUESTION_TYPES } from './enums';
import { queryInt } from './pagination';
import { recordSchema } from './records';
import { responseValuesSchema } from './responses';
import { uuidSchema } from './uuid';

/**
 * Review and agreement: paths beside the Argilla wire (docs/review-and-agreement.md). Nothing here is added to an
 * existing shape or enum — the Argilla SDK rejects unknown values — so these shapes are Marginalia's own.
 */

/** A record's review: `pending` until a reviewer accepts (gold answer stored) or rejects (back to annotators). */
export const REVIEW_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * `GET /api/v1/records/{id}/review/reviewer` (any workspace member): who took the record's standing review decision,
 * by id and username (the sent-back notice names them); both null while nobody decided, or once the reviewer's
 * account is gone. Its own path: the review's shape keeps its keys.
 */
export const recordReviewerSchema = z.object({
  user_id: z.string().nullable(),
  username: z.string().nullable(),
});
export type WireRecordReviewer = z.infer<typeof recordReviewerSchema>;

/** Longest review comment, as for a text answer. */
export const REVIEW_COMMENT_MAX_LENGTH = 10_000;

/**
 * `GET /api/v1/records/{id}/review`. For a record nobody reviewed yet: `status: "pending"`, `values` the default
 * gold answer (each question's majority or union of the submitted answers), `reviewer_id`, `comment` and
 * `updated_at` null.
 */
export const reviewSchema = z.object({
  record_id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  values: responseValuesSchema,
  reviewer_id: z.string().nullable(),
  comment: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type WireReview = z.infer<typeof reviewSchema>;

/**
 * Body of `PUT /api/v1/records/{id}/review`. `values` (accept) are checked like a submitted response's, question
 * by question (422 naming the question); rejecting needs a non-blank `comment` (422 otherwise). Without `values`,
 * accepting stores the default gold answer.
 */
export const reviewUpdateSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  values: responseValuesSchema.optional(),
  comment: boundedString(0, REVIEW_COMMENT_MAX_LENGTH).nullable().optional(),
});
export type ReviewUpdate = z.input<typeof reviewUpdateSchema>;

/** Most records one `PUT /datasets/{id}/reviews` may review. */
export const REVIEWS_BULK_MAX = 1000;

/**
 * Body of `PUT /api/v1/datasets/{id}/reviews` (reviewers): several records of the dataset reviewed in one request,
 * each item as the body of `PUT /records/{id}/review` with its `record_id` (e.g. every unanimous record of a page
 * accepted with its default gold answer). Each item succeeds or fails on its own.
 */
export const reviewsBulkUpdateSchema = z.object({
  items: z
    .array(reviewUpdateSchema.extend({ record_id: uuidSchema }))
    .min(1)
    .max(REVIEWS_BULK_MAX),
});
export type ReviewsBulkUpdate = z.input<typeof reviewsBulkUpdateSchema>;

/** One item's result: the review as stored, or why this record was not reviewed (`error.detail`). */
export const reviewsBulkResultSchema = z.object({
  items: z.array(
    z.object({
      record_id: z.string(),
      review: reviewSchema.nullable(),
      error: z.object({ detail: z.string() }).nullable(),
    }),
  ),
});
export type WireReviewsBulkResult = z.infer<typeof reviewsBulkResultSchema>;

/** A reviewer of a dataset (owners and admins review every dataset without being listed). */
export const reviewerSchema = z.object({ user_id: z.string(), username: z.string() });
export type WireReviewer = z.infer<typeof reviewerSchema>;

/** `GET /api/v1/datasets/{id}/reviewers` (any workspace member) → the listed reviewers. */
export const reviewersSchema = itemsEnvelope(reviewerSchema);
export type WireReviewers = z.infer<typeof reviewersSchema>;

/** Most reviewers a dataset can list. */
export const REVIEWERS_MAX = 100;

/** Body of `PUT /api/v1/datasets/{id}/reviewers` (owners and admins): the whole list; members of the workspace. */
export const reviewersUpdateSchema = z.object({
  user_ids: z.array(uuidSchema).max(REVIEWERS_MAX),
});
export type ReviewersUpdate = z.input<typeof reviewersUpdateSchema>;

/** Orders of the review queue: most disagreement first (default), or most recently reviewed first. */
export const REVIEW_QUEUE_SORTS = ['disagreement', 'updated'] as const;
export type ReviewQueueSort = (typeof REVIEW_QUEUE_SORTS)[number];

/**
 * Query of `GET /api/v1/datasets/{id}/review/records` (reviewers): records with at least the distribution's
 * `min_submitted` submitted responses, filtered by review status (all when absent), paginated like records.
 */
export const reviewQueueQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  sort: z.enum(REVIEW_QUEUE_SORTS).default('disagreement'),
  offset: queryInt({ min: 0 }, 0),
  limit: queryInt({ min: 1, max: 1000 }, 50),
});
/** The review queue's query as a client sends it. */
export interface ReviewQueueQuery {
  status?: ReviewStatus;
  sort?: ReviewQueueSort;
  offset?: number;
  limit?: number;
}

/**
 * One record of the review queue: the record with every annotator's response (`responses`, as `include=responses`
 * gives them) and each response's author name, its review, and its disagreement: the share of its questions on
 * which the submitted answers are not all equal (0 = unanimous, 1 = every question disputed).
 */
export const reviewQueueItemSchema = z.object({
  record: recordSchema,
  review: reviewSchema,
  disagreement: z.number(),
  annotators: z.array(reviewerSchema),
});
export type WireReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueSchema = z.object({ items: z.array(reviewQueueItemSchema), total: z.number() });
export type WireReviewQueue = z.infer<typeof reviewQueueSchema>;

/**
 * `GET /api/v1/datasets/{id}/review/summary` (any workspace member): how many records are ready for review
 * (`reviewable`: at least `min_submitted` submitted responses) and how many are pending, accepted and rejected;
 * `can_review` says whether the caller may review this dataset.
 */
export const reviewSummarySchema = z.object({
  reviewable: z.number(),
  pending: z.number(),
  accepted: z.number(),
  rejected: z.number(),
  can_review: z.boolean(),
});
export type WireReviewSummary = z.infer<typeof reviewSummarySchema>;

/** One agreement figure of a question (`value` null where undefined: fewer than two answers, or no variation). */
export const agreementItemSchema = z.object({
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  metric: z.string(),
  level: z.string(),
  value: z.number().nullable(),
  units: z.number(),
  annotators: z.number(),
});
export type WireAgreementItem = z.infer<typeof agreementItemSchema>;

export const annotatorAgreementSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  records: z.number(),
  agreement_with_others: z.number().nullable(),
  agreement_with_review: z.number().nullable(),
});
export type WireAnnotatorAgreement = z.infer<typeof annotatorAgreementSchema>;

/** `GET /api/v1/datasets/{id}/agreement` (reviewers): computed from submitted responses, question by question. */
export const datasetAgreementSchema = z.object({
  items: z.array(agreementItemSchema),
  annotators: z.array(annotatorAgreementSchema),
});
export type WireDatasetAgreement = z.infer<typeof datasetAgreementSchema>;
