export type { LanguageSources } from './chooseLanguage';
export { chooseLanguage } from './chooseLanguage';
export type { LocaleCookieOptions } from './localeCookie';
export {
  LOCALE_COOKIE_NAME,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  serializeLocaleCookie,
  readLocaleCookie,
} from './localeCookie';
export type { TextDirection } from './textDirection';
export { textDirection } from './textDirection';
export { formatNumber, formatCompactThousands, formatPercent } from './formatNumbers';
export { formatRelativeTime } from './formatRelativeTime';
export type { CookieJar, LanguageTarget, LanguageState, LanguageStoreOptions } from './createLanguageStore';
export { createLanguageStore } from './createLanguageStore';
