import { loadingSessionLifecycle } from '../observer/loadingSessionLifecycle';
import type { Marginalia } from '../sdk/createMarginalia';
import { createReviewStore, type ReviewStore } from './createReviewStore';
import type { ReviewStoreOptions } from './reviewState';

/** The environment of a review session: the queue's page size and first filter and sort. */
export type ReviewSessionAdapters = Pick<ReviewStoreOptions, 'pageSize' | 'filter' | 'sort'>;

/** The review of one dataset by the signed-in reviewer. */
export interface ReviewSession {
  store: ReviewStore;
  /**
   * Loads the questions and the queue's first page, and again when the signed-in person changes; once (a second
   * call gives the first load), never after `dispose`.
   */
  start(): Promise<void>;
  /** Stops following the session; late answers are dropped. */
  dispose(): void;
}

/**
 * Puts the review of `datasetId` together: the review store over the sdk's client, reloaded when someone else
 * signs in (an element's sign-in). The host calls `start` once it shows the view and `dispose` when it goes.
 *
 * @example
 * const session = createReviewSession(sdk, datasetId);
 * await session.start();
 * session.store.getState().useAnswerOf('sentiment', annotatorId);
 * session.dispose();
 */
export function createReviewSession(
  sdk: Pick<Marginalia, 'client' | 'session'>,
  datasetId: string,
  adapters: ReviewSessionAdapters = {},
): ReviewSession {
  const store = createReviewStore({ ...adapters, client: sdk.client, datasetId });
  // Nothing happens when made: a host may make a session during render and throw it away.
  const { getState } = store;
  return {
    store,
    ...loadingSessionLifecycle(sdk, { load: () => getState().load(), dispose: () => getState().dispose() }),
  };
}
