import type { FieldCreate } from '../api/wire/fields';
import type { ImportMapping } from '../api/wire/jobs';
import type { MetadataPropertyCreate } from '../api/wire/metadata';
import type { QuestionCreate } from '../api/wire/questions';
import type {
  CreationFieldDraft,
  CreationMetadataDraft,
  CreationQuestionDraft,
  SubsetDraft,
} from './creationDraft';

/** What the creation sequence sends for one subset: the dataset's parts and the import mapping. */
export interface CreationRequest {
  repoId: string;
  subset: string;
  split: string;
  fields: FieldCreate[];
  questions: QuestionCreate[];
  metadata: MetadataPropertyCreate[];
  mapping: Required<ImportMapping>;
}

const mappedFields = (subset: SubsetDraft) => subset.fields.filter((field) => field.type !== 'no mapping');

function fieldCreate(field: CreationFieldDraft): FieldCreate {
  const settings =
    field.type === 'chat'
      ? ({ type: 'chat', use_markdown: true } as const)
      : field.type === 'image'
        ? ({ type: 'image' } as const)
        : ({ type: 'text', use_markdown: false, use_table: false } as const);
  return { name: field.name, title: field.name, required: false, settings };
}

const toOptions = (texts: readonly string[]) =>
  texts.map((text) => ({ value: text.trim(), text: text.trim(), description: null }));

/** `visible_options` of a new label or span question: every option, when there are 3 or more. */
const visibleOptions = (count: number) => (count >= 3 ? count : null);

function questionSettings(question: CreationQuestionDraft): QuestionCreate['settings'] {
  switch (question.type) {
    case 'label_selection':
      return {
        type: 'label_selection',
        options: toOptions(question.options),
        visible_options: visibleOptions(question.options.length),
      };
    case 'multi_label_selection':
      return {
        type: 'multi_label_selection',
        options: toOptions(question.options),
        visible_options: visibleOptions(question.options.length),
        options_order: 'natural',
      };
    case 'rating':
      return { type: 'rating', options: question.ratingValues.map((value) => ({ value })) };
    case 'ranking':
      return { type: 'ranking', options: toOptions(question.options) };
    case 'span':
      return {
        type: 'span',
        field: question.field ?? '',
        options: toOptions(question.options),
        visible_options: visibleOptions(question.options.length),
        allow_overlapping: question.allowOverlapping,
      };
    case 'text':
      return { type: 'text', use_markdown: false, use_table: false };
  }
}

function metadataCreate(metadata: CreationMetadataDraft): MetadataPropertyCreate {
  const type = metadata.dtype.startsWith('float') ? 'float' : 'integer';
  return {
    name: metadata.name,
    title: metadata.name,
    settings: { type, min: null, max: null },
    visible_for_annotators: true,
  };
}

/**
 * The import mapping of a subset: mapped fields and metadata by column, the questions mapped to a column as
 * suggestions, and the external id column when there is one.
 *
 * @example
 * creationMapping(imdb); // { fields: [{ source: 'text', target: 'text' }], suggestions: [{ source: 'label', target: 'label' }], … }
 */
export function creationMapping(subset: SubsetDraft): Required<ImportMapping> {
  return {
    fields: mappedFields(subset).map((field) => ({ source: field.column, target: field.name })),
    metadata: subset.metadata.map((metadata) => ({ source: metadata.column, target: metadata.name })),
    suggestions: subset.questions
      .filter((question) => question.column !== null)
      .map((question) => ({ source: question.column as string, target: question.name })),
    external_id: subset.externalIdColumn,
  };
}

/** Everything the creation sequence sends for `subset` of `repoId`. */
export function creationRequest(repoId: string, subset: SubsetDraft): CreationRequest {
  return {
    repoId,
    subset: subset.name,
    split: subset.selectedSplit,
    fields: mappedFields(subset).map(fieldCreate),
    questions: subset.questions.map((question) => ({
      name: question.name,
      title: question.title,
      description: null,
      required: question.required,
      settings: questionSettings(question),
    })),
    metadata: subset.metadata.map(metadataCreate),
    mapping: creationMapping(subset),
  };
}
