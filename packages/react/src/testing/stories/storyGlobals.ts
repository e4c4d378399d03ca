import type { ResolvedTheme, SupportedLanguage } from '@marginalia/core';
import type { Preview } from '@storybook/react';

/** The toolbar controls every story renders under (see `.storybook/preview.tsx`). */
export interface StoryGlobals {
  locale: SupportedLanguage;
  theme: ResolvedTheme;
  direction: 'ltr' | 'rtl';
  /** 'on' renders the story inside an open shadow root. */
  shadowRoot: 'off' | 'on';
}

export const INITIAL_STORY_GLOBALS: StoryGlobals = { locale: 'en', theme: 'light', direction: 'ltr', shadowRoot: 'off' };

/** One toolbar menu: its values with their titles, the chosen one's title shown on the button. */
type ToolbarMenu = NonNullable<Preview['globalTypes']>[string];
const toolbarMenu = (
  description: string,
  title: string,
  icon: NonNullable<ToolbarMenu['toolbar']>['icon'],
  items: Record<string, string>,
): ToolbarMenu => ({
  description,
  toolbar: { title, icon, dynamicTitle: true, items: Object.entries(items).map(([value, title]) => ({ value, title })) },
});

/** Storybook's `globalTypes`: one toolbar menu per global. */
export const STORY_GLOBAL_TYPES: Record<keyof StoryGlobals, ToolbarMenu> = {
  locale: toolbarMenu('Interface language (createI18n with the bundled locales)', 'Locale', 'globe', {
    en: 'English',
    de: 'Deutsch',
    es: 'Español',
  }),
  theme: toolbarMenu('Theme (applyTheme on the story frame)', 'Theme', 'paintbrush', {
    light: 'Light',
    dark: 'Dark',
    'high-contrast': 'High contrast',
  }),
  direction: toolbarMenu('Text direction of the story frame', 'Direction', 'transfer', { ltr: 'Left to right', rtl: 'Right to left' }),
  shadowRoot: toolbarMenu('Render the story inside an open shadow root (scoped styles)', 'Shadow root', 'component', {
    off: 'Light DOM',
    on: 'Shadow root',
  }),
};

/** Reads the globals Storybook hands a decorator, falling back to the initial ones. */
export function readStoryGlobals(globals: Record<string, unknown>): StoryGlobals {
  return { ...INITIAL_STORY_GLOBALS, ...(globals as Partial<StoryGlobals>) };
}
