// No zod here: the annotation view's criteria read these, and the browser's first chunk must not pull the wire's
// schemas (and zod) in.

/**
 * The review-status filters: the three sets of the review queue (`pending`: reviewable and waiting for a
 * decision; `accepted`; `rejected` and waiting for its annotators) and `unreviewed`, every other record.
 * The four sets split a dataset's records.
 */
export const REVIEW_FILTER_STATUSES = ['pending', 'accepted', 'rejected', 'unreviewed'] as const;
export type ReviewFilterStatus = (typeof REVIEW_FILTER_STATUSES)[number];

/** Most ids one read lists: the Argilla search's record-id terms filter takes 250 values. */
export const REVIEW_RECORD_IDS_MAX = 250;
