import { useCallback } from 'react';
import { injectStyles } from './injectStyles';
import { themeCss } from './themeCss';

/**
 * A callback ref for a component's root node that injects the shared theme and the component's own
 * stylesheet into the node's root (document head or shadow root), once per id.
 *
 * @example
 * const rootRef = useScopedStyles('mg-sign-in', signInCss);
 * return <form ref={rootRef} className="mg-root mg-sign-in">…</form>;
 */
export function useScopedStyles<T extends Element>(id: string, css: string): (node: T | null) => void {
  return useCallback(
    (node: T | null) => {
      if (!node) return;
      injectStyles(node, 'mg-theme', themeCss);
      injectStyles(node, id, css);
    },
    [id, css],
  );
}
