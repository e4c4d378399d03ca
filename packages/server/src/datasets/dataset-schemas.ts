import { z } from 'zod';
import { boundedString, jsonObject } from '../common/schemas';
import { uuidSchema } from '../common/uuid';

/** `{"strategy": "overlap", "min_submitted": int ≥ 1}`. */
export const distributionSchema = z.object({
  strategy: z.literal('overlap'),
  min_submitted: z.int().min(1),
});

/** Body of `POST /datasets` (contract §8). */
export const datasetCreateSchema = z.object({
  name: boundedString(1, 200),
  workspace_id: uuidSchema,
  guidelines: boundedString(1, 10000).nullish(),
  allow_extra_metadata: z.boolean().default(true),
  distribution: distributionSchema.default({ strategy: 'overlap', min_submitted: 1 }),
  metadata: jsonObject.nullish(),
});

export type DatasetCreateInput = z.output<typeof datasetCreateSchema>;

const NON_NULLABLE = ['name', 'allow_extra_metadata', 'distribution'] as const;

/** Body of `PATCH /datasets/{id}`: only present keys apply; some keys refuse `null`. */
export const datasetUpdateSchema = z
  .object({
    name: boundedString(1, 200).nullish(),
    guidelines: boundedString(1, 10000).nullish(),
    allow_extra_metadata: z.boolean().nullish(),
    distribution: distributionSchema.nullish(),
    metadata: jsonObject.nullish(),
  })
  .superRefine((value, ctx) => {
    const nulls = NON_NULLABLE.filter((key) => value[key] === null);
    if (nulls.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `The following keys must have non-null values: ${nulls.join(', ')}`,
      });
    }
  });

export type DatasetUpdateInput = z.output<typeof datasetUpdateSchema>;

/** Query of `GET /me/datasets`. */
export const myDatasetsQuerySchema = z.object({
  workspace_id: uuidSchema.optional(),
  name: z.string().optional(),
  status: z.enum(['draft', 'ready']).optional(),
});
