import { fieldCreateSchema, fieldUpdateSchema } from '@marginalia/core';
import type { Hono } from 'hono';
import { datasetChildRoutes } from '../datasets/dataset-child-routes';
import type { AppEnv } from '../http/app-env';
import { serializeField } from './field-serializer';
import { createField, deleteField, listFields, updateField } from './fields-service';

/** Field routes (contract §9). */
export function fieldsRoutes(): Hono<AppEnv> {
  return datasetChildRoutes({
    path: 'fields',
    idParam: 'field_id',
    serialize: serializeField,
    list: { run: listFields },
    create: { schema: fieldCreateSchema, run: createField },
    update: { schema: fieldUpdateSchema, run: updateField },
    remove: deleteField,
  });
}
