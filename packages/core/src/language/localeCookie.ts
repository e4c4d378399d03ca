/** Name of the cookie that keeps the chosen interface language. */
export const LOCALE_COOKIE_NAME = 'mg_locale';
/** The cookie lives a year. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Options of {@link serializeLocaleCookie}. */
export interface LocaleCookieOptions {
  /** The app runs inside a page of another origin (an embedding iframe): the cookie must be `SameSite=None; Secure`. */
  crossOrigin?: boolean;
}

/**
 * The `document.cookie` assignment that saves the language: path `/`, `SameSite=Lax`, or `SameSite=None; Secure`
 * when the app is embedded cross-origin (spec 2 §9).
 *
 * @example
 * serializeLocaleCookie('de'); // 'mg_locale=de; Path=/; Max-Age=31536000; SameSite=Lax'
 */
export function serializeLocaleCookie(language: string, { crossOrigin = false }: LocaleCookieOptions = {}): string {
  const sameSite = crossOrigin ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${LOCALE_COOKIE_NAME}=${encodeURIComponent(language)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; ${sameSite}`;
}

/**
 * Reads the saved language from a cookie header (`document.cookie`); null when absent.
 *
 * @example
 * readLocaleCookie('a=1; mg_locale=es'); // 'es'
 */
export function readLocaleCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== LOCALE_COOKIE_NAME) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
