import { z } from 'zod';
import { boundedString } from '../common/schemas';

function minBelowMax(s: { min: number | null; max: number | null }, ctx: z.RefinementCtx): void {
  if (s.min !== null && s.max !== null && s.min >= s.max) {
    ctx.addIssue({ code: 'custom', message: "'min' value must be lower than 'max' value" });
  }
}

/** Metadata property settings (contract §11). */
export const metadataSettingsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('terms'),
    values: z
      .array(z.unknown())
      .min(1)
      .max(250)
      .nullish()
      .transform((v) => v ?? null),
  }),
  z
    .object({
      type: z.literal('integer'),
      min: z
        .int()
        .nullish()
        .transform((v) => v ?? null),
      max: z
        .int()
        .nullish()
        .transform((v) => v ?? null),
    })
    .superRefine(minBelowMax),
  z
    .object({
      type: z.literal('float'),
      min: z
        .number()
        .nullish()
        .transform((v) => v ?? null),
      max: z
        .number()
        .nullish()
        .transform((v) => v ?? null),
    })
    .superRefine(minBelowMax),
]);

export type MetadataSettings = z.output<typeof metadataSettingsSchema>;

/** Body of `POST /datasets/{id}/metadata-properties`. */
export const metadataPropertyCreateSchema = z.object({
  name: boundedString(1, 200),
  title: boundedString(1, 500),
  settings: metadataSettingsSchema,
  visible_for_annotators: z.boolean().default(true),
});

export type MetadataPropertyCreateInput = z.output<typeof metadataPropertyCreateSchema>;

/** Body of `PATCH /metadata-properties/{id}`; an omitted `visible_for_annotators` hides the property (contract quirk). */
export const metadataPropertyUpdateSchema = z
  .object({ title: boundedString(1, 500).nullish(), visible_for_annotators: z.boolean().nullish() })
  .superRefine((value, ctx) => {
    const nulls = (['title', 'visible_for_annotators'] as const).filter((key) => value[key] === null);
    if (nulls.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `The following keys must have non-null values: ${nulls.join(', ')}`,
      });
    }
  });

export type MetadataPropertyUpdateInput = z.output<typeof metadataPropertyUpdateSchema>;
