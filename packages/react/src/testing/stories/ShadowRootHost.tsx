import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Marks the host element, so checks can look inside its shadow root. */
export const SHADOW_HOST_ATTRIBUTE = 'data-story-shadow-host';
/** Marks the container the story is mounted in, inside the shadow root. */
export const SHADOW_CONTAINER_ATTRIBUTE = 'data-story-shadow-container';

/**
 * Renders `children` inside an open shadow root, as a custom element would: the components' scoped styles must
 * land in that root and still follow the theme, whose custom properties inherit into it.
 */
export function ShadowRootHost({ children }: { children: ReactNode }) {
  const [mount, setMount] = useState<HTMLElement | null>(null);
  const hostRef = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    // A container inside the root, so the portal's content and the injected <style> elements are siblings.
    let container = root.querySelector<HTMLElement>(`[${SHADOW_CONTAINER_ATTRIBUTE}]`);
    if (!container) {
      container = root.appendChild(host.ownerDocument.createElement('div'));
      container.setAttribute(SHADOW_CONTAINER_ATTRIBUTE, '');
    }
    setMount(container);
  }, []);
  return (
    <div ref={hostRef} {...{ [SHADOW_HOST_ATTRIBUTE]: '' }}>
      {mount && createPortal(children, mount)}
    </div>
  );
}
