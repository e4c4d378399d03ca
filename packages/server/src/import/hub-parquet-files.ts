import { parquetMetadataAsync, type AsyncBuffer, type FileMetaData } from 'hyparquet';
import { BadGatewayError, UnprocessableEntityError } from '../errors/api-errors';
import { openRemoteParquetFile, withRetries } from './remote-parquet-file';

/** One parquet file of a split, as the datasets server's `/parquet` lists it. */
export interface HubParquetFile {
  url: string;
  size: number;
}

/** A parquet file an import reads: where it is, its size and its rows (from its footer). */
export interface PlannedParquetFile extends HubParquetFile {
  rows: number;
}

/** A parquet file open for reading: its footer is read. */
export interface OpenParquetFile extends PlannedParquetFile {
  buffer: AsyncBuffer;
  metadata: FileMetaData;
}

function isParquetFile(value: unknown): value is HubParquetFile & { config: string; split: string } {
  const file = value as Record<string, unknown> | null;
  return (
    typeof file?.['url'] === 'string' && typeof file['size'] === 'number' && typeof file['split'] === 'string'
  );
}

/**
 * The parquet files of a hub split (`GET {datasets server}/parquet?dataset=&config=&split=`), in order. A missing
 * or private repository, config or split is the caller's mistake (422); a failing service is a 502, after
 * retries when the connection itself fails.
 */
export async function listHubParquetFiles(
  datasetsServerUrl: string,
  repoId: string,
  config: string,
  split: string,
  doFetch: typeof fetch = globalThis.fetch,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<HubParquetFile[]> {
  const url = `${datasetsServerUrl}/parquet?${new URLSearchParams({ dataset: repoId, config, split })}`;
  let res: Response;
  try {
    // Only a connection that fails is retried: every answer, 5xx included, is judged below.
    res = await withRetries(
      `the parquet file listing of \`${repoId}\``,
      () => doFetch(url, { headers: { Accept: 'application/json' } }),
      sleep,
    );
  } catch (error) {
    throw new BadGatewayError((error as Error).message);
  }
  if (res.status === 401 || res.status === 404) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    if (body.error === 'Not found.') {
      throw new UnprocessableEntityError(
        `Subset \`${config}\` with split \`${split}\` not found in hub dataset \`${repoId}\``,
      );
    }
    throw new UnprocessableEntityError(
      `Hub dataset \`${repoId}\` not found, or it is private: only public datasets can be imported`,
    );
  }
  if (!res.ok)
    throw new BadGatewayError(`The hub's datasets server answered ${res.status} for \`${repoId}\``);
  const body = (await res.json().catch(() => null)) as { parquet_files?: unknown } | null;
  const files = Array.isArray(body?.parquet_files) ? body.parquet_files.filter(isParquetFile) : null;
  if (!files)
    throw new BadGatewayError(
      `The hub's datasets server sent an unreadable parquet listing for \`${repoId}\``,
    );
  const own = files.filter((f) => f.split === split && f.config === config);
  if (own.length === 0) {
    throw new UnprocessableEntityError(
      `Subset \`${config}\` with split \`${split}\` not found in hub dataset \`${repoId}\``,
    );
  }
  return own.map((f) => ({ url: f.url, size: f.size }));
}

/**
 * Opens the files in order and reads their footers, up to the file that reaches `rowLimit` rows. A file that
 * cannot be read is a 502 naming the repository.
 */
export async function openHubParquetFiles(
  files: HubParquetFile[],
  repoId: string,
  rowLimit = Number.POSITIVE_INFINITY,
): Promise<OpenParquetFile[]> {
  const opened: OpenParquetFile[] = [];
  let rows = 0;
  for (const { url, size } of files) {
    if (rows >= rowLimit) break;
    try {
      const buffer = await openRemoteParquetFile(url, { byteLength: size });
      const metadata = await parquetMetadataAsync(buffer);
      opened.push({ url, size, rows: Number(metadata.num_rows), buffer, metadata });
      rows += Number(metadata.num_rows);
    } catch (error) {
      throw new BadGatewayError(
        `A parquet file of hub dataset \`${repoId}\` could not be read (${(error as Error).message})`,
      );
    }
  }
  return opened;
}
