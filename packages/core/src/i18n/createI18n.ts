import i18next, { type i18n } from 'i18next';
import deCore from '../../../../locales/de/core.json';
import deUi from '../../../../locales/de/ui.json';
import enCore from '../../../../locales/en/core.json';
import enUi from '../../../../locales/en/ui.json';
import esCore from '../../../../locales/es/core.json';
import esUi from '../../../../locales/es/ui.json';

/** The interface languages; English is the source of truth and the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'de', 'es'] as const;
/** One of {@link SUPPORTED_LANGUAGES}. */
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Every bundled translation: namespace `core` (messages of this package) and `ui` (components). */
export const RESOURCES = {
  en: { core: enCore, ui: enUi },
  de: { core: deCore, ui: deUi },
  es: { core: esCore, ui: esUi },
} as const;

/** Options of {@link createI18n}. */
export interface I18nOptions {
  /** Language to start with (e.g. `de` or `de-AT`); defaults to the fallback. */
  lng?: string;
  fallbackLng?: string;
}

/**
 * Creates a new, already initialised i18next instance (never the global one) holding the bundled resources.
 * The default namespace is `ui`; keys missing there are looked up in `core`, so core messages translate with a
 * plain `t(message.key, message.params)`.
 *
 * @example
 * const i18n = createI18n({ lng: 'de' });
 * i18n.t('login.error'); // 'Falscher Benutzername oder falsches Passwort. Versuche es erneut'
 */
export function createI18n({ lng, fallbackLng = 'en' }: I18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  // Resources are bundled, so initialisation completes synchronously.
  void instance.init({
    lng: lng ?? fallbackLng,
    fallbackLng,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    // i18next keeps the object it is given and adds namespaces to it: each instance gets its own per-language
    // maps, so a feature's texts added to one instance never reach another (or the bundled constant).
    resources: {
      en: { ...RESOURCES.en },
      de: { ...RESOURCES.de },
      es: { ...RESOURCES.es },
    },
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
