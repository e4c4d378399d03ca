import { recordUpdateSchema, recordsBulkCreateSchema, recordsBulkUpsertSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseIdList } from '../common/id-list-param';
import { paginationQuerySchema } from '@marginalia/core';
import { parseJsonBody, parseQuery, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { parseInclude } from './include-param';
import { deleteDatasetRecords, updateRecord } from './record-update-service';
import { createRecordsBulk } from './records-bulk-service';
import { recordsAnswerJson } from './records-answer-json';
import { bulkRecordRows } from '../db/table-statistics';
import { upsertRecordsBulk } from './records-upsert-service';
import { deleteRecord, getRecord, listDatasetRecords } from './records-service';

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
    const body = await parseJsonBody(c, recordsBulkCreateSchema);
    const items = await createRecordsBulk(
      c.var.db,
      c.var.user,
      datasetId,
      body,
      c.var.storage,
      c.var.context.history,
    );
    c.var.statistics.wrote(bulkRecordRows(body.items));
    return c.body(recordsAnswerJson({ items }), 201, { 'Content-Type': 'application/json' });
  });

  routes.put('/datasets/:dataset_id/records/bulk', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, recordsBulkUpsertSchema);
    const result = await upsertRecordsBulk(
      c.var.db,
      c.var.user,
      datasetId,
      body,
      c.var.storage,
      c.var.context.history,
    );
    c.var.statistics.wrote(bulkRecordRows(body.items));
    return c.body(recordsAnswerJson(result), 200, { 'Content-Type': 'application/json' });
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
