import { describe, expect, it } from 'vitest';
import { digestAnswerTexts } from './record-answers-rows';

describe('digestAnswerTexts', () => {
  it('cuts a list into the JSON text of each value, null for no answer', () => {
    const values = [
      'a',
      null,
      3.5,
      ['t1', 'a,b', '[x]'],
      [
        { value: 'w', rank: 1 },
        { value: 'x', rank: null },
      ],
      'quote " and \\ backslash, {brace} ]',
      { nested: { list: [1, [2, 3]], text: '\\"' } },
      'é ✓ \u2028',
      [],
      {},
      false,
    ];
    expect(digestAnswerTexts(JSON.stringify(values))).toEqual(
      values.map((v) => (v === null ? null : JSON.stringify(v))),
    );
  });

  it('reads an empty list, a single value and white space around values', () => {
    expect(digestAnswerTexts('[]')).toEqual([]);
    expect(digestAnswerTexts('["a"]')).toEqual(['"a"']);
    expect(digestAnswerTexts(' [ "a" , null ,[1, 2] ] ')).toEqual(['"a"', null, '[1, 2]']);
  });

  it('fails on a text that is not JSON, as decoding it does', () => {
    expect(() => digestAnswerTexts('{not json')).toThrow(SyntaxError);
  });
});
