import type { SearchRecordsBodyParsed } from '@marginalia/core';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { WireRecord, WireSearchPage, WireSearchResult, WireSearchTotal, WireSuggestion } from '@marginalia/core';
import { newId } from '../common/ids';
import { dialectOf } from '../db/database';
import type { Database, DatasetsTable, RecordsTable } from '../db/schema';
import { sqlJson } from '../db/sql-json';
import { getReadableDataset, getWritableDataset } from '../datasets/datasets-service';
import type { AppContext } from '../http/app-context';
import type { UserRow } from '../http/app-env';
import { canSeeMetadataProperty } from '../metadata/metadata-service';
import type { RecordInclude } from '../records/include-param';
import { loadRecordRelations } from '../records/record-relations';
import { serializeRecord } from '../records/record-serializer';
import { DURATION_KEY } from '../questions/response-values-validation';
import type { SearchContext } from './search-context';
import { filterCondition } from './search-filters';
import { pendingQueueCount } from './pending-queue-count';
import { PhaseTimings } from '../http/server-timing';
import { rotatedQueuePage } from './queue-order';
import { orderByItems, queueStart } from './search-sort';
import { facetQuery } from './search-facets';
import { recordsSource, textQueryCondition } from './text-query';
import { vectorSearch } from './vector-search';
import {
  fieldsOfDataset,
  metadataPropertiesOfDataset,
  questionsOfDataset,
} from '../datasets/dataset-child-rows';

/** Paging and relationship options of a search request. */
export interface SearchPage {
  offset: number;
  limit: number;
  include: RecordInclude;
}

/** What filters, sorts and text queries of a dataset are resolved against; `responseUserId` as in {@link SearchContext}. */
export async function buildContext(
  db: Kysely<Database>,
  dataset: Pick<DatasetsTable, 'id'>,
  responseUserId: string | null,
) {
  const dialect = dialectOf(db);
  const questions = await questionsOfDataset(db, dataset.id);
  const properties = await metadataPropertiesOfDataset(db, dataset.id);
  const fields = await fieldsOfDataset(db, dataset.id);
  const context: SearchContext & { fieldNames: string[] } = {
    dialect,
    json: sqlJson(dialect),
    datasetId: dataset.id,
    responseUserId,
    questions: new Map(questions.map((q) => [q.name, { id: q.id }])),
    metadataPropertyNames: new Set(properties.map((p) => p.name)),
    fieldNames: fields.map((f) => f.name),
  };
  return { context, questions, properties };
}

/**
 * The exact total (contract §17.3) when the page tells it: a page that is neither full nor past the end holds the
 * last matches. Otherwise null: a pending queue is counted from the indexes (`pendingQueueCount`), anything else
 * by {@link countMatches}.
 */
function totalFromPage(page: SearchPage, pageLength: number): number | null {
  return pageLength < page.limit && (pageLength > 0 || page.offset === 0) ? page.offset + pageLength : null;
}

/** Whether a search counts every match (`exact`, the v1 search) or only tells whether records follow the page. */
export type Counting = 'exact' | 'uncounted';

/** The exact number of matches: a pending queue from the indexes, anything else by {@link countMatches}. */
function countAll(
  db: Kysely<Database>,
  context: SearchContext,
  base: SelectQueryBuilder<Database, 'records', object>,
  body: SearchRecordsBodyParsed,
  timings: PhaseTimings,
): Promise<number> {
  return timings.measure(
    'count',
    async () => (await pendingQueueCount(db, context.datasetId, context.responseUserId, body)) ?? countMatches(base),
  );
}

/** The number of matches, counted without sorting or loading them. */
async function countMatches(base: SelectQueryBuilder<Database, 'records', object>): Promise<number> {
  const count = await base
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count.count);
}

/**
 * The ids of one page of the matches in the search's sort order (with the count of all matches when
 * `countInPage`). The `/me` default order is read from the index (`rotatedQueuePage`) when nothing else sorts.
 */
async function rankedIds(
  db: Kysely<Database>,
  context: SearchContext,
  base: SelectQueryBuilder<Database, 'records', object>,
  body: SearchRecordsBodyParsed,
  page: SearchPage,
  countInPage: boolean,
): Promise<{ id: string; matches?: number | string }[]> {
  if (context.responseUserId !== null && !countInPage && (body.sort ?? []).length === 0) {
    const ids = await rotatedQueuePage(db, base, queueStart(context.responseUserId), page);
    return ids.map((id) => ({ id }));
  }
  let ranked = base.select('records.id');
  if (countInPage) ranked = ranked.select(sql<number | string>`count(*) over ()`.as('matches'));
  for (const item of orderByItems(context, body.sort)) ranked = ranked.orderBy(item);
  return (await ranked.offset(page.offset).limit(page.limit).execute()) as {
    id: string;
    matches?: number | string;
  }[];
}

