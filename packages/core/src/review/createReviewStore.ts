import type { StoreApi } from 'zustand/vanilla';
import { composeStore } from '../observer/composeStore';
import { createGoldAnswer, type GoldAnswer } from './goldAnswer';
import { createReviewDecisions } from './reviewDecisions';
import { createReviewLoading, type ReviewLoading } from './reviewLoading';
import { initialReviewData, type ReviewState, type ReviewStoreOptions } from './reviewState';

/** The review store of one dataset. */
export type ReviewStore = StoreApi<ReviewState>;

/**
 * Creates the review store: the gold answer (`goldAnswer`), loading and paging through the review queue
 * (`reviewLoading`) and the decisions (`reviewDecisions`), each given the slice of the state it works on; the
 * state below names each intent's part. `selectReviewDecision` says what Accept and Reject may do.
 *
 * @example
 * const store = createReviewStore({ client, datasetId });
 * await store.getState().load();
 * store.getState().useAnswerOf('sentiment', annotatorId);
 * await store.getState().accept();
 */
export function createReviewStore(options: ReviewStoreOptions): ReviewStore {
  const { client, datasetId } = options;
  const { store } = composeStore<ReviewState, { gold: GoldAnswer; loading: ReviewLoading }>((access) => {
    const gold = createGoldAnswer(access);
    const loading = createReviewLoading({ client, datasetId, gold, state: access });
    const decisions = createReviewDecisions({
      client,
      datasetId,
      gold,
      state: access,
      advance: loading.next,
    });
    const reload = async () => {
      if (access.get().status === 'ready') await loading.loadPage(0, 'first');
    };
    const state: ReviewState = {
      ...initialReviewData(options),
      load: loading.load,
      async setFilter(filter) {
        access.set({ filter });
        await reload();
      },
      async setSort(sort) {
        access.set({ sort });
        await reload();
      },
      next: loading.next,
      previous: loading.previous,
      useAnswerOf: gold.useAnswerOf,
      setGoldAnswer: gold.answer,
      resetGold: gold.reset,
      setComment: gold.setComment,
      setRejecting: (rejecting) => access.set({ rejecting }),
      accept: decisions.accept,
      reject: decisions.reject,
      bulkAcceptUnanimous: decisions.bulkAcceptUnanimous,
      dismissNotice: () => access.set({ notice: null }),
      dispose: loading.stop,
    };
    return { parts: { gold, loading }, state };
  });
  return store;
}
