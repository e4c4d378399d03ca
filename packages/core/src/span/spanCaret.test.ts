import { describe, expect, it } from 'vitest';
import {
  caretSelection,
  moveCaret,
  nextWord,
  previousWord,
  spanAtCaret,
  startCaret,
  withCharacterMode,
  type SpanCaret,
} from './spanCaret';

// Words: The 0–3, Port 4–8, Alder 9–14, city 15–19, council 20–27, met 28–31, On 33–35, Tuesday 36–43.
const text = 'The Port Alder city-council met.\nOn Tuesday';
const at = (start: number, end: number, characterMode = false): SpanCaret => ({
  anchor: { start, end },
  focus: { start, end },
  characterMode,
});
const words = (caret: SpanCaret) => text.slice(caretSelection(caret).start, caretSelection(caret).end);

describe('nextWord and previousWord', () => {
  it('step over spaces, symbols and newlines, as word completion stops there', () => {
    expect(nextWord(text, 14)).toEqual({ start: 15, end: 19 });
    // The dash is a symbol: "city" and "council" are two words.
    expect(nextWord(text, 19)).toEqual({ start: 20, end: 27 });
    expect(nextWord(text, 31)).toEqual({ start: 33, end: 35 });
    expect(previousWord(text, 33)).toEqual({ start: 28, end: 31 });
    expect(previousWord(text, 20)).toEqual({ start: 15, end: 19 });
  });

  it('skip the word an offset is inside of', () => {
    expect(nextWord(text, 5)).toEqual({ start: 9, end: 14 });
    expect(previousWord(text, 6)).toEqual({ start: 0, end: 3 });
  });

  it('find a word starting or ending right at the offset, nothing past the ends or without words', () => {
    expect(nextWord(text, 37)).toBeNull();
    expect(nextWord(text, 36)).toEqual({ start: 36, end: 43 });
    expect(previousWord(text, 2)).toBeNull();
    expect(previousWord(text, 3)).toEqual({ start: 0, end: 3 });
    expect(nextWord(' -- ', 0)).toBeNull();
  });
});

describe('startCaret', () => {
  it('starts on the first word, or the first character in character mode', () => {
    expect(startCaret('  "Port" Alder', false)).toEqual(at(3, 7));
    expect(startCaret('  "Port" Alder', true)).toEqual(at(0, 1, true));
    expect(startCaret(' - ', false)).toBeNull();
    expect(startCaret('', true)).toBeNull();
  });
});

describe('moveCaret', () => {
  it('moves by word with the arrows, collapsing the selection, and stays at the ends', () => {
    let caret = at(0, 3);
    caret = moveCaret(text, caret, 1, false);
    expect(caret).toEqual(at(4, 8));
    caret = moveCaret(text, at(36, 43), 1, false);
    expect(caret).toEqual(at(36, 43));
    expect(moveCaret(text, at(0, 3), -1, false)).toEqual(at(0, 3));
    expect(moveCaret(text, at(15, 19), 'last', false)).toEqual(at(36, 43));
    expect(moveCaret(text, at(15, 19), 'first', false)).toEqual(at(0, 3));
  });

  it('extends the selection from the anchor by whole words with Shift, and shrinks it back', () => {
    let caret = moveCaret(text, at(4, 8), 1, true);
    expect(caret.anchor).toEqual({ start: 4, end: 8 });
    expect(words(caret)).toBe('Port Alder');
    caret = moveCaret(text, caret, 1, true);
    expect(words(caret)).toBe('Port Alder city');
    caret = moveCaret(text, caret, -1, true);
    caret = moveCaret(text, caret, -1, true);
    expect(words(caret)).toBe('Port');
    caret = moveCaret(text, caret, -1, true);
    expect(words(caret)).toBe('The Port');
  });

  it('moves and extends by single characters in character mode, spaces and symbols included', () => {
    let caret = moveCaret(text, at(15, 16, true), 1, true);
    caret = moveCaret(text, caret, 1, true);
    caret = moveCaret(text, caret, 1, true);
    caret = moveCaret(text, caret, 1, true);
    expect(words(caret)).toBe('city-');
    expect(moveCaret(text, at(42, 43, true), 1, false)).toEqual(at(42, 43, true));
    expect(moveCaret(text, at(0, 1, true), -1, true)).toEqual(at(0, 1, true));
    expect(moveCaret(text, at(5, 6, true), 'last', false)).toEqual(at(42, 43, true));
  });
});

describe('withCharacterMode', () => {
  it('keeps the selection going into character mode, then grows it by one character', () => {
    const caret = withCharacterMode(text, at(4, 8), true);
    expect(caret).toEqual(at(4, 8, true));
    expect(words(moveCaret(text, caret, 1, true))).toBe('Port ');
  });

  it('snaps both ends to whole words going back to words', () => {
    const inWords = { anchor: { start: 5, end: 6 }, focus: { start: 10, end: 11 }, characterMode: true };
    expect(withCharacterMode(text, inWords, false)).toEqual({
      anchor: { start: 4, end: 8 },
      focus: { start: 9, end: 14 },
      characterMode: false,
    });
    // On a space, the next word.
    expect(withCharacterMode(text, at(8, 9, true), false)).toEqual(at(9, 14));
  });
});

describe('spanAtCaret', () => {
  it('is the innermost span under the caret’s unit, or null', () => {
    const org = { label: 'ORG', start: 4, end: 14 };
    const loc = { label: 'LOC', start: 9, end: 14 };
    expect(spanAtCaret([org, loc], at(9, 14))).toEqual(loc);
    expect(spanAtCaret([org, loc], at(4, 8))).toEqual(org);
    expect(spanAtCaret([org, loc], at(15, 19))).toBeNull();
  });
});
