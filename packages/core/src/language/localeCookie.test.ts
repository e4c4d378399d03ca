import { describe, expect, it } from 'vitest';
import { readLocaleCookie, serializeLocaleCookie } from './localeCookie';

describe('locale cookie', () => {
  it('is SameSite=Lax on path / for a first-party app', () => {
    expect(serializeLocaleCookie('de')).toBe('mg_locale=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is SameSite=None and Secure when embedded cross-origin', () => {
    expect(serializeLocaleCookie('es', { crossOrigin: true })).toBe(
      'mg_locale=es; Path=/; Max-Age=31536000; SameSite=None; Secure',
    );
  });

  it('reads the saved language from a cookie header', () => {
    expect(readLocaleCookie('theme=dark; mg_locale=es; other=1')).toBe('es');
    expect(readLocaleCookie('mg_locale_old=de')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
    expect(readLocaleCookie('mg_locale=%E0%A4%A')).toBeNull();
  });
});
