import { createStore, type StoreApi } from 'zustand/vanilla';
import { hubImportPath } from '../home/sidebar/exampleDatasets';
import type { HubDatasetClient } from './createHubDatasetClient';
import { loadHubDatasetDraft } from './loadHubDatasetDraft';

/** The home's import-from-hub form. */
export interface HubImportState {
  repoId: string;
  status: 'idle' | 'checking' | 'notFound';
  setRepoId(repoId: string): void;
  /**
   * Checks that the hub can read the repository; resolves with the path of its preview, or null when it cannot
   * ('Dataset not found or available on Hugging Face', spec 2 §8) or the input is empty.
   */
  submit(): Promise<string | null>;
}

/**
 * The import form's state: a repository id and whether the hub knows it.
 *
 * @example
 * const store = createHubImportStore(hub);
 * store.getState().setRepoId('stanfordnlp/imdb');
 * const path = await store.getState().submit(); // '/stanfordnlp%2Fimdb'
 */
export function createHubImportStore(hub: Pick<HubDatasetClient, 'getInfo'>): StoreApi<HubImportState> {
  return createStore<HubImportState>()((set, get) => ({
    repoId: '',
    status: 'idle',
    setRepoId: (repoId) => set({ repoId, status: get().status === 'checking' ? 'checking' : 'idle' }),
    submit: async () => {
      const repoId = get().repoId.trim();
      if (repoId === '' || get().status === 'checking') return null;
      set({ status: 'checking' });
      try {
        await loadHubDatasetDraft(hub, repoId);
        set({ status: 'idle' });
        return hubImportPath(repoId);
      } catch {
        if (get().repoId.trim() === repoId) set({ status: 'notFound' });
        else set({ status: 'idle' });
        return null;
      }
    },
  }));
}
