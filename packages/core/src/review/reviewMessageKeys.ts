/** Message keys of the review workflows, in namespace `core` (`locales/<lng>/core.json`, under `review.`). */
export const REVIEW_MESSAGE_KEYS = {
  /** The signed-in person is not a reviewer of the dataset. */
  notReviewer: 'review.notReviewer',
  /** Params `{ status }` (`pending`, `accepted`, `rejected` or `all`). */
  emptyQueue: 'review.emptyQueue',
  /** Accept or reject while a decision is being sent. */
  busy: 'review.busy',
  /** Accept with required questions the gold answer leaves unanswered; params `{ questions }` (titles, joined). */
  goldIncomplete: 'review.goldIncomplete',
  /** Reject without a comment. */
  commentRequired: 'review.commentRequired',
  /** Params `{ max }`. */
  commentTooLong: 'review.commentTooLong',
  /** Params `{ count }`. */
  bulkAccepted: 'review.bulkAccepted',
  /** Params `{ count, failed }`. */
  bulkPartlyFailed: 'review.bulkPartlyFailed',
  /** Bulk accept with no unanimous record to accept on the page. */
  nothingUnanimous: 'review.nothingUnanimous',
  /** The annotation page: the reviewer's comment on a record sent back; params `{ reviewer, comment }`. */
  sentBack: 'review.sentBack',
  /** The same, when the reviewer's name cannot be read; params `{ comment }`. */
  sentBackAnonymous: 'review.sentBackAnonymous',
} as const;
