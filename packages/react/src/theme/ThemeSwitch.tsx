import { useContext, useId } from 'react';
import { THEME_CHOICES, type ThemeState } from '@marginalia/core';
import { MarginaliaContext } from '../provider/MarginaliaContext';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';

export interface ThemeSwitchProps {
  /** A theme store instead of the provider's. */
  store?: ReadableStore<ThemeState>;
}

const LABEL_KEYS = {
  system: 'theme.system',
  light: 'theme.light',
  dark: 'theme.dark',
  'high-contrast': 'theme.highContrast',
} as const;

/**
 * The theme switch: system (follows the OS), light, dark and high-contrast, as a radio group. Renders nothing
 * when no theme store is available.
 *
 * @example
 * <ThemeSwitch />
 */
export function ThemeSwitch({ store: explicit }: ThemeSwitchProps) {
  const context = useContext(MarginaliaContext);
  const store = explicit ?? context?.theme ?? null;
  if (!store) return null;
  return <ThemeRadios store={store} />;
}

function ThemeRadios({ store }: { store: ReadableStore<ThemeState> }) {
  const t = useT();
  const name = useId();
  const choice = useStoreSelector(store, (s) => s.choice);
  return (
    <fieldset className="mg-choice-group">
      <legend className="mg-choice-group__legend">{t('theme.label')}</legend>
      {THEME_CHOICES.map((theme) => (
        <label key={theme} className="mg-choice">
          <input
            type="radio"
            name={name}
            value={theme}
            checked={choice === theme}
            onChange={() => store.getState().setChoice(theme)}
          />
          <span>{t(LABEL_KEYS[theme])}</span>
        </label>
      ))}
    </fieldset>
  );
}
