/** A character range `[start, end)` in a text. */
export interface TextRange {
  start: number;
  end: number;
}

/** Query operators the highlighting ignores (spec 1 §5 and spec 2 §9). */
const IGNORED_CHARACTERS = /[|+\-*]/g;

/**
 * The words of a search text to highlight: operators `| + - *` dropped, split on white space, lower-cased,
 * without duplicates.
 *
 * @example
 * searchTerms('+park -rail | yard*'); // ['park', 'rail', 'yard']
 */
export function searchTerms(searchText: string): string[] {
  const words = searchText
    .replace(IGNORED_CHARACTERS, ' ')
    .split(/\s+/)
    .map((word) => word.toLocaleLowerCase())
    .filter((word) => word !== '');
  return [...new Set(words)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where the terms occur in a text as whole words (case-insensitive): a match must not touch a letter, digit or
 * underscore on either side. Ranges are sorted and never overlap.
 *
 * @example
 * findWordMatches('The park and the parking', ['park']); // [{ start: 4, end: 8 }]
 */
export function findWordMatches(text: string, terms: readonly string[]): TextRange[] {
  if (terms.length === 0 || text === '') return [];
  // Longer terms first, so 'new york' style overlaps prefer the longer word at the same position.
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
  const ranges: TextRange[] = [];
  for (const match of text.matchAll(pattern)) {
    ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges;
}

/**
 * Splits a text into plain and matching parts, for renderers without the CSS Custom Highlight API.
 *
 * @example
 * highlightSegments('a park', [{ start: 2, end: 6 }]); // [{ text: 'a ', match: false }, { text: 'park', match: true }]
 */
export function highlightSegments(
  text: string,
  ranges: readonly TextRange[],
): { text: string; match: boolean }[] {
  const segments: { text: string; match: boolean }[] = [];
  let position = 0;
  for (const range of ranges) {
    if (range.start > position) segments.push({ text: text.slice(position, range.start), match: false });
    segments.push({ text: text.slice(range.start, range.end), match: true });
    position = range.end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), match: false });
  return segments;
}
