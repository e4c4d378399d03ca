import { z } from './zod';
import { laxNumber } from './lax';
import { jsonObject, nullable, timestampsSchema, type PydanticIssueParams } from './common';
import { RECORD_STATUSES } from './enums';
import type { WireFieldValue } from './fields';
import { responseSchema, responseValuesSchema } from './responses';
import { suggestionCreateSchema, suggestionSchema } from './suggestions';
import { uuidSchema } from './uuid';

/** Records per bulk request (contract §13.4). */
export const RECORDS_BULK_MAX_ITEMS = 500;

/** A field value: string, list (chat) or object (custom/table); other scalars are refused like pydantic's `str`. */
const fieldValueSchema = z.unknown().superRefine((value, ctx) => {
  if (value === null || typeof value === 'string' || typeof value === 'object') return;
  ctx.addIssue({
    code: 'custom',
    message: 'Input should be a valid string',
    params: { pydanticType: 'string_type' } satisfies PydanticIssueParams,
  });
}) as unknown as z.ZodType<unknown, WireFieldValue>;

/** `fields` of a record: at least one key. */
export const recordFieldsSchema = z.record(z.string(), fieldValueSchema).superRefine((fields, ctx) => {
  if (Object.keys(fields).length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'Dictionary should have at least 1 item after validation, not 0',
      params: { pydanticType: 'too_short' } satisfies PydanticIssueParams,
    });
  }
});

/** A response given inside a record; `submitted` and `draft` need values. */
export const recordResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('submitted'), user_id: uuidSchema, values: responseValuesSchema }),
  z.object({ status: z.literal('draft'), user_id: uuidSchema, values: responseValuesSchema }),
  z.object({ status: z.literal('discarded'), user_id: uuidSchema, values: nullable(responseValuesSchema) }),
]);

/** One vector component: stored as float32, so it must stay finite at that precision. */
export const vectorComponentSchema = laxNumber().refine((value) => Number.isFinite(Math.fround(value)), {
  message: 'Input should be a finite number',
  params: { pydanticType: 'finite_number' } satisfies PydanticIssueParams,
});

/** True when `value` is an array of numbers that stay finite as float32: what every client sends. */
function isFloat32Array(value: unknown): value is number[] {
  if (!Array.isArray(value)) return false;
  for (const component of value as unknown[]) {
    if (typeof component !== 'number' || !Number.isFinite(Math.fround(component))) return false;
  }
  return true;
}

const vectorComponentsSchema = z.array(vectorComponentSchema);

/**
 * One vector's numbers. A record carries hundreds and zod would run each through several schemas (a third of a
 * millisecond per 768), so plain finite numbers are accepted in one loop; anything else is parsed component by
 * component, and that parse's issues (paths, pydantic types, inputs) are passed on as they are.
 */
export const vectorValuesSchema = z.unknown().transform((input, ctx) => {
  if (isFloat32Array(input)) return input;
  const parsed = vectorComponentsSchema.safeParse(input, { reportInput: true });
  if (parsed.success) return parsed.data;
  ctx.issues.push(...(parsed.error.issues as unknown as typeof ctx.issues));
  return z.NEVER;
}) as unknown as z.ZodType<number[], number[]>;

/** Vectors of a record: setting name → numbers. */
export const recordVectorsSchema = z.record(z.string(), vectorValuesSchema);

/** RecordCreate (contract §13.4). */
export const recordCreateSchema = z.object({
  fields: recordFieldsSchema,
  metadata: nullable(jsonObject),
  external_id: nullable(z.string()),
  responses: z.array(recordResponseSchema).default([]),
  suggestions: z.array(suggestionCreateSchema).default([]),
  vectors: recordVectorsSchema.default({}),
});
export type RecordCreate = z.input<typeof recordCreateSchema>;
export type RecordCreateParsed = z.output<typeof recordCreateSchema>;

/** A bulk body: 1–500 items whose external ids are distinct within the payload. */
function bulkBodySchema<Item extends z.ZodType<{ external_id: string | null }>>(item: Item) {
  return z.object({ items: z.array(item).min(1).max(RECORDS_BULK_MAX_ITEMS) }).superRefine((body, ctx) => {
    const ids = body.items.map((i) => i.external_id).filter((id): id is string => id !== null);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        message: 'found duplicate external_id values in records',
        path: ['items'],
      });
    }
  });
}

/** Body of `POST /datasets/{id}/records/bulk`. */
export const recordsBulkCreateSchema = bulkBodySchema(recordCreateSchema);
export type RecordsBulkCreate = z.input<typeof recordsBulkCreateSchema>;
export type RecordsBulkCreateParsed = z.output<typeof recordsBulkCreateSchema>;

/** RecordUpsert (contract §13.5): RecordCreate with an optional `id`, optional `fields`, and `metadata` kept only when sent. */
export const recordUpsertSchema = recordCreateSchema.extend({
  id: nullable(uuidSchema),
  fields: recordFieldsSchema.optional(),
  metadata: jsonObject.nullish(),
});
export type RecordUpsert = z.input<typeof recordUpsertSchema>;
export type RecordUpsertParsed = z.output<typeof recordUpsertSchema>;

/** Body of `PUT /datasets/{id}/records/bulk`. */
export const recordsBulkUpsertSchema = bulkBodySchema(recordUpsertSchema);
export type RecordsBulkUpsert = z.input<typeof recordsBulkUpsertSchema>;
export type RecordsBulkUpsertParsed = z.output<typeof recordsBulkUpsertSchema>;

/** Body of `PATCH /records/{id}`: every key optional; `metadata` and `suggestions` replace, `vectors` upsert. */
export const recordUpdateSchema = z.object({
  metadata: jsonObject.nullish(),
  suggestions: z.array(suggestionCreateSchema).optional(),
  vectors: recordVectorsSchema.optional(),
  fields: jsonObject.optional(),
});
export type RecordUpdate = z.input<typeof recordUpdateSchema>;
export type RecordUpdateParsed = z.output<typeof recordUpdateSchema>;

/** A record as the server answers it; the optional keys come with `include` or on the dataset listings. */
export const recordSchema = timestampsSchema.partial().extend({
  id: z.string(),
  status: z.enum(RECORD_STATUSES).optional(),
  fields: z.record(z.string(), z.custom<WireFieldValue>()),
  metadata: jsonObject.nullable(),
  external_id: z.string().nullable(),
  responses: z.array(responseSchema).optional(),
  suggestions: z.array(suggestionSchema).optional(),
  vectors: z.record(z.string(), z.array(z.number())).optional(),
  dataset_id: z.string().optional(),
});
export type WireRecord = z.infer<typeof recordSchema>;

export const recordsSchema = z.object({ items: z.array(recordSchema), total: z.number().optional() });
export type WireRecords = z.infer<typeof recordsSchema>;

export { RESPONSE_STATUSES, type RecordStatus, type ResponseStatus, type SuggestionType } from './enums';
export type * from './responses';
export type * from './suggestions';
