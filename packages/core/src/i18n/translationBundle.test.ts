import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { defineTranslations, ensureTranslations } from './translationBundle';

const bundle = defineTranslations('sample', {
  en: { greeting: 'Hello {{name}}' },
  de: { greeting: 'Hallo {{name}}' },
  es: { greeting: 'Hola {{name}}' },
});

describe('translation bundles', () => {
  it('adds a feature namespace to one instance only, in every language', () => {
    const instance = createI18n({ lng: 'de' });
    const other = createI18n({ lng: 'de' });
    ensureTranslations(instance, bundle);
    expect(instance.t('greeting', { ns: 'sample', name: 'Ana' })).toBe('Hallo Ana');
    expect(instance.t('greeting', { ns: 'sample', name: 'Ana', lng: 'es' })).toBe('Hola Ana');
    expect(other.hasResourceBundle('de', 'sample')).toBe(false);
  });

  it('keeps texts already added when called again', () => {
    const instance = createI18n();
    ensureTranslations(instance, bundle);
    ensureTranslations(instance, defineTranslations('sample', { en: { greeting: 'x' }, de: {}, es: {} }));
    expect(instance.t('greeting', { ns: 'sample', name: 'Bo' })).toBe('Hello Bo');
  });
});
