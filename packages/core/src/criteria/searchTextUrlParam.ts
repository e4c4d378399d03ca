import { ALL_FIELDS } from './criteriaConstants';
import type { SearchTextCriteria } from './RecordCriteria';

/*
 * The original writes spaces as `_` and reads back an underscore standing between two non-underscore characters
 * as a space (`__a_b__` is `__a b__`). That loses real underscores and runs of spaces, so we also percent-escape
 * `%` and `_` and write a space that could not be read back as `_` (at an edge or beside another space) as `%20`.
 * Old links read as before. A `~` inside the text stays raw: only the last `~` separates the field.
 */

const SPACE_BETWEEN_CHARACTERS = /(?<=[^_])_(?=[^_])/g;
const ESCAPE_SEQUENCE = /%([0-9A-Fa-f]{2})/g;

function encodeText(text: string): string {
  const escaped = text.replace(/%/g, '%25').replace(/_/g, '%5F');
  return escaped.replace(/ /g, (_, index: number, whole: string) => {
    const before = whole.charAt(index - 1);
    const after = whole.charAt(index + 1);
    return before !== '' && after !== '' && before !== ' ' && after !== ' ' ? '_' : '%20';
  });
}

function decodeText(text: string): string {
  return text
    .replace(SPACE_BETWEEN_CHARACTERS, ' ')
    .replace(ESCAPE_SEQUENCE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Reads the `search` parameter `text_with_spaces~field`; the field defaults to `all` and the text is trimmed.
 * Null when there is no text.
 *
 * @example
 * parseSearchTextParam('good_movie~review'); // { text: 'good movie', field: 'review' }
 */
export function parseSearchTextParam(value: string | null): SearchTextCriteria | null {
  if (!value) return null;
  const separator = value.lastIndexOf('~');
  const rawText = separator < 0 ? value : value.slice(0, separator);
  const field = separator < 0 ? '' : value.slice(separator + 1);
  const text = decodeText(rawText).trim();
  if (text === '') return null;
  return { text, field: field === '' ? ALL_FIELDS : field };
}

/** Writes the `search` parameter; null when there is no text to search. */
export function serializeSearchTextParam(search: SearchTextCriteria): string | null {
  const text = search.text.trim();
  if (text === '') return null;
  return `${encodeText(text)}~${search.field === '' ? ALL_FIELDS : search.field}`;
}
