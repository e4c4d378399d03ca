import type { EnumRule } from '../check-shape';

const FIELD_TYPES = ['text', 'image', 'chat', 'custom'] as const;
const QUESTION_TYPES = [
  'label_selection',
  'multi_label_selection',
  'ranking',
  'rating',
  'span',
  'text',
] as const;
const METADATA_TYPES = ['terms', 'integer', 'float'] as const;

/**
 * The enumerations of the Argilla 2.8.0 Python SDK's models (`argilla._models`: `Role`, `ResponseStatus`, the
 * `Literal[...]` of the dataset, record, suggestion, distribution and settings models): pydantic refuses any
 * other value, so an answer carrying one breaks the SDK. Where one path holds two models' values (a dataset's
 * and a record's `status` at the root of their answers), the rule lists both.
 */
export const argillaSdkEnums: readonly EnumRule[] = [
  { path: 'role', values: ['owner', 'admin', 'annotator'] },
  { path: 'items[].role', values: ['owner', 'admin', 'annotator'] },
  { path: 'status', values: ['draft', 'ready', 'pending', 'completed'] },
  { path: 'items[].status', values: ['draft', 'ready', 'pending', 'completed'] },
  { path: '*record.status', values: ['pending', 'completed'] },
  { path: '*responses[].status', values: ['draft', 'submitted', 'discarded'] },
  { path: '*suggestions[].type', values: ['model', 'human', null] },
  { path: '*distribution.strategy', values: ['overlap'] },
  { path: '*settings.type', values: [...FIELD_TYPES, ...QUESTION_TYPES, ...METADATA_TYPES] },
  { path: '*settings.options_order', values: ['natural', 'suggestion'] },
];
