import { describe, expect, it } from 'vitest';
import { countLeaves, parseSimpleQueryString } from './simple-query-string';

describe('parseSimpleQueryString', () => {
  it('ANDs words by default and reads phrases, prefixes, exclusions and alternatives', () => {
    expect(parseSimpleQueryString('ada +lovelace -"lord byron" comput* | babbage')).toEqual({
      kind: 'or',
      items: [
        {
          kind: 'and',
          items: [
            { kind: 'term', text: 'ada', prefix: false },
            { kind: 'term', text: 'lovelace', prefix: false },
            { kind: 'not', item: { kind: 'phrase', text: 'lord byron' } },
            { kind: 'term', text: 'comput', prefix: true },
          ],
        },
        { kind: 'term', text: 'babbage', prefix: false },
      ],
    });
  });

  it('groups with parentheses and ignores slop and fuzziness suffixes', () => {
    expect(parseSimpleQueryString('(a | b) "c d"~2 e~1')).toEqual({
      kind: 'and',
      items: [
        {
          kind: 'or',
          items: [
            { kind: 'term', text: 'a', prefix: false },
            { kind: 'term', text: 'b', prefix: false },
          ],
        },
        { kind: 'phrase', text: 'c d' },
        { kind: 'term', text: 'e', prefix: false },
      ],
    });
  });

  it('never fails on odd input and drops words without letters or digits', () => {
    expect(parseSimpleQueryString('')).toBeNull();
    expect(parseSimpleQueryString('!!! -- | ** ""')).toBeNull();
    expect(parseSimpleQueryString('"unclosed phrase')).toEqual({ kind: 'phrase', text: 'unclosed phrase' });
    expect(parseSimpleQueryString(')) a ((')).toEqual({ kind: 'term', text: 'a', prefix: false });
    const deep = `${'('.repeat(100_000)}x${')'.repeat(100_000)}`;
    expect(
      countLeaves(parseSimpleQueryString(deep) as NonNullable<ReturnType<typeof parseSimpleQueryString>>),
    ).toBe(1);
  });
});
