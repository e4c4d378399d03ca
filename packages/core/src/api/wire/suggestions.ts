import { z } from './zod';
import { laxNumber } from './lax';
import { nullable, timestampsSchema, type PydanticIssueParams } from './common';
import { SUGGESTION_TYPES } from './enums';
import { uuidSchema } from './uuid';

const AGENT_PATTERN = /^(?=.*[a-zA-Z0-9])[a-zA-Z0-9\-_:./ ]+$/;
const score = laxNumber({ min: 0, max: 1 });

/** `score` and `value` must agree: one score per value of a list, a single score for a single value. */
function scoreMatchesValue(
  s: { value: unknown; score: number | number[] | null },
  ctx: z.RefinementCtx,
): void {
  if (s.score === null) return;
  if (Array.isArray(s.score) && !Array.isArray(s.value)) {
    ctx.addIssue({ code: 'custom', message: 'a list of score values is allowed for a list of values only' });
  } else if (!Array.isArray(s.score) && Array.isArray(s.value)) {
    ctx.addIssue({ code: 'custom', message: 'a single score value is not allowed for a list of values' });
  } else if (Array.isArray(s.score) && Array.isArray(s.value) && s.score.length !== s.value.length) {
    ctx.addIssue({
      code: 'custom',
      message: "number of items on 'value' and 'score' attributes doesn't match",
    });
  }
}

/** SuggestionCreate (contract §14): in record create/upsert/patch and `PUT /records/{id}/suggestions`. */
export const suggestionCreateSchema = z
  .object({
    question_id: uuidSchema,
    value: z.unknown(),
    type: nullable(z.enum(SUGGESTION_TYPES)),
    agent: nullable(z.string().min(1).max(200).regex(AGENT_PATTERN)),
    score: nullable(z.union([score, z.array(score).min(1)])),
  })
  .superRefine((s, ctx) => {
    if (s.value === undefined || s.value === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Field required',
        path: ['value'],
        params: { pydanticType: 'missing' } satisfies PydanticIssueParams,
      });
      return;
    }
    scoreMatchesValue(s, ctx);
  });
export type SuggestionCreate = z.input<typeof suggestionCreateSchema>;
export type SuggestionCreateParsed = z.output<typeof suggestionCreateSchema>;

/** A suggestion as the server answers it (timestamps are missing inside records of older servers). */
export const suggestionSchema = timestampsSchema.partial().extend({
  id: z.string(),
  question_id: z.string(),
  type: z.enum(SUGGESTION_TYPES).nullable(),
  value: z.unknown(),
  agent: z.string().nullable(),
  score: z.union([z.number(), z.array(z.number())]).nullable(),
});
export type WireSuggestion = z.infer<typeof suggestionSchema>;
