import { parseMetadataParam, serializeMetadataParam } from './metadataUrlParam';
import { parsePageParam, serializePageParam } from './pageUrlParam';
import { parseReviewStatusParam } from './reviewStatusUrlParam';
import {
  COMMENT_FILTERS,
  CRITERIA_STATUSES,
  type CommentFilter,
  defaultRecordCriteria,
  type CriteriaStatus,
  type RecordCriteria,
} from './RecordCriteria';
import { parseResponseParam, serializeResponseParam } from './responseUrlParam';
import { parseSearchTextParam, serializeSearchTextParam } from './searchTextUrlParam';
import { parseSimilarityParam, serializeSimilarityParam } from './similarityUrlParam';
import { parseSortParam, serializeSortParam } from './sortUrlParam';
import { parseSuggestionParam, serializeSuggestionParam } from './suggestionUrlParam';

/** The query parameters that carry the criteria, in the order they are written. */
export const CRITERIA_URL_PARAMS = [
  'page',
  'status',
  'search',
  'metadata',
  'sort',
  'review',
  'response',
  'suggestion',
  'similarity',
  'comments',
  'review_sort',
] as const;

/** One of {@link CRITERIA_URL_PARAMS}. */
export type CriteriaUrlParam = (typeof CRITERIA_URL_PARAMS)[number];

function parseStatus(value: string | null): CriteriaStatus | null {
  return CRITERIA_STATUSES.find((status) => status === value) ?? null;
}

function parseComments(value: string | null): CommentFilter | null {
  return COMMENT_FILTERS.find((filter) => filter === value) ?? null;
}

/**
 * Reads criteria from the annotation URL's query. Missing or malformed parameters leave their default
 * (pending, focus page 1 of 10, no search, filters, sort or similarity); other parameters are ignored.
 *
 * @example
 * parseCriteriaFromUrl(new URLSearchParams('page=3~25&status=submitted&metadata=split.train'));
 */
export function parseCriteriaFromUrl(searchParams: URLSearchParams): RecordCriteria {
  const defaults = defaultRecordCriteria();
  return {
    status: parseStatus(searchParams.get('status')) ?? defaults.status,
    page: parsePageParam(searchParams.get('page')) ?? defaults.page,
    searchText: parseSearchTextParam(searchParams.get('search')) ?? defaults.searchText,
    metadata: parseMetadataParam(searchParams.get('metadata')),
    sortBy: parseSortParam(searchParams.get('sort')),
    reviewStatus: parseReviewStatusParam(searchParams.get('review')),
    response: parseResponseParam(searchParams.get('response')),
    suggestion: parseSuggestionParam(searchParams.get('suggestion')),
    similaritySearch: parseSimilarityParam(searchParams.get('similarity')),
    comments: parseComments(searchParams.get('comments')),
    reviewSort: searchParams.get('review_sort') === 'status',
  };
}

/**
 * Writes criteria as query parameters in the original app's format, so its deep links keep working. `page` and
 * `status` are always written; the others only when set.
 *
 * @example
 * serializeCriteriaToUrl(criteria).toString(); // 'page=1&status=pending&sort=record.inserted_at.asc'
 */
export function serializeCriteriaToUrl(criteria: RecordCriteria): URLSearchParams {
  const values: Record<CriteriaUrlParam, string | null> = {
    page: serializePageParam(criteria.page),
    status: criteria.status,
    search: serializeSearchTextParam(criteria.searchText),
    metadata: serializeMetadataParam(criteria.metadata),
    sort: serializeSortParam(criteria.sortBy),
    review: criteria.reviewStatus,
    response: serializeResponseParam(criteria.response),
    suggestion: serializeSuggestionParam(criteria.suggestion),
    similarity: serializeSimilarityParam(criteria.similaritySearch),
    comments: criteria.comments,
    review_sort: criteria.reviewSort ? 'status' : null,
  };
  const params = new URLSearchParams();
  for (const name of CRITERIA_URL_PARAMS) {
    const value = values[name];
    if (value !== null) params.set(name, value);
  }
  return params;
}
