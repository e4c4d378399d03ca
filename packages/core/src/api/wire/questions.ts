import { z } from './zod';
import { laxBool, laxInt } from './lax';
import { boundedString, nullable, refuseNulls, timestampsSchema } from './common';
import { OPTIONS_ORDERS } from './enums';
import { pyRepr } from './pyRepr';

/** Max options of label and span questions (`ARGILLA_LABEL_SELECTION_OPTIONS_MAX_ITEMS` / `..._SPAN_...`). */
export const LABEL_OPTIONS_MAX_ITEMS = 500;
export const SPAN_OPTIONS_MAX_ITEMS = 500;

export const optionSchema = z.object({
  value: boundedString(1, 200),
  text: boundedString(1, 500),
  description: nullable(boundedString(1, 1000)),
});
export type WireOption = z.infer<typeof answeredOption>;

export const ratingOptionSchema = z.object({ value: laxInt({ min: 0, max: 10 }) });
export type WireRatingOption = z.infer<typeof ratingOptionSchema>;

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

function uniqueAndVisible(
  settings: { options: { value: unknown }[]; visible_options: number | null },
  ctx: z.RefinementCtx,
): void {
  uniqueValues(settings.options, ctx);
  visibleOptionsFit(settings, ctx);
}

const visibleOptions = nullable(laxInt({ min: 3 }));
const labelOptions = z.array(optionSchema).max(LABEL_OPTIONS_MAX_ITEMS);
const optionsOrder = z.enum(OPTIONS_ORDERS).default('natural');
const labelSettings = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), options: labelOptions, visible_options: visibleOptions });
const multiLabelSettings = <T extends string>(type: T) =>
  labelSettings(type).extend({ options_order: optionsOrder });

/** Question settings on create, per type (contract §10). */
export const questionSettingsCreateSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    use_markdown: laxBool().default(false),
    use_table: laxBool().default(false),
  }),
  z
    .object({ type: z.literal('rating'), options: z.array(ratingOptionSchema).min(2).max(11) })
    .superRefine((s, ctx) => uniqueValues(s.options, ctx)),
  labelSettings('label_selection').superRefine(uniqueAndVisible),
  labelSettings('dynamic_label_selection').superRefine((s, ctx) => uniqueValues(s.options, ctx)),
  multiLabelSettings('multi_label_selection').superRefine(uniqueAndVisible),
  multiLabelSettings('dynamic_multi_label_selection').superRefine((s, ctx) => uniqueValues(s.options, ctx)),
  z
    .object({ type: z.literal('ranking'), options: z.array(optionSchema).min(2).max(50) })
    .superRefine((s, ctx) => uniqueValues(s.options, ctx)),
  z
    .object({
      type: z.literal('span'),
      field: boundedString(1, 200),
      options: z.array(optionSchema).min(1).max(SPAN_OPTIONS_MAX_ITEMS),
      visible_options: visibleOptions,
      allow_overlapping: laxBool().default(false),
    })
    .superRefine(uniqueAndVisible)
    .transform((s) => ({ ...s, allow_character_annotation: true })),
  z.object({ type: z.literal('table') }),
]);

const answeredOption = z.object({
  value: z.string(),
  text: z.string(),
  description: z.string().nullable().optional(),
});
const answeredLabels = <T extends string>(type: T) =>
  z.object({
    type: z.literal(type),
    options: z.array(answeredOption),
    visible_options: z.number().nullable(),
  });

