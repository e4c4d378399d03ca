import { describe, expect, it } from 'vitest';
import { findWordMatches, highlightSegments, searchTerms } from './searchHighlight';

describe('searchTerms', () => {
  it('ignores | + - * and splits on white space, lower-cased and without duplicates', () => {
    expect(searchTerms('+Park -rail | yard* park')).toEqual(['park', 'rail', 'yard']);
    expect(searchTerms('port-alder')).toEqual(['port', 'alder']);
    expect(searchTerms(' | * ')).toEqual([]);
  });
});

describe('findWordMatches', () => {
  it('matches whole words only, case-insensitively', () => {
    const text = 'Park the parking near the PARK, parks';
    expect(findWordMatches(text, ['park'])).toEqual([
      { start: 0, end: 4 },
      { start: 26, end: 30 },
    ]);
  });

  it('treats letters of any script, digits and underscores as word characters', () => {
    expect(findWordMatches('café cafés', ['café'])).toEqual([{ start: 0, end: 4 }]);
    expect(findWordMatches('a_b b', ['b'])).toEqual([{ start: 4, end: 5 }]);
  });

  it('escapes regular-expression characters in terms', () => {
    expect(findWordMatches('costs 3.5 or 305', ['3.5'])).toEqual([{ start: 6, end: 9 }]);
  });

  it('finds nothing without terms', () => {
    expect(findWordMatches('text', [])).toEqual([]);
  });
});

describe('highlightSegments', () => {
  it('splits the text into plain and matching parts', () => {
    expect(highlightSegments('a park b', [{ start: 2, end: 6 }])).toEqual([
      { text: 'a ', match: false },
      { text: 'park', match: true },
      { text: ' b', match: false },
    ]);
  });
});
