import type { DatasetCreateParsed, DatasetUpdateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type {
  DatasetStatus,
  WireDatasetMetrics,
  WireDatasetProgress,
  WireUsersProgress,
} from '@marginalia/core';
import { insertNewRow } from '../db/insert-new-row';
import { toBooleanColumn, toJson } from '../db/json-column';
import { nowTimestamp } from '../common/time';
import type { Database, DatasetsTable } from '../db/schema';
import { assertCanRead, assertCanWrite, isOwner, isWorkspaceMember } from '../auth/permissions';
import {
  ConflictError,
  ForbiddenOperationError,
  NotFoundError,
  UnprocessableEntityError,
} from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { dropVectorSettingsIndex, type PgvectorState } from '../db/pgvector';
import { datasetMetadata } from './dataset-rows';

/** Loads a dataset or throws 404 ``Dataset with id `…` not found``. */
export async function getDatasetOrThrow(db: Kysely<Database>, datasetId: string): Promise<DatasetsTable> {
  const dataset = await db.selectFrom('datasets').selectAll().where('id', '=', datasetId).executeTakeFirst();
  if (!dataset) throw NotFoundError.byId('Dataset', datasetId);
  return dataset;
}

/** Loads a dataset the caller may read (404 first, then 403). */
export async function getReadableDataset(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<DatasetsTable> {
  const dataset = await getDatasetOrThrow(db, datasetId);
  await assertCanRead(db, actor, dataset.workspace_id);
  return dataset;
}

/** Loads a dataset the caller may change (404 first, then 403). */
export async function getWritableDataset(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<DatasetsTable> {
  const dataset = await getDatasetOrThrow(db, datasetId);
  await assertCanWrite(db, actor, dataset.workspace_id);
  return dataset;
}

/** Filters of `GET /me/datasets`. */
export interface MyDatasetsFilter {
  workspace_id?: string | undefined;
  name?: string | undefined;
  status?: DatasetStatus | undefined;
}

/** `GET /me/datasets`: all for the owner, the caller's workspaces for others; 403 for a foreign workspace filter. */
export async function listMyDatasets(
  db: Kysely<Database>,
  actor: UserRow,
  filter: MyDatasetsFilter,
): Promise<DatasetsTable[]> {
  if (filter.workspace_id && !isOwner(actor) && !(await isWorkspaceMember(db, actor, filter.workspace_id))) {
    throw new ForbiddenOperationError();
  }
  let query = db.selectFrom('datasets').selectAll('datasets');
  if (!isOwner(actor)) {
    query = query.where('datasets.workspace_id', 'in', (eb) =>
      eb.selectFrom('workspaces_users').select('workspace_id').where('user_id', '=', actor.id),
    );
  }
  if (filter.workspace_id) query = query.where('datasets.workspace_id', '=', filter.workspace_id);
  if (filter.name !== undefined) query = query.where('datasets.name', '=', filter.name);
  if (filter.status) query = query.where('datasets.status', '=', filter.status);
  return query.orderBy('datasets.inserted_at').orderBy('datasets.id').execute();
}

/** `POST /datasets`: owner or admin-member (403 first), unknown workspace → 422, duplicate name → 409. */
export async function createDataset(
  db: Kysely<Database>,
  actor: UserRow,
  input: DatasetCreateParsed,
): Promise<DatasetsTable> {
  await assertCanWrite(db, actor, input.workspace_id);
  const workspace = await db
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', input.workspace_id)
    .executeTakeFirst();
  if (!workspace) throw new UnprocessableEntityError(`Workspace with id \`${input.workspace_id}\` not found`);
  const duplicate = await db
    .selectFrom('datasets')
    .select('id')
    .where('workspace_id', '=', input.workspace_id)
    .where('name', '=', input.name)
    .executeTakeFirst();
  if (duplicate) {
    throw new ConflictError(
      `Dataset with name \`${input.name}\` already exists for workspace with id \`${input.workspace_id}\``,
    );
  }
  const now = nowTimestamp();
  return insertNewRow(
    db,
    'datasets',
    {
      name: input.name,
      guidelines: input.guidelines ?? null,
      allow_extra_metadata: toBooleanColumn(input.allow_extra_metadata),
      status: 'draft',
      distribution: toJson(input.distribution),
      metadata: input.metadata ? toJson(input.metadata) : null,
      workspace_id: input.workspace_id,
      last_activity_at: now,
    },
    now,
  );
}

/**
 * `PATCH /datasets/{id}`: present keys only; `metadata` shallow-merged. The caller schedules the
 * background recompute of record statuses (the distribution may have changed).
 */
export async function updateDataset(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  input: DatasetUpdateParsed,
): Promise<DatasetsTable> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  const changes: Partial<DatasetsTable> = {};
  if (input.name != null && input.name !== dataset.name) {
    const duplicate = await db
      .selectFrom('datasets')
      .select('id')
      .where('workspace_id', '=', dataset.workspace_id)
      .where('name', '=', input.name)
      .executeTakeFirst();
    if (duplicate) {
      throw new ConflictError(
        `Dataset with name \`${input.name}\` already exists for workspace with id \`${dataset.workspace_id}\``,
      );
    }
    changes.name = input.name;
  }
  if (input.guidelines !== undefined) changes.guidelines = input.guidelines;
  if (input.allow_extra_metadata != null)
    changes.allow_extra_metadata = toBooleanColumn(input.allow_extra_metadata);
  // Accepted even once responses exist (contract §8): Argilla's SDK sends the distribution on every
  // `dataset.update()`. The settings page keeps the lock; the route recomputes every record's status.
  if (input.distribution != null) changes.distribution = toJson(input.distribution);
  if (input.metadata !== undefined) {
    const stored = datasetMetadata(dataset) ?? {};
    changes.metadata = input.metadata === null ? null : toJson({ ...stored, ...input.metadata });
  }
  const updated: DatasetsTable = { ...dataset, ...changes, updated_at: nowTimestamp() };
  await db
    .updateTable('datasets')
    .set({ ...changes, updated_at: updated.updated_at })
    .where('id', '=', datasetId)
    .execute();
  return updated;
}

/**
 * `DELETE /datasets/{id}`: write access. Fields, questions, metadata properties, vector settings, records and
 * their responses, suggestions, vectors and search index rows go with it (foreign keys cascade); pgvector's
 * per-setting indexes are dropped by name, as a cascade cannot reach them.
 */
export async function deleteDataset(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  pgvector: PgvectorState,
): Promise<DatasetsTable> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  const settings = await db
    .selectFrom('vectors_settings')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .execute();
  await db.deleteFrom('datasets').where('id', '=', datasetId).execute();
  for (const { id } of settings) await dropVectorSettingsIndex(db, pgvector, id);
  return dataset;
}

/** `PUT /datasets/{id}/publish`: needs fields and a required question; the dataset becomes `ready`. */
export async function publishDataset(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<DatasetsTable> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  if (dataset.status === 'ready') throw new UnprocessableEntityError('Dataset has already been published');
  const field = await db
    .selectFrom('fields')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .executeTakeFirst();
  if (!field) throw new UnprocessableEntityError('Dataset cannot be published without fields');
  const required = await db
    .selectFrom('questions')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .where('required', '=', 1)
    .executeTakeFirst();
  if (!required) throw new UnprocessableEntityError('Dataset cannot be published without required questions');
  const updatedAt = nowTimestamp();
  await db
    .updateTable('datasets')
    .set({ status: 'ready', updated_at: updatedAt })
    .where('id', '=', datasetId)
    .execute();
  return { ...dataset, status: 'ready', updated_at: updatedAt };
}

/** `GET /datasets/{id}/progress`: record counts by status and the users who responded. */
export async function getDatasetProgress(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireDatasetProgress> {
  const dataset = await getReadableDataset(db, actor, datasetId);
  if (dataset.status === 'draft') return { total: 0, completed: 0, pending: 0, users: [] };
  const counts = await db
    .selectFrom('records')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('dataset_id', '=', datasetId)
    .groupBy('status')
    .execute();
  const completed = Number(counts.find((c) => c.status === 'completed')?.count ?? 0);
  const pending = Number(counts.find((c) => c.status === 'pending')?.count ?? 0);
  // Per user, their responses (by the user index) probed for one in this dataset: a join from the dataset's side
  // would walk every record of a large dataset.
  const users = await db
    .selectFrom('users')
    .select('username')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('responses')
          .select('responses.id')
          .whereRef('responses.user_id', '=', 'users.id')
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('records')
                .select('records.id')
                .whereRef('records.id', '=', 'responses.record_id')
                .where('records.dataset_id', '=', datasetId),
            ),
          ),
      ),
    )
    .orderBy('username')
    .execute();
  return {
    total: completed + pending,
    completed,
    pending,
    users: users.map((u) => ({ username: u.username })),
  };
}