/** Question settings as the server answers them; keys that older servers omit are optional. */
export const questionSettingsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), use_markdown: z.boolean(), use_table: z.boolean().optional() }),
  z.object({ type: z.literal('rating'), options: z.array(ratingOptionSchema) }),
  answeredLabels('label_selection'),
  answeredLabels('dynamic_label_selection'),
  answeredLabels('multi_label_selection').extend({ options_order: z.enum(OPTIONS_ORDERS) }),
  answeredLabels('dynamic_multi_label_selection').extend({ options_order: z.enum(OPTIONS_ORDERS) }),
  z.object({ type: z.literal('ranking'), options: z.array(answeredOption) }),
  z.object({
    type: z.literal('span'),
    field: z.string(),
    options: z.array(answeredOption),
    visible_options: z.number().nullable(),
    allow_overlapping: z.boolean(),
    allow_character_annotation: z.boolean().optional(),
  }),
  z.object({ type: z.literal('table') }),
]);
export type WireQuestionSettings = z.infer<typeof questionSettingsSchema>;

/** Body of `POST /datasets/{id}/questions`. */
export const questionCreateSchema = z.object({
  name: boundedString(1, 200),
  title: boundedString(1, 500),
  description: nullable(boundedString(1, 1000)),
  required: laxBool().default(false),
  settings: questionSettingsCreateSchema,
});
export type QuestionCreate = z.input<typeof questionCreateSchema>;
export type QuestionCreateParsed = z.output<typeof questionCreateSchema>;

/** An option on update: only the type of each key is checked (the server compares values with the stored ones). */
const updateOption = z.object({ value: z.string(), text: z.string(), description: nullable(z.string()) });
const labelSettingsUpdate = <T extends string>(type: T) =>
  z.object({
    type: z.literal(type),
    visible_options: laxInt().nullish(),
    options: z.array(updateOption).max(LABEL_OPTIONS_MAX_ITEMS).nullish(),
  });

/**
 * Settings on `PATCH /questions/{id}`, per type: the keys that may change (others are ignored). Rating, ranking
 * and table questions change nothing but must name their type; the server checks options against the stored ones.
 */
export const questionSettingsUpdateSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('text'),
      use_markdown: laxBool().nullish(),
      use_table: laxBool().nullish(),
    })
    .superRefine(refuseNulls(['use_markdown', 'use_table'])),
  z.object({ type: z.literal('rating') }),
  labelSettingsUpdate('label_selection'),
  labelSettingsUpdate('dynamic_label_selection'),
  labelSettingsUpdate('multi_label_selection')
    .extend({ options_order: z.enum(OPTIONS_ORDERS).nullish() })
    .superRefine(refuseNulls(['options_order'])),
  labelSettingsUpdate('dynamic_multi_label_selection')
    .extend({ options_order: z.enum(OPTIONS_ORDERS).nullish() })
    .superRefine(refuseNulls(['options_order'])),
  z.object({ type: z.literal('ranking') }),
  z.object({
    type: z.literal('span'),
    options: z.array(updateOption).min(1).max(SPAN_OPTIONS_MAX_ITEMS).nullish(),
    visible_options: laxInt({ min: 3 }).nullish(),
    allow_overlapping: laxBool().nullish(),
  }),
  z.object({ type: z.literal('table') }),
]);
export type QuestionSettingsUpdate = z.input<typeof questionSettingsUpdateSchema>;
export type QuestionSettingsUpdateParsed = z.output<typeof questionSettingsUpdateSchema>;

/** Body of `PATCH /questions/{id}`: `name` and `required` are ignored. */
export const questionUpdateSchema = z
  .object({
    title: boundedString(1, 500).nullish(),
    description: boundedString(1, 1000).nullish(),
    settings: questionSettingsUpdateSchema.nullish(),
  })
  .superRefine(refuseNulls(['title', 'settings']));
export type QuestionUpdate = z.input<typeof questionUpdateSchema>;
export type QuestionUpdateParsed = z.output<typeof questionUpdateSchema>;

/** A question as the server answers it. */
export const questionSchema = timestampsSchema.extend({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  required: z.boolean(),
  settings: questionSettingsSchema,
  dataset_id: z.string(),
});
export type WireQuestion = z.infer<typeof questionSchema>;

export { QUESTION_TYPES, type QuestionType } from './enums';
