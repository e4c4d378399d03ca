import { commentCreateSchema, commentUpdateSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import {
  commentedRecords,
  deleteComment,
  listComments,
  myMentions,
  postComment,
  updateComment,
} from './comments-service';

/** Comment routes (docs/comments-and-history.md "Comments"): Marginalia's own paths beside the Argilla wire. */
export function commentsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/records/:record_id/comments', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    return c.json(await listComments(c.var.db, c.var.user, recordId));
  });

  routes.post('/records/:record_id/comments', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    const body = await parseJsonBody(c, commentCreateSchema);
    return c.json(await postComment(c.var.db, c.var.user, recordId, body), 201);
  });

  routes.patch('/comments/:comment_id', requireUser, async (c) => {
    const commentId = pathUuid(c, 'comment_id');
    const body = await parseJsonBody(c, commentUpdateSchema);
    return c.json(await updateComment(c.var.db, c.var.user, commentId, body));
  });

  routes.delete('/comments/:comment_id', requireUser, async (c) => {
    const commentId = pathUuid(c, 'comment_id');
    return c.json(await deleteComment(c.var.db, c.var.user, commentId));
  });

  routes.get('/datasets/:dataset_id/comments/records', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(await commentedRecords(c.var.db, c.var.user, datasetId));
  });

  routes.get('/me/mentions', requireUser, async (c) => c.json(await myMentions(c.var.db, c.var.user)));

  return routes;
}
