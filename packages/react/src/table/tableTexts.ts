import { defineTranslations, TABLE_NAMESPACE } from '@marginalia/core';
import de from '../../../../locales/de/table.json';
import en from '../../../../locales/en/table.json';
import es from '../../../../locales/es/table.json';

/** The reference table's texts (`locales/<lng>/table.json`); they load with the table's chunk. */
export const tableTexts = defineTranslations(TABLE_NAMESPACE, { en, de, es });
