import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createI18n, createMarginalia, type Marginalia } from '@marginalia/core';
import { MarginaliaProvider, type NavigationAdapter } from '@marginalia/react';

/** Attributes every Marginalia element understands. */
export interface ElementRootProps {
  /** The API prefix, e.g. `https://annotate.example.org/api`; default `/api`. */
  baseUrl?: string;
  /** Signs requests with this key instead of the signed-in session (for portals and notebooks). */
  apiKey?: string;
  /** `en`, `de` or `es`; default the browser's language. */
  locale?: string;
  /** `light`, `dark`, `high-contrast` or `system` (default). */
  theme?: string;
}

/** Fires a prefixed event on the host element that crosses shadow roots (`composed`). */
export function dispatchFromHost(node: Node | null, type: `mg-${string}`, detail: unknown): boolean {
  const root = node?.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : node;
  if (!host) return true;
  return host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
}

/**
 * The providers of one element: its own sdk, translations and navigation, so two elements on a page never
 * share state. Navigation becomes an `mg-navigate` event the host page can act on.
 */
export function ElementRoot({ baseUrl, apiKey, locale, theme, children }: ElementRootProps & { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [sdk] = useState<Marginalia>(() =>
    createMarginalia({ baseUrl: baseUrl ?? '/api', apiKey, storage: globalThis.localStorage }),
  );
  const [i18n] = useState(() => createI18n({ lng: locale }));
  const [navigation] = useState<NavigationAdapter>(() => ({
    navigate: (to) => {
      dispatchFromHost(anchor.current, 'mg-navigate', { to });
    },
    href: (to) => to,
  }));

  useEffect(() => {
    void sdk.session.getState().restore();
  }, [sdk]);
  useEffect(() => {
    if (locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  return (
    <div ref={anchor} className="mg-root" data-mg-theme={theme ?? 'system'}>
      <MarginaliaProvider sdk={sdk} i18n={i18n} navigation={navigation}>
        {children}
      </MarginaliaProvider>
    </div>
  );
}
