import type { ApiClient } from '../api/createApiClient';
import { CACHE_DURATIONS_MS } from '../api/cache/cacheDurations';
import type { SearchRecordsParams } from '../api/recordCalls';
import type { SearchRecordsBody, WireSearchPage } from '../api/wire/search';
import { buildSearchRequest } from '../criteria/buildSearchRequest';
import { createRecordCriteriaStore } from '../criteria/createRecordCriteriaStore';
import { parseCriteriaFromUrl } from '../criteria/criteriaUrl';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import { systemClock, type Clock } from '../environment/Environment';
import type { Field } from '../model/Field';
import type { Question } from '../model/Question';
import { readsUncounted } from '../queue/queueTotal';
import { searchContextFor } from '../queue/queueSearchContext';
import { loadDatasetInfo } from './loadDatasetInfo';
import { readViewFields, readViewQuestions } from './readViewSettings';

/**
 * The first reads of an annotation page, started before the page renders; the page's annotation store adopts
 * them (`AnnotationStoreOptions.prefetch`) instead of asking again.
 */
export interface AnnotationPrefetch {
  readonly datasetId: string;
  /**
   * The dataset's fields and questions once both have answered (a failed read as none): what a host needs to start
   * loading the parts the page will draw them with (the span editor, markdown) before the page renders.
   */
  readonly settings: Promise<AnnotationPrefetchSettings>;
  /**
   * The prefetched first page when `body` and `params` are the ones prefetched for `datasetId`, still under way
   * or answered within the last 3 s with no write through the client since; once only. Otherwise null.
   */
  takeSearchPage(
    datasetId: string,
    body: SearchRecordsBody,
    params: SearchRecordsParams,
  ): Promise<WireSearchPage> | null;
}

/** The prefetched settings of {@link AnnotationPrefetch.settings}. */
export interface AnnotationPrefetchSettings {
  fields: Field[];
  questions: Question[];
}

/** Options of {@link prefetchAnnotationView}. */
export interface AnnotationPrefetchOptions {
  /** The clock the prefetched page expires by; `Date.now` unless injected. */
  now?: Clock;
}

/** The criteria the annotation session starts from for this address (`createAnnotationSession`). */
function criteriaAt(datasetId: string, query: URLSearchParams): RecordCriteria {
  return createRecordCriteriaStore({ datasetId, initial: parseCriteriaFromUrl(query) }).getState().committed;
}

/**
 * The first page's search as the queue's first load sends it in focus mode, before the dataset's questions and
 * metadata properties are known; null when that load reads something else first or counts (a comment or
 * review-status filter, a review-order sort, a similarity search, bulk mode), which is not prefetched.
 */
function firstPageSearch(
  target: RecordCriteria,
): { body: SearchRecordsBody; params: SearchRecordsParams } | null {
  if (!readsUncounted(target, true) || target.comments !== null || target.reviewStatus !== null) return null;
  const { page, many } = target.page.client;
  const window = { ...target.page, server: { from: page, many } };
  return buildSearchRequest({ ...target, page: window }, searchContextFor(target, null));
}

const keyOf = (datasetId: string, body: SearchRecordsBody, params: SearchRecordsParams) =>
  JSON.stringify([datasetId, body, params]);

/**
 * Starts the reads the annotation page of `datasetId` at the address `query` shows its first record with: the
 * dataset and its workspace, fields, questions and metadata properties (kept in the client's GET cache, which
 * the store's identical reads then join or hit) and the first page's search (which the store takes once through
 * {@link AnnotationPrefetch.takeSearchPage}). Lets a host send them beside the session restore instead of after
 * it and the first render. Failures are left to the store: it asks again.
 *
 * @example
 * const prefetch = prefetchAnnotationView(sdk.client, datasetId, new URLSearchParams(location.search));
 * createAnnotationSession(sdk, datasetId, { url, prefetch });
 */
export function prefetchAnnotationView(
  client: ApiClient,
  datasetId: string,
  query: URLSearchParams,
  { now = systemClock }: AnnotationPrefetchOptions = {},
): AnnotationPrefetch {
  const swallow = () => undefined;
  void loadDatasetInfo(client, datasetId);
  const settings = Promise.all([readViewFields(client, datasetId), readViewQuestions(client, datasetId)]).then(
    ([fields, questions]) => ({ fields, questions }),
  );
  client.getMetadataProperties(datasetId).catch(swallow);
  const search = firstPageSearch(criteriaAt(datasetId, query));
  if (!search) return { datasetId, settings, takeSearchPage: () => null };

  let pending: { key: string; page: Promise<WireSearchPage>; answeredAt: number | null } | null = {
    key: keyOf(datasetId, search.body, search.params),
    page: client.searchMyRecordsPage(datasetId, search.body, search.params),
    answeredAt: null,
  };
  const held = pending;
  held.page.then(
    () => (held.answeredAt = now()),
    () => {
      if (pending === held) pending = null;
    },
  );
  // A write (an answer sent from another view, a settings change) may change the page: it is asked again.
  const stopWatching = client.onInvalidate(() => {
    pending = null;
    stopWatching();
  });
  return {
    datasetId,
    settings,
    takeSearchPage(id, body, params) {
      const taken = pending;
      if (!taken || taken.key !== keyOf(id, body, params)) return null;
      pending = null;
      stopWatching();
      const fresh = taken.answeredAt === null || now() - taken.answeredAt < CACHE_DURATIONS_MS.default;
      return fresh ? taken.page : null;
    },
  };
}

/**
 * The client of an annotation store given a prefetch: its first-page search takes the prefetched answer when
 * it is the same search; every other call, and every later search, is the client's own.
 *
 * @example
 * const client = withPrefetchedSearch(sdk.client, prefetch);
 */
export function withPrefetchedSearch(client: ApiClient, prefetch: AnnotationPrefetch): ApiClient {
  return {
    ...client,
    searchMyRecordsPage: (datasetId, body, params = {}) =>
      prefetch.takeSearchPage(datasetId, body, params) ?? client.searchMyRecordsPage(datasetId, body, params),
  };
}
