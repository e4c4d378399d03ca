import { describe, expect, it } from 'vitest';
import type { AgreementUnit } from './AgreementFigure';
import { datasetAgreement, type QuestionAnswers } from './datasetAgreement';
import { encodedUnits } from './encodedUnits';
import { readAnswers } from './readAnswers';
import { labelSetReader } from './setDistance';

const USERS = ['ann', 'bob', 'cai', 'dan'];

/** Answers (user → value) per record, some missing, null, malformed or undecodable (`undecodable`). */
type Raw = (unknown | undefined)[][];

const undecodable = Symbol('undecodable');

function objectUnits(raw: Raw): AgreementUnit[] {
  return raw.map((answers, r) => {
    const byUser: Record<string, unknown> = {};
    answers.forEach((value, user) => {
      if (value !== undefined && value !== undecodable) byUser[USERS[user] as string] = value;
    });
    return { id: `r${r}`, answers: byUser };
  });
}

/** The same units with each answer's text numbered into the distinct texts (`answerTexts`). */
function numbered(raw: Raw) {
  const units = encoded(raw);
  const distinct: (string | null)[] = [];
  const answerTexts = Int32Array.from(units.texts, (text) => {
    if (text === null) return -1;
    const at = distinct.indexOf(text);
    return at >= 0 ? at : distinct.push(text) - 1;
  });
  return encodedUnits({ ...units, texts: distinct, answerTexts });
}

function encoded(raw: Raw) {
  const starts = [0];
  const answerUsers: number[] = [];
  const texts: (string | null)[] = [];
  for (const answers of raw) {
    answers.forEach((value, user) => {
      if (value === undefined) return;
      answerUsers.push(user);
      texts.push(value === undecodable ? '{not json' : value === null ? null : JSON.stringify(value));
    });
    starts.push(texts.length);
  }
  return encodedUnits({
    unitIds: raw.map((_, r) => `r${r}`),
    userIds: USERS,
    starts: Int32Array.from(starts),
    answerUsers: Int32Array.from(answerUsers),
    texts,
  });
}

const questions: [QuestionAnswers['type'], Raw, (string | number)[]?][] = [
  [
    'label_selection',
    [['a', 'a', 'b'], [undefined, 'b', 'b', 7], ['', null, undecodable, 'c'], ['c', 'a']],
  ],
  [
    'multi_label_selection',
    [[['x', 'y'], ['y', 'x'], ['x']], [[], ['z', 'x', 'x']], [['y'], 'y', [1]], [undefined, ['x', 'y']]],
  ],
  ['rating', [[1, 2, 2], [3, '3', 3.5], [5, 5, null, 4], [undecodable, 1]]],
  [
    'ranking',
    [
      [
        [
          { value: 'w', rank: 1 },
          { value: 'x', rank: 2 },
        ],
        [
          { value: 'x', rank: 1 },
          { value: 'w', rank: 2 },
        ],
      ],
      [[{ value: 'w', rank: 1 }], [{ value: 'w', rank: 0 }], [{ value: 'x', rank: null }]],
    ],
    ['w', 'x', 'y'],
  ],
  ['text', [[' Paris', 'Paris\n', 'Rome'], ['', 'a', 'a']]],
  [
    'span',
    [
      [
        [{ start: 0, end: 3, label: 'P' }],
        [{ start: 0, end: 3, label: 'P' }],
      ],
      [[{ start: 1, end: 2, label: 'P' }], [], [{ start: 1, end: 4, label: 'P' }]],
    ],
  ],
];

describe('encoded units', () => {
  const review = { r0: 'a', r2: ['y'], r1: 3 };

  it('read as the objects they encode, value ids and annotators in the same order', () => {
    for (const [, raw] of questions) {
      const fromObjects = readAnswers(objectUnits(raw), labelSetReader, review);
      const units = encoded(raw);
      const { source, ...read } = readAnswers(units, labelSetReader, review);
      expect(read).toEqual(fromObjects);
      // Each answered unit names the encoded unit it was read from.
      expect(source?.unitIds).toBe(units.unitIds);
      expect(Array.from(source?.units ?? [], (u) => units.unitIds[u])).toEqual(read.unitIds);
      const { source: _numberedSource, ...readNumbered } = readAnswers(numbered(raw), labelSetReader, review);
      expect(readNumbered).toEqual(fromObjects);
    }
  });

  it('give the same dataset agreement as the objects they encode', () => {
    const input = (encode: boolean): QuestionAnswers[] =>
      questions.map(([type, raw, options]) => ({
        name: type,
        type,
        ...(options ? { options } : {}),
        units: encode ? encoded(raw) : objectUnits(raw),
        review,
      }));
    const expected = datasetAgreement(input(false));
    expect(expected.items.length).toBeGreaterThan(10);
    expect(datasetAgreement(input(true))).toEqual(expected);
    const numberedInput = input(false).map((question, q) => ({
      ...question,
      units: numbered((questions[q] as (typeof questions)[number])[1]),
    }));
    expect(datasetAgreement(numberedInput)).toEqual(expected);
  });
});
