import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/schema';
import { UnprocessableEntityError } from '../errors/api-errors';
import { withoutNul } from '../records/record-index-values';
import type { SearchContext } from './search-context';
import { countLeaves, parseSimpleQueryString, type TextQueryNode } from './simple-query-string';

/** Most words and phrases one text query may hold (each is one index lookup). */
export const MAX_TEXT_QUERY_TERMS = 100;

/** A word the tsvector parser keeps as one lexeme (letters and digits only). */
const SINGLE_WORD = /^[\p{L}\p{N}]+$/u;

/** PostgreSQL: the expression `records_search_idx` indexes, a record's words and facets (migration 0021). */
const RECORDS_SEARCH_DOCUMENT = sql`(records.search_tsv || records.search_facets)`;

/** PostgreSQL: whether a word or phrase is looked up in the records' own index (else in `record_texts`). */
function onRecordsIndex(
  field: string | null,
  leaf: Extract<TextQueryNode, { kind: 'term' | 'phrase' }>,
): boolean {
  return field === null && leaf.kind === 'term' && SINGLE_WORD.test(leaf.text);
}

/** Whether every word of a text query is looked up in the records' own index. */
function allOnRecordsIndex(field: string | null, node: TextQueryNode): boolean {
  if (node.kind === 'term' || node.kind === 'phrase') return onRecordsIndex(field, node);
  if (node.kind === 'not') return allOnRecordsIndex(field, node.item);
  return node.items.every((item) => allOnRecordsIndex(field, item));
}

/** An FTS5 string literal: double quotes doubled. */
function ftsString(text: string): string {
  return `"${withoutNul(text).replace(/"/g, '""')}"`;
}

/** A tsquery lexeme literal for a prefix match: the word's letters and digits, quoted. */
function tsPrefixQuery(text: string): string {
  const parts = withoutNul(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return parts.map((part, i) => `'${part}'${i === parts.length - 1 ? ':*' : ''}`).join(' <-> ');
}

/**
 * The records (of the context's dataset) with a text matching one word or phrase, in the named
 * field or any field. SQLite: the FTS5 index; PostgreSQL: the GIN-indexed tsvector.
 */
function leafCondition(
  context: SearchContext,
  field: string | null,
  leaf: Extract<TextQueryNode, { kind: 'term' | 'phrase' }>,
): RawBuilder<SqlBool> {
  const prefix = leaf.kind === 'term' && leaf.prefix;
  if (context.dialect === 'postgres') {
    const query = prefix
      ? sql`to_tsquery('simple', ${tsPrefixQuery(leaf.text)})`
      : sql`phraseto_tsquery('simple', ${withoutNul(leaf.text)})`;
    // One word in any field: the record's own GIN-indexed words (no positions, so never for phrases), read
    // through the index's expression; facet lexemes never match a word (migration 0021).
    if (onRecordsIndex(field, leaf)) return sql<SqlBool>`${RECORDS_SEARCH_DOCUMENT} @@ ${query}`;
    const byField = field === null ? sql`` : sql` and record_texts.field = ${field}`;
    return sql<SqlBool>`records.id in (select record_texts.record_id from record_texts
      where record_texts.tsv @@ ${query} and record_texts.dataset_id = ${context.datasetId}${byField})`;
  }
  const match = prefix ? `${ftsString(leaf.text)} *` : ftsString(leaf.text);
  const byField = field === null ? sql`` : sql` and t.field = ${field}`;
  return sql<SqlBool>`records.id in (select t.record_id from record_texts_fts
    join record_texts as t on t.id = record_texts_fts.rowid
    where record_texts_fts match ${match} and t.dataset_id = ${context.datasetId}${byField})`;
}

function nodeCondition(
  context: SearchContext,
  field: string | null,
  node: TextQueryNode,
): RawBuilder<SqlBool> {
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return leafCondition(context, field, node);
    case 'not':
      return sql<SqlBool>`not (${nodeCondition(context, field, node.item)})`;
    case 'and':
      return sql<SqlBool>`(${sql.join(
        node.items.map((item) => nodeCondition(context, field, item)),
        sql` and `,
      )})`;
    case 'or':
      return sql<SqlBool>`(${sql.join(
        node.items.map((item) => nodeCondition(context, field, item)),
        sql` or `,
      )})`;
  }
}

