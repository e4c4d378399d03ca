import { describe, expect, it } from 'vitest';
import { createI18n } from '@marginalia/core';
import { compileMessage } from './compileMessage';

describe('compileMessage', () => {
  const i18n = createI18n({ lng: 'en' });
  i18n.addResource('en', 'ui', 'test.pair', '{{label}} — “{{text}}” ({{label}})');
  const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params) as string;

  it('fills the values in as one translation with them would read', () => {
    const describe = compileMessage(t, 'test.pair', ['label', 'text']);
    expect(describe({ label: 'PER', text: 'Ada Lovelace' })).toBe(t('test.pair', { label: 'PER', text: 'Ada Lovelace' }));
    expect(describe({ label: 'ORG', text: 'Acme' })).toBe('ORG — “Acme” (ORG)');
  });

  it('inserts values as they are, even when they look like placeholders', () => {
    const describe = compileMessage(t, 'test.pair', ['label', 'text']);
    expect(describe({ label: '{{text}}', text: '$1 & <b>' })).toBe('{{text}} — “$1 & <b>” ({{text}})');
  });
});
