import type { Context } from 'hono';
import type { StandInDataset } from './catalog/StandInDataset';
import { findDataset, findSplit } from './catalog/catalog';
import type { SplitFile, SplitFileStore } from './parquet/SplitFileStore';
import type { RepoStore } from './hub/RepoStore';

/** What every route shares: the generated files, the uploaded repositories and the stand-in's organisation. */
export interface StandInContext {
  files: SplitFileStore;
  repos: RepoStore;
  /** Organisation the stand-in's user belongs to (its test sets live there). */
  organisation: string;
}

/** The revision the datasets server's parquet conversion lives on. */
export const PARQUET_REVISION = 'refs/convert/parquet';

/** The origin the client reached us at, so every URL we hand out points back here. */
export function baseUrl(c: Context): string {
  return new URL(c.req.url).origin;
}

/** Path of a split's parquet file in its repository (the conversion's layout: `config/split/0000.parquet`). */
export function parquetPath(config: string, split: string): string {
  return `${config}/${split}/0000.parquet`;
}

/** The URL of a split's parquet file, as the datasets server lists it. */
export function parquetUrl(base: string, datasetId: string, config: string, split: string): string {
  return `${base}/datasets/${datasetId}/resolve/${encodeURIComponent(PARQUET_REVISION)}/${parquetPath(config, split)}`;
}

/** The generated parquet file of a catalog split, or undefined if there is no such split. */
export function splitFile(
  context: StandInContext,
  dataset: StandInDataset,
  config: string,
  split: string,
): SplitFile | undefined {
  const found = findSplit(dataset, config, split);
  return found ? context.files.file(dataset, config, split, found.split.numRows) : undefined;
}

export { findDataset };
