import type { SearchFilterParsed } from '@marginalia/core';
import { withoutNul } from '../records/record-index-values';
import { quotedLexeme } from '../records/record-search-facets';

/** Longest lexeme a tsquery takes, in bytes (PostgreSQL's limit is 2,047). */
const MAX_LEXEME_BYTES = 2046;

/** A tsquery lexeme literal taken as is (no parser, no configuration), or null when too long to be one. */
function lexeme(text: string): string | null {
  return Buffer.byteLength(text) > MAX_LEXEME_BYTES ? null : quotedLexeme(text);
}

function anyOf(lexemes: readonly (string | null)[]): string | null {
  const kept = lexemes.filter((l): l is string => l !== null);
  return kept.length === 0 ? null : `(${kept.join(' | ')})`;
}

/** The exact facet lexemes of metadata strings (migration 0021): the name's byte length keeps them unambiguous. */
function stringLexemes(name: string, values: readonly string[]): (string | null)[] {
  return values.map((value) => lexeme(`~m:${Buffer.byteLength(name)}:${name}=${withoutNul(value)}`));
}

/**
 * PostgreSQL: a tsquery (text form) that a record's `search_facets` matches exactly when its metadata `name` holds
 * one of the strings `values` (as `record_metadata` indexes them); a record without it may still match through a
 * number, a boolean or metadata without facets. Null when no value fits in a lexeme.
 */
export function exactMetadataFacets(name: string, values: readonly string[]): string | null {
  return anyOf(stringLexemes(name, values));
}

/** The facet lexemes any record matching a metadata terms filter holds, as a tsquery clause. */
function facetClause(filter: SearchFilterParsed): string | null {
  if (filter.type !== 'terms' || filter.scope.entity !== 'metadata') return null;
  const name = filter.scope.metadata_property;
  return anyOf([...stringLexemes(name, filter.values), lexeme(`~x:${name}`), lexeme('~*')]);
}

/**
 * PostgreSQL: the tsquery (text form) that every record matching the filters' metadata terms holds among its facet
 * lexemes, or null when no filter has facets. A superset of the filters' matches, looked up in the GIN index with
 * the text query's words; the filters themselves still decide. The record status has no facet: four records in
 * five are pending, and reading that lexeme's whole posting list cost more than the records it skips.
 *
 * @example
 * facetQuery([{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'tag' }, values: ['a'] }]);
 * // "('~m:3:tag=a' | '~x:tag' | '~*')"
 */
export function facetQuery(filters: readonly SearchFilterParsed[]): string | null {
  const clauses = filters.map(facetClause).filter((c): c is string => c !== null);
  return clauses.length === 0 ? null : clauses.join(' & ');
}
