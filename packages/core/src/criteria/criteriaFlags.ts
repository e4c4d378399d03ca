import type { RecordCriteria } from './RecordCriteria';

/** What the committed criteria filter or sort by. */
export interface CriteriaFlags {
  isFilteredByText: boolean;
  isFilteredByMetadata: boolean;
  isFilteredByResponse: boolean;
  /** A review status (docs/review-and-agreement.md). */
  isFilteredByReviewStatus: boolean;
  isFilteredBySuggestion: boolean;
  isFilteredBySimilarity: boolean;
  /** Open comments, or mentions of the user (docs/comments-and-history.md). */
  isFilteredByComments: boolean;
  isFilteredBySort: boolean;
  /** Any status other than the default `pending`. */
  isFilteredByStatus: boolean;
  /**
   * Whether anything beyond the status narrows or reorders the records (text, metadata, response, suggestion,
   * similarity or sort), as the original's "advanced search" check used by empty states and select-all.
   */
  isFiltered: boolean;
}

/**
 * Computes the filter flags of criteria.
 *
 * @example
 * criteriaFlags(defaultRecordCriteria()).isFiltered; // false
 */
export function criteriaFlags(criteria: RecordCriteria): CriteriaFlags {
  const flags = {
    isFilteredByText: criteria.searchText.text.trim() !== '',
    isFilteredByMetadata: criteria.metadata.length > 0,
    isFilteredByResponse: criteria.response.length > 0,
    isFilteredByReviewStatus: criteria.reviewStatus !== null,
    isFilteredBySuggestion: criteria.suggestion.length > 0,
    isFilteredBySimilarity: criteria.similaritySearch !== null,
    isFilteredByComments: criteria.comments !== null,
    isFilteredBySort: criteria.sortBy.length > 0,
  };
  return {
    ...flags,
    isFilteredByStatus: criteria.status !== 'pending',
    isFiltered: Object.values(flags).some(Boolean),
  };
}
