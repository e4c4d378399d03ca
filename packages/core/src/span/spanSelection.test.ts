import { describe, expect, it } from 'vitest';
import { isWordCharacter, spanRangeFromSelection } from './spanSelection';

const words = { characterMode: false };
const characters = { characterMode: true };
const text = 'Mayor Elena Marsh said: "March 2025", at Harbour-Street.\nNext line';

describe('spanRangeFromSelection: word completion', () => {
  it('completes a partial selection to whole words', () => {
    // "ena Ma" → "Elena Marsh"
    expect(spanRangeFromSelection(text, 8, 14, words)).toEqual({ start: 6, end: 17 });
  });

  it('stops at a space, a newline or a symbol', () => {
    const quote = text.indexOf('March');
    expect(spanRangeFromSelection(text, quote + 1, quote + 2, words)).toEqual({
      start: quote,
      end: quote + 5,
    });
    const harbour = text.indexOf('Harbour');
    // The dash is a symbol: only "Street" is completed.
    expect(spanRangeFromSelection(text, harbour + 9, harbour + 10, words)).toEqual({
      start: harbour + 8,
      end: harbour + 14,
    });
    const line = text.indexOf('Next');
    expect(spanRangeFromSelection(text, line + 1, line + 2, words)).toEqual({ start: line, end: line + 4 });
  });

  it('trims spaces and symbols at the ends and keeps symbols inside', () => {
    const harbour = text.indexOf('Harbour');
    expect(spanRangeFromSelection(text, harbour - 1, harbour + 16, words)).toEqual({
      start: harbour,
      end: harbour + 14,
    });
  });

  it('rejects a selection without any word (empty text) and an empty selection', () => {
    expect(spanRangeFromSelection('a  -  b', 1, 6, words)).toBeNull();
    expect(spanRangeFromSelection(text, 3, 3, words)).toBeNull();
  });

  it('orders reversed offsets, makes them non-negative and clips them to the text', () => {
    expect(spanRangeFromSelection('hello world', 8, 2, words)).toEqual({ start: 0, end: 11 });
    expect(spanRangeFromSelection('hello', -5, 99, words)).toEqual({ start: 0, end: 5 });
  });
});

describe('spanRangeFromSelection: character mode', () => {
  it('keeps the selection as it is, white space included', () => {
    expect(spanRangeFromSelection(text, 8, 14, characters)).toEqual({ start: 8, end: 14 });
    expect(spanRangeFromSelection('a  b', 1, 3, characters)).toEqual({ start: 1, end: 3 });
  });

  it('still clips and rejects an empty selection', () => {
    expect(spanRangeFromSelection('abc', -1, 10, characters)).toEqual({ start: 0, end: 3 });
    expect(spanRangeFromSelection('abc', 2, 2, characters)).toBeNull();
  });
});

describe('isWordCharacter', () => {
  it('accepts letters and digits of any script, not symbols or spaces', () => {
    expect(['a', 'É', 'ß', '7', 'ж', '中'].every((c) => isWordCharacter(c))).toBe(true);
    expect([' ', '\n', '-', ',', '"', '$', undefined].some((c) => isWordCharacter(c))).toBe(false);
  });
});
