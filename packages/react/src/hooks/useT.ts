import { useCallback, useSyncExternalStore } from 'react';
import { ensureTranslations, plainText, type Message, type TranslationBundle } from '@marginalia/core';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';

/** Translates a key of the `ui` namespace (falling back to `core`) with interpolation params. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A translate function over the injected i18next instance; the component re-renders on `languageChanged`.
 * With a feature's `bundle`, its texts are added to the instance (once) and its namespace is searched first.
 *
 * @example
 * const t = useT();
 * return <button>{t('signIn.submit')}</button>;
 * const ts = useT(settingsTexts); // keys of locales/<lng>/settings.json, then ui, then core
 */
export function useT(bundle?: TranslationBundle): Translate {
  const { i18n } = useMarginaliaContext();
  if (bundle) ensureTranslations(i18n, bundle);
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  // A new function per language makes memoised children re-render with the new texts. React escapes output
  // itself, so i18next must not escape interpolated values (a name with '&' would show as '&amp;'). Our
  // instances are made that way; only an instance that escapes gets the per-call option, because i18next
  // rebuilds its interpolation regular expressions on every call that carries one.
  return useCallback<Translate>(
    (key, params) => {
      const ns = bundle ? [bundle.namespace, 'ui', 'core'] : undefined;
      const translate = () =>
        i18n.t(
          key,
          i18n.options.interpolation?.escapeValue === false
            ? { ...params, lng: language, ns }
            : { ...params, lng: language, ns, interpolation: { escapeValue: false } },
        ) as string;
      // A text without parameters is the same on every render (see `plainText`).
      return params ? translate() : plainText(i18n, `${language}|${bundle?.namespace ?? ''}|${key}`, translate);
    },
    [i18n, language, bundle],
  );
}

/** The text for a core `Message`: a server string verbatim, else the translated key. */
export function translateMessage(t: Translate, message: Message): string {
  return message.text ?? t(message.key, message.params);
}
