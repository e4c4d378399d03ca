import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { createLanguageStore, type CookieJar } from './createLanguageStore';

function fakeCookies(initial = ''): CookieJar & { written: string[] } {
  const written: string[] = [];
  return { written, read: () => initial, write: (cookie) => void written.push(cookie) };
}

describe('createLanguageStore', () => {
  it('starts from the saved cookie and switches i18n to it', () => {
    const i18n = createI18n();
    const store = createLanguageStore({ i18n, cookies: fakeCookies('mg_locale=es'), browserLanguages: ['de'] });
    expect(store.getState().language).toBe('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('login.error')).not.toBe('Wrong username or password. Try again');
  });

  it('falls back to the browser language without a cookie, and writes nothing', () => {
    const cookies = fakeCookies();
    const store = createLanguageStore({ i18n: createI18n(), cookies, browserLanguages: ['de-CH'] });
    expect(store.getState().language).toBe('de');
    expect(cookies.written).toEqual([]);
  });

  it('saves a chosen language in the cookie and changes i18n', () => {
    const cookies = fakeCookies();
    const i18n = { changeLanguage: vi.fn() };
    const store = createLanguageStore({ i18n, cookies, crossOrigin: true });
    store.getState().setLanguage('de');
    expect(store.getState().language).toBe('de');
    expect(i18n.changeLanguage).toHaveBeenLastCalledWith('de');
    expect(cookies.written).toEqual(['mg_locale=de; Path=/; Max-Age=31536000; SameSite=None; Secure']);
  });
});
