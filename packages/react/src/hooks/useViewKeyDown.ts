import { useEffect, useRef, type RefObject } from 'react';
import { isKeyForView, isTextInputTarget, keyEventTarget } from '@marginalia/core';

/** Where a key was pressed, as a view's shortcuts need to know it. */
export interface ViewKeyContext {
  /** The key went to a text input, where plain letters and digits are typing. */
  inTextInput: boolean;
}

/**
 * Listens to the keys of one view on the document holding `rootRef`: only keys the core's `isKeyForView` gives
 * this view (pressed inside it, shadow roots included), so an embedded view never acts on keys typed elsewhere
 * on the host page; keys another control already handled (`preventDefault`) and keys pressed inside a modal
 * dialog are left alone. `onKey` is read at each key, so it may change on every render.
 *
 * @example
 * useViewKeyDown(rootRef, (event, { inTextInput }) => { if (!inTextInput && event.key === 'a') accept(); });
 */
export function useViewKeyDown(
  rootRef: RefObject<Element | null>,
  onKey: (event: KeyboardEvent, context: ViewKeyContext) => void,
): void {
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current;
      if (event.defaultPrevented || !root || !isKeyForView(event, root)) return;
      const target = keyEventTarget(event);
      if (target instanceof Element && target.closest('[aria-modal="true"]')) return;
      onKeyRef.current(event, { inTextInput: isTextInputTarget(target) });
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}
