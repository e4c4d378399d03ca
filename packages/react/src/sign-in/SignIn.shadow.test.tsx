import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { SignIn } from './SignIn';

describe('SignIn inside a shadow root', () => {
  it('injects its styles into the shadow root, not into document.head', () => {
    // Files before this one in the worker share its document: their components left their styles in the head.
    document.head.querySelectorAll('style[data-mg-style]').forEach((style) => style.remove());
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadowRoot.appendChild(container);

    renderWithMarginalia(<SignIn />, { fetch: createFakeApi({}).fetch, container });

    expect(within(container).getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(shadowRoot.querySelector('style[data-mg-style="mg-sign-in"]')).not.toBeNull();
    expect(shadowRoot.querySelector('style[data-mg-style="mg-theme"]')?.textContent).toContain(
      '--mg-theme-primary',
    );
    expect(document.head.querySelector('style[data-mg-style]')).toBeNull();
    // The light DOM sees nothing of the form.
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('injects each stylesheet once per root', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const first = shadowRoot.appendChild(document.createElement('div'));
    const second = shadowRoot.appendChild(document.createElement('div'));
    const fetch = createFakeApi({}).fetch;
    renderWithMarginalia(<SignIn />, { fetch, container: first });
    renderWithMarginalia(<SignIn />, { fetch, container: second });
    expect(shadowRoot.querySelectorAll('style[data-mg-style="mg-sign-in"]')).toHaveLength(1);
  });
});
