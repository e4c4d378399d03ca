import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { Message } from '../messages/Message';
import { messageOfError } from '../messages/messageOfError';
import { toWorkspace, type Workspace } from '../model/Workspace';
import type { HubDatasetClient } from './createHubDatasetClient';
import { createDatasetFromHub, DatasetCreationError, ImportEndedError } from './createDatasetFromHub';
import type {
  CreationFieldType,
  CreationQuestionType,
  DatasetCreationDraft,
  SubsetDraft,
} from './creationDraft';
import { selectedSubsetOf } from './creationDraft';
import { creationRequest } from './creationRequest';
import { loadHubDatasetDraft } from './loadHubDatasetDraft';
import * as edits from './subsetEdits';

/** The create dialog: name, workspace and how the creation went. */
export interface CreationDialogState {
  open: boolean;
  name: string;
  workspaceId: string | null;
  workspaces: Workspace[];
  workspacesStatus: 'idle' | 'loading' | 'ready' | 'error';
  creating: boolean;
  error: Message | null;
}

/** The preview and configuration of a new dataset from a hub repository (spec 2 §2). */
export interface DatasetCreationState {
  status: 'loading' | 'ready' | 'error';
  draft: DatasetCreationDraft | null;
  /** The first row of the selected split, shown with the mapped fields. */
  firstRow: Record<string, unknown> | null;
  firstRowStatus: 'idle' | 'loading' | 'ready' | 'error';
  dialog: CreationDialogState;
  load(): Promise<void>;
  selectSubset(name: string): void;
  selectSplit(split: string): void;
  setFieldType(name: string, type: CreationFieldType): void;
  addQuestion(type: CreationQuestionType): void;
  removeQuestion(key: string): void;
  changeQuestionType(key: string, type: CreationQuestionType): void;
  setQuestionColumn(key: string, column: string | null): void;
  setLabelOptionsText(key: string, text: string): void;
  setRatingTop(key: string, typed: number): void;
  addRankingOption(key: string): void;
  removeRankingOption(key: string, index: number): void;
  renameRankingOption(key: string, index: number, text: string): void;
  setSpanField(key: string, field: string | null): void;
  setQuestionRequired(key: string, required: boolean): void;
  touchQuestion(key: string): void;
  openDialog(): Promise<void>;
  closeDialog(): void;
  setDatasetName(name: string): void;
  setWorkspace(id: string | null): void;
  /** Runs the creation sequence; resolves with the new dataset's id, or null when it failed (see `dialog.error`). */
  create(): Promise<string | null>;
}

/** Options of {@link createDatasetCreationStore}. */
export interface DatasetCreationStoreOptions {
  repoId: string;
  hub: Pick<HubDatasetClient, 'getInfo' | 'getFirstRows'>;
  client: Parameters<typeof createDatasetFromHub>[0] & Pick<ApiClient, 'getMyWorkspaces'>;
  /** Waits between creation polls; injected so tests drive time. */
  wait?: (ms: number) => Promise<void>;
}

const CLOSED_DIALOG: CreationDialogState = {
  open: false,
  name: '',
  workspaceId: null,
  workspaces: [],
  workspacesStatus: 'idle',
  creating: false,
  error: null,
};

/**
 * The store of the new-dataset preview: loads the hub repository, keeps the configuration the user edits
 * (every edit is a pure function of `subsetEdits`), and runs the creation from its dialog.
 *
 * @example
 * const store = createDatasetCreationStore({ repoId, hub, client: sdk.client });
 * await store.getState().load();
 */
