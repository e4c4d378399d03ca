import type {
  ReviewersUpdate,
  ReviewQueueQuery,
  ReviewsBulkUpdate,
  ReviewUpdate,
  WireDatasetAgreement,
  WireRecordReviewer,
  WireReview,
  WireReviewers,
  WireReviewQueue,
  WireReviewsBulkResult,
  WireReviewSummary,
} from './wire/review';
import type { ReviewRecordIdsQuery, WireReviewRecordIds } from './wire/reviewRecordIds';
import type { Requester } from './createRequester';
import type { ReadOptions } from './readOptions';

/** Review and agreement, on Marginalia's paths beside the Argilla wire (docs/review-and-agreement.md). */
export interface ReviewCalls {
  /** GET /v1/records/{id}/review: its review, or the default gold answer while nobody reviewed it. */
  getRecordReview(recordId: string, options?: ReadOptions): Promise<WireReview>;
  /** GET /v1/records/{id}/review/reviewer: who took the record's standing review decision (ids and username). */
  getRecordReviewer(recordId: string, options?: ReadOptions): Promise<WireRecordReviewer>;
  /** PUT /v1/records/{id}/review (reviewers): accept (stores the gold answer) or reject (needs a comment). */
  updateRecordReview(recordId: string, body: ReviewUpdate): Promise<WireReview>;
  /** PUT /v1/datasets/{id}/reviews (reviewers): several records of the dataset reviewed at once, each on its own. */
  updateRecordReviews(datasetId: string, body: ReviewsBulkUpdate): Promise<WireReviewsBulkResult>;
  /** GET /v1/datasets/{id}/review/records (reviewers): records ready for review, most disagreement first. */
  getReviewQueue(
    datasetId: string,
    query?: ReviewQueueQuery,
    options?: ReadOptions,
  ): Promise<WireReviewQueue>;
  /** GET /v1/datasets/{id}/review/summary: reviewed, accepted and rejected counts, and whether the caller reviews. */
  getReviewSummary(datasetId: string, options?: ReadOptions): Promise<WireReviewSummary>;
  /** GET /v1/datasets/{id}/review/record-ids: the ids of the records with a review status (the page's filter). */
  getReviewRecordIds(
    datasetId: string,
    query: ReviewRecordIdsQuery,
    options?: ReadOptions,
  ): Promise<WireReviewRecordIds>;
  /** GET /v1/datasets/{id}/reviewers: the members named reviewers of the dataset. */
  getReviewers(datasetId: string, options?: ReadOptions): Promise<WireReviewers>;
  /** PUT /v1/datasets/{id}/reviewers (owners and admins): replaces the list. */
  updateReviewers(datasetId: string, body: ReviewersUpdate): Promise<WireReviewers>;
  /** GET /v1/datasets/{id}/agreement (reviewers): inter-annotator agreement per question and per annotator. */
  getDatasetAgreement(datasetId: string, options?: ReadOptions): Promise<WireDatasetAgreement>;
}

const segment = encodeURIComponent;

/** The review calls of `createApiClient` over one requester. */
export function reviewCalls(request: Requester): ReviewCalls {
  return {
    getRecordReview: (recordId, options) => request('GET', `/records/${segment(recordId)}/review`, options),
    getRecordReviewer: (recordId, options) =>
      request('GET', `/records/${segment(recordId)}/review/reviewer`, options),
    updateRecordReview: (recordId, body) =>
      request('PUT', `/records/${segment(recordId)}/review`, { json: body }),
    updateRecordReviews: (datasetId, body) =>
      request('PUT', `/datasets/${segment(datasetId)}/reviews`, { json: body }),
    getReviewQueue: (datasetId, query = {}, options) =>
      request('GET', `/datasets/${segment(datasetId)}/review/records`, {
        ...options,
        query: { status: query.status, sort: query.sort, offset: query.offset, limit: query.limit },
      }),
    getReviewSummary: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/review/summary`, options),
    getReviewRecordIds: (datasetId, query, options) =>
      request('GET', `/datasets/${segment(datasetId)}/review/record-ids`, {
        ...options,
        query: { status: query.status, order: query.order, offset: query.offset, limit: query.limit },
      }),
    getReviewers: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/reviewers`, options),
    updateReviewers: (datasetId, body) =>
      request('PUT', `/datasets/${segment(datasetId)}/reviewers`, { json: body }),
    getDatasetAgreement: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/agreement`, options),
  };
}
