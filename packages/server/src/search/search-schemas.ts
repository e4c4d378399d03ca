import { z } from 'zod';
import { boundedString } from '../common/schemas';
import { uuidSchema } from '../common/uuid';
import { vectorComponentSchema } from '../records/record-schemas';

const recordScope = z.object({
  entity: z.literal('record'),
  property: z.enum(['id', 'external_id', 'inserted_at', 'updated_at', 'status']),
});
const responseScope = z.object({
  entity: z.literal('response'),
  question: z
    .string()
    .nullish()
    .transform((q) => q ?? null),
  property: z
    .literal('status')
    .nullish()
    .transform((p) => p ?? null),
});
const suggestionScope = z.object({
  entity: z.literal('suggestion'),
  question: z.string(),
  property: z.enum(['value', 'score', 'agent', 'type']).default('value'),
});
const metadataScope = z.object({ entity: z.literal('metadata'), metadata_property: boundedString(1, 200) });

/** What a filter or sort applies to (contract §17.2). */
export const searchScopeSchema = z.discriminatedUnion('entity', [
  recordScope,
  responseScope,
  suggestionScope,
  metadataScope,
]);
export type SearchScopeInput = z.output<typeof searchScopeSchema>;

const bound = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((b) => b ?? null);

const termsFilter = z.object({
  type: z.literal('terms'),
  scope: searchScopeSchema,
  values: z
    .array(z.union([z.string(), z.number()]).transform(String))
    .min(1)
    .max(250),
});

const rangeFilter = z
  .object({ type: z.literal('range'), scope: searchScopeSchema, ge: bound, le: bound })
  .superRefine((f, ctx) => {
    if (f.ge === null && f.le === null) {
      ctx.addIssue({ code: 'custom', message: "One of 'ge' or 'le' values must be specified" });
    } else if (f.ge !== null && f.le !== null && f.ge > f.le) {
      ctx.addIssue({ code: 'custom', message: "'ge' value must be lower or equal than 'le' value" });
    }
  });

/** A terms or range filter. */
export const searchFilterSchema = z.discriminatedUnion('type', [termsFilter, rangeFilter]);
export type SearchFilterInput = z.output<typeof searchFilterSchema>;

const vectorQuery = z
  .object({
    name: z.string(),
    record_id: uuidSchema.nullish().transform((r) => r ?? null),
    value: z
      .array(vectorComponentSchema)
      .nullish()
      .transform((v) => v ?? null),
    order: z.enum(['most_similar', 'least_similar']).default('most_similar'),
  })
  .superRefine((v, ctx) => {
    if ((v.record_id === null) === (v.value === null)) {
      ctx.addIssue({
        code: 'custom',
        message: "Either 'record_id' or 'value' attribute must be provided (but not both)",
      });
    }
  });

/** Sort entry: a scope and a direction. */
export const searchSortSchema = z.object({
  scope: searchScopeSchema,
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type SearchSortInput = z.output<typeof searchSortSchema>;

/** Body of the record searches; `{}` matches everything. `filters` needs `and` when sent. */
export const searchBodySchema = z
  .object({
    query: z
      .object({
        text: z
          .object({
            q: z.union([z.string(), z.number()]).transform(String),
            field: z
              .string()
              .nullish()
              .transform((f) => f ?? null),
          })
          .nullish(),
        vector: vectorQuery.nullish(),
      })
      .nullish(),
    filters: z.object({ and: z.array(searchFilterSchema).min(1).max(50) }).nullish(),
    sort: z.array(searchSortSchema).min(1).max(10).nullish(),
  })
  .default({});

export type SearchBodyInput = z.output<typeof searchBodySchema>;
