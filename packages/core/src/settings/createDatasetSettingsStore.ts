import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/createApiClient';
import type { WireMetadataMetrics } from '../api/wire/metadata';
import type { WireRecord } from '../api/wire/records';
import type { RepositoryErrorCode } from '../errors/repositoryErrorCodes';
import { RepositoryError } from '../errors/RepositoryError';
import type { Dataset } from '../model/Dataset';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import { createMessage, type Message } from '../messages/Message';
import { messageOfError } from '../api/messageOfError';
import { isDistributionLockedError } from './distributionLock';
import { restoredItem, withEdit } from './EditableItem';
import { questionOptionIntents, type QuestionOptionIntents } from './questionOptionIntents';
import { loadDatasetSettings, nothingLoaded } from './loadDatasetSettings';
import {
  generalPartOf,
  type FieldDraft,
  type GeneralDraft,
  type MetadataDraft,
  type QuestionDraft,
  type QuestionSettingsItem,
  type VectorDraft,
} from './settingsItems';
import { rulesOf, type AnyItem, type SettingsItems } from './settingsSections';
import {
  REVIEWERS_ITEM_ID,
  withReviewerAdded,
  withReviewerRemoved,
  type ReviewersSettingsItem,
} from './reviewersItem';
import {
  firstSectionWithChanges,
  selectMustAskBeforeLeaving,
  selectOverlappingLocked,
  selectSettingsTabs,
} from './settingsSelectors';
import { settingsTabFromParam, type SettingsSection, type SettingsTab } from './settingsTabs';

/** What the person answers to the unsaved-change warning: go on (dropping the edits) or stay. */
export interface LeaveAnswer {
  proceed(): void;
  stay?(): void;
}

/** The dataset deletion of the danger zone. */
export interface DatasetDeletion {
  status: 'idle' | 'deleting' | 'deleted' | 'failed';
  error: Message | null;
  errorCode: RepositoryErrorCode | null;
}

/** The settings of one dataset and the intents the settings screens send. */
export interface DatasetSettingsState extends SettingsItems, QuestionOptionIntents {
  status: 'loading' | 'ready' | 'failed';
  loadError: Message | null;
  /** Administrators and owners edit; everyone else gets the read-only info view. */
  canEdit: boolean;
  dataset: Dataset | null;
  metadataMetrics: Record<string, WireMetadataMetrics>;
  previewRecord: WireRecord | null;
  distributionLocked: boolean;
  tab: SettingsTab;
  /** The permanent 'You didn't submit your changes' warning is up, waiting for an answer. */
  pendingLeave: LeaveAnswer | null;
  /** The person chose to leave (or nothing was modified): a host's own navigation guard lets them go. */
  leaveApproved: boolean;
  deletion: DatasetDeletion;

  load(): Promise<void>;
  /** Shows a tab and writes it to the URL (no navigation). */
  selectTab(tab: SettingsTab): void;
  /** Edits the general tab; each key changes its own part's item (`generalPartOf`). */
  editGeneral(change: Partial<GeneralDraft>): void;
  editField(id: string, change: Partial<FieldDraft>): void;
  editQuestion(id: string, change: Partial<QuestionDraft>): void;
  editMetadata(id: string, change: Partial<MetadataDraft>): void;
  editVector(id: string, change: Partial<VectorDraft>): void;
  /** Lists a workspace member as a reviewer (saved with the section's Update). */
  addReviewer(userId: string): void;
  /** Takes a reviewer off the list (saved with the section's Update). */
  removeReviewer(userId: string): void;
  /** Puts one item (or, without id, the whole section) back to what the server holds. */
  restore(section: SettingsSection, id?: string): void;
  /** Saves one item; resolves whether the server took it. */
  save(section: SettingsSection, id: string): Promise<boolean>;
  /** Leaves at once when nothing is modified (resolves true); otherwise raises the warning and waits. */
  requestLeave(answer: LeaveAnswer): boolean;
  /** 'Ignore and continue': drops the edits and leaves. */
  ignoreAndContinue(): void;
  /** Closes the warning: the person stays, on the first tab with changes. */
  dismissLeaveWarning(): void;
  /** Deletes the dataset once the typed name matches it; resolves whether it was deleted. */
  deleteDataset(typedName: string): Promise<boolean>;
}

/** The settings store of one dataset. */
export type DatasetSettingsStore = StoreApi<DatasetSettingsState>;

/** The URL's `tab` parameter, injected so the store never reads `location`. */
export interface SettingsTabUrl {
  read(): string | null;
  /** Replaces the parameter without a navigation. */
  write(tab: SettingsTab): void;
}

