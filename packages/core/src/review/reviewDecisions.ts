import type { ApiClient } from '../api/createApiClient';
import { messageOfError } from '../api/messageOfError';
import type { ReviewUpdate, WireReview } from '../api/wire/review';
import { createMessage } from '../messages/Message';
import { toResponseValues } from '../questions/responseValues';
import type { GoldAnswer } from './goldAnswer';
import { unwrapValues, type ReviewItem } from './reviewItem';
import { REVIEW_MESSAGE_KEYS } from './reviewMessageKeys';
import { selectReviewDecision, unanimousToAccept } from './reviewSelectors';
import type { ReviewSlice } from './reviewState';

type DecisionRead = 'item' | 'items' | 'questions' | 'gold' | 'goldValidity' | 'comment' | 'pendingAction';
type DecisionWrite = 'items' | 'item' | 'pendingAction' | 'actionError' | 'notice' | 'rejecting';

/** What the decisions work with. */
export interface ReviewDecisionsContext {
  client: ApiClient;
  datasetId: string;
  gold: GoldAnswer;
  state: ReviewSlice<DecisionRead, DecisionWrite>;
  /** Shows the next record after a decision. */
  advance(): Promise<void>;
}

/** Accept, reject and bulk accept. */
export interface ReviewDecisions {
  accept(): Promise<void>;
  reject(): Promise<void>;
  bulkAcceptUnanimous(): Promise<void>;
}

const withReview = (item: ReviewItem, review: WireReview): ReviewItem => ({
  ...item,
  status: review.status,
  values: unwrapValues(review.values),
  reviewerId: review.reviewer_id,
  comment: review.comment,
});

/**
 * Creates the review's decisions. Each asks `selectReviewDecision` first; a stored decision updates the record
 * in the page and moves on; a refused one keeps the gold answer and the comment and shows the server's message.
 *
 * @example
 * const decisions = createReviewDecisions({ client, gold, state, advance: loading.next });
 * await decisions.accept();
 */
export function createReviewDecisions({
  client,
  datasetId,
  gold,
  state,
  advance,
}: ReviewDecisionsContext): ReviewDecisions {
  const { get, set } = state;

  const stored = (review: WireReview) => {
    const items = get().items.map((item) =>
      item.recordId === review.record_id ? withReview(item, review) : item,
    );
    const current = get().item;
    set({ items, item: current && items.find((item) => item.recordId === current.recordId) });
  };

  const decide = async (action: 'accept' | 'reject', body: ReviewUpdate) => {
    const item = get().item;
    if (!item) return;
    set({ pendingAction: action, actionError: null, notice: null });
    try {
      stored(await client.updateRecordReview(item.recordId, body));
      gold.forget(item.recordId);
      set({ pendingAction: null, rejecting: false });
      await advance();
    } catch (error) {
      set({ pendingAction: null, actionError: messageOfError(error) });
    }
  };

  return {
    async accept() {
      if (!selectReviewDecision(get()).canAccept) return;
      const { questions, gold: answers } = get();
      await decide('accept', { status: 'accepted', values: toResponseValues(questions, answers) });
    },
    async reject() {
      if (!selectReviewDecision(get()).canReject) return;
      await decide('reject', { status: 'rejected', comment: get().comment.trim() });
    },
    async bulkAcceptUnanimous() {
      if (get().pendingAction) return;
      const targets = unanimousToAccept(get().items);
      if (targets.length === 0) {
        set({ notice: createMessage(REVIEW_MESSAGE_KEYS.nothingUnanimous) });
        return;
      }
      set({ pendingAction: 'bulkAccept', actionError: null, notice: null });
      let failed = 0;
      // One request for the page (`PUT /datasets/{id}/reviews`); each record is checked and stored on its own.
      try {
        const result = await client.updateRecordReviews(datasetId, {
          items: targets.map((target) => ({ record_id: target.recordId, status: 'accepted' as const })),
        });
        for (const { record_id: recordId, review } of result.items) {
          if (!review) continue;
          stored(review);
          gold.forget(recordId);
        }
        failed = targets.length - result.items.filter((item) => item.review).length;
      } catch (error) {
        set({ pendingAction: null, actionError: messageOfError(error) });
        return;
      }
      // The record shown may be among them: it shows the gold answer now stored.
      gold.show(get().item);
      const count = targets.length - failed;
      set({
        pendingAction: null,
        notice: createMessage(
          failed ? REVIEW_MESSAGE_KEYS.bulkPartlyFailed : REVIEW_MESSAGE_KEYS.bulkAccepted,
          {
            count,
            failed,
          },
        ),
      });
    },
  };
}