/**
 * One page of the matches in the search's sort order, with the exact total. The ranking reads ids only: sorting
 * whole rows (fields, metadata) of every match is what made a large dataset's queue slow. The page's rows are
 * loaded afterwards, by id.
 *
 * `countInPage`: the ranking also counts every match (`count(*) over ()`). A text query's matches come from the
 * full-text index and are sorted in full anyway, so counting them on the way costs nothing, where a second query
 * would look up every candidate (its record, each filter) again. Without one, an index may give the order and
 * stop at the page, and the count is its own query.
 */
async function sortedPage(
  db: Kysely<Database>,
  context: SearchContext,
  base: SelectQueryBuilder<Database, 'records', object>,
  body: SearchRecordsBodyParsed,
  page: SearchPage,
  countInPage: boolean,
  timings: PhaseTimings,
  counting: Counting,
): Promise<{ rows: { record: RecordsTable; score: number | null }[]; total: number | null }> {
  // Uncounted, one more id than the page tells whether records follow it.
  const ranked = counting === 'exact' ? page : { ...page, limit: page.limit + 1 };
  const ranks = await timings.measure('rank', () => rankedIds(db, context, base, body, ranked, countInPage));
  const more = ranks.length > page.limit;
  const ids = ranks.slice(0, page.limit).map((row) => row.id);
  const counted = ranks[0]?.matches;
  const total =
    (counted === undefined ? null : Number(counted)) ??
    totalFromPage(page, ids.length) ??
    (counting === 'uncounted' && more ? null : await countAll(db, context, base, body, timings));
  const found = await timings.measure('records', async () =>
    ids.length > 0 ? db.selectFrom('records').selectAll().where('id', 'in', ids).execute() : [],
  );
  const byId = new Map(found.map((record) => [record.id, record]));
  const rows = ids.flatMap((id) => {
    const record = byId.get(id);
    // A record deleted between the two reads is left out.
    return record ? [{ record, score: null }] : [];
  });
  return { rows, total };
}

/**
 * Runs a record search (contract §17) entirely in SQL: filters, text query and sort narrow and
 * order the dataset's records; `total` is an exact count; only the requested page is loaded.
 * `me` restricts response filters, sorts and included responses to the caller and filters metadata
 * by visibility; otherwise (admin search) every response counts.
 */
/** The search's matches as a query on the records (filters and text query applied), with what they resolve against. */
async function matchesOf(
  db: Kysely<Database>,
  actor: UserRow,
  dataset: DatasetsTable,
  body: SearchRecordsBodyParsed,
  me: boolean,
  timings: PhaseTimings,
) {
  const { context, questions, properties } = await timings.measure('context', () =>
    buildContext(db, dataset, me ? actor.id : null),
  );
  const conditions = (body.filters?.and ?? []).map(
    (filter) => (eb: Parameters<typeof filterCondition>[0]) => filterCondition(eb, context, filter),
  );
  const text = body.query?.text ? textQueryCondition(context, body.query.text) : null;

  const facets = text?.facetable ? facetQuery(body.filters?.and ?? []) : null;
  context.metadataFacets = facets !== null;
  let base = recordsSource(db, context, text, facets).where('records.dataset_id', '=', dataset.id);
  for (const condition of conditions) base = base.where(condition);
  return { context, questions, properties, base, filtered: conditions.length > 0 || text !== null, text };
}

async function searchRecords(
  db: Kysely<Database>,
  actor: UserRow,
  dataset: DatasetsTable,
  body: SearchRecordsBodyParsed,
  page: SearchPage,
  me: boolean,
  app: AppContext,
  timings: PhaseTimings,
  counting: Counting = 'exact',
): Promise<{ items: WireSearchResult['items']; total: number | null }> {
  const { context, questions, properties, base, filtered, text } = await matchesOf(db, actor, dataset, body, me, timings);

  let rows: { record: RecordsTable; score: number | null }[];
  let total: number | null;
  if (body.query?.vector) {
    const vector = body.query.vector;
    ({ rows, total } = await timings.measure('rank', () =>
      vectorSearch(db, app, context, base, vector, page, filtered),
    ));
  } else {
    ({ rows, total } = await sortedPage(db, context, base, body, page, text !== null, timings, counting));
  }

  const { include } = page;
  const convertOthers =
    me &&
    include.responseSuggestions &&
    include.responses &&
    include.suggestions &&
    actor.role !== 'annotator';
  const recordIds = rows.map((r) => r.record.id);
  const relations = await timings.measure('relations', () =>
    loadRecordRelations(db, recordIds, {
      responses: include.responses ? (me && !convertOthers ? { userId: actor.id } : true) : false,
      suggestions: include.suggestions,
      vectors: include.vectors,
    }),
  );

  if (convertOthers) {
    const users = await usernamesOf(db, relations);
    const questionIds = new Map(questions.map((q) => [q.name, q.id]));
    for (const recordRelations of relations.values()) {
      const all = recordRelations.responses ?? [];
      recordRelations.responses = all.filter((r) => r.user_id === actor.id);
      for (const response of all) {
        if (response.user_id === actor.id || response.status !== 'submitted') continue;
        recordRelations.suggestions?.push(
          ...responseAsSuggestions(response, users.get(response.user_id) ?? null, questionIds),
        );
      }
    }
  }

  let visibleMetadata: ((key: string) => boolean) | undefined;
  if (me && actor.role === 'annotator') {
    const visible = new Set(properties.filter((p) => canSeeMetadataProperty(actor, p)).map((p) => p.name));
    visibleMetadata = (key) => visible.has(key);
  }

  const items = rows.map(({ record, score }) => ({
    record: serializeRecord(record, relations.get(record.id), visibleMetadata) as WireRecord,
    query_score: score,
  }));
  return { items, total };
}

