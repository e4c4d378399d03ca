import { z } from './zod';
import { boundedString, nullable } from './common';
import { RECORD_SCOPE_PROPERTIES, SORT_ORDERS, SUGGESTION_SCOPE_PROPERTIES, VECTOR_ORDERS } from './enums';
import { recordSchema, vectorValuesSchema } from './records';
import { uuidSchema } from './uuid';

const recordScope = z.object({ entity: z.literal('record'), property: z.enum(RECORD_SCOPE_PROPERTIES) });
const responseScope = z.object({
  entity: z.literal('response'),
  question: nullable(z.string()),
  property: nullable(z.literal('status')),
});
const suggestionScope = z.object({
  entity: z.literal('suggestion'),
  question: z.string(),
  property: z.enum(SUGGESTION_SCOPE_PROPERTIES).default('value'),
});
const metadataScope = z.object({ entity: z.literal('metadata'), metadata_property: boundedString(1, 200) });

/** What a filter or sort applies to (contract §17.2). */
export const searchScopeSchema = z.discriminatedUnion('entity', [
  recordScope,
  responseScope,
  suggestionScope,
  metadataScope,
]);
export type SearchScope = z.input<typeof searchScopeSchema>;
export type SearchScopeParsed = z.output<typeof searchScopeSchema>;

const bound = nullable(z.union([z.number(), z.string()]));

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
export type SearchFilter = z.input<typeof searchFilterSchema>;
export type SearchFilterParsed = z.output<typeof searchFilterSchema>;

const vectorQuery = z
  .object({
    name: z.string(),
    record_id: nullable(uuidSchema),
    value: nullable(vectorValuesSchema),
    order: z.enum(VECTOR_ORDERS).default('most_similar'),
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
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type SearchSort = z.input<typeof searchSortSchema>;
export type SearchSortParsed = z.output<typeof searchSortSchema>;

const searchQuerySchema = z.object({
  text: z
    .object({ q: z.union([z.string(), z.number()]).transform(String), field: nullable(z.string()) })
    .nullish(),
  vector: vectorQuery.nullish(),
});
/** The original UI also sends `vector.max_results`, which the server ignores (unknown keys are dropped). */
export type SearchQuery = z.input<typeof searchQuerySchema> & {
  vector?: { max_results?: number } | null;
};

/** Body of the record searches; `{}` (or no body) matches everything. `filters` needs `and` when sent. */
export const searchRecordsBodySchema = z
  .object({
    query: searchQuerySchema.nullish(),
    filters: z.object({ and: z.array(searchFilterSchema).min(1).max(50) }).nullish(),
    sort: z.array(searchSortSchema).min(1).max(10).nullish(),
  })
  .default({});
export type SearchRecordsBody = Omit<
  NonNullable<z.input<typeof searchRecordsBodySchema>>,
  'query' | 'filters'
> & {
  query?: SearchQuery;
  filters?: { and: SearchFilter[]; type?: 'and' };
};

/** What the server reads from a search body. */
export type SearchRecordsBodyParsed = z.output<typeof searchRecordsBodySchema>;

/** A search answer: records with their scores, and the exact total. */
export const searchResultSchema = z.object({
  items: z.array(z.object({ record: recordSchema, query_score: z.number().nullable() })),
  total: z.number(),
});
export type WireSearchResult = z.infer<typeof searchResultSchema>;

/**
 * `POST /me/datasets/{id}/records/search/page` (Marginalia's, beside the v1 search): one page of the same search
 * without counting every match. `total` is exact when the page tells it (it holds the last matches, or a text
 * query counted them on the way) and null while more records follow the page.
 */
export const searchPageSchema = z.object({ items: searchResultSchema.shape.items, total: z.number().nullable() });
export type WireSearchPage = z.infer<typeof searchPageSchema>;

/** `POST /me/datasets/{id}/records/search/total` (Marginalia's): the exact total of a search, without records. */
export const searchTotalSchema = z.object({ total: z.number() });
export type WireSearchTotal = z.infer<typeof searchTotalSchema>;

/** `GET /datasets/{id}/records/search/suggestions/options`. */
export const suggestionOptionsSchema = z.object({
  items: z.array(
    z.object({ question: z.object({ id: z.string(), name: z.string() }), agents: z.array(z.string()) }),
  ),
});
export type WireSuggestionOptions = z.infer<typeof suggestionOptionsSchema>;

export type { SearchInclude } from './enums';
