import type { WireQuestionSettings } from '@marginalia/core';
import { describe, expect, it } from 'vitest';
import { storedAnswerValue, storedResponseValues } from './stored-answer-value';

const option = (value: string) => ({ value, text: value.toUpperCase(), description: null });
const ranking: WireQuestionSettings = { type: 'ranking', options: [option('a'), option('b')] };
const span: WireQuestionSettings = {
  type: 'span',
  field: 'text',
  options: [option('PER')],
  visible_options: null,
  allow_overlapping: false,
};
const multiLabel: WireQuestionSettings = {
  type: 'multi_label_selection',
  options: [option('1'), option('2')],
  visible_options: null,
  options_order: 'natural',
};

describe('storedAnswerValue', () => {
  it('keeps a ranking item’s value and rank only, the rank read as pydantic’s lax int and null when absent', () => {
    const sent = [
      { value: 'a', rank: 1, text: 'A', description: 'first', id: 'opt-1' },
      { value: 'b', rank: '2' },
      { value: 'c' },
      { value: 'd', rank: 2.0, extra: { nested: true } },
    ];
    expect(storedAnswerValue(sent, ranking, 'response')).toEqual([
      { value: 'a', rank: 1 },
      { value: 'b', rank: 2 },
      { value: 'c', rank: null },
      { value: 'd', rank: 2 },
    ]);
    expect(storedAnswerValue(sent, ranking, 'suggestion')).toEqual(
      storedAnswerValue(sent, ranking, 'response'),
    );
  });

  it('leaves what cannot be read for validation to refuse', () => {
    expect(storedAnswerValue([{ value: 'a', rank: 'first' }, 'b'], ranking, 'response')).toEqual([
      { value: 'a', rank: 'first' },
      'b',
    ]);
    expect(storedAnswerValue('a', ranking, 'response')).toBe('a');
    expect(storedAnswerValue([{ label: 'PER', start: 1.5 }], span, 'response')).toEqual([
      { label: 'PER', start: 1.5 },
    ]);
  });

  it('keeps a span’s label, start and end only', () => {
    expect(
      storedAnswerValue([{ label: 'PER', start: '0', end: 3, text: 'Ada', score: 0.9 }], span, 'suggestion'),
    ).toEqual([{ label: 'PER', start: 0, end: 3 }]);
  });

  it('turns numbers of a multi-label response into text, as the original’s response model does', () => {
    expect(storedAnswerValue([1, '2', true], multiLabel, 'response')).toEqual(['1', '2', true]);
    expect(storedAnswerValue([1, 2], multiLabel, 'suggestion')).toEqual([1, 2]);
  });
});

describe('storedResponseValues', () => {
  it('stores each answer in its question’s form and leaves keys without a question as sent', () => {
    const questions = [{ name: 'rank', settings: ranking }];
    expect(
      storedResponseValues(
        { rank: { value: [{ value: 'a', rank: 1, text: 'A' }] }, duration: { value: 4 } },
        questions,
      ),
    ).toEqual({ rank: { value: [{ value: 'a', rank: 1 }] }, duration: { value: 4 } });
    expect(storedResponseValues(null, questions)).toBeNull();
  });
});
