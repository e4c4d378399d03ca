import type { WireDataset } from '../api/wire/datasets';
import type { FieldType } from '../api/wire/enums';
import type { WireField, WireFieldSettings } from '../api/wire/fields';
import type { WireMetadataProperty, WireMetadataSettings, WireVectorSettings } from '../api/wire/metadata';
import type { QuestionType, WireQuestion, WireQuestionSettings } from '../api/wire/questions';
import type { EditableItem } from './EditableItem';
import { createEditableItem } from './EditableItem';

/** General tab: guidelines (markdown), task distribution and whether records may carry extra metadata. */
export interface GeneralDraft {
  guidelines: string;
  minSubmitted: number | null;
  allowExtraMetadata: boolean;
}

/**
 * The general tab's parts, in the order it shows them: each is an item of its own, saved and restored alone
 * (spec 2 §4), as the original's separate guidelines, distribution and extra-metadata forms are.
 */
export const GENERAL_PARTS = ['guidelines', 'distribution', 'extraMetadata'] as const;
export type GeneralPart = (typeof GENERAL_PARTS)[number];

const PART_OF_KEY: { [K in keyof GeneralDraft]: GeneralPart } = {
  guidelines: 'guidelines',
  minSubmitted: 'distribution',
  allowExtraMetadata: 'extraMetadata',
};

/**
 * The part of the general tab a draft key belongs to: an edit of that key changes only that part's item.
 *
 * @example
 * generalPartOf('minSubmitted'); // 'distribution'
 */
export function generalPartOf(key: keyof GeneralDraft): GeneralPart {
  return PART_OF_KEY[key];
}

/** A general item's facts: the dataset it patches and which part of the tab it is (also its id). */
export interface GeneralInfo {
  name: string;
  datasetId: string;
  part: GeneralPart;
}

export interface FieldDraft {
  title: string;
  /** Text and chat fields only. */
  useMarkdown: boolean;
}
export interface FieldInfo {
  name: string;
  type: FieldType;
  settings: WireFieldSettings;
}

/** An option as the settings edit it: the value is fixed once published, the label (`text`) is not. */
export interface OptionDraft {
  value: string | number;
  text: string;
  description: string | null;
}

export interface QuestionDraft {
  title: string;
  description: string;
  options: OptionDraft[];
  visibleOptions: number | null;
  /** Multi-label questions only. */
  optionsOrder: 'natural' | 'suggestion' | null;
  /** Span questions only. */
  allowOverlapping: boolean;
  /** Text questions only. */
  useMarkdown: boolean;
}
export interface QuestionInfo {
  name: string;
  type: QuestionType;
  required: boolean;
  settings: WireQuestionSettings;
}

export interface MetadataDraft {
  title: string;
  visibleForAnnotators: boolean;
}
export interface MetadataInfo {
  name: string;
  settings: WireMetadataSettings;
}

export interface VectorDraft {
  title: string;
}
export interface VectorInfo {
  name: string;
  dimensions: number;
}

export type GeneralSettingsItem = EditableItem<GeneralDraft, GeneralInfo>;
export type FieldSettingsItem = EditableItem<FieldDraft, FieldInfo>;
export type QuestionSettingsItem = EditableItem<QuestionDraft, QuestionInfo>;
export type MetadataSettingsItem = EditableItem<MetadataDraft, MetadataInfo>;
export type VectorSettingsItem = EditableItem<VectorDraft, VectorInfo>;

/**
 * One part's item of a dataset's general tab; its id is the part. Every part's draft holds the whole general
 * draft as the server has it, and only the key of its own part is ever edited.
 */
export function generalItemOf(dataset: WireDataset, part: GeneralPart): GeneralSettingsItem {
  return createEditableItem(
    part,
    { name: dataset.name, datasetId: dataset.id, part },
    {
      guidelines: dataset.guidelines ?? '',
      minSubmitted: dataset.distribution.min_submitted,
      allowExtraMetadata: dataset.allow_extra_metadata,
    },
  );
}

/** The general tab's items of a dataset: guidelines, distribution and extra metadata. */
export function generalItemsOf(dataset: WireDataset): GeneralSettingsItem[] {
  return GENERAL_PARTS.map((part) => generalItemOf(dataset, part));
}

export function fieldItemOf(field: WireField): FieldSettingsItem {
  const settings = field.settings as WireFieldSettings & { use_markdown?: boolean };
  return createEditableItem(
    field.id,
    { name: field.name, type: field.settings.type, settings: field.settings },
    { title: field.title, useMarkdown: settings.use_markdown ?? false },
  );
}

export function questionItemOf(question: WireQuestion): QuestionSettingsItem {
  const settings = question.settings as WireQuestionSettings & {
    options?: { value: string | number; text?: string; description?: string | null }[];
    visible_options?: number | null;
    options_order?: 'natural' | 'suggestion';
    allow_overlapping?: boolean;
    use_markdown?: boolean;
  };
  return createEditableItem(
    question.id,
    {
      name: question.name,
      type: question.settings.type,
      required: question.required,
      settings: question.settings,
    },
    {
      title: question.title,
      description: question.description ?? '',
      options: (settings.options ?? []).map((option) => ({
        value: option.value,
        text: option.text ?? String(option.value),
        description: option.description ?? null,
      })),
      visibleOptions: settings.visible_options ?? null,
      optionsOrder: settings.options_order ?? null,
      allowOverlapping: settings.allow_overlapping ?? false,
      useMarkdown: settings.use_markdown ?? false,
    },
  );
}

export function metadataItemOf(property: WireMetadataProperty): MetadataSettingsItem {
  return createEditableItem(
    property.id,
    { name: property.name, settings: property.settings },
    { title: property.title, visibleForAnnotators: property.visible_for_annotators },
  );
}

export function vectorItemOf(vector: WireVectorSettings): VectorSettingsItem {
  return createEditableItem(
    vector.id,
    { name: vector.name, dimensions: vector.dimensions },
    { title: vector.title },
  );
}
