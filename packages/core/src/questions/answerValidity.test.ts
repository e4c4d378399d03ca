import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../api/wire/questions';
import type { QuestionOption } from '../model/Question';
import {
  answerValidity,
  isRecordComplete,
  isSendable,
  validityOf,
  type ValidatedQuestion,
} from './answerValidity';

const option = (value: string | number): QuestionOption => ({
  id: String(value),
  value,
  text: String(value),
  description: null,
  color: null,
});
const question = (
  type: QuestionType,
  options: (string | number)[] = [],
  required = true,
  name: string = type,
): ValidatedQuestion => ({
  name,
  type,
  required,
  options: options.map(option),
});

describe('answerValidity', () => {
  it('text is valid only when not empty', () => {
    const text = question('text');
    expect(answerValidity(text, 'an answer')).toBe('valid');
    expect(answerValidity(text, '')).toBe('invalid');
    expect(answerValidity(text, '   ')).toBe('invalid');
    expect(answerValidity(text, undefined)).toBe('invalid');
  });

  it.each(['label_selection', 'dynamic_label_selection'] as const)('%s needs a selected value', (type) => {
    const label = question(type, ['a', 'b']);
    expect(answerValidity(label, 'a')).toBe('valid');
    expect(answerValidity(label, '')).toBe('invalid');
    expect(answerValidity(label, undefined)).toBe('invalid');
  });

  it.each(['multi_label_selection', 'dynamic_multi_label_selection'] as const)(
    '%s needs at least one value',
    (type) => {
      const multi = question(type, ['a', 'b']);
      expect(answerValidity(multi, ['a', 'b'])).toBe('valid');
      expect(answerValidity(multi, [])).toBe('invalid');
      expect(answerValidity(multi, undefined)).toBe('invalid');
    },
  );

  it('rating needs a selected number', () => {
    const rating = question('rating', [1, 2, 3]);
    expect(answerValidity(rating, 3)).toBe('valid');
    expect(answerValidity(rating, 0)).toBe('valid');
    expect(answerValidity(rating, undefined)).toBe('invalid');
    expect(answerValidity(rating, '3')).toBe('invalid');
  });

  it('ranking is valid when every option is ranked, partially valid when some are', () => {
    const ranking = question('ranking', ['a', 'b', 'c']);
    expect(
      answerValidity(ranking, [
        { value: 'a', rank: 1 },
        { value: 'b', rank: 2 },
        { value: 'c', rank: 2 },
      ]),
    ).toBe('valid');
    expect(
      answerValidity(ranking, [
        { value: 'a', rank: 1 },
        { value: 'b', rank: null },
        { value: 'c', rank: null },
      ]),
    ).toBe('partiallyValid');
    expect(
      answerValidity(ranking, [
        { value: 'a', rank: null },
        { value: 'b', rank: null },
      ]),
    ).toBe('invalid');
    expect(
      answerValidity(ranking, [
        { value: 'a', rank: 1 },
        { value: 'b', rank: 2 },
      ]),
    ).toBe('partiallyValid');
    expect(answerValidity(ranking, undefined)).toBe('invalid');
  });

  it('table needs at least one row', () => {
    const table = question('table');
    const schema = { fields: [{ name: 'x' }], primaryKey: ['x'] };
    expect(answerValidity(table, { data: [{ x: 1 }], schema })).toBe('valid');
    expect(answerValidity(table, { data: [], schema })).toBe('invalid');
    expect(answerValidity(table, undefined)).toBe('invalid');
  });

  it('span is always valid', () => {
    const span = question('span', ['person']);
    expect(answerValidity(span, undefined)).toBe('valid');
    expect(answerValidity(span, [])).toBe('valid');
    expect(answerValidity(span, [{ start: 0, end: 4, label: 'person' }])).toBe('valid');
  });

  it('sends only valid and partially valid answers', () => {
    expect(isSendable('valid')).toBe(true);
    expect(isSendable('partiallyValid')).toBe(true);
    expect(isSendable('invalid')).toBe(false);
  });
});

describe('isRecordComplete', () => {
  const sentiment = question('label_selection', ['a', 'b'], true, 'sentiment');
  const notes = question('text', [], false, 'notes');
  const order = question('ranking', ['x', 'y'], false, 'order');
  const questions = [sentiment, notes, order];
  const complete = (answers: Parameters<typeof validityOf>[1]) =>
    isRecordComplete(questions, validityOf(questions, answers));

  it('needs every required question answered validly', () => {
    expect(complete({})).toBe(false);
    expect(complete({ sentiment: 'a' })).toBe(true);
  });

  it('accepts an optional ranking with none or all options ranked, not with some', () => {
    expect(
      complete({
        sentiment: 'a',
        order: [
          { value: 'x', rank: null },
          { value: 'y', rank: null },
        ],
      }),
    ).toBe(true);
    expect(
      complete({
        sentiment: 'a',
        order: [
          { value: 'x', rank: 1 },
          { value: 'y', rank: 2 },
        ],
      }),
    ).toBe(true);
    expect(
      complete({
        sentiment: 'a',
        order: [
          { value: 'x', rank: 1 },
          { value: 'y', rank: null },
        ],
      }),
    ).toBe(false);
  });

  it('does not require optional answers', () => {
    expect(complete({ sentiment: 'b', notes: '' })).toBe(true);
  });
});
