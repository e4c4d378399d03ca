import { responseUpsertSchema, responsesBulkSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { serializeResponse } from '../records/response-serializer';
import { upsertMyResponsesBulk } from './responses-bulk';
import { createResponse, deleteResponse, updateResponse } from './responses-service';

/** Response routes (contract §15). */
export function responsesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/records/:record_id/responses', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    const body = await parseJsonBody(c, responseUpsertSchema);
    return c.json(
      serializeResponse(
        await createResponse(
          c.var.db,
          c.var.user,
          recordId,
          body,
          c.var.context.datasetActivity,
          c.var.storage,
          c.var.context.history,
          c.var.context.answerBatches,
        ),
      ),
      201,
    );
  });

  routes.put('/responses/:response_id', requireUser, async (c) => {
    const responseId = pathUuid(c, 'response_id');
    const body = await parseJsonBody(c, responseUpsertSchema);
    return c.json(
      serializeResponse(
        await updateResponse(
          c.var.db,
          c.var.user,
          responseId,
          body,
          c.var.context.datasetActivity,
          c.var.storage,
          c.var.context.history,
        ),
      ),
    );
  });

  routes.delete('/responses/:response_id', requireUser, async (c) => {
    const responseId = pathUuid(c, 'response_id');
    return c.json(
      serializeResponse(
        await deleteResponse(
          c.var.db,
          c.var.user,
          responseId,
          c.var.context.datasetActivity,
          c.var.context.history,
        ),
      ),
    );
  });

  routes.post('/me/responses/bulk', requireUser, async (c) => {
    const body = await parseJsonBody(c, responsesBulkSchema);
    return c.json(
      await upsertMyResponsesBulk(
        c.var.db,
        c.var.user,
        body,
        c.var.context.datasetActivity,
        c.var.storage,
        c.var.context.history,
      ),
    );
  });

  return routes;
}
