import { selectIsBulk, type AnnotationState, type BulkFormState } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView, type AnnotationViewContextValue } from './AnnotationViewContext';

const pickBulkForm = (s: BulkFormState): BulkFormState => ({
  running: s.running,
  canAnnotate: s.canAnnotate,
  disabledReason: s.disabledReason,
});

/**
 * What the record form of the surrounding annotation view shows, picked by a core selector from the annotation
 * state and the bulk state (null in focus mode), and the store to send its intents to.
 *
 * @example
 * const [actions, store] = useRecordForm(selectRecordActions);
 * <button disabled={!actions.canDiscard} onClick={() => void store.getState().discard()} />
 */
export function useRecordForm<T>(
  selector: (form: AnnotationState, bulk: BulkFormState | null) => T,
): [T, AnnotationViewContextValue['store']] {
  const { store } = useAnnotationView();
  // Bulk mode belongs to pending records: the core keeps other statuses in focus mode.
  const isBulk = useStoreSelector(store.criteria, selectIsBulk);
  const bulk = useStoreSelector(store.bulk, pickBulkForm, shallowEqual);
  const selection = isBulk ? bulk : null;
  return [useStoreSelector(store, (s) => selector(s, selection), shallowEqual), store];
}