export interface DatasetSettingsStoreOptions {
  client: ApiClient;
  datasetId: string;
  /** Whether the signed-in person administers the dataset (read when loading). */
  canEdit(): boolean;
  tabUrl?: SettingsTabUrl;
}

const IDLE_DELETION: DatasetDeletion = { status: 'idle', error: null, errorCode: null };

type Set = StoreApi<DatasetSettingsState>['setState'];
type Get = StoreApi<DatasetSettingsState>['getState'];

function updateItem(
  set: Set,
  get: Get,
  section: SettingsSection,
  id: string,
  change: (item: AnyItem) => AnyItem,
) {
  const items = get()[section] as AnyItem[];
  set({
    [section]: items.map((item) => (item.id === id ? change(item) : item)),
  } as Partial<DatasetSettingsState>);
}

function findItem(get: Get, section: SettingsSection, id: string): AnyItem | undefined {
  return (get()[section] as AnyItem[]).find((item) => item.id === id);
}

/**
 * Saves one item: an invalid one is not sent (it raises 'X is not valid for update'); otherwise the edit
 * becomes the original while 'Saving...', and a refusal puts the previous original back, keeps the edit and
 * reports the server's message with the section's repository code.
 */
async function saveItem(
  set: Set,
  get: Get,
  client: ApiClient,
  section: SettingsSection,
  id: string,
): Promise<boolean> {
  const rules = rulesOf(section);
  const item = findItem(get, section, id);
  if (!item || !rules.isModified(item)) return false;
  if (Object.keys(rules.errors(item)).length > 0) {
    if (rules.invalid) updateItem(set, get, section, id, (current) => ({ ...current, error: rules.invalid }));
    return false;
  }
  const previous = item.original;
  updateItem(set, get, section, id, (current) => ({
    ...current,
    original: current.edit,
    saveStatus: 'saving',
    error: null,
    errorCode: null,
  }));
  try {
    const saved = await rules.send(client, item);
    updateItem(set, get, section, id, (current) => ({
      ...saved,
      // Edits typed while saving stay.
      edit: current.edit === item.edit ? saved.edit : current.edit,
      saveStatus: 'saved',
    }));
    if (section === 'general') refreshDataset(set, get, saved);
    return true;
  } catch (error) {
    const failure = new RepositoryError(rules.errorCode, error);
    updateItem(set, get, section, id, (current) => ({
      ...current,
      original: previous,
      saveStatus: 'failed',
      error: messageOfError(error),
      errorCode: failure.code,
    }));
    if (isDistributionLockedError(error)) set({ distributionLocked: true });
    return false;
  }
}

function refreshDataset(set: Set, get: Get, saved: AnyItem) {
  const dataset = get().dataset;
  const draft = saved.original as GeneralDraft;
  if (!dataset) return;
  set({
    dataset: {
      ...dataset,
      guidelines: draft.guidelines === '' ? null : draft.guidelines,
      allowExtraMetadata: draft.allowExtraMetadata,
      distribution: {
        ...dataset.distribution,
        minSubmitted: draft.minSubmitted ?? dataset.distribution.minSubmitted,
      },
    },
  });
}

/** The unsaved-change guard's intents (spec 2 §4). */
function leaveIntents(
  set: Set,
  get: Get,
): Pick<DatasetSettingsState, 'requestLeave' | 'ignoreAndContinue' | 'dismissLeaveWarning'> {
  return {
    requestLeave: (answer) => {
      const state = get();
      if (!selectMustAskBeforeLeaving(state)) {
        answer.proceed();
        return true;
      }
      // A second attempt while the warning is up replaces the first: the newest destination wins.
      state.pendingLeave?.stay?.();
      set({ pendingLeave: answer });
      return false;
    },
    ignoreAndContinue: () => {
      const answer = get().pendingLeave;
      set({ pendingLeave: null, leaveApproved: true });
      answer?.proceed();
    },
    dismissLeaveWarning: () => {
      const answer = get().pendingLeave;
      if (!answer) return;
      const section = firstSectionWithChanges(get());
      set({ pendingLeave: null });
      if (section) get().selectTab(section);
      answer.stay?.();
    },
  };
}

/** The danger zone's deletion: only the exact typed name deletes. */
async function deleteDataset(set: Set, get: Get, client: ApiClient, typedName: string): Promise<boolean> {
  const dataset = get().dataset;
  if (!dataset || typedName !== dataset.name || get().deletion.status === 'deleting') return false;
  set({ deletion: { status: 'deleting', error: null, errorCode: null } });
  try {
    await client.deleteDataset(dataset.id);
    set({ deletion: { status: 'deleted', error: null, errorCode: null } });
    return true;
  } catch (error) {
    set({
      deletion: { status: 'failed', error: messageOfError(error), errorCode: 'ERROR_DELETING_DATASET' },
    });
    return false;
  }
}

