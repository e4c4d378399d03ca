import type { RecordCreateParsed, WireFieldSettings, WireQuestionSettings } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { newId, randomShuffleKey } from '../common/ids';
import { fromBooleanColumn, fromJsonRequired, toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type {
  Database,
  DatasetsTable,
  RecordsTable,
  ResponsesTable,
  SuggestionsTable,
  VectorsTable,
} from '../db/schema';
import { dialectOf, type DialectName } from '../db/database';
import { fieldsOfDataset } from '../fields/fields-service';
import { metadataPropertiesOfDataset } from '../metadata/metadata-service';
import { metadataProblem } from '../metadata/metadata-value-validation';
import { questionsOfDataset } from '../questions/questions-service';
import { answerValueProblem } from '../questions/answer-value-validation';
import { responseValuesProblem, type QuestionRule } from '../questions/response-values-validation';
import { storedAnswerValue, storedResponseValues } from '../questions/stored-answer-value';
import { vectorSettingsOfDataset } from '../vectors/vector-settings-service';
import { vectorColumns } from '../db/vector-values';
import { searchVectorColumn, type RecordSearchVectorColumn } from './record-search-index';
import { recordFieldsProblem, type FieldRule } from './record-fields-validation';

/** Everything a record is validated against, loaded once per request. */
export interface DatasetSchema {
  dataset: DatasetsTable;
  fields: FieldRule[];
  questions: (QuestionRule & { id: string })[];
  metadataProperties: Awaited<ReturnType<typeof metadataPropertiesOfDataset>>;
  vectorSettings: Awaited<ReturnType<typeof vectorSettingsOfDataset>>;
  userIds: Set<string>;
  /** How vectors are encoded and texts indexed. */
  dialect: DialectName;
  /** Field name → type, for the full-text index. */
  fieldTypes: Map<string, string>;
}

/** Rows to insert for one record. */
export interface RecordRows {
  record: RecordsTable & RecordSearchVectorColumn;
  responses: ResponsesTable[];
  suggestions: SuggestionsTable[];
  vectors: VectorsTable[];
}

/** The parts of a record that are validated; `fields` are the stored ones for an existing record. */
export type RecordWrite = Pick<
  RecordCreateParsed,
  'fields' | 'metadata' | 'suggestions' | 'vectors' | 'responses'
>;

/**
 * Why a record cannot be written (the text after "Record at position i is not valid because "),
 * or null. `checkFields: false` skips field validation (a matched record sent without fields keeps its own).
 */
export function recordProblem(item: RecordWrite, schema: DatasetSchema, checkFields = true): string | null {
  if (checkFields) {
    const fieldsProblem = recordFieldsProblem(item.fields, schema.fields);
    if (fieldsProblem) return fieldsProblem;
  }

  if (item.metadata) {
    const problem = metadataProblem(item.metadata, schema.metadataProperties, {
      id: schema.dataset.id,
      allowExtraMetadata: fromBooleanColumn(schema.dataset.allow_extra_metadata),
    });
    if (problem) return `metadata is not valid: ${problem}`;
  }

  const suggested = new Set<string>();
  for (const suggestion of item.suggestions) {
    const question = schema.questions.find((q) => q.id === suggestion.question_id);
    if (!question)
      return `record does not have valid suggestions: question id=${suggestion.question_id} does not exist`;
    if (suggested.has(question.id)) {
      return `record does not have valid suggestions: found duplicate suggestions for question id=${question.id}`;
    }
    suggested.add(question.id);
    const problem = answerValueProblem(suggestion.value, {
      settings: question.settings,
      recordFields: item.fields,
      submitted: false,
    });
    if (problem) return `record does not have valid suggestions: ${problem}`;
  }

  for (const [name, vector] of Object.entries(item.vectors)) {
    const settings = schema.vectorSettings.find((v) => v.name === name);
    if (!settings) {
      return `record does not have valid vectors: vector with name=${name} does not exist for dataset_id=${schema.dataset.id}`;
    }
    if (vector.length !== Number(settings.dimensions)) {
      return `record does not have valid vectors: vector value for vector name=${name} must have ${settings.dimensions} elements, got ${vector.length} elements`;
    }
  }

  const responders = new Set<string>();
  for (const response of item.responses) {
    if (!schema.userIds.has(response.user_id)) {
      return `record does not have valid responses: user with id=${response.user_id} not found`;
    }
    if (responders.has(response.user_id)) {
      return `record does not have valid responses: found more than one response for user with id=${response.user_id}`;
    }
    responders.add(response.user_id);
    const problem = responseValuesProblem(response.values, response.status, schema.questions, item.fields);
    if (problem) return `record does not have valid responses: ${problem}`;
  }
  return null;
}

/**
 * The record's answers in their stored form (`storedAnswerValue`): responses' values and suggestions' values as
 * they are validated and written. Every path that writes records passes its items through here first.
 */
export function withStoredAnswers<T extends Pick<RecordWrite, 'suggestions' | 'responses'>>(
  item: T,
  schema: Pick<DatasetSchema, 'questions'>,
): T {
  return {
    ...item,
    responses: item.responses.map((r) => ({
      ...r,
      values: storedResponseValues(r.values, schema.questions),
    })),
    suggestions: item.suggestions.map((s) => {
      const question = schema.questions.find((q) => q.id === s.question_id);
      return question ? { ...s, value: storedAnswerValue(s.value, question.settings, 'suggestion') } : s;
    }),
  };
}

/** Fresh (strictly increasing) timestamps per row keep request order when rows are read back. */
export function stamp(): { inserted_at: string; updated_at: string } {
  const now = nowTimestamp();
  return { inserted_at: now, updated_at: now };
}

/** Rows of a new record (or, with `recordId`, of the relationships of an existing one). */
export function recordRows(
  item: RecordCreateParsed,
  schema: DatasetSchema,
  recordId: string = newId(),
): RecordRows {
  const now = nowTimestamp();
  const record: RecordsTable & RecordSearchVectorColumn = {
    ...searchVectorColumn(schema.dialect, item.fields, schema.fieldTypes),
    id: recordId,
    dataset_id: schema.dataset.id,
    external_id: item.external_id,
    fields: toJson(item.fields),
    metadata: item.metadata ? toJson(item.metadata) : null,
    status: 'pending',
    shuffle_key: randomShuffleKey(),
    inserted_at: now,
    updated_at: now,
  };
  return {
    record,
    responses: item.responses.map((r) => ({
      id: newId(),
      record_id: record.id,
      user_id: r.user_id,
      values: r.values ? toJson(r.values) : null,
      status: r.status,
      ...stamp(),
    })),
    suggestions: item.suggestions.map((s) => ({
      id: newId(),
      record_id: record.id,
      question_id: s.question_id,
      value: toJson(s.value),
      score: s.score === null ? null : toJson(s.score),
      agent: s.agent,
      type: s.type,
      ...stamp(),
    })),
    vectors: Object.entries(item.vectors).map(([name, value]) => ({
      id: newId(),
      record_id: record.id,
      vector_settings_id: (schema.vectorSettings.find((v) => v.name === name) as { id: string }).id,
      ...vectorColumns(schema.dialect, value),
      ...stamp(),
    })),
  };
}

/** Loads the dataset settings and the response authors records are validated against. */
export async function loadDatasetSchema(
  db: Kysely<Database>,
  dataset: DatasetsTable,
  items: readonly Pick<RecordCreateParsed, 'responses'>[],
): Promise<DatasetSchema> {
  const userIds = [...new Set(items.flatMap((i) => i.responses.map((r) => r.user_id)))];
  const users =
    userIds.length > 0 ? await db.selectFrom('users').select('id').where('id', 'in', userIds).execute() : [];
  const fields = await fieldsOfDataset(db, dataset.id);
  return {
    dataset,
    dialect: dialectOf(db),
    fieldTypes: new Map(fields.map((f) => [f.name, fromJsonRequired<WireFieldSettings>(f.settings).type])),
    fields: fields.map((f) => ({
      name: f.name,
      required: fromBooleanColumn(f.required),
      settings: fromJsonRequired<WireFieldSettings>(f.settings),
    })),
    questions: (await questionsOfDataset(db, dataset.id)).map((q) => ({
      id: q.id,
      name: q.name,
      required: fromBooleanColumn(q.required),
      settings: fromJsonRequired<WireQuestionSettings>(q.settings),
    })),
    metadataProperties: await metadataPropertiesOfDataset(db, dataset.id),
    vectorSettings: await vectorSettingsOfDataset(db, dataset.id),
    userIds: new Set(users.map((u) => u.id)),
  };
}

/** Inserts rows in chunks so one statement stays under the drivers' bound-parameter limits. */
export async function insertChunked<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Database[T][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}
