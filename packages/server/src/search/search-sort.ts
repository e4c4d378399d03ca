import type { SearchSortParsed } from '@marginalia/core';
import { sql, type RawBuilder } from 'kysely';
import { SHUFFLE_KEY_RANGE } from '../common/ids';
import { assertMetadataProperty, questionIdOf, type SearchContext } from './search-context';

/**
 * Where a user's queue starts in the shuffle-key order: FNV-1a of the user id, within the keys' range. Each user
 * walks the same random order from their own place, so two annotators rarely start on the same records.
 */
export function queueStart(userId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i += 1) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SHUFFLE_KEY_RANGE;
}

/**
 * ORDER BY items for a record search. Explicit sorts come first (missing values last in both
 * directions); then the default order: in `/me` search a stable per-user pseudo-random order — the records'
 * random `shuffle_key` order rotated to start at the user's {@link queueStart} (keys from there up, then the
 * keys below it) — and insertion order in the admin search. Without an explicit sort, `/me` search takes the
 * same order from the index instead (`rotatedQueuePage`).
 */
export function orderByItems(
  context: SearchContext,
  sort: readonly SearchSortParsed[] | null | undefined,
): RawBuilder<unknown>[] {
  const items: RawBuilder<unknown>[] = [];
  for (const entry of sort ?? []) {
    const direction = entry.order === 'desc' ? sql`desc` : sql`asc`;
    for (const expression of sortExpressions(context, entry))
      items.push(sql`${expression} ${direction} nulls last`);
  }
  if (context.responseUserId) {
    const start = queueStart(context.responseUserId);
    items.push(sql`case when records.shuffle_key >= ${start} then 0 else 1 end asc`);
    items.push(sql`records.shuffle_key asc`);
  } else {
    items.push(sql`records.inserted_at asc`);
  }
  items.push(sql`records.id asc`);
  return items;
}

/**
 * PostgreSQL: the metadata sort keys read from the record's own row when its value is a plain JSON number, else from
 * `record_metadata` (`number`, `text`). A plain number is the only value the index holds for the name: as
 * `value_number`, and as `value_text` its JSON text (the metadata is written by `JSON.stringify`, which spells a
 * number as `String` does). The candidates' rows are read anyway, where each probe of the index is a random page.
 * A `\u` escape makes the JSON text unreadable to `json` operators (`\u0000`), so such rows are probed.
 */
function plainNumberFirst(
  name: string,
  number: RawBuilder<unknown>,
  text: RawBuilder<unknown>,
): RawBuilder<unknown>[] {
  const element = sql`(records.metadata::json -> ${name})`;
  const plain = (value: RawBuilder<unknown>, probed: RawBuilder<unknown>) =>
    sql`case when strpos(records.metadata, '\\u') > 0 then ${probed}
      when json_typeof(${element}) = 'number' then ${value} else ${probed} end`;
  return [plain(sql`(${element} #>> '{}')::float8`, number), plain(sql`${element} #>> '{}'`, text)];
}

function responsesOfRecord(context: SearchContext, select: RawBuilder<unknown>): RawBuilder<unknown> {
  const byUser = context.responseUserId ? sql` and responses.user_id = ${context.responseUserId}` : sql``;
  return sql`(select max(${select}) from responses where responses.record_id = records.id${byUser})`;
}

function sortExpressions(context: SearchContext, entry: SearchSortParsed): RawBuilder<unknown>[] {
  const { json } = context;
  const scope = entry.scope;
  switch (scope.entity) {
    case 'record':
      return [sql.ref(`records.${scope.property}`) as unknown as RawBuilder<unknown>];
    case 'metadata': {
      assertMetadataProperty(context, scope.metadata_property);
      // Lists sort by their smallest item ascending and their largest descending, like the search engine.
      const aggregate = entry.order === 'desc' ? sql`max` : sql`min`;
      const of = (column: RawBuilder<unknown>) =>
        sql`(select ${aggregate}(${column}) from record_metadata
          where record_metadata.record_id = records.id and record_metadata.name = ${scope.metadata_property})`;
      const number = of(sql.ref('record_metadata.value_number') as never);
      const text = of(sql.ref('record_metadata.value_text') as never);
      return context.dialect === 'postgres'
        ? plainNumberFirst(scope.metadata_property, number, text)
        : [number, text];
    }
    case 'suggestion': {
      const questionId = questionIdOf(context, scope.question);
      const of = (select: RawBuilder<unknown>) =>
        sql`(select ${select} from suggestions where suggestions.record_id = records.id and suggestions.question_id = ${questionId})`;
      if (scope.property === 'agent' || scope.property === 'type')
        return [of(sql.ref(`suggestions.${scope.property}`) as never)];
      const element = json.whole(sql.ref(`suggestions.${scope.property}`));
      return [of(json.number(element)), of(json.text(element))];
    }
    case 'response': {
      if (scope.property === 'status' || scope.question === null)
        return [responsesOfRecord(context, sql`responses.status`)];
      questionIdOf(context, scope.question);
      const element = json.member(sql.ref('responses.values'), scope.question, 'value');
      return [
        responsesOfRecord(context, json.number(element)),
        responsesOfRecord(context, json.text(element)),
      ];
    }
  }
}
