import { metadataPropertyCreateSchema, metadataPropertyUpdateSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { serializeMetadataProperty } from './metadata-serializer';
import {
  createMetadataProperty,
  deleteMetadataProperty,
  getMetadataPropertyMetrics,
  listMyMetadataProperties,
  updateMetadataProperty,
} from './metadata-service';

/** Metadata property routes (contract §11). */
export function metadataRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/me/datasets/:dataset_id/metadata-properties', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const properties = await listMyMetadataProperties(c.var.db, c.var.user, datasetId);
    return c.json({ items: properties.map(serializeMetadataProperty) });
  });

  routes.post('/datasets/:dataset_id/metadata-properties', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, metadataPropertyCreateSchema);
    return c.json(
      serializeMetadataProperty(await createMetadataProperty(c.var.db, c.var.user, datasetId, body)),
      201,
    );
  });

  routes.get('/metadata-properties/:metadata_property_id/metrics', requireUser, async (c) => {
    const propertyId = pathUuid(c, 'metadata_property_id');
    return c.json(await getMetadataPropertyMetrics(c.var.db, c.var.user, propertyId));
  });

  routes.patch('/metadata-properties/:metadata_property_id', requireUser, async (c) => {
    const propertyId = pathUuid(c, 'metadata_property_id');
    const body = await parseJsonBody(c, metadataPropertyUpdateSchema);
    return c.json(
      serializeMetadataProperty(await updateMetadataProperty(c.var.db, c.var.user, propertyId, body)),
    );
  });

  routes.delete('/metadata-properties/:metadata_property_id', requireUser, async (c) => {
    const propertyId = pathUuid(c, 'metadata_property_id');
    return c.json(serializeMetadataProperty(await deleteMetadataProperty(c.var.db, c.var.user, propertyId)));
  });

  return routes;
}
