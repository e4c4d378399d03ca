import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './chooseLanguage';

describe('chooseLanguage', () => {
  it('prefers the saved preference over the browser language', () => {
    expect(chooseLanguage({ saved: 'es', browserLanguages: ['de'] })).toBe('es');
  });

  it('ignores a saved value that is not supported', () => {
    expect(chooseLanguage({ saved: 'fr', browserLanguages: ['de'] })).toBe('de');
  });

  it('takes the browser language, then its base before the hyphen', () => {
    expect(chooseLanguage({ browserLanguages: ['es'] })).toBe('es');
    expect(chooseLanguage({ browserLanguages: ['de-AT', 'en-US'] })).toBe('de');
    expect(chooseLanguage({ browserLanguages: ['ES-mx'] })).toBe('es');
  });

  it('walks the browser languages in order', () => {
    expect(chooseLanguage({ browserLanguages: ['fr-FR', 'pt', 'es-419', 'de'] })).toBe('es');
  });

  it('falls back to en', () => {
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ saved: null, browserLanguages: ['fr', 'ja-JP'] })).toBe('en');
  });
});
