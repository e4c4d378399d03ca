import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { fromJsonRequired } from '../common/json-column';
import type { Database, RecordsTable } from '../db/schema';
import { CodedBusinessError, UnprocessableEntityError } from '../errors/api-errors';
import type { SearchContext } from './search-context';
import type { SearchBodyInput } from './search-schemas';

/** Most results a similarity search retrieves (contract §17.3). */
export const VECTOR_SEARCH_MAX_RESULTS = 1000;

type VectorQuery = NonNullable<NonNullable<SearchBodyInput['query']>['vector']>;

/** Cosine similarity between the stored vector (`vectors.value`) and a query vector, in SQL. */
function cosine(context: SearchContext, query: number[]): RawBuilder<number> {
  const literal = JSON.stringify(query);
  if (context.dialect === 'postgres') {
    return sql<number>`(select sum(a.v::float8 * b.v::float8) / nullif(sqrt(sum(a.v::float8 * a.v::float8)) * sqrt(sum(b.v::float8 * b.v::float8)), 0)
      from jsonb_array_elements_text(vectors.value::jsonb) with ordinality as a(v, i)
      join jsonb_array_elements_text(${literal}::jsonb) with ordinality as b(v, i) on a.i = b.i)`;
  }
  return sql<number>`mg_cosine(vectors.value, ${literal})`;
}

/**
 * Similarity search: the filtered records that have a vector for the named setting, ranked by cosine
 * similarity to a literal vector or to another record's vector (that record excluded). Retrieves
 * `min(offset + limit, 1000)` neighbours, then applies the offset; `least_similar` negates the query.
 * The score is `(1 + cosine) / 2`, like the search engine's cosine kNN score.
 */
export async function vectorSearch(
  db: Kysely<Database>,
  context: SearchContext,
  base: SelectQueryBuilder<Database, 'records', object>,
  vector: VectorQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: { record: RecordsTable; score: number | null }[]; total: number }> {
  const settings = await db
    .selectFrom('vectors_settings')
    .selectAll()
    .where('dataset_id', '=', context.datasetId)
    .where('name', '=', vector.name)
    .executeTakeFirst();
  if (!settings)
    throw new UnprocessableEntityError(
      `Vector \`${vector.name}\` not found in dataset \`${context.datasetId}\`.`,
    );

  let query = vector.value;
  if (vector.record_id !== null) {
    const record = await db
      .selectFrom('records')
      .select('id')
      .where('id', '=', vector.record_id)
      .where('dataset_id', '=', context.datasetId)
      .executeTakeFirst();
    if (!record) {
      throw new UnprocessableEntityError(
        `Record with id \`${vector.record_id}\` not found in dataset \`${context.datasetId}\`.`,
      );
    }
    const stored = await db
      .selectFrom('vectors')
      .select('value')
      .where('record_id', '=', vector.record_id)
      .where('vector_settings_id', '=', settings.id)
      .executeTakeFirst();
    if (!stored) {
      throw new CodedBusinessError(
        'missing_vector',
        `Record \`${vector.record_id}\` does not have a vector for vector settings \`${vector.name}\``,
      );
    }
    query = fromJsonRequired<number[]>(stored.value);
  }
  const values = (query ?? []).map((x) => (vector.order === 'least_similar' ? -x : x));
  if (values.length !== Number(settings.dimensions)) {
    throw new UnprocessableEntityError(
      `Vector value for vector name=${vector.name} must have ${settings.dimensions} elements, got ${values.length} elements`,
    );
  }

  const similarity = cosine(context, values);
  let candidates = base
    .innerJoin('vectors', (join) =>
      join.onRef('vectors.record_id', '=', 'records.id').on('vectors.vector_settings_id', '=', settings.id),
    )
    .selectAll('records')
    .select(similarity.as('similarity'));
  if (vector.record_id !== null) candidates = candidates.where('records.id', '!=', vector.record_id);
  const k = Math.min(page.offset + page.limit, VECTOR_SEARCH_MAX_RESULTS);
  const found = await candidates
    .orderBy(sql`similarity desc nulls last`)
    .orderBy('records.id')
    .limit(k)
    .execute();
  const rows = found.slice(page.offset).map(({ similarity: cos, ...record }) => ({
    record: record as RecordsTable,
    score: cos === null || cos === undefined ? null : (1 + Number(cos)) / 2,
  }));
  return { rows, total: found.length };
}
