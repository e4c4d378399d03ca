import type { StoreApi } from 'zustand/vanilla';
import { isAdminOrOwner } from '../model/User';
import { sessionLifecycle, type SessionLifecycle } from '../observer/sessionLifecycle';
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

export interface DatasetSettingsSession extends SessionLifecycle {
  store: StoreApi<DatasetSettingsState>;
  /** Loads, and loads again whenever another person signs in. */
  start(): void;
  dispose(): void;
}

/**
 * The settings session of one dataset: its store, loaded for the signed-in person's role (administrators and
 * owners edit; others read). The host calls `start` once it shows it, and `dispose` when the view goes.
 *
 * @example
 * const session = createDatasetSettingsSession(sdk, datasetId, { tabUrl });
 * session.start();
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
  const { start, dispose } = sessionLifecycle(
    () => {
      // A person signing in (an element's sign-in) or out changes what they may see: load again.
      const stopSession = sdk.session.subscribe((state, previous) => {
        if (state.user?.id !== previous.user?.id) void store.getState().load();
      });
      void store.getState().load();
      return stopSession;
    },
    () => {
      // A pending leave would hold a router's blocker: let it go.
      store.getState().pendingLeave?.stay?.();
      store.setState({ pendingLeave: null });
    },
  );
  return { store, start, dispose };
}
