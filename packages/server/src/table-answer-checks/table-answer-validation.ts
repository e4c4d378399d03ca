import {
  firstError,
  fromTableValue,
  columnNames,
  rulesFromSchema,
  SCHEMAS_PREFIX,
  tableSchemaFileSchema,
  tableValueSchema,
  validateTable,
  type TableSchemaFile,
  type TableValue,
} from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { ObjectStore } from '../storage/object-store';
import { tableMessageText } from './table-message-text';

/** Where a table answer's schema file is looked up: the object store and the dataset's workspace bucket. */
export interface TableSchemaSource {
  storage: ObjectStore;
  bucket: string;
}

/** A question as the table check needs it. */
interface TableQuestion {
  name: string;
  settings: { type: string };
}

export async function storedSchema(
  source: TableSchemaSource,
  name: string,
  versionId: string | null | undefined,
) {
  const key = `${SCHEMAS_PREFIX}${name}`;
  // An unknown version falls back to the latest, as `GET /file` does.
  const object =
    (versionId ? await source.storage.get(source.bucket, key, { versionId }) : null) ??
    (await source.storage.get(source.bucket, key));
  if (!object) return null;
  try {
    const parsed = tableSchemaFileSchema.safeParse(JSON.parse(new TextDecoder().decode(object.body)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The schema a table answer is checked against: its schema file (at its version), else its inline `validation`. */
async function schemaOf(
  table: TableValue,
  source: TableSchemaSource | null,
): Promise<TableSchemaFile | null> {
  const name = table.schema.schemaName;
  const stored = name && source ? await storedSchema(source, name, table.schema.version_id) : null;
  return stored ?? table.validation ?? null;
}

/**
 * Checks one table answer against its schema with the core's validators and describes the first bad cell, or
 * answers null. Values that are not table JSON, and tables without a schema, are not checked here.
 *
 * @example
 * await tableAnswerProblem('outcomes', value, source); // "table answer for question 'outcomes' is not valid: row 2, column 'n': Must be at least 0"
 */
export async function tableAnswerProblem(
  question: string,
  value: unknown,
  source: TableSchemaSource | null,
): Promise<string | null> {
  const parsed = tableValueSchema.safeParse(value);
  if (!parsed.success) return null;
  const schema = await schemaOf(parsed.data, source);
  if (!schema) return null;
  const doc = fromTableValue(parsed.data);
  const validation = validateTable(doc.rows, rulesFromSchema(schema, columnNames(doc)));
  const first = firstError(validation, doc.rows, columnNames(doc));
  if (!first) return null;
  const more = validation.count > 1 ? ` (${validation.count} cells are not valid)` : '';
  return (
    `table answer for question '${question}' is not valid: row ${first.rowIndex + 1}, column '${first.column}': ` +
    `${tableMessageText(first.message)}${more}`
  );
}

/**
 * Checks the table answers of a submitted response (drafts keep work in progress unchecked) and answers the first
 * problem, or null.
 */
export async function tableAnswersProblem(
  values: Record<string, { value: unknown }> | null | undefined,
  status: string,
  questions: readonly TableQuestion[],
  source: TableSchemaSource | null,
): Promise<string | null> {
  if (status !== 'submitted' || !values) return null;
  for (const question of questions) {
    if (question.settings.type !== 'table' || !(question.name in values)) continue;
    const problem = await tableAnswerProblem(question.name, values[question.name]?.value, source);
    if (problem) return problem;
  }
  return null;
}

/** The schema source of a dataset: its workspace's bucket in the object store (null without a store). */
export async function tableSchemaSource(
  db: Kysely<Database>,
  storage: ObjectStore | undefined,
  datasetId: string,
): Promise<TableSchemaSource | null> {
  if (!storage) return null;
  const workspace = await db
    .selectFrom('datasets')
    .innerJoin('workspaces', 'workspaces.id', 'datasets.workspace_id')
    .select('workspaces.name')
    .where('datasets.id', '=', datasetId)
    .executeTakeFirst();
  return workspace ? { storage, bucket: workspace.name } : null;
}

/** True when a response carries a submitted answer to a table question (only then is there anything to check). */
export function hasSubmittedTableAnswer(
  values: Record<string, { value: unknown }> | null | undefined,
  status: string,
  questions: readonly TableQuestion[],
): boolean {
  return (
    status === 'submitted' &&
    !!values &&
    questions.some((q) => q.settings.type === 'table' && q.name in values)
  );
}

/**
 * Checks the submitted table answers among the responses of records written in bulk; 422 naming the record's
 * position, the row and the column of the first bad cell.
 */
export async function assertValidTableResponses(
  db: Kysely<Database>,
  storage: ObjectStore | undefined,
  datasetId: string,
  items: readonly {
    responses?: readonly { values?: Record<string, { value: unknown }> | null; status: string }[];
  }[],
  questions: readonly TableQuestion[],
): Promise<void> {
  let source: TableSchemaSource | null | undefined;
  for (const [position, item] of items.entries()) {
    for (const response of item.responses ?? []) {
      if (!hasSubmittedTableAnswer(response.values, response.status, questions)) continue;
      source ??= await tableSchemaSource(db, storage, datasetId);
      const problem = await tableAnswersProblem(response.values, response.status, questions, source);
      if (problem)
        throw new UnprocessableEntityError(
          `Record at position ${position} is not valid because record does not have valid responses: ${problem}`,
        );
    }
  }
}
