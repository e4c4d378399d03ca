/** A character range `[start, end)` of the span field's text. */
export interface SpanRange {
  start: number;
  end: number;
}

/** How a selection turns into a span. */
export interface SpanSelectionOptions {
  /** Character level (Shift held where allowed): the selection is kept as it is, white space included. */
  characterMode: boolean;
}

const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;

/**
 * Whether a character belongs to a word: letters, digits and combining marks of any script. Word completion
 * stops at anything else: a space, a newline or a symbol.
 *
 * @example
 * isWordCharacter('é'); // true
 * isWordCharacter('-'); // false
 */
export function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}

/**
 * The span a text selection makes (spec 1 §4). Offsets are put in order, made non-negative and clipped to the
 * text. In character mode the selection is kept as is. Otherwise it is trimmed of non-word characters at both
 * ends and completed to whole words: the start moves left and the end moves right until a space, newline or
 * symbol. A selection without any word character (an empty text) makes no span unless in character mode; an
 * empty selection never does.
 *
 * @example
 * spanRangeFromSelection('Mayor Elena Marsh said', 8, 14, { characterMode: false }); // { start: 6, end: 17 }
 * spanRangeFromSelection('a  b', 1, 3, { characterMode: false }); // null
 * spanRangeFromSelection('a  b', 1, 3, { characterMode: true }); // { start: 1, end: 3 }
 */
export function spanRangeFromSelection(
  text: string,
  from: number,
  to: number,
  { characterMode }: SpanSelectionOptions,
): SpanRange | null {
  const clip = (offset: number) => Math.min(Math.max(0, Math.trunc(offset)), text.length);
  let start = clip(Math.min(from, to));
  let end = clip(Math.max(from, to));
  if (characterMode) return end > start ? { start, end } : null;
  while (start < end && !isWordCharacter(text[start])) start += 1;
  while (end > start && !isWordCharacter(text[end - 1])) end -= 1;
  if (start === end) return null;
  while (start > 0 && isWordCharacter(text[start - 1])) start -= 1;
  while (end < text.length && isWordCharacter(text[end])) end += 1;
  return { start, end };
}
