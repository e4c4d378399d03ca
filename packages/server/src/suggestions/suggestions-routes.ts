import { suggestionCreateSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseIdList } from '../common/id-list-param';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { serializeSuggestion } from '../records/suggestion-serializer';
import {
  deleteRecordSuggestions,
  deleteSuggestion,
  listRecordSuggestions,
  upsertRecordSuggestion,
} from './suggestions-service';

/** Suggestion routes (contract §14). */
export function suggestionsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/records/:record_id/suggestions', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    const suggestions = await listRecordSuggestions(c.var.db, c.var.user, recordId);
    return c.json({ items: suggestions.map(serializeSuggestion) });
  });

  routes.put('/records/:record_id/suggestions', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    const body = await parseJsonBody(c, suggestionCreateSchema);
    const { suggestion, created } = await upsertRecordSuggestion(
      c.var.db,
      c.var.user,
      recordId,
      body,
      c.var.context.history,
    );
    return c.json(serializeSuggestion(suggestion), created ? 201 : 200);
  });

  routes.delete('/records/:record_id/suggestions', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    await deleteRecordSuggestions(
      c.var.db,
      c.var.user,
      recordId,
      parseIdList(c.req.queries('ids'), 'suggestion'),
      c.var.context.history,
    );
    return c.body(null, 204);
  });

  routes.delete('/suggestions/:suggestion_id', requireUser, async (c) => {
    const suggestionId = pathUuid(c, 'suggestion_id');
    return c.json(
      serializeSuggestion(await deleteSuggestion(c.var.db, c.var.user, suggestionId, c.var.context.history)),
    );
  });

  return routes;
}
