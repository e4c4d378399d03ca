import type { ApiClient } from '../api/createApiClient';
import { createCriteriaUrlSync, type CriteriaUrlAdapter } from '../criteria/createCriteriaUrlSync';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { parseCriteriaFromUrl } from '../criteria/criteriaUrl';
import { mergeCleanups } from '../observer/mergeCleanups';
import type { User } from '../model/User';
import type { AnnotationStoreOptions } from './annotationState';
import { createAnnotationStore, type AnnotationStore } from './createAnnotationStore';

/** What an annotation session needs of the sdk (a `Marginalia` fits). */
export interface AnnotationSdk {
  client: ApiClient;
  /** The signed-in user is read once, when the session is made. */
  session: { getState(): { user: Pick<User, 'id' | 'role'> | null } };
}

/** The environment of one annotation session: all optional, each replaced by an in-memory stand-in. */
export interface AnnotationSessionAdapters extends Pick<
  AnnotationStoreOptions,
  'storage' | 'online' | 'visibility' | 'timers' | 'now' | 'onEvent' | 'autosave' | 'recordId'
> {
  /**
   * The address bar: the first load uses the criteria it holds, and committed criteria are written back to it
   * (back and forward re-read it).
   */
  url?: CriteriaUrlAdapter;
}

/** One user's annotation of one dataset: the store (with its criteria, queue and bulk stores) and its disposal. */
export interface AnnotationSession {
  store: AnnotationStore;
  /** Stops the URL sync, the signals, timers and subscriptions; the store is not used afterwards. */
  dispose(): void;
}

/**
 * Puts the annotation of `datasetId` together for the signed-in user: record criteria read from the URL, the
 * URL sync, the annotation store over them, and the first load. The only place these parts are wired.
 *
 * @example
 * const session = createAnnotationSession(sdk, datasetId, { url, storage: window.localStorage, online: onlineSignalOf(window) });
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
  const store = createAnnotationStore({
    ...adapters,
    client: sdk.client,
    datasetId,
    userId: user.id,
    role: user.role,
    criteria,
  });
  // Before the load, so a deep link's criteria are already committed when the first search is built.
  const stopUrl = url ? createCriteriaUrlSync({ store: criteria, url }) : undefined;
  void store.getState().load();
  return {
    store,
    // The URL sync stops first (cleanups run in reverse), so disposal writes no address.
    dispose: mergeCleanups(() => store.getState().dispose(), stopUrl ?? (() => {})),
  };
}
