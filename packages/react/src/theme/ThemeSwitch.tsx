import { useContext } from 'react';
import { THEME_CHOICES, type ThemeState } from '@marginalia/core';
import { MarginaliaContext } from '../provider/MarginaliaContext';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { Toggle } from '../primitives/Toggle';

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
  const choice = useStoreSelector(store, (s) => s.choice);
  return (
    <Toggle
      label={t('theme.label')}
      appearance="radios"
      value={choice}
      options={THEME_CHOICES.map((theme) => ({ value: theme, label: t(LABEL_KEYS[theme]) }))}
      onChange={(theme) => store.getState().setChoice(theme)}
    />
  );
}
