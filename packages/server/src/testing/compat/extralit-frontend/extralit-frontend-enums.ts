import type { EnumRule } from '../check-shape';

const FIELD_TYPES = ['text', 'image', 'chat', 'custom', 'table'] as const;
const QUESTION_TYPES = [
  'label_selection',
  'multi_label_selection',
  'dynamic_label_selection',
  'dynamic_multi_label_selection',
  'ranking',
  'rating',
  'span',
  'text',
  'table',
] as const;
const METADATA_TYPES = ['terms', 'integer', 'float'] as const;
/** `JobRepository`'s statuses: the frontend follows a job until `finished` or `failed` among these. */
const JOB_STATUSES = [
  'queued',
  'started',
  'finished',
  'failed',
  'deferred',
  'scheduled',
  'stopped',
  'canceled',
];

/**
 * The values the Extralit web frontend (0.5.0) tells apart: its user roles, the dataset, record, response and job
 * statuses it branches on (a job's `status` is read at the answer's root, as a dataset's and a record's are),
 * the suggestion types, the distribution strategy and the field, question and metadata types it renders
 * (`QuestionType`, `FieldType`, the metadata filters). A value outside these leaves a screen blank or a job
 * followed forever.
 */
export const extralitFrontendEnums: readonly EnumRule[] = [
  { path: 'role', values: ['owner', 'admin', 'annotator'] },
  { path: 'items[].role', values: ['owner', 'admin', 'annotator'] },
  {
    path: 'status',
    values: ['draft', 'ready', 'pending', 'completed', 'submitted', 'discarded', ...JOB_STATUSES],
  },
  { path: 'items[].status', values: ['draft', 'ready', 'pending', 'completed'] },
  { path: '*record.status', values: ['pending', 'completed'] },
  { path: '*responses[].status', values: ['draft', 'submitted', 'discarded'] },
  { path: '*suggestions[].type', values: ['model', 'human', 'selection', null] },
  { path: '*distribution.strategy', values: ['overlap'] },
  { path: '*settings.type', values: [...FIELD_TYPES, ...QUESTION_TYPES, ...METADATA_TYPES] },
  { path: '*settings.options_order', values: ['natural', 'suggestion'] },
];