type EditIntents = Pick<
  DatasetSettingsState,
  | 'editGeneral'
  | 'editField'
  | 'editQuestion'
  | 'editMetadata'
  | 'editVector'
  | 'addReviewer'
  | 'removeReviewer'
  | 'restore'
> &
  QuestionOptionIntents;

/** The intents that change edits: per section, the question options, and restore. */
function editIntents(set: Set, get: Get): EditIntents {
  const edit = <T>(section: SettingsSection, id: string, change: Partial<T>) =>
    updateItem(set, get, section, id, (item) => withEdit(item, change));
  const question = (id: string) => findItem(get, 'questions', id) as QuestionSettingsItem | undefined;
  return {
    editGeneral: (change) => {
      // The distribution is locked once the dataset has responses; the input is disabled, this is the rule.
      const allowed = get().distributionLocked ? { ...change, minSubmitted: undefined } : change;
      // Each key goes to its own part's item, so the parts save and restore apart.
      for (const [key, value] of Object.entries(allowed) as [keyof GeneralDraft, unknown][])
        if (value !== undefined) edit<GeneralDraft>('general', generalPartOf(key), { [key]: value });
    },
    editField: (id, change) => edit('fields', id, change),
    editQuestion: (id, change) => {
      const item = question(id);
      // Overlapping spans, once on at the server, stay on; the checkbox is disabled, this is the rule.
      const keepOverlap = item !== undefined && selectOverlappingLocked(item);
      edit<QuestionDraft>('questions', id, keepOverlap ? { ...change, allowOverlapping: true } : change);
    },
    ...questionOptionIntents(question, (id, change) => edit<QuestionDraft>('questions', id, change)),
    editMetadata: (id, change) => edit('metadata', id, change),
    editVector: (id, change) => edit('vector', id, change),
    addReviewer: (userId) =>
      updateItem(set, get, 'reviewers', REVIEWERS_ITEM_ID, (item) =>
        withEdit(item, withReviewerAdded((item as ReviewersSettingsItem).edit, userId)),
      ),
    removeReviewer: (userId) =>
      updateItem(set, get, 'reviewers', REVIEWERS_ITEM_ID, (item) =>
        withEdit(item, withReviewerRemoved((item as ReviewersSettingsItem).edit, userId)),
      ),
    restore: (section, id) => {
      const items = get()[section] as AnyItem[];
      set({
        [section]: items.map((item) => (id === undefined || item.id === id ? restoredItem(item) : item)),
      } as Partial<DatasetSettingsState>);
    },
  };
}

/**
 * Creates the settings store of one dataset (spec 2 §2, §4, §5): loads by role, tracks each item's original
 * and edit, restores, validates, saves item by item, knows the distribution lock before anyone tries, guards
 * leaving with unsaved changes and deletes the dataset. One store per settings view.
 *
 * @example
 * const store = createDatasetSettingsStore({ client, datasetId, canEdit: () => isAdminOrOwner(user) });
 * await store.getState().load();
 * store.getState().editGeneral({ guidelines: 'Label every sentence.' });
 * await store.getState().save('general', 'guidelines');
 */
export function createDatasetSettingsStore({
  client,
  datasetId,
  canEdit,
  tabUrl,
}: DatasetSettingsStoreOptions): StoreApi<DatasetSettingsState> {
  return createStore<DatasetSettingsState>()((set, get) => {
    return {
      status: 'loading',
      loadError: null,
      canEdit: false,
      dataset: null,
      general: [],
      ...nothingLoaded(),
      tab: 'general',
      pendingLeave: null,
      leaveApproved: false,
      deletion: IDLE_DELETION,

      load: async () => {
        set({ status: 'loading', loadError: null });
        const editable = canEdit();
        try {
          const loaded = await loadDatasetSettings(client, datasetId, editable);
          set({ ...loaded, canEdit: editable, status: 'ready' });
          set({ tab: settingsTabFromParam(tabUrl?.read() ?? null, selectSettingsTabs(get())) });
        } catch {
          // The catalogue's message for an unreadable dataset (spec 2 §8).
          set({
            status: 'failed',
            loadError: createMessage(CORE_MESSAGE_KEYS.errorsDatasetInfo, { id: datasetId }),
          });
        }
      },
      selectTab: (tab) => {
        if (!selectSettingsTabs(get()).includes(tab)) return;
        set({ tab });
        tabUrl?.write(tab);
      },
      ...editIntents(set, get),
      save: (section, id) => saveItem(set, get, client, section, id),
      ...leaveIntents(set, get),
      deleteDataset: (typedName) => deleteDataset(set, get, client, typedName),
    };
  });
}
