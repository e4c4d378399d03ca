import { Route, Routes } from 'react-router';
import { MarginaliaProvider, type Marginalia, type MarginaliaI18n } from '@marginalia/react';
import { RouteGuard } from './guards/RouteGuard';
import type { RedirectToStorage } from './guards/redirectToStorage';
import { useRouterNavigation } from './navigation/useRouterNavigation';
import { AnnotationPage } from './routes/AnnotationPage';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';
import { SignInPage } from './routes/SignInPage';

export interface AppProps {
  sdk: Marginalia;
  i18n: MarginaliaI18n;
  redirectTo: RedirectToStorage;
}

/** The routes of the first path, each behind the session guard. Must render inside a react-router router. */
export function App({ sdk, i18n, redirectTo }: AppProps) {
  const navigation = useRouterNavigation();
  return (
    <MarginaliaProvider sdk={sdk} i18n={i18n} navigation={navigation}>
      <Routes>
        <Route
          path="/sign-in"
          element={
            <RouteGuard route="sign-in" redirectTo={redirectTo}>
              <SignInPage />
            </RouteGuard>
          }
        />
        <Route
          path="/"
          element={
            <RouteGuard route="index" redirectTo={redirectTo}>
              <HomePage />
            </RouteGuard>
          }
        />
        <Route
          path="/dataset/:id/annotation-mode"
          element={
            <RouteGuard route="annotation" redirectTo={redirectTo}>
              <AnnotationPage />
            </RouteGuard>
          }
        />
        <Route
          path="*"
          element={
            <RouteGuard route="not-found" redirectTo={redirectTo}>
              <NotFoundPage />
            </RouteGuard>
          }
        />
      </Routes>
    </MarginaliaProvider>
  );
}
