import { defineTranslations } from '@marginalia/core';
import de from '../../../../locales/de/agreement.json';
import en from '../../../../locales/en/agreement.json';
import es from '../../../../locales/es/agreement.json';

/** The agreement panel's texts (`locales/<lng>/agreement.json`), loaded with the panel's chunk. */
export const agreementTexts = defineTranslations('agreement', { en, de, es });
