import { describe, expect, it } from 'vitest';
import { compileFind, findMatches, replaceAll } from './findReplace';

describe('find & replace of the rich-text table editor', () => {
  it('refuses an empty term', () => {
    expect(compileFind({ term: '' })).toEqual({
      ok: false,
      error: { key: 'findReplace.termRequired', params: undefined },
    });
    expect(replaceAll('abc', { term: '' }, 'x')).toMatchObject({ ok: false });
  });

  it('refuses a regular expression that does not compile, with the reason', () => {
    const result = compileFind({ term: '(n=', regex: true });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.key).toBe('findReplace.invalidPattern');
      expect(String(result.error.params?.reason)).toMatch(/./);
    }
  });

  it('ignores case unless asked, and reads the term literally unless regex', () => {
    expect(replaceAll('Dose dose', { term: 'dose' }, 'mg')).toEqual({ ok: true, text: 'mg mg', count: 2 });
    expect(replaceAll('Dose dose', { term: 'dose', caseSensitive: true }, 'mg')).toEqual({
      ok: true,
      text: 'Dose mg',
      count: 1,
    });
    expect(replaceAll('a.b axb', { term: 'a.b' }, '_')).toEqual({ ok: true, text: '_ axb', count: 1 });
    expect(replaceAll('cost $5', { term: 'cost' }, '$&$1')).toEqual({ ok: true, text: '$&$1 $5', count: 1 });
  });

  it('uses groups in regex replacements and skips empty matches', () => {
    expect(replaceAll('n=12, n=7', { term: 'n=(\\d+)', regex: true }, 'N: $1')).toEqual({
      ok: true,
      text: 'N: 12, N: 7',
      count: 2,
    });
    const compiled = compileFind({ term: 'x*', regex: true });
    expect(compiled.ok && findMatches('axxb', compiled.pattern, '-')).toEqual([
      { from: 1, to: 3, text: '-' },
    ]);
  });
});