async function usernamesOf(
  db: Kysely<Database>,
  relations: Map<string, { responses?: { user_id: string }[] }>,
): Promise<Map<string, string>> {
  const ids = [...new Set([...relations.values()].flatMap((r) => (r.responses ?? []).map((x) => x.user_id)))];
  if (ids.length === 0) return new Map();
  const users = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(users.map((u) => [u.id, u.username]));
}

/** Another member's submitted response as `human` suggestions, one per answered question (contract §13.6). */
function responseAsSuggestions(
  response: { values: Record<string, { value: unknown }> | null; inserted_at: string; updated_at: string },
  username: string | null,
  questionIds: Map<string, string>,
): WireSuggestion[] {
  return Object.entries(response.values ?? {})
    .filter(([name]) => name !== DURATION_KEY && questionIds.has(name))
    .map(([name, answer]) => ({
      id: newId(),
      question_id: questionIds.get(name) as string,
      type: 'human',
      value: answer.value,
      agent: username,
      score: null,
      inserted_at: response.inserted_at,
      updated_at: response.updated_at,
    }));
}

/** `POST /me/datasets/{id}/records/search`: read access; the caller's view of the records. */
export async function searchMyRecords(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  body: SearchRecordsBodyParsed,
  page: SearchPage,
  app: AppContext,
  timings = new PhaseTimings(),
): Promise<WireSearchResult> {
  return exact(await searchMyRecordsPage(db, actor, datasetId, body, page, app, timings, 'exact'));
}

/**
 * `POST /me/datasets/{id}/records/search/page` (Marginalia's): the `/me` search's page without counting every match
 * — on a large dataset the count is the part that grows with it. `total` is exact when the page tells it, null
 * while records follow the page.
 */
export async function searchMyRecordsPage(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  body: SearchRecordsBodyParsed,
  page: SearchPage,
  app: AppContext,
  timings = new PhaseTimings(),
  counting: Counting = 'uncounted',
): Promise<WireSearchPage> {
  const dataset = await getReadableDataset(db, actor, datasetId);
  return searchRecords(db, actor, dataset, body, page, true, app, timings, counting);
}

/** `POST /me/datasets/{id}/records/search/total` (Marginalia's): the exact total the `/me` search would give. */
export async function countMyRecords(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  body: SearchRecordsBodyParsed,
  app: AppContext,
  timings = new PhaseTimings(),
): Promise<WireSearchTotal> {
  const dataset = await getReadableDataset(db, actor, datasetId);
  if (body.query?.vector) {
    // A similarity search's total is its matches up to its limit: the search itself tells it.
    const { total } = await searchRecords(db, actor, dataset, body, { offset: 0, limit: 1, include: NO_INCLUDE }, true, app, timings);
    return { total: total ?? 0 };
  }
  const { context, base } = await matchesOf(db, actor, dataset, body, true, timings);
  return { total: await countAll(db, context, base, body, timings) };
}

const NO_INCLUDE: RecordInclude = { responses: false, suggestions: false, vectors: false, responseSuggestions: false };

/** `POST /datasets/{id}/records/search`: owner or admin-member; all responses, unfiltered metadata. */
export async function searchAllRecords(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  body: SearchRecordsBodyParsed,
  page: SearchPage,
  app: AppContext,
  timings = new PhaseTimings(),
): Promise<WireSearchResult> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  return exact(await searchRecords(db, actor, dataset, body, page, false, app, timings));
}

/** A counted search's answer: its total is always known. */
function exact(result: { items: WireSearchResult['items']; total: number | null }): WireSearchResult {
  return { items: result.items, total: result.total ?? 0 };
}
