import { metadataPropertyCreateSchema, metadataPropertyUpdateSchema } from '@marginalia/core';
import type { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { datasetChildRoutes } from '../datasets/dataset-child-routes';
import { pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { serializeMetadataProperty } from './metadata-serializer';
import {
  createMetadataProperty,
  deleteMetadataProperty,
  getMetadataPropertyMetrics,
  listMyMetadataProperties,
  updateMetadataProperty,
} from './metadata-service';

/** Metadata property routes (contract §11); annotators list only the properties visible to them. */
export function metadataRoutes(): Hono<AppEnv> {
  const routes = datasetChildRoutes({
    path: 'metadata-properties',
    idParam: 'metadata_property_id',
    serialize: serializeMetadataProperty,
    list: { listPath: '/me/datasets/:dataset_id/metadata-properties', run: listMyMetadataProperties },
    create: { schema: metadataPropertyCreateSchema, run: createMetadataProperty },
    update: { schema: metadataPropertyUpdateSchema, run: updateMetadataProperty },
    remove: deleteMetadataProperty,
  });

  routes.get('/metadata-properties/:metadata_property_id/metrics', requireUser, async (c) => {
    const propertyId = pathUuid(c, 'metadata_property_id');
    return c.json(await getMetadataPropertyMetrics(c.var.db, c.var.user, propertyId));
  });

  return routes;
}
