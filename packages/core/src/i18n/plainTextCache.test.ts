import { describe, expect, it } from 'vitest';
import { createI18nInstance } from './createI18nInstance';
import { plainText } from './plainTextCache';

describe('plainText', () => {
  it('translates once per key until the resources or the language change', async () => {
    const instance = createI18nInstance({ en: { ui: { a: 'One' } }, de: { ui: { a: 'Eins' } } }, { lng: 'en' });
    let calls = 0;
    const text = () =>
      plainText(instance, `${instance.language}|a`, () => {
        calls += 1;
        return instance.t('a');
      });
    expect([text(), text()]).toEqual(['One', 'One']);
    expect(calls).toBe(1);
    instance.addResourceBundle('en', 'ui', { a: 'Uno' }, true, true);
    expect(text()).toBe('Uno');
    expect(calls).toBe(2);
    await instance.changeLanguage('de');
    expect(text()).toBe('Eins');
    expect(calls).toBe(3);
  });
});
