import { defineTranslations } from '@marginalia/core';
import de from '../../../../locales/de/settings.json';
import en from '../../../../locales/en/settings.json';
import es from '../../../../locales/es/settings.json';

/** The dataset settings' texts (`locales/<lng>/settings.json`), loaded with the settings' chunk. */
export const settingsTexts = defineTranslations('settings', { en, de, es });
