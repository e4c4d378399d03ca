/** The themes a user can pick; `system` follows the operating system's dark-mode preference. */
export const THEME_CHOICES = ['system', 'light', 'dark', 'high-contrast'] as const;
/** One of {@link THEME_CHOICES}. */
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** A theme as applied to the page: `system` resolved to light or dark. */
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;

/** The theme of a first visit. */
export const DEFAULT_THEME: ThemeChoice = 'system';
/** Storage key of the chosen theme. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Whether a stored or received value names a theme.
 *
 * @example
 * isThemeChoice('dark'); // true
 * isThemeChoice('sepia'); // false
 */
export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/**
 * The theme to apply: the choice itself, or for `system` dark or light after the OS preference.
 *
 * @example
 * resolveTheme('system', true); // 'dark'
 * resolveTheme('high-contrast', true); // 'high-contrast'
 */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice !== 'system') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}
