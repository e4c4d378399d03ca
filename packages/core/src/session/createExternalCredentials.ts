import type { ApiCredentials } from '../api/createRequester';

/** Mints a bearer token, e.g. a portal's call to its own backend; null or empty means "none". */
export type TokenProvider = () => Promise<string | null | undefined> | string | null | undefined;

/** Credentials an embedder hands over instead of a signed-in session. */
export interface ExternalCredentialsOptions {
  /** Sent as `X-Argilla-Api-Key`; wins over a token. */
  apiKey?: string | null;
  /** A bearer token, used until a 401 asks the provider for a new one. */
  token?: string | null;
  /** Asked for a token when none is held, and again once after a 401. */
  tokenProvider?: TokenProvider | null;
}

/** The credentials of one sdk that come from its embedder: an API key, a bearer token or a token provider. */
export interface ExternalCredentials {
  /** Whether requests are signed by the embedder rather than by a signed-in session. */
  isActive(): boolean;
  /** Whether a 401 can be answered by asking for a new token. */
  canRenew(): boolean;
  /** The credentials of the next request, or null when the embedder gave none. */
  read(): Promise<ApiCredentials | null>;
  /**
   * What {@link read} would resolve with when it needs no provider call, else `undefined`: a request can then be
   * sent in its caller's task.
   */
  held(): ApiCredentials | null | undefined;
  /** After a 401: asks the provider for a new token; resolves whether there is one to retry with. */
  renew(): Promise<boolean>;
  /** Replaces what the embedder gave (an element's `api-key`, `token` or `tokenProvider` changed). */
  update(options: ExternalCredentialsOptions): void;
}

/**
 * Creates the embedder's credentials. Concurrent requests that find no token share one provider call, and so do
 * concurrent 401s; a provider that throws or returns nothing leaves the request unsigned.
 *
 * @example
 * const credentials = createExternalCredentials({ tokenProvider: () => portal.mintToken() });
 * const headers = await credentials.read(); // { token: '…' }
 */
export function createExternalCredentials(initial: ExternalCredentialsOptions = {}): ExternalCredentials {
  let options = initial;
  let token: string | null = initial.token || null;
  let asking: { provider: TokenProvider; minted: Promise<string | null> } | null = null;

  const ask = (): Promise<string | null> => {
    const provider = options.tokenProvider;
    if (!provider) return Promise.resolve(null);
    if (asking?.provider === provider) return asking.minted;
    const minted = Promise.resolve()
      .then(provider)
      .then(
        (value) => value || null,
        () => null,
      )
      .then((value) => {
        // A provider replaced while it was asked does not overwrite what the new one gives.
        if (options.tokenProvider === provider) token = value;
        if (asking?.provider === provider) asking = null;
        return value;
      });
    asking = { provider, minted };
    return minted;
  };

  const mustAsk = () => !token && !options.apiKey && Boolean(options.tokenProvider);
  const heldNow = (): ApiCredentials | null => {
    if (options.apiKey) return { apiKey: options.apiKey };
    return token || options.tokenProvider ? { token } : null;
  };

  return {
    isActive: () => Boolean(options.apiKey || token || options.tokenProvider),
    canRenew: () => !options.apiKey && Boolean(options.tokenProvider),
    async read() {
      if (mustAsk()) await ask();
      return heldNow();
    },
    held: () => (mustAsk() ? undefined : heldNow()),
    async renew() {
      if (options.apiKey || !options.tokenProvider) return false;
      token = null;
      return (await ask()) !== null;
    },
    update(next) {
      if (next.token !== options.token || next.tokenProvider !== options.tokenProvider) token = next.token || null;
      options = next;
    },
  };
}
