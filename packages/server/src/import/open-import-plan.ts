import { columnConverter, type CellConverter } from './column-conversion';
import { openHubParquetFiles, type OpenParquetFile } from './hub-parquet-files';
import type { ImportPlan, PlannedColumn } from './import-plan';

/** A planned column with the converter its type and target call for. */
export type ConvertingColumn = PlannedColumn & { convert: CellConverter };

/** A stored plan ready to run: its files open (footers read) and each column with its converter. */
export interface OpenImportPlan extends Omit<
  ImportPlan,
  'files' | 'fields' | 'metadata' | 'suggestions' | 'externalId'
> {
  files: OpenParquetFile[];
  fields: ConvertingColumn[];
  metadata: ConvertingColumn[];
  suggestions: (ConvertingColumn & { questionId: string })[];
  externalId: ConvertingColumn | null;
}

function withConverter<C extends PlannedColumn>(column: C): C & { convert: CellConverter } {
  const convert = columnConverter(column.source, column.type, column.into, column.target);
  // The plan was checked when it was made: only a plan stored by another version of the server can differ.
  if (typeof convert === 'string') throw new Error(convert);
  return { ...column, convert };
}

/**
 * Opens the files of a stored plan and gives each column its converter: what the job needs to read rows, with
 * no call to the hub's listing and no check made again. Throws when a file cannot be read (a 502's message).
 *
 * @example
 * const open = await openImportPlan(payload.plan, payload.request.name);
 */
export async function openImportPlan(plan: ImportPlan, repoId: string): Promise<OpenImportPlan> {
  return {
    ...plan,
    files: await openHubParquetFiles(plan.files, repoId),
    fields: plan.fields.map(withConverter),
    metadata: plan.metadata.map(withConverter),
    suggestions: plan.suggestions.map(withConverter),
    externalId: plan.externalId ? withConverter(plan.externalId) : null,
  };
}
