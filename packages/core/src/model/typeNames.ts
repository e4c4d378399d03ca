import {
  FIELD_TYPES,
  METADATA_PROPERTY_TYPES,
  QUESTION_TYPES,
  type FieldType,
  type MetadataPropertyType,
  type QuestionType,
} from '../api/wire/enums';
import { createMessage, type Message } from '../messages/Message';

/**
 * The key (namespace `core`, `locales/<lng>/core.json` under `typeNames`) of each type's name as people read it:
 * 'Multi-label', not 'multi_label_selection'. Every screen that shows a type takes its name from here.
 */
export const QUESTION_TYPE_NAME_KEYS = {
  text: 'typeNames.question.text',
  rating: 'typeNames.question.rating',
  label_selection: 'typeNames.question.label_selection',
  multi_label_selection: 'typeNames.question.multi_label_selection',
  dynamic_label_selection: 'typeNames.question.dynamic_label_selection',
  dynamic_multi_label_selection: 'typeNames.question.dynamic_multi_label_selection',
  ranking: 'typeNames.question.ranking',
  span: 'typeNames.question.span',
  table: 'typeNames.question.table',
} as const satisfies Record<QuestionType, string>;

export const FIELD_TYPE_NAME_KEYS = {
  text: 'typeNames.field.text',
  image: 'typeNames.field.image',
  chat: 'typeNames.field.chat',
  custom: 'typeNames.field.custom',
  table: 'typeNames.field.table',
} as const satisfies Record<FieldType, string>;

export const METADATA_TYPE_NAME_KEYS = {
  terms: 'typeNames.metadata.terms',
  integer: 'typeNames.metadata.integer',
  float: 'typeNames.metadata.float',
} as const satisfies Record<MetadataPropertyType, string>;

/** The creation form's choice to leave a column out, offered beside the field types. */
export const NO_MAPPING_TYPE_NAME_KEY = 'typeNames.noMapping';

/** The kind of message a type this client does not know gets; its text is the type as the server sent it. */
export const UNKNOWN_TYPE_NAME_KEY = 'typeNames.unknown';

function typeName(keys: Readonly<Record<string, string>>, known: readonly string[], type: string): Message {
  // A type from a newer server has no text here: it shows as sent rather than as a missing key.
  return known.includes(type) ? createMessage(keys[type]!) : { key: UNKNOWN_TYPE_NAME_KEY, text: type };
}

/**
 * A question type's name to show ('Label', 'Multi-label', …).
 *
 * @example
 * translateMessage(t, questionTypeName('multi_label_selection')); // 'Multi-label'
 */
export function questionTypeName(type: QuestionType | (string & {})): Message {
  return typeName(QUESTION_TYPE_NAME_KEYS, QUESTION_TYPES, type);
}

/**
 * A field type's name to show ('Text', 'Image', 'Chat', 'Custom', 'Table').
 *
 * @example
 * translateMessage(t, fieldTypeName('chat')); // 'Chat'
 */
export function fieldTypeName(type: FieldType | (string & {})): Message {
  return typeName(FIELD_TYPE_NAME_KEYS, FIELD_TYPES, type);
}

/**
 * A metadata property type's name to show ('Terms', 'Integer', 'Decimal').
 *
 * @example
 * translateMessage(t, metadataTypeName('float')); // 'Decimal'
 */
export function metadataTypeName(type: MetadataPropertyType | (string & {})): Message {
  return typeName(METADATA_TYPE_NAME_KEYS, METADATA_PROPERTY_TYPES, type);
}
