import type { RecordCriteriaState, RecordCriteriaStore } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView } from './AnnotationViewContext';

/**
 * A slice of the record criteria of the surrounding annotation view, and the criteria store to send intents to.
 *
 * @example
 * const [status, criteria] = useCriteria((s) => s.committed.status);
 * criteria.getState().setStatus('draft');
 */
export function useCriteria<T>(
  selector: (state: RecordCriteriaState) => T,
  isEqual: (a: T, b: T) => boolean = shallowEqual,
): [T, RecordCriteriaStore] {
  const { store } = useAnnotationView();
  return [useStoreSelector(store.criteria, selector, isEqual), store.criteria];
}
