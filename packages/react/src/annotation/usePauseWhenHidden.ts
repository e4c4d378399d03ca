import { useEffect, type RefObject } from 'react';
import { visibilitySignalOf } from '@marginalia/core';
import type { AnnotationStore } from './useAnnotationStore';

/** Stops counting answer time while the browser tab is hidden (spec 1 §4), and resumes when it shows again. */
export function usePauseWhenHidden(rootRef: RefObject<Element | null>, store: AnnotationStore): void {
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc) return;
    const visibility = visibilitySignalOf(doc);
    return visibility.subscribe(() =>
      visibility.isHidden() ? store.getState().pauseTimer() : store.getState().resumeTimer(),
    );
  }, [rootRef, store]);
}
