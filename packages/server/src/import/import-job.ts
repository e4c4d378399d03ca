import { compressors } from 'hyparquet-compressors';
import { parquetReadObjects } from 'hyparquet';
import type { Kysely } from 'kysely';
import type { DatasetImport } from '@marginalia/core';
import type { ServerConfig } from '../config/server-config';
import { jobPayloadOf } from '../jobs/job-rows';
import type { Database, DatasetsTable } from '../db/schema';
import { JobFailure, JobInterruptedError, type JobContext } from '../jobs/job-runner';
import type { RecordCreateParsed as RecordCreateInput } from '@marginalia/core';
import { loadDatasetSchema, type DatasetSchema } from '../datasets/dataset-schema';
import { writeImportBatch, type BatchResult } from './import-batch-writer';
import { analyzeLoadedTables } from '../db/table-statistics';
import { planImport, type ImportJobPayload } from './import-plan';
import { openImportPlan, type OpenImportPlan } from './open-import-plan';
import { HubReadError } from './remote-parquet-file';

/** Records written per transaction at most: progress shows in steps of this size. */
export const IMPORT_BATCH_SIZE = 1000;

/**
 * Characters of field, metadata and suggestion values per transaction at most: 1,000 rows of 100 kB texts would
 * otherwise be 100 MB of text held several times over (the records, their JSON, the search index's copy).
 */
export const IMPORT_BATCH_CHARACTERS = 8_000_000;

/** About how many characters a record's values take once written (strings by length, the rest roughly). */
export function approximateCharacters(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + approximateCharacters(item), 2);
  if (value !== null && typeof value === 'object') {
    let sum = 2;
    for (const [key, item] of Object.entries(value)) sum += key.length + approximateCharacters(item);
    return sum;
  }
  return 8;
}

function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined;
}

/** The record one hub row becomes under the plan. */
export function recordFromRow(plan: OpenImportPlan, row: Record<string, unknown>): RecordCreateInput {
  const fields: Record<string, unknown> = {};
  for (const column of plan.fields) {
    const value = column.convert(row[column.source]);
    if (hasValue(value)) fields[column.target] = value;
  }
  const metadata: Record<string, unknown> = {};
  for (const column of plan.metadata) {
    const value = column.convert(row[column.source]);
    if (hasValue(value)) metadata[column.target] = value;
  }
  const suggestions = plan.suggestions.flatMap((column) => {
    const value = column.convert(row[column.source]);
    return hasValue(value)
      ? [{ question_id: column.questionId, value, type: null, agent: null, score: null }]
      : [];
  });
  const externalId = plan.externalId ? plan.externalId.convert(row[plan.externalId.source]) : null;
  return {
    fields,
    metadata: Object.keys(metadata).length > 0 ? metadata : null,
    external_id: typeof externalId === 'string' ? externalId : null,
    responses: [],
    suggestions,
    vectors: {},
  };
}

/** Row ranges to read, row group by row group, from `from` (the job's progress) up to the plan's total. */
function* rowGroupRanges(
  plan: OpenImportPlan,
  from: number,
): Generator<{ file: number; start: number; end: number; first: number }> {
  let fileOffset = 0;
  for (const [index, { metadata }] of plan.files.entries()) {
    let groupStart = 0;
    for (const group of metadata.row_groups) {
      const size = Number(group.num_rows);
      const first = fileOffset + groupStart;
      const last = Math.min(first + size, plan.total);
      if (last > from && first < plan.total) {
        const start = Math.max(first, from);
        yield { file: index, start: start - fileOffset, end: last - fileOffset, first: start };
      }
      groupStart += size;
    }
    fileOffset += Number(metadata.num_rows);
  }
}

/**
 * The plan stored with the job. A job queued by a server that did not store plans holds the bare request: it is
 * planned here, once.
 */
async function storedPayload(
  db: Kysely<Database>,
  config: ServerConfig,
  dataset: DatasetsTable,
  payload: ImportJobPayload | DatasetImport,
): Promise<ImportJobPayload> {
  if ('plan' in payload) return payload;
  return { request: payload, plan: await planImport(db, config, dataset, payload) };
}

/** The dataset's schema and the job's plan opened for reading; any failure is the job's, with its reason. */
async function prepareImport(context: JobContext): Promise<{ schema: DatasetSchema; plan: OpenImportPlan }> {
  const { db, config, job } = context;
  const dataset = await db
    .selectFrom('datasets')
    .selectAll()
    .where('id', '=', job.dataset_id ?? '')
    .executeTakeFirst();
  if (!dataset) throw new JobFailure('The dataset was deleted before its import ended');
  try {
    const payload = jobPayloadOf<ImportJobPayload | DatasetImport>(job);
    const { request, plan } = await storedPayload(db, config, dataset, payload);
    return {
      schema: await loadDatasetSchema(db, dataset, []),
      plan: await openImportPlan(plan, request.name),
    };
  } catch (error) {
    throw new JobFailure(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The work of an import job: runs the plan stored with it, reading the split's parquet files row group by row
 * group (only the mapped columns), turning each row into a record and writing them in batches with the job's
 * progress. Resumes from its progress.
 */
export async function runImportJob(context: JobContext): Promise<void> {
  const { db, job, signal } = context;
  const { schema, plan } = await prepareImport(context);
  const totals: BatchResult = { written: 0, skipped: 0, firstProblem: null };
  let pending: { row: number; record: RecordCreateInput }[] = [];
  let pendingCharacters = 0;
  let position = job.progress;
  const flush = async () => {
    const result = await writeImportBatch(db, schema, job.id, pending, position, job.user_id);
    totals.written += result.written;
    totals.skipped += result.skipped;
    totals.firstProblem ??= result.firstProblem;
    pending = [];
    pendingCharacters = 0;
  };
  for (const range of rowGroupRanges(plan, job.progress)) {
    if (signal.aborted) throw new JobInterruptedError();
    let rows: Record<string, unknown>[];
    try {
      rows = await parquetReadObjects({
        file: plan.files[range.file]!.buffer,
        metadata: plan.files[range.file]!.metadata,
        columns: plan.columns,
        rowStart: range.start,
        rowEnd: range.end,
        compressors,
        utf8: false,
      });
    } catch (error) {
      throw new JobFailure(
        error instanceof HubReadError
          ? error.message
          : `A parquet file could not be read: ${(error as Error).message}`,
      );
    }
    for (const [offset, row] of rows.entries()) {
      const record = recordFromRow(plan, row);
      pending.push({ row: range.first + offset, record });
      pendingCharacters += approximateCharacters([record.fields, record.metadata, record.suggestions]);
      position = range.first + offset + 1;
      if (pending.length >= IMPORT_BATCH_SIZE || pendingCharacters >= IMPORT_BATCH_CHARACTERS) await flush();
    }
  }
  if (pending.length > 0) await flush();
  // The dataset's searches plan from the new rows' statistics from now on, not a minute later.
  await analyzeLoadedTables(db);
  if (totals.skipped > 0) {
    console.warn(`Import job ${job.id}: ${totals.skipped} rows left out (first: ${totals.firstProblem})`);
  }
}
