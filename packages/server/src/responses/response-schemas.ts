import { z } from 'zod';
import { uuidSchema } from '../common/uuid';

/** `values`: question name → `{"value": …}`. */
export const responseValuesSchema = z.record(z.string(), z.object({ value: z.unknown() }));

const optionalValues = responseValuesSchema.nullish().transform((v) => v ?? null);

/** Body of `POST /records/{id}/responses` and `PUT /responses/{id}`, discriminated by `status`. */
export const responseUpsertSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('submitted'), values: responseValuesSchema }),
  z.object({ status: z.literal('draft'), values: optionalValues }),
  z.object({ status: z.literal('discarded'), values: optionalValues }),
]);

export type ResponseUpsertInput = z.output<typeof responseUpsertSchema>;

/** Max items of `POST /me/responses/bulk`. */
export const RESPONSES_BULK_MAX_ITEMS = 100;

/** Body of `POST /me/responses/bulk`. */
export const responsesBulkSchema = z.object({
  items: z
    .array(
      z.discriminatedUnion('status', [
        z.object({ status: z.literal('submitted'), record_id: uuidSchema, values: responseValuesSchema }),
        z.object({ status: z.literal('draft'), record_id: uuidSchema, values: optionalValues }),
        z.object({ status: z.literal('discarded'), record_id: uuidSchema, values: optionalValues }),
      ]),
    )
    .min(1)
    .max(RESPONSES_BULK_MAX_ITEMS),
});

export type ResponsesBulkInput = z.output<typeof responsesBulkSchema>;
