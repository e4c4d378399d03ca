import { recordUpdateSchema, recordsBulkCreateSchema, recordsBulkUpsertSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseIdList } from '../common/id-list-param';
import { paginationQuerySchema } from '@marginalia/core';
import { parseJsonBody, parseQuery, pathUuid } from '../errors/request-input';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { BulkWriteContext } from './bulk-write-context';
import { parseInclude } from './include-param';
import { deleteDatasetRecords, updateRecord } from './record-update-service';
import { createRecordsBulk } from './records-bulk-service';
import { recordsAnswerJson } from './records-answer-json';
import { bulkRecordRows } from '../db/table-statistics';
import { upsertRecordsBulk } from './records-upsert-service';
import { deleteRecord, getRecord, listDatasetRecords } from './records-service';

/** What a bulk write takes from its request: the file store, the server's history switch and its phase timings. */
const bulkWriteContext = (c: Context<AppEnv>): BulkWriteContext => ({
  storage: c.var.storage,
  history: c.var.context.history,
  timings: c.var.timings,
  activity: c.var.context.datasetActivity,
});

/** Record routes (contract §13). */
export function recordsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/datasets/:dataset_id/records', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const query = parseQuery(c, paginationQuerySchema, ['include']);
    const include = parseInclude(query.include);
    return c.json(await listDatasetRecords(c.var.db, c.var.user, datasetId, { ...query, include }));
  });

  routes.post('/datasets/:dataset_id/records/bulk', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const { timings } = c.var;
    const body = await timings.measure('body', () => parseJsonBody(c, recordsBulkCreateSchema));
    const items = await createRecordsBulk(c.var.db, c.var.user, datasetId, body, bulkWriteContext(c));
    c.var.statistics.wrote(bulkRecordRows(body.items));
    const json = timings.measureSync('json', () => recordsAnswerJson({ items }));
    return c.body(json, 201, { 'Content-Type': 'application/json' });
  });

  routes.put('/datasets/:dataset_id/records/bulk', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const { timings } = c.var;
    const body = await timings.measure('body', () => parseJsonBody(c, recordsBulkUpsertSchema));
    const result = await upsertRecordsBulk(c.var.db, c.var.user, datasetId, body, bulkWriteContext(c));
    c.var.statistics.wrote(bulkRecordRows(body.items));
    const json = timings.measureSync('json', () => recordsAnswerJson(result));
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  });

  routes.get('/records/:record_id', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    return c.json(await getRecord(c.var.db, c.var.user, recordId));
  });

  routes.patch('/records/:record_id', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    const body = await parseJsonBody(c, recordUpdateSchema);
    return c.json(await updateRecord(c.var.db, c.var.user, recordId, body, c.var.context.history));
  });

  routes.delete('/datasets/:dataset_id/records', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    await deleteDatasetRecords(
      c.var.db,
      c.var.user,
      datasetId,
      parseIdList(c.req.queries('ids'), 'record'),
      c.var.context.history,
    );
    return c.body(null, 204);
  });

  routes.delete('/records/:record_id', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    return c.json(await deleteRecord(c.var.db, c.var.user, recordId, c.var.context.history));
  });

  return routes;
}
