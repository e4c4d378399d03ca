import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ForbiddenOperationError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';

/** True for the global administrator role. */
export function isOwner(user: UserRow): boolean {
  return user.role === 'owner';
}

/** True when `user` has a membership row in the workspace. */
export async function isWorkspaceMember(
  db: Kysely<Database>,
  user: UserRow,
  workspaceId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('workspaces_users')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Read access (contract §1): owner, or any member of the workspace. Throws 403 otherwise. */
export async function assertCanRead(db: Kysely<Database>, user: UserRow, workspaceId: string): Promise<void> {
  if (isOwner(user)) return;
  if (!(await isWorkspaceMember(db, user, workspaceId))) throw new ForbiddenOperationError();
}

/** Write access (contract §1): owner, or an admin who is a member of the workspace. Throws 403 otherwise. */
export async function assertCanWrite(
  db: Kysely<Database>,
  user: UserRow,
  workspaceId: string,
): Promise<void> {
  if (isOwner(user)) return;
  if (user.role !== 'admin' || !(await isWorkspaceMember(db, user, workspaceId)))
    throw new ForbiddenOperationError();
}

/** Owner-only operations. Throws 403 for everybody else. */
export function assertOwner(user: UserRow): void {
  if (!isOwner(user)) throw new ForbiddenOperationError();
}
