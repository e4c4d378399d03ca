import { z } from 'zod';
import { uuidSchema } from '../common/uuid';

const AGENT_PATTERN = /^(?=.*[a-zA-Z0-9])[a-zA-Z0-9\-_:./ ]+$/;
const score = z.number().min(0).max(1);

/** SuggestionCreate (contract §14): used in record create/upsert/patch and `PUT /records/{id}/suggestions`. */
export const suggestionCreateSchema = z
  .object({
    question_id: uuidSchema,
    value: z.unknown(),
    type: z
      .enum(['model', 'human', 'selection'])
      .nullish()
      .transform((t) => t ?? null),
    agent: z
      .string()
      .min(1)
      .max(200)
      .regex(AGENT_PATTERN)
      .nullish()
      .transform((a) => a ?? null),
    score: z
      .union([score, z.array(score).min(1)])
      .nullish()
      .transform((s) => s ?? null),
  })
  .superRefine((s, ctx) => {
    if (s.value === undefined || s.value === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Field required',
        path: ['value'],
        params: { pydanticType: 'missing' },
      });
      return;
    }
    if (s.score === null) return;
    if (Array.isArray(s.score) && !Array.isArray(s.value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'a list of score values is allowed for a list of values only',
      });
    } else if (!Array.isArray(s.score) && Array.isArray(s.value)) {
      ctx.addIssue({ code: 'custom', message: 'a single score value is not allowed for a list of values' });
    } else if (Array.isArray(s.score) && Array.isArray(s.value) && s.score.length !== s.value.length) {
      ctx.addIssue({
        code: 'custom',
        message: "number of items on 'value' and 'score' attributes doesn't match",
      });
    }
  });

export type SuggestionCreateInput = z.output<typeof suggestionCreateSchema>;
