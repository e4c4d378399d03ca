import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { isOwner, isWorkspaceMember } from '../auth/permissions';
import type { Database, WorkspacesTable } from '../db/schema';
import { BadRequestError, ForbiddenOperationError, NotFoundError } from '../errors/api-errors';
import type { UserRow } from '../http/app-env';
import { workspaceByName } from '../workspaces/workspace-rows';

/**
 * The workspace named by the `workspace` query parameter of the model calls (`/models/segments/`,
 * `/models/extraction`): missing → 400 with the original's message. The owner and the workspace's members may
 * use it; anybody else gets 403 whether or not it exists (the original answered 401, which clients read as
 * "signed out"); the owner gets 404 for an unknown name.
 */
export async function modelWorkspace(
  c: Context,
  db: Kysely<Database>,
  user: UserRow,
): Promise<WorkspacesTable> {
  const name = c.req.query('workspace');
  if (!name) throw new BadRequestError('`workspace` is required in query parameters');
  const workspace = await workspaceByName(db, name);
  if (workspace === undefined) {
    if (isOwner(user)) throw new NotFoundError(`Workspace \`${name}\` not found`);
    throw new ForbiddenOperationError();
  }
  if (!isOwner(user) && !(await isWorkspaceMember(db, user, workspace.id)))
    throw new ForbiddenOperationError();
  return workspace;
}

/** The document of a workspace with this extraction reference, or undefined. */
export async function documentByReference(db: Kysely<Database>, workspaceId: string, reference: string) {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('reference', '=', reference)
    .orderBy('inserted_at')
    .executeTakeFirst();
}
