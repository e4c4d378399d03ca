/** The key under which the path to return to after sign-in is kept in session storage. */
export const REDIRECT_TO_KEY = 'redirectTo';

/** Remembers where a signed-out visitor was going, for the browser tab's lifetime. */
export interface RedirectToStorage {
  read(): string | null;
  remember(path: string): void;
  clear(): void;
}

/**
 * Wraps a Web Storage (the app passes `window.sessionStorage`); storage failures (private mode, quotas)
 * only lose the redirect.
 */
export function createRedirectToStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): RedirectToStorage {
  return {
    read: () => {
      try {
        return storage.getItem(REDIRECT_TO_KEY);
      } catch {
        return null;
      }
    },
    remember: (path) => {
      try {
        storage.setItem(REDIRECT_TO_KEY, path);
      } catch {
        // Nothing to do: the user lands on home instead.
      }
    },
    clear: () => {
      try {
        storage.removeItem(REDIRECT_TO_KEY);
      } catch {
        // Same as above.
      }
    },
  };
}
