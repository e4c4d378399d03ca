import type { Kysely } from 'kysely';
import { newId } from '../common/ids';
import { nowTimestamp } from '../common/time';
import { insertNewRow } from '../db/insert-new-row';
import type { Database, WorkspacesTable } from '../db/schema';
import type { UserRow } from '../http/app-env';

/**
 * The `workspaces` and `workspaces_users` tables' row layer: the SQL the workspaces code runs, with no rule and
 * no authorization.
 */

/** A workspace by id, if any. */
export function workspaceById(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<WorkspacesTable | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirst();
}

/** A workspace by name, if any. */
export function workspaceByName(db: Kysely<Database>, name: string): Promise<WorkspacesTable | undefined> {
  return db.selectFrom('workspaces').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The workspaces a user is a member of, or every workspace when `memberId` is null; by creation. */
export function workspacesOfMember(
  db: Kysely<Database>,
  memberId: string | null,
): Promise<WorkspacesTable[]> {
  let query = db.selectFrom('workspaces').selectAll('workspaces');
  if (memberId !== null) {
    query = query
      .innerJoin('workspaces_users', 'workspaces_users.workspace_id', 'workspaces.id')
      .where('workspaces_users.user_id', '=', memberId);
  }
  return query.orderBy('workspaces.inserted_at').orderBy('workspaces.id').execute();
}

/** Inserts a workspace and returns it as stored. */
export function insertWorkspaceRow(db: Kysely<Database>, name: string): Promise<WorkspacesTable> {
  return insertNewRow(db, 'workspaces', { name });
}

/** Whether any dataset belongs to a workspace. */
export async function workspaceHasDatasets(db: Kysely<Database>, workspaceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('datasets')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes a workspace (its memberships cascade). */
export async function deleteWorkspaceRow(db: Kysely<Database>, workspaceId: string): Promise<void> {
  await db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
}

/** The members of a workspace, by creation. */
export function membersOfWorkspace(db: Kysely<Database>, workspaceId: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .innerJoin('workspaces_users', 'workspaces_users.user_id', 'users.id')
    .selectAll('users')
    .where('workspaces_users.workspace_id', '=', workspaceId)
    .orderBy('users.inserted_at')
    .orderBy('users.id')
    .execute();
}

/** A membership with its user, if the user is a member of the workspace. */
export function membershipOf(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
): Promise<(UserRow & { membership_id: string }) | undefined> {
  return db
    .selectFrom('workspaces_users')
    .innerJoin('users', 'users.id', 'workspaces_users.user_id')
    .selectAll('users')
    .select('workspaces_users.id as membership_id')
    .where('workspaces_users.workspace_id', '=', workspaceId)
    .where('workspaces_users.user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts a membership. */
export async function insertMembership(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
): Promise<void> {
  const now = nowTimestamp();
  await db
    .insertInto('workspaces_users')
    .values({ id: newId(), workspace_id: workspaceId, user_id: userId, inserted_at: now, updated_at: now })
    .execute();
}

/** Deletes a membership by its id. */
export async function deleteMembership(db: Kysely<Database>, membershipId: string): Promise<void> {
  await db.deleteFrom('workspaces_users').where('id', '=', membershipId).execute();
}
