import type { Message } from '../messages/Message';
import { questionEditing, showsVisibleOptions } from './questionEditing';
import type {
  FieldDraft,
  GeneralDraft,
  MetadataDraft,
  QuestionDraft,
  QuestionInfo,
  VectorDraft,
} from './settingsItems';
import {
  SETTINGS_LIMITS,
  validateGuidelines,
  validateMinSubmitted,
  validateOptionText,
  validateTitle,
  validateVisibleOptions,
} from './settingsValidation';

/** The errors of an edit, by what they are about (`title`, `guidelines`, `options.2`, …); empty when valid. */
export type SettingsErrors = Record<string, Message>;

function collect(entries: [string, Message | null][]): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const [key, message] of entries) if (message) errors[key] = message;
  return errors;
}

/** The general edit is checked only where it changed: untouched empty guidelines do not block the distribution. */
export function generalErrors(original: GeneralDraft, edit: GeneralDraft): SettingsErrors {
  return collect([
    ['guidelines', edit.guidelines !== original.guidelines ? validateGuidelines(edit.guidelines) : null],
    [
      'minSubmitted',
      edit.minSubmitted !== original.minSubmitted ? validateMinSubmitted(edit.minSubmitted) : null,
    ],
  ]);
}

/** An empty field title is allowed: it falls back to the field's name on save. */
export function fieldErrors(edit: FieldDraft): SettingsErrors {
  return collect([['title', validateTitle(edit.title, SETTINGS_LIMITS.fieldTitle, false)]]);
}

export function questionErrors(edit: QuestionDraft, info: QuestionInfo): SettingsErrors {
  const optionErrors: [string, Message | null][] = questionEditing(info.type).optionLabels
    ? edit.options.map((option, index) => [`options.${index}`, validateOptionText(option.text)])
    : [];
  // Checked only while the setting shows, since only then is it sent.
  const visible =
    showsVisibleOptions(info.type, edit.options.length) && edit.visibleOptions !== null
      ? validateVisibleOptions(edit.visibleOptions, edit.options.length)
      : null;
  return collect([
    ['title', validateTitle(edit.title, SETTINGS_LIMITS.questionTitle, true)],
    ['description', validateTitle(edit.description, SETTINGS_LIMITS.questionDescription, false)],
    ...optionErrors,
    ['visibleOptions', visible],
  ]);
}

export function metadataErrors(edit: MetadataDraft): SettingsErrors {
  return collect([['title', validateTitle(edit.title, SETTINGS_LIMITS.metadataTitle, true)]]);
}

export function vectorErrors(edit: VectorDraft): SettingsErrors {
  return collect([['title', validateTitle(edit.title, SETTINGS_LIMITS.vectorTitle, true)]]);
}

// Same labels in the same order: a moved option is a modification.
const sameOptions = (a: QuestionDraft['options'], b: QuestionDraft['options']) =>
  a.length === b.length &&
  a.every((option, index) => option.value === b[index]?.value && option.text === b[index]?.text);

// The server's default order is natural, so an unset order and 'natural' are the same setting.
const orderOf = (draft: QuestionDraft) => draft.optionsOrder ?? 'natural';

export function isGeneralModified(original: GeneralDraft, edit: GeneralDraft): boolean {
  return (
    original.guidelines !== edit.guidelines ||
    original.minSubmitted !== edit.minSubmitted ||
    original.allowExtraMetadata !== edit.allowExtraMetadata
  );
}

export function isFieldModified(original: FieldDraft, edit: FieldDraft): boolean {
  return original.title !== edit.title || original.useMarkdown !== edit.useMarkdown;
}

export function isQuestionModified(original: QuestionDraft, edit: QuestionDraft): boolean {
  return (
    original.title !== edit.title ||
    original.description !== edit.description ||
    !sameOptions(original.options, edit.options) ||
    original.visibleOptions !== edit.visibleOptions ||
    orderOf(original) !== orderOf(edit) ||
    original.allowOverlapping !== edit.allowOverlapping ||
    original.useMarkdown !== edit.useMarkdown
  );
}

/** Spec 2 §4: a metadata item is modified when its trimmed title or its annotator visibility changes. */
export function isMetadataModified(original: MetadataDraft, edit: MetadataDraft): boolean {
  return (
    original.title.trim() !== edit.title.trim() || original.visibleForAnnotators !== edit.visibleForAnnotators
  );
}

export function isVectorModified(original: VectorDraft, edit: VectorDraft): boolean {
  return original.title !== edit.title;
}
