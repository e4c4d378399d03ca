import { z } from 'zod';
import { boundedString, pyRepr } from '../common/schemas';

/** Max options of label and span questions (`ARGILLA_LABEL_SELECTION_OPTIONS_MAX_ITEMS` / `..._SPAN_...`). */
export const LABEL_OPTIONS_MAX_ITEMS = 500;
export const SPAN_OPTIONS_MAX_ITEMS = 500;

const optionSchema = z.object({
  value: boundedString(1, 200),
  text: boundedString(1, 500),
  description: boundedString(1, 1000)
    .nullish()
    .transform((d) => d ?? null),
});

/** Reports duplicate option values the way pydantic does (`{'a', 'b'}` is a Python set). */
function uniqueValues(options: readonly { value: unknown }[], ctx: z.RefinementCtx): void {
  const seen = new Set<unknown>();
  const duplicates: unknown[] = [];
  for (const option of options) {
    if (seen.has(option.value) && !duplicates.includes(option.value)) duplicates.push(option.value);
    seen.add(option.value);
  }
  if (duplicates.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `Option values must be unique, found duplicates: {${duplicates.map(pyRepr).join(', ')}}`,
    });
  }
}

/** Message when `visible_options` exceeds the number of options. */
export function visibleOptionsMessage(count: number): string {
  return `the value for 'visible_options' must be less or equal to the number of items in 'options' (${count})`;
}

function visibleOptionsFit(
  settings: { options: unknown[]; visible_options: number | null },
  ctx: z.RefinementCtx,
): void {
  if (settings.visible_options !== null && settings.visible_options > settings.options.length) {
    ctx.addIssue({ code: 'custom', message: visibleOptionsMessage(settings.options.length) });
  }
}

const visibleOptions = z
  .int()
  .min(3)
  .nullish()
  .transform((v) => v ?? null);
const labelOptions = z.array(optionSchema).max(LABEL_OPTIONS_MAX_ITEMS);

/** Question settings on create, per type (contract §10). */
export const questionSettingsCreateSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    use_markdown: z.boolean().default(false),
    use_table: z.boolean().default(false),
  }),
  z
    .object({
      type: z.literal('rating'),
      options: z
        .array(z.object({ value: z.int().min(0).max(10) }))
        .min(2)
        .max(11),
    })
    .superRefine((s, ctx) => uniqueValues(s.options, ctx)),
  z
    .object({ type: z.literal('label_selection'), options: labelOptions, visible_options: visibleOptions })
    .superRefine((s, ctx) => {
      uniqueValues(s.options, ctx);
      visibleOptionsFit(s, ctx);
    }),
  z
    .object({
      type: z.literal('dynamic_label_selection'),
      options: labelOptions,
      visible_options: visibleOptions,
    })
    .superRefine((s, ctx) => uniqueValues(s.options, ctx)),
  z
    .object({
      type: z.literal('multi_label_selection'),
      options: labelOptions,
      visible_options: visibleOptions,
      options_order: z.enum(['natural', 'suggestion']).default('natural'),
    })
    .superRefine((s, ctx) => {
      uniqueValues(s.options, ctx);
      visibleOptionsFit(s, ctx);
    }),
  z
    .object({
      type: z.literal('dynamic_multi_label_selection'),
      options: labelOptions,
      visible_options: visibleOptions,
      options_order: z.enum(['natural', 'suggestion']).default('natural'),
    })
    .superRefine((s, ctx) => uniqueValues(s.options, ctx)),
  z
    .object({ type: z.literal('ranking'), options: z.array(optionSchema).min(2).max(50) })
    .superRefine((s, ctx) => uniqueValues(s.options, ctx)),
  z
    .object({
      type: z.literal('span'),
      field: boundedString(1, 200),
      options: z.array(optionSchema).min(1).max(SPAN_OPTIONS_MAX_ITEMS),
      visible_options: visibleOptions,
      allow_overlapping: z.boolean().default(false),
    })
    .superRefine((s, ctx) => {
      uniqueValues(s.options, ctx);
      visibleOptionsFit(s, ctx);
    })
    .transform((s) => ({ ...s, allow_character_annotation: true })),
  z.object({ type: z.literal('table') }),
]);

export type QuestionSettings = z.output<typeof questionSettingsCreateSchema>;

/** Body of `POST /datasets/{id}/questions`. */
export const questionCreateSchema = z.object({
  name: boundedString(1, 200),
  title: boundedString(1, 500),
  description: boundedString(1, 1000)
    .nullish()
    .transform((d) => d ?? null),
  required: z.boolean().default(false),
  settings: questionSettingsCreateSchema,
});

export type QuestionCreateInput = z.output<typeof questionCreateSchema>;

/** Settings on `PATCH /questions/{id}`: the type plus the keys that may change (checked by the service). */
const questionSettingsUpdateSchema = z.object({
  type: z.enum([
    'text',
    'rating',
    'label_selection',
    'multi_label_selection',
    'dynamic_label_selection',
    'dynamic_multi_label_selection',
    'ranking',
    'span',
    'table',
  ]),
  use_markdown: z.boolean().optional(),
  use_table: z.boolean().optional(),
  options: z
    .array(optionSchema)
    .superRefine((options, ctx) => uniqueValues(options, ctx))
    .optional(),
  visible_options: visibleOptions.optional(),
  options_order: z.enum(['natural', 'suggestion']).optional(),
  allow_overlapping: z.boolean().optional(),
});

export type QuestionSettingsUpdate = z.output<typeof questionSettingsUpdateSchema>;

/** Body of `PATCH /questions/{id}`: `name` and `required` are ignored. */
export const questionUpdateSchema = z
  .object({
    title: boundedString(1, 500).nullish(),
    description: boundedString(1, 1000).nullish(),
    settings: questionSettingsUpdateSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    const nulls = (['title', 'settings'] as const).filter((key) => value[key] === null);
    if (nulls.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `The following keys must have non-null values: ${nulls.join(', ')}`,
      });
    }
  });

export type QuestionUpdateInput = z.output<typeof questionUpdateSchema>;
