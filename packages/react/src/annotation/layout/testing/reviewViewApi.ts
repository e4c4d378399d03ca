import { DATASET_ID } from '../../../testing/annotationFixtures';
import { viewApi } from './annotationViewHarness';

/** The review summary's path on the view's fake server. */
export const REVIEW_SUMMARY_PATH = `/v1/datasets/${DATASET_ID}/review/summary`;
/** The path of a review status's record ids. */
export const REVIEW_IDS_PATH = `/v1/datasets/${DATASET_ID}/review/record-ids`;

interface ReviewServer {
  summary: { can_review: boolean; reviewable: number; pending: number; accepted: number; rejected: number };
  /** The answer to one status's ids (`status` from the query). */
  ids: (status: string | null) => { items: string[]; total: number };
}

/**
 * The annotation view's fake server with the dataset's review: its summary and each status's record ids. Every read
 * of either is recorded in `reviewCalls`, in order.
 *
 * @example
 * const api = reviewViewApi({ summary: { can_review: true, reviewable: 0, pending: 0, accepted: 0, rejected: 0 },
 *   ids: () => ({ items: [], total: 0 }) });
 */
export function reviewViewApi({ summary, ids }: ReviewServer) {
  const api = viewApi();
  const reviewCalls: { path: string; query: URLSearchParams }[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const path = url.pathname.slice(url.pathname.indexOf('/v1/'));
    if (path === REVIEW_SUMMARY_PATH || path === REVIEW_IDS_PATH)
      reviewCalls.push({ path, query: url.searchParams });
    if (path === REVIEW_SUMMARY_PATH) return json(summary);
    if (path === REVIEW_IDS_PATH) return json(ids(url.searchParams.get('status')));
    return api.fetch(input, init);
  };
  return { ...api, fetch: fetch as typeof globalThis.fetch, reviewCalls };
}
