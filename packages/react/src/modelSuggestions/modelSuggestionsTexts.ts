import { defineTranslations } from '@marginalia/core';
import de from '../../../../locales/de/modelSuggestions.json';
import en from '../../../../locales/en/modelSuggestions.json';
import es from '../../../../locales/es/modelSuggestions.json';

/** The Model suggestions section's texts (`locales/<lng>/modelSuggestions.json`). */
export const modelSuggestionsTexts = defineTranslations('modelSuggestions', { en, de, es });
