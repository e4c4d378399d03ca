import { sql, type RawBuilder } from 'kysely';

/**
 * A PostgreSQL `tsvector` column value: the words of `text` by the `simple` configuration (no stemming, like the
 * search engine's standard analyzer), written as `to_tsvector('simple', $n)` around the bound text. A plain value
 * rather than Kysely's `sql` expression, so the multi-row inserts of the write paths (`insertRows`) bind it in their
 * prebuilt statement text: Kysely compiled a node per record for the expression (issue #27).
 */
export class SimpleTsVector {
  constructor(readonly text: string) {}
}

/** The SQL call a `SimpleTsVector` is written as, around one bound parameter (`$n` on PostgreSQL). */
export function simpleTsVectorCall(parameter: string): string {
  return `to_tsvector('simple', ${parameter})`;
}

/** The same value as a Kysely expression, for statements Kysely compiles. */
export function simpleTsVectorSql(value: SimpleTsVector): RawBuilder<unknown> {
  return sql`to_tsvector('simple', ${value.text})`;
}
