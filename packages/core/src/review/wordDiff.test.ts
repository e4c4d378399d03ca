import { describe, expect, it } from 'vitest';
import { wordDiff } from './wordDiff';

describe('wordDiff', () => {
  it('marks the words a text adds and lacks against the reference', () => {
    expect(wordDiff('a big cat sat', 'a cat sat down')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'added', text: 'big' },
      { kind: 'same', text: 'cat sat' },
      { kind: 'removed', text: 'down' },
    ]);
  });

  it('sees only words: spacing differences are no difference', () => {
    expect(wordDiff('one  two\nthree', 'one two three')).toEqual([{ kind: 'same', text: 'one two three' }]);
  });

  it('handles empty sides', () => {
    expect(wordDiff('', 'gone words')).toEqual([{ kind: 'removed', text: 'gone words' }]);
    expect(wordDiff('new', '')).toEqual([{ kind: 'added', text: 'new' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('gives up word by word on very long texts and shows them as replaced', () => {
    const long = Array.from({ length: 2000 }, (_, index) => `w${index}`).join(' ');
    expect(wordDiff(long, 'short')).toEqual([
      { kind: 'removed', text: 'short' },
      { kind: 'added', text: long },
    ]);
  });
});
