import { describe, expect, it } from 'vitest';
import {
  BUSINESS_LOGIC_KEY_PREFIX,
  CORE_MESSAGE_KEYS,
  KNOWN_BUSINESS_CODES,
} from '../messages/coreMessageKeys';
import { createI18n, RESOURCES } from './createI18n';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') result.set(path, value);
    else for (const [child, text] of leaves(value, path)) result.set(child, text);
  }
  return result;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const core = (lng: 'en' | 'de' | 'es') => leaves(RESOURCES[lng].core as Tree);

describe('core locales', () => {
  it.each(['de', 'es'] as const)(
    '%s has exactly the keys of en, each translated with the same variables',
    (lng) => {
      const english = core('en');
      const translated = core(lng);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        expect(variables(text), key).toEqual(variables(english.get(key)!));
      }
    },
  );

  it('has an English text for every key the core emits', () => {
    const english = core('en');
    const emitted = [
      ...Object.values(CORE_MESSAGE_KEYS),
      ...KNOWN_BUSINESS_CODES.map((code) => `${BUSINESS_LOGIC_KEY_PREFIX}${code}`),
    ];
    for (const key of emitted) expect(english.has(key), key).toBe(true);
  });
});

describe('createI18n', () => {
  it('translates the catalogue texts in English', () => {
    const { t } = createI18n();
    expect(t('http.401')).toBe('Could not validate credentials');
    expect(t('http.404')).toBe('Could not find the requested resource');
    expect(t('http.429')).toBe('Please wait a few seconds before trying again');
    expect(t('http.500')).toBe('An error occurred, please try again later');
    expect(t('login.error')).toBe('Wrong username or password. Try again');
    expect(t('validations.businessLogic.missing_vector')).toBe('Vector not found for the selected record');
    expect(t('annotation.completeRequiredResponses')).toBe('To submit complete required responses');
    expect(t('errors.datasetInfo', { id: 'abc' })).toBe("Can't get dataset info for dataset_id: abc");
    expect(t('errors.saving', { error: 'timeout' })).toMatch(/^Failed to save draft due to timeout\./);
  });

  it('puts the translated status into status messages', () => {
    expect(createI18n().t('noRecordsFound', { status: 'draft' })).toBe(
      'You have no draft records matching your query',
    );
    expect(createI18n({ lng: 'es' }).t('noRecords', { status: 'discarded' })).toBe(
      'No tienes registros descartados',
    );
    expect(createI18n({ lng: 'de' }).t('noRecords', { status: 'submitted' })).toBe(
      'Du hast keine Einträge mit dem Status „abgesendet“',
    );
  });

  it('creates independent instances with ui as default namespace and core as fallback', async () => {
    const german = createI18n({ lng: 'de' });
    const english = createI18n({ lng: 'en' });
    expect(german.t('login.error')).toBe('Falscher Benutzername oder falsches Passwort. Versuche es erneut');
    expect(english.t('login.error')).toBe('Wrong username or password. Try again');
    expect(german.options.defaultNS).toBe('ui');
    expect([german.options.fallbackNS].flat()).toEqual(['core']);
    await english.changeLanguage('es');
    expect(german.language).toBe('de');
  });

  it('falls back from a regional variant to its language, and to English', () => {
    expect(createI18n({ lng: 'de-AT' }).t('http.404')).toBe(
      'Die angeforderte Ressource wurde nicht gefunden',
    );
    expect(createI18n({ lng: 'fr' }).t('http.404')).toBe('Could not find the requested resource');
  });
});
