import { defineTranslations } from '@marginalia/core';
import de from '../../../../locales/de/review.json';
import en from '../../../../locales/en/review.json';
import es from '../../../../locales/es/review.json';

/** The review's texts (`locales/<lng>/review.json`), loaded with the review's chunk. */
export const reviewTexts = defineTranslations('review', { en, de, es });
