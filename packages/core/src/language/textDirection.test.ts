import { describe, expect, it } from 'vitest';
import { textDirection } from './textDirection';

describe('textDirection', () => {
  it('is rtl when right-to-left characters outnumber Latin ones', () => {
    expect(textDirection('مرحبا bob')).toBe('rtl');
    expect(textDirection('שלום')).toBe('rtl');
    expect(textDirection('זה review')).toBe('ltr');
  });

  it('is ltr on a tie, for Latin text and for text without letters', () => {
    expect(textDirection('אב ab')).toBe('ltr');
    expect(textDirection('Ünïcödé çafé')).toBe('ltr');
    expect(textDirection('12345 !?')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
  });
});
