import type { ResolvedTheme } from '@marginalia/core';

/** The colour tokens every component reads (as `--mg-theme-<name>`). */
export interface ThemePalette {
  bg: string;
  fg: string;
  muted: string;
  surface: string;
  primary: string;
  'on-primary': string;
  danger: string;
  success: string;
  warning: string;
  border: string;
}

/**
 * The built-in palettes. Text tokens (fg, muted, primary, danger, success, warning) reach WCAG AA (4.5:1) on bg
 * and surface in light and dark, and AAA (7:1) in high-contrast; borders reach 3:1 (non-text contrast).
 */
export const THEME_PALETTES: Record<ResolvedTheme, ThemePalette> = {
  light: {
    bg: '#ffffff',
    fg: '#1f2328',
    muted: '#545d68',
    surface: '#f3f4f6',
    primary: '#3451b2',
    'on-primary': '#ffffff',
    danger: '#b42318',
    success: '#1e6b2a',
    warning: '#8a4b00',
    border: '#8c959f',
  },
  dark: {
    bg: '#16181d',
    fg: '#e6e8eb',
    muted: '#a9b1bb',
    surface: '#21252c',
    primary: '#9db0ff',
    'on-primary': '#10131a',
    danger: '#ff9b93',
    success: '#86d08a',
    warning: '#ffc266',
    border: '#6e7681',
  },
  'high-contrast': {
    bg: '#000000',
    fg: '#ffffff',
    muted: '#e6e6e6',
    surface: '#121212',
    primary: '#ffe600',
    'on-primary': '#000000',
    danger: '#ff9e9e',
    success: '#7dff8a',
    warning: '#ffcf66',
    border: '#ffffff',
  },
};

/**
 * The public custom properties (`--mg-color-*`) of a theme. Set on a page's root element they reach every
 * component, including those inside shadow roots, because custom properties inherit across them.
 *
 * @example
 * Object.entries(themeVariables('dark')).forEach(([name, value]) => html.style.setProperty(name, value));
 */
export function themeVariables(theme: ResolvedTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(THEME_PALETTES[theme]).map(([name, value]) => [`--mg-color-${name}`, value]),
  );
}
