import { z } from './zod';
import { laxBool, laxInt } from './lax';
import { boundedString, jsonObject, refuseNulls, timestampsSchema } from './common';
import { DATASET_STATUSES } from './enums';
import { uuidSchema } from './uuid';

/** `{"strategy": "overlap", "min_submitted": int ≥ 1}`. */
export const distributionSchema = z.object({
  strategy: z.literal('overlap'),
  min_submitted: laxInt({ min: 1 }),
});
export type WireDistribution = z.infer<typeof distributionSchema>;

/** A dataset as the server answers it (contract §8). */
export const datasetSchema = timestampsSchema.extend({
  id: z.string(),
  name: z.string(),
  guidelines: z.string().nullable(),
  allow_extra_metadata: z.boolean(),
  status: z.enum(DATASET_STATUSES),
  distribution: distributionSchema,
  metadata: jsonObject.nullable(),
  workspace_id: z.string(),
  last_activity_at: z.string(),
});
export type WireDataset = z.infer<typeof datasetSchema>;

/** Body of `POST /datasets`. */
export const datasetCreateSchema = z.object({
  name: boundedString(1, 200),
  workspace_id: uuidSchema,
  guidelines: boundedString(1, 10000).nullish(),
  allow_extra_metadata: laxBool().default(true),
  distribution: distributionSchema.default({ strategy: 'overlap', min_submitted: 1 }),
  metadata: jsonObject.nullish(),
});
export type DatasetCreate = z.input<typeof datasetCreateSchema>;
export type DatasetCreateParsed = z.output<typeof datasetCreateSchema>;

/** Body of `PATCH /datasets/{id}`: only present keys apply; some keys refuse `null`. */
export const datasetUpdateSchema = z
  .object({
    name: boundedString(1, 200).nullish(),
    guidelines: boundedString(1, 10000).nullish(),
    allow_extra_metadata: laxBool().nullish(),
    distribution: distributionSchema.nullish(),
    metadata: jsonObject.nullish(),
  })
  .superRefine(refuseNulls(['name', 'allow_extra_metadata', 'distribution']));
export type DatasetUpdate = z.input<typeof datasetUpdateSchema>;
export type DatasetUpdateParsed = z.output<typeof datasetUpdateSchema>;

/** Query of `GET /me/datasets`. */
export const myDatasetsQuerySchema = z.object({
  workspace_id: uuidSchema.optional(),
  name: z.string().optional(),
  status: z.enum(DATASET_STATUSES).optional(),
});

/** `GET /datasets/{id}/progress`. */
export const datasetProgressSchema = z.object({
  total: z.number(),
  completed: z.number(),
  pending: z.number(),
  users: z.array(z.object({ username: z.string() })),
});
export type WireDatasetProgress = z.infer<typeof datasetProgressSchema>;

export const responseCountsSchema = z.object({
  submitted: z.number(),
  discarded: z.number(),
  draft: z.number(),
});
export type WireResponseCounts = z.infer<typeof responseCountsSchema>;

/** `GET /datasets/{id}/users/progress`. */
export const usersProgressSchema = z.object({
  users: z.array(
    z.object({ username: z.string(), completed: responseCountsSchema, pending: responseCountsSchema }),
  ),
});
export type WireUsersProgress = z.infer<typeof usersProgressSchema>;

/** `GET /me/datasets/{id}/metrics`. */
export const datasetMetricsSchema = z.object({
  responses: responseCountsSchema.extend({ total: z.number(), pending: z.number() }),
});
export type WireDatasetMetrics = z.infer<typeof datasetMetricsSchema>;

export type { DatasetStatus } from './enums';
