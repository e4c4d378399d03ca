import i18next, { type i18n, type Resource } from 'i18next';
import { SUPPORTED_LANGUAGES } from './supportedLanguages';

/** Options of `createI18n` and `createLazyI18n`. */
export interface I18nOptions {
  /** Language to start with (e.g. `de` or `de-AT`); defaults to the fallback. */
  lng?: string;
  fallbackLng?: string;
}

/**
 * A new i18next instance (never the global one), initialised synchronously with `resources`. The default
 * namespace is `ui`; keys missing there are looked up in `core`.
 *
 * @example
 * createI18nInstance({ en: { core: enCore, ui: enUi } }, { lng: 'en' });
 */
export function createI18nInstance(resources: Resource, { lng, fallbackLng = 'en' }: I18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  // Resources are given, so initialisation completes synchronously.
  void instance.init({
    lng: lng ?? fallbackLng,
    fallbackLng,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    // i18next keeps the object it is given and adds namespaces to it: the caller passes per-language maps of its
    // own, so a feature's texts added to one instance never reach another (or a bundled constant).
    resources,
    ns: ['ui', 'core'],
    defaultNS: 'ui',
    fallbackNS: 'core',
    initAsync: false,
    // Components render text nodes, which are escaped by the renderer.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
