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

const DATASET_STATUS = ['draft', 'ready'] as const;
const RECORD_STATUS = ['pending', 'completed'] as const;
const RESPONSE_STATUS = ['draft', 'submitted', 'discarded'] as const;

/**
 * The enumerations of the Argilla 2.8.0 Python SDK's models (`argilla._models`: `Role`, `ResponseStatus`, the
 * `Literal[...]` of the dataset, record, suggestion, distribution and settings models): pydantic refuses any
 * other value, so an answer carrying one breaks the SDK. A status is a dataset's, a record's or a response's
 * depending on the request it answers.
 */
export const argillaSdkEnums: readonly EnumRule[] = [
  { path: 'role', values: ['owner', 'admin', 'annotator'] },
  { path: 'items[].role', values: ['owner', 'admin', 'annotator'] },
  { path: 'status', values: DATASET_STATUS, request: '* /api/v1/datasets*' },
  { path: 'items[].status', values: DATASET_STATUS, request: 'GET /api/v1/me/datasets' },
  { path: 'status', values: RECORD_STATUS, request: '* /api/v1/records/<id:*>' },
  { path: 'items[].status', values: RECORD_STATUS, request: '* /api/v1/datasets/*/records*' },
  { path: 'status', values: RESPONSE_STATUS, request: '* /api/v1/records/*/responses' },
  { path: 'status', values: RESPONSE_STATUS, request: '* /api/v1/responses/<id:*>' },
  { path: '*record.status', values: RECORD_STATUS },
  { path: '*responses[].status', values: RESPONSE_STATUS },
  { path: '*suggestions[].type', values: ['model', 'human', null] },
  { path: '*distribution.strategy', values: ['overlap'] },
  { path: '*settings.type', values: [...FIELD_TYPES, ...QUESTION_TYPES, ...METADATA_TYPES] },
  { path: '*settings.options_order', values: ['natural', 'suggestion'] },
];
