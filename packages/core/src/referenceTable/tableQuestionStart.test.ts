import { describe, expect, it } from 'vitest';
import { tableQuestionStart } from './tableQuestionStart';

const suggested = { schema: { fields: [{ name: 'arm' }] }, data: [{ arm: 'drug' }] };
const answer = { schema: { fields: [{ name: 'arm' }] }, data: [{ arm: 'placebo' }] };

describe('tableQuestionStart', () => {
  it('opens the answer, else the suggested table, else one empty column', () => {
    expect(tableQuestionStart(answer, suggested)).toEqual(answer);
    expect(tableQuestionStart(undefined, suggested)).toEqual(suggested);
    expect(tableQuestionStart(undefined, 'not a table').schema.fields.map((field) => field.name)).toEqual(['newColumn']);
  });
});
