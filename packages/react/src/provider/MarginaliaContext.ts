import { createContext } from 'react';
import type { Marginalia, createI18n } from '@marginalia/core';
import type { NavigationAdapter } from './NavigationAdapter';

/** The i18next instance made by the core's `createI18n` (the React package does not depend on i18next itself). */
export type MarginaliaI18n = ReturnType<typeof createI18n>;

/** What `<MarginaliaProvider>` hands to every component below it. */
export interface MarginaliaContextValue {
  sdk: Marginalia;
  i18n: MarginaliaI18n;
  navigation: NavigationAdapter;
}

export const MarginaliaContext = createContext<MarginaliaContextValue | null>(null);
