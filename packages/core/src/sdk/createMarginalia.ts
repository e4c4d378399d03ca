import type { StoreApi } from 'zustand/vanilla';
import { createApiClient, type ApiClient } from '../api/createApiClient';
import { createMemoryStorage, type KeyValueStorage } from '../session/KeyValueStorage';
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
}

/** One SDK instance: the API client and the session whose token it sends. */
export interface Marginalia {
  client: ApiClient;
  session: StoreApi<SessionState>;
}

/**
 * Creates an SDK instance. Create one per app or custom element, never a module singleton, so two embeds on a
 * page never share a session.
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
}: MarginaliaOptions = {}): Marginalia {
  // The client reads the token lazily (on each request), so the session can be created after it.
  const client = createApiClient({
    baseUrl,
    fetch,
    getCredentials: () => ({ token: session.getState().token, apiKey: apiKey ?? null }),
  });
  const session = createSessionStore({ client, storage, usesApiKey: Boolean(apiKey) });
  return { client, session };
}
