import { render, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';

export interface ShadowRender extends RenderResult {
  shadowRoot: ShadowRoot;
  /** Testing Library queries inside the shadow root (the global `screen` does not see into it). */
  inRoot: ReturnType<typeof within>;
  /** A focusable button in the light DOM, outside the shadow root. */
  outside: HTMLButtonElement;
}

/**
 * Renders `ui` inside an open shadow root, as a custom element does, beside a button outside it to press or
 * focus from the light DOM. Both are removed when the test ends.
 *
 * @example
 * const { inRoot, shadowRoot } = renderInShadowRoot(<Menu … />);
 */
export function renderInShadowRoot(ui: ReactElement): ShadowRender {
  const outside = document.body.appendChild(document.createElement('button'));
  outside.textContent = 'outside';
  const host = document.body.appendChild(document.createElement('div'));
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const container = shadowRoot.appendChild(document.createElement('div'));
  const result = render(ui, { container });
  onTestFinished(() => {
    result.unmount();
    host.remove();
    outside.remove();
  });
  return { ...result, shadowRoot, inRoot: within(container), outside };
}
