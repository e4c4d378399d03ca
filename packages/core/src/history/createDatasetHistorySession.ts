import { sessionLifecycle } from '../observer/sessionLifecycle';
import type { Marginalia } from '../sdk/createMarginalia';
import { createDatasetHistoryStore, type DatasetHistoryStore } from './createDatasetHistoryStore';
import type { DatasetHistoryStoreOptions } from './datasetHistoryState';

/** The environment of a dataset history session: how a downloaded file is saved, and the page size. */
export type DatasetHistorySessionAdapters = Pick<DatasetHistoryStoreOptions, 'saveFile' | 'pageSize'>;

/** The history tab of one dataset. */
export interface DatasetHistorySession {
  store: DatasetHistoryStore;
  /** Reads the first page, and again when someone else signs in; once, never after `dispose`. */
  start(): Promise<void>;
  dispose(): void;
}

/**
 * Puts the dataset history tab together: the store over the sdk's client, reloaded on a change of the signed-in
 * person. Making it has no side effect.
 *
 * @example
 * const session = createDatasetHistorySession(sdk, datasetId, { saveFile });
 * await session.start();
 * session.dispose();
 */
export function createDatasetHistorySession(
  sdk: Pick<Marginalia, 'client' | 'session'>,
  datasetId: string,
  adapters: DatasetHistorySessionAdapters,
): DatasetHistorySession {
  const store = createDatasetHistoryStore({ ...adapters, client: sdk.client, datasetId });
  let firstLoad: Promise<void> = Promise.resolve();
  const lifecycle = sessionLifecycle(
    () => {
      firstLoad = store.getState().load();
      return sdk.session.subscribe((state, previous) => {
        if (state.user?.id !== previous.user?.id && state.user) void store.getState().load();
      });
    },
    () => store.getState().dispose(),
  );
  return {
    store,
    start() {
      lifecycle.start();
      return firstLoad;
    },
    dispose: lifecycle.dispose,
  };
}
