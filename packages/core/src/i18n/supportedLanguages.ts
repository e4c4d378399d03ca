/** The interface languages; English is the source of truth and the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'de', 'es'] as const;
/** One of {@link SUPPORTED_LANGUAGES}. */
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
