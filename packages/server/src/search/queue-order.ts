import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The ids of one page of a `/me` search in its default order (see `orderByItems`): the matches by `shuffle_key`
 * from the user's queue start `start` up, then those below it, ties by id.
 *
 * Written as two walks, each in index order (`(dataset_id, status, shuffle_key, id)` or
 * `(dataset_id, shuffle_key, id)`) and stopped after `offset + limit` matches, then the page taken from the first
 * walk followed by the second: no database follows one index for a sort key like `(shuffle_key < start),
 * shuffle_key`, so that order would sort every match before the first page.
 *
 * @example
 * await rotatedQueuePage(db, base, queueStart(user.id), { offset: 0, limit: 10 }); // ['0b6f…', …]
 */
export async function rotatedQueuePage(
  db: Kysely<Database>,
  base: SelectQueryBuilder<Database, 'records', object>,
  start: number,
  page: { offset: number; limit: number },
): Promise<string[]> {
  const depth = page.offset + page.limit;
  const walk = (operator: '>=' | '<') =>
    base
      .select(['records.id', 'records.shuffle_key'])
      .where('records.shuffle_key', operator, start)
      .orderBy('records.shuffle_key')
      .orderBy('records.id')
      .limit(depth);
  // Each walk sits in its own subquery: SQLite takes no ORDER BY or LIMIT on the members of a UNION.
  const { rows } = await sql<{ id: string }>`select rotation.id from (
      select upper_walk.id, upper_walk.shuffle_key, 0 as part from (${walk('>=')}) as upper_walk
      union all
      select lower_walk.id, lower_walk.shuffle_key, 1 as part from (${walk('<')}) as lower_walk
    ) as rotation
    order by rotation.part, rotation.shuffle_key, rotation.id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows.map((row) => row.id);
}
