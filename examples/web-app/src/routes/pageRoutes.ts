import { ANNOTATION_PATH } from './annotationPath';

export const HOME_PATH = '/';
export const SIGN_IN_PATH = '/sign-in';
export const WELCOME_HUB_SIGN_IN_PATH = '/welcome-hf-sign-in';
export const USER_SETTINGS_PATH = '/user-settings';
export const SHARE_YOUR_PROGRESS_PATH = '/share-your-progress';
export const DATASET_SETTINGS_PATH = '/dataset/:id/settings';
export const REVIEW_PATH = '/dataset/:id/review';

/**
 * The code-split pages that load before the first render when the app opens on their route: the route and the
 * page's module in this folder. One list for the app (`preloadPageAt`) and its build (`build/pagePreloads.ts`, which
 * writes each route's chunks for the server to name in `<link rel="modulepreload">` tags of the page it serves
 * there, so they load beside the app's own scripts). Routes here use literal segments and `:name` only.
 */
export const PRELOADED_PAGES = [
  { path: HOME_PATH, module: 'HomePage' },
  { path: SIGN_IN_PATH, module: 'SignInPage' },
  { path: WELCOME_HUB_SIGN_IN_PATH, module: 'WelcomeHubSignInPage' },
  { path: ANNOTATION_PATH, module: 'AnnotationPage' },
  { path: USER_SETTINGS_PATH, module: 'UserSettingsPage' },
  { path: SHARE_YOUR_PROGRESS_PATH, module: 'ShareYourProgressPage' },
  { path: DATASET_SETTINGS_PATH, module: 'DatasetSettingsPage' },
  { path: REVIEW_PATH, module: 'ReviewPage' },
] as const satisfies readonly { path: string; module: string }[];

/** The module of a page in `PRELOADED_PAGES`. */
export type PreloadedPageModule = (typeof PRELOADED_PAGES)[number]['module'];
