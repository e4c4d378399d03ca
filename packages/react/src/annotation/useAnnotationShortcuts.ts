import { useEffect, useRef, type RefObject } from 'react';
import { annotationShortcutFor, isTextInputTarget, type AnnotationShortcut } from './annotationShortcut';

/**
 * Listens for the annotation shortcuts on the document holding `rootRef` (so they work wherever focus is,
 * including inside a shadow root) and runs the matching handler.
 */
export function useAnnotationShortcuts(
  rootRef: RefObject<Element | null>,
  handlers: Partial<Record<AnnotationShortcut, () => void>>,
): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Events from a shadow root are retargeted to its host: read the real target from the path.
      const target = event.composedPath()[0] ?? event.target;
      const shortcut = annotationShortcutFor({ ...pickKeys(event), inTextInput: isTextInputTarget(target) });
      const handler = shortcut ? handlersRef.current[shortcut] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}

function pickKeys(event: KeyboardEvent) {
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
  };
}
