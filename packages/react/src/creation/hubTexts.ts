import { defineTranslations } from '@marginalia/core';
import de from '../../../../locales/de/hub.json';
import en from '../../../../locales/en/hub.json';
import es from '../../../../locales/es/hub.json';

/** The texts of the hub features (preview, creation, import, export): `locales/<lng>/hub.json`. */
export const hubTexts = defineTranslations('hub', { en, de, es });
