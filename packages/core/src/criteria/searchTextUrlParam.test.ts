import { describe, expect, it } from 'vitest';
import { parseSearchTextParam, serializeSearchTextParam } from './searchTextUrlParam';

describe('parseSearchTextParam', () => {
  it('reads text and field', () => {
    expect(parseSearchTextParam('text~field')).toEqual({ text: 'text', field: 'field' });
  });

  it('defaults the field to all', () => {
    expect(parseSearchTextParam('text')).toEqual({ text: 'text', field: 'all' });
    expect(parseSearchTextParam('text~')).toEqual({ text: 'text', field: 'all' });
  });

  it('splits the field off the last tilde only', () => {
    expect(parseSearchTextParam('text~two~three~all')).toEqual({ text: 'text~two~three', field: 'all' });
    expect(parseSearchTextParam('text~~~field')).toEqual({ text: 'text~~', field: 'field' });
  });

  it('reads underscores between non-underscore characters as spaces (original links)', () => {
    expect(parseSearchTextParam('__text_with_spaces__~field')).toEqual({
      text: '__text with spaces__',
      field: 'field',
    });
  });

  it('trims the text and ignores an empty one', () => {
    expect(parseSearchTextParam('%20%20hello%20~review')).toEqual({ text: 'hello', field: 'review' });
    expect(parseSearchTextParam('~field')).toBeNull();
    expect(parseSearchTextParam('%20~field')).toBeNull();
    expect(parseSearchTextParam(null)).toBeNull();
  });
});

describe('serializeSearchTextParam', () => {
  it('writes spaces as underscores and appends the field', () => {
    expect(serializeSearchTextParam({ text: 'good movie', field: 'review' })).toBe('good_movie~review');
    expect(serializeSearchTextParam({ text: 'good', field: '' })).toBe('good~all');
  });

  it('writes nothing without text', () => {
    expect(serializeSearchTextParam({ text: '   ', field: 'all' })).toBeNull();
  });

  it('keeps real underscores, runs of spaces, percent signs and tildes through a round trip', () => {
    for (const text of [
      'snake_case word',
      'two  spaces',
      '100% sure',
      'a~b',
      '__x__ y',
      'a _b',
      '_ a',
      'a%5Fb',
    ]) {
      const written = serializeSearchTextParam({ text, field: 'all' });
      expect(parseSearchTextParam(written)).toEqual({ text, field: 'all' });
    }
  });
});
