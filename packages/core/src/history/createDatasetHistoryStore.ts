import type { StoreApi } from 'zustand/vanilla';
import { messageOfError } from '../api/messageOfError';
import { composeStore, type StateAccess } from '../observer/composeStore';
import {
  historyFilterQuery,
  initialDatasetHistoryData,
  type DatasetHistoryState,
  type DatasetHistoryStoreOptions,
  withHistoryUsers,
} from './datasetHistoryState';

/** The dataset history store of one dataset. */
export type DatasetHistoryStore = StoreApi<DatasetHistoryState>;

/** Reading pages: each read has a ticket, and only the latest one's answer is kept. */
function createHistoryPaging(options: DatasetHistoryStoreOptions, state: StateAccess<DatasetHistoryState>) {
  let ticket = 0;
  let disposed = false;
  const loadAt = async (offset: number) => {
    const mine = ++ticket;
    const { filter, limit, datasetId } = state.get();
    state.set({ status: 'loading', offset, error: null });
    try {
      const page = await options.client.getDatasetHistory(
        datasetId,
        { ...historyFilterQuery(filter), offset, limit },
        { cache: 'bypass' },
      );
      if (mine === ticket && !disposed)
        state.set({
          status: 'ready',
          items: page.items,
          total: page.total,
          users: withHistoryUsers(state.get().users, page.items),
        });
    } catch (error) {
      if (mine === ticket && !disposed) state.set({ status: 'error', error: messageOfError(error) });
    }
  };
  return {
    loadAt,
    dispose: () => {
      disposed = true;
    },
    isDisposed: () => disposed,
  };
}

/**
 * Creates the dataset history store: pages of the filtered history, newest first, and the CSV download of the
 * whole filtered history (`selectDatasetHistoryPager` says what the page buttons may do).
 *
 * @example
 * const store = createDatasetHistoryStore({ client, datasetId, saveFile });
 * await store.getState().load();
 * await store.getState().setFilter({ entity: 'response' });
 * await store.getState().downloadCsv();
 */
export function createDatasetHistoryStore(options: DatasetHistoryStoreOptions): DatasetHistoryStore {
  const { store } = composeStore<DatasetHistoryState, null>((access) => {
    const paging = createHistoryPaging(options, access);
    const state: DatasetHistoryState = {
      ...initialDatasetHistoryData(options),
      load: () => paging.loadAt(access.get().offset),
      setFilter(filter) {
        access.set({ filter: { ...access.get().filter, ...filter } });
        return paging.loadAt(0);
      },
      async nextPage() {
        const { offset, limit, total } = access.get();
        if (offset + limit < total) await paging.loadAt(offset + limit);
      },
      async previousPage() {
        const { offset, limit } = access.get();
        if (offset > 0) await paging.loadAt(Math.max(0, offset - limit));
      },
      async downloadCsv() {
        if (access.get().downloading) return;
        access.set({ downloading: true, error: null });
        try {
          const file = await options.client.downloadDatasetHistoryCsv(
            access.get().datasetId,
            historyFilterQuery(access.get().filter),
          );
          if (!paging.isDisposed()) options.saveFile({ ...file, type: 'text/csv' });
        } catch (error) {
          access.set({ error: messageOfError(error) });
        } finally {
          access.set({ downloading: false });
        }
      },
      dispose: paging.dispose,
    };
    return { parts: null, state };
  });
  return store;
}
