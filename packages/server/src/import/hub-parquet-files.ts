import { BadGatewayError, UnprocessableEntityError } from '../errors/api-errors';
import { withRetries } from './remote-parquet-file';

/** One parquet file of a split, as the datasets server's `/parquet` lists it. */
export interface HubParquetFile {
  url: string;
  size: number;
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
