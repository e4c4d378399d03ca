import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LanguageTarget } from '../i18n/LanguageTarget';
import type { SupportedLanguage } from '../i18n/supportedLanguages';
import { chooseLanguage } from './chooseLanguage';
import { readLocaleCookie, serializeLocaleCookie } from './localeCookie';

export type { LanguageTarget } from '../i18n/LanguageTarget';

/** Cookie access with `document.cookie` semantics: `read` gives the header, `write` sets one cookie. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/** Options of {@link createLanguageStore}. */
export interface LanguageStoreOptions {
  /** The i18next instance whose language follows the store. */
  i18n: LanguageTarget;
  cookies: CookieJar;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[];
  /** The app is embedded in a page of another origin (the cookie then needs `SameSite=None; Secure`). */
  crossOrigin?: boolean;
}

/** The interface language and the switch that saves it. */
export interface LanguageState {
  language: SupportedLanguage;
  /** Switches the language and saves it in the locale cookie. */
  setLanguage(language: SupportedLanguage): void;
}

/**
 * Creates the language store: the saved cookie, else the browser language, its base, then English; the i18n
 * instance is switched at once.
 *
 * @example
 * const language = createLanguageStore({ i18n, cookies: documentCookies, browserLanguages: navigator.languages });
 * language.getState().setLanguage('es');
 */
export function createLanguageStore({
  i18n,
  cookies,
  browserLanguages = [],
  crossOrigin = false,
}: LanguageStoreOptions): StoreApi<LanguageState> {
  const language = chooseLanguage({ saved: readLocaleCookie(cookies.read()), browserLanguages });
  void i18n.changeLanguage(language);
  return createStore<LanguageState>()((set) => ({
    language,
    setLanguage(next) {
      cookies.write(serializeLocaleCookie(next, { crossOrigin }));
      void i18n.changeLanguage(next);
      set({ language: next });
    },
  }));
}
