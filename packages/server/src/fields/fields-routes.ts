import { fieldCreateSchema, fieldUpdateSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { serializeField } from './field-serializer';
import { createField, deleteField, listFields, updateField } from './fields-service';

/** Field routes (contract §9). */
export function fieldsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/datasets/:dataset_id/fields', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const fields = await listFields(c.var.db, c.var.user, datasetId);
    return c.json({ items: fields.map(serializeField) });
  });

  routes.post('/datasets/:dataset_id/fields', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, fieldCreateSchema);
    return c.json(serializeField(await createField(c.var.db, c.var.user, datasetId, body)), 201);
  });

  routes.patch('/fields/:field_id', requireUser, async (c) => {
    const fieldId = pathUuid(c, 'field_id');
    const body = await parseJsonBody(c, fieldUpdateSchema);
    return c.json(serializeField(await updateField(c.var.db, c.var.user, fieldId, body)));
  });

  routes.delete('/fields/:field_id', requireUser, async (c) => {
    const fieldId = pathUuid(c, 'field_id');
    return c.json(serializeField(await deleteField(c.var.db, c.var.user, fieldId)));
  });

  return routes;
}
