import type { Kysely } from 'kysely';
import { newId } from '../common/ids';
import { insertNewRow } from '../db/insert-new-row';
import { nowTimestamp } from '../common/time';
import type { Database, WorkspacesTable } from '../db/schema';
import { assertOwner, isOwner, isWorkspaceMember } from '../auth/permissions';
import {
  ConflictError,
  ForbiddenOperationError,
  NotFoundError,
  UnprocessableEntityError,
} from '../errors/api-errors';
import type { UserRow } from '../http/app-env';

/** Loads a workspace or throws 404 ``Workspace with id `…` not found``. */
export async function getWorkspaceOrThrow(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<WorkspacesTable> {
  const workspace = await db
    .selectFrom('workspaces')
    .selectAll()
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  if (!workspace) throw NotFoundError.byId('Workspace', workspaceId);
  return workspace;
}

/** `GET /me/workspaces`: every workspace for the owner, memberships for others; by creation. */
export async function listMyWorkspaces(db: Kysely<Database>, actor: UserRow): Promise<WorkspacesTable[]> {
  let query = db.selectFrom('workspaces').selectAll('workspaces');
  if (!isOwner(actor)) {
    query = query
      .innerJoin('workspaces_users', 'workspaces_users.workspace_id', 'workspaces.id')
      .where('workspaces_users.user_id', '=', actor.id);
  }
  return query.orderBy('workspaces.inserted_at').orderBy('workspaces.id').execute();
}

/** Inserts a workspace without authorization (seed); 409 on a duplicate name. */
export async function insertWorkspace(db: Kysely<Database>, name: string): Promise<WorkspacesTable> {
  const existing = await db.selectFrom('workspaces').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) throw new ConflictError(`Workspace name \`${name}\` is not unique`);
  return insertNewRow(db, 'workspaces', { name });
}

/** `POST /workspaces`: owner or any admin. */
export async function createWorkspace(
  db: Kysely<Database>,
  actor: UserRow,
  name: string,
): Promise<WorkspacesTable> {
  if (actor.role === 'annotator') throw new ForbiddenOperationError();
  return insertWorkspace(db, name);
}

/** `GET /workspaces/{id}`: owner or member; non-members get 403 even for unknown ids (checked first). */
export async function getWorkspace(
  db: Kysely<Database>,
  actor: UserRow,
  workspaceId: string,
): Promise<WorkspacesTable> {
  if (!isOwner(actor) && !(await isWorkspaceMember(db, actor, workspaceId)))
    throw new ForbiddenOperationError();
  return getWorkspaceOrThrow(db, workspaceId);
}

/** `DELETE /workspaces/{id}`: owner only; 409 while datasets still belong to it. */
export async function deleteWorkspace(
  db: Kysely<Database>,
  actor: UserRow,
  workspaceId: string,
): Promise<WorkspacesTable> {
  assertOwner(actor);
  const workspace = await getWorkspaceOrThrow(db, workspaceId);
  const dataset = await db
    .selectFrom('datasets')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (dataset) {
    throw new ConflictError(
      `Cannot delete the workspace ${workspaceId}. This workspace has some datasets linked`,
    );
  }
  await db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
  return workspace;
}

/** Owner, or an admin member of the workspace (403 checked before existence). */
async function assertOwnerOrAdminMember(
  db: Kysely<Database>,
  actor: UserRow,
  workspaceId: string,
): Promise<void> {
  if (isOwner(actor)) return;
  if (actor.role !== 'admin' || !(await isWorkspaceMember(db, actor, workspaceId)))
    throw new ForbiddenOperationError();
}

/** `GET /workspaces/{id}/users`: owner or admin-member. */
export async function listWorkspaceUsers(
  db: Kysely<Database>,
  actor: UserRow,
  workspaceId: string,
): Promise<UserRow[]> {
  await assertOwnerOrAdminMember(db, actor, workspaceId);
  await getWorkspaceOrThrow(db, workspaceId);
  return db
    .selectFrom('users')
    .innerJoin('workspaces_users', 'workspaces_users.user_id', 'users.id')
    .selectAll('users')
    .where('workspaces_users.workspace_id', '=', workspaceId)
    .orderBy('users.inserted_at')
    .orderBy('users.id')
    .execute();
}

/** Adds a membership without authorization (seed). Unknown user → 422; duplicate → 409. */
export async function insertWorkspaceUser(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
): Promise<UserRow> {
  await getWorkspaceOrThrow(db, workspaceId);
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new UnprocessableEntityError(`User with id \`${userId}\` not found`);
  const existing = await db
    .selectFrom('workspaces_users')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) {
    throw new ConflictError(
      `Workspace user with workspace_id \`${workspaceId}\` and user_id \`${userId}\` is not unique`,
    );
  }
  const now = nowTimestamp();
  await db
    .insertInto('workspaces_users')
    .values({ id: newId(), workspace_id: workspaceId, user_id: userId, inserted_at: now, updated_at: now })
    .execute();
  return user;
}

/** `POST /workspaces/{id}/users`: owner only; returns the added User. */
export async function addWorkspaceUser(
  db: Kysely<Database>,
  actor: UserRow,
  workspaceId: string,
  userId: string,
): Promise<UserRow> {
  assertOwner(actor);
  return insertWorkspaceUser(db, workspaceId, userId);
}

/** `DELETE /workspaces/{id}/users/{user_id}`: owner or admin-member; 404 when not a member. */
export async function removeWorkspaceUser(
  db: Kysely<Database>,
  actor: UserRow,
  workspaceId: string,
  userId: string,
): Promise<UserRow> {
  await assertOwnerOrAdminMember(db, actor, workspaceId);
  const membership = await db
    .selectFrom('workspaces_users')
    .innerJoin('users', 'users.id', 'workspaces_users.user_id')
    .selectAll('users')
    .select('workspaces_users.id as membership_id')
    .where('workspaces_users.workspace_id', '=', workspaceId)
    .where('workspaces_users.user_id', '=', userId)
    .executeTakeFirst();
  if (!membership) {
    throw new NotFoundError(
      `WorkspaceUser not found filtering by workspace_id=${workspaceId}, user_id=${userId}`,
    );
  }
  await db.deleteFrom('workspaces_users').where('id', '=', membership.membership_id).execute();
  const { membership_id: _membershipId, ...user } = membership;
  return user;
}

/** `GET /users/{id}/workspaces`: owner only; an owner target sees every workspace. */
export async function listUserWorkspaces(
  db: Kysely<Database>,
  actor: UserRow,
  userId: string,
): Promise<WorkspacesTable[]> {
  assertOwner(actor);
  const target = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!target) throw NotFoundError.byId('User', userId);
  return listMyWorkspaces(db, target);
}
