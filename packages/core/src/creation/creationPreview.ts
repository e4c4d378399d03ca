import { selectedSubsetOf } from './creationDraft';
import { editSelectedSubset } from './creationEdits';
import type { DatasetCreationContext, DatasetCreationState } from './datasetCreationState';
import { loadHubDatasetDraft } from './loadHubDatasetDraft';

/** The preview: loading the hub repository, choosing subset and split, and the first row of that split. */
export type CreationPreview = Pick<DatasetCreationState, 'load' | 'selectSubset' | 'selectSplit'>;

export function createCreationPreview(context: DatasetCreationContext): CreationPreview {
  const { get, set, options } = context;
  const { hub, repoId, drafts } = options;
  // Only the latest first-row request may write: choosing another split meanwhile makes older ones stale.
  let firstRowRequest = 0;
  const loadFirstRow = async () => {
    const { draft } = get();
    if (!draft) return;
    const subset = selectedSubsetOf(draft);
    const request = ++firstRowRequest;
    set({ firstRowStatus: 'loading' });
    try {
      const rows = await hub.getFirstRows(draft.repoId, subset.name, subset.selectedSplit);
      if (request === firstRowRequest) set({ firstRow: rows.rows[0]?.row ?? null, firstRowStatus: 'ready' });
    } catch {
      if (request === firstRowRequest) set({ firstRow: null, firstRowStatus: 'error' });
    }
  };
  return {
    load: async () => {
      set({ status: 'loading' });
      // Only the embedded viewer needs it: a hub that cannot say where it is leaves the viewer out.
      hub.getUrls().then(
        ({ hubUrl }) => set({ hubUrl }),
        () => undefined,
      );
      try {
        // The draft the import form read, when it opened this preview; else the hub's info is read now.
        const draft = drafts?.receive(repoId) ?? (await loadHubDatasetDraft(hub, repoId));
        set({ status: 'ready', draft });
      } catch {
        set({ status: 'error', draft: null });
        return;
      }
      await loadFirstRow();
    },
    selectSubset: (name) => {
      const { draft } = get();
      if (!draft || draft.selectedSubset === name || !draft.subsets.some((s) => s.name === name)) return;
      set({ draft: { ...draft, selectedSubset: name } });
      void loadFirstRow();
    },
    selectSplit: (split) => {
      editSelectedSubset(context, (subset) =>
        subset.splits.includes(split) && subset.selectedSplit !== split
          ? { ...subset, selectedSplit: split }
          : subset,
      );
      void loadFirstRow();
    },
  };
}