/** `GET /datasets/{id}/users/progress`: per user, their responses by record status and response status. */
export async function getUsersProgress(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireUsersProgress> {
  await getReadableDataset(db, actor, datasetId);
  const rows = await db
    .selectFrom('responses')
    .innerJoin('records', 'records.id', 'responses.record_id')
    .innerJoin('users', 'users.id', 'responses.user_id')
    .select(['users.username', 'records.status as record_status', 'responses.status as response_status'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('records.dataset_id', '=', datasetId)
    .groupBy(['users.username', 'records.status', 'responses.status'])
    .orderBy('users.username')
    .execute();
  const byUser = new Map<string, WireUsersProgress['users'][number]>();
  for (const row of rows) {
    let entry = byUser.get(row.username);
    if (!entry) {
      entry = {
        username: row.username,
        completed: { submitted: 0, discarded: 0, draft: 0 },
        pending: { submitted: 0, discarded: 0, draft: 0 },
      };
      byUser.set(row.username, entry);
    }
    entry[row.record_status][row.response_status] = Number(row.count);
  }
  return { users: [...byUser.values()] };
}

/** `GET /me/datasets/{id}/metrics`: records total, the caller's responses by status, pending = the rest. */
export async function getMyDatasetMetrics(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireDatasetMetrics> {
  await getReadableDataset(db, actor, datasetId);
  const total = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  const mine = await db
    .selectFrom('responses')
    .innerJoin('records', 'records.id', 'responses.record_id')
    .select(['responses.status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('records.dataset_id', '=', datasetId)
    .where('responses.user_id', '=', actor.id)
    .groupBy('responses.status')
    .execute();
  const count = (status: string): number => Number(mine.find((m) => m.status === status)?.count ?? 0);
  const responses = { submitted: count('submitted'), discarded: count('discarded'), draft: count('draft') };
  const totalRecords = Number(total.count);
  return {
    responses: {
      total: totalRecords,
      ...responses,
      pending: totalRecords - responses.submitted - responses.discarded - responses.draft,
    },
  };
}
