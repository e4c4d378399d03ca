import type { StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { Message } from '../messages/Message';
import type { Workspace } from '../model/Workspace';
import type { HubDatasetClient } from './createHubDatasetClient';
import type { createDatasetFromHub } from './createDatasetFromHub';
import type { CreationFieldType, CreationQuestionType, DatasetCreationDraft } from './creationDraft';
import type { FirstRecordsFollower } from './firstRecordsFollower';
import type { HubDraftHandOff } from './hubDraftHandOff';

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
  /** The hub the repository is read from (its dataset viewer is embedded), null until known. */
  hubUrl: string | null;
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
  hub: Pick<HubDatasetClient, 'getInfo' | 'getFirstRows' | 'getUrls'>;
  client: Parameters<typeof createDatasetFromHub>[0] & Pick<ApiClient, 'getMyWorkspaces'>;
  /** The draft the import form read: the preview starts from it instead of reading the hub's info again. */
  drafts?: Pick<HubDraftHandOff, 'receive'>;
  /** Waits for the new dataset's first records (the session's, so its `dispose` ends the wait). */
  follower?: FirstRecordsFollower;
}

export const CLOSED_DIALOG: CreationDialogState = {
  open: false,
  name: '',
  workspaceId: null,
  workspaces: [],
  workspacesStatus: 'idle',
  creating: false,
  error: null,
};

/** What the parts of the creation store share: state access and the store's options. */
export interface DatasetCreationContext {
  get: () => DatasetCreationState;
  set: StoreApi<DatasetCreationState>['setState'];
  options: DatasetCreationStoreOptions;
}
