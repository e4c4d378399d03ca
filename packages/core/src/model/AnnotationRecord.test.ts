import { describe, expect, it } from 'vitest';
import questionsFixture from '../testing/fixtures/questions.json';
import searchFixture from '../testing/fixtures/search-metrics-workspaces.json';
import type { WireQuestion } from '../api/wire/questions';
import type { WireResponse } from '../api/wire/records';
import type { WireSearchResult } from '../api/wire/search';
import { toAnnotationRecord } from './AnnotationRecord';
import { toQuestion } from './Question';

const questions = (
  questionsFixture['GET /api/v1/datasets/{id}/questions'].mockQuestion.items as WireQuestion[]
).map(toQuestion);
const questionNames = new Map(questions.map((question) => [question.id, question.name]));
const searchResult = (key: string) =>
  (searchFixture as unknown as Record<string, WireSearchResult>)[key] as WireSearchResult;

describe('toAnnotationRecord with the fixture search results', () => {
  it('parses the pending record with its five suggestions', () => {
    const result = searchResult(
      'POST /api/v1/me/datasets/{datasetId}/records/search (pending queue, mockRecord)',
    );
    const item = result.items[0]!;
    const record = toAnnotationRecord(item.record, {
      userId: 'me',
      questionNames,
      queryScore: item.query_score,
    });

    expect(result.total).toBe(1);
    expect(record.id).toBe('9cf21756-00a0-479d-aa46-f2ef9dcf89f1');
    expect(record.fields.text).toBe(item.record.fields.text);
    expect(record.metadata).toEqual({});
    expect(record.status).toBe('pending');
    expect(record.distributionStatus).toBe('pending');
    expect(record.response).toBeNull();
    expect(record.queryScore).toBeNull();
    expect(record.createdAt).toBe('2023-07-18T07:43:38Z');
    expect(record.suggestions.map((suggestion) => [suggestion.questionName, suggestion.value])).toEqual([
      ['sentiment', 'positive'],
      ['sentiment-multi-label', ['positive', 'very_positive']],
      ['review-rating', 5],
      ['review-review', 'This is a review of the review'],
      [
        'ranking',
        [
          { value: 'option-a', rank: 1 },
          { value: 'option-d', rank: 2 },
          { value: 'option-c', rank: 3 },
          { value: 'option-b', rank: 4 },
        ],
      ],
    ]);
    expect(record.suggestions[0]).toMatchObject({ score: null, scorePercent: null, agent: null, type: null });
  });

  it('parses every fixture search result without losing records or totals', () => {
    const keys = Object.keys(searchFixture).filter((key) => key.startsWith('POST '));
    expect(keys).toHaveLength(6);
    for (const key of keys) {
      const result = searchResult(key);
      const records = result.items.map((item) => toAnnotationRecord(item.record, { userId: 'me' }));
      expect(records.map((record) => record.id)).toEqual(result.items.map((item) => item.record.id));
      expect(records.map((record) => record.fields)).toEqual(result.items.map((item) => item.record.fields));
    }
    expect(
      searchResult(
        'POST /api/v1/me/datasets/{datasetId}/records/search (metadata correctness-langsmith=incorrect, or sort metadata.model-name asc)',
      ).total,
    ).toBe(117);
  });

  it('takes the caller’s response, unwraps values and reads the duration', () => {
    const response: WireResponse = {
      id: 'resp-1',
      status: 'draft',
      values: { sentiment: { value: 'sad' }, duration: { value: 42 } },
      record_id: 'r1',
      user_id: 'me',
      inserted_at: '2024-05-01T10:22:33.123456',
      updated_at: '2024-05-01T10:22:34',
    };
    const other: WireResponse = { ...response, id: 'resp-2', user_id: 'someone', status: 'submitted' };
    const record = toAnnotationRecord(
      {
        id: 'r1',
        status: 'completed',
        fields: {},
        metadata: { pmid: '123' },
        external_id: 'x',
        responses: [other, response],
      },
      { userId: 'me' },
    );
    expect(record.status).toBe('draft');
    expect(record.isTaskDistributionCompleted).toBe(true);
    expect(record.metadata).toEqual({ pmid: '123' });
    expect(record.response).toEqual({
      id: 'resp-1',
      status: 'draft',
      values: { sentiment: 'sad' },
      duration: 42,
      userId: 'me',
      recordId: 'r1',
      createdAt: '2024-05-01T10:22:33.123456Z',
      updatedAt: '2024-05-01T10:22:34Z',
    });
  });
});
