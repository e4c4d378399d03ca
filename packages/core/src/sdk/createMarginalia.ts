import type { StoreApi } from 'zustand/vanilla';
import type { ApiError } from '../api/ApiError';
import { createApiClient, type ApiClient } from '../api/createApiClient';
import type { ApiCredentials } from '../api/createRequester';
import {
  createExternalCredentials,
  type ExternalCredentials,
  type TokenProvider,
} from '../session/createExternalCredentials';
import { createMemoryStorage, type KeyValueStorage } from '../environment/KeyValueStorage';
import { createSessionStore, type SessionState } from '../session/createSessionStore';

/** Options of {@link createMarginalia}. */
export interface MarginaliaOptions {
  /** API prefix, default `api`; e.g. `/api` or `http://localhost:6900/api`. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Where the token persists; in-memory when not given (a browser app injects `window.localStorage`). */
  storage?: KeyValueStorage;
  /** Signs every request with this API key instead of the session's token (embeds, notebooks, scripts). */
  apiKey?: string;
  /** Signs every request with this bearer token instead of the session's (a portal's own token). */
  token?: string;
  /** Mints bearer tokens: asked when none is held and once more after a 401 (short-lived portal tokens). */
  tokenProvider?: TokenProvider;
  /**
   * A signed request answered 401 ('Could not validate credentials'); `retrying` says whether the token
   * provider is asked for a new token and the request sent again once.
   */
  onUnauthorized?: (error: ApiError, retrying: boolean) => void;
  /** A GET failed (status 0: no answer), with its path relative to `/v1`; see `RequesterOptions.onReadFailure`. */
  onReadFailure?: (error: ApiError, path: string) => void;
}

/** One SDK instance: the API client and the session whose token it sends. */
export interface Marginalia {
  client: ApiClient;
  session: StoreApi<SessionState>;
  /** The embedder's credentials (API key, token, provider); `update` them when they change. */
  credentials: ExternalCredentials;
}

/**
 * Creates an SDK instance. Create one per app or custom element, never a module singleton, so two embeds on a
 * page never share a session. An API key, token or token provider wins over the session's stored token.
 *
 * @example
 * const marginalia = createMarginalia({ baseUrl: '/api', storage: window.localStorage });
 * await marginalia.session.getState().restore();
 */
export function createMarginalia({
  baseUrl,
  fetch,
  storage = createMemoryStorage(),
  apiKey,
  token,
  tokenProvider,
  onUnauthorized,
  onReadFailure,
}: MarginaliaOptions = {}): Marginalia {
  const credentials = createExternalCredentials({ apiKey, token, tokenProvider });
  // The client reads the token lazily (on each request), so the session can be created after it.
  const client = createApiClient({
    baseUrl,
    fetch,
    onReadFailure,
    // Without a provider to ask, the credentials are at hand and the request leaves in its caller's task.
    getCredentials: () => {
      const orSession = (held: ApiCredentials | null) => held ?? { token: session.getState().token };
      const held = credentials.held();
      return held === undefined ? credentials.read().then(orSession) : orSession(held);
    },
    onUnauthorized: async (error, afterRetry) => {
      const retrying = !afterRetry && credentials.canRenew();
      onUnauthorized?.(error, retrying);
      return retrying && (await credentials.renew());
    },
  });
  const session = createSessionStore({ client, storage, usesApiKey: () => credentials.isActive() });
  return { client, session, credentials };
}
