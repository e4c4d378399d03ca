import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a pointer press outside `ref` or the Escape key calls `onDismiss` with that event. The outside
 * test uses the event's composed path, so it also works inside shadow roots.
 *
 * @example
 * useDismiss(panelRef, open, () => setOpen(false));
 */
export function useDismiss(ref: RefObject<Element | null>, open: boolean, onDismiss: (event: Event) => void): void {
  useEffect(() => {
    if (!open) return;
    const doc = ref.current?.ownerDocument;
    const onPointer = (event: Event) => {
      if (ref.current && !event.composedPath().includes(ref.current)) onDismiss(event);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss(event);
    };
    doc?.addEventListener('pointerdown', onPointer);
    doc?.addEventListener('keydown', onKey);
    return () => {
      doc?.removeEventListener('pointerdown', onPointer);
      doc?.removeEventListener('keydown', onKey);
    };
  }, [ref, open, onDismiss]);
}
