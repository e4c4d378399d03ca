import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../api/wire/questions';
import type { ValidatedQuestion } from './answerValidity';
import { hasAnyAnswer, hasNonEmptyAnswer, isNonEmptyAnswer, toResponseValues } from './responseValues';

const q = (name: string, type: QuestionType, options: string[] = []): ValidatedQuestion => ({
  name,
  type,
  required: false,
  options: options.map((value) => ({ id: value, value, text: value, description: null, color: null })),
});
const questions = [
  q('sentiment', 'label_selection', ['a']),
  q('notes', 'text'),
  q('order', 'ranking', ['x', 'y']),
  q('entities', 'span', ['p']),
];

describe('toResponseValues', () => {
  it('wraps only valid and partially valid answers, spans default to none, and adds the duration', () => {
    const values = toResponseValues(
      questions,
      {
        sentiment: 'a',
        notes: '',
        order: [
          { value: 'x', rank: 1 },
          { value: 'y', rank: null },
        ],
      },
      12,
    );
    expect(values).toEqual({
      sentiment: { value: 'a' },
      order: {
        value: [
          { value: 'x', rank: 1 },
          { value: 'y', rank: null },
        ],
      },
      entities: { value: [] },
      duration: { value: 12 },
    });
  });

  it('sends no duration when nothing was answered', () => {
    expect(toResponseValues(questions, {}, 30)).toEqual({ entities: { value: [] } });
    expect(hasAnyAnswer(questions, { entities: [] })).toBe(false);
    expect(hasAnyAnswer(questions, { notes: 'x' })).toBe(true);
  });
});

describe('isNonEmptyAnswer', () => {
  it('needs non-blank text, a number, a non-empty list or a table with rows', () => {
    expect(isNonEmptyAnswer(undefined)).toBe(false);
    expect(isNonEmptyAnswer('  ')).toBe(false);
    expect(isNonEmptyAnswer('a')).toBe(true);
    expect(isNonEmptyAnswer(0)).toBe(true);
    expect(isNonEmptyAnswer([])).toBe(false);
    expect(isNonEmptyAnswer(['x'])).toBe(true);
    expect(isNonEmptyAnswer({ data: [], schema: { fields: [] } })).toBe(false);
    expect(isNonEmptyAnswer({ data: [{ a: 1 }], schema: { fields: [] } })).toBe(true);
    expect(hasNonEmptyAnswer(questions, { notes: ' ', entities: [] })).toBe(false);
    expect(hasNonEmptyAnswer(questions, { notes: 'x' })).toBe(true);
  });
});
