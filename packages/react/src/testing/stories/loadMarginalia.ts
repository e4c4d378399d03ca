import {
  createKeyboardShortcuts,
  createMarginalia,
  createMemoryStorage,
  createOAuthClient,
  TOKEN_STORAGE_KEY,
  type KeyValueStorage,
  type KeyboardShortcuts,
  type Marginalia,
  type OAuthClient,
  type RecordCriteria,
  type WireUser,
} from '@marginalia/core';
import type { AnnotationStore } from '../../annotation/useAnnotationStore';
import { DATASET_ID } from '../annotationFixtures';
import { loadViewStore, viewApi, type ViewApiOptions } from '../annotationViewApi';
import { ok } from '../createFakeApi';
import { storyServer, type StoryRoutes, type StoryServer } from './storyServers';

/** What a story asks of its environment, as `parameters.marginalia`. */
export interface MarginaliaStoryParameters {
  /** The fake server, made anew for every load so stories never share state; nothing answers (404) by default. */
  server?: () => StoryServer;
  /** Restores a session before rendering (the server must answer `GET /v1/me`). */
  signedIn?: boolean;
  /** Loads the annotation store of the fake dataset and provides the view's context, for the view's parts. */
  annotationView?: { criteria?: Partial<RecordCriteria> };
}

/** The annotation view's context as the loader prepares it. */
export interface LoadedAnnotationView {
  store: AnnotationStore;
  datasetId: string;
  storage: KeyValueStorage;
  shortcuts: KeyboardShortcuts;
}

/** What the loader hands the decorators (`context.loaded.marginalia`). */
export interface LoadedMarginalia {
  sdk: Marginalia;
  oauth: OAuthClient;
  annotationView: LoadedAnnotationView | null;
}

/**
 * Storybook loader: builds the sdk over the story's fake server, signs in and loads the annotation store when
 * the story asks for them. Runs before every render, in Storybook and in the portable-stories test alike.
 */
export async function loadMarginalia({ parameters }: { parameters: Record<string, unknown> }): Promise<{ marginalia: LoadedMarginalia }> {
  const options = (parameters.marginalia ?? {}) as MarginaliaStoryParameters;
  const server = options.server?.() ?? storyServer();
  const storage = createMemoryStorage(options.signedIn ? { [TOKEN_STORAGE_KEY]: 'story-token' } : {});
  const sdk = createMarginalia({ fetch: server.fetch, storage });
  if (options.signedIn) await sdk.session.getState().restore();
  const oauth = createOAuthClient({ baseUrl: '/api', fetch: server.fetch });
  let annotationView: LoadedAnnotationView | null = null;
  if (options.annotationView) {
    const viewStorage = createMemoryStorage();
    annotationView = {
      store: await loadViewStore(sdk, options.annotationView.criteria),
      datasetId: DATASET_ID,
      storage: viewStorage,
      shortcuts: createKeyboardShortcuts({ platform: 'other', storage: viewStorage }),
    };
  }
  return { marginalia: { sdk, oauth, annotationView } };
}

/**
 * Parameters of a story of an annotation view part: signed in over the fake dataset's server, with the view's
 * store loaded and its context provided.
 *
 * @example
 * parameters: inAnnotationView({ metadataProperties: [...] }),
 */
export function inAnnotationView(
  options: ViewApiOptions = {},
  criteria?: Partial<RecordCriteria>,
): { marginalia: MarginaliaStoryParameters } {
  return { marginalia: { server: () => viewApi(options), signedIn: true, annotationView: { criteria } } };
}

/**
 * Parameters of a story that needs a signed-in user (`GET /v1/me` answers `user`), plus the story's own routes.
 *
 * @example
 * parameters: signedInAs(wireUser({ role: 'admin' }), { 'GET /v1/settings': ok(settings) }),
 */
export function signedInAs(user: WireUser, routes: StoryRoutes = {}): { marginalia: MarginaliaStoryParameters } {
  return { marginalia: { server: () => storyServer({ 'GET /v1/me': ok(user), ...routes }), signedIn: true } };
}
