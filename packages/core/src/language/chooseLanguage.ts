import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../i18n/supportedLanguages';

/** What {@link chooseLanguage} decides from. */
export interface LanguageSources {
  /** The saved preference (the locale cookie), if any. */
  saved?: string | null;
  /** The browser's languages, most preferred first (`navigator.languages`). */
  browserLanguages?: readonly string[];
}

function supported(candidate: string | null | undefined): SupportedLanguage | null {
  if (!candidate) return null;
  const lower = candidate.trim().toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lower) ? (lower as SupportedLanguage) : null;
}

/** The part before the first hyphen or underscore: `de` of `de-AT`. */
function baseOf(language: string): string {
  return language.split(/[-_]/)[0] ?? language;
}

/**
 * The interface language, in the order of spec 2 §1: the saved preference, then the browser language, then that
 * language's base before a hyphen, then English.
 *
 * @example
 * chooseLanguage({ saved: null, browserLanguages: ['de-AT', 'en-US'] }); // 'de'
 * chooseLanguage({ saved: 'es', browserLanguages: ['de'] }); // 'es'
 */
export function chooseLanguage({ saved, browserLanguages = [] }: LanguageSources): SupportedLanguage {
  const fromSaved = supported(saved);
  if (fromSaved) return fromSaved;
  // Each browser language in the user's order: the exact tag first, then its base.
  for (const language of browserLanguages) {
    const match = supported(language) ?? supported(baseOf(language));
    if (match) return match;
  }
  return 'en';
}
