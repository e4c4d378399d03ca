import type { SearchRecordsBodyParsed } from '@marginalia/core';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database } from '../db/schema';

type Filter = NonNullable<SearchRecordsBodyParsed['filters']>['and'][number];

const isResponseStatus = (filter: Filter) =>
  filter.type === 'terms' &&
  filter.scope.entity === 'response' &&
  filter.scope.question === null &&
  filter.scope.property === 'status';
const isRecordStatus = (filter: Filter) =>
  filter.type === 'terms' && filter.scope.entity === 'record' && filter.scope.property === 'status';

/**
 * The exact total of a `/me` pending queue — the caller has no response, the record status is one of the given —
 * as (records of the dataset with that status) − (the caller's responses on them), which the indexes answer
 * without visiting each record. A record has at most one response per user, so the two counts are exact. Null
 * for any other search (another filter, a text or vector query), which is counted the general way.
 *
 * @example
 * await pendingQueueCount(db, dataset.id, actor.id, body); // 99_990, or null
 */
export async function pendingQueueCount(
  db: Kysely<Database>,
  datasetId: string,
  userId: string | null,
  body: SearchRecordsBodyParsed,
): Promise<number | null> {
  if (userId === null || body.query?.text || body.query?.vector) return null;
  const filters = body.filters?.and ?? [];
  const responseStatus = filters.filter(isResponseStatus);
  const recordStatus = filters.filter(isRecordStatus);
  if (responseStatus.length !== 1 || responseStatus.length + recordStatus.length !== filters.length)
    return null;
  const [pending] = responseStatus;
  if (pending?.type !== 'terms' || pending.values.length !== 1 || pending.values[0] !== 'pending')
    return null;
  // Record-status filters all apply: a record's status must be in each of them.
  const allowed = recordStatus.reduce<string[] | null>((kept, filter) => {
    const values = filter.type === 'terms' ? filter.values.map(String) : [];
    return kept === null ? values : kept.filter((status) => values.includes(status));
  }, null) as ('pending' | 'completed')[] | null;
  if (allowed?.length === 0) return 0;

  const postgres = dialectOf(db) === 'postgres';
  const all = await db
    .selectFrom('records')
    .where('records.dataset_id', '=', datasetId)
    .$if(allowed !== null, (records) => records.where('records.status', 'in', allowed!))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const answered = await db
    .selectFrom('responses')
    .where('responses.user_id', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('records')
          .select('records.id')
          .whereRef('records.id', '=', 'responses.record_id')
          .where('records.dataset_id', '=', datasetId)
          .$if(allowed !== null, (records) => records.where('records.status', 'in', allowed!))
          // PostgreSQL turns the EXISTS into a hash join that reads every record of the database; an OFFSET keeps
          // it a probe of the records' key per response of the caller (100k records: ~170 ms → ~20 ms). SQLite
          // refuses an OFFSET without a LIMIT and already probes.
          .$if(postgres, (records) => records.modifyEnd(sql`offset 0`)),
      ),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(all.count) - Number(answered.count);
}
