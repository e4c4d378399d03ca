import { createStore, type StoreApi } from 'zustand/vanilla';
import { hubImportPath } from '../home/sidebar/exampleDatasets';
import type { HubDatasetClient } from './createHubDatasetClient';
import type { HubDraftHandOff } from './hubDraftHandOff';
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
 * The import form's state: a repository id and whether the hub knows it. The draft read to find out is handed to
 * `drafts`, so the preview it opens does not read the hub's info again.
 *
 * @example
 * const store = createHubImportStore(hub, drafts);
 * store.getState().setRepoId('stanfordnlp/imdb');
 * const path = await store.getState().submit(); // '/stanfordnlp%2Fimdb'
 */
export function createHubImportStore(
  hub: Pick<HubDatasetClient, 'getInfo'>,
  drafts?: Pick<HubDraftHandOff, 'hand'>,
): StoreApi<HubImportState> {
  return createStore<HubImportState>()((set, get) => ({
    repoId: '',
    status: 'idle',
    setRepoId: (repoId) => set({ repoId, status: get().status === 'checking' ? 'checking' : 'idle' }),
    submit: async () => {
      const repoId = get().repoId.trim();
      if (repoId === '' || get().status === 'checking') return null;
      set({ status: 'checking' });
      try {
        const draft = await loadHubDatasetDraft(hub, repoId);
        drafts?.hand(draft);
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
