import { defineTranslations } from '@marginalia/core';
import de from '../../../../locales/de/home.json';
import en from '../../../../locales/en/home.json';
import es from '../../../../locales/es/home.json';

/**
 * The texts of the home page and its dataset list: `locales/<lng>/home.json`. They load with those components'
 * chunks, not with every page (the annotation route never shows them).
 */
export const homeTexts = defineTranslations('home', { en, de, es });