export function createDatasetCreationStore({
  repoId,
  hub,
  client,
  wait,
}: DatasetCreationStoreOptions): StoreApi<DatasetCreationState> {
  let keys = 0;
  let firstRowRequest = 0;
  const store: StoreApi<DatasetCreationState> = createStore<DatasetCreationState>()((set, get) => {
    /** Applies an edit to the selected subset. */
    const edit = (change: (subset: SubsetDraft) => SubsetDraft) => {
      const { draft } = get();
      if (!draft) return;
      const current = selectedSubsetOf(draft);
      const next = change(current);
      if (next === current) return;
      set({
        draft: { ...draft, subsets: draft.subsets.map((subset) => (subset === current ? next : subset)) },
      });
    };

    const loadFirstRow = async () => {
      const { draft } = get();
      if (!draft) return;
      const subset = selectedSubsetOf(draft);
      const request = ++firstRowRequest;
      set({ firstRowStatus: 'loading' });
      try {
        const rows = await hub.getFirstRows(draft.repoId, subset.name, subset.selectedSplit);
        if (request === firstRowRequest)
          set({ firstRow: rows.rows[0]?.row ?? null, firstRowStatus: 'ready' });
      } catch {
        if (request === firstRowRequest) set({ firstRow: null, firstRowStatus: 'error' });
      }
    };

    return {
      status: 'loading',
      draft: null,
      firstRow: null,
      firstRowStatus: 'idle',
      dialog: CLOSED_DIALOG,
      load: async () => {
        set({ status: 'loading' });
        try {
          const draft = await loadHubDatasetDraft(hub, repoId);
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
        edit((subset) =>
          subset.splits.includes(split) && subset.selectedSplit !== split
            ? { ...subset, selectedSplit: split }
            : subset,
        );
        void loadFirstRow();
      },
      setFieldType: (name, type) => edit((subset) => edits.setFieldType(subset, name, type)),
      addQuestion: (type) => edit((subset) => edits.addQuestion(subset, type, `new:${++keys}`)),
      removeQuestion: (key) => edit((subset) => edits.removeQuestion(subset, key)),
      changeQuestionType: (key, type) => edit((subset) => edits.changeQuestionType(subset, key, type)),
      setQuestionColumn: (key, column) => edit((subset) => edits.setQuestionColumn(subset, key, column)),
      setLabelOptionsText: (key, text) => edit((subset) => edits.setLabelOptionsText(subset, key, text)),
      setRatingTop: (key, typed) => edit((subset) => edits.setRatingTop(subset, key, typed)),
      addRankingOption: (key) => edit((subset) => edits.addRankingOption(subset, key)),
      removeRankingOption: (key, index) => edit((subset) => edits.removeRankingOption(subset, key, index)),
      renameRankingOption: (key, index, text) =>
        edit((subset) => edits.renameRankingOption(subset, key, index, text)),
      setSpanField: (key, field) => edit((subset) => edits.setSpanField(subset, key, field)),
      setQuestionRequired: (key, required) =>
        edit((subset) => edits.setQuestionRequired(subset, key, required)),
      touchQuestion: (key) => edit((subset) => edits.touchQuestion(subset, key)),
      openDialog: async () => {
        const name = get().draft?.name ?? '';
        set({ dialog: { ...CLOSED_DIALOG, open: true, name, workspacesStatus: 'loading' } });
        try {
          const workspaces = (await client.getMyWorkspaces({ cache: 'bypass' })).items.map(toWorkspace);
          // The first workspace is chosen for the user (spec 2 §2).
          set((state) => ({
            dialog: {
              ...state.dialog,
              workspaces,
              workspacesStatus: 'ready',
              workspaceId: workspaces[0]?.id ?? null,
            },
          }));
        } catch {
          set((state) => ({ dialog: { ...state.dialog, workspacesStatus: 'error' } }));
        }
      },
      closeDialog: () => {
        if (!get().dialog.creating) set({ dialog: CLOSED_DIALOG });
      },
      setDatasetName: (name) => set((state) => ({ dialog: { ...state.dialog, name, error: null } })),
      setWorkspace: (workspaceId) =>
        set((state) => ({ dialog: { ...state.dialog, workspaceId, error: null } })),
      create: (): Promise<string | null> => runCreation(store, client, wait),
    };
  });
  return store;
}

/** Why a creation failed, for the dialog: the server's answer, or the import job's end (it has no reason on the wire). */
function creationFailureMessage(error: unknown): Message {
  const cause = error instanceof DatasetCreationError ? error.cause : error;
  if (cause instanceof ImportEndedError) return { key: 'creation.importEnded', params: { status: cause.status } };
  return messageOfError(cause);
}

async function runCreation(
  store: StoreApi<DatasetCreationState>,
  client: DatasetCreationStoreOptions['client'],
  wait: DatasetCreationStoreOptions['wait'],
): Promise<string | null> {
  const { draft, dialog } = store.getState();
  const workspace = dialog.workspaces.find((candidate) => candidate.id === dialog.workspaceId);
  if (!draft || !workspace || dialog.creating) return null;
  const setDialog = (patch: Partial<CreationDialogState>) =>
    store.setState((state) => ({ dialog: { ...state.dialog, ...patch } }));
  setDialog({ creating: true, error: null });
  try {
    const request = creationRequest(draft.repoId, selectedSubsetOf(draft));
    const dataset = await createDatasetFromHub(client, {
      name: dialog.name.trim(),
      workspace,
      request,
      wait,
    });
    setDialog({ creating: false });
    return dataset.id;
  } catch (error) {
    setDialog({
      creating: false,
      error: creationFailureMessage(error),
    });
    return null;
  }
}
