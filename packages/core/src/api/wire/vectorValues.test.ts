import { describe, expect, it } from 'vitest';
import { recordsBulkUpsertSchema, vectorComponentSchema, vectorValuesSchema } from './records';
import { z } from './zod';

/** What `vectorValuesSchema` stands in for: every component through `vectorComponentSchema`. */
const componentByComponent = z.array(vectorComponentSchema);
const parsedBy = (schema: z.ZodType, input: unknown) => schema.safeParse(input, { reportInput: true });

describe('vectorValuesSchema', () => {
  it.each([[[]], [[0, -0, 1.5, -2e-40, 3.4e38]], [[1, 2, 3]]])('accepts %j in one loop as it is', (input) => {
    expect(parsedBy(vectorValuesSchema, input)).toEqual({ success: true, data: input });
  });

  it.each([
    [['1', 0, ' 0.25 ']],
    [[true, false]],
    [['1_000', '.5', '1e3']],
  ])('coerces %j as each component would be', (input) => {
    expect(parsedBy(vectorValuesSchema, input)).toEqual(parsedBy(componentByComponent, input));
  });

  it.each([
    [[1e300, 0]],
    [['inf', 0, 'nan']],
    [[0, null, {}, [], 'x']],
    [[3.5e38, -3.5e38]],
    ['not an array'],
    [{ 0: 1 }],
    [null],
  ])('refuses %j with the issues of a component-by-component parse', (input) => {
    const fast = parsedBy(vectorValuesSchema, input);
    expect(fast.success).toBe(false);
    expect(fast.error?.issues).toEqual(parsedBy(componentByComponent, input).error?.issues);
  });

  it('places the issues of a record under its vector, as before', () => {
    const body = {
      items: [
        { fields: { text: 'a' }, vectors: { embedding: [0, 1] } },
        { fields: { text: 'b' }, vectors: { embedding: [0, 'x', 1e39], other: 'no' } },
      ],
    };
    const issues = parsedBy(recordsBulkUpsertSchema, body).error?.issues;
    expect(issues?.map((i) => [i.path, i.code, i.message, i.input])).toEqual([
      [['items', 1, 'vectors', 'embedding', 1], 'custom', expect.stringMatching(/valid number/), 'x'],
      [['items', 1, 'vectors', 'embedding', 2], 'custom', 'Input should be a finite number', 1e39],
      [['items', 1, 'vectors', 'other'], 'invalid_type', expect.any(String), 'no'],
    ]);
  });
});
