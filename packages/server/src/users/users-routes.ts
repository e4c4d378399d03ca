import { userCreateSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { scheduleRecordStatusRecompute } from '../datasets/record-status';
import { serializeUser } from './user-serializer';
import { createUser, deleteUser, getUser, listUsers } from './users-service';
import { datasetsAnsweredBy } from './user-rows';

/** `/me` and `/users` routes (contract §6). */
export function usersRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/me', requireUser, (c) => c.json(serializeUser(c.var.user)));

  routes.get('/users', requireUser, async (c) => {
    const users = await listUsers(c.var.db, c.var.user);
    return c.json({ items: users.map(serializeUser) });
  });

  routes.post('/users', requireUser, async (c) => {
    const body = await parseJsonBody(c, userCreateSchema);
    return c.json(serializeUser(await createUser(c.var.db, c.var.user, body)), 201);
  });

  routes.get('/users/:user_id', requireUser, async (c) => {
    const userId = pathUuid(c, 'user_id');
    return c.json(serializeUser(await getUser(c.var.db, c.var.user, userId)));
  });

  routes.delete('/users/:user_id', requireUser, async (c) => {
    const userId = pathUuid(c, 'user_id');
    const answered = await datasetsAnsweredBy(c.var.db, userId);
    const deleted = await deleteUser(c.var.db, c.var.user, userId);
    // The user's responses went with them: the records they had completed may be pending again.
    for (const datasetId of answered) scheduleRecordStatusRecompute(c.var.tasks, c.var.db, datasetId);
    return c.json(serializeUser(deleted));
  });

  return routes;
}
