import type { AnnotationStoreOptions } from './annotationState';
import { composeAnnotationStore, type AnnotationStore } from './composeAnnotationStore';

export type {
  AnnotationData,
  AnnotationState,
  AnnotationStoreOptions,
  AnnotationAction,
  DraftSaveStatus,
  PendingConfirmation,
} from './annotationState';
export type { AnnotationStore } from './composeAnnotationStore';
export { AUTOSAVE_AFTER_MS } from './draftAutosave';

/**
 * Creates the store of the annotation view on top of the record criteria and the record queue, wired at once
 * (`composeAnnotationStore` says how it is put together); `store.getState().dispose()` undoes the wiring.
 * A host on a page uses `createAnnotationSession`, which wires it only when started.
 *
 * @example
 * const store = createAnnotationStore({ client, datasetId, userId: user.id, criteria });
 * await store.getState().load();
 * store.getState().setAnswer('sentiment', 'positive');
 * await store.getState().submit();
 */
export function createAnnotationStore(options: AnnotationStoreOptions): AnnotationStore {
  const { store, wire } = composeAnnotationStore(options);
  wire();
  return store;
}
