import type {
  KeyValueStorage,
  LanguageState,
  Marginalia,
  MarginaliaI18n,
  NotificationsState,
  OAuthClient,
  ReadableStore,
  ThemeState,
} from '@marginalia/react';
import type { RedirectToStorage } from '../guards/redirectToStorage';

/** Everything the app is made of, created once in main.tsx (or by a test). */
export interface AppEnvironment {
  sdk: Marginalia;
  i18n: MarginaliaI18n;
  redirectTo: RedirectToStorage;
  theme: ReadableStore<ThemeState>;
  language: ReadableStore<LanguageState>;
  notifications: ReadableStore<NotificationsState>;
  oauth: OAuthClient;
  /** The storage the session keeps its token in (the OAuth callback stores the token there). */
  tokenStorage: KeyValueStorage;
  /**
   * The page whose session restore (or the sign-in it led to) asked the server who the user is: the navigation
   * check leaves it alone once (`useNavigationCheck`), then it is cleared.
   */
  sessionCheckedOn: { path: string | null };
  /** The app runs on the hosted-demo platform. */
  hostedDemo: boolean;
  version: string;
  /** Reloads the page after a chunk-load failure, at most once per 60 s; says whether it did. */
  reloadAfterChunkError(error: unknown): boolean;
}
