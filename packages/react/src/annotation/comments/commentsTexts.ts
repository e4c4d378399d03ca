import { defineTranslations } from '@marginalia/core';
import de from '../../../../../locales/de/comments.json';
import en from '../../../../../locales/en/comments.json';
import es from '../../../../../locales/es/comments.json';

/** The comments thread's texts (`locales/<lng>/comments.json`), loaded with the thread's chunk. */
export const commentsTexts = defineTranslations('comments', { en, de, es });
