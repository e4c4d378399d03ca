import type { DatasetCreationDraft } from './creationDraft';

/**
 * The draft the home's import form read, handed to the preview it opens so the hub's info is read once. It holds
 * the last draft handed; a preview of another repository, or one opened afresh (a reload), reads the hub itself.
 */
export interface HubDraftHandOff {
  /** Hands over the draft the form read (it replaces any earlier one). */
  hand(draft: DatasetCreationDraft): void;
  /** The draft handed for `repoId`, or null. */
  receive(repoId: string): DatasetCreationDraft | null;
}

/**
 * A hand-off for one app: the import form hands, the preview receives.
 *
 * @example
 * const drafts = createHubDraftHandOff();
 * createHubImportStore(hub, drafts); // hands the draft it read
 * createDatasetCreationSession({ repoId, hub, client, drafts }); // starts from it
 */
export function createHubDraftHandOff(): HubDraftHandOff {
  let handed: DatasetCreationDraft | null = null;
  return {
    hand: (draft) => {
      handed = draft;
    },
    receive: (repoId) => (handed !== null && handed.repoId === repoId.trim() ? handed : null),
  };
}
