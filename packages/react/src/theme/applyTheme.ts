import type { ResolvedTheme, ThemeState } from '@marginalia/core';
import { themeVariables } from '../styles/themePalettes';
import type { ReadableStore } from '../hooks/useStoreSelector';

/**
 * Applies a theme to an element (usually `<html>`): the `data-mg-theme` attribute for the shell's own styles,
 * the `--mg-color-*` custom properties so components embedded anywhere below (shadow roots included) follow,
 * and `color-scheme` so native controls and scrollbars match.
 *
 * @example
 * applyTheme(document.documentElement, 'high-contrast');
 */
export function applyTheme(element: HTMLElement, theme: ResolvedTheme): void {
  element.setAttribute('data-mg-theme', theme);
  for (const [name, value] of Object.entries(themeVariables(theme))) element.style.setProperty(name, value);
  element.style.setProperty('color-scheme', theme === 'light' ? 'light' : 'dark');
}

/**
 * Keeps an element on the store's resolved theme; returns the cleanup.
 *
 * @example
 * const stop = connectTheme(themeStore, document.documentElement);
 */
export function connectTheme(store: ReadableStore<ThemeState>, element: HTMLElement): () => void {
  applyTheme(element, store.getState().resolved);
  return store.subscribe((state, previous) => {
    if (state.resolved !== previous.resolved) applyTheme(element, state.resolved);
  });
}
