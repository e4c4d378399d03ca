import type { DatasetCreateParsed, DatasetUpdateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type {
  DatasetStatus,
  WireDatasetMetrics,
  WireDatasetProgress,
  WireUsersProgress,
} from '@marginalia/core';
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
import { workspaceById } from '../workspaces/workspace-rows';
import { firstFieldId, firstRequiredQuestionId, vectorSettingsOfDataset } from './dataset-child-rows';
import {
  recordCountOfDataset,
  recordCountsByStatus,
  responseCountsByUser,
  responseCountsOfUser,
  usernamesWithResponses,
} from './dataset-progress-rows';
import {
  datasetById,
  datasetMetadata,
  datasetNameTaken,
  datasetsMatching,
  deleteDatasetRow,
  insertDataset,
  updateDatasetRow,
  type DatasetChanges,
} from './dataset-rows';
import { HISTORY_ON, type HistoryLog } from '../history/history-log';
import { recordedWrite, settingsChange } from '../history/recorded-write';
import { serializeDataset } from './dataset-serializer';

/** Loads a dataset or throws 404 ``Dataset with id `…` not found``. */
export async function getDatasetOrThrow(db: Kysely<Database>, datasetId: string): Promise<DatasetsTable> {
  const dataset = await datasetById(db, datasetId);
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
  return datasetsMatching(db, { ...filter, memberId: isOwner(actor) ? null : actor.id });
}

/** `POST /datasets`: owner or admin-member (403 first), unknown workspace → 422, duplicate name → 409. */
export async function createDataset(
  db: Kysely<Database>,
  actor: UserRow,
  input: DatasetCreateParsed,
  history: HistoryLog = HISTORY_ON,
): Promise<DatasetsTable> {
  await assertCanWrite(db, actor, input.workspace_id);
  if (!(await workspaceById(db, input.workspace_id)))
    throw new UnprocessableEntityError(`Workspace with id \`${input.workspace_id}\` not found`);
  if (await datasetNameTaken(db, input.workspace_id, input.name)) {
    throw new ConflictError(
      `Dataset with name \`${input.name}\` already exists for workspace with id \`${input.workspace_id}\``,
    );
  }
  const now = nowTimestamp();
  const write = (trx: Kysely<Database>) =>
    insertDataset(
      trx,
      {
        name: input.name,
        guidelines: input.guidelines ?? null,
        allow_extra_metadata: input.allow_extra_metadata,
        status: 'draft',
        distribution: input.distribution,
        metadata: input.metadata ? input.metadata : null,
        workspace_id: input.workspace_id,
        last_activity_at: now,
      },
      now,
    );
  return recordedWrite(db, history, write, (created) =>
    settingsChange(
      { userId: actor.id, datasetId: created.id },
      'dataset',
      created.id,
      null,
      serializeDataset(created),
    ),
  );
}

/** Writes a dataset's changes with their history entry (the dataset's wire shape before and after). */
function recordedDatasetUpdate(
  db: Kysely<Database>,
  history: HistoryLog,
  actor: UserRow,
  dataset: DatasetsTable,
  changes: DatasetChanges,
): Promise<DatasetsTable> {
  const author = { userId: actor.id, datasetId: dataset.id };
  return recordedWrite(
    db,
    history,
    (trx) => updateDatasetRow(trx, dataset, changes),
    (updated) =>
      settingsChange(author, 'dataset', dataset.id, serializeDataset(dataset), serializeDataset(updated)),
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
  history: HistoryLog = HISTORY_ON,
): Promise<DatasetsTable> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  const changes: DatasetChanges = {};
  if (input.name != null && input.name !== dataset.name) {
    if (await datasetNameTaken(db, dataset.workspace_id, input.name)) {
      throw new ConflictError(
        `Dataset with name \`${input.name}\` already exists for workspace with id \`${dataset.workspace_id}\``,
      );
    }
    changes.name = input.name;
  }
  if (input.guidelines !== undefined) changes.guidelines = input.guidelines;
  if (input.allow_extra_metadata != null) changes.allow_extra_metadata = input.allow_extra_metadata;
  // Accepted even once responses exist (contract §8): Argilla's SDK sends the distribution on every
  // `dataset.update()`. The settings page keeps the lock; the route recomputes every record's status.
  if (input.distribution != null) changes.distribution = input.distribution;
  if (input.metadata !== undefined) {
    const stored = datasetMetadata(dataset) ?? {};
    changes.metadata = input.metadata === null ? null : { ...stored, ...input.metadata };
  }
  return recordedDatasetUpdate(db, history, actor, dataset, changes);
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
  history: HistoryLog = HISTORY_ON,
): Promise<DatasetsTable> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  const settings = await vectorSettingsOfDataset(db, datasetId);
  // The history stays (no foreign key reaches it): admins read a deleted dataset's entries by its id.
  await recordedWrite(
    db,
    history,
    (trx) => deleteDatasetRow(trx, datasetId),
    () =>
      settingsChange({ userId: actor.id, datasetId }, 'dataset', datasetId, serializeDataset(dataset), null),
  );
  for (const { id } of settings) await dropVectorSettingsIndex(db, pgvector, id);
  return dataset;
}

/** `PUT /datasets/{id}/publish`: needs fields and a required question; the dataset becomes `ready`. */
export async function publishDataset(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
  history: HistoryLog = HISTORY_ON,
): Promise<DatasetsTable> {
  const dataset = await getWritableDataset(db, actor, datasetId);
  if (dataset.status === 'ready') throw new UnprocessableEntityError('Dataset has already been published');
  if ((await firstFieldId(db, datasetId)) === undefined)
    throw new UnprocessableEntityError('Dataset cannot be published without fields');
  if ((await firstRequiredQuestionId(db, datasetId)) === undefined)
    throw new UnprocessableEntityError('Dataset cannot be published without required questions');
  return recordedDatasetUpdate(db, history, actor, dataset, { status: 'ready' });
}

/** `GET /datasets/{id}/progress`: record counts by status and the users who responded. */
export async function getDatasetProgress(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireDatasetProgress> {
  const dataset = await getReadableDataset(db, actor, datasetId);
  if (dataset.status === 'draft') return { total: 0, completed: 0, pending: 0, users: [] };
  const counts = await recordCountsByStatus(db, datasetId);
  const completed = counts.find((c) => c.status === 'completed')?.count ?? 0;
  const pending = counts.find((c) => c.status === 'pending')?.count ?? 0;
  const users = await usernamesWithResponses(db, datasetId);
  return {
    total: completed + pending,
    completed,
    pending,
    users: users.map((username) => ({ username })),
  };
}

/** `GET /datasets/{id}/users/progress`: per user, their responses by record status and response status. */
export async function getUsersProgress(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireUsersProgress> {
  await getReadableDataset(db, actor, datasetId);
  const rows = await responseCountsByUser(db, datasetId);
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
    entry[row.record_status][row.response_status] = row.count;
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
  const totalRecords = await recordCountOfDataset(db, datasetId);
  const mine = await responseCountsOfUser(db, datasetId, actor.id);
  const count = (status: string): number => mine.find((m) => m.status === status)?.count ?? 0;
  const responses = { submitted: count('submitted'), discarded: count('discarded'), draft: count('draft') };
  return {
    responses: {
      total: totalRecords,
      ...responses,
      pending: totalRecords - responses.submitted - responses.discarded - responses.draft,
    },
  };
}
