import type { Kysely } from 'kysely';
import { cachedStatement } from '../db/cached-statement';
import { dialectOf } from '../db/database';
import type { Database, RecordsTable } from '../db/schema';
import { inTextArray } from '../db/unnest-rows';

/**
 * The stored records of a dataset whose external ids (or ids) a batch names: how the bulk writes find the records
 * they match. On PostgreSQL one statement takes any number of keys as one array (`= any($2::text[])`): as an `in`
 * list, a batch of the Argilla SDK's `records.log()` bound 256 parameters, and PostgreSQL parsed and planned a
 * statement with 256 constants on every batch (issue 27). SQLite takes an `in` list.
 */

type KeyColumn = 'external_id' | 'id';

// Built once, not prepared: a prepared `select *` fails once a migration adds a column (`cached-statement.ts`).
const byKeyStatement = (column: KeyColumn) =>
  cachedStatement(
    ['datasetId', 'keys'],
    (db, p: { datasetId: string; keys: readonly string[] }) =>
      db
        .selectFrom('records')
        .selectAll()
        .where('dataset_id', '=', p.datasetId)
        .where(inTextArray(column, p.keys)),
    { prepare: false },
  );

const STATEMENTS: Record<KeyColumn, ReturnType<typeof byKeyStatement>> = {
  external_id: byKeyStatement('external_id'),
  id: byKeyStatement('id'),
};

/** The dataset's records whose `column` is one of `keys` (none for no keys), in no particular order. */
export async function storedRecordsByKey(
  db: Kysely<Database>,
  datasetId: string,
  column: KeyColumn,
  keys: readonly string[],
): Promise<RecordsTable[]> {
  if (keys.length === 0) return [];
  if (dialectOf(db) === 'postgres') return (await STATEMENTS[column].execute(db, { datasetId, keys })).rows;
  return db
    .selectFrom('records')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .where(column, 'in', [...keys])
    .execute();
}
