import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, ensureTranslations } from '@marginalia/core';
import { hubTexts } from '../creation/hubTexts';
import { homeTexts } from '../home/homeTexts';
import { accountTexts } from '../sign-in/accountTexts';
import { settingsTexts } from '../settings/settingsTexts';
import { documentTexts } from '../documents/documentTexts';
import { tableTexts } from '../table/tableTexts';
import { agreementTexts } from '../agreement/agreementTexts';
import { reviewTexts } from '../review/reviewTexts';
import { commentsTexts } from '../annotation/comments/commentsTexts';
import { historyTexts } from '../history/historyTexts';
import { modelSuggestionsTexts } from '../modelSuggestions/modelSuggestionsTexts';
import de from '../../../../locales/de/ui.json';
import en from '../../../../locales/en/ui.json';
import es from '../../../../locales/es/ui.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Texts that are the same in every language. */
// A count of further chips ('+3') reads the same in every language.
const SAME_IN_ALL_LANGUAGES = new Set(['app.name', 'datasets.moreTypes']);

/** Bundles held to `ui.json`'s rule that every text differs from the English one (they were part of it). */
const FULLY_TRANSLATED = new Set([homeTexts.namespace, accountTexts.namespace]);

const english = flatten(en as Tree);

describe.each([
  ['de', de],
  ['es', es],
])('locales/%s/ui.json', (_language, translations) => {
  const translated = flatten(translations as Tree);

  it('has exactly the English keys', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it('translates every text, keeping its placeholders', () => {
    for (const [key, text] of Object.entries(english)) {
      const other = translated[key] ?? '';
      expect(other.trim(), key).not.toBe('');
      if (!SAME_IN_ALL_LANGUAGES.has(key)) expect(other, key).not.toBe(text);
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });
});

describe.each(
  [
    hubTexts,
    homeTexts,
    accountTexts,
    agreementTexts,
    reviewTexts,
    commentsTexts,
    historyTexts,
    modelSuggestionsTexts,
  ].flatMap(
    (bundle) =>
      [
        ['de', bundle.namespace, bundle.resources.de, bundle.resources.en],
        ['es', bundle.namespace, bundle.resources.es, bundle.resources.en],
      ] as const,
  ),
)('locales/%s/%s.json', (_language, namespace, translations, english) => {
  const englishHub = flatten(english as Tree);
  const translated = flatten(translations as Tree);

  it('has exactly the English keys, each translated with its placeholders', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(englishHub).sort());
    for (const [key, text] of Object.entries(englishHub)) {
      expect((translated[key] ?? '').trim(), key).not.toBe('');
      if (FULLY_TRANSLATED.has(namespace) && !SAME_IN_ALL_LANGUAGES.has(key))
        expect(translated[key], key).not.toBe(text);
      expect(placeholders(translated[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('keys used by the components', () => {
  const roots = [join(__dirname, '..'), join(__dirname, '../../../../examples/web-app/src')];
  const used = new Set(
    roots
      .flatMap(sourceFiles)
      // Comment lines are left out: an `@example` may name a key of another bundle.
      .map((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\*|\/\/)/.test(line))
          .join('\n'),
      )
      .flatMap((source) => [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]!)),
  );

  it.each(['en', 'de', 'es'])('all exist in %s (ui, or core as fallback)', (lng) => {
    const i18n = createI18n({ lng });
    // Feature bundles are searched first by the components that load them.
    const features = [
      hubTexts,
      homeTexts,
      accountTexts,
      settingsTexts,
      documentTexts,
      tableTexts,
      reviewTexts,
      agreementTexts,
      commentsTexts,
      historyTexts,
      modelSuggestionsTexts,
    ];
    for (const bundle of features) ensureTranslations(i18n, bundle);
    const ns = [...features.map((bundle) => bundle.namespace), 'ui', 'core'];
    expect(used.size).toBeGreaterThan(30);
    expect(i18n.exists('annotation.noSuchKey', { lng, fallbackLng: false, ns })).toBe(false);
    // Plural keys exist as `key_one`/`key_other`: asked with a count.
    const missing = [...used].filter(
      (key) =>
        !i18n.exists(key, { lng, fallbackLng: false, ns }) &&
        !i18n.exists(key, { lng, fallbackLng: false, ns, count: 2 }),
    );
    expect(missing).toEqual([]);
  });

  it('include a text for every record status', () => {
    const i18n = createI18n({ lng: 'en' });
    expect(
      ['pending', 'draft', 'submitted', 'discarded'].map((s) => i18n.t(`annotation.status.${s}`)),
    ).toEqual(['Pending', 'Draft', 'Submitted', 'Discarded']);
  });
});
