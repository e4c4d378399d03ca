import { useContext, useMemo, useState, type ReactNode } from 'react';
import {
  createHubDraftHandOff,
  createLazyI18n,
  createNotificationsStore,
  type LanguageState,
  type Marginalia,
  type NotificationsState,
  type OAuthClient,
  type ThemeState,
} from '@marginalia/core';
import { DEFAULT_APP_LINKS, type AppInfo } from './AppLinks';
import { MarginaliaContext, type MarginaliaContextValue, type MarginaliaI18n } from './MarginaliaContext';
import { createLocationNavigation, type NavigationAdapter } from './NavigationAdapter';
import type { ReadableStore } from './ReadableStore';

export interface MarginaliaProviderProps {
  /** One instance per app or custom element, from `createMarginalia()`. */
  sdk: Marginalia;
  /** An i18next instance from `createI18n()`; a private English one is made when omitted. */
  i18n?: MarginaliaI18n;
  /** The host router's adapter; plain page loads when omitted. */
  navigation?: NavigationAdapter;
  /** The notifications the toasts render; a private queue when omitted. */
  notifications?: ReadableStore<NotificationsState>;
  /** From `createThemeStore()`: enables the theme switch. */
  theme?: ReadableStore<ThemeState>;
  /** From `createLanguageStore()`: enables the language switch. */
  language?: ReadableStore<LanguageState>;
  /** From `createOAuthClient()`: enables third-party login buttons and callbacks. */
  oauth?: OAuthClient;
  /** The client version and external links. */
  appInfo?: AppInfo;
  /**
   * A page of the host, served with the policy `sandbox allow-scripts`, that shows the HTML it is sent (see
   * `SandboxedHtml`). Custom-template scripts then run there under that page's own policy, so the host's pages
   * can forbid inline scripts. When omitted, such templates run in `srcdoc` frames under the host page's policy.
   */
  scriptedFrameUrl?: string;
  children?: ReactNode;
}

/**
 * Makes the sdk, translations, navigation and the shell's stores available to Marginalia components.
 *
 * @example
 * <MarginaliaProvider sdk={createMarginalia()} i18n={createI18n()} navigation={navigation} theme={theme}>
 *   <DatasetList />
 * </MarginaliaProvider>
 */
export function MarginaliaProvider({
  sdk,
  i18n,
  navigation,
  notifications,
  theme,
  language,
  oauth,
  appInfo,
  scriptedFrameUrl,
  children,
}: MarginaliaProviderProps) {
  // Defaults are created once per provider so two providers never share state.
  const [fallbackI18n] = useState(() => (i18n ? null : createLazyI18n().i18n));
  const [fallbackNavigation] = useState(() =>
    navigation ? null : createLocationNavigation(globalThis.location),
  );
  const [fallbackNotifications] = useState(() => (notifications ? null : createNotificationsStore()));
  const [hubDrafts] = useState(createHubDraftHandOff);
  const version = appInfo?.version ?? null;
  const links = appInfo?.links;
  const value = useMemo<MarginaliaContextValue>(
    () => ({
      sdk,
      i18n: (i18n ?? fallbackI18n) as MarginaliaI18n,
      navigation: (navigation ?? fallbackNavigation) as NavigationAdapter,
      notifications: (notifications ?? fallbackNotifications) as ReadableStore<NotificationsState>,
      theme: theme ?? null,
      language: language ?? null,
      oauth: oauth ?? null,
      version,
      links: { ...DEFAULT_APP_LINKS, ...links },
      scriptedFrameUrl: scriptedFrameUrl ?? null,
      hubDrafts,
    }),
    [sdk, i18n, navigation, notifications, theme, language, oauth, version, links, scriptedFrameUrl, fallbackI18n, fallbackNavigation, fallbackNotifications, hubDrafts],
  );
  return <MarginaliaContext.Provider value={value}>{children}</MarginaliaContext.Provider>;
}

const MISSING_PROVIDER =
  'Marginalia components need their context: wrap your component in <MarginaliaProvider sdk={…}>.';

/** The whole provider value; throws a message saying what to wrap when there is none. */
export function useMarginaliaContext(): MarginaliaContextValue {
  const value = useContext(MarginaliaContext);
  if (!value) throw new Error(MISSING_PROVIDER);
  return value;
}

/**
 * The sdk: `explicit` when given, else the provider's.
 *
 * @example
 * const { client, session } = useMarginalia();
 */
export function useMarginalia(explicit?: Marginalia): Marginalia {
  const value = useContext(MarginaliaContext);
  if (explicit) return explicit;
  if (!value) throw new Error(MISSING_PROVIDER);
  return value.sdk;
}

/** The injected navigation adapter. */
export function useNavigation(): NavigationAdapter {
  return useMarginaliaContext().navigation;
}
