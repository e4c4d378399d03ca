import { describe, expect, it } from 'vitest';
import { makeQuestion, makeSuggestion } from '../testing/renderAnnotationPart';
import { optionSuggestionScore, orderOptions } from './optionOrder';

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
    expect(orderOptions(topics.options, 'natural', suggestion).map((o) => o.value)).toEqual(['a', 'b', 'c', 'd']);
    expect(orderOptions(topics.options, 'suggestion', undefined).map((o) => o.value)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts suggested options first, the higher score first, then the rest in natural order', () => {
    const suggestion = makeSuggestion(topics, ['b', 'd'], [0.3, 0.8]);
    expect(orderOptions(topics.options, 'suggestion', suggestion).map((o) => o.value)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('reads per-item scores, or the scalar score for a single value', () => {
    expect(optionSuggestionScore(makeSuggestion(topics, ['b', 'd'], [0.3, 0.8]), 'd')).toBe(0.8);
    expect(optionSuggestionScore(makeSuggestion(topics, 'b', 0.66), 'b')).toBe(0.7);
    expect(optionSuggestionScore(makeSuggestion(topics, 'b', 0.66), 'a')).toBeNull();
  });
});
