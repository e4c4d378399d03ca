import type { StoreApi } from 'zustand/vanilla';
import { isAdminOrOwner } from '../model/User';
import type { Marginalia } from '../sdk/createMarginalia';
import {
  createDatasetSettingsStore,
  type DatasetSettingsState,
  type SettingsTabUrl,
} from './createDatasetSettingsStore';

/** The environment of a settings session. */
export interface DatasetSettingsAdapters {
  /** The `tab` query parameter; without one the tab lives in memory only. */
  tabUrl?: SettingsTabUrl;
}

export interface DatasetSettingsSession {
  store: StoreApi<DatasetSettingsState>;
  dispose(): void;
}

/**
 * The settings session of one dataset: its store, loaded for the signed-in person's role (administrators and
 * owners edit; others read). The host calls `dispose` when the view goes.
 *
 * @example
 * const session = createDatasetSettingsSession(sdk, datasetId, { tabUrl });
 * void session.store.getState().load();
 */
export function createDatasetSettingsSession(
  sdk: Pick<Marginalia, 'client' | 'session'>,
  datasetId: string,
  adapters: DatasetSettingsAdapters = {},
): DatasetSettingsSession {
  const store = createDatasetSettingsStore({
    client: sdk.client,
    datasetId,
    canEdit: () => isAdminOrOwner(sdk.session.getState().user),
    tabUrl: adapters.tabUrl,
  });
  let disposed = false;
  // A person signing in (an element's sign-in) or out changes what they may see: load again.
  const stopSession = sdk.session.subscribe((state, previous) => {
    if (!disposed && state.user?.id !== previous.user?.id) void store.getState().load();
  });
  return {
    store,
    dispose: () => {
      disposed = true;
      stopSession();
      // A pending leave would hold a router's blocker: let it go.
      store.getState().pendingLeave?.stay?.();
      store.setState({ pendingLeave: null });
    },
  };
}
