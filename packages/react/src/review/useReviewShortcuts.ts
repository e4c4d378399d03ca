import type { RefObject } from 'react';
import { reviewShortcutOf, type ReviewStore } from '@marginalia/core';
import { useViewKeyDown } from '../hooks/useViewKeyDown';

/**
 * The review's keys (the core's `reviewShortcutOf`): A accepts, R opens the comment box of a rejection, J/→ and
 * K/← move through the queue; only for keys pressed inside this view (shadow roots included) and never while
 * typing or inside a modal dialog.
 *
 * @example
 * useReviewShortcuts(rootRef, store);
 */
export function useReviewShortcuts(rootRef: RefObject<Element | null>, store: ReviewStore): void {
  useViewKeyDown(rootRef, (event, context) => {
    const action = reviewShortcutOf(event, context);
    if (!action) return;
    event.preventDefault();
    const state = store.getState();
    if (action === 'reject') state.setRejecting(true);
    else void state[action]();
  });
}
