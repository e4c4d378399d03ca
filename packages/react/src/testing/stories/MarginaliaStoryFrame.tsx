import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  createI18n,
  createLanguageStore,
  createMemoryStorage,
  createNotificationsStore,
  createThemeStore,
  type CookieJar,
} from '@marginalia/core';
import { AnnotationViewContext } from '../../annotation/view/AnnotationViewContext';
import { MarginaliaProvider } from '../../provider/MarginaliaProvider';
import type { NavigationAdapter } from '../../provider/NavigationAdapter';
import { connectTheme } from '../../theme/applyTheme';
import type { LoadedMarginalia } from './loadMarginalia';
import { ShadowRootHost } from './ShadowRootHost';
import type { StoryGlobals } from './storyGlobals';

export interface MarginaliaStoryFrameProps {
  globals: StoryGlobals;
  loaded: LoadedMarginalia;
  /** Called with every navigation a component asks for (Storybook's actions panel). */
  onNavigate?: NavigationAdapter['navigate'];
  children: ReactNode;
}

const memoryCookies = (): CookieJar => {
  let cookie = '';
  return { read: () => cookie, write: (next) => void (cookie = next) };
};

/**
 * Everything a story renders inside: the real provider (sdk over the fake server, i18n in the chosen locale,
 * theme, language and notifications stores, a navigation that only reports), the theme applied to the frame,
 * the text direction, optionally an open shadow root, and the annotation view's context when loaded.
 */
export function MarginaliaStoryFrame({ globals, loaded, onNavigate, children }: MarginaliaStoryFrameProps) {
  const { locale } = globals;
  const i18n = useMemo(() => createI18n({ lng: locale }), [locale]);
  // The language store picks the browser language first: the toolbar's locale plays that part.
  const language = useMemo(() => createLanguageStore({ i18n, cookies: memoryCookies(), browserLanguages: [locale] }), [i18n, locale]);
  const [theme] = useState(() => createThemeStore({ storage: createMemoryStorage() }));
  const [notifications] = useState(() => createNotificationsStore());
  const onNavigateRef = useRef(onNavigate);
  onNavigateRef.current = onNavigate;
  const navigation = useMemo<NavigationAdapter>(
    () => ({ navigate: (to, options) => onNavigateRef.current?.(to, options), href: (to) => `#${to}` }),
    [],
  );
  const frameRef = useRef<HTMLDivElement>(null);

  // Before paint, so the first frame already has the chosen theme.
  useLayoutEffect(() => theme.getState().setChoice(globals.theme), [theme, globals.theme]);
  useLayoutEffect(() => (frameRef.current ? connectTheme(theme, frameRef.current) : undefined), [theme]);
  useEffect(() => () => notifications.getState().clear(), [notifications]);

  const view = loaded.annotationView;
  const content = view ? (
    <AnnotationViewContext.Provider value={{ ...view, client: loaded.sdk.client }}>{children}</AnnotationViewContext.Provider>
  ) : (
    children
  );
  return (
    <MarginaliaProvider
      sdk={loaded.sdk}
      i18n={i18n}
      navigation={navigation}
      theme={theme}
      language={language}
      notifications={notifications}
      oauth={loaded.oauth}
      appInfo={{ version: 'storybook' }}
    >
      <div
        ref={frameRef}
        dir={globals.direction}
        lang={locale}
        data-story-frame=""
        style={{ background: 'var(--mg-color-bg)', color: 'var(--mg-color-fg)', padding: '1rem', minHeight: '100vh', boxSizing: 'border-box' }}
      >
        {globals.shadowRoot === 'on' ? <ShadowRootHost>{content}</ShadowRootHost> : content}
      </div>
    </MarginaliaProvider>
  );
}
