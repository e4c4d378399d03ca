import type { SearchRecordsParams } from '../api/recordCalls';
import type {
  SearchFilter,
  SearchInclude,
  SearchQuery,
  SearchRecordsBody,
  SearchScope,
  SearchSort,
} from '../api/wire/search';
import { ALL_FIELDS } from './criteriaConstants';
import {
  VALID_STATUSES,
  isRangeValue,
  type CriteriaSort,
  type PageMode,
  type RangeValue,
  type RecordCriteria,
  type ResponseFilter,
  type SuggestionFilter,
  type SuggestionValueFilter,
} from './RecordCriteria';
import { reviewStatusSearchFilter } from './reviewStatusFilter';

/** What the search request is built against. */
export interface SearchRequestContext {
  /** The dataset's questions; filters and sorts on other questions are left out (the server rejects them). */
  questions: readonly { name: string }[];
  /**
   * The records the criteria's review-status filter keeps (`GET /datasets/{id}/review/record-ids`), searched as
   * the record-id terms filter; absent or null adds no filter.
   */
  reviewRecordIds?: readonly string[] | null;
  /** The metadata properties the caller sees; filters and sorts on others are left out. */
  metadataProperties: readonly { name: string }[];
  /**
   * The records the criteria's comment filter keeps (`commentFilterRecordIds`), searched as the record-id terms
   * filter; absent or null adds no filter.
   */
  commentRecordIds?: readonly string[] | null;
  /** Defaults to the criteria's page mode; bulk mode does not load suggestions. */
  mode?: PageMode;
}

/** Query parameters of the search; `response_status` is informative only (the server ignores it). */
export interface SearchRequestParams extends SearchRecordsParams {
  include: SearchInclude[];
  offset: number;
  limit: number;
  response_status: string[];
}

/** Body and query parameters of `POST /me/datasets/{id}/records/search`. */
export interface SearchRequest {
  body: SearchRecordsBody;
  params: SearchRequestParams;
}

/** The id no record has: a record-id filter that must match nothing still sends one value (the wire needs one). */
export const NO_RECORD_ID = '00000000-0000-0000-0000-000000000000';

function range(scope: SearchScope, { ge, le }: RangeValue): SearchFilter {
  return { type: 'range', scope, ge, le };
}

function terms(scope: SearchScope, values: readonly string[]): SearchFilter {
  return { type: 'terms', scope, values: [...values] };
}

function responseFilters(filters: readonly ResponseFilter[]): SearchFilter[] {
  const scopeOf = (name: string): SearchScope => ({ entity: 'response', question: name });
  const isAnd = (filter: ResponseFilter) =>
    !Array.isArray(filter.value) && !isRangeValue(filter.value) && filter.value.operator === 'and';
  // As in the original: one filter per "any of" entry first, then one filter per label of the "all of" entries.
  const anyOf = filters
    .filter((filter) => !isAnd(filter))
    .map(({ name, value }) => {
      if (isRangeValue(value)) return range(scopeOf(name), value);
      return terms(scopeOf(name), Array.isArray(value) ? value : value.values);
    });
  const allOf = filters.filter(isAnd).flatMap(({ name, value }) => {
    const labels = (value as { values: string[] }).values;
    return labels.map((label) => terms(scopeOf(name), [label]));
  });
  return [...anyOf, ...allOf];
}

function isAllOfLabels(configuration: SuggestionValueFilter): boolean {
  if (configuration.name !== 'value' || isRangeValue(configuration.value)) return false;
  return configuration.value.operator === 'and';
}

function suggestionFilters(filters: readonly SuggestionFilter[]): SearchFilter[] {
  const scopeOf = (question: string, property: SuggestionValueFilter['name']): SearchScope => ({
    entity: 'suggestion',
    question,
    property,
  });
  const anyOf = filters.flatMap(({ question, configurations }) =>
    configurations
      .filter((configuration) => !isAllOfLabels(configuration))
      .map(({ name, value }) => {
        if (isRangeValue(value)) return range(scopeOf(question, name), value);
        return terms(scopeOf(question, name), Array.isArray(value) ? value : value.values);
      }),
  );
  const allOf = filters.flatMap(({ question, configurations }) =>
    configurations.filter(isAllOfLabels).flatMap(({ value }) => {
      const labels = (value as { values: string[] }).values;
      return labels.map((label) => terms(scopeOf(question, 'value'), [label]));
    }),
  );
  return [...anyOf, ...allOf];
}

