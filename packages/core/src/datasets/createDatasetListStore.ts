import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { Message } from '../messages/Message';
import { messageOfError } from '../api/messageOfError';
import { toWorkspace, type Workspace } from '../model/Workspace';
import { toDatasetSummary, type DatasetSummary } from './DatasetSummary';
import { toDatasetOverview, type DatasetOverview } from './DatasetOverview';
import { readDatasetOverview, type OverviewSupport } from './readDatasetOverview';

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
  /** Dataset id → what its card shows (questions, types, my pending, team progress), filled by `loadOverview`. */
  overviews: Record<string, DatasetOverview>;
  /** Loads the caller's datasets and workspaces together. */
  load(): Promise<void>;
  /** Loads one card's overview once, in one request; failures leave the card without it. */
  loadOverview(datasetId: string): Promise<void>;
}

/**
 * Creates the store of the home dataset list; cards load their overview lazily as they scroll into view.
 *
 * @example
 * const list = createDatasetListStore({ client });
 * await list.getState().load();
 * await list.getState().loadOverview(list.getState().items[0].id);
 */
export function createDatasetListStore({ client }: DatasetListStoreOptions): StoreApi<DatasetListState> {
  const overviewRequests = new Map<string, Promise<void>>();
  const support: OverviewSupport = { served: true };
  let latestLoad = 0;

  return createStore<DatasetListState>()((set, get) => ({
    status: 'idle',
    items: [],
    workspaces: [],
    error: null,
    overviews: {},

    async load() {
      // A newer load wins over a slower older one.
      const loadId = ++latestLoad;
      overviewRequests.clear();
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

    loadOverview(datasetId) {
      const running = overviewRequests.get(datasetId);
      if (running) return running;
      const request = readDatasetOverview(client, datasetId, support).then(
        (wire) => set({ overviews: { ...get().overviews, [datasetId]: toDatasetOverview(wire) } }),
        () => {
          // A card without its overview is still usable; the next call retries.
          overviewRequests.delete(datasetId);
        },
      );
      overviewRequests.set(datasetId, request);
      return request;
    },
  }));
}
