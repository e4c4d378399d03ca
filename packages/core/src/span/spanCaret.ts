import type { SpanAnswerItem } from '../model/AnswerValue';
import { spansOverlap } from './spanEdits';
import { isWordCharacter, spanRangeFromSelection, type SpanRange } from './spanSelection';

/*
 * Keyboard span creation (the spec is silent on it; this is the design, issue #5). The span field's text takes
 * the focus; a caret then sits on one unit of the text: a word (a run of word characters, so words end at a
 * space, newline or symbol as in the spec's word completion), or one character in character mode, where the
 * question allows character annotation. ←/→ move the caret by one unit, Shift+←/→ extend the pending selection
 * from where it started (the anchor) by one unit, Home/End go to the first and last unit. Enter or Space tags
 * the selection with the chosen label, through the same rules as a mouse selection; Delete or Backspace removes
 * the span under the caret. The selection is the smallest range covering the anchor and the caret's unit.
 */

/** The keyboard caret of a span field: the unit under it and where an extended selection started. */
export interface SpanCaret {
  /** The unit the selection started on; it stays put while Shift+arrows extend the selection. */
  anchor: SpanRange;
  /** The unit under the caret. */
  focus: SpanRange;
  /** Moves and extends by character instead of by word (only where character annotation is allowed). */
  characterMode: boolean;
}

/** Which way a caret move goes: one unit back (-1) or forward (1), or to the first or last unit. */
export type CaretStep = -1 | 1 | 'first' | 'last';

/**
 * The first word starting at or after `offset`, or null.
 *
 * @example
 * nextWord('Port Alder, city', 5); // { start: 5, end: 10 }
 */
export function nextWord(text: string, offset: number): SpanRange | null {
  let start = Math.max(0, offset);
  // A word already under way at `offset` is not the next one.
  if (start > 0 && isWordCharacter(text[start - 1])) while (isWordCharacter(text[start])) start += 1;
  while (start < text.length && !isWordCharacter(text[start])) start += 1;
  if (start >= text.length) return null;
  let end = start;
  while (isWordCharacter(text[end])) end += 1;
  return { start, end };
}

/**
 * The last word ending at or before `offset`, or null.
 *
 * @example
 * previousWord('Port Alder, city', 12); // { start: 5, end: 10 }
 */
export function previousWord(text: string, offset: number): SpanRange | null {
  let end = Math.min(offset, text.length);
  if (end < text.length && isWordCharacter(text[end]))
    while (end > 0 && isWordCharacter(text[end - 1])) end -= 1;
  while (end > 0 && !isWordCharacter(text[end - 1])) end -= 1;
  if (end === 0) return null;
  let start = end;
  while (start > 0 && isWordCharacter(text[start - 1])) start -= 1;
  return { start, end };
}

/**
 * The word a range snaps to: its words completed as a mouse selection is, else the next word, else the
 * previous one; null in a text without words.
 */
function snapToWord(text: string, range: SpanRange): SpanRange | null {
  return (
    spanRangeFromSelection(text, range.start, range.end, { characterMode: false }) ??
    nextWord(text, range.end) ??
    previousWord(text, range.start)
  );
}

/** The unit next to `focus` in the direction of `step`, or `focus` itself at the ends of the text. */
function unitFrom(text: string, focus: SpanRange, step: CaretStep, characterMode: boolean): SpanRange {
  if (characterMode) {
    if (step === 'first') return text.length > 0 ? { start: 0, end: 1 } : focus;
    if (step === 'last') return text.length > 0 ? { start: text.length - 1, end: text.length } : focus;
    if (step === 1) return focus.end < text.length ? { start: focus.end, end: focus.end + 1 } : focus;
    return focus.start > 0 ? { start: focus.start - 1, end: focus.start } : focus;
  }
  if (step === 'first') return nextWord(text, 0) ?? focus;
  if (step === 'last') return previousWord(text, text.length) ?? focus;
  return (step === 1 ? nextWord(text, focus.end) : previousWord(text, focus.start)) ?? focus;
}

/**
 * A caret on the text's first unit (its first word; its first character in character mode), or null when there
 * is none (an empty text, or no word outside character mode).
 *
 * @example
 * startCaret('  Port Alder', false); // { anchor: { start: 2, end: 6 }, focus: { start: 2, end: 6 }, characterMode: false }
 */
export function startCaret(text: string, characterMode: boolean): SpanCaret | null {
  const unit = characterMode ? (text.length > 0 ? { start: 0, end: 1 } : null) : nextWord(text, 0);
  return unit ? { anchor: unit, focus: unit, characterMode } : null;
}

/**
 * Moves the caret one unit back or forward, or to the first or last unit. Without `extend` the selection
 * collapses onto the new unit; with it (Shift held) the anchor stays and the selection grows or shrinks.
 *
 * @example
 * moveCaret('Port Alder city', caret, 1, true); // selection "Port Alder"
 */
export function moveCaret(text: string, caret: SpanCaret, step: CaretStep, extend: boolean): SpanCaret {
  const focus = unitFrom(text, caret.focus, step, caret.characterMode);
  return { ...caret, anchor: extend ? caret.anchor : focus, focus };
}

/**
 * Switches between word and character units. Back to words, both ends snap to whole words.
 *
 * @example
 * withCharacterMode(text, caret, true);
 */
export function withCharacterMode(text: string, caret: SpanCaret, characterMode: boolean): SpanCaret {
  if (characterMode || caret.characterMode === characterMode) return { ...caret, characterMode };
  const focus = snapToWord(text, caret.focus);
  if (!focus) return caret;
  return { anchor: snapToWord(text, caret.anchor) ?? focus, focus, characterMode };
}

/**
 * The pending selection of a caret: the smallest range covering its anchor and its unit.
 *
 * @example
 * caretSelection(caret); // { start: 4, end: 14 }
 */
export function caretSelection(caret: SpanCaret): SpanRange {
  return {
    start: Math.min(caret.anchor.start, caret.focus.start),
    end: Math.max(caret.anchor.end, caret.focus.end),
  };
}

/**
 * The span a Delete under the caret removes: the innermost span overlapping the caret's unit, or null.
 *
 * @example
 * spanAtCaret(spans, caret);
 */
export function spanAtCaret(spans: readonly SpanAnswerItem[], caret: SpanCaret): SpanAnswerItem | null {
  const under = spans.filter((span) => spansOverlap(span, caret.focus));
  under.sort((a, b) => a.end - a.start - (b.end - b.start));
  return under[0] ?? null;
}
