import { createStore, type StoreApi } from 'zustand/vanilla';
import { createCreationDialog } from './creationDialog';
import { createCreationEdits } from './creationEdits';
import { createCreationPreview } from './creationPreview';
import {
  CLOSED_DIALOG,
  type DatasetCreationContext,
  type DatasetCreationState,
  type DatasetCreationStoreOptions,
} from './datasetCreationState';

export type {
  CreationDialogState,
  DatasetCreationState,
  DatasetCreationStoreOptions,
} from './datasetCreationState';

/**
 * The store of the new-dataset preview: loads the hub repository, keeps the configuration the user edits
 * (every edit is a pure function of `subsetEdits`), and runs the creation from its dialog. Composed of the preview (`creationPreview`), the edits
 * (`creationEdits`) and the dialog (`creationDialog`).
 *
 * @example
 * const store = createDatasetCreationStore({ repoId, hub, client: sdk.client });
 * await store.getState().load();
 */
export function createDatasetCreationStore(
  options: DatasetCreationStoreOptions,
): StoreApi<DatasetCreationState> {
  return createStore<DatasetCreationState>()((set, get) => {
    const context: DatasetCreationContext = { get, set, options };
    return {
      status: 'loading',
      draft: null,
      firstRow: null,
      firstRowStatus: 'idle',
      hubUrl: null,
      dialog: CLOSED_DIALOG,
      ...createCreationPreview(context),
      ...createCreationEdits(context),
      ...createCreationDialog(context),
    };
  });
}
