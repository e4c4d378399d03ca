import { createContext } from 'react';
import type {
  HubDraftHandOff,
  LanguageState,
  Marginalia,
  NotificationsState,
  OAuthClient,
  ThemeState,
  createI18n,
} from '@marginalia/core';
import type { AppLinks } from './AppLinks';
import type { NavigationAdapter } from './NavigationAdapter';
import type { ReadableStore } from './ReadableStore';

/** The i18next instance made by the core's `createI18n` (the React package does not depend on i18next itself). */
export type MarginaliaI18n = ReturnType<typeof createI18n>;

/** What `<MarginaliaProvider>` hands to every component below it. */
export interface MarginaliaContextValue {
  sdk: Marginalia;
  i18n: MarginaliaI18n;
  navigation: NavigationAdapter;
  /** The toasts' queue; a private one per provider when the host gives none. */
  notifications: ReadableStore<NotificationsState>;
  /** The theme switch's store, when the host manages themes. */
  theme: ReadableStore<ThemeState> | null;
  /** The language switch's store, when the host manages the language. */
  language: ReadableStore<LanguageState> | null;
  /** Third-party login calls, when the host offers them. */
  oauth: OAuthClient | null;
  version: string | null;
  links: AppLinks;
  /** The page that runs custom-template scripts under its own policy; `srcdoc` frames when null. */
  scriptedFrameUrl: string | null;
  /** The draft the hub import form read, handed to the preview it opens (one per provider). */
  hubDrafts: HubDraftHandOff;
}

export const MarginaliaContext = createContext<MarginaliaContextValue | null>(null);
