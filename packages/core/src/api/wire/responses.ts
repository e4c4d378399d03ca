import { z } from './zod';
import { nullable, timestampsSchema } from './common';
import { RESPONSE_STATUSES } from './enums';
import type { TableValue } from './tables';
import { uuidSchema } from './uuid';

export interface RankingValueItem {
  value: string;
  rank: number | null;
}

export interface SpanValueItem {
  label: string;
  start: number;
  end: number;
}

/**
 * A question answer as it travels on the wire, keyed by question type (see contract §15.1). The schemas read
 * answers as unknown: the server checks them against the question's settings, which a schema cannot see.
 */
export type WireAnswerValue = string | string[] | number | RankingValueItem[] | SpanValueItem[] | TableValue;

/** `values` of a response: question name → `{value}`; the special key `duration` carries seconds. */
export const responseValuesSchema = z.record(z.string(), z.object({ value: z.unknown() }));
export type WireResponseValues = z.infer<typeof responseValuesSchema>;

const optionalValues = nullable(responseValuesSchema);

/** Body of `POST /records/{id}/responses` and `PUT /responses/{id}`, discriminated by `status`. */
export const responseUpsertSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('submitted'), values: responseValuesSchema }),
  z.object({ status: z.literal('draft'), values: optionalValues }),
  z.object({ status: z.literal('discarded'), values: optionalValues }),
]);
export type ResponseUpsert = z.input<typeof responseUpsertSchema>;
export type ResponseUpsertParsed = z.output<typeof responseUpsertSchema>;

/** Max items of `POST /me/responses/bulk`. */
export const RESPONSES_BULK_MAX_ITEMS = 100;

export const responseBulkItemSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('submitted'), record_id: uuidSchema, values: responseValuesSchema }),
  z.object({ status: z.literal('draft'), record_id: uuidSchema, values: optionalValues }),
  z.object({ status: z.literal('discarded'), record_id: uuidSchema, values: optionalValues }),
]);
export type ResponseBulkItem = z.input<typeof responseBulkItemSchema>;

/** Body of `POST /me/responses/bulk` (1–100 items). */
export const responsesBulkSchema = z.object({
  items: z.array(responseBulkItemSchema).min(1).max(RESPONSES_BULK_MAX_ITEMS),
});
export type ResponsesBulkCreate = z.input<typeof responsesBulkSchema>;
export type ResponsesBulkCreateParsed = z.output<typeof responsesBulkSchema>;

/** A response as the server answers it. */
export const responseSchema = timestampsSchema.extend({
  id: z.string(),
  values: responseValuesSchema.nullable(),
  status: z.enum(RESPONSE_STATUSES),
  record_id: z.string(),
  user_id: z.string(),
});
export type WireResponse = z.infer<typeof responseSchema>;

/** `POST /me/responses/bulk` answer: one item or error per request item. */
export const responseBulkResultSchema = z.object({
  items: z.array(
    z.object({ item: responseSchema.nullable(), error: z.object({ detail: z.string() }).nullable() }),
  ),
});
export type WireResponseBulkResult = z.infer<typeof responseBulkResultSchema>;
