import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import {
  AppErrorBoundary,
  MarginaliaProvider,
  Toaster,
  useMentionNotifications,
  useOnlineStatusNotifications,
  useT,
  type GuardedRoute,
  type KeyValueStorage,
} from '@marginalia/react';
import type { AppEnvironment } from './environment/AppEnvironment';
import { RouteGuard } from './guards/RouteGuard';
import { DatasetHistoryRedirect } from './routes/DatasetHistoryRedirect';
import { FirstContentContext } from './routes/FirstContentContext';
import { createFirstContentSignal, type FirstContentSignal } from './routes/firstContentSignal';
import { useRouterNavigation } from './navigation/useRouterNavigation';
import { lazyPage, type LazyPage } from './routes/lazyPage';
import { NewDatasetRedirect } from './routes/NewDatasetRedirect';
import { ANNOTATION_PATH, annotatedDatasetAt } from './routes/annotationPath';
import { NotFoundPage } from './routes/NotFoundPage';
import { OAuthCallbackPage } from './routes/OAuthCallbackPage';
import {
  DATASET_SETTINGS_PATH,
  HOME_PATH,
  PRELOADED_PAGES,
  REVIEW_PATH,
  SHARE_YOUR_PROGRESS_PATH,
  SIGN_IN_PATH,
  USER_SETTINGS_PATH,
  WELCOME_HUB_SIGN_IN_PATH,
  type PreloadedPageModule,
} from './routes/pageRoutes';

// Pages behind their own chunk: a stale chunk after a deployment triggers the reload guard. The home and sign-in
// pages too, so the annotation route (issue #12's size budget) does not load the dataset list, hub import and
// sign-in forms it never shows.
const HomePage = lazyPage(() => import('./routes/HomePage').then((m) => m.HomePage));
const SignInPage = lazyPage(() => import('./routes/SignInPage').then((m) => m.SignInPage));
const WelcomeHubSignInPage = lazyPage(() =>
  import('./routes/WelcomeHubSignInPage').then((m) => m.WelcomeHubSignInPage),
);
const AnnotationPage = lazyPage(() => import('./routes/AnnotationPage').then((m) => m.AnnotationPage));
const UserSettingsPage = lazyPage(() => import('./routes/UserSettingsPage').then((m) => m.UserSettingsPage));
const ShareYourProgressPage = lazyPage(() =>
  import('./routes/ShareYourProgressPage').then((m) => m.ShareYourProgressPage),
);
const DatasetPreviewPage = lazyPage(() =>
  import('./routes/DatasetPreviewPage').then((m) => m.DatasetPreviewPage),
);
const DatasetSettingsPage = lazyPage(() =>
  import('./routes/DatasetSettingsPage').then((m) => m.DatasetSettingsPage),
);

const ReviewPage = lazyPage(() => import('./routes/ReviewPage').then((m) => m.ReviewPage));

const PAGES: Record<PreloadedPageModule, LazyPage> = {
  HomePage,
  SignInPage,
  WelcomeHubSignInPage,
  AnnotationPage,
  UserSettingsPage,
  ShareYourProgressPage,
  DatasetSettingsPage,
  ReviewPage,
};

/**
 * Loads the chunk of the code-split page at `pathname`, if it is one, so the first render shows it without
 * suspending (see `lazyPage`). Rejects when the chunk cannot be loaded.
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  const page = PRELOADED_PAGES.find(({ path }) => matchPath(path, pathname));
  return page ? PAGES[page.module].preload() : Promise.resolve();
}

export interface AppProps {
  environment: AppEnvironment;
}

/** The app's routes, each behind the session guard. Must render inside a react-router router. */
export function App({ environment }: AppProps) {
  const navigation = useRouterNavigation();
  const { sdk, i18n, theme, language, notifications, oauth, version } = environment;
  return (
    <MarginaliaProvider
      sdk={sdk}
      i18n={i18n}
      navigation={navigation}
      theme={theme}
      language={language}
      notifications={notifications}
      oauth={oauth}
      appInfo={{ version }}
      // Served with its own policy, so custom-template scripts run without the app's pages allowing inline ones.
      scriptedFrameUrl="/sandbox-frame.html"
    >
      <Shell environment={environment} />
    </MarginaliaProvider>
  );
}

