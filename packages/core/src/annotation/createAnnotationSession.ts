import type { ApiClient } from '../api/createApiClient';
import { createCriteriaUrlSync, type CriteriaUrlAdapter } from '../criteria/createCriteriaUrlSync';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { parseCriteriaFromUrl } from '../criteria/criteriaUrl';
import { sessionLifecycle, type SessionLifecycle } from '../observer/sessionLifecycle';
import type { User } from '../model/User';
import type { AnnotationStoreOptions } from './annotationState';
import { composeAnnotationStore, type AnnotationStore } from './composeAnnotationStore';
import { whenFirstLoadPainted } from './whenFirstLoadPainted';

/** What an annotation session needs of the sdk (a `Marginalia` fits). */
export interface AnnotationSdk {
  client: ApiClient;
  /** The signed-in user is read once, when the session is made. */
  session: { getState(): { user: Pick<User, 'id' | 'role'> | null } };
}

/** The environment of one annotation session: all optional, each replaced by an in-memory stand-in. */
export interface AnnotationSessionAdapters extends Pick<
  AnnotationStoreOptions,
  'storage' | 'online' | 'visibility' | 'timers' | 'now' | 'afterPaint' | 'onEvent' | 'autosave' | 'recordId' | 'prefetch'
> {
  /**
   * The address bar: the first load uses the criteria it holds, and committed criteria are written back to it
   * (back and forward re-read it).
   */
  url?: CriteriaUrlAdapter;
}

/** One user's annotation of one dataset: the store (with its criteria, queue and bulk stores) and its lifecycle. */
export interface AnnotationSession extends SessionLifecycle {
  store: AnnotationStore;
  /** Starts the URL sync (the URL's criteria win, written back in canonical form), the store's subscriptions and the first load. */
  start(): void;
  /** Stops the URL sync, the signals, timers and subscriptions; the store is not used afterwards. */
  dispose(): void;
}

/**
 * Puts the annotation of `datasetId` together for the signed-in user: record criteria read from the URL, the
 * annotation store over them, and on `start` the URL sync, the store's subscriptions and the first load. The
 * only place these parts are wired. Making it only reads the URL, so a host may make it while rendering.
 *
 * @example
 * const session = createAnnotationSession(sdk, datasetId, { url, storage: window.localStorage, online: onlineSignalOf(window) });
 * session.start();
 * session.store.getState().setAnswer('sentiment', 'positive');
 * session.dispose();
 */
export function createAnnotationSession(
  sdk: AnnotationSdk,
  datasetId: string,
  { url, ...adapters }: AnnotationSessionAdapters = {},
): AnnotationSession {
  const user = sdk.session.getState().user;
  if (!user) throw new Error('createAnnotationSession needs a signed-in user');
  const criteria = createRecordCriteriaStore({
    datasetId,
    initial: url ? parseCriteriaFromUrl(url.read()) : undefined,
  });
  const { store, wire } = composeAnnotationStore({
    ...adapters,
    client: sdk.client,
    datasetId,
    userId: user.id,
    role: user.role,
    criteria,
  });
  const lifecycle = sessionLifecycle(
    () => {
      wire();
      // Before the load, so a deep link's criteria are already committed when the first search is built.
      // The address is rewritten in canonical form once the first record is painted (a navigation before it would
      // render the page again on the record's way), and a frame later still, so it does not hold up the task
      // right after that paint either.
      const canonicalWhen = (rewrite: () => void) => {
        let cancelFrame = () => {};
        const stop = whenFirstLoadPainted(store, () => {
          cancelFrame = adapters.afterPaint ? adapters.afterPaint(rewrite) : (rewrite(), () => {});
        });
        return () => (stop(), cancelFrame());
      };
      const stopUrl = url
        ? createCriteriaUrlSync({ store: criteria, url, afterPaint: adapters.afterPaint, canonicalWhen })
        : () => {};
      void store.getState().load();
      return stopUrl;
    },
    () => store.getState().dispose(),
  );
  // The URL sync stops before the store (see `sessionLifecycle`), so disposal writes no address.
  return { store, start: lifecycle.start, dispose: lifecycle.dispose };
}
