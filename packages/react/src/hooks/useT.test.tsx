import { describe, expect, it } from 'vitest';
import { createI18n, defineTranslations } from '@marginalia/core';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { useT } from './useT';

function UserMenuLabel() {
  const t = useT();
  return <p>{t('header.userMenu', { avatar: 'T', username: 'tom & jerry <3' })}</p>;
}

const noFetch = () => Promise.reject(new Error('no request expected'));

describe('useT', () => {
  it('interpolates values unescaped (the renderer escapes them)', () => {
    const { container } = renderWithMarginalia(<UserMenuLabel />, { fetch: noFetch });
    expect(container.textContent).toBe('T, user menu of tom & jerry <3');
  });

  it('interpolates unescaped also with an i18n instance that escapes by default', () => {
    const escaping = createI18n({ lng: 'en' }).cloneInstance({ interpolation: { escapeValue: true } });
    expect(escaping.t('header.userMenu', { avatar: 'T', username: 'a & b' })).toBe('T, user menu of a &amp; b');
    const { container } = renderWithMarginalia(<UserMenuLabel />, { fetch: noFetch, i18n: escaping });
    expect(container.textContent).toBe('T, user menu of tom & jerry <3');
  });

  it("finds a feature bundle's texts first, and still the ui and core texts", () => {
    const bundle = defineTranslations('sample', {
      en: { title: 'Sample {{n}}' },
      de: { title: 'Beispiel {{n}}' },
      es: { title: 'Ejemplo {{n}}' },
    });
    function Sample() {
      const t = useT(bundle);
      return <p>{`${t('title', { n: 2 })} | ${t('http.404')}`}</p>;
    }
    const { container } = renderWithMarginalia(<Sample />, { fetch: noFetch, i18n: createI18n({ lng: 'de' }) });
    expect(container.textContent).toMatch(/^Beispiel 2 \| \S/);
    expect(container.textContent).not.toContain('http.404');
  });
});