function Shell({ environment }: AppProps) {
  const location = useLocation();
  const { redirectTo, hostedDemo, tokenStorage, reloadAfterChunkError, sessionCheckedOn } = environment;
  useOnlineStatusNotifications();
  // Opened on an annotation page, the app's own reads wait until its first record is painted.
  const [firstContent] = useState(() => createFirstContentSignal(!annotatedDatasetAt(location.pathname)));
  // Any other page (the sign-in the guard leads to, a page the user went on to) lets them go.
  useEffect(() => {
    if (!annotatedDatasetAt(location.pathname)) firstContent.report();
  }, [location.pathname, firstContent]);
  const guard = (route: GuardedRoute, page: ReactNode) => (
    <RouteGuard route={route} redirectTo={redirectTo} hostedDemo={hostedDemo} sessionCheckedOn={sessionCheckedOn}>
      {page}
    </RouteGuard>
  );
  return (
    <FirstContentContext value={firstContent.report}>
      <AppErrorBoundary resetKey={location.pathname} onError={reloadAfterChunkError}>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path={SIGN_IN_PATH} element={guard('sign-in', <SignInPage />)} />
            <Route
              path={WELCOME_HUB_SIGN_IN_PATH}
              element={guard('welcome-hf-sign-in', <WelcomeHubSignInPage />)}
            />
            <Route
              path="/oauth/:provider?/callback"
              element={guard(
                'oauth-provider-callback',
                <OAuthCallbackPage tokenStorage={tokenStorage} redirectTo={redirectTo} />,
              )}
            />
            <Route path={HOME_PATH} element={guard('guarded', <HomePage />)} />
            {/* The auth callback path: once signed in it leads home. */}
            <Route path="/login" element={guard('guarded', <Navigate to="/" replace />)} />
            <Route path="/new/:id?" element={<NewDatasetRedirect />} />
            <Route path={ANNOTATION_PATH} element={guard('guarded', <AnnotationPage />)} />
            <Route path={USER_SETTINGS_PATH} element={guard('guarded', <UserSettingsPage />)} />
            <Route path={SHARE_YOUR_PROGRESS_PATH} element={guard('guarded', <ShareYourProgressPage />)} />
            <Route path={DATASET_SETTINGS_PATH} element={guard('guarded', <DatasetSettingsPage />)} />
            <Route path={REVIEW_PATH} element={guard('guarded', <ReviewPage />)} />
            <Route path="/dataset/:id/history" element={<DatasetHistoryRedirect />} />
            {/* The preview of a hub repository; static paths above win over it. */}
            <Route path="/:id" element={guard('guarded', <DatasetPreviewPage />)} />
            <Route path="*" element={guard('not-found', <NotFoundPage />)} />
          </Routes>
        </Suspense>
      </AppErrorBoundary>
      <Toaster />
      <MentionNotifications storage={tokenStorage} firstContent={firstContent} />
    </FirstContentContext>
  );
}

/**
 * The comments that mention the signed-in user since the last load, as notifications leading to the records (the
 * ones already shown are remembered in the browser's storage, beside the session's token); read once the page's
 * first content is painted. Its own component, so only it renders again when that turns.
 */
function MentionNotifications({
  storage,
  firstContent,
}: {
  storage: KeyValueStorage;
  firstContent: FirstContentSignal;
}) {
  const ready = useSyncExternalStore(firstContent.subscribe, firstContent.painted);
  useMentionNotifications(storage, undefined, { ready });
  return null;
}

function Loading() {
  const t = useT();
  return (
    <p className="app-loading" role="status" aria-busy="true">
      {t('app.loading')}
    </p>
  );
}
