import type { WireDistribution } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { fromJson, fromJsonRequired } from '../db/json-column';
import type { Database, DatasetsTable } from '../db/schema';

/**
 * The `datasets` table's row layer: the SQL the datasets code shares and the decoding of the row's JSON columns
 * (`distribution`, `metadata`), done here and nowhere else.
 */

/** The stored distribution of a dataset. */
export function datasetDistribution(row: Pick<DatasetsTable, 'distribution'>): WireDistribution {
  return fromJsonRequired<WireDistribution>(row.distribution);
}

/** The stored metadata of a dataset (null when none was set). */
export function datasetMetadata(row: Pick<DatasetsTable, 'metadata'>): Record<string, unknown> | null {
  return fromJson<Record<string, unknown>>(row.metadata);
}

/** The current distribution of a dataset, or null when the dataset is gone. */
export async function distributionOfDataset(
  db: Kysely<Database>,
  datasetId: string,
): Promise<WireDistribution | null> {
  const row = await db
    .selectFrom('datasets')
    .select('distribution')
    .where('id', '=', datasetId)
    .executeTakeFirst();
  return row ? datasetDistribution(row) : null;
}
