import type { DatasetUpdate } from '../api/wire/datasets';
import type { FieldUpdate } from '../api/wire/fields';
import type { MetadataPropertyUpdate, VectorSettingsUpdate } from '../api/wire/metadata';
import type { QuestionSettingsUpdate, QuestionUpdate } from '../api/wire/questions';
import { questionEditing, showsVisibleOptions } from './questionEditing';
import type {
  FieldDraft,
  FieldInfo,
  GeneralDraft,
  MetadataDraft,
  QuestionDraft,
  QuestionInfo,
  VectorDraft,
} from './settingsItems';
import { trimmedOrNull } from './settingsValidation';

/**
 * The dataset PATCH for the general tab: only what changed, guidelines trimmed (empty → null).
 *
 * @example
 * datasetUpdateOf(original, { ...original, guidelines: ' Be kind ' }); // { guidelines: 'Be kind' }
 */
export function datasetUpdateOf(original: GeneralDraft, edit: GeneralDraft): DatasetUpdate {
  const body: DatasetUpdate = {};
  if (edit.guidelines !== original.guidelines) body.guidelines = trimmedOrNull(edit.guidelines);
  if (edit.minSubmitted !== original.minSubmitted && edit.minSubmitted !== null)
    body.distribution = { strategy: 'overlap', min_submitted: edit.minSubmitted };
  if (edit.allowExtraMetadata !== original.allowExtraMetadata)
    body.allow_extra_metadata = edit.allowExtraMetadata;
  return body;
}

/** The field PATCH: the trimmed title (an empty one falls back to the name) and the complete settings. */
export function fieldUpdateOf(edit: FieldDraft, info: FieldInfo): FieldUpdate {
  const title = edit.title.trim() === '' ? info.name : edit.title.trim();
  const stored = info.settings;
  switch (stored.type) {
    case 'text':
      return {
        title,
        settings: { type: 'text', use_markdown: edit.useMarkdown, use_table: stored.use_table ?? false },
      };
    case 'chat':
      return { title, settings: { type: 'chat', use_markdown: edit.useMarkdown } };
    default:
      return { title, settings: stored };
  }
}

function questionSettingsUpdateOf(edit: QuestionDraft, info: QuestionInfo): QuestionSettingsUpdate {
  const can = questionEditing(info.type);
  const settings: Record<string, unknown> = { type: info.type };
  // Options travel in the edit's order: the server keeps the set of values and stores the order sent.
  if (can.optionLabels)
    settings.options = edit.options.map((option) => ({
      value: String(option.value),
      text: option.text.trim(),
      description: option.description,
    }));
  // visible_options only travels while the setting shows (spec 2 §7).
  if (showsVisibleOptions(info.type, edit.options.length) && edit.visibleOptions !== null)
    settings.visible_options = edit.visibleOptions;
  if (can.suggestionFirst && edit.optionsOrder !== null) settings.options_order = edit.optionsOrder;
  if (can.allowOverlapping) settings.allow_overlapping = edit.allowOverlapping;
  if (can.useMarkdown) settings.use_markdown = edit.useMarkdown;
  return settings as QuestionSettingsUpdate;
}

/** The question PATCH: trimmed title, description (empty → null) and the settings the type may change. */
export function questionUpdateOf(edit: QuestionDraft, info: QuestionInfo): QuestionUpdate {
  return {
    title: edit.title.trim(),
    description: trimmedOrNull(edit.description),
    settings: questionSettingsUpdateOf(edit, info),
  };
}

/** The metadata PATCH: always both keys, since an omitted `visible_for_annotators` hides the property. */
export function metadataUpdateOf(edit: MetadataDraft): MetadataPropertyUpdate {
  return { title: edit.title.trim(), visible_for_annotators: edit.visibleForAnnotators };
}

export function vectorUpdateOf(edit: VectorDraft): VectorSettingsUpdate {
  return { title: edit.title.trim() };
}
