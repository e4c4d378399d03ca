import type { HubFeature } from '../api/wire/hubFeatures';
import { PUBLIC_HUB_URLS, type HubUrls } from './hubUrls';

/** One config's `DatasetInfo` (the parts the creation reads). */
export interface HubConfigInfo {
  config_name?: string;
  features: Record<string, HubFeature>;
  splits?: Record<string, { name: string; num_examples?: number }>;
}

/** `GET /first-rows`: the first rows of a split. */
export interface HubFirstRows {
  features: { feature_idx: number; name: string; type: HubFeature }[];
  rows: { row_idx: number; row: Record<string, unknown>; truncated_cells: string[] }[];
}

/** `GET /statistics`: per-column statistics of a split. */
export interface HubStatistics {
  num_examples: number;
  statistics: { column_name: string; column_type: string; column_statistics: Record<string, unknown> }[];
}

/** One file of `GET /parquet`. */
export interface HubParquetFile {
  dataset: string;
  config: string;
  split: string;
  url: string;
  filename: string;
  size: number;
}

/** A call to the hub that failed: `status` is the HTTP status, 0 when the service could not be reached. */
export class HubRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HubRequestError';
    this.status = status;
  }
}

/** The reads of the dataset-info service that the creation needs. */
export interface HubDatasetClient {
  /** Where the hub and its datasets server answer (resolved once when given lazily). */
  getUrls(): Promise<HubUrls>;
  /** Every config's info, by config name. */
  getInfo(repoId: string): Promise<Record<string, HubConfigInfo>>;
  getFirstRows(repoId: string, config: string, split: string): Promise<HubFirstRows>;
  getStatistics(repoId: string, config: string, split: string): Promise<HubStatistics>;
  listParquetFiles(repoId: string, config: string, split: string): Promise<HubParquetFile[]>;
}

/** Options of {@link createHubDatasetClient}. */
export interface HubDatasetClientOptions {
  /** The services, or a function resolving them on first use (e.g. from `GET /settings`). */
  urls?: HubUrls | (() => Promise<HubUrls>);
  fetch?: typeof globalThis.fetch;
}

/**
 * A client of the hub's datasets server on its real paths (`/info`, `/first-rows`, `/statistics`, `/parquet`).
 * The browser reads it directly, as the original does; the URLs are injected so a local stand-in serves them.
 *
 * @example
 * const hub = createHubDatasetClient({ urls: hubUrlsFromSettings(await client.getSettings()) });
 * const configs = await hub.getInfo('stanfordnlp/imdb');
 */
export function createHubDatasetClient({
  urls = PUBLIC_HUB_URLS,
  fetch = (input, init) => globalThis.fetch(input, init),
}: HubDatasetClientOptions = {}): HubDatasetClient {
  let resolved: Promise<HubUrls> | null = null;
  const getUrls = () => (resolved ??= typeof urls === 'function' ? urls() : Promise.resolve(urls));

  async function read<T>(path: string, params: Record<string, string>): Promise<T> {
    const { datasetsServerUrl } = await getUrls();
    const url = `${datasetsServerUrl.replace(/\/+$/, '')}/${path}?${new URLSearchParams(params).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' } });
    } catch (error) {
      throw new HubRequestError(0, `The datasets server could not be reached (${(error as Error).message})`);
    }
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    if (!response.ok) throw new HubRequestError(response.status, body?.error ?? response.statusText);
    if (body === null) throw new HubRequestError(response.status, 'The datasets server answered no JSON');
    return body as T;
  }

  return {
    getUrls,
    getInfo: async (dataset) =>
      (await read<{ dataset_info: Record<string, HubConfigInfo> }>('info', { dataset })).dataset_info,
    getFirstRows: (dataset, config, split) => read('first-rows', { dataset, config, split }),
    getStatistics: (dataset, config, split) => read('statistics', { dataset, config, split }),
    listParquetFiles: async (dataset, config, split) =>
      (await read<{ parquet_files: HubParquetFile[] }>('parquet', { dataset, config, split })).parquet_files,
  };
}
