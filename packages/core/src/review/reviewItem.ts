import type { WireResponseValues } from '../api/wire/responses';
import type { ReviewStatus, WireReviewQueueItem } from '../api/wire/review';
import type { AnswerValue } from '../model/AnswerValue';
import { DURATION_KEY } from '../model/RecordResponse';

/** Question name → answer, unwrapped from the wire's `{ value }`. */
export type Answers = Record<string, AnswerValue | undefined>;

/** One annotator's submitted response to the record under review. */
export interface SubmittedAnswers {
  userId: string;
  username: string;
  values: Answers;
}

/** One record of the review queue as the review shows it. */
export interface ReviewItem {
  recordId: string;
  fields: Record<string, unknown>;
  status: ReviewStatus;
  /** The stored gold answer, or the server's default one (majority / union) while unreviewed. */
  values: Answers;
  reviewerId: string | null;
  comment: string | null;
  /** Share of the record's questions the annotators disagree on (0 = unanimous). */
  disagreement: number;
  submitted: SubmittedAnswers[];
}

/**
 * Unwraps `{ question: { value } }` into `{ question: value }`, leaving the time spent out.
 *
 * @example
 * unwrapValues({ label: { value: 'a' }, duration: { value: 3 } }); // { label: 'a' }
 */
export function unwrapValues(values: WireResponseValues | null | undefined): Answers {
  const answers: Answers = {};
  for (const [name, entry] of Object.entries(values ?? {})) {
    const value = (entry as { value?: unknown } | null)?.value;
    if (name !== DURATION_KEY && value !== undefined && value !== null) answers[name] = value as AnswerValue;
  }
  return answers;
}

/**
 * Maps a review queue item: only submitted responses are compared (as agreement counts them), each named by the
 * queue's annotator list (its user id when the list lacks it).
 *
 * @example
 * const items = (await client.getReviewQueue(datasetId)).items.map(toReviewItem);
 */
export function toReviewItem(wire: WireReviewQueueItem): ReviewItem {
  const names = new Map(wire.annotators.map((annotator) => [annotator.user_id, annotator.username]));
  const submitted = (wire.record.responses ?? [])
    .filter((response) => response.status === 'submitted')
    .map((response) => ({
      userId: response.user_id,
      username: names.get(response.user_id) ?? response.user_id,
      values: unwrapValues(response.values),
    }));
  return {
    recordId: wire.record.id,
    fields: wire.record.fields,
    status: wire.review.status,
    values: unwrapValues(wire.review.values),
    reviewerId: wire.review.reviewer_id,
    comment: wire.review.comment,
    disagreement: wire.disagreement,
    submitted,
  };
}
