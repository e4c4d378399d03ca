import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileWriter, parquetWriteRows } from 'hyparquet-writer';
import type { StandInDataset } from '../catalog/StandInDataset';
import { parquetSchema, toParquetValue } from './parquetSchema';

/** Bump when generated data changes, so cached files are made again. */
const DATA_VERSION = 2;

/** A generated parquet file of one split. */
export interface SplitFile {
  path: string;
  size: number;
  /** sha256 of the content (the hub's ETag of an LFS file). */
  sha256: string;
}

/**
 * Makes (once) and caches the parquet file of each split: rows come from the dataset's generator, written row
 * group by row group so a large split never sits in memory. Files live in `cacheDir` under a name that includes
 * the data version, so a second start (or a second process) reuses them.
 */
export class SplitFileStore {
  private readonly files = new Map<string, SplitFile>();

  constructor(private readonly cacheDir: string) {}

  /** The parquet file of a split, generated on first use. */
  file(dataset: StandInDataset, config: string, split: string, numRows: number): SplitFile {
    const key = `${dataset.id}/${config}/${split}`;
    const known = this.files.get(key);
    if (known) return known;
    const name = `${dataset.id.replace('/', '__')}__${config}__${split}__v${DATA_VERSION}.parquet`;
    const path = join(this.cacheDir, name);
    if (!existsSync(path)) this.generate(dataset, config, split, numRows, path);
    const file: SplitFile = { path, size: statSync(path).size, sha256: fileSha256(path) };
    this.files.set(key, file);
    return file;
  }

  private generate(
    dataset: StandInDataset,
    config: string,
    split: string,
    numRows: number,
    path: string,
  ): void {
    mkdirSync(this.cacheDir, { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    const features = Object.entries(dataset.features);
    function* rows(): Generator<Record<string, unknown>> {
      for (let index = 0; index < numRows; index++) {
        const row = dataset.row(index, split, config);
        yield Object.fromEntries(
          features.map(([name, feature]) => [name, toParquetValue(feature, row[name])]),
        );
      }
    }
    // Rows are pulled one row group at a time; an empty split still gets the schema and the metadata.
    parquetWriteRows({
      writer: fileWriter(partial),
      rows: rows(),
      columns: features.map(([name]) => ({ name })),
      schema: parquetSchema(dataset.features),
      rowGroupSize: dataset.rowGroupSize ?? 1000,
      kvMetadata: [{ key: 'huggingface', value: JSON.stringify({ info: { features: dataset.features } }) }],
      createdBy: 'marginalia hub stand-in',
    }) as void;
    renameSync(partial, path);
  }
}

function fileSha256(path: string): string {
  const hash = createHash('sha256');
  const chunk = Buffer.alloc(1 << 20);
  const fd = openSync(path, 'r');
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk))
      hash.update(chunk.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}
