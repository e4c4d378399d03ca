import type { Kysely } from 'kysely';
import type { DatasetImport, HubColumnType } from '@marginalia/core';
import type { ServerConfig } from '../config/server-config';
import type { Database, DatasetsTable } from '../db/schema';
import { UnprocessableEntityError } from '../errors/api-errors';
import { loadDatasetSchema, type DatasetSchema } from '../datasets/dataset-schema';
import { columnConverter, type ImportTarget } from './column-conversion';
import { hubColumnTypes } from './hub-column-types';
import { listHubParquetFiles, openHubParquetFiles, type PlannedParquetFile } from './hub-parquet-files';

/** Rows an import brings in at most: the first 10,000 (spec 2 §4). */
export const IMPORT_ROW_LIMIT = 10_000;

/** Names the hub layout of an export gives the record itself; a field or metadata property may not take them. */
export const RESERVED_NAMES = ['id', 'status', '_server_id'] as const;

/** One mapped column: where it comes from, what it holds and what it goes into (checked when planned). */
export interface PlannedColumn {
  source: string;
  target: string;
  type: HubColumnType;
  into: ImportTarget;
}

/**
 * Everything an import needs, decided once when it is requested and stored with its job (plain JSON, so it
 * survives in the jobs table and reaches any process of a shared queue): the split's files to read, the rows to
 * import, and each mapped column with its type and target.
 */
export interface ImportPlan {
  files: PlannedParquetFile[];
  /** Rows to import: the split's rows, at most `IMPORT_ROW_LIMIT`. */
  total: number;
  fields: PlannedColumn[];
  metadata: PlannedColumn[];
  suggestions: (PlannedColumn & { questionId: string })[];
  externalId: PlannedColumn | null;
  /** Every source column to read. */
  columns: string[];
}

type Mapping = { source: string; target: string };

function targetOf(
  schema: DatasetSchema,
  role: 'field' | 'metadata' | 'suggestion',
  name: string,
): Extract<ImportTarget, { type: string }> & { id?: string } {
  if (role === 'field') {
    const field = schema.fields.find((f) => f.name === name);
    if (!field)
      throw new UnprocessableEntityError(`Mapping target \`${name}\` is not a field of this dataset`);
    return { role, type: field.settings.type };
  }
  if (role === 'metadata') {
    const property = schema.metadataProperties.find((p) => p.name === name);
    if (!property)
      throw new UnprocessableEntityError(
        `Mapping target \`${name}\` is not a metadata property of this dataset`,
      );
    return { role, type: property.settings.type };
  }
  const question = schema.questions.find((q) => q.name === name);
  if (!question)
    throw new UnprocessableEntityError(`Mapping target \`${name}\` is not a question of this dataset`);
  return { role, type: question.settings.type, id: question.id };
}

function checkTargets(mappings: Mapping[], what: string): void {
  const seen = new Set<string>();
  for (const { target } of mappings) {
    if (seen.has(target))
      throw new UnprocessableEntityError(`${what} \`${target}\` is mapped from more than one column`);
    seen.add(target);
    if ((RESERVED_NAMES as readonly string[]).includes(target)) {
      throw new UnprocessableEntityError(
        `\`${target}\` is reserved for the record itself in the hub layout (${RESERVED_NAMES.join(', ')}): map the column to a ${what.toLowerCase()} with another name`,
      );
    }
  }
}

/**
 * Checks an import against the dataset and the hub split, and prepares it: every failure is a clear 422 (a
 * missing or private repository, an unknown subset or split, an empty split, an unknown or reserved target, a
 * column that is missing or of a type its target cannot take, an unmapped required field) or a 502 when the hub
 * fails. Run when the import is requested (so nothing is queued that cannot work) and again by the job.
 */
export async function planImport(
  db: Kysely<Database>,
  config: ServerConfig,
  dataset: DatasetsTable,
  body: DatasetImport,
): Promise<ImportPlan> {
  if (dataset.status !== 'ready')
    throw new UnprocessableEntityError('records cannot be created for a non published dataset');
  const schema = await loadDatasetSchema(db, dataset, []);
  const mapping = { metadata: [], suggestions: [], external_id: null, ...body.mapping };
  checkTargets(mapping.fields, 'Field');
  checkTargets(mapping.metadata, 'Metadata property');
  const targets = {
    field: new Map(mapping.fields.map((m) => [m.target, targetOf(schema, 'field', m.target)])),
    metadata: new Map(mapping.metadata.map((m) => [m.target, targetOf(schema, 'metadata', m.target)])),
    suggestion: new Map(mapping.suggestions.map((m) => [m.target, targetOf(schema, 'suggestion', m.target)])),
  };
  const unmapped = schema.fields.find((f) => f.required && !mapping.fields.some((m) => m.target === f.name));
  if (unmapped)
    throw new UnprocessableEntityError(`Required field \`${unmapped.name}\` is not mapped to a column`);

  const listed = await listHubParquetFiles(config.hub.datasetsServerUrl, body.name, body.subset, body.split);
  const opened = await openHubParquetFiles(listed, body.name, IMPORT_ROW_LIMIT);
  const total = Math.min(
    IMPORT_ROW_LIMIT,
    opened.reduce((sum, f) => sum + f.rows, 0),
  );
  if (total === 0)
    throw new UnprocessableEntityError(`Split \`${body.split}\` of hub dataset \`${body.name}\` has no rows`);
  const columnTypes = hubColumnTypes(opened[0]!.metadata);

  const plan = (source: string, target: string, into: ImportTarget): PlannedColumn => {
    const type = columnTypes.get(source);
    if (!type)
      throw new UnprocessableEntityError(`Column \`${source}\` not found in hub dataset \`${body.name}\``);
    const convert = columnConverter(source, type, into, target);
    if (typeof convert === 'string') throw new UnprocessableEntityError(convert);
    return { source, target, type, into };
  };
  const externalId = mapping.external_id
    ? plan(mapping.external_id, 'external_id', { role: 'external_id' })
    : null;
  const fields = mapping.fields.map((m) => plan(m.source, m.target, targets.field.get(m.target)!));
  const metadata = mapping.metadata.map((m) => plan(m.source, m.target, targets.metadata.get(m.target)!));
  const suggestions = mapping.suggestions.map((m) => {
    const { id, ...into } = targets.suggestion.get(m.target)!;
    return { ...plan(m.source, m.target, into), questionId: id ?? '' };
  });
  const columns = [
    ...new Set(
      [...fields, ...metadata, ...suggestions, ...(externalId ? [externalId] : [])].map((c) => c.source),
    ),
  ];
  const files = opened.map(({ url, size, rows }) => ({ url, size, rows }));
  return { files, total, fields, metadata, suggestions, externalId, columns };
}

/** What an import job stores: the request as it was sent, and the plan made for it when it was requested. */
export interface ImportJobPayload {
  request: DatasetImport;
  plan: ImportPlan;
}
