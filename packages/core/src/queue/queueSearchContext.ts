import type { SearchRequestContext } from '../criteria/buildSearchRequest';
import { criteriaFlags } from '../criteria/criteriaFlags';
import type { RecordCriteria } from '../criteria/RecordCriteria';
import type { Question } from '../model/Question';

/** What the queue knows about the dataset to build searches and name suggestions. */
export interface QueueContext {
  questions: readonly Pick<Question, 'id' | 'name'>[];
  /** The metadata properties the caller sees; null when they could not be loaded. */
  metadataProperties: readonly { name: string }[] | null;
}

function metadataNamesIn(criteria: RecordCriteria): { name: string }[] {
  const names = [
    ...criteria.metadata.map((filter) => filter.name),
    ...criteria.sortBy.filter((sort) => sort.entity === 'metadata').map((sort) => sort.name),
  ];
  return names.map((name) => ({ name }));
}

function questionNamesIn(criteria: RecordCriteria): { name: string }[] {
  const names = [
    ...criteria.response.map((filter) => filter.name),
    ...criteria.suggestion.map((filter) => filter.question),
    ...criteria.sortBy.filter((sort) => sort.entity !== 'metadata').map((sort) => sort.name),
  ];
  return names.map((name) => ({ name }));
}

/**
 * The context a search is built against. Before the questions or metadata properties are known (the first
 * search runs in parallel with loading them) the names the criteria use are trusted, so a deep link's filters
 * are not dropped.
 *
 * @example
 * buildSearchRequest(criteria, searchContextFor(criteria, null));
 */
export function searchContextFor(
  criteria: RecordCriteria,
  context: QueueContext | null,
): SearchRequestContext {
  return {
    questions: context?.questions ?? questionNamesIn(criteria),
    metadataProperties: context?.metadataProperties ?? metadataNamesIn(criteria),
  };
}

/**
 * Whether a filter narrows the records (text, metadata, response, suggestion, similarity or comments); sorting
 * and the status do not count. Decides the "no records found" wording and select-all-results.
 *
 * @example
 * isFilterActive(defaultRecordCriteria()); // false
 */
export function isFilterActive(criteria: RecordCriteria): boolean {
  const flags = criteriaFlags(criteria);
  return (
    flags.isFilteredByText ||
    flags.isFilteredByMetadata ||
    flags.isFilteredByResponse ||
    flags.isFilteredByReviewStatus ||
    flags.isFilteredBySuggestion ||
    flags.isFilteredBySimilarity ||
    flags.isFilteredByComments
  );
}