function sortScope({ entity, name, property }: CriteriaSort): SearchScope {
  switch (entity) {
    case 'record':
      return { entity, property: name as Extract<SearchScope, { entity: 'record' }>['property'] };
    case 'metadata':
      return { entity, metadata_property: name };
    case 'response':
      return { entity, question: name };
    case 'suggestion':
      return property ? { entity, question: name, property } : { entity, question: name };
  }
}

/**
 * Builds the record search exactly as the original app sends it: `query` holds the similarity vector and the
 * text; `filters.and` holds the response status (with record status `pending` too in the pending queue, so
 * records completed by others disappear), then metadata, response and suggestion filters, then the comment
 * filter's records as a record-id filter (docs/comments-and-history.md); `sort` only when
 * sorting. Query parameters include responses, suggestions (not in bulk mode) and response_suggestions, with
 * `offset = from - 1` and `limit = many` from the page's server window.
 *
 * @example
 * const { body, params } = buildSearchRequest(committed, { questions, metadataProperties });
 * await client.searchMyRecords(datasetId, body, params);
 */
export function buildSearchRequest(criteria: RecordCriteria, context: SearchRequestContext): SearchRequest {
  const questionNames = new Set(context.questions.map((question) => question.name));
  const metadataNames = new Set(context.metadataProperties.map((property) => property.name));
  const { status, searchText, similaritySearch, page } = criteria;
  const statuses = status === 'valid' ? [...VALID_STATUSES] : [status];

  const query: SearchQuery = {};
  if (similaritySearch) {
    query.vector = {
      name: similaritySearch.vectorName,
      record_id: similaritySearch.recordId,
      max_results: similaritySearch.limit,
      order: similaritySearch.order === 'most' ? 'most_similar' : 'least_similar',
    };
  }
  const text = searchText.text.trim();
  if (text !== '') {
    query.text = searchText.field === ALL_FIELDS ? { q: text } : { q: text, field: searchText.field };
  }

  const and: SearchFilter[] = [terms({ entity: 'response', property: 'status' }, statuses)];
  if (status === 'pending') and.push(terms({ entity: 'record', property: 'status' }, ['pending']));
  for (const { name, value } of criteria.metadata.filter((filter) => metadataNames.has(filter.name))) {
    const scope: SearchScope = { entity: 'metadata', metadata_property: name };
    and.push(isRangeValue(value) ? range(scope, value) : terms(scope, value));
  }
  const reviewed = criteria.reviewStatus === null ? null : context.reviewRecordIds;
  if (reviewed) and.push(reviewStatusSearchFilter(reviewed));
  and.push(...responseFilters(criteria.response.filter((filter) => questionNames.has(filter.name))));
  and.push(...suggestionFilters(criteria.suggestion.filter((filter) => questionNames.has(filter.question))));
  const commented = criteria.comments === null ? null : context.commentRecordIds;
  if (commented) {
    and.push(terms({ entity: 'record', property: 'id' }, commented.length > 0 ? commented : [NO_RECORD_ID]));
  }
  const body: SearchRecordsBody = { query, filters: { and } };

  const sortBy = criteria.sortBy.filter((sort) => {
    if (sort.entity === 'metadata') return metadataNames.has(sort.name);
    return sort.entity === 'record' || questionNames.has(sort.name);
  });
  if (sortBy.length > 0) {
    body.sort = sortBy.map((sort): SearchSort => ({ scope: sortScope(sort), order: sort.order }));
  }

  const mode = context.mode ?? page.mode;
  const include: SearchInclude[] =
    mode === 'bulk'
      ? ['responses', 'response_suggestions']
      : ['responses', 'suggestions', 'response_suggestions'];
  return {
    body,
    params: { include, offset: page.server.from - 1, limit: page.server.many, response_status: statuses },
  };
}
