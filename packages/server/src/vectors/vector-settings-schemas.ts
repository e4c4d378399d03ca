import { z } from 'zod';
import { boundedString } from '../common/schemas';

/** At most this many vector settings per dataset (contract §12). */
export const MAX_VECTOR_SETTINGS_PER_DATASET = 5;

/** Body of `POST /datasets/{id}/vectors-settings`. */
export const vectorSettingsCreateSchema = z.object({
  name: boundedString(1, 200),
  title: boundedString(1, 500),
  dimensions: z.int().gt(0),
});

export type VectorSettingsCreateInput = z.output<typeof vectorSettingsCreateSchema>;

/** Body of `PATCH /vectors-settings/{id}`: `title` is required and non-null. */
export const vectorSettingsUpdateSchema = z.object({ title: boundedString(1, 500) });