/** True when every match must hold some word or phrase: the full-text index alone then finds the candidates. */
function requiresAWord(node: TextQueryNode): boolean {
  switch (node.kind) {
    case 'term':
    case 'phrase':
      return true;
    case 'not':
      return false;
    case 'and':
      return node.items.some(requiresAWord);
    case 'or':
      return node.items.every(requiresAWord);
  }
}

/** A text query as SQL, and whether the full-text index alone finds its candidates (see {@link recordsSource}). */
export interface TextQueryCondition {
  condition: Expression<SqlBool>;
  indexed: boolean;
  /** PostgreSQL: the candidates come from `records_search_idx` alone, so the filters' facets can join the lookup. */
  facetable: boolean;
}

/**
 * The text query as SQL (contract §17.3): `simple_query_string` semantics with default operator AND
 * over the named field or all fields, chat fields by their message contents. Each word is looked up
 * in the full-text index, so a word may match in one field and the next word in another field of
 * the same record. Null when the query holds no word (match all).
 */
export function textQueryCondition(
  context: SearchContext & { fieldNames: readonly string[] },
  text: { q: string; field: string | null },
): TextQueryCondition | null {
  if (text.field !== null && !context.fieldNames.includes(text.field)) {
    throw new UnprocessableEntityError(
      `Field \`${text.field}\` not found in dataset \`${context.datasetId}\`.`,
    );
  }
  const query = parseSimpleQueryString(text.q);
  if (query === null) return null;
  if (countLeaves(query) > MAX_TEXT_QUERY_TERMS) {
    throw new UnprocessableEntityError(
      `The text query has more than ${MAX_TEXT_QUERY_TERMS} words or phrases; please narrow it down.`,
    );
  }
  const indexed = requiresAWord(query);
  return {
    condition: nodeCondition(context, text.field, query),
    indexed,
    facetable: context.dialect === 'postgres' && indexed && allOnRecordsIndex(text.field, query),
  };
}

/**
 * What a search selects from: the `records` table, or on PostgreSQL, for a text query whose words the GIN index
 * finds, the records matching it behind a planner fence (`offset 0`, so no filter is pushed inside). Without the
 * fence, PostgreSQL with missing or stale statistics (right after a bulk load, before autovacuum analyzes) takes
 * `dataset_id = … and status = …` for selective and ANDs the whole dataset's status index with the text's bitmap:
 * 130 ms more on 200,000 records (an 800,000-entry bitmap on 1,000,000), for nothing. Filters apply to the matches.
 * The filters' facets (record status, metadata terms) join the words inside the fence: the same GIN scan skips
 * the words' records that no filter could keep, so only those are read from the table (a superset, the filters
 * still decide).
 */
export function recordsSource(
  db: Kysely<Database>,
  context: SearchContext,
  text: TextQueryCondition | null,
  /** The filters' facets (`facetQuery`) when `text.facetable`, looked up with the words. */
  facets: string | null = null,
): SelectQueryBuilder<Database, 'records', object> {
  if (context.dialect !== 'postgres' || !text?.indexed) {
    const records = db.selectFrom('records');
    return text ? records.where(text.condition) : records;
  }
  const byFacets =
    facets !== null ? sql` and ${RECORDS_SEARCH_DOCUMENT} @@ cast(${facets} as tsquery)` : sql``;
  const matches = sql`(select * from records where ${text.condition}${byFacets} offset 0)`.as('records');
  // The fenced subquery has the table's columns under the table's name, so every filter and sort reads it as is.
  return db.selectFrom(matches) as unknown as SelectQueryBuilder<Database, 'records', object>;
}
