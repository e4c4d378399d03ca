// Lives in i18n (below language) so the lazy i18n can name it without importing the language store.
/** The part of an i18next instance the store drives. */
export interface LanguageTarget {
  changeLanguage(language: string): unknown;
}
