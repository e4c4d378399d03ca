import { RESPONSE_STATUSES, type ResponseStatus, type SearchFilterParsed } from '@marginalia/core';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { toStoredTimestamp } from '../common/time';
import type { Database } from '../db/schema';
import { UnprocessableEntityError } from '../errors/api-errors';
import { withoutNul } from '../records/record-index-values';
import type { JsonElement } from '../db/sql-json';
import { assertMetadataProperty, questionIdOf, type SearchContext } from './search-context';
import { exactMetadataFacets } from './search-facets';

type RecordsBuilder = ExpressionBuilder<Database, 'records'>;
type Bound = string | number | null;
type Condition = Expression<SqlBool>;

// A response status filter also takes `pending`: no response at all.
const FILTERED_STATUSES: readonly string[] = [...RESPONSE_STATUSES, 'pending'];

/** A numeric bound from a range filter; strings must parse as numbers. */
function numericBound(value: Bound): number | null {
  if (value === null) return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number))
    throw new UnprocessableEntityError(`'${String(value)}' is not a valid numeric range bound`);
  return number;
}

/** A range over any SQL expression, each bound a parameter (the schema guarantees one bound). */
function range(expression: Expression<unknown>, ge: unknown, le: unknown): Condition {
  const parts = [];
  if (ge !== null) parts.push(sql`${expression} >= ${ge}`);
  if (le !== null) parts.push(sql`${expression} <= ${le}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A terms or range filter on a JSON element: any term as text, or the element as a number within the bounds. */
function jsonElementCondition(
  context: SearchContext,
  element: JsonElement,
  filter: SearchFilterParsed,
): Condition {
  return filter.type === 'terms'
    ? context.json.anyTextIn(element, filter.values)
    : range(context.json.number(element), numericBound(filter.ge), numericBound(filter.le));
}

/** The responses of the current record; in `/me` searches only the caller's. */
function recordResponses(eb: RecordsBuilder, context: SearchContext) {
  const query = eb
    .selectFrom('responses')
    .select(sql.lit(1).as('one'))
    .whereRef('responses.record_id', '=', 'records.id');
  return context.responseUserId ? query.where('responses.user_id', '=', context.responseUserId) : query;
}

function recordCondition(
  eb: RecordsBuilder,
  filter: SearchFilterParsed & { scope: { entity: 'record' } },
): Condition {
  const { property } = filter.scope;
  const column = eb.ref(`records.${property}`);
  const isTime = property === 'inserted_at' || property === 'updated_at';
  const time = (value: Bound): string | null => {
    if (value === null) return null;
    const stored = toStoredTimestamp(value);
    if (stored === null) throw new UnprocessableEntityError(`'${String(value)}' is not a valid datetime`);
    return stored;
  };
  if (filter.type === 'terms') {
    return eb(column, 'in', isTime ? filter.values.map((v) => time(v) as string) : filter.values);
  }
  return isTime ? range(column, time(filter.ge), time(filter.le)) : range(column, filter.ge, filter.le);
}

/** `pending` = no response (by the caller in `/me`); other statuses = a response with that status. */
function responseStatusCondition(
  eb: RecordsBuilder,
  context: SearchContext,
  values: readonly string[],
): Condition {
  const invalid = values.filter((v) => !FILTERED_STATUSES.includes(v));
  if (invalid.length > 0) {
    throw new UnprocessableEntityError(
      `${invalid.map((v) => `'${v}'`).join(', ')} is not a valid response status`,
    );
  }
  const responses = () => recordResponses(eb, context);
  const options: Condition[] = [];
  const statuses = values.filter((v) => v !== 'pending') as ResponseStatus[];
  if (statuses.length > 0) options.push(eb.exists(responses().where('responses.status', 'in', statuses)));
  if (values.includes('pending')) options.push(eb.not(eb.exists(responses())));
  return eb.or(options);
}

function responseCondition(
  eb: RecordsBuilder,
  context: SearchContext,
  filter: SearchFilterParsed & { scope: { entity: 'response' } },
): Condition {
  const { question, property } = filter.scope;
  if (property === 'status') {
    if (filter.type !== 'terms')
      throw new UnprocessableEntityError('response status can only be filtered with a terms filter');
    return responseStatusCondition(eb, context, filter.values);
  }
  if (question === null)
    throw new UnprocessableEntityError("response scope needs a 'question' or the 'status' property");
  questionIdOf(context, question);
  const value = context.json.member(sql.ref('responses.values'), question, 'value');
  return eb.exists(recordResponses(eb, context).where(jsonElementCondition(context, value, filter)));
}

function suggestionCondition(
  eb: RecordsBuilder,
  context: SearchContext,
  filter: SearchFilterParsed & { scope: { entity: 'suggestion' } },
): Condition {
  const questionId = questionIdOf(context, filter.scope.question);
  let query = eb
    .selectFrom('suggestions')
    .select(sql.lit(1).as('one'))
    .whereRef('suggestions.record_id', '=', 'records.id')
    .where('suggestions.question_id', '=', questionId);
  const { property } = filter.scope;
  if (property === 'agent' || property === 'type') {
    const column = `suggestions.${property}` as const;
    query =
      filter.type === 'terms'
        ? query.where(column, 'in', filter.values)
        : query.where(range(sql.ref(column), filter.ge, filter.le));
  } else {
    const element = context.json.whole(sql.ref(`suggestions.${property}`));
    query = query.where(jsonElementCondition(context, element, filter));
  }
  return eb.exists(query);
}

function metadataCondition(
  eb: RecordsBuilder,
  context: SearchContext,
  filter: SearchFilterParsed & { scope: { entity: 'metadata' } },
): Condition {
  const name = filter.scope.metadata_property;
  assertMetadataProperty(context, name);
  // The indexed scalars (record_metadata), so the lookup is a b-tree probe, not a JSON parse.
  let query = eb
    .selectFrom('record_metadata')
    .select(sql.lit(1).as('one'))
    .whereRef('record_metadata.record_id', '=', 'records.id')
    .where('record_metadata.name', '=', name);
  query =
    filter.type === 'terms'
      ? query.where('record_metadata.value_text', 'in', filter.values.map(withoutNul))
      : query.where(
          range(sql.ref('record_metadata.value_number'), numericBound(filter.ge), numericBound(filter.le)),
        );
  const exact =
    filter.type === 'terms' && context.metadataFacets ? exactMetadataFacets(name, filter.values) : null;
  // The facets in the record's own row answer most records; only numbers, booleans and the like are probed.
  return exact === null
    ? eb.exists(query)
    : eb.or([sql<SqlBool>`records.search_facets @@ cast(${exact} as tsquery)`, eb.exists(query)]);
}

/**
 * Translates one filter (contract §17.2–17.3) into a SQL condition on `records`. Every value is a
 * bound parameter; unknown questions and metadata properties are 422 before any query runs.
 */
export function filterCondition(
  eb: RecordsBuilder,
  context: SearchContext,
  filter: SearchFilterParsed,
): Condition {
  switch (filter.scope.entity) {
    case 'record':
      return recordCondition(eb, filter as SearchFilterParsed & { scope: { entity: 'record' } });
    case 'response':
      return responseCondition(eb, context, filter as SearchFilterParsed & { scope: { entity: 'response' } });
    case 'suggestion':
      return suggestionCondition(
        eb,
        context,
        filter as SearchFilterParsed & { scope: { entity: 'suggestion' } },
      );
    case 'metadata':
      return metadataCondition(eb, context, filter as SearchFilterParsed & { scope: { entity: 'metadata' } });
  }
}
