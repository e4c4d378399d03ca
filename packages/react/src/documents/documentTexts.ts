import { defineTranslations } from '@marginalia/core';
import de from '../../../../locales/de/documents.json';
import en from '../../../../locales/en/documents.json';
import es from '../../../../locales/es/documents.json';

/** The document viewer's texts (`locales/<lng>/documents.json`), loaded with the viewer's chunk. */
export const documentTexts = defineTranslations('documents', { en, de, es });
