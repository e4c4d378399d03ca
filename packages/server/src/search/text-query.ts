import { sql, type Expression, type SqlBool } from 'kysely';
import { UnprocessableEntityError } from '../errors/api-errors';
import type { SearchContext } from './search-context';

/** Words of a simple-query-string: operators (`+ - | * " ( ) ~`) are dropped, words ANDed. */
export function queryWords(q: string): string[] {
  return q
    .split(/\s+/)
    .map((word) => word.replace(/^[+\-|"(~]+|[*"()~]+$/g, ''))
    .filter((word) => word !== '' && word !== '|');
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The text query as SQL (contract §17.3): every word must occur, case-insensitively, in the named
 * field or in any field. A substring match stands in for the full-text index a later migration adds.
 */
export function textQueryCondition(
  context: SearchContext & { fieldNames: readonly string[] },
  text: { q: string; field: string | null },
): Expression<SqlBool> | null {
  if (text.field !== null && !context.fieldNames.includes(text.field)) {
    throw new UnprocessableEntityError(
      `Field \`${text.field}\` not found in dataset \`${context.datasetId}\`.`,
    );
  }
  const words = queryWords(text.q);
  if (words.length === 0) return null;
  const target =
    text.field === null
      ? sql`records.fields`
      : context.dialect === 'postgres'
        ? sql`(records.fields::jsonb -> ${text.field}::text)::text`
        : context.json.member(sql.ref('records.fields'), text.field);
  const like = context.dialect === 'postgres' ? sql`ilike` : sql`like`;
  const parts = words.map((word) => sql`${target} ${like} ${likePattern(word)} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
