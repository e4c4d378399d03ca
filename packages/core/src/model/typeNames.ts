import {
  FIELD_TYPES,
  METADATA_PROPERTY_TYPES,
  QUESTION_TYPES,
  type FieldType,
  type MetadataPropertyType,
  type QuestionType,
} from '../api/wire/enums';
import { createMessage, type Message } from '../messages/Message';

/** Each type's key under `typeNames.<kind>.<type>`, derived from the wire enumeration so no type is left out. */
function typeNameKeys<Kind extends string, Type extends string>(kind: Kind, types: readonly Type[]) {
  return Object.fromEntries(types.map((type) => [type, `typeNames.${kind}.${type}`])) as {
    readonly [T in Type]: `typeNames.${Kind}.${T}`;
  };
}

/**
 * The key (namespace `core`, `locales/<lng>/core.json` under `typeNames`) of each type's name as people read it:
 * 'Multi-label', not 'multi_label_selection'. Every screen that shows a type takes its name from here.
 */
export const QUESTION_TYPE_NAME_KEYS = typeNameKeys('question', QUESTION_TYPES);
export const FIELD_TYPE_NAME_KEYS = typeNameKeys('field', FIELD_TYPES);
export const METADATA_TYPE_NAME_KEYS = typeNameKeys('metadata', METADATA_PROPERTY_TYPES);

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
