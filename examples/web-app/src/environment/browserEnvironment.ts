import type { ColorSchemePreference, CookieJar, StoredChoiceChanges } from '@marginalia/react';

/** `document.cookie` as the language store's cookie jar. */
export function documentCookies(doc: Document): CookieJar {
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
  };
}

/** The OS dark-mode preference through `matchMedia`. */
export function mediaColorScheme(view: Window): ColorSchemePreference {
  const query = view.matchMedia('(prefers-color-scheme: dark)');
  return {
    prefersDark: () => query.matches,
    subscribe: (onChange) => {
      const listener = (event: MediaQueryListEvent) => onChange(event.matches);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
  };
}

/** What other tabs of the app store under `key` in local storage (their `storage` events). */
export function storageKeyChanges(view: Window, key: string): StoredChoiceChanges {
  return {
    subscribe: (onChange) => {
      const listener = (event: StorageEvent) => {
        if (event.key === key && event.storageArea === view.localStorage) onChange(event.newValue);
      };
      view.addEventListener('storage', listener);
      return () => view.removeEventListener('storage', listener);
    },
  };
}

/** Whether the app runs in an iframe of another origin (its cookies then need `SameSite=None; Secure`). */
export function isCrossOriginEmbed(view: Window): boolean {
  if (view.self === view.top) return false;
  try {
    return view.top?.location.origin !== view.location.origin;
  } catch {
    // Reading a cross-origin parent's location throws.
    return true;
  }
}
