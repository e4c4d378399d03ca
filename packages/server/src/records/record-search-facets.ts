import type { DialectName } from '../db/dialect';
import { MAX_INDEXED_METADATA_LENGTH } from './record-index-values';

/**
 * PostgreSQL: a record's metadata terms as the `records.search_facets` value (migration 0021), computed by the write
 * paths themselves. The database's `marginalia_metadata_facets` gives the same lexemes, and its trigger still fills
 * the column for a write that does not (migration 0023); computed per row inside the insert, it took about a third
 * of a `records.log()` batch's record insert, and twice as much on an update (issue 27).
 */

/** Metadata JSON text longer than this (bytes) gets the one lexeme `~*`, as the database function gives it. */
const MAX_FACETED_METADATA_BYTES = 500_000;

/** Longest `~m:` lexeme's name and value together (bytes); a longer pair is `~x:<name>`. */
const MAX_FACET_PAIR_BYTES = 2000;

/**
 * A lexeme literal of a tsvector or tsquery, taken as is (no parser, no configuration).
 *
 * @example
 * quotedLexeme("it's"); // "'it''s'"
 */
export function quotedLexeme(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The facet lexemes of one metadata name and its (already parsed) value. */
function facetsOfEntry(name: string, value: unknown, out: Set<string>): void {
  if (name.length > MAX_INDEXED_METADATA_LENGTH) return;
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'string') {
      if (item.length > MAX_INDEXED_METADATA_LENGTH) continue;
      const nameBytes = Buffer.byteLength(name);
      out.add(
        nameBytes + Buffer.byteLength(item) <= MAX_FACET_PAIR_BYTES
          ? `~m:${nameBytes}:${name}=${item}`
          : `~x:${name}`,
      );
    } else if (typeof item === 'number' || typeof item === 'boolean') out.add(`~x:${name}`);
  }
}

/**
 * The `search_facets` tsvector (its text form) of a record's stored metadata JSON text, exactly as
 * `marginalia_metadata_facets(metadata)` gives it: `~m:<name bytes>:<name>=<value>` for each string (list items
 * each) the metadata index holds, `~x:<name>` for a number, a boolean or a pair too long for a lexeme, `~*` alone for
 * text with a `\u` escape (which the database reads differently from JSON) or over 500,000 bytes, nothing for null
 * or non-object metadata.
 *
 * @example
 * metadataFacets('{"tag":["a","b"],"votes":3}'); // "'~m:3:tag=a' '~m:3:tag=b' '~x:votes'"
 */
export function metadataFacets(metadata: string | null): string {
  if (metadata === null) return '';
  if (metadata.includes('\\u') || Buffer.byteLength(metadata) > MAX_FACETED_METADATA_BYTES)
    return quotedLexeme('~*');
  const parsed: unknown = JSON.parse(metadata);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return '';
  const lexemes = new Set<string>();
  for (const [name, value] of Object.entries(parsed)) facetsOfEntry(name, value, lexemes);
  return [...lexemes].map(quotedLexeme).join(' ');
}

/** The `search_facets` column of a record row written with `metadata` (PostgreSQL only). */
export interface RecordSearchFacetsColumn {
  search_facets?: string;
}

/** `search_facets` for a record row on PostgreSQL; nothing on SQLite, which has no such column. */
export function searchFacetsColumn(dialect: DialectName, metadata: string | null): RecordSearchFacetsColumn {
  return dialect === 'postgres' ? { search_facets: metadataFacets(metadata) } : {};
}
