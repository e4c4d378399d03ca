import type { SearchRecordsBodyParsed } from '@marginalia/core';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, RecordsTable, VectorsSettingsTable } from '../db/schema';
import { withQueryVector } from '../db/sqlite-vector-functions';
import { CodedBusinessError, UnprocessableEntityError } from '../errors/api-errors';
import type { PgvectorState } from '../db/pgvector';
import type { AppContext } from '../http/app-context';
import { nearestNeighbours, vectorMatrix } from '../vectors/vector-index-cache';
import { decodeVector, type VectorMatrix } from '../db/vector-values';
import type { SearchContext } from './search-context';

/** Most results a similarity search retrieves (contract §17.3). */
export const VECTOR_SEARCH_MAX_RESULTS = 1000;

type VectorQuery = NonNullable<NonNullable<SearchRecordsBodyParsed['query']>['vector']>;

/** How a search ranks: cosine similarity in SQL, and the ORDER BY that lets an index serve it. */
interface Ranking {
  similarity: RawBuilder<number>;
  order: RawBuilder<unknown>;
}

/**
 * PostgreSQL ranking in SQL: pgvector's cosine distance (HNSW-indexed per setting), or plain SQL over `real[]` for
 * a setting too large for the in-memory matrix.
 */
async function postgresRanking(
  db: Kysely<Database>,
  pgvector: PgvectorState,
  query: number[],
  dimensions: number,
): Promise<Ranking> {
  if (await pgvector.isEnabled(db)) {
    const vector = sql`${JSON.stringify(query)}::vector(${sql.raw(String(dimensions))})`;
    const distance = sql`(vectors.embedding::vector(${sql.raw(String(dimensions))}) <=> ${vector})`;
    return { similarity: sql<number>`(1 - ${distance})`, order: sql`${distance} asc` };
  }
  let norm = 0;
  for (const value of query) norm += Math.fround(value) * Math.fround(value);
  const array = `{${query.join(',')}}`;
  const similarity = sql<number>`((select sum(a::float8 * b::float8) from unnest(vectors.value, ${array}::real[]) as t(a, b))
    / nullif(vectors.norm * ${Math.sqrt(norm)}, 0))`;
  return { similarity, order: sql`similarity desc nulls last` };
}

/**
 * The query's values: the literal vector or the stored vector of the named record (422 when that record is not
 * in the dataset or has no vector of this setting), negated for `least_similar`, checked against the dimensions.
 */
async function queryValues(
  db: Kysely<Database>,
  context: SearchContext,
  settings: VectorsSettingsTable,
  vector: VectorQuery,
): Promise<number[]> {
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
    query = decodeVector(stored.value);
  }
  const values = (query ?? []).map((x) => (vector.order === 'least_similar' ? -x : x));
  if (values.length !== Number(settings.dimensions)) {
    throw new UnprocessableEntityError(
      `Vector value for vector name=${vector.name} must have ${settings.dimensions} elements, got ${values.length} elements`,
    );
  }
  return values;
}

/** Ranks with the in-memory matrix (`vectors/vector-index-cache.ts`); `filtered`: the filters and text query narrow the candidates in SQL. */
async function rankByMatrix(
  db: Kysely<Database>,
  matrix: VectorMatrix,
  base: SelectQueryBuilder<Database, 'records', object>,
  values: number[],
  k: number,
  exclude: string | null,
  filtered: boolean,
): Promise<(RecordsTable & { similarity: number | null })[]> {
  // Filters and the text query narrow the candidates in SQL; the matrix ranks them.
  const allowed = filtered ? new Set((await base.select('records.id').execute()).map((r) => r.id)) : null;
  const neighbours = nearestNeighbours(matrix, values, k, allowed, exclude);
  const rows =
    neighbours.length === 0
      ? []
      : await db
          .selectFrom('records')
          .selectAll()
          .where(
            'id',
            'in',
            neighbours.map((n) => n.recordId),
          )
          .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return neighbours
    .filter((n) => byId.has(n.recordId))
    .map((n) => ({ ...(byId.get(n.recordId) as RecordsTable), similarity: n.cosine }));
}

/**
 * Similarity search: the filtered records that have a vector for the named setting, ranked by cosine
 * similarity to a literal vector or to another record's vector (that record excluded). Retrieves
 * `min(offset + limit, 1000)` neighbours, then applies the offset; `least_similar` negates the query.
 * The score is `(1 + cosine) / 2`, like the search engine's cosine kNN score.
 */
export async function vectorSearch(
  db: Kysely<Database>,
  app: Pick<AppContext, 'pgvector' | 'vectorMatrices'>,
  context: SearchContext,
  base: SelectQueryBuilder<Database, 'records', object>,
  vector: VectorQuery,
  page: { offset: number; limit: number },
  /** Whether filters or a text query narrow `base` beyond the dataset. */
  filtered: boolean,
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

  const values = await queryValues(db, context, settings, vector);

  const k = Math.min(page.offset + page.limit, VECTOR_SEARCH_MAX_RESULTS);
  const rank = async (ranking: Ranking) => {
    let candidates = base
      .innerJoin('vectors', (join) =>
        join.onRef('vectors.record_id', '=', 'records.id').on('vectors.vector_settings_id', '=', settings.id),
      )
      .selectAll('records')
      .select(ranking.similarity.as('similarity'));
    if (vector.record_id !== null) candidates = candidates.where('records.id', '!=', vector.record_id);
    return (await candidates
      .orderBy(ranking.order)
      .orderBy('records.id')
      .limit(k)
      .execute()) as (RecordsTable & {
      similarity: number | null;
    })[];
  };
  let found: (RecordsTable & { similarity: number | null })[];
  // pgvector's HNSW index answers without reading every vector; otherwise both databases rank in memory.
  const pgvector = context.dialect === 'postgres' && (await app.pgvector.isEnabled(db));
  const matrix = pgvector ? null : await vectorMatrix(db, app.vectorMatrices, settings);
  if (matrix) {
    found = await rankByMatrix(db, matrix, base, values, k, vector.record_id, filtered);
  } else if (context.dialect === 'postgres') {
    found = await rank(await postgresRanking(db, app.pgvector, values, Number(settings.dimensions)));
  } else {
    found = await withQueryVector(values, (token) =>
      rank({
        similarity: sql<number>`mg_cosine(vectors.value, vectors.norm, ${token})`,
        order: sql`similarity desc nulls last`,
      }),
    );
  }
  const rows = found.slice(page.offset).map(({ similarity: cos, ...record }) => ({
    record: record as RecordsTable,
    score: cos === null || cos === undefined ? null : (1 + Number(cos)) / 2,
  }));
  return { rows, total: found.length };
}
