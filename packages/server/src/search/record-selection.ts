import type { SearchFilterParsed } from '@marginalia/core';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, DatasetsTable } from '../db/schema';
import { filterCondition } from './search-filters';
import { buildContext } from './search-service';
import { facetQuery } from './search-facets';
import { recordsSource, textQueryCondition } from './text-query';

/**
 * Records a piece of background work goes through (a model's pre-annotation): a text query and filters as the
 * admin search reads them, or, without any, the dataset's pending records. Taken in id order, a batch at a time
 * after a cursor, so the work resumes where it stopped.
 */
export interface RecordSelection {
  query?: { text?: { q: string; field?: string | null | undefined } | null | undefined } | null | undefined;
  filters?: { and: SearchFilterParsed[] } | null | undefined;
}

async function selectionBase(
  db: Kysely<Database>,
  dataset: Pick<DatasetsTable, 'id'>,
  selection: RecordSelection | null,
): Promise<SelectQueryBuilder<Database, 'records', object>> {
  const { context } = await buildContext(db, dataset, null);
  const query = selection?.query?.text;
  const text = query ? textQueryCondition(context, { q: query.q, field: query.field ?? null }) : null;
  const facets = text?.facetable ? facetQuery(selection?.filters?.and ?? []) : null;
  context.metadataFacets = facets !== null;
  let base = recordsSource(db, context, text, facets).where('records.dataset_id', '=', dataset.id);
  if (!selection || (!query && !selection.filters)) base = base.where('records.status', '=', 'pending');
  for (const filter of selection?.filters?.and ?? [])
    base = base.where((eb) => filterCondition(eb, context, filter));
  return base;
}

/** Up to `limit` ids of the selected records after `after` (null: from the first), in id order. */
export async function selectedRecordIds(
  db: Kysely<Database>,
  dataset: Pick<DatasetsTable, 'id'>,
  selection: RecordSelection | null,
  after: string | null,
  limit: number,
): Promise<string[]> {
  let base = await selectionBase(db, dataset, selection);
  if (after !== null) base = base.where('records.id', '>', after);
  const rows = await base.select('records.id').orderBy('records.id').limit(limit).execute();
  return rows.map((row) => (row as { id: string }).id);
}

/** How many records are selected (after `after` when given). */
export async function countSelectedRecords(
  db: Kysely<Database>,
  dataset: Pick<DatasetsTable, 'id'>,
  selection: RecordSelection | null,
  after: string | null = null,
): Promise<number> {
  let base = await selectionBase(db, dataset, selection);
  if (after !== null) base = base.where('records.id', '>', after);
  const row = await base
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
