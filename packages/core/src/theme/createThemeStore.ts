import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KeyValueStorage } from '../environment/KeyValueStorage';
import {
  DEFAULT_THEME,
  isThemeChoice,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type ThemeChoice,
} from './themeChoice';

/** The operating system's dark-mode preference (in a browser: `matchMedia('(prefers-color-scheme: dark)')`). */
export interface ColorSchemePreference {
  prefersDark(): boolean;
  /** Calls `onChange` whenever the preference changes; returns the cleanup. */
  subscribe(onChange: (prefersDark: boolean) => void): () => void;
}

/** Choices stored by another instance of the app sharing the storage (in a browser: another tab's `storage` events). */
export interface StoredChoiceChanges {
  /** Calls `onChange` with the newly stored value of the theme key; returns the cleanup. */
  subscribe(onChange: (stored: string | null) => void): () => void;
}

/** Options of {@link createThemeStore}. */
export interface ThemeStoreOptions {
  /** Where the choice persists (a browser app injects `window.localStorage`). */
  storage: KeyValueStorage;
  /** The OS preference; without it `system` resolves to light. */
  colorScheme?: ColorSchemePreference;
  /** Choices made in another tab; without it a tab keeps its theme until reloaded. */
  otherTabs?: StoredChoiceChanges;
}

/** The chosen theme and the one to apply. */
export interface ThemeState {
  choice: ThemeChoice;
  systemPrefersDark: boolean;
  /** The theme to apply now. */
  resolved: ResolvedTheme;
  /** Picks and stores a theme. */
  setChoice(choice: ThemeChoice): void;
  /** Starts following the OS preference; returns the cleanup. */
  followSystem(): () => void;
  /** Starts following the choices made in other tabs (a value that is not a theme is ignored); returns the cleanup. */
  followOtherTabs(): () => void;
}

function readStoredChoice(storage: KeyValueStorage): ThemeChoice {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/**
 * Creates the theme store: the stored choice (default `system`), resolved against the OS preference.
 *
 * @example
 * const theme = createThemeStore({ storage: window.localStorage, colorScheme });
 * const stop = theme.getState().followSystem();
 * theme.getState().followOtherTabs();
 * theme.getState().setChoice('high-contrast');
 */
export function createThemeStore({ storage, colorScheme, otherTabs }: ThemeStoreOptions): StoreApi<ThemeState> {
  const choice = readStoredChoice(storage);
  const systemPrefersDark = colorScheme?.prefersDark() ?? false;
  return createStore<ThemeState>()((set, get) => ({
    choice,
    systemPrefersDark,
    resolved: resolveTheme(choice, systemPrefersDark),

    setChoice(next) {
      try {
        storage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // A storage that refuses writes (private mode) only loses the choice on reload.
      }
      set({ choice: next, resolved: resolveTheme(next, get().systemPrefersDark) });
    },

    followSystem() {
      if (!colorScheme) return () => undefined;
      const apply = (prefersDark: boolean) =>
        set({ systemPrefersDark: prefersDark, resolved: resolveTheme(get().choice, prefersDark) });
      apply(colorScheme.prefersDark());
      return colorScheme.subscribe(apply);
    },

    followOtherTabs() {
      if (!otherTabs) return () => undefined;
      return otherTabs.subscribe((stored) => {
        // Applied, not stored again: the other tab has stored it.
        if (isThemeChoice(stored)) set({ choice: stored, resolved: resolveTheme(stored, get().systemPrefersDark) });
      });
    },
  }));
}
