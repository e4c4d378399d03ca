import { accountCalls, type AccountCalls } from './accountCalls';
import { commentCalls, type CommentCalls } from './commentCalls';
import { createRequester, type RequesterOptions } from './createRequester';
import { creationCalls, type CreationCalls } from './creationCalls';
import { datasetCalls, type DatasetCalls } from './datasetCalls';
import { datasetSettingsCalls, type DatasetSettingsCalls } from './datasetSettingsCalls';
import { documentCalls, type DocumentCalls } from './documentCalls';
import { recordCalls, type RecordCalls } from './recordCalls';
import { reviewCalls, type ReviewCalls } from './reviewCalls';
import { historyCalls, type HistoryCalls } from './historyCalls';

export type { AccountCalls } from './accountCalls';
export type { CommentCalls } from './commentCalls';
export type { CreationCalls } from './creationCalls';
export type { DatasetCalls } from './datasetCalls';
export type { DatasetSettingsCalls } from './datasetSettingsCalls';
export type { DocumentCalls } from './documentCalls';
export type { ReadOptions } from './readOptions';
export type { RecordCalls, SearchRecordsParams } from './recordCalls';
export type { ReviewCalls } from './reviewCalls';
export type { DatasetHistoryFilterQuery, HistoryCalls, HistoryCsvFile } from './historyCalls';

/** Options of {@link createApiClient}: the injected environment of its HTTP layer. */
export type ApiClientOptions = RequesterOptions;

/**
 * Typed calls of the v1 API over the wire types. Every failure rejects with an `ApiError`. GET answers are
 * cached per client (3 s unless the call or the server says otherwise); writes invalidate the reads they affect.
 * The calls are grouped by what uses them, one file each (`accountCalls`, `datasetCalls`, …).
 */
export interface ApiClient
  extends
    AccountCalls,
    DatasetCalls,
    DatasetSettingsCalls,
    RecordCalls,
    CreationCalls,
    DocumentCalls,
    ReviewCalls,
    HistoryCalls,
    CommentCalls {
  /**
   * Drops this client's cached GET answers under a path relative to `/v1` (`*` stands for one segment, `/`
   * drops all). Writes made through the client already invalidate what they affect.
   *
   * @example
   * client.invalidate(`/datasets/${datasetId}`); // the dataset, its progress, fields, questions…
   */
  invalidate(pathPrefix: string): void;
  /**
   * Calls `listener` with each path pattern this client makes stale (its writes, `invalidate`); returns the
   * unsubscribe. Queries use it to read again (`staleWhenInvalidated`).
   */
  onInvalidate(listener: (pathPattern: string) => void): () => void;
}

/**
 * Creates the typed API client. One per app or custom element; credentials are pulled through
 * `getCredentials` so the client never owns session state. Each client has its own GET cache.
 *
 * @example
 * const client = createApiClient({ baseUrl: '/api', getCredentials: () => ({ token }) });
 * const { items } = await client.getMyDatasets();
 * const dataset = await client.getDataset(id, { cache: 'large' });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const request = createRequester(options);
  return {
    ...accountCalls(request),
    ...datasetCalls(request),
    ...datasetSettingsCalls(request),
    ...recordCalls(request),
    ...creationCalls(request),
    ...documentCalls(request),
    ...reviewCalls(request),
    ...historyCalls(request),
    ...commentCalls(request),
    invalidate: (pathPrefix) => request.invalidate(pathPrefix),
    onInvalidate: (listener) => request.onInvalidate(listener),
  };
}
