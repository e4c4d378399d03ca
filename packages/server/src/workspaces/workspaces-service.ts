import type { Kysely } from 'kysely';
import type { Database, WorkspacesTable } from '../db/schema';
import { assertOwner, isOwner, isWorkspaceMember } from '../auth/permissions';
import {
  ConflictError,
  ForbiddenOperationError,
  NotFoundError,
  UnprocessableEntityError,
} from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { userById } from '../users/user-rows';
import { getUserOrThrow } from '../users/users-service';
import {
  deleteMembership,
  deleteWorkspaceRow,
  insertMembership,
  insertWorkspaceRow,
  membersOfWorkspace,
  membershipOf,
  workspaceById,
  workspaceHasDatasets,
  workspaceByName,
  workspacesOfMember,
} from './workspace-rows';

/** Loads a workspace or throws 404 ``Workspace with id `…` not found``. */
export async function getWorkspaceOrThrow(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<WorkspacesTable> {
  const workspace = await workspaceById(db, workspaceId);
  if (!workspace) throw NotFoundError.byId('Workspace', workspaceId);
  return workspace;
}

/** `GET /me/workspaces`: every workspace for the owner, memberships for others; by creation. */
export async function listMyWorkspaces(db: Kysely<Database>, actor: UserRow): Promise<WorkspacesTable[]> {
  return workspacesOfMember(db, isOwner(actor) ? null : actor.id);
}

/** Inserts a workspace without authorization (seed); 409 on a duplicate name. */
export async function insertWorkspace(db: Kysely<Database>, name: string): Promise<WorkspacesTable> {
  if (await workspaceByName(db, name)) throw new ConflictError(`Workspace name \`${name}\` is not unique`);
  return insertWorkspaceRow(db, name);
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
  if (await workspaceHasDatasets(db, workspaceId)) {
    throw new ConflictError(
      `Cannot delete the workspace ${workspaceId}. This workspace has some datasets linked`,
    );
  }
  await deleteWorkspaceRow(db, workspaceId);
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
  return membersOfWorkspace(db, workspaceId);
}

/** Adds a membership without authorization (seed). Unknown user → 422; duplicate → 409. */
export async function insertWorkspaceUser(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
): Promise<UserRow> {
  await getWorkspaceOrThrow(db, workspaceId);
  const user = await userById(db, userId);
  if (!user) throw new UnprocessableEntityError(`User with id \`${userId}\` not found`);
  if (await membershipOf(db, workspaceId, userId)) {
    throw new ConflictError(
      `Workspace user with workspace_id \`${workspaceId}\` and user_id \`${userId}\` is not unique`,
    );
  }
  await insertMembership(db, workspaceId, userId);
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
  const membership = await membershipOf(db, workspaceId, userId);
  if (!membership) {
    throw new NotFoundError(
      `WorkspaceUser not found filtering by workspace_id=${workspaceId}, user_id=${userId}`,
    );
  }
  await deleteMembership(db, membership.membership_id);
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
  return listMyWorkspaces(db, await getUserOrThrow(db, userId));
}
