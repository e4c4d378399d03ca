import type { RecordCriteriaState } from './recordCriteriaState';

/**
 * Whether Reset has something to do: a filter or sort it clears is committed (metadata, sort, review status and sort,
 * response, suggestion), or the draft differs from the committed criteria.
 *
 * @example
 * const canReset = useStoreSelector(criteria, selectCanReset);
 */
export function selectCanReset(state: RecordCriteriaState): boolean {
  const { metadata, sortBy, response, suggestion, reviewStatus, reviewSort } = state.committed;
  const lists = metadata.length + sortBy.length + response.length + suggestion.length;
  return lists > 0 || reviewStatus !== null || reviewSort || state.hasChanges;
}
