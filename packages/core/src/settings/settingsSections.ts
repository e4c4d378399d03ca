import type { ApiClient } from '../api/createApiClient';
import type { RepositoryErrorCode } from '../errors/repositoryErrorCodes';
import { createMessage, type Message } from '../messages/Message';
import type { EditableItem } from './EditableItem';
import {
  fieldItemOf,
  generalItemOf,
  metadataItemOf,
  questionItemOf,
  vectorItemOf,
  type FieldSettingsItem,
  type GeneralSettingsItem,
  type MetadataSettingsItem,
  type QuestionSettingsItem,
  type VectorSettingsItem,
} from './settingsItems';
import { SETTINGS_MESSAGE_KEYS } from './settingsMessageKeys';
import {
  fieldErrors,
  generalErrors,
  isFieldModified,
  isGeneralModified,
  isMetadataModified,
  isQuestionModified,
  isVectorModified,
  metadataErrors,
  questionErrors,
  vectorErrors,
  type SettingsErrors,
} from './settingsRules';
import type { SettingsSection } from './settingsTabs';
import { REVIEWERS_MAX } from '../api/wire/review';
import { isReviewersModified, reviewersItemOf, type ReviewersSettingsItem } from './reviewersItem';
import {
  datasetUpdateOf,
  fieldUpdateOf,
  metadataUpdateOf,
  questionUpdateOf,
  vectorUpdateOf,
} from './settingsUpdates';

/** The items of every section, as the settings store holds them. */
export interface SettingsItems {
  general: GeneralSettingsItem[];
  fields: FieldSettingsItem[];
  questions: QuestionSettingsItem[];
  metadata: MetadataSettingsItem[];
  vector: VectorSettingsItem[];
  /** The dataset's reviewers (one item); empty where they could not be read. */
  reviewers: ReviewersSettingsItem[];
}

// Items of any section, for code that treats them alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyItem = EditableItem<any, any>;

/** How one section's items are checked, compared and saved. */
interface SectionRules<TItem extends AnyItem> {
  isModified(item: TItem): boolean;
  errors(item: TItem): SettingsErrors;
  /** 'X is not valid for update', raised when an invalid item is saved; the general tab shows its own errors. */
  invalid: Message | null;
  /** The repository code a failed save reports (spec 2 §8). */
  errorCode: RepositoryErrorCode;
  /** Sends the edit; resolves the item as the server now holds it. */
  send(client: ApiClient, item: TItem): Promise<TItem>;
}

const general: SectionRules<GeneralSettingsItem> = {
  isModified: (item) => isGeneralModified(item.original, item.edit),
  errors: (item) => generalErrors(item.original, item.edit),
  invalid: null,
  errorCode: 'ERROR_PATCHING_DATASET_GUIDELINES',
  send: async (client, item) =>
    generalItemOf(
      await client.updateDataset(item.info.datasetId, datasetUpdateOf(item.original, item.edit)),
      item.info.part,
    ),
};

const fields: SectionRules<FieldSettingsItem> = {
  isModified: (item) => isFieldModified(item.original, item.edit),
  errors: (item) => fieldErrors(item.edit),
  invalid: createMessage(SETTINGS_MESSAGE_KEYS.invalidField),
  errorCode: 'ERROR_PATCHING_FIELD',
  send: async (client, item) =>
    fieldItemOf(await client.updateField(item.id, fieldUpdateOf(item.edit, item.info))),
};

const questions: SectionRules<QuestionSettingsItem> = {
  isModified: (item) => isQuestionModified(item.original, item.edit),
  errors: (item) => questionErrors(item.edit, item.info),
  invalid: createMessage(SETTINGS_MESSAGE_KEYS.invalidQuestion),
  errorCode: 'ERROR_PATCHING_QUESTION',
  send: async (client, item) =>
    questionItemOf(await client.updateQuestion(item.id, questionUpdateOf(item.edit, item.info))),
};

const metadata: SectionRules<MetadataSettingsItem> = {
  isModified: (item) => isMetadataModified(item.original, item.edit),
  errors: (item) => metadataErrors(item.edit),
  invalid: createMessage(SETTINGS_MESSAGE_KEYS.invalidMetadata),
  errorCode: 'ERROR_PATCHING_METADATA',
  send: async (client, item) =>
    metadataItemOf(await client.updateMetadataProperty(item.id, metadataUpdateOf(item.edit))),
};

const vector: SectionRules<VectorSettingsItem> = {
  isModified: (item) => isVectorModified(item.original, item.edit),
  errors: (item) => vectorErrors(item.edit),
  invalid: createMessage(SETTINGS_MESSAGE_KEYS.invalidVector),
  errorCode: 'ERROR_PATCHING_VECTOR',
  send: async (client, item) =>
    vectorItemOf(await client.updateVectorSettings(item.id, vectorUpdateOf(item.edit))),
};

const reviewers: SectionRules<ReviewersSettingsItem> = {
  isModified: (item) => isReviewersModified(item.original, item.edit),
  errors: (item): SettingsErrors =>
    item.edit.userIds.length > REVIEWERS_MAX
      ? { reviewers: createMessage(SETTINGS_MESSAGE_KEYS.reviewersTooMany, { max: REVIEWERS_MAX }) }
      : {},
  invalid: createMessage(SETTINGS_MESSAGE_KEYS.invalidReviewers),
  errorCode: 'ERROR_UPDATING_REVIEWERS',
  send: async (client, item) => {
    const saved = await client.updateReviewers(item.info.datasetId, { user_ids: item.edit.userIds });
    return reviewersItemOf(item.info.datasetId, saved.items, item.info.members);
  },
};

/** Each section's rules, by section. */
export const SECTION_RULES: { [S in SettingsSection]: SectionRules<SettingsItems[S][number]> } = {
  general,
  fields,
  questions,
  metadata,
  vector,
  reviewers,
};

/** Loosely typed access for code that handles every section the same way. */
export function rulesOf(section: SettingsSection): SectionRules<AnyItem> {
  return SECTION_RULES[section] as unknown as SectionRules<AnyItem>;
}
