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

/** Storybook's `globalTypes`: one toolbar menu per global. */
export const STORY_GLOBAL_TYPES = {
  locale: {
    description: 'Interface language (createI18n with the bundled locales)',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      dynamicTitle: true,
      items: [
        { value: 'en', title: 'English' },
        { value: 'de', title: 'Deutsch' },
        { value: 'es', title: 'Español' },
      ],
    },
  },
  theme: {
    description: 'Theme (applyTheme on the story frame)',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      dynamicTitle: true,
      items: [
        { value: 'light', title: 'Light' },
        { value: 'dark', title: 'Dark' },
        { value: 'high-contrast', title: 'High contrast' },
      ],
    },
  },
  direction: {
    description: 'Text direction of the story frame',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      dynamicTitle: true,
      items: [
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
    },
  },
  shadowRoot: {
    description: 'Render the story inside an open shadow root (scoped styles)',
    toolbar: {
      title: 'Shadow root',
      icon: 'component',
      dynamicTitle: true,
      items: [
        { value: 'off', title: 'Light DOM' },
        { value: 'on', title: 'Shadow root' },
      ],
    },
  },
} satisfies NonNullable<Preview['globalTypes']>;

/** Reads the globals Storybook hands a decorator, falling back to the initial ones. */
export function readStoryGlobals(globals: Record<string, unknown>): StoryGlobals {
  return { ...INITIAL_STORY_GLOBALS, ...(globals as Partial<StoryGlobals>) };
}
