import type { Kysely } from 'kysely';
import type { Database, DatasetsTable, RecordsTable } from '../db/schema';
import { isOwner } from '../auth/permissions';
import { ForbiddenOperationError, NotFoundError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';

/** A record, its dataset, and the caller's membership of the dataset's workspace (null: not a member). */
export interface RecordWithDataset {
  record: RecordsTable;
  dataset: DatasetsTable;
  member: string | null;
}

/**
 * The read of a record with its dataset and the caller's workspace membership (one statement), for callers that
 * select more in the same statement. The columns are named one by one: the two tables share names, and `records`
 * holds a search vector on PostgreSQL that no caller reads.
 */
export function recordWithDatasetQuery(db: Kysely<Database>, actor: Pick<UserRow, 'id'>, recordId: string) {
  return db
    .selectFrom('records as r')
    .innerJoin('datasets as d', 'd.id', 'r.dataset_id')
    .leftJoin('workspaces_users as m', (join) =>
      join.onRef('m.workspace_id', '=', 'd.workspace_id').on('m.user_id', '=', actor.id),
    )
    .select([
      'r.id',
      'r.dataset_id',
      'r.external_id',
      'r.fields',
      'r.metadata',
      'r.status',
      'r.shuffle_key',
      'r.inserted_at',
      'r.updated_at',
      'd.name as d_name',
      'd.guidelines as d_guidelines',
      'd.allow_extra_metadata as d_allow_extra_metadata',
      'd.status as d_status',
      'd.distribution as d_distribution',
      'd.metadata as d_metadata',
      'd.workspace_id as d_workspace_id',
      'd.last_activity_at as d_last_activity_at',
      'd.inserted_at as d_inserted_at',
      'd.updated_at as d_updated_at',
      'm.id as member',
    ])
    .where('r.id', '=', recordId);
}

type RecordWithDatasetRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof recordWithDatasetQuery>['executeTakeFirst']>>
>;

/** The record, dataset and membership of a `recordWithDatasetQuery` row. */
export function recordWithDatasetOf(row: RecordWithDatasetRow): RecordWithDataset {
  return {
    record: {
      id: row.id,
      dataset_id: row.dataset_id,
      external_id: row.external_id,
      fields: row.fields,
      metadata: row.metadata,
      status: row.status,
      shuffle_key: row.shuffle_key,
      inserted_at: row.inserted_at,
      updated_at: row.updated_at,
    },
    dataset: {
      id: row.dataset_id,
      name: row.d_name,
      guidelines: row.d_guidelines,
      allow_extra_metadata: row.d_allow_extra_metadata,
      status: row.d_status,
      distribution: row.d_distribution,
      metadata: row.d_metadata,
      workspace_id: row.d_workspace_id,
      last_activity_at: row.d_last_activity_at,
      inserted_at: row.d_inserted_at,
      updated_at: row.d_updated_at,
    },
    member: row.member,
  };
}

/** Reads a record with its dataset and the caller's workspace membership in one statement (undefined: no such record). */
export async function recordWithDatasetAndMembership(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
): Promise<RecordWithDataset | undefined> {
  const row = await recordWithDatasetQuery(db, actor, recordId).executeTakeFirst();
  return row && recordWithDatasetOf(row);
}

/** The read of a record the caller may read: 404 when there is no such record, 403 when the caller is not a member. */
export function readableOrThrow<T extends RecordWithDataset>(
  found: T | undefined,
  actor: UserRow,
  recordId: string,
): T {
  if (!found) throw NotFoundError.byId('Record', recordId);
  if (!isOwner(actor) && found.member === null) throw new ForbiddenOperationError();
  return found;
}
