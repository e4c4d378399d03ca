import { vectorSettingsCreateSchema, vectorSettingsUpdateSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { serializeVectorSettings } from './vector-settings-serializer';
import {
  createVectorSettings,
  deleteVectorSettings,
  listVectorSettings,
  updateVectorSettings,
} from './vector-settings-service';

/** Vector settings routes (contract §12). */
export function vectorSettingsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/datasets/:dataset_id/vectors-settings', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const settings = await listVectorSettings(c.var.db, c.var.user, datasetId);
    return c.json({ items: settings.map(serializeVectorSettings) });
  });

  routes.post('/datasets/:dataset_id/vectors-settings', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, vectorSettingsCreateSchema);
    return c.json(
      serializeVectorSettings(await createVectorSettings(c.var.db, c.var.user, datasetId, body)),
      201,
    );
  });

  routes.patch('/vectors-settings/:vector_settings_id', requireUser, async (c) => {
    const id = pathUuid(c, 'vector_settings_id');
    const body = await parseJsonBody(c, vectorSettingsUpdateSchema);
    return c.json(serializeVectorSettings(await updateVectorSettings(c.var.db, c.var.user, id, body.title)));
  });

  routes.delete('/vectors-settings/:vector_settings_id', requireUser, async (c) => {
    const id = pathUuid(c, 'vector_settings_id');
    return c.json(serializeVectorSettings(await deleteVectorSettings(c.var.db, c.var.user, id)));
  });

  return routes;
}
