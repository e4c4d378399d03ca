import { describe, expect, it } from 'vitest';
import { toSuggestion } from './Suggestion';

const base = { id: 's', question_id: 'q', type: 'model' as const, value: 'positive', agent: 'gpt-4o' };

describe('toSuggestion', () => {
  it('rounds the score to one decimal and gives a one-decimal percentage', () => {
    const suggestion = toSuggestion({ ...base, score: 0.8765 }, new Map([['q', 'sentiment']]));
    expect(suggestion).toMatchObject({
      questionName: 'sentiment',
      score: 0.9,
      rawScore: 0.8765,
      scorePercent: 87.7,
      agent: 'gpt-4o',
    });
  });

  it('gives no percentage for a negative score', () => {
    expect(toSuggestion({ ...base, score: -0.2 }).scorePercent).toBeNull();
  });

  it('keeps per-item scores as received', () => {
    const suggestion = toSuggestion({ ...base, value: ['a', 'b'], score: [0.5, 0.7] });
    expect(suggestion.rawScore).toEqual([0.5, 0.7]);
    expect(suggestion.score).toBeNull();
  });
});
