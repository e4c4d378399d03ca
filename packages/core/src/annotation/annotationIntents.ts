import type { AnnotationData } from './annotationInitialData';
import type { AnnotationAccess, AnnotationParts } from './annotationParts';
import type { AnnotationState, AnnotationStoreOptions } from './annotationState';
import type { UnsavedChangeGuard } from './createUnsavedChangeGuard';
import { loadAnnotationView } from './loadAnnotationView';

/** The intents of the annotation store: the state's functions. */
export type AnnotationIntents = Omit<AnnotationState, keyof AnnotationData>;

/** What the intents reach only after the store exists: the unsaved-change guard and the teardown. */
export interface AnnotationWiringRef {
  guard: UnsavedChangeGuard;
  dispose: () => void;
}

/**
 * The intents the view sends, each delegating to the part that owns it. `wiring` is read when an intent runs,
 * since the guard and the subscriptions are made after the store.
 */
export function createAnnotationIntents(
  options: AnnotationStoreOptions,
  parts: AnnotationParts,
  { get, set }: AnnotationAccess,
  wiring: () => AnnotationWiringRef,
): AnnotationIntents {
  const { client, queue, outbox, form, shown, paging, timer, autosave, actions, reloadMetrics, flushOutbox } =
    parts;
  return {
    async load() {
      if (get().status === 'loading') return;
      const { datasetId, online } = options;
      const loaded = await loadAnnotationView({ client, datasetId, queue, set, reloadMetrics });
      if (loaded && outbox.size() > 0 && (online?.isOnline() ?? true)) await flushOutbox();
    },
    setAnswer(questionName, value) {
      set(form.withAnswers({ ...get().answers, [questionName]: value }));
      autosave.answered();
    },
    ...actions,
    reset: () => set(form.withAnswers(form.snapshot())),
    next: paging.next,
    previous: paging.previous,
    continuePendingChange: () => shown.dropEditsDuring(() => wiring().guard.proceed()),
    closePendingChange: () => wiring().guard.rollBack(),
    flushOutbox,
    pauseTimer: () => timer.pause(),
    resumeTimer: () => timer.resume(),
    dispose: () => wiring().dispose(),
  };
}
