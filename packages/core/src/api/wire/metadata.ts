import { z } from './zod';
import { laxBool, laxInt, laxNumber } from './lax';
import { boundedString, nullable, refuseNulls, timestampsSchema } from './common';

function minBelowMax(s: { min: number | null; max: number | null }, ctx: z.RefinementCtx): void {
  if (s.min !== null && s.max !== null && s.min >= s.max) {
    ctx.addIssue({ code: 'custom', message: "'min' value must be lower than 'max' value" });
  }
}

/** Metadata property settings (contract §11), as sent and as answered. */
export const metadataSettingsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('terms'), values: nullable(z.array(z.unknown()).min(1).max(250)) }),
  z
    .object({ type: z.literal('integer'), min: nullable(laxInt()), max: nullable(laxInt()) })
    .superRefine(minBelowMax),
  z
    .object({ type: z.literal('float'), min: nullable(laxNumber()), max: nullable(laxNumber()) })
    .superRefine(minBelowMax),
]);
export type WireMetadataSettings = z.output<typeof metadataSettingsSchema>;

/** A metadata property as the server answers it. */
export const metadataPropertySchema = timestampsSchema.extend({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  settings: metadataSettingsSchema,
  visible_for_annotators: z.boolean(),
  dataset_id: z.string(),
});
export type WireMetadataProperty = z.output<typeof metadataPropertySchema>;

/** Body of `POST /datasets/{id}/metadata-properties`. */
export const metadataPropertyCreateSchema = z.object({
  name: boundedString(1, 200),
  title: boundedString(1, 500),
  settings: metadataSettingsSchema,
  visible_for_annotators: laxBool().default(true),
});
export type MetadataPropertyCreate = z.input<typeof metadataPropertyCreateSchema>;
export type MetadataPropertyCreateParsed = z.output<typeof metadataPropertyCreateSchema>;

/** Body of `PATCH /metadata-properties/{id}`; an omitted `visible_for_annotators` hides the property (contract quirk). */
export const metadataPropertyUpdateSchema = z
  .object({ title: boundedString(1, 500).nullish(), visible_for_annotators: laxBool().nullish() })
  .superRefine(refuseNulls(['title', 'visible_for_annotators']));
export type MetadataPropertyUpdate = z.input<typeof metadataPropertyUpdateSchema>;
export type MetadataPropertyUpdateParsed = z.output<typeof metadataPropertyUpdateSchema>;

/** `GET /metadata-properties/{id}/metrics`. */
export const metadataMetricsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('terms'),
    total: z.number(),
    values: z.array(z.object({ term: z.unknown(), count: z.number() })),
  }),
  z.object({ type: z.literal('integer'), min: z.number().nullable(), max: z.number().nullable() }),
  z.object({ type: z.literal('float'), min: z.number().nullable(), max: z.number().nullable() }),
]);
export type WireMetadataMetrics = z.infer<typeof metadataMetricsSchema>;

/** At most this many vector settings per dataset (contract §12). */
export const MAX_VECTOR_SETTINGS_PER_DATASET = 5;

/** A vector setting as the server answers it. */
export const vectorSettingsSchema = timestampsSchema.extend({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  dimensions: z.number(),
  dataset_id: z.string(),
});
export type WireVectorSettings = z.infer<typeof vectorSettingsSchema>;

/** Body of `POST /datasets/{id}/vectors-settings`. */
export const vectorSettingsCreateSchema = z.object({
  name: boundedString(1, 200),
  title: boundedString(1, 500),
  dimensions: laxInt({ above: 0 }),
});
export type VectorSettingsCreate = z.input<typeof vectorSettingsCreateSchema>;
export type VectorSettingsCreateParsed = z.output<typeof vectorSettingsCreateSchema>;

/** Body of `PATCH /vectors-settings/{id}`: `title` is required and non-null. */
export const vectorSettingsUpdateSchema = z.object({ title: boundedString(1, 500) });
export type VectorSettingsUpdate = z.input<typeof vectorSettingsUpdateSchema>;
export type VectorSettingsUpdateParsed = z.output<typeof vectorSettingsUpdateSchema>;

export type { MetadataPropertyType } from './enums';
