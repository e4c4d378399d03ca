import { useEffect, useRef, useState, type RefObject } from 'react';
import { afterPaintOf, hostTimers } from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../../hooks/useStoreSelector';
import { useOptionalAnnotationView } from '../view/AnnotationViewContext';

/** Stands in for the annotation view's store outside the view: its first load is always painted. */
const PAINTED: ReadableStore<{ firstLoadPainted: boolean }> = {
  getState: () => ({ firstLoadPainted: true }),
  subscribe: () => () => undefined,
};

/**
 * Whether a span control may mount, and the ref of the placeholder that stands in for it until then. On the annotation
 * view's first load the page's first record paints with the placeholder, and the control (its text, spans and labels)
 * mounts in a task of its own right after, so neither render grows into a long task (issue 27). That task is a normal
 * one (`afterPaintOf` without a scheduler: the next frame, then a zero timeout), not the view's background-priority
 * `firstLoadPainted`, which the page's other first answers kept waiting until its 100 ms fallback (a P4 trace: the
 * control mounted ~65 ms after the record's paint, on that fallback); whichever comes first. Later records, and a
 * control outside the view, mount at once.
 */
export function useSpanControlMount(): {
  mount: boolean;
  placeholderRef: RefObject<HTMLParagraphElement | null>;
} {
  const store: ReadableStore<{ firstLoadPainted: boolean }> = useOptionalAnnotationView()?.store ?? PAINTED;
  const viewPainted = useStoreSelector(store, (s) => s.firstLoadPainted);
  const placeholderRef = useRef<HTMLParagraphElement | null>(null);
  const [placeholderPainted, setPlaceholderPainted] = useState(false);
  const mount = viewPainted || placeholderPainted;
  useEffect(() => {
    if (mount) return;
    return afterPaintOf(
      placeholderRef.current?.ownerDocument.defaultView ?? undefined,
      hostTimers,
    )(() => setPlaceholderPainted(true));
  }, [mount]);
  return { mount, placeholderRef };
}
