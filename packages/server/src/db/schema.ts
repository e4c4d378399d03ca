/**
 * Typed table interfaces of the Marginalia database. The same schema runs on SQLite and PostgreSQL,
 * so column types stay portable: ids are UUID strings, JSON documents are stored as text, booleans as
 * 0/1 integers and timestamps as fixed-width naive UTC strings (`2024-05-01T10:22:33.123456`), which
 * sort chronologically as plain text.
 */
import type {
  DatasetStatus,
  HistoryAction,
  HistoryEntity,
  JobStatus,
  RecordStatus,
  ResponseStatus,
  UserRole,
} from '@marginalia/core';

/** 0 or 1: booleans are integers so both dialects bind them the same way. */
export type BooleanColumn = 0 | 1;

/** JSON text of a document (`JSON.stringify` output). */
export type JsonColumn = string;

interface TimestampColumns {
  inserted_at: string;
  updated_at: string;
}

export interface UsersTable extends TimestampColumns {
  id: string;
  first_name: string;
  last_name: string | null;
  username: string;
  role: UserRole;
  api_key: string;
  password_hash: string;
}

export interface WorkspacesTable extends TimestampColumns {
  id: string;
  name: string;
}

export interface WorkspacesUsersTable extends TimestampColumns {
  id: string;
  workspace_id: string;
  user_id: string;
}

export interface DatasetsTable extends TimestampColumns {
  id: string;
  name: string;
  guidelines: string | null;
  allow_extra_metadata: BooleanColumn;
  status: DatasetStatus;
  distribution: JsonColumn;
  metadata: JsonColumn | null;
  workspace_id: string;
  last_activity_at: string;
}

export interface FieldsTable extends TimestampColumns {
  id: string;
  name: string;
  title: string;
  required: BooleanColumn;
  settings: JsonColumn;
  dataset_id: string;
}

export interface QuestionsTable extends TimestampColumns {
  id: string;
  name: string;
  title: string;
  description: string | null;
  required: BooleanColumn;
  settings: JsonColumn;
  dataset_id: string;
}

export interface MetadataPropertiesTable extends TimestampColumns {
  id: string;
  name: string;
  title: string;
  settings: JsonColumn;
  visible_for_annotators: BooleanColumn;
  dataset_id: string;
}

export interface VectorsSettingsTable extends TimestampColumns {
  id: string;
  name: string;
  title: string;
  dimensions: number;
  dataset_id: string;
}

export interface RecordsTable extends TimestampColumns {
  id: string;
  dataset_id: string;
  external_id: string | null;
  fields: JsonColumn;
  metadata: JsonColumn | null;
  status: RecordStatus;
  /** Random 31-bit integer; mixed with a per-user seed to give each annotator a stable shuffled queue. */
  shuffle_key: number;
}

export interface ResponsesTable extends TimestampColumns {
  id: string;
  record_id: string;
  user_id: string;
  values: JsonColumn | null;
  status: ResponseStatus;
}

export interface SuggestionsTable extends TimestampColumns {
  id: string;
  record_id: string;
  question_id: string;
  value: JsonColumn;
  score: JsonColumn | null;
  agent: string | null;
  type: string | null;
}

/** A stored vector: a float32 BLOB on SQLite, a `real[]` on PostgreSQL (JSON text before migration 0003). */
export type VectorColumn = Uint8Array | number[] | string;

export interface VectorsTable extends TimestampColumns {
  id: string;
  record_id: string;
  vector_settings_id: string;
  value: VectorColumn;
  /** Euclidean norm of `value`, so cosine ranking divides once per row. */
  norm: number;
}

/**
 * One searchable text of a record (a text field, a chat field's message contents…), the unit of
 * full-text search. SQLite keeps the words in the FTS5 table `record_texts_fts` under the same
 * rowid (`id`); PostgreSQL keeps them in the `tsv` column.
 */
export interface RecordTextsTable {
  id: number;
  record_id: string;
  dataset_id: string;
  field: string;
}

/**
 * One scalar of a record's metadata (a list value gives one row per item), indexed so metadata
 * filters and sorts use b-tree indexes instead of parsing JSON per record.
 */
export interface RecordMetadataTable {
  record_id: string;
  dataset_id: string;
  name: string;
  value_text: string;
  value_number: number | null;
}

/** Bumped by triggers whenever a vector setting's vectors change (migration 0004 on SQLite, 0014 on PostgreSQL). */
export interface VectorSettingsRevisionsTable {
  vector_settings_id: string;
  revision: number;
}

/** A background job (contract §8): a hub import or export. */
export interface JobsTable extends TimestampColumns {
  id: string;
  type: JobType;
  status: JobStatus;
  dataset_id: string | null;
  user_id: string | null;
  /** JSON of the request, secrets left out. */
  payload: JsonColumn;
  /** Rows written so far (an import resumes from here). */
  progress: number;
  total: number | null;
  /** Why a failed job failed. */
  error: string | null;
  started_at: string | null;
  finished_at: string | null;
}

