import { describe, expect, it } from 'vitest';
import { toQuestion, type Question } from '../model/Question';
import type { Suggestion } from '../model/Suggestion';
import type { WireQuestion } from '../api/wire/questions';
import { optionSuggestionScore, orderOptions } from './optionOrder';

const AT = '2024-05-01T10:22:33';
function makeQuestion(wire: Pick<WireQuestion, 'name' | 'settings'>): Question {
  return toQuestion({
    id: `q-${wire.name}`,
    title: wire.name,
    description: null,
    required: false,
    dataset_id: 'd',
    inserted_at: AT,
    updated_at: AT,
    ...wire,
  });
}
function makeSuggestion(question: Question, value: unknown, score: number | number[] | null): Suggestion {
  return {
    id: `s-${question.name}`,
    questionId: question.id,
    questionName: question.name,
    value: value as Suggestion['value'],
    score: typeof score === 'number' ? Math.round(score * 10) / 10 : null,
    rawScore: score,
    scorePercent: null,
    agent: 'gpt-4',
    type: 'model',
    createdAt: null,
    updatedAt: null,
  };
}

const topics = makeQuestion({
  name: 'topics',
  settings: {
    type: 'multi_label_selection',
    options: ['a', 'b', 'c', 'd'].map((value) => ({ value, text: value.toUpperCase() })),
    visible_options: null,
    options_order: 'suggestion',
  },
});

describe('orderOptions', () => {
  it('keeps the natural order unless the question asks for suggestions first', () => {
    const suggestion = makeSuggestion(topics, ['c'], [0.5]);
    expect(orderOptions(topics.options, 'natural', suggestion).map((o) => o.value)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(orderOptions(topics.options, 'suggestion', undefined).map((o) => o.value)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('puts suggested options first, the higher score first, then the rest in natural order', () => {
    const suggestion = makeSuggestion(topics, ['b', 'd'], [0.3, 0.8]);
    expect(orderOptions(topics.options, 'suggestion', suggestion).map((o) => o.value)).toEqual([
      'd',
      'b',
      'a',
      'c',
    ]);
  });

  it('reads per-item scores, or the scalar score for a single value', () => {
    expect(optionSuggestionScore(makeSuggestion(topics, ['b', 'd'], [0.3, 0.8]), 'd')).toBe(0.8);
    expect(optionSuggestionScore(makeSuggestion(topics, 'b', 0.66), 'b')).toBe(0.7);
    expect(optionSuggestionScore(makeSuggestion(topics, 'b', 0.66), 'a')).toBeNull();
  });
});
