import { defineTranslations } from '@marginalia/core';
import de from '../../../../locales/de/account.json';
import en from '../../../../locales/en/account.json';
import es from '../../../../locales/es/account.json';

/**
 * The texts of signing in and of the user's settings page: `locales/<lng>/account.json`. They load with those
 * components' chunks. Two keys of theirs stay in `ui.json`, for screens every page may show: the OAuth callback's
 * `signIn.completingProvider` and the role names (`userSettings.roles`, also shown by the dataset settings).
 */
export const accountTexts = defineTranslations('account', { en, de, es });
