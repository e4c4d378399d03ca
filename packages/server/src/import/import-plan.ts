import { parquetMetadataAsync, type AsyncBuffer, type FileMetaData } from 'hyparquet';
import type { Kysely } from 'kysely';
import type { DatasetImport } from '@marginalia/core';
import type { ServerConfig } from '../config/server-config';
import type { Database, DatasetsTable } from '../db/schema';
import { fromJsonRequired } from '../db/json-column';
import { BadGatewayError, UnprocessableEntityError } from '../errors/api-errors';
import { loadDatasetSchema, type DatasetSchema } from '../records/record-rows';
import { columnConverter, type CellConverter, type ImportTarget } from './column-conversion';
import { hubColumnTypes } from './hub-column-types';
import { listHubParquetFiles } from './hub-parquet-files';
import { openRemoteParquetFile } from './remote-parquet-file';

/** Rows an import brings in at most: the first 10,000 (spec 2 §4). */
export const IMPORT_ROW_LIMIT = 10_000;

/** Names the hub layout of an export gives the record itself; a field or metadata property may not take them. */
export const RESERVED_NAMES = ['id', 'status', '_server_id'] as const;

/** One mapped column with its converter. */
export interface PlannedColumn {
  source: string;
  target: string;
  convert: CellConverter;
}

/** Everything an import needs: the files to read, the columns and how each becomes part of a record. */
export interface ImportPlan {
  files: { buffer: AsyncBuffer; metadata: FileMetaData }[];
  /** Rows to import: the split's rows, at most `IMPORT_ROW_LIMIT`. */
  total: number;
  schema: DatasetSchema;
  fields: PlannedColumn[];
  metadata: PlannedColumn[];
  suggestions: (PlannedColumn & { questionId: string; questionType: string })[];
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
    return { role, type: fromJsonRequired<{ type: string }>(property.settings).type };
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

async function openFiles(
  urls: { url: string; size: number }[],
  repoId: string,
): Promise<ImportPlan['files']> {
  const files: ImportPlan['files'] = [];
  let rows = 0;
  for (const { url, size } of urls) {
    if (rows >= IMPORT_ROW_LIMIT) break;
    try {
      const buffer = await openRemoteParquetFile(url, { byteLength: size });
      const metadata = await parquetMetadataAsync(buffer);
      files.push({ buffer, metadata });
      rows += Number(metadata.num_rows);
    } catch (error) {
      throw new BadGatewayError(
        `A parquet file of hub dataset \`${repoId}\` could not be read (${(error as Error).message})`,
      );
    }
  }
  return files;
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

  const urls = await listHubParquetFiles(config.hub.datasetsServerUrl, body.name, body.subset, body.split);
  const files = await openFiles(urls, body.name);
  const total = Math.min(
    IMPORT_ROW_LIMIT,
    files.reduce((sum, f) => sum + Number(f.metadata.num_rows), 0),
  );
  if (total === 0)
    throw new UnprocessableEntityError(`Split \`${body.split}\` of hub dataset \`${body.name}\` has no rows`);
  const columnTypes = hubColumnTypes(files[0]!.metadata);

  const plan = (role: 'field' | 'metadata' | 'suggestion', { source, target }: Mapping) => {
    const type = columnTypes.get(source);
    if (!type)
      throw new UnprocessableEntityError(`Column \`${source}\` not found in hub dataset \`${body.name}\``);
    const resolved = targets[role].get(target)!;
    const convert = columnConverter(source, type, resolved, target);
    if (typeof convert === 'string') throw new UnprocessableEntityError(convert);
    return { source, target, convert, questionId: resolved.id ?? '', questionType: resolved.type ?? '' };
  };
  const externalId = mapping.external_id;
  const externalType = externalId ? columnTypes.get(externalId) : undefined;
  if (externalId && !externalType)
    throw new UnprocessableEntityError(`Column \`${externalId}\` not found in hub dataset \`${body.name}\``);
  const externalConvert =
    externalId && externalType
      ? columnConverter(externalId, externalType, { role: 'external_id' }, 'external_id')
      : null;
  if (typeof externalConvert === 'string') throw new UnprocessableEntityError(externalConvert);

  const planned = {
    fields: mapping.fields.map((m) => plan('field', m)),
    metadata: mapping.metadata.map((m) => plan('metadata', m)),
    suggestions: mapping.suggestions.map((m) => plan('suggestion', m)),
    externalId:
      externalId && externalConvert
        ? { source: externalId, target: 'external_id', convert: externalConvert }
        : null,
  };
  const columns = [
    ...new Set(
      [...planned.fields, ...planned.metadata, ...planned.suggestions]
        .map((c) => c.source)
        .concat(externalId ? [externalId] : []),
    ),
  ];
  return { files, total, schema, ...planned, columns };
}
