import { createMessage, type Message } from '../messages/Message';
import type { AnyItem, SettingsItems } from './settingsSections';
import { rulesOf } from './settingsSections';
import type { SettingsErrors } from './settingsRules';
import { SETTINGS_MESSAGE_KEYS } from './settingsMessageKeys';
import { optionStepTarget } from './optionOrdering';
import { questionEditing } from './questionEditing';
import type { GeneralPart, GeneralSettingsItem, QuestionSettingsItem } from './settingsItems';
import type { ReviewerCandidate, ReviewersSettingsItem } from './reviewersItem';
import {
  availableSettingsTabs,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type SettingsTab,
} from './settingsTabs';

type ItemsState = SettingsItems;

/** Whether one item differs from what the server holds. */
export function selectIsItemModified(section: SettingsSection, item: AnyItem): boolean {
  return rulesOf(section).isModified(item);
}

/** Whether any item of a section is modified. */
export function selectIsSectionModified(state: ItemsState, section: SettingsSection): boolean {
  return (state[section] as AnyItem[]).some((item) => rulesOf(section).isModified(item));
}

/** Whether anything at all is modified (the unsaved-change guard asks this). */
export function selectIsModified(state: ItemsState): boolean {
  return SETTINGS_SECTIONS.some((section) => selectIsSectionModified(state, section));
}

/** The first section with changes in the order general, fields, questions, metadata, vector, reviewers; null when none. */
export function firstSectionWithChanges(state: ItemsState): SettingsSection | null {
  return SETTINGS_SECTIONS.find((section) => selectIsSectionModified(state, section)) ?? null;
}

/** The tabs this dataset shows (metadata and vector only when it has them, reviewers when they were read). */
export function selectSettingsTabs(state: ItemsState): SettingsTab[] {
  return availableSettingsTabs({
    metadataCount: state.metadata.length,
    vectorCount: state.vector.length,
    reviewers: state.reviewers.length > 0,
  });
}

/** One part of the general tab (guidelines, distribution or extra metadata); null before loading. */
export function selectGeneralItem(state: ItemsState, part: GeneralPart): GeneralSettingsItem | null {
  return state.general.find((item) => item.info.part === part) ?? null;
}

/** The validation errors of an item's edit. */
export function selectItemErrors(section: SettingsSection, item: AnyItem): SettingsErrors {
  return rulesOf(section).errors(item);
}

/** Whether the item's save button does anything: modified, valid and not already saving. */
export function selectCanSave(section: SettingsSection, item: AnyItem): boolean {
  return (
    item.saveStatus !== 'saving' &&
    rulesOf(section).isModified(item) &&
    Object.keys(rulesOf(section).errors(item)).length === 0
  );
}

/** 'Saving...' while the item saves, 'Saved' once it did; null otherwise. */
export function selectSaveMessage(item: AnyItem): Message | null {
  if (item.saveStatus === 'saving') return createMessage(SETTINGS_MESSAGE_KEYS.saving);
  if (item.saveStatus === 'saved') return createMessage(SETTINGS_MESSAGE_KEYS.saved);
  return null;
}

/** The distribution's lock message, shown beside the disabled input before anyone tries to change it. */
export function selectDistributionLockMessage(state: { distributionLocked: boolean }): Message | null {
  return state.distributionLocked ? createMessage(SETTINGS_MESSAGE_KEYS.distributionLocked) : null;
}

/** The guard's permanent warning and its button, while a leave waits for an answer. */
export function selectLeaveWarning(state: {
  pendingLeave: unknown;
}): { message: Message; button: Message } | null {
  return state.pendingLeave
    ? {
        message: createMessage(SETTINGS_MESSAGE_KEYS.leaveUnsaved),
        button: createMessage(SETTINGS_MESSAGE_KEYS.leaveIgnore),
      }
    : null;
}

/** The danger zone's delete button works only once the typed name is exactly the dataset's. */
export function selectCanDelete(
  state: { dataset: { name: string } | null; deletion: { status: string } },
  typedName: string,
): boolean {
  return state.dataset !== null && typedName === state.dataset.name && state.deletion.status !== 'deleting';
}

/** The annotator's guidelines: the text, or 'noAnnotationGuidelines' when there are none. */
export function selectGuidelinesOrNone(state: {
  dataset: { guidelines: string | null } | null;
}): string | Message {
  const guidelines = state.dataset?.guidelines ?? null;
  return guidelines !== null && guidelines.trim() !== ''
    ? guidelines
    : createMessage(SETTINGS_MESSAGE_KEYS.noAnnotationGuidelines);
}

/**
 * Whether leaving now must first ask 'You didn't submit your changes': something is modified, the person has
 * not chosen to ignore it, and the dataset still exists. A host's router guard blocks navigation on this.
 */
export function selectMustAskBeforeLeaving(
  state: ItemsState & { leaveApproved: boolean; deletion: { status: string } },
): boolean {
  return selectIsModified(state) && !state.leaveApproved && state.deletion.status !== 'deleted';
}

/**
 * Whether a span question's overlapping spans can no longer be turned off: the server holds them on, and
 * refuses turning them off since answers given with overlaps would no longer fit.
 */
export function selectOverlappingLocked(item: QuestionSettingsItem): boolean {
  return questionEditing(item.info.type).allowOverlapping && item.original.allowOverlapping;
}

/** Whether the suggestion-first switch is on: the question lists suggested options first (`options_order`). */
export function selectSuggestionFirst(item: QuestionSettingsItem): boolean {
  return item.edit.optionsOrder === 'suggestion';
}

/**
 * Where one option of a question may move: its index one step up and one step down, null where it cannot go
 * (the first has no up, the last no down, and rating or ranking options never move).
 *
 * @example
 * selectOptionSteps(question, 0); // { up: null, down: 1 }
 */
export function selectOptionSteps(
  item: QuestionSettingsItem,
  index: number,
): { up: number | null; down: number | null } {
  if (!questionEditing(item.info.type).reorderOptions) return { up: null, down: null };
  const count = item.edit.options.length;
  return { up: optionStepTarget(count, index, 'up'), down: optionStepTarget(count, index, 'down') };
}

/** What the reviewers section shows: the listed reviewers by name, and the members who may still be added. */
export interface ReviewersSection {
  item: ReviewersSettingsItem;
  reviewers: { userId: string; username: string }[];
  /** Members not listed; owners and admins among them review anyway, so their role is told. */
  candidates: ReviewerCandidate[];
}

/**
 * The reviewers section, null where the dataset has none (not read). A reviewer who left the workspace keeps
 * the name the server gave, else shows as their id.
 *
 * @example
 * const section = useStoreSelector(store, selectReviewersSection);
 */
export function selectReviewersSection(state: ItemsState): ReviewersSection | null {
  const item = state.reviewers[0];
  if (!item) return null;
  const memberNames = new Map(item.info.members.map((member) => [member.userId, member.username]));
  const listed = new Set(item.edit.userIds);
  return {
    item,
    reviewers: item.edit.userIds.map((userId) => ({
      userId,
      username: memberNames.get(userId) ?? item.info.names[userId] ?? userId,
    })),
    candidates: item.info.members.filter((member) => !listed.has(member.userId)),
  };
}
