import { vectorSettingsCreateSchema, vectorSettingsUpdateSchema } from '@marginalia/core';
import type { Hono } from 'hono';
import { datasetChildRoutes } from '../datasets/dataset-child-routes';
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
  return datasetChildRoutes({
    path: 'vectors-settings',
    idParam: 'vector_settings_id',
    serialize: serializeVectorSettings,
    list: { run: listVectorSettings },
    create: { schema: vectorSettingsCreateSchema, run: createVectorSettings },
    update: { schema: vectorSettingsUpdateSchema, run: updateVectorSettings },
    remove: deleteVectorSettings,
  });
}
