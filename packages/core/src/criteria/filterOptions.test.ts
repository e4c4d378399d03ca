import { describe, expect, it } from 'vitest';
import { matchingOptions, replaceInPlace, toggleTerm } from './filterOptions';

describe('toggleTerm', () => {
  it('removes a chosen term and appends an unchosen one', () => {
    expect(toggleTerm(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleTerm(['b'], 'a')).toEqual(['b', 'a']);
  });
});

describe('matchingOptions', () => {
  const options = [
    { value: 'b', label: 'Books' },
    { value: 'm', label: 'Music' },
  ];

  it('narrows by label, case-insensitively, and shows every option for a blank query', () => {
    expect(matchingOptions(options, ' BOO ')).toEqual([{ value: 'b', label: 'Books' }]);
    expect(matchingOptions(options, '  ')).toEqual(options);
    expect(matchingOptions(options, 'film')).toEqual([]);
  });
});

describe('replaceInPlace', () => {
  const list = [{ name: 'a', v: 1 }, { name: 'b', v: 2 }];

  it('replaces in place, appends when absent and removes on null', () => {
    expect(replaceInPlace(list, (item) => item.name === 'a', { name: 'a', v: 9 })).toEqual([
      { name: 'a', v: 9 },
      { name: 'b', v: 2 },
    ]);
    expect(replaceInPlace(list, (item) => item.name === 'c', { name: 'c', v: 3 })).toHaveLength(3);
    expect(replaceInPlace(list, (item) => item.name === 'a', null)).toEqual([{ name: 'b', v: 2 }]);
  });
});
