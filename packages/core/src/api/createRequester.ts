import { systemClock, type Clock } from '../environment/Environment';
import { ApiError } from './ApiError';
import type { CachePolicy } from './cache/cacheDurations';
import { createResponseCache } from './cache/createResponseCache';
import { invalidationsForWrite } from './cache/writeInvalidations';
import { sendRequest } from './sendRequest';
import { createUnauthorizedRetry } from './unauthorizedRetry';

/** Credentials read before every request: a bearer token (web UI) or an API key (SDK style). */
export interface ApiCredentials {
  token?: string | null;
  apiKey?: string | null;
}

/** The injected environment of the HTTP layer. */
export interface RequesterOptions {
  /** Prefix of every path, e.g. `api` (default), `/api` or `http://localhost:6900/api`. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Read before every request; may be async (a token provider minting a token). An API key wins over a token. */
  getCredentials?: () => ApiCredentials | Promise<ApiCredentials>;
  /**
   * Called when a signed request answers 401; resolves `true` when new credentials are ready, and the request
   * is then sent once more. Called again (`afterRetry`, answer ignored) when that retry answers 401 too. Never
   * called for `anonymous` requests.
   */
  onUnauthorized?: (error: ApiError, afterRetry: boolean) => boolean | Promise<boolean>;
  /**
   * Told of every GET that fails (an answer that is not ok, or none: status 0) with its path relative to `/v1`,
   * before the caller sees the failure; a read several callers share through the cache is told once. The caller
   * still decides what the failure means (a custom element reports its own loads as `mg-error`).
   */
  onReadFailure?: (error: ApiError, path: string) => void;
  /** The clock GET answers expire by; `Date.now` unless injected. */
  now?: Clock;
  /** The GET cache: `false` turns it off; otherwise at most `maxEntries` answers (default 200). */
  cache?: false | { maxEntries?: number };
}

/** Query values; arrays become repeated parameters (`include=a&include=b`); undefined values are left out. */
export type QueryParams = Record<string, string | number | readonly string[] | undefined>;

/** What one request carries besides method and path. */
export interface RequestOptions {
  query?: QueryParams;
  /** A JSON body. */
  json?: unknown;
  /** A form-urlencoded body. */
  form?: Record<string, string>;
  /** How a GET uses the cache: a named duration (default 3 s) or `bypass`. Ignored for other methods. */
  cache?: CachePolicy;
  /** Sent without the held credentials, and a 401 is the answer itself (sign-in with a password). */
  anonymous?: boolean;
}

/**
 * Sends one request to `${baseUrl}/v1${path}` and resolves with the parsed body, or rejects with an `ApiError`.
 * GET answers come from the client's cache while fresh; writes invalidate the cached reads they affect.
 */
export interface Requester {
  <T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** Drops cached GET answers under a path (relative to `/v1`; `*` stands for one segment, `/` for all). */
  invalidate(pathPattern: string): void;
  /**
   * Calls `listener` with each path pattern made stale, by a write or by `invalidate` (with or without a cache);
   * returns the unsubscribe.
   */
  onInvalidate(listener: (pathPattern: string) => void): () => void;
  /** Sends one request past the cache and resolves with the parsed body and the response headers. */
  withHeaders<T>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<{ body: T; headers: Headers }>;
}

function toQueryString(query: QueryParams | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | undefined)?.then === 'function';
}

function authHeaders(credentials: ApiCredentials | undefined): Record<string, string> {
  if (credentials?.apiKey) return { 'X-Argilla-Api-Key': credentials.apiKey };
  if (credentials?.token) return { Authorization: `Bearer ${credentials.token}` };
  return {};
}

/**
 * Creates the one function every API call goes through: it prefixes `${baseUrl}/v1`, adds credentials,
 * encodes the body, parses JSON, turns every failure into an {@link ApiError} and keeps GET answers in a cache
 * of its own (spec 1 §7). Composed of the HTTP exchange (`sendRequest`), the GET cache (`createResponseCache`)
 * and the retry after an expired session (`unauthorizedRetry`).
 *
 * @example
 * const request = createRequester({ baseUrl: '/api', fetch });
 * const me = await request<WireUser>('GET', '/me');
 * const settings = await request<WireSettings>('GET', '/settings', { cache: 'large' });
 */
export function createRequester({
  baseUrl = 'api',
  fetch: fetchImpl = globalThis.fetch,
  getCredentials,
  onUnauthorized,
  onReadFailure,
  now = systemClock,
  cache: cacheOptions = {},
}: RequesterOptions = {}): Requester {
  const prefix = `${baseUrl.replace(/\/+$/, '')}/v1`;
  const cache = cacheOptions === false ? null : createResponseCache({ now, ...cacheOptions });
  const listeners = new Set<(pathPattern: string) => void>();
  const invalidate = (pathPattern: string) => {
    cache?.invalidate(pathPattern);
    for (const listener of [...listeners]) listener(pathPattern);
  };

  const retryingOnce = createUnauthorizedRetry(onUnauthorized);
  // Credentials at hand are used without waiting a microtask: a request made while a page's modules are still
  // evaluated (its first reads) then leaves at once, not after the whole module graph (issue #27, P2).
  const withAuth = <T>(anonymous: boolean | undefined, then: (auth: Record<string, string>) => Promise<T>) => {
    const credentials = anonymous ? {} : getCredentials?.();
    return isPromiseLike(credentials)
      ? Promise.resolve(credentials).then((held) => then(authHeaders(held)))
      : then(anonymous ? {} : authHeaders(credentials));
  };
  const send = async (
    method: string,
    url: string,
    auth: Record<string, string>,
    options: RequestOptions,
    path: string,
  ) => {
    try {
      return await sendRequest(fetchImpl, method, url, auth, options);
    } catch (error) {
      if (error instanceof ApiError && method.toUpperCase() === 'GET') onReadFailure?.(error, path);
      throw error;
    }
  };

  const sendOnce = (method: string, path: string, options: RequestOptions) =>
    withAuth(options.anonymous, (auth) => sendSigned(method, path, options, auth));

  const sendSigned = async (method: string, path: string, options: RequestOptions, auth: Record<string, string>) => {
    const url = `${prefix}${path}${toQueryString(options.query)}`;
    if (method.toUpperCase() === 'GET' && cache !== null) {
      // Answers depend on who asks, so the credentials are part of the key.
      const slot = { key: `${JSON.stringify(auth)} ${url}`, path };
      return cache.read(slot, () => send(method, url, auth, options, path), options.cache);
    }
    try {
      return (await send(method, url, auth, options, path)).value;
    } finally {
      // Also after a failure: a write that errored may still have changed something (e.g. a partial bulk).
      for (const pattern of invalidationsForWrite(method, path)) invalidate(pattern);
    }
  };

  const request = <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> =>
    retryingOnce(options.anonymous, () => sendOnce(method, path, options)) as Promise<T>;

  const withHeaders = <T>(method: string, path: string, options: RequestOptions = {}) =>
    retryingOnce(options.anonymous, () =>
      withAuth(options.anonymous, async (auth) => {
        const url = `${prefix}${path}${toQueryString(options.query)}`;
        const { value, headers } = await send(method, url, auth, options, path);
        return { body: value as T, headers };
      }),
    );

  return Object.assign(request, {
    invalidate,
    onInvalidate: (listener: (pathPattern: string) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    withHeaders,
  });
}
