export type { ThemeChoice, ResolvedTheme } from './themeChoice';
export { THEME_CHOICES, DEFAULT_THEME, THEME_STORAGE_KEY, isThemeChoice, resolveTheme } from './themeChoice';
export type { ThemeState, ThemeStoreOptions, ColorSchemePreference } from './createThemeStore';
export { createThemeStore } from './createThemeStore';
