import type { ReviewFilterStatus } from '../api/wire/reviewFilterStatuses';
import {
  ALL_FIELDS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SIMILARITY_LIMIT,
  DEFAULT_SIMILARITY_ORDER,
} from './criteriaConstants';

/** Record statuses a user can filter by. */
export type CriteriaRecordStatus = 'pending' | 'draft' | 'submitted' | 'discarded';

/** The status filter; `valid` is the virtual "All data" (pending, submitted or draft). */
export type CriteriaStatus = CriteriaRecordStatus | 'valid';

/** Statuses of the status filter, in the order it offers them. */
export const CRITERIA_STATUSES: readonly CriteriaStatus[] = [
  'pending',
  'draft',
  'discarded',
  'valid',
  'submitted',
];

/** What the virtual `valid` status stands for. */
export const VALID_STATUSES: readonly CriteriaRecordStatus[] = ['pending', 'submitted', 'draft'];

/** Focus shows one record at a time; bulk shows a page of records. */
export type PageMode = 'focus' | 'bulk';

/**
 * Pagination. `client.page` is the 1-based position of the first record shown (bulk pages advance by the page
 * size), `client.many` the page size. `server` is what the next search asks for; the record queue may widen it
 * to fetch ahead.
 */
export interface PageCriteria {
  mode: PageMode;
  client: { page: number; many: number };
  server: { from: number; many: number };
}

/** Full-text search; `field` is a field name or `all`. An empty text means no search. */
export interface SearchTextCriteria {
  text: string;
  field: string;
}

/** An inclusive numeric range. */
export interface RangeValue {
  ge: number;
  le: number;
}

/** How the selected labels of a multi-label filter combine. */
export type LabelOperator = 'and' | 'or';

/** Labels of a multi-label filter: `and` requires every label, `or` any of them. */
export interface LabelsWithOperator {
  operator: LabelOperator;
  values: string[];
}

/** Operator of a new multi-label filter. */
export const DEFAULT_LABEL_OPERATOR: LabelOperator = 'and';

/** A metadata filter: chosen terms, or a range of a numeric property. */
export interface MetadataFilter {
  name: string;
  value: string[] | RangeValue;
}

/** A response filter: a rating range, single-label values or multi-label values with an operator. */
export interface ResponseFilter {
  name: string;
  value: string[] | RangeValue | LabelsWithOperator;
}

/** The suggested value of a question: labels (with an operator for multi-label) or a rating range. */
export type SuggestionValueFilter =
  | { name: 'value'; value: { values: string[]; operator?: LabelOperator } | RangeValue }
  | { name: 'score'; value: RangeValue }
  | { name: 'agent'; value: string[] };

/** A suggestion filter: one question and what its suggestion must match (value, score, agents). */
export interface SuggestionFilter {
  question: string;
  configurations: SuggestionValueFilter[];
}

/** One sort criterion; `property` exists only for suggestions. */
export interface CriteriaSort {
  entity: 'record' | 'metadata' | 'suggestion' | 'response';
  name: string;
  order: 'asc' | 'desc';
  property?: 'score' | 'value';
}

/** Order of a similarity search. */
export type SimilarityOrder = 'most' | 'least';

/** Records similar (or least similar) to a reference record by one vector. */
export interface SimilaritySearch {
  recordId: string;
  vectorName: string;
  limit: number;
  order: SimilarityOrder;
}

/**
 * A comment filter (docs/comments-and-history.md): records with an open comment, or with an open comment that
 * mentions the user. Searched as the Argilla search's record-id filter, so the search keeps its shape.
 */
export type CommentFilter = 'open' | 'mentions';

/** The comment filters, in the order the filter offers them. */
export const COMMENT_FILTERS: readonly CommentFilter[] = ['open', 'mentions'];

/** Everything that decides which records the annotation view shows, and in which order. */
export interface RecordCriteria {
  status: CriteriaStatus;
  page: PageCriteria;
  searchText: SearchTextCriteria;
  metadata: MetadataFilter[];
  sortBy: CriteriaSort[];
  /** Records with this review status (docs/review-and-agreement.md); `null` when not filtering by review. */
  reviewStatus: ReviewFilterStatus | null;
  /**
   * Records in review-status order (pending review, rejected, accepted, not reviewed), the other sort within each
   * status. Not in `sortBy`: that maps onto the Argilla search's sort scopes, which have no review key.
   */
  reviewSort: boolean;
  response: ResponseFilter[];
  suggestion: SuggestionFilter[];
  /** `null` when not searching by similarity. */
  similaritySearch: SimilaritySearch | null;
  /** `null` when not filtering by comments. */
  comments: CommentFilter | null;
}

/** The parts of {@link RecordCriteria}. */
export type CriteriaPart = keyof RecordCriteria;

/**
 * A page at position `page` with `many` records; the server window starts at the same position.
 *
 * @example
 * pageAt('bulk', 11, 10); // second bulk page of 10
 */
export function pageAt(mode: PageMode, page = 1, many = DEFAULT_PAGE_SIZE): PageCriteria {
  return { mode, client: { page, many }, server: { from: page, many } };
}

/**
 * Criteria of a freshly opened dataset: pending records, focus mode, page 1 of 10, no filters.
 *
 * @example
 * const criteria = { ...defaultRecordCriteria(), status: 'submitted' };
 */
export function defaultRecordCriteria(): RecordCriteria {
  return {
    status: 'pending',
    page: pageAt('focus'),
    searchText: { text: '', field: ALL_FIELDS },
    metadata: [],
    sortBy: [],
    reviewStatus: null,
    reviewSort: false,
    response: [],
    suggestion: [],
    similaritySearch: null,
    comments: null,
  };
}

/**
 * A similarity search with the defaults filled in (limit 50, order most).
 *
 * @example
 * similaritySearchOf({ recordId, vectorName: 'embedding' }); // { …, limit: 50, order: 'most' }
 */
export function similaritySearchOf(
  search: Pick<SimilaritySearch, 'recordId' | 'vectorName'> & Partial<SimilaritySearch>,
): SimilaritySearch {
  return {
    recordId: search.recordId,
    vectorName: search.vectorName,
    limit: search.limit ?? DEFAULT_SIMILARITY_LIMIT,
    order: search.order ?? DEFAULT_SIMILARITY_ORDER,
  };
}

/** Whether a range value (as opposed to a list of terms or labels). */
export function isRangeValue(value: unknown): value is RangeValue {
  return typeof value === 'object' && value !== null && 'ge' in value && 'le' in value;
}
