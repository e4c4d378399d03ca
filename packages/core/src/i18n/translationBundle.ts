import type { i18n } from 'i18next';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from './supportedLanguages';

/** A nested map of translation keys to texts, as in `locales/<lng>/<namespace>.json`. */
export type TranslationTree = { [key: string]: string | TranslationTree };

/**
 * The texts of one feature (settings, creation, tables, documents…) in every interface language. A feature's
 * texts travel with its code: the bundle is imported by the feature's own module, so pages that never show the
 * feature never download them.
 */
export interface TranslationBundle {
  namespace: string;
  resources: Record<SupportedLanguage, TranslationTree>;
}

/**
 * Declares a feature's translations.
 *
 * @example
 * import en from '../../../../locales/en/settings.json';
 * export const settingsTexts = defineTranslations('settings', { en, de, es });
 */
export function defineTranslations(
  namespace: string,
  resources: Record<SupportedLanguage, TranslationTree>,
): TranslationBundle {
  return { namespace, resources };
}

/**
 * Adds a bundle to an i18next instance once (every language), so `t(key, { ns })` finds its texts. Idempotent:
 * each component that needs the texts may call it.
 */
export function ensureTranslations(instance: i18n, bundle: TranslationBundle): void {
  for (const lng of SUPPORTED_LANGUAGES) {
    if (instance.hasResourceBundle(lng, bundle.namespace)) continue;
    instance.addResourceBundle(lng, bundle.namespace, bundle.resources[lng], true, false);
  }
}
