import { unknownPlaceholders, type ModelSuggestionsRequestParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { ConfiguredModel, ModelSuggestionsConfig } from '../config/model-config';
import { fieldsOfDataset, questionSettingsOf, questionsOfDataset } from '../datasets/dataset-child-rows';
import type { Database, DatasetsTable } from '../db/schema';
import {
  RequestValidationError,
  ServiceUnavailableError,
  UnprocessableEntityError,
} from '../errors/api-errors';
import type { RecordSelection } from '../search/record-selection';
import type { ObjectStore } from '../storage/object-store';
import { storedSchema, tableSchemaSource } from '../table-answer-checks/table-answer-validation';
import type { AnsweredQuestion } from './answer-schema';

/** The 503 of a server without any model, saying how to configure one. */
export const NO_MODEL_CONFIGURED =
  'No language model is configured for suggestions. Set MARGINALIA_LLM_MODEL and MARGINALIA_LLM_BASE_URL (an ' +
  'OpenAI-compatible API), or MARGINALIA_LLM_MODELS (a JSON list of models), and restart the server.';

/** What a pre-annotation request is stored as in its job: the request, the model by name. */
export interface ModelSuggestionsPayload {
  dataset_id: string;
  model: string;
  questions: string[];
  prompt: string;
  records: RecordSelection | null;
  table_schemas: Record<string, string>;
  /** Model calls at once, as requested (absent in jobs stored before it could be: the configured default). */
  concurrency?: number | null;
}

/** A request resolved against its dataset and the configuration: everything a call needs. */
export interface SuggestionTarget {
  dataset: Pick<DatasetsTable, 'id'>;
  model: ConfiguredModel;
  questions: (AnsweredQuestion & { id: string })[];
  prompt: string;
  tableSchemas: Record<string, string>;
  selection: RecordSelection | null;
  /** Model calls at once, as requested (null: the configured default). */
  concurrency: number | null;
}

/** The configured model of that name (absent: the default), or 503 without any, 422 for an unknown name. */
export function configuredModel(
  config: ModelSuggestionsConfig,
  name: string | null | undefined,
): ConfiguredModel {
  const [first] = config.models;
  if (!first) throw new ServiceUnavailableError(NO_MODEL_CONFIGURED);
  if (name === null || name === undefined) return first;
  const model = config.models.find((m) => m.name === name);
  if (!model)
    throw new UnprocessableEntityError(
      `Model \`${name}\` is not configured. Configured models: ${config.models.map((m) => m.name).join(', ')}`,
    );
  return model;
}

/**
 * The model calls a request may make at once: its own number (422 naming `concurrency` above the server's
 * `MARGINALIA_SUGGESTIONS_MAX_CONCURRENCY`), or the configured default.
 */
export function requestedConcurrency(config: ModelSuggestionsConfig, requested: number | null | undefined) {
  if (requested === null || requested === undefined) return null;
  if (requested > config.maxConcurrency)
    throw new RequestValidationError([
      {
        type: 'less_than_equal',
        loc: ['body', 'concurrency'],
        msg: `Input should be less than or equal to ${config.maxConcurrency} (this server's MARGINALIA_SUGGESTIONS_MAX_CONCURRENCY)`,
      },
    ]);
  return requested;
}

/** The model calls a job makes at once: its request's, within today's maximum, else the configured default. */
export function jobConcurrency(config: ModelSuggestionsConfig, requested: number | null | undefined): number {
  return Math.min(requested ?? config.concurrency, config.maxConcurrency);
}

/** The request as its job stores it (`model` null: the default, named once resolved). */
export function payloadOf(
  dataset: Pick<DatasetsTable, 'id'>,
  request: ModelSuggestionsRequestParsed,
  config: ModelSuggestionsConfig,
): Omit<ModelSuggestionsPayload, 'model'> & { model: string | null } {
  return {
    concurrency: requestedConcurrency(config, request.concurrency),
    dataset_id: dataset.id,
    model: request.model ?? null,
    questions: request.questions,
    prompt: request.prompt,
    records: request.records ?? null,
    table_schemas: request.table_schemas,
  };
}

async function tableOf(
  db: Kysely<Database>,
  storage: ObjectStore | undefined,
  dataset: Pick<DatasetsTable, 'id'>,
  question: string,
  schemaName: string | undefined,
): Promise<AnsweredQuestion['table']> {
  if (!schemaName)
    throw new UnprocessableEntityError(
      `The table question \`${question}\` needs its schema: send table_schemas: {"${question}": "<schema name>"}`,
    );
  const source = await tableSchemaSource(db, storage, dataset.id);
  const schema = source ? await storedSchema(source, schemaName, null) : null;
  if (!schema)
    throw new UnprocessableEntityError(`Schema \`${schemaName}\` not found in the dataset's workspace`);
  return { name: schemaName, schema };
}

/**
 * Resolves a stored request against its dataset: its questions (422 for an unknown or repeated name, or a table
 * question without a schema file), the placeholders of its prompt (422 naming those the dataset lacks) and its
 * model (422 when the name is no longer configured). Requests and jobs both go through it.
 */
export async function resolveTarget(
  db: Kysely<Database>,
  storage: ObjectStore | undefined,
  config: ModelSuggestionsConfig,
  dataset: Pick<DatasetsTable, 'id'>,
  payload: Omit<ModelSuggestionsPayload, 'dataset_id' | 'model'> & { model: string | null },
): Promise<SuggestionTarget> {
  const model = configuredModel(config, payload.model);
  const rows = await questionsOfDataset(db, dataset.id);
  if (new Set(payload.questions).size !== payload.questions.length)
    throw new UnprocessableEntityError('Each question may be named once');
  const questions: SuggestionTarget['questions'] = [];
  for (const name of payload.questions) {
    const row = rows.find((q) => q.name === name);
    if (!row)
      throw new UnprocessableEntityError(`Question \`${name}\` not found in dataset \`${dataset.id}\``);
    const settings = questionSettingsOf(row);
    const table =
      settings.type === 'table'
        ? await tableOf(db, storage, dataset, name, payload.table_schemas[name])
        : null;
    questions.push({ id: row.id, name, title: row.title, settings, table });
  }
  const fields = (await fieldsOfDataset(db, dataset.id)).map((f) => f.name);
  const unknown = unknownPlaceholders(payload.prompt, { fields, questions });
  if (unknown.length > 0)
    throw new UnprocessableEntityError(
      `The prompt names what the dataset does not have: ${unknown.join(', ')}. Placeholders are ` +
        '{{field.<name>}}, {{metadata.<key>}}, {{question.<name>}} and {{options.<name>}}.',
    );
  return {
    dataset,
    model,
    questions,
    prompt: payload.prompt,
    tableSchemas: payload.table_schemas,
    selection: payload.records,
    concurrency: payload.concurrency ?? null,
  };
}
