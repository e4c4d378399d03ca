import type { StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from '../environment/KeyValueStorage';
import { TOKEN_STORAGE_KEY, type SessionState } from '../session/createSessionStore';
import type { OAuthClient } from './createOAuthClient';

/** What {@link completeProviderSignIn} needs. */
export interface ProviderSignInOptions {
  oauth: OAuthClient;
  session: StoreApi<SessionState>;
  /** The storage the session keeps its token in. */
  storage: KeyValueStorage;
  provider: string;
  /** The callback page's query string (`?code=…&state=…`). */
  search: string;
}

/**
 * Completes a third-party login on the callback page: exchanges the query for a token, stores it where the
 * session looks for it and loads the user. Resolves whether the user is now signed in; a rejected exchange
 * rejects with its `ApiError` so the page can show the unauthorized message.
 *
 * @example
 * if (await completeProviderSignIn({ oauth, session, storage, provider, search: location.search })) go(redirectTo ?? '/');
 */
export async function completeProviderSignIn({
  oauth,
  session,
  storage,
  provider,
  search,
}: ProviderSignInOptions): Promise<boolean> {
  const token = await oauth.getAccessToken(provider, search);
  session.getState().signOut();
  storage.setItem(TOKEN_STORAGE_KEY, token);
  await session.getState().restore();
  return session.getState().status === 'signedIn';
}
