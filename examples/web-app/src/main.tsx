// First, so that the session's and the annotation page's first reads go out before React, the router and the
// pages are evaluated (issue #27, P2): modules run in the order they are imported.
import { annotationPrefetch, sdk } from './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import {
  connectTheme,
  createLazyI18n,
  createLanguageStore,
  createNotificationsStore,
  createOAuthClient,
  createThemeStore,
  isHostedDemo,
  preloadRenderers,
  THEME_STORAGE_KEY,
} from '@marginalia/react';
import { App, preloadPageAt } from './App';
import type { AppEnvironment } from './environment/AppEnvironment';
import { documentCookies, isCrossOriginEmbed, mediaColorScheme, storageKeyChanges } from './environment/browserEnvironment';
import { createChunkReloadHandler } from './environment/createChunkReloadHandler';
import { createRedirectToStorage } from './guards/redirectToStorage';
import { createBlockingHistory } from './navigation/createBlockingHistory';
import { HistoryBlockerContext } from './navigation/HistoryBlockerContext';
import { AnnotationPrefetchContext } from './routes/AnnotationPrefetchContext';

// An annotation page's on-demand parts (the span editor, markdown) start loading once its prefetched settings
// answer, before the page renders: the span editor's chunk is then in by the first record's paint, instead of
// being asked for from that render (issue #27, P4).
void annotationPrefetch?.settings.then((settings) => preloadRenderers({ guidelines: null, ...settings }));

// One of each for the whole app (the SDK is made by the boot script, which runs first).
// Only English is bundled; the chosen language's texts load beside the page's chunk (issue #12's size budget).
const { i18n, load: loadLanguage, target: languageTarget } = createLazyI18n();
const language = createLanguageStore({
  i18n: languageTarget,
  cookies: documentCookies(document),
  browserLanguages: navigator.languages ?? [navigator.language],
  crossOrigin: isCrossOriginEmbed(window),
});
const theme = createThemeStore({
  storage: window.localStorage,
  colorScheme: mediaColorScheme(window),
  otherTabs: storageKeyChanges(window, THEME_STORAGE_KEY),
});
theme.getState().followSystem();
theme.getState().followOtherTabs();
connectTheme(theme, document.documentElement);

const html = document.documentElement;
html.lang = i18n.language;
// The interface languages are all left-to-right; user content gets its own direction where it is shown.
html.dir = 'ltr';
i18n.on('languageChanged', (lng: string) => {
  html.lang = lng;
});

const reloadAfterChunkError = createChunkReloadHandler(
  window.sessionStorage,
  () => window.location.reload(),
  Date.now,
  () => window.navigator.onLine,
);
// Vite reports a failed preload of a lazy page here; the error boundary covers failures while rendering.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

const environment: AppEnvironment = {
  sdk,
  i18n,
  language,
  theme,
  notifications: createNotificationsStore(),
  oauth: createOAuthClient({ baseUrl: '/api' }),
  redirectTo: createRedirectToStorage(window.sessionStorage),
  tokenStorage: window.localStorage,
  sessionCheckedOn: { path: window.location.pathname },
  hostedDemo: isHostedDemo(window.location.host),
  version: __APP_VERSION__,
  reloadAfterChunkError,
};

// The page's chunk loads while the session restores; waiting for it keeps the first render from suspending on
// it (and from React's 300 ms hold on content that replaces a fallback). A failed load is left to the render:
// the error boundary's reload guard handles it.
await Promise.all([
  preloadPageAt(window.location.pathname).catch(() => undefined),
  // A language whose texts fail to load stays English (the fallback) until the user switches again.
  loadLanguage(language.getState().language).catch(() => undefined),
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs a #root element');
// The declarative router over a history that can hold a move, so a page can block browser back and forward (the
// settings' unsaved-change guard) without the data router's weight (issue #12's size budget).
const { history, block } = createBlockingHistory(window);
createRoot(container).render(
  <StrictMode>
    <HistoryBlockerContext value={block}>
      <AnnotationPrefetchContext value={annotationPrefetch}>
        <HistoryRouter history={history}>
          <App environment={environment} />
        </HistoryRouter>
      </AnnotationPrefetchContext>
    </HistoryBlockerContext>
  </StrictMode>,
);
