import { describe, expect, it } from 'vitest';
import {
  escapeUrlValue,
  formatRange,
  looksLikeRange,
  parseRange,
  protectFirstCharacter,
  splitItem,
  splitItems,
  unescapeUrlValue,
} from './urlValueEscaping';

describe('escapeUrlValue / unescapeUrlValue', () => {
  it('escapes the separators and the escape character, and nothing else', () => {
    expect(escapeUrlValue('v1.2~beta 100%')).toBe('v1%2E2%7Ebeta 100%25');
    expect(escapeUrlValue('plain-name_1')).toBe('plain-name_1');
  });

  it('round-trips any value', () => {
    for (const value of ['a.b', '~', '%2E', '100%', '..~~%%', 'ünïcode.ü']) {
      expect(unescapeUrlValue(escapeUrlValue(value))).toBe(value);
    }
  });

  it('leaves a lone percent sign of an old link alone', () => {
    expect(unescapeUrlValue('50%')).toBe('50%');
    expect(unescapeUrlValue('%zz')).toBe('%zz');
  });
});

describe('protectFirstCharacter', () => {
  it('escapes the first character so the item reads back the same but matches no keyword', () => {
    expect(protectFirstCharacter('ge1.le2')).toBe('%67e1.le2');
    expect(unescapeUrlValue('%67e1')).toBe('ge1');
  });

  it('keeps empty and already escaped items', () => {
    expect(protectFirstCharacter('')).toBe('');
    expect(protectFirstCharacter('%25x')).toBe('%25x');
  });
});

describe('ranges', () => {
  it('formats and reads ge/le with decimals and negatives', () => {
    expect(formatRange({ ge: 0, le: 0.24 })).toBe('ge0.le0.24');
    expect(parseRange('ge0.le0.24')).toEqual({ ge: 0, le: 0.24 });
    expect(parseRange('ge-1.5.le3')).toEqual({ ge: -1.5, le: 3 });
    expect(parseRange('ge1e-7.le1')).toEqual({ ge: 1e-7, le: 1 });
  });

  it('rejects malformed ranges and a lower bound above the upper one', () => {
    expect(parseRange('ge1')).toBeNull();
    expect(parseRange('gex.le1')).toBeNull();
    expect(parseRange('ge1.le2.extra')).toBeNull();
    expect(parseRange('ge3.le1')).toBeNull();
    expect(looksLikeRange('ge3.le1')).toBe(true);
    expect(looksLikeRange('a.ge1.le2')).toBe(false);
  });
});

describe('splitting', () => {
  it('splits items on ~ dropping empty ones, and parts on . unescaped', () => {
    expect(splitItems('a~~b')).toEqual(['a', 'b']);
    expect(splitItems(null)).toEqual([]);
    expect(splitItems('')).toEqual([]);
    expect(splitItem('name.v1%2E2.x')).toEqual(['name', 'v1.2', 'x']);
  });
});
