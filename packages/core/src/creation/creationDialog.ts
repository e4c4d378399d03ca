import { messageOfError } from '../api/messageOfError';
import type { Message } from '../messages/Message';
import { toWorkspace } from '../model/Workspace';
import { createDatasetFromHub, DatasetCreationError } from './createDatasetFromHub';
import { selectedSubsetOf } from './creationDraft';
import { creationRequest } from './creationRequest';
import { ImportEndedError } from './firstRecordsFollower';
import {
  CLOSED_DIALOG,
  type CreationDialogState,
  type DatasetCreationContext,
  type DatasetCreationState,
} from './datasetCreationState';

/** The create dialog: opening it with the user's workspaces, its fields, and the creation it runs. */
export type CreationDialog = Pick<
  DatasetCreationState,
  'openDialog' | 'closeDialog' | 'setDatasetName' | 'setWorkspace' | 'create'
>;

export function createCreationDialog(context: DatasetCreationContext): CreationDialog {
  const { get, set, options } = context;
  return {
    openDialog: async () => {
      const name = get().draft?.name ?? '';
      set({ dialog: { ...CLOSED_DIALOG, open: true, name, workspacesStatus: 'loading' } });
      try {
        const workspaces = (await options.client.getMyWorkspaces({ cache: 'bypass' })).items.map(toWorkspace);
        // The first workspace is chosen for the user (spec 2 §2).
        const workspaceId = workspaces[0]?.id ?? null;
        set((state) => ({ dialog: { ...state.dialog, workspaces, workspacesStatus: 'ready', workspaceId } }));
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
    create: () => runCreation(context),
  };
}

/** Why a creation failed, for the dialog: the server's answer, or the import job's end (it has no reason on the wire). */
function creationFailureMessage(error: unknown): Message {
  const cause = error instanceof DatasetCreationError ? error.cause : error;
  if (cause instanceof ImportEndedError)
    return { key: 'creation.importEnded', params: { status: cause.status } };
  return messageOfError(cause);
}

/** Runs the creation sequence from the dialog; resolves with the new dataset's id, or null when it failed. */
async function runCreation({ get, set, options }: DatasetCreationContext): Promise<string | null> {
  const { client, follower } = options;
  const { draft, dialog } = get();
  const workspace = dialog.workspaces.find((candidate) => candidate.id === dialog.workspaceId);
  if (!draft || !workspace || dialog.creating) return null;
  const setDialog = (patch: Partial<CreationDialogState>) =>
    set((state) => ({ dialog: { ...state.dialog, ...patch } }));
  setDialog({ creating: true, error: null });
  try {
    const request = creationRequest(draft.repoId, selectedSubsetOf(draft));
    const dataset = await createDatasetFromHub(client, {
      name: dialog.name.trim(),
      workspace,
      request,
      follower,
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
