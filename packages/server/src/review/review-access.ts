import type { Kysely } from 'kysely';
import { isOwner, isWorkspaceMember } from '../auth/permissions';
import type { Database, DatasetsTable, RecordsTable } from '../db/schema';
import { ForbiddenOperationError, NotFoundError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { isListedReviewer } from './review-rows';

/**
 * Who may see and do what in review (docs/review-and-agreement.md "Who reviews"): a user outside the workspace
 * gets 404, as if the dataset or record did not exist; a member who may not do the thing gets 403.
 */

/** A dataset the caller is a member of (owners: every dataset); 404 otherwise. */
export async function memberDataset(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<DatasetsTable> {
  const dataset = await db.selectFrom('datasets').selectAll().where('id', '=', datasetId).executeTakeFirst();
  if (!dataset || !(isOwner(actor) || (await isWorkspaceMember(db, actor, dataset.workspace_id))))
    throw NotFoundError.byId('Dataset', datasetId);
  return dataset;
}

/** A record of a dataset the caller is a member of, with the dataset; 404 otherwise. */
export async function memberRecord(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
): Promise<{ record: RecordsTable; dataset: DatasetsTable }> {
  const record = await db.selectFrom('records').selectAll().where('id', '=', recordId).executeTakeFirst();
  const dataset =
    record &&
    (await db.selectFrom('datasets').selectAll().where('id', '=', record.dataset_id).executeTakeFirst());
  if (!record || !dataset || !(isOwner(actor) || (await isWorkspaceMember(db, actor, dataset.workspace_id))))
    throw NotFoundError.byId('Record', recordId);
  return { record, dataset };
}

/**
 * True when a member may review the dataset: owners, admins (members of its workspace: the caller of
 * `memberDataset`), and the members listed as its reviewers.
 */
export async function canReview(
  db: Kysely<Database>,
  actor: UserRow,
  dataset: DatasetsTable,
): Promise<boolean> {
  if (isOwner(actor) || actor.role === 'admin') return true;
  return isListedReviewer(db, dataset.id, actor.id);
}

/** 403 unless the member may review the dataset. */
export async function assertReviewer(
  db: Kysely<Database>,
  actor: UserRow,
  dataset: DatasetsTable,
): Promise<void> {
  if (!(await canReview(db, actor, dataset))) throw new ForbiddenOperationError();
}

/** 403 unless the member manages the dataset (owners, admins of its workspace). */
export function assertManager(actor: UserRow): void {
  if (!(isOwner(actor) || actor.role === 'admin')) throw new ForbiddenOperationError();
}
