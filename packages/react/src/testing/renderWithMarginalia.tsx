import type { ReactElement } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { createI18n, createMarginalia, type Marginalia } from '@marginalia/core';
import type { MarginaliaI18n } from '../provider/MarginaliaContext';
import { MarginaliaProvider, type MarginaliaProviderProps } from '../provider/MarginaliaProvider';
import type { NavigationAdapter } from '../provider/NavigationAdapter';

export interface RenderWithMarginaliaOptions extends Omit<RenderOptions, 'wrapper'> {
  fetch: typeof globalThis.fetch;
  sdk?: Marginalia;
  /** Extra provider props: theme, language, notifications, oauth, appInfo. */
  provider?: Omit<MarginaliaProviderProps, 'sdk' | 'i18n' | 'navigation' | 'children'>;
  /** Interface language (default en). */
  lng?: string;
  /** An i18n instance to use (e.g. one a language store drives). */
  i18n?: MarginaliaI18n;
}

/** What a test gets back: Testing Library's result plus the sdk, the spy navigation and the i18n instance. */
export interface RenderedWithMarginalia extends RenderResult {
  sdk: Marginalia;
  navigation: { navigate: Mock<NavigationAdapter['navigate']>; href(to: string): string };
  i18n: MarginaliaI18n;
}

/**
 * Renders `ui` inside a provider with a fresh sdk over `fetch`, English texts and a spy navigation.
 *
 * @example
 * const { navigation } = renderWithMarginalia(<DatasetList />, { fetch: api.fetch });
 */
export function renderWithMarginalia(
  ui: ReactElement,
  { fetch, sdk, provider, lng = 'en', i18n: givenI18n, ...options }: RenderWithMarginaliaOptions,
): RenderedWithMarginalia {
  const marginalia = sdk ?? createMarginalia({ fetch });
  const i18n = givenI18n ?? createI18n({ lng });
  const navigation = {
    navigate: vi.fn<NavigationAdapter['navigate']>(),
    href: (to: string) => `#${to}`,
  };
  const result = render(
    <MarginaliaProvider sdk={marginalia} i18n={i18n} navigation={navigation} {...provider}>
      {ui}
    </MarginaliaProvider>,
    options,
  );
  return { ...result, sdk: marginalia, navigation, i18n };
}
