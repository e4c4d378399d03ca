import { z } from 'zod';
import { boundedString } from '../common/schemas';

/** Field settings on create, with the contract's defaults (§9). */
export const fieldSettingsCreateSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    use_markdown: z.boolean().default(false),
    use_table: z.boolean().default(false),
  }),
  z.object({ type: z.literal('image') }),
  z.object({ type: z.literal('chat'), use_markdown: z.boolean().default(true) }),
  z.object({ type: z.literal('custom'), template: z.string(), advanced_mode: z.boolean().default(false) }),
  z.object({ type: z.literal('table') }),
]);

export type FieldSettings = z.output<typeof fieldSettingsCreateSchema>;

/** Body of `POST /datasets/{id}/fields`. */
export const fieldCreateSchema = z.object({
  name: boundedString(1, 200),
  title: boundedString(1, 500),
  required: z.boolean().default(false),
  settings: fieldSettingsCreateSchema,
});

export type FieldCreateInput = z.output<typeof fieldCreateSchema>;

/** Field settings on update: complete for the type, no defaults. */
const fieldSettingsUpdateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), use_markdown: z.boolean(), use_table: z.boolean() }),
  z.object({ type: z.literal('image') }),
  z.object({ type: z.literal('chat'), use_markdown: z.boolean() }),
  z.object({ type: z.literal('custom'), template: z.string(), advanced_mode: z.boolean() }),
  z.object({ type: z.literal('table') }),
]);

/** Body of `PATCH /fields/{id}`. */
export const fieldUpdateSchema = z
  .object({ title: boundedString(1, 500).nullish(), settings: fieldSettingsUpdateSchema.nullish() })
  .superRefine((value, ctx) => {
    const nulls = (['title', 'settings'] as const).filter((key) => value[key] === null);
    if (nulls.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `The following keys must have non-null values: ${nulls.join(', ')}`,
      });
    }
  });

export type FieldUpdateInput = z.output<typeof fieldUpdateSchema>;
