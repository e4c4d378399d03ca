import { useCallback, useEffect, useRef } from 'react';
import { useScopedStyles } from '../../styles/useScopedStyles';
import { modelFillInCss } from './modelFillInCss';

/**
 * The fill-in panel's root and prompt refs, and its focus when it opens: the row menu that opened it is gone,
 * so the focus moves to the prompt and the panel scrolls into view just enough to be seen (it opens below the
 * table, often out of view). The root also gets the panel's scoped styles.
 */
export function useFillInPanelFocus() {
  const panelRef = useRef<HTMLElement | null>(null);
  const styleRef = useScopedStyles<HTMLElement>('mg-model-fill-in', modelFillInCss);
  const setPanel = useCallback(
    (node: HTMLElement | null) => {
      panelRef.current = node;
      styleRef(node);
    },
    [styleRef],
  );
  const promptRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    promptRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return { setPanel, promptRef };
}