/** What a job does. */
/** `segments`: a document's sections computed from its stored PDF after the upload answered. */
export type JobType = 'import' | 'export' | 'segments';

/** One version of a stored file (migration 0010): the database object store's rows. */
export interface FilesTable {
  /** The version id. */
  id: string;
  /** The workspace name (contract §19: the workspace is the bucket). */
  bucket: string;
  key: string;
  /** MD5 hex of the bytes. */
  etag: string;
  /** Bytes; PostgreSQL's `bigint` arrives as a string. */
  size: number | string;
  content_type: string;
  /** JSON text of the user metadata (string values). */
  metadata: JsonColumn;
  /** Stored timestamp; orders the versions of one key. */
  last_modified: string;
  body: Uint8Array;
}

/** A document (migration 0012): a paper in a workspace, with its PDF at `pdf/<id>` when one was uploaded. */
export interface DocumentsTable extends TimestampColumns {
  id: string;
  workspace_id: string;
  url: string | null;
  file_name: string | null;
  reference: string | null;
  pmid: string | null;
  doi: string | null;
  /** MD5 hex of the uploaded PDF (null without one). */
  file_hash: string | null;
}

/** One section of a document in reading order (migration 0012), computed from its PDF on upload. */
export interface DocumentSegmentsTable {
  id: string;
  document_id: string;
  position: number;
  header: string | null;
  /** 1 for the largest headings; null for text before the first heading and for captions. */
  level: number | null;
  page_number: number | null;
  type: string;
  text: string;
}

/** One failed sign-in (`auth/rate-limiter.ts`): a hashed client key and the time in epoch milliseconds. */
export interface SignInFailuresTable {
  key: string;
  /** Epoch milliseconds (PostgreSQL's `bigint` arrives as a string). */
  at: number | string;
}

/** A member named reviewer of a dataset (migration 0015). */
export interface DatasetReviewersTable {
  dataset_id: string;
  user_id: string;
  inserted_at: string;
}

/** What a stored review says (`pending` is read, never stored: docs/review-and-agreement.md). */
export type StoredReviewStatus = 'accepted' | 'rejected';

/** A record's review (migration 0015): the gold answer of an accepted one, the comment of a rejected one. */
export interface RecordReviewsTable extends TimestampColumns {
  record_id: string;
  dataset_id: string;
  status: StoredReviewStatus;
  /** JSON of the gold answer (`{<question>: {value}}`), null for a rejection. */
  values: JsonColumn | null;
  /** Null once the reviewer's user was deleted. */
  reviewer_id: string | null;
  comment: string | null;
}

/**
 * What a record's submitted responses say (migration 0016), rewritten with every response write:
 * `answers` is `record-answers/`'s digest JSON, `disagreement` the review queue's order.
 */
export interface RecordAnswerDigestsTable {
  record_id: string;
  dataset_id: string;
  record_inserted_at: string;
  disagreement: number;
  answers: string;
}

/** One append-only history entry (migration 0018): no foreign key, so it outlives its dataset, record and user. */
export interface HistoryEntriesTable {
  id: string;
  at: string;
  user_id: string | null;
  dataset_id: string | null;
  record_id: string | null;
  entity: HistoryEntity;
  entity_id: string;
  action: HistoryAction;
  before: JsonColumn | null;
  after: JsonColumn | null;
}

/** A comment on a record (migration 0017): markdown, open until resolved. */
export interface CommentsTable extends TimestampColumns {
  id: string;
  record_id: string;
  dataset_id: string;
  /** Null once the author's user was deleted. */
  user_id: string | null;
  body: string;
  resolved: BooleanColumn;
}

/** A workspace member a comment mentions (migration 0017). */
export interface CommentMentionsTable {
  comment_id: string;
  user_id: string;
}

/** The whole database as Kysely sees it. */
export interface Database {
  users: UsersTable;
  workspaces: WorkspacesTable;
  workspaces_users: WorkspacesUsersTable;
  datasets: DatasetsTable;
  fields: FieldsTable;
  questions: QuestionsTable;
  metadata_properties: MetadataPropertiesTable;
  vectors_settings: VectorsSettingsTable;
  records: RecordsTable;
  responses: ResponsesTable;
  suggestions: SuggestionsTable;
  vectors: VectorsTable;
  record_texts: RecordTextsTable;
  record_metadata: RecordMetadataTable;
  vector_settings_revisions: VectorSettingsRevisionsTable;
  jobs: JobsTable;
  files: FilesTable;
  sign_in_failures: SignInFailuresTable;
  documents: DocumentsTable;
  document_segments: DocumentSegmentsTable;
  dataset_reviewers: DatasetReviewersTable;
  record_reviews: RecordReviewsTable;
  record_answer_digests: RecordAnswerDigestsTable;
  history_entries: HistoryEntriesTable;
  comments: CommentsTable;
  comment_mentions: CommentMentionsTable;
}
