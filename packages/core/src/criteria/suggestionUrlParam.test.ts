import { describe, expect, it } from 'vitest';
import type { SuggestionFilter } from './RecordCriteria';
import { parseSuggestionParam, serializeSuggestionParam } from './suggestionUrlParam';

describe('parseSuggestionParam', () => {
  it('reads score, values and agents, grouped by question', () => {
    expect(parseSuggestionParam('question.score.ge0.le1~question.value.values.a.b~question.agent.x')).toEqual(
      [
        {
          question: 'question',
          configurations: [
            { name: 'score', value: { ge: 0, le: 1 } },
            { name: 'value', value: { values: ['a', 'b'] } },
            { name: 'agent', value: ['x'] },
          ],
        },
      ],
    );
  });

  it('reads a multi-label value with an operator and a rating value as a range', () => {
    expect(parseSuggestionParam('topics.value.operator.or.values.a~rating.value.ge2.le4')).toEqual([
      { question: 'topics', configurations: [{ name: 'value', value: { operator: 'or', values: ['a'] } }] },
      { question: 'rating', configurations: [{ name: 'value', value: { ge: 2, le: 4 } }] },
    ]);
  });

  it('ignores scores outside 0 to 1 and malformed items', () => {
    const value = [
      'q.score.ge0.le2',
      'q.score.ge-1.le1',
      'q.score.high',
      'q.value.a.b',
      'q.value.values',
      'q.value.operator.xor.values.a',
      'q.agent',
      'q.unknown.x',
      '.score.ge0.le1',
      'q',
    ].join('~');
    expect(parseSuggestionParam(value)).toEqual([]);
  });
});

describe('serializeSuggestionParam', () => {
  const filters: SuggestionFilter[] = [
    {
      question: 'question',
      configurations: [
        { name: 'score', value: { ge: 0, le: 1 } },
        { name: 'value', value: { values: ['a', 'b'] } },
        { name: 'agent', value: ['x'] },
      ],
    },
    {
      question: 'topics',
      configurations: [{ name: 'value', value: { operator: 'and', values: ['ge1', 'le2'] } }],
    },
    { question: 'rating', configurations: [{ name: 'value', value: { ge: 1, le: 3 } }] },
  ];

  it('writes the original format and round-trips', () => {
    const written = serializeSuggestionParam(filters);
    expect(written).toBe(
      'question.score.ge0.le1~question.value.values.a.b~question.agent.x~topics.value.operator.and.values.ge1.le2~rating.value.ge1.le3',
    );
    expect(parseSuggestionParam(written)).toEqual(filters);
  });

  it('keeps agent names with dots whole', () => {
    const agents: SuggestionFilter[] = [
      { question: 'q', configurations: [{ name: 'agent', value: ['gpt-4.1', 'v~2'] }] },
    ];
    expect(parseSuggestionParam(serializeSuggestionParam(agents))).toEqual(agents);
  });

  it('writes nothing without filters', () => {
    expect(serializeSuggestionParam([])).toBeNull();
    expect(serializeSuggestionParam([{ question: 'q', configurations: [] }])).toBeNull();
  });
});
