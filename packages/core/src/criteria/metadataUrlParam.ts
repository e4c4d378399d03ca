import { isRangeValue, type MetadataFilter } from './RecordCriteria';
import { parseNamedUrlItems, serializeNamedUrlItems } from './namedUrlItems';
import {
  escapeUrlValue,
  formatRange,
  looksLikeRange,
  protectFirstCharacter,
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
  return parseNamedUrlItems(value, (rawParts) => {
    const terms = readTerms(rawParts);
    return terms.length > 0 ? terms : null;
  });
}

/** Writes the `metadata` parameter; null without filters. */
export function serializeMetadataParam(filters: readonly MetadataFilter[]): string | null {
  return serializeNamedUrlItems(filters, (value) =>
    isRangeValue(value) ? formatRange(value) : formatTerms(value),
  );
}
