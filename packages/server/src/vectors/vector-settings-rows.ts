import type { Kysely } from 'kysely';
import { insertNewRow, type NewRow } from '../db/insert-new-row';
import type { Database, VectorsSettingsTable } from '../db/schema';
import { updateStampedRow } from '../db/update-stamped-row';

/**
 * The `vectors_settings` table's writes; the reads and the deletion every dataset child shares are
 * `datasets/dataset-child-rows.ts`, the pgvector index of a setting is `db/pgvector.ts`.
 */

/** Inserts a vector setting and returns it as stored. */
export function insertVectorSettings(
  db: Kysely<Database>,
  settings: NewRow<'vectors_settings'>,
): Promise<VectorsSettingsTable> {
  return insertNewRow(db, 'vectors_settings', settings);
}

/** Writes a vector setting's title and returns it as now stored. */
export function updateVectorSettingsTitle(
  db: Kysely<Database>,
  settings: VectorsSettingsTable,
  title: string,
): Promise<VectorsSettingsTable> {
  return updateStampedRow(db, 'vectors_settings', settings, { title });
}
