import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de/table.json';
import en from '../../../../locales/en/table.json';
import es from '../../../../locales/es/table.json';
import { EXTRACTION_MESSAGE_KEYS } from './extractionMessageKeys';

/** The text at a dotted key of a locale file, if any. */
function textAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('fill-in texts (locales/<lng>/table.json)', () => {
  it('has every key the fill-in emits in en, de and es', () => {
    for (const locale of [en, de, es])
      for (const key of Object.values(EXTRACTION_MESSAGE_KEYS)) expect(typeof textAt(locale, key), key).toBe('string');
  });
});
