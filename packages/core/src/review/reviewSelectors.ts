import { REVIEW_COMMENT_MAX_LENGTH } from '../api/wire/review';
import { createMessage, type Message } from '../messages/Message';
import type { ReviewItem } from './reviewItem';
import { REVIEW_MESSAGE_KEYS } from './reviewMessageKeys';
import type { ReviewData } from './reviewState';

/** Whether the record shown may be accepted or rejected now, and if not, why. */
export interface ReviewDecision {
  canAccept: boolean;
  /** Why Accept is refused (null when it may be sent, or when there is no record at all). */
  acceptBlockedBy: Message | null;
  canReject: boolean;
  rejectBlockedBy: Message | null;
}

const sendingRefusal = (state: Pick<ReviewData, 'pendingAction'>): Message | null =>
  state.pendingAction ? createMessage(REVIEW_MESSAGE_KEYS.busy) : null;

function acceptRefusal(state: Pick<ReviewData, 'questions' | 'goldValidity' | 'pendingAction'>): Message | null {
  const busy = sendingRefusal(state);
  if (busy) return busy;
  // The server checks the gold answer exactly like a submitted response: the rules of the annotation form.
  const missing = state.questions.filter((question) => {
    const validity = state.goldValidity[question.name] ?? 'invalid';
    return question.required ? validity !== 'valid' : validity === 'partiallyValid';
  });
  if (missing.length === 0) return null;
  return createMessage(REVIEW_MESSAGE_KEYS.goldIncomplete, {
    questions: missing.map((question) => question.title).join(', '),
  });
}

function rejectRefusal(state: Pick<ReviewData, 'comment' | 'pendingAction'>): Message | null {
  const busy = sendingRefusal(state);
  if (busy) return busy;
  if (state.comment.trim() === '') return createMessage(REVIEW_MESSAGE_KEYS.commentRequired);
  if (state.comment.length > REVIEW_COMMENT_MAX_LENGTH) {
    return createMessage(REVIEW_MESSAGE_KEYS.commentTooLong, { max: REVIEW_COMMENT_MAX_LENGTH });
  }
  return null;
}

/**
 * The one place that decides whether Accept and Reject may be sent: Accept needs every required question of the
 * gold answer answered validly (and no ranking half done); Reject needs a non-blank comment within the length the
 * server takes; neither while a decision is being sent.
 *
 * @example
 * const { canAccept, acceptBlockedBy } = selectReviewDecision(store.getState());
 */
export function selectReviewDecision(
  state: Pick<ReviewData, 'item' | 'questions' | 'goldValidity' | 'comment' | 'pendingAction'>,
): ReviewDecision {
  if (!state.item) return { canAccept: false, acceptBlockedBy: null, canReject: false, rejectBlockedBy: null };
  const acceptBlockedBy = acceptRefusal(state);
  const rejectBlockedBy = rejectRefusal(state);
  return { canAccept: !acceptBlockedBy, acceptBlockedBy, canReject: !rejectBlockedBy, rejectBlockedBy };
}

/** Where the reviewer is in the queue. */
export interface ReviewPaging {
  /** 1-based position of the record shown in the queue (0 without one). */
  position: number;
  total: number;
  canNext: boolean;
  canPrevious: boolean;
}

/** How many records of the page left the filter by a decision (a pending queue loses what was decided). */
export function decidedOutOfFilter(state: Pick<ReviewData, 'items' | 'filter'>): number {
  return state.filter === 'all' ? 0 : state.items.filter((item) => item.status !== state.filter).length;
}

/**
 * The queue position and whether next and previous lead anywhere.
 *
 * @example
 * const { position, total, canNext } = selectReviewPaging(store.getState());
 */
export function selectReviewPaging(
  state: Pick<ReviewData, 'items' | 'index' | 'offset' | 'total' | 'item' | 'filter' | 'pendingAction'>,
): ReviewPaging {
  const seenThrough = state.offset + state.items.length;
  const remaining = state.total - seenThrough + decidedOutOfFilter(state);
  return {
    position: state.item ? state.offset + state.index + 1 : 0,
    total: state.total,
    canNext: state.index < state.items.length - 1 || remaining > 0,
    canPrevious: state.index > 0 || state.offset > 0,
  };
}

/** The unanimous records of the page a bulk accept would settle (accepted ones are left as they are). */
export function unanimousToAccept(items: readonly ReviewItem[]): ReviewItem[] {
  return items.filter((item) => item.disagreement === 0 && item.status !== 'accepted' && item.submitted.length > 0);
}

/**
 * The bulk accept button: how many records it would accept, and whether it may run now.
 *
 * @example
 * const { count, canRun } = selectBulkAccept(store.getState());
 */
export function selectBulkAccept(state: Pick<ReviewData, 'items' | 'pendingAction'>): {
  count: number;
  canRun: boolean;
} {
  const count = unanimousToAccept(state.items).length;
  return { count, canRun: count > 0 && state.pendingAction === null };
}
