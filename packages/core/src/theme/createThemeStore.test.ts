import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { createThemeStore, type ColorSchemePreference, type StoredChoiceChanges } from './createThemeStore';
import { resolveTheme, THEME_CHOICES } from './themeChoice';

function fakeColorScheme(initial: boolean) {
  let prefersDark = initial;
  const listeners = new Set<(value: boolean) => void>();
  const source: ColorSchemePreference = {
    prefersDark: () => prefersDark,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    change(value: boolean) {
      prefersDark = value;
      listeners.forEach((listener) => listener(value));
    },
    listenerCount: () => listeners.size,
  };
}

describe('resolveTheme', () => {
  it('offers system, light, dark and high-contrast', () => {
    expect(THEME_CHOICES).toEqual(['system', 'light', 'dark', 'high-contrast']);
  });

  it('resolves system after the OS preference and keeps explicit choices', () => {
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('high-contrast', false)).toBe('high-contrast');
  });
});

describe('createThemeStore', () => {
  it('starts with system (the default) following the OS preference', () => {
    const scheme = fakeColorScheme(true);
    const theme = createThemeStore({ storage: createMemoryStorage(), colorScheme: scheme.source });
    expect(theme.getState().choice).toBe('system');
    expect(theme.getState().resolved).toBe('dark');
  });

  it('stores the choice under "theme" and restores it in a new store', () => {
    const storage = createMemoryStorage();
    createThemeStore({ storage }).getState().setChoice('high-contrast');
    expect(storage.getItem('theme')).toBe('high-contrast');
    const again = createThemeStore({ storage });
    expect(again.getState().choice).toBe('high-contrast');
    expect(again.getState().resolved).toBe('high-contrast');
  });

  it('ignores an unknown stored value', () => {
    const theme = createThemeStore({ storage: createMemoryStorage({ theme: 'sepia' }) });
    expect(theme.getState().choice).toBe('system');
    expect(theme.getState().resolved).toBe('light');
  });

  it('follows OS changes while the choice is system, until the cleanup runs', () => {
    const scheme = fakeColorScheme(false);
    const theme = createThemeStore({ storage: createMemoryStorage(), colorScheme: scheme.source });
    const stop = theme.getState().followSystem();
    scheme.change(true);
    expect(theme.getState().resolved).toBe('dark');
    theme.getState().setChoice('light');
    scheme.change(false);
    scheme.change(true);
    expect(theme.getState().resolved).toBe('light');
    theme.getState().setChoice('system');
    expect(theme.getState().resolved).toBe('dark');
    stop();
    expect(scheme.listenerCount()).toBe(0);
  });

  it('keeps working when the storage refuses writes', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const theme = createThemeStore({ storage });
    theme.getState().setChoice('dark');
    expect(theme.getState().resolved).toBe('dark');
  });

  it('follows a theme chosen in another tab, ignores what is not a theme, and stops following', () => {
    const listeners = new Set<(stored: string | null) => void>();
    const otherTabs: StoredChoiceChanges = {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const storage = createMemoryStorage();
    const scheme = fakeColorScheme(true);
    const theme = createThemeStore({ storage, colorScheme: scheme.source, otherTabs });
    const stop = theme.getState().followOtherTabs();
    const storedElsewhere = (value: string | null) => listeners.forEach((listener) => listener(value));
    storedElsewhere('high-contrast');
    expect(theme.getState()).toMatchObject({ choice: 'high-contrast', resolved: 'high-contrast' });
    storedElsewhere('system');
    expect(theme.getState()).toMatchObject({ choice: 'system', resolved: 'dark' });
    storedElsewhere('sepia');
    storedElsewhere(null);
    expect(theme.getState().choice).toBe('system');
    // The other tab stored it; this one does not write it again.
    expect(storage.getItem('theme')).toBeNull();
    stop();
    expect(listeners.size).toBe(0);
    storedElsewhere('light');
    expect(theme.getState().choice).toBe('system');
    expect(createThemeStore({ storage }).getState().followOtherTabs()).toBeTypeOf('function');
  });
});
