import { useContext, useId } from 'react';
import { SUPPORTED_LANGUAGES, type LanguageState, type SupportedLanguage } from '@marginalia/core';
import { MarginaliaContext } from '../provider/MarginaliaContext';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';

/** Each language named in itself, so a reader finds their own whatever the current language. */
export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
};

export interface LanguageSwitchProps {
  /** A language store instead of the provider's. */
  store?: ReadableStore<LanguageState>;
}

/**
 * The language switch (English, Deutsch, Español); the choice is saved in the locale cookie. Renders nothing
 * without a language store.
 *
 * @example
 * <LanguageSwitch />
 */
export function LanguageSwitch({ store: explicit }: LanguageSwitchProps) {
  const context = useContext(MarginaliaContext);
  const store = explicit ?? context?.language ?? null;
  if (!store) return null;
  return <LanguageRadios store={store} />;
}

function LanguageRadios({ store }: { store: ReadableStore<LanguageState> }) {
  const t = useT();
  const name = useId();
  const language = useStoreSelector(store, (s) => s.language);
  return (
    <fieldset className="mg-choice-group">
      <legend className="mg-choice-group__legend">{t('userSettings.language')}</legend>
      {SUPPORTED_LANGUAGES.map((code) => (
        <label key={code} className="mg-choice" lang={code}>
          <input
            type="radio"
            name={name}
            value={code}
            checked={language === code}
            onChange={() => store.getState().setLanguage(code)}
          />
          <span>{LANGUAGE_NAMES[code]}</span>
        </label>
      ))}
    </fieldset>
  );
}
