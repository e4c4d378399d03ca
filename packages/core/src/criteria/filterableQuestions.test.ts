import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '../api/wire/questions';
import { canFilterByAgent, responseFilterQuestions } from './filterableQuestions';

describe('responseFilterQuestions', () => {
  it('offers only single label, multi label and rating questions', () => {
    const questions = QUESTION_TYPES.map((type) => ({ name: `q-${type}`, type }));
    expect(responseFilterQuestions(questions).map((question) => question.type)).toEqual([
      'rating',
      'label_selection',
      'multi_label_selection',
    ]);
  });
});

describe('canFilterByAgent', () => {
  it('needs at least one agent', () => {
    expect(canFilterByAgent([])).toBe(false);
    expect(canFilterByAgent(undefined)).toBe(false);
    expect(canFilterByAgent(['gpt-4'])).toBe(true);
  });
});
