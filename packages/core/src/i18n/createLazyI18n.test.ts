import { describe, expect, it } from 'vitest';
import { createLazyI18n } from './createLazyI18n';

describe('createLazyI18n', () => {
  it('holds only English until a language is loaded', async () => {
    const { i18n, load } = createLazyI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('de', 'ui')).toBe(false);
    await load('de');
    expect(i18n.hasResourceBundle('de', 'ui')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'core')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'ui')).toBe(false);
  });

  it('switches through the target only once the texts are there, core messages included', async () => {
    const { i18n, target } = createLazyI18n();
    const switching = target.changeLanguage('de');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('de');
    expect(i18n.t('login.error')).toBe('Falscher Benutzername oder falsches Passwort. Versuche es erneut');
  });

  it('lets the last of quick switches win', async () => {
    const { i18n, target } = createLazyI18n();
    const first = target.changeLanguage('es');
    const second = target.changeLanguage('de');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('de');
    await target.changeLanguage('en');
    expect(i18n.language).toBe('en');
  });
});
