import type { SearchFilter } from '../api/wire/search';
import { buildSearchRequest } from '../criteria/buildSearchRequest';
import { parseCriteriaFromUrl } from '../criteria/criteriaUrl';

/**
 * "The current filter" a pre-annotation run may take (issue 30): the annotation page's text search and filters,
 * as the run's `records` sends them (the record search's shape).
 */
export interface ModelSuggestionsFilter {
  text: { q: string; field?: string } | null;
  filters: SearchFilter[];
}

/**
 * The filter of an annotation page from its query (`?_status=draft&_metadata=…`), as a run's records: its status,
 * text search, metadata, response and suggestion filters, exactly as the page searches them. Null when the page's
 * records cannot be told by filters alone (a similarity search, a review-status or comment filter: those are lists
 * of records the page reads separately), so a run never takes other records than the page shows.
 *
 * @example
 * modelSuggestionsFilterOfUrl('?_status=draft'); // { text: null, filters: [response status draft] }
 */
export function modelSuggestionsFilterOfUrl(query: string): ModelSuggestionsFilter | null {
  const criteria = parseCriteriaFromUrl(new URLSearchParams(query));
  if (criteria.similaritySearch || criteria.reviewStatus !== null || criteria.comments !== null) return null;
  // The names the page's filters use: the server answers 422 for one the dataset no longer has.
  const names = (list: readonly string[]) => list.map((name) => ({ name }));
  const { body } = buildSearchRequest(criteria, {
    questions: names([
      ...criteria.response.map((f) => f.name),
      ...criteria.suggestion.map((f) => f.question),
    ]),
    metadataProperties: names(criteria.metadata.map((f) => f.name)),
  });
  const text = body.query?.text;
  return {
    text: text ? { q: String(text.q), ...(text.field ? { field: text.field } : {}) } : null,
    filters: body.filters?.and ?? [],
  };
}
