import type { ExtractionRequestParsed, TableSchemaFile, WireExtractionResponse } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { LlmConfig } from '../config/server-config';
import type { Database, WorkspacesTable } from '../db/schema';
import { BadGatewayError, NotFoundError } from '../errors/api-errors';
import { documentByReference } from '../segments/model-workspace';
import { readSegments } from '../segments/segment-rows';
import type { ObjectStore } from '../storage/object-store';
import { storedSchema } from '../table-answer-checks/table-answer-validation';
import { checkAnswer } from './extraction-answer';
import { selectContext } from './extraction-context';
import { extractionMessages, repairMessage } from './extraction-prompt';
import { createModelClient, type ModelClient } from './model-client';
import { answerJsonSchema, pandasTypeOfDtype, schemaColumns } from './table-json-schema';

/** What an extraction needs. */
export interface ExtractionContext {
  db: Kysely<Database>;
  storage: ObjectStore;
  llm: LlmConfig | null;
  /** Made from `llm` unless given (tests give their own). */
  model?: ModelClient;
}

/** Options of the query string (the original's knobs). */
export interface ExtractionOptions {
  model?: string | undefined;
  similarityTopK: number;
}

/** pandas' version the answer's `schema` names (the format of `DataFrame.to_json(orient="table")`). */
const PANDAS_VERSION = '1.4.0';

/** The structured-output schema name: letters, digits, `_` and `-`, at most 64. */
function outputName(schemaName: string): string {
  return schemaName.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'table';
}

/** Rows as pandas writes a table: `{schema: {fields, primaryKey, pandas_version}, data}`. */
function tableAnswer(schema: TableSchemaFile, rows: Record<string, unknown>[]): WireExtractionResponse {
  const primaryKey = (schema.index ?? []).flatMap((c) => (c.name ? [c.name] : []));
  return {
    schema: {
      fields: schemaColumns(schema).map(([name, column]) => ({
        name,
        type: pandasTypeOfDtype(column.dtype),
      })),
      ...(primaryKey.length > 0 ? { primaryKey } : {}),
      pandas_version: PANDAS_VERSION,
    },
    data: rows,
  };
}

/** Every word the table is described with: ranks the paper's sections when they are too long to send. */
function tableTerms(schema: TableSchemaFile, request: ExtractionRequestParsed): string[] {
  return [
    request.schema_name,
    ...schemaColumns(schema).flatMap(([name, column]) => [name.replace(/_/g, ' '), column.description ?? '']),
    ...(request.columns ?? []),
    request.prompt ?? '',
  ];
}

/**
 * `POST /models/extraction`: fills a reference table from its paper with the configured model. The paper is the
 * workspace's document with the request's reference, read through its stored segments (those the annotator
 * chose); the table's columns and checks come from the schema file `schemas/<schema_name>`. The model answers
 * JSON for the schema (a structured-output schema named after the table); an answer that is not JSON or fails the table checks is sent back once with its problems,
 * and a second bad answer is a 502.
 */
export async function extractTable(
  context: ExtractionContext,
  workspace: WorkspacesTable,
  request: ExtractionRequestParsed,
  options: ExtractionOptions,
): Promise<WireExtractionResponse> {
  const model = context.model ?? createModelClient(context.llm, options.model);
  const document = await documentByReference(context.db, workspace.id, request.reference);
  if (!document)
    throw new NotFoundError(
      `No document with reference \`${request.reference}\` in workspace \`${workspace.name}\``,
    );
  const source = { storage: context.storage, bucket: workspace.name };
  const schema = await storedSchema(source, request.schema_name, null);
  if (!schema)
    throw new NotFoundError(`Schema \`${request.schema_name}\` not found in workspace \`${workspace.name}\``);
  const segments = await readSegments(context.db, document.id);
  if (segments.length === 0)
    throw new NotFoundError(
      `The document with reference \`${request.reference}\` has no text to extract from (no PDF was uploaded)`,
    );

  const chosen = selectContext(segments, {
    headers: request.headers,
    types: request.types,
    terms: tableTerms(schema, request),
    topK: options.similarityTopK,
  });
  const prompt = request.prompt?.trim() || null;
  const messages = extractionMessages({
    schemaName: request.schema_name,
    schema,
    extractions: request.extractions,
    columns: request.columns ?? [],
    reference: request.reference,
    segments: chosen,
    prompt,
  });
  const output = { name: outputName(request.schema_name), schema: answerJsonSchema(schema) };

  const first = await model.completeJson(messages, output);
  const checked = checkAnswer(first, schema);
  if (checked.ok) return tableAnswer(schema, checked.rows);
  const retry = [
    ...messages,
    { role: 'assistant' as const, content: first },
    repairMessage(checked.problems),
  ];
  const second = checkAnswer(await model.completeJson(retry, output), schema);
  if (second.ok) return tableAnswer(schema, second.rows);
  throw new BadGatewayError(
    `The model's answer is not valid for the table \`${request.schema_name}\` after one repair attempt: ` +
      second.problems.join('; '),
  );
}
