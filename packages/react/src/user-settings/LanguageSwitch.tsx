import { useContext } from 'react';
import { SUPPORTED_LANGUAGES, type LanguageState, type SupportedLanguage } from '@marginalia/core';
import { MarginaliaContext } from '../provider/MarginaliaContext';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { accountTexts } from '../sign-in/accountTexts';
import { Toggle } from '../primitives/Toggle';

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
  const t = useT(accountTexts);
  const language = useStoreSelector(store, (s) => s.language);
  return (
    <Toggle
      label={t('userSettings.language')}
      appearance="radios"
      value={language}
      options={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: code }))}
      onChange={(code) => store.getState().setLanguage(code)}
    />
  );
}
