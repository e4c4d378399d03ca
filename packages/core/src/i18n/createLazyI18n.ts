import type { i18n } from 'i18next';
import enCore from '../../../../locales/en/core.json';
import enUi from '../../../../locales/en/ui.json';
import type { LanguageTarget } from './LanguageTarget';
import { createI18nInstance } from './createI18nInstance';
import type { SupportedLanguage } from './supportedLanguages';
import type { TranslationTree } from './translationBundle';

type LanguageTexts = { core: TranslationTree; ui: TranslationTree };

// Each other language in its own chunk: a page downloads only the texts of the language it shows.
const LOADERS: Record<Exclude<SupportedLanguage, 'en'>, () => Promise<LanguageTexts>> = {
  de: async () => {
    const [core, ui] = await Promise.all([
      import('../../../../locales/de/core.json'),
      import('../../../../locales/de/ui.json'),
    ]);
    return { core: core.default, ui: ui.default };
  },
  es: async () => {
    const [core, ui] = await Promise.all([
      import('../../../../locales/es/core.json'),
      import('../../../../locales/es/ui.json'),
    ]);
    return { core: core.default, ui: ui.default };
  },
};

/** An i18next instance holding only English (the fallback), with the other languages loaded on demand. */
export interface LazyI18n {
  i18n: i18n;
  /** Loads a language's `core` and `ui` texts into the instance (once); English is always there. */
  load(language: SupportedLanguage): Promise<void>;
  /**
   * The language store's target: loads the language, then switches to it; of switches made in quick
   * succession the last one wins. A failed load leaves the current language.
   */
  target: LanguageTarget;
}

/**
 * Like `createI18n`, for an app that should not download every language up front: only English is bundled,
 * German and Spanish load when chosen. Await `load(language)` before the first render to avoid English
 * flashing for other languages.
 *
 * @example
 * const { i18n, load, target } = createLazyI18n();
 * const language = createLanguageStore({ i18n: target, cookies });
 * await load(language.getState().language);
 */
export function createLazyI18n(): LazyI18n {
  // Starts in English; the language store's first switch (through `target`) moves it to the chosen language.
  const instance = createI18nInstance({ en: { core: enCore, ui: enUi } });
  const loading = new Map<SupportedLanguage, Promise<void>>();
  const load = (language: SupportedLanguage): Promise<void> => {
    if (language === 'en') return Promise.resolve();
    let pending = loading.get(language);
    if (!pending) {
      pending = LOADERS[language]().then(({ core, ui }) => {
        instance.addResourceBundle(language, 'core', core, true, false);
        instance.addResourceBundle(language, 'ui', ui, true, false);
      });
      // A failed load may be tried again.
      pending.catch(() => loading.delete(language));
      loading.set(language, pending);
    }
    return pending;
  };
  let latest = 0;
  const target: LanguageTarget = {
    changeLanguage(language: string) {
      const request = ++latest;
      const supported = language as SupportedLanguage;
      return load(supported).then(
        () => (request === latest ? instance.changeLanguage(supported) : undefined),
        () => undefined,
      );
    },
  };
  return { i18n: instance, load, target };
}
