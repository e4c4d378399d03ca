import { workspaceCreateSchema, workspaceUserCreateSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, pathUuid, pathUuids } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { serializeUser } from '../users/user-serializer';
import { serializeWorkspace } from './workspace-serializer';
import {
  addWorkspaceUser,
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listMyWorkspaces,
  listUserWorkspaces,
  listWorkspaceUsers,
  removeWorkspaceUser,
} from './workspaces-service';

/** Workspace and membership routes (contract §7). */
export function workspacesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/me/workspaces', requireUser, async (c) => {
    const workspaces = await listMyWorkspaces(c.var.db, c.var.user);
    return c.json({ items: workspaces.map(serializeWorkspace) });
  });

  routes.post('/workspaces', requireUser, async (c) => {
    const body = await parseJsonBody(c, workspaceCreateSchema);
    return c.json(serializeWorkspace(await createWorkspace(c.var.db, c.var.user, body.name)), 201);
  });

  routes.get('/workspaces/:workspace_id', requireUser, async (c) => {
    const workspaceId = pathUuid(c, 'workspace_id');
    return c.json(serializeWorkspace(await getWorkspace(c.var.db, c.var.user, workspaceId)));
  });

  routes.delete('/workspaces/:workspace_id', requireUser, async (c) => {
    const workspaceId = pathUuid(c, 'workspace_id');
    return c.json(serializeWorkspace(await deleteWorkspace(c.var.db, c.var.user, workspaceId)));
  });

  routes.get('/workspaces/:workspace_id/users', requireUser, async (c) => {
    const workspaceId = pathUuid(c, 'workspace_id');
    const users = await listWorkspaceUsers(c.var.db, c.var.user, workspaceId);
    return c.json({ items: users.map(serializeUser) });
  });

  routes.post('/workspaces/:workspace_id/users', requireUser, async (c) => {
    const workspaceId = pathUuid(c, 'workspace_id');
    const body = await parseJsonBody(c, workspaceUserCreateSchema);
    return c.json(
      serializeUser(await addWorkspaceUser(c.var.db, c.var.user, workspaceId, body.user_id)),
      201,
    );
  });

  routes.delete('/workspaces/:workspace_id/users/:user_id', requireUser, async (c) => {
    const { workspace_id, user_id } = pathUuids(c, 'workspace_id', 'user_id');
    return c.json(serializeUser(await removeWorkspaceUser(c.var.db, c.var.user, workspace_id, user_id)));
  });

  routes.get('/users/:user_id/workspaces', requireUser, async (c) => {
    const userId = pathUuid(c, 'user_id');
    const workspaces = await listUserWorkspaces(c.var.db, c.var.user, userId);
    return c.json({ items: workspaces.map(serializeWorkspace) });
  });

  return routes;
}
