import { isRangeValue, type MetadataFilter } from './RecordCriteria';
import {
  escapeUrlValue,
  formatRange,
  looksLikeRange,
  parseRange,
  protectFirstCharacter,
  splitItems,
  unescapeUrlValue,
} from './urlValueEscaping';

/** Escaped terms joined with `.`, protected so they never read back as a `ge….le…` range. */
export function formatTerms(values: readonly string[]): string {
  const joined = values.map(escapeUrlValue).join('.');
  return looksLikeRange(joined) ? protectFirstCharacter(joined) : joined;
}

/** Unescaped, non-empty terms of raw (still escaped) parts. */
export function readTerms(rawParts: readonly string[]): string[] {
  return rawParts.map(unescapeUrlValue).filter((value) => value !== '');
}

/**
 * Reads the `metadata` parameter: `name.ge0.le0.24~other.Yes.No` (a range, decimals allowed, or terms).
 * Items without a name or without any term are ignored.
 *
 * @example
 * parseMetadataParam('length.ge0.le0.24~split.train.test');
 * // [{ name: 'length', value: { ge: 0, le: 0.24 } }, { name: 'split', value: ['train', 'test'] }]
 */
export function parseMetadataParam(value: string | null): MetadataFilter[] {
  return splitItems(value).flatMap((item): MetadataFilter[] => {
    const [rawName = '', ...rawRest] = item.split('.');
    const name = unescapeUrlValue(rawName);
    if (name === '') return [];
    const rest = rawRest.join('.');
    if (looksLikeRange(rest)) {
      const range = parseRange(rest);
      return range ? [{ name, value: range }] : [];
    }
    const terms = readTerms(rawRest);
    return terms.length > 0 ? [{ name, value: terms }] : [];
  });
}

/** Writes the `metadata` parameter; null without filters. */
export function serializeMetadataParam(filters: readonly MetadataFilter[]): string | null {
  if (filters.length === 0) return null;
  return filters
    .map(({ name, value }) => {
      const body = isRangeValue(value) ? formatRange(value) : formatTerms(value);
      return `${escapeUrlValue(name)}.${body}`;
    })
    .join('~');
}
