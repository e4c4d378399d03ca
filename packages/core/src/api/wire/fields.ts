import { z } from './zod';
import { laxBool } from './lax';
import { boundedString, refuseNulls, timestampsSchema } from './common';

const textSettings = { type: z.literal('text'), use_markdown: laxBool(), use_table: laxBool() };
const chatSettings = { type: z.literal('chat'), use_markdown: laxBool() };
const customSettings = { type: z.literal('custom'), template: z.string(), advanced_mode: laxBool() };
const imageSettings = { type: z.literal('image') };
const tableSettings = { type: z.literal('table') };

/**
 * Field settings as `PATCH /fields/{id}` takes them: complete for the type as Argilla 2.8 defines it, no
 * defaults. `use_table` (Extralit's) is optional: Argilla's SDK never sends it and the stored value stays.
 */
export const fieldSettingsUpdateSchema = z.discriminatedUnion('type', [
  z.object({ ...textSettings, use_table: textSettings.use_table.optional() }),
  z.object(imageSettings),
  z.object(chatSettings),
  z.object(customSettings),
  z.object(tableSettings),
]);
export type FieldSettingsUpdate = z.input<typeof fieldSettingsUpdateSchema>;
export type FieldSettingsUpdateParsed = z.output<typeof fieldSettingsUpdateSchema>;

/** Field settings as the server answers them (`use_table` is missing from fields stored before it existed). */
export const fieldSettingsSchema = z.discriminatedUnion('type', [
  z.object({ ...textSettings, use_table: textSettings.use_table.optional() }),
  z.object(imageSettings),
  z.object(chatSettings),
  z.object(customSettings),
  z.object(tableSettings),
]);
export type WireFieldSettings = z.infer<typeof fieldSettingsSchema>;

/** Field settings on create, with the contract's defaults (§9). */
export const fieldSettingsCreateSchema = z.discriminatedUnion('type', [
  z.object({
    ...textSettings,
    use_markdown: textSettings.use_markdown.default(false),
    use_table: textSettings.use_table.default(false),
  }),
  z.object(imageSettings),
  z.object({ ...chatSettings, use_markdown: chatSettings.use_markdown.default(true) }),
  z.object({ ...customSettings, advanced_mode: customSettings.advanced_mode.default(false) }),
  z.object(tableSettings),
]);

/** A field as the server answers it. */
export const fieldSchema = timestampsSchema.extend({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  required: z.boolean(),
  settings: fieldSettingsSchema,
  dataset_id: z.string(),
});
export type WireField = z.infer<typeof fieldSchema>;

/** Body of `POST /datasets/{id}/fields`. */
export const fieldCreateSchema = z.object({
  name: boundedString(1, 200),
  title: boundedString(1, 500),
  required: laxBool().default(false),
  settings: fieldSettingsCreateSchema,
});
export type FieldCreate = z.input<typeof fieldCreateSchema>;
export type FieldCreateParsed = z.output<typeof fieldCreateSchema>;

/** Body of `PATCH /fields/{id}`. */
export const fieldUpdateSchema = z
  .object({ title: boundedString(1, 500).nullish(), settings: fieldSettingsUpdateSchema.nullish() })
  .superRefine(refuseNulls(['title', 'settings']));
export type FieldUpdate = z.input<typeof fieldUpdateSchema>;
export type FieldUpdateParsed = z.output<typeof fieldUpdateSchema>;

export const chatMessageSchema = z.object({ role: z.string(), content: z.string() });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A record's value for a field: text/image URL string, chat messages, custom JSON, or table JSON. */
export type WireFieldValue = string | ChatMessage[] | Record<string, unknown> | null;

export { FIELD_TYPES, type FieldType } from './enums';
