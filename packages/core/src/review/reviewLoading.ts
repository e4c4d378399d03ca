import type { ApiClient } from '../api/createApiClient';
import { messageOfError } from '../api/messageOfError';
import { createMessage } from '../messages/Message';
import { toField } from '../model/Field';
import { toQuestion } from '../model/Question';
import type { GoldAnswer } from './goldAnswer';
import { toReviewItem } from './reviewItem';
import { REVIEW_MESSAGE_KEYS } from './reviewMessageKeys';
import { decidedOutOfFilter, selectReviewPaging } from './reviewSelectors';
import type { ReviewSlice } from './reviewState';

type PagingRead = 'filter' | 'sort' | 'offset' | 'pageSize' | 'items' | 'index' | 'total' | 'item' | 'pendingAction';
type PagingWrite = 'offset' | 'total' | 'items' | 'index' | 'item' | 'emptyState' | 'actionError' | 'notice';
type LoadWrite = PagingWrite | 'status' | 'loadError' | 'datasetName' | 'fields' | 'questions';

/** What loading and paging work with. */
export interface ReviewLoadingContext {
  client: ApiClient;
  datasetId: string;
  gold: GoldAnswer;
  state: ReviewSlice<PagingRead | 'status', LoadWrite>;
}

/** The first load and the moves through the review queue. */
export interface ReviewLoading {
  load(): Promise<void>;
  /** Loads the page at `offset`, showing its first or last record. */
  loadPage(offset: number, at: 'first' | 'last'): Promise<void>;
  next(): Promise<void>;
  previous(): Promise<void>;
  /** Drops the answers of reads still under way. */
  stop(): void;
}

/**
 * Creates the review's loading: the summary first (someone who is not a reviewer gets the message instead of a
 * 403 from every read), then the dataset's fields and questions, then the queue's first page. Every read
 * bypasses the cache (a queue changes with each decision), and only the newest page read is shown.
 *
 * @example
 * const loading = createReviewLoading({ client, datasetId, gold, state });
 * await loading.load();
 */
export function createReviewLoading({ client, datasetId, gold, state }: ReviewLoadingContext): ReviewLoading {
  const { get, set } = state;
  let ticket = 0;
  const fresh = { cache: 'bypass' } as const;

  const show = (index: number) => {
    const item = get().items[index] ?? null;
    set({ index, item, actionError: null });
    gold.show(item);
  };

  const loadPage = async (offset: number, at: 'first' | 'last') => {
    const mine = ++ticket;
    const { filter, sort, pageSize } = get();
    const status = filter === 'all' ? undefined : filter;
    const page = await client.getReviewQueue(datasetId, { status, sort, offset, limit: pageSize }, fresh);
    if (mine !== ticket) return;
    const items = page.items.map(toReviewItem);
    set({
      ...{ items, offset, total: page.total },
      emptyState: items.length === 0 ? createMessage(REVIEW_MESSAGE_KEYS.emptyQueue, { status: filter }) : null,
    });
    show(at === 'first' ? 0 : Math.max(0, items.length - 1));
  };

  const guarded = async (read: () => Promise<void>) => {
    try {
      await read();
    } catch (error) {
      set({ actionError: messageOfError(error) });
    }
  };

  return {
    async load() {
      if (get().status === 'loading') return;
      const mine = ++ticket;
      set({ status: 'loading', loadError: null });
      try {
        const summary = await client.getReviewSummary(datasetId, fresh);
        if (!summary.can_review) {
          if (mine === ticket) set({ status: 'error', loadError: createMessage(REVIEW_MESSAGE_KEYS.notReviewer) });
          return;
        }
        const [dataset, fields, questions] = await Promise.all([
          client.getDataset(datasetId),
          client.getFields(datasetId),
          client.getQuestions(datasetId),
        ]);
        if (mine !== ticket) return;
        set({ datasetName: dataset.name, fields: fields.items.map(toField), questions: questions.items.map(toQuestion) });
        await loadPage(0, 'first');
        set({ status: 'ready' });
      } catch (error) {
        if (mine === ticket) set({ status: 'error', loadError: messageOfError(error) });
      }
    },
    loadPage: (offset, at) => guarded(() => loadPage(offset, at)),
    async next() {
      const current = get();
      if (!selectReviewPaging(current).canNext) return;
      if (current.index < current.items.length - 1) return show(current.index + 1);
      // Records decided on this page may have left the filter: the next page starts that much earlier.
      await guarded(() => loadPage(current.offset + current.items.length - decidedOutOfFilter(current), 'first'));
    },
    async previous() {
      const current = get();
      if (current.index > 0) return show(current.index - 1);
      if (current.offset > 0) await guarded(() => loadPage(Math.max(0, current.offset - current.pageSize), 'last'));
    },
    stop() {
      ticket++;
    },
  };
}

