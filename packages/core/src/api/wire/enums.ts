/**
 * Every enumeration of the v1 wire format, once. This file holds plain arrays only (no zod), so code that
 * needs a list at run time (a menu of question types, a role check) never pulls the schemas into a bundle.
 */

export const USER_ROLES = ['owner', 'admin', 'annotator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const DATASET_STATUSES = ['draft', 'ready'] as const;
export type DatasetStatus = (typeof DATASET_STATUSES)[number];

export const DISTRIBUTION_STRATEGIES = ['overlap'] as const;
export type DistributionStrategy = (typeof DISTRIBUTION_STRATEGIES)[number];

export const FIELD_TYPES = ['text', 'image', 'chat', 'custom', 'table'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const QUESTION_TYPES = [
  'text',
  'rating',
  'label_selection',
  'multi_label_selection',
  'dynamic_label_selection',
  'dynamic_multi_label_selection',
  'ranking',
  'span',
  'table',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const OPTIONS_ORDERS = ['natural', 'suggestion'] as const;
export type OptionsOrder = (typeof OPTIONS_ORDERS)[number];

export const METADATA_PROPERTY_TYPES = ['terms', 'integer', 'float'] as const;
export type MetadataPropertyType = (typeof METADATA_PROPERTY_TYPES)[number];

export const RECORD_STATUSES = ['pending', 'completed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const RESPONSE_STATUSES = ['draft', 'submitted', 'discarded'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const SUGGESTION_TYPES = ['model', 'human', 'selection'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const SEARCH_INCLUDES = ['responses', 'suggestions', 'vectors', 'response_suggestions'] as const;
export type SearchInclude = (typeof SEARCH_INCLUDES)[number];

export const RECORD_SCOPE_PROPERTIES = ['id', 'external_id', 'inserted_at', 'updated_at', 'status'] as const;
export const SUGGESTION_SCOPE_PROPERTIES = ['value', 'score', 'agent', 'type'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const VECTOR_ORDERS = ['most_similar', 'least_similar'] as const;

/** Prefix of the `code` of error bodies of shapes A and B. */
export const ERROR_CODE_PREFIX = 'argilla.api.errors::' as const;

/** Statuses of a background job (`GET /jobs/{id}`), those of the original server's job queue. */
export const JOB_STATUSES = [
  'queued',
  'started',
  'deferred',
  'scheduled',
  'finished',
  'failed',
  'stopped',
  'canceled',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Kinds of a document segment (`GET /models/segments/`): body text, or a table or figure found by its caption. */
export const SEGMENT_TYPES = ['text', 'table', 'figure'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

/**
 * What a history entry (`GET /records/{id}/history`, `GET /datasets/{id}/history`, issue #29) is about: an answer,
 * a record's fields and metadata, a suggestion, a review, or a piece of the dataset's settings.
 */
export const HISTORY_ENTITIES = [
  'response',
  'record',
  'suggestion',
  'review',
  'dataset',
  'field',
  'question',
  'metadata_property',
  'vector_settings',
  'reviewers',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** What happened in a history entry; `review` is an answer a reviewer's rejection sent back to draft. */
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'review'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * Limits of comments (docs/comments-and-history.md), here beside the enumerations so the browser's checks of a
 * comment's length never pull the comment schemas into a bundle: the longest body, in characters, and the most
 * open mentions `GET /me/mentions` answers.
 */
export const COMMENT_BODY_MAX_LENGTH = 10_000;
export const MENTIONS_MAX = 50;
