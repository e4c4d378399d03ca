import { z } from 'zod';
import { jsonObject } from '../common/schemas';
import { uuidSchema } from '../common/uuid';
import { suggestionCreateSchema } from '../suggestions/suggestion-schemas';

/** Records per bulk request (contract §13.4). */
export const RECORDS_BULK_MAX_ITEMS = 500;

/** A field value: string, list (chat) or object (custom/table); other scalars are refused like pydantic's `str`. */
const fieldValueSchema = z.unknown().superRefine((value, ctx) => {
  if (value === null || typeof value === 'string' || typeof value === 'object') return;
  ctx.addIssue({
    code: 'custom',
    message: 'Input should be a valid string',
    params: { pydanticType: 'string_type' },
  });
});

/** `fields` of a record: at least one key. */
export const recordFieldsSchema = z.record(z.string(), fieldValueSchema).superRefine((fields, ctx) => {
  if (Object.keys(fields).length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'Dictionary should have at least 1 item after validation, not 0',
      params: { pydanticType: 'too_short' },
    });
  }
});

const responseValuesSchema = z.record(z.string(), z.object({ value: z.unknown() }));

/** A response given inside a record; `submitted` and `draft` need values. */
export const recordResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('submitted'), user_id: uuidSchema, values: responseValuesSchema }),
  z.object({ status: z.literal('draft'), user_id: uuidSchema, values: responseValuesSchema }),
  z.object({
    status: z.literal('discarded'),
    user_id: uuidSchema,
    values: responseValuesSchema.nullish().transform((v) => v ?? null),
  }),
]);

/** One vector component: stored as float32, so it must stay finite at that precision. */
export const vectorComponentSchema = z.number().refine((value) => Number.isFinite(Math.fround(value)), {
  message: 'Input should be a finite number',
  params: { pydanticType: 'finite_number' },
});

/** Vectors of a record: setting name → numbers. */
export const recordVectorsSchema = z.record(z.string(), z.array(vectorComponentSchema));

/** RecordCreate (contract §13.4). */
export const recordCreateSchema = z.object({
  fields: recordFieldsSchema,
  metadata: jsonObject.nullish().transform((m) => m ?? null),
  external_id: z
    .string()
    .nullish()
    .transform((e) => e ?? null),
  responses: z.array(recordResponseSchema).default([]),
  suggestions: z.array(suggestionCreateSchema).default([]),
  vectors: recordVectorsSchema.default({}),
});

export type RecordCreateInput = z.output<typeof recordCreateSchema>;

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

export type RecordsBulkCreateInput = z.output<typeof recordsBulkCreateSchema>;

/** RecordUpsert (contract §13.5): RecordCreate with an optional `id`, optional `fields`, and `metadata` kept only when sent. */
export const recordUpsertSchema = recordCreateSchema.extend({
  id: uuidSchema.nullish().transform((id) => id ?? null),
  fields: recordFieldsSchema.optional(),
  metadata: jsonObject.nullish(),
});

export type RecordUpsertInput = z.output<typeof recordUpsertSchema>;

/** Body of `PUT /datasets/{id}/records/bulk`. */
export const recordsBulkUpsertSchema = bulkBodySchema(recordUpsertSchema);

export type RecordsBulkUpsertInput = z.output<typeof recordsBulkUpsertSchema>;

/** Body of `PATCH /records/{id}`: every key optional; `metadata` and `suggestions` replace, `vectors` upsert. */
export const recordUpdateSchema = z.object({
  metadata: jsonObject.nullish(),
  suggestions: z.array(suggestionCreateSchema).optional(),
  vectors: recordVectorsSchema.optional(),
  fields: jsonObject.optional(),
});

export type RecordUpdateInput = z.output<typeof recordUpdateSchema>;
