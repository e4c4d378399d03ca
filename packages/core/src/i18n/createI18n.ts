import type { i18n } from 'i18next';
import deCore from '../../../../locales/de/core.json';
import deUi from '../../../../locales/de/ui.json';
import enCore from '../../../../locales/en/core.json';
import enUi from '../../../../locales/en/ui.json';
import esCore from '../../../../locales/es/core.json';
import esUi from '../../../../locales/es/ui.json';
import { createI18nInstance, type I18nOptions } from './createI18nInstance';

export { SUPPORTED_LANGUAGES, type SupportedLanguage } from './supportedLanguages';
export type { I18nOptions } from './createI18nInstance';

/** Every bundled translation: namespace `core` (messages of this package) and `ui` (components). */
export const RESOURCES = {
  en: { core: enCore, ui: enUi },
  de: { core: deCore, ui: deUi },
  es: { core: esCore, ui: esUi },
} as const;

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
  return createI18nInstance(
    { en: { ...RESOURCES.en }, de: { ...RESOURCES.de }, es: { ...RESOURCES.es } },
    { lng, fallbackLng },
  );
}
