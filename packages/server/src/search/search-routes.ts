import { searchRecordsBodySchema } from '@marginalia/core';
import { Hono, type Context } from 'hono';
import { requireUser } from '../auth/authenticate';
import { paginationQuerySchema } from '@marginalia/core';
import { parseJsonBody, parseQuery, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { parseInclude } from '../records/include-param';
import { countMyRecords, searchAllRecords, searchMyRecords, searchMyRecordsPage } from './search-service';
import { listSuggestionAgents } from './suggestion-agents';

/**
 * Record search routes (contract §17), the suggestion-agent options of the filter UI (§14), and beside them the
 * `/me` search's uncounted page and its total (Marginalia's: a large queue's first record does not wait for a count).
 */
/** What a paged search request carries, as the v1 search reads it: the dataset, the body, `include`, offset and limit. */
async function searchRequestOf(c: Context<AppEnv>) {
  const datasetId = pathUuid(c, 'dataset_id');
  const query = parseQuery(c, paginationQuerySchema, ['include']);
  const include = parseInclude(query.include);
  const body = await parseJsonBody(c, searchRecordsBodySchema);
  return { datasetId, body, page: { ...query, include } };
}

export function searchRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/me/datasets/:dataset_id/records/search', requireUser, async (c) => {
    const { datasetId, body, page } = await searchRequestOf(c);
    return c.json(await searchMyRecords(c.var.db, c.var.user, datasetId, body, page, c.var.context, c.var.timings));
  });

  routes.post('/me/datasets/:dataset_id/records/search/page', requireUser, async (c) => {
    const { datasetId, body, page } = await searchRequestOf(c);
    return c.json(await searchMyRecordsPage(c.var.db, c.var.user, datasetId, body, page, c.var.context, c.var.timings));
  });

  routes.post('/me/datasets/:dataset_id/records/search/total', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, searchRecordsBodySchema);
    return c.json(await countMyRecords(c.var.db, c.var.user, datasetId, body, c.var.context, c.var.timings));
  });

  routes.post('/datasets/:dataset_id/records/search', requireUser, async (c) => {
    const { datasetId, body, page } = await searchRequestOf(c);
    return c.json(await searchAllRecords(c.var.db, c.var.user, datasetId, body, page, c.var.context, c.var.timings));
  });

  routes.get('/datasets/:dataset_id/records/search/suggestions/options', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(await listSuggestionAgents(c.var.db, c.var.user, datasetId));
  });

  return routes;
}
