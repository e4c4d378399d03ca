import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { Message } from '../messages/Message';
import { messageOfError } from '../api/messageOfError';
import { toDatasetProgress, type DatasetProgress } from '../model/DatasetProgress';
import { toWorkspace, type Workspace } from '../model/Workspace';
import { toDatasetSummary, type DatasetSummary } from './DatasetSummary';

/** Options of {@link createDatasetListStore}. */
export interface DatasetListStoreOptions {
  client: ApiClient;
}

/** The home dataset list. */
export interface DatasetListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: DatasetSummary[];
  /** The caller's workspaces (for the workspace filter). */
  workspaces: Workspace[];
  error: Message | null;
  /** Dataset id → team progress, filled card by card through `loadProgress`. */
  progress: Record<string, DatasetProgress>;
  /** Loads the caller's datasets and workspaces together. */
  load(): Promise<void>;
  /** Loads one card's progress once; failures leave the card without progress. */
  loadProgress(datasetId: string): Promise<void>;
}

/**
 * Creates the store of the home dataset list; cards load their progress lazily as they scroll into view.
 *
 * @example
 * const list = createDatasetListStore({ client });
 * await list.getState().load();
 * await list.getState().loadProgress(list.getState().items[0].id);
 */
export function createDatasetListStore({ client }: DatasetListStoreOptions): StoreApi<DatasetListState> {
  const progressRequests = new Map<string, Promise<void>>();
  let latestLoad = 0;

  return createStore<DatasetListState>()((set, get) => ({
    status: 'idle',
    items: [],
    workspaces: [],
    error: null,
    progress: {},

    async load() {
      // A newer load wins over a slower older one.
      const loadId = ++latestLoad;
      progressRequests.clear();
      set({ status: 'loading', error: null });
      try {
        const [datasets, workspaceList] = await Promise.all([
          client.getMyDatasets(),
          client.getMyWorkspaces(),
        ]);
        if (loadId !== latestLoad) return;
        const workspaces = workspaceList.items.map(toWorkspace);
        const names = new Map(workspaces.map((workspace) => [workspace.id, workspace.name]));
        set({
          status: 'ready',
          workspaces,
          items: datasets.items.map((dataset) => toDatasetSummary(dataset, names)),
        });
      } catch (error) {
        if (loadId !== latestLoad) return;
        set({ status: 'error', error: messageOfError(error) });
      }
    },

    loadProgress(datasetId) {
      const running = progressRequests.get(datasetId);
      if (running) return running;
      const request = client.getDatasetProgress(datasetId).then(
        (wire) => set({ progress: { ...get().progress, [datasetId]: toDatasetProgress(wire) } }),
        () => {
          // A card without progress is still usable; the next call retries.
          progressRequests.delete(datasetId);
        },
      );
      progressRequests.set(datasetId, request);
      return request;
    },
  }));
}
