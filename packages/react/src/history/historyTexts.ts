import { defineTranslations } from '@marginalia/core';
import de from '../../../../locales/de/history.json';
import en from '../../../../locales/en/history.json';
import es from '../../../../locales/es/history.json';

/** The history's texts (`locales/<lng>/history.json`), loaded with the history's components. */
export const historyTexts = defineTranslations('history', { en, de, es });
