import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de/table.json';
import en from '../../../../locales/en/table.json';
import es from '../../../../locales/es/table.json';
import { TABLE_MESSAGE_KEYS } from './tableMessageKeys';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`.replace(/_(one|other)$/, ''), value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('table texts (locales/<lng>/table.json)', () => {
  it('has every key the table model emits in en, de and es, with the same parameters', () => {
    const english = flatten(en);
    for (const key of Object.values(TABLE_MESSAGE_KEYS)) expect(english.has(key), key).toBe(true);
    for (const other of [de, es]) {
      const translated = flatten(other);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) expect(params(translated.get(key) ?? ''), key).toEqual(params(text));
    }
  });

  it('words the duplicate column message as the spec does', () => {
    expect(en.column.exists.replace('{{name}}', 'dose')).toBe(
      "Column name 'dose' already exists. Please choose a different name.",
    );
    expect(en.loadFailed).toBe('Failed to load table: {{reason}}');
    expect(en.updateFailed).toBe('Failed to update data: {{reason}}');
  });
});
