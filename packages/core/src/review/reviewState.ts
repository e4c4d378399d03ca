import type { ApiClient } from '../api/createApiClient';
import type { ReviewQueueSort, ReviewStatus } from '../api/wire/review';
import type { Message } from '../messages/Message';
import type { AnswerValue } from '../model/AnswerValue';
import type { Field } from '../model/Field';
import type { Question } from '../model/Question';
import type { AnswerValidity } from '../questions/answerValidity';
import type { QuestionComparison } from './questionComparison';
import type { Answers, ReviewItem } from './reviewItem';

/** Which records the review queue lists: one review status, or every reviewable record. */
export type ReviewFilter = ReviewStatus | 'all';

/** The decision being sent. */
export type ReviewAction = 'accept' | 'reject' | 'bulkAccept';

/** Options of `createReviewStore`. */
export interface ReviewStoreOptions {
  client: ApiClient;
  datasetId: string;
  /** Records per page of the queue (default 20). */
  pageSize?: number;
  /** The first filter and sort (default pending, most disagreement first). */
  filter?: ReviewFilter;
  sort?: ReviewQueueSort;
}

/** The review of one dataset: the queue's page, the record shown, its comparison and the gold answer edited. */
export interface ReviewState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the review could not load (including "you are not a reviewer"). */
  loadError: Message | null;
  datasetName: string;
  fields: Field[];
  questions: Question[];
  filter: ReviewFilter;
  sort: ReviewQueueSort;
  /** Offset of the page in the queue. */
  offset: number;
  pageSize: number;
  /** Records in the queue for the filter, as the server last counted them. */
  total: number;
  items: ReviewItem[];
  /** Index of the record shown within `items`. */
  index: number;
  /** The record shown, or null on an empty page. */
  item: ReviewItem | null;
  /** Shown instead of a record when the queue is empty for the filter. */
  emptyState: Message | null;
  /** The gold answer being edited: starts from the review's `values`. */
  gold: Answers;
  goldValidity: Record<string, AnswerValidity>;
  /** The gold answer differs from the review's stored (or default) one. */
  goldModified: boolean;
  /** Per question, what the annotators said, and whether they disagree. */
  comparisons: QuestionComparison[];
  /** The comment a rejection sends back with the record. */
  comment: string;
  /** The comment box of a rejection is open. */
  rejecting: boolean;
  pendingAction: ReviewAction | null;
  /** The last decision's failure; the reviewer's edits stay. */
  actionError: Message | null;
  /** The outcome of a bulk accept. */
  notice: Message | null;

  /** Loads the dataset's questions and the queue's first page (the session's `start`). */
  load(): Promise<void>;
  setFilter(filter: ReviewFilter): Promise<void>;
  setSort(sort: ReviewQueueSort): Promise<void>;
  next(): Promise<void>;
  previous(): Promise<void>;
  /** Takes one annotator's answer to a question as the gold answer. */
  useAnswerOf(questionName: string, userId: string): void;
  /** Edits the gold answer of a question (undefined clears it). */
  setGoldAnswer(questionName: string, value: AnswerValue | undefined): void;
  /** Puts the gold answer back as the review gave it. */
  resetGold(): void;
  setComment(comment: string): void;
  /** Opens (or closes) the comment box of a rejection. */
  setRejecting(open: boolean): void;
  /** Accepts the record with the gold answer, when `selectReviewDecision` allows it; then shows the next one. */
  accept(): Promise<void>;
  /** Sends the record back to its annotators with the comment, when allowed; then shows the next one. */
  reject(): Promise<void>;
  /** Accepts every unanimous record of the page not accepted yet, with its default gold answer. */
  bulkAcceptUnanimous(): Promise<void>;
  dismissNotice(): void;
  /** Drops late answers; the store is not used afterwards. */
  dispose(): void;
}

/** The state without its intents. */
export type ReviewData = {
  [K in keyof ReviewState as ReviewState[K] extends (...args: never[]) => unknown ? never : K]: ReviewState[K];
};

/** Typed access to some members of the review state: a part reads `R` and writes `W` only. */
export interface ReviewSlice<R extends keyof ReviewData, W extends keyof ReviewData = never> {
  get(): Pick<ReviewData, R>;
  set(partial: Partial<Pick<ReviewData, W>>): void;
}

/** The members the gold answer part derives when a record is shown or the gold answer changes. */
export type GoldMember = 'gold' | 'goldValidity' | 'goldModified' | 'comparisons' | 'comment' | 'rejecting';

/** The review's data before the first load. */
export function initialReviewData(options: ReviewStoreOptions): ReviewData {
  return {
    status: 'idle',
    loadError: null,
    datasetName: '',
    fields: [],
    questions: [],
    filter: options.filter ?? 'pending',
    sort: options.sort ?? 'disagreement',
    offset: 0,
    pageSize: options.pageSize ?? 20,
    total: 0,
    items: [],
    index: 0,
    item: null,
    emptyState: null,
    gold: {},
    goldValidity: {},
    goldModified: false,
    comparisons: [],
    comment: '',
    rejecting: false,
    pendingAction: null,
    actionError: null,
    notice: null,
  };
}
