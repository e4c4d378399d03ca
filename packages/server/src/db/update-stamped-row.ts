import { sql, type Kysely, type UpdateObject } from 'kysely';
import { nowTimestamp } from '../common/time';
import type { NewRow, StampedTable } from './insert-new-row';
import type { Database } from './schema';

/** Writes `changes` and a new `updated_at` to the stored `row` of `table`, and returns the row as now stored. */
export async function updateStampedRow<T extends StampedTable>(
  db: Kysely<Database>,
  table: T,
  row: Database[T],
  changes: Partial<NewRow<T>>,
): Promise<Database[T]> {
  const updated = { ...row, ...changes, updated_at: nowTimestamp() };
  // Kysely cannot relate a generic table name to its update type; the columns are exactly that table's.
  await db
    .updateTable(table as StampedTable)
    .set({ ...changes, updated_at: updated.updated_at } as UpdateObject<Database, StampedTable>)
    .where(sql.ref('id'), '=', row.id)
    .execute();
  return updated;
}
