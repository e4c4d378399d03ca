import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/createApiClient';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';
import { messageOfError } from '../api/messageOfError';
import { toUser, type User } from '../model/User';
import type { KeyValueStorage } from '../environment/KeyValueStorage';

/** Storage key of the bearer token; every session key carries the `auth` prefix. */
export const TOKEN_STORAGE_KEY = 'auth.token';

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  client: ApiClient;
  storage: KeyValueStorage;
  /**
   * The client signs requests with an API key (or an embedder's token): the session is that key's user, no
   * stored token needed. A function is asked at each restore (an element's key may come later).
   */
  usesApiKey?: boolean | (() => boolean);
}

/** Who is signed in, and the sign-in workflow. */
export interface SessionState {
  status: 'restoring' | 'signedOut' | 'signingIn' | 'signedIn';
  user: User | null;
  /** The bearer token the API client sends. */
  token: string | null;
  /** Why the last sign-in or restore failed. */
  error: Message | null;
  /** Signs out, asks for a token, stores it and loads the user; resolves whether it worked. */
  signIn(username: string, password: string): Promise<boolean>;
  /** Forgets the user and the stored token. */
  signOut(): void;
  /** Loads the user of the stored token; an invalid token signs out. */
  restore(): Promise<void>;
}

/**
 * Creates the session store. It starts as `restoring` when a token is stored (call `restore()`), else
 * `signedOut`. A 401 at sign-in gives `login.error` ('Wrong username or password. Try again'); other failures
 * keep their own message.
 *
 * @example
 * const session = createSessionStore({ client, storage: window.localStorage });
 * await session.getState().restore();
 * if (!(await session.getState().signIn('owner', 'secret'))) show(session.getState().error);
 */
export function createSessionStore({ client, storage, usesApiKey = false }: SessionStoreOptions): StoreApi<SessionState> {
  const signedOut = { status: 'signedOut', user: null, token: null } as const;
  const keyed = () => (typeof usesApiKey === 'function' ? usesApiKey() : usesApiKey);

  return createStore<SessionState>()((set, get) => ({
    status: keyed() || storage.getItem(TOKEN_STORAGE_KEY) ? 'restoring' : 'signedOut',
    user: null,
    token: null,
    error: null,

    async signIn(username, password) {
      get().signOut();
      set({ status: 'signingIn' });
      try {
        const { access_token: token } = await client.createToken(username, password);
        storage.setItem(TOKEN_STORAGE_KEY, token);
        // The token must be in state before /me so the client sends it.
        set({ token });
        const user = toUser(await client.getMe());
        set({ status: 'signedIn', user, error: null });
        return true;
      } catch (error) {
        storage.removeItem(TOKEN_STORAGE_KEY);
        const message =
          error instanceof ApiError && error.status === 401
            ? { key: CORE_MESSAGE_KEYS.loginError }
            : messageOfError(error);
        set({ ...signedOut, error: message });
        return false;
      }
    },

    signOut() {
      storage.removeItem(TOKEN_STORAGE_KEY);
      set({ ...signedOut, error: null });
    },

    async restore() {
      const token = storage.getItem(TOKEN_STORAGE_KEY);
      if (!token && !keyed()) {
        set({ ...signedOut, error: null });
        return;
      }
      set({ status: 'restoring', token, error: null });
      try {
        const user = toUser(await client.getMe());
        set({ status: 'signedIn', user });
      } catch (error) {
        // Only a rejected token is forgotten; after a network failure the next restore may still succeed.
        if (error instanceof ApiError && error.status === 401) storage.removeItem(TOKEN_STORAGE_KEY);
        set({
          ...signedOut,
          error: error instanceof ApiError && error.status === 401 ? null : messageOfError(error),
        });
      }
    },
  }));
}
