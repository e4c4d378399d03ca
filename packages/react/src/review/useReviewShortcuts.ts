import { useEffect, type RefObject } from 'react';
import {
  isKeyForView,
  isTextInputTarget,
  keyEventTarget,
  reviewShortcutOf,
  type ReviewStore,
} from '@marginalia/core';

/**
 * The review's keys (the core's `reviewShortcutOf`): A accepts, R opens the comment box of a rejection, J/→ and
 * K/← move through the queue; only for keys pressed inside this view (shadow roots included) and never while
 * typing or inside a modal dialog.
 *
 * @example
 * useReviewShortcuts(rootRef, store);
 */
export function useReviewShortcuts(rootRef: RefObject<Element | null>, store: ReviewStore): void {
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current;
      if (event.defaultPrevented || !root || !isKeyForView(event, root)) return;
      const target = keyEventTarget(event);
      if (target instanceof Element && target.closest('[aria-modal="true"]')) return;
      const action = reviewShortcutOf(event, { inTextInput: isTextInputTarget(target) });
      if (!action) return;
      event.preventDefault();
      const state = store.getState();
      if (action === 'reject') state.setRejecting(true);
      else void state[action]();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [rootRef, store]);
}
