import { extractionQuerySchema, extractionRequestSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { ServiceUnavailableError } from '../errors/api-errors';
import { parseJsonBody, parseQuery } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { modelWorkspace } from '../segments/model-workspace';
import { extractTable } from './extraction-service';
import { MODEL_NOT_CONFIGURED } from './model-client';

/**
 * `POST /models/extraction?workspace=`: any member fills a reference table from its paper (the LLM fill-in of
 * the table's row menu). Answers the completed rows as pandas table JSON; 503 without a configured model.
 */
export function extractionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/models/extraction', requireUser, async (c) => {
    const workspace = await modelWorkspace(c, c.var.db, c.var.user);
    const query = parseQuery(c, extractionQuerySchema);
    const body = await parseJsonBody(c, extractionRequestSchema);
    const llm = c.var.config.llm;
    if (llm === null) throw new ServiceUnavailableError(MODEL_NOT_CONFIGURED);
    const answer = await extractTable({ db: c.var.db, storage: c.var.storage, llm }, workspace, body, {
      model: query.model,
      similarityTopK: query.similarity_top_k,
    });
    return c.json(answer);
  });
  return routes;
}
