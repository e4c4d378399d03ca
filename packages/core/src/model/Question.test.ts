import { describe, expect, it } from 'vitest';
import questionsFixture from '../testing/fixtures/questions.json';
import type { WireQuestion } from '../api/wire/questions';
import { toQuestion } from './Question';

const lists = questionsFixture['GET /api/v1/datasets/{id}/questions'];
const parse = (items: unknown[]) => (items as WireQuestion[]).map(toQuestion);

describe('toQuestion with the fixture question lists', () => {
  it('keeps all 45 options of the single and multi label questions, with descriptions and 10 visible', () => {
    const [single, multi] = parse(lists.mockQuestion.items);
    for (const question of [single, multi]) {
      expect(question?.options).toHaveLength(45);
      expect(question?.visibleOptions).toBe(10);
      expect(question?.required).toBe(true);
    }
    expect(single?.type).toBe('label_selection');
    expect(multi?.type).toBe('multi_label_selection');
    expect(single?.options[0]).toEqual({
      id: 'sentiment_0',
      value: 'positive',
      text: 'Positive',
      description: 'Texts with a positive intent',
      color: null,
    });
    expect(single?.options[44]).toMatchObject({
      value: 'hurt',
      text: 'Hurt',
      description: 'Texts expressing hurt',
    });
    expect(new Set(single?.options.map((option) => option.id)).size).toBe(45);
  });

  it('reads rating 1–5, text and a 4-option ranking of the same list', () => {
    const [, , rating, text, ranking] = parse(lists.mockQuestion.items);
    expect(rating?.type).toBe('rating');
    expect(rating?.options.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
    expect(rating?.options[0]?.text).toBe('1');
    expect(rating?.required).toBe(false);
    expect(text).toMatchObject({
      type: 'text',
      useMarkdown: false,
      useTable: false,
      options: [],
      visibleOptions: null,
    });
    expect(text?.title).toBe('Review of the Review (Review Inception)');
    expect(ranking?.options.map((option) => option.value)).toEqual([
      'option-a',
      'option-b',
      'option-c',
      'option-d',
    ]);
  });

  it('reads rating 1–10 and a 12-option ranking with null descriptions', () => {
    const [rating] = parse(lists.mockQuestionWithRating.items);
    expect(rating?.options.map((option) => option.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rating?.description).toBeNull();
    const [ranking] = parse(lists.mockQuestionWith12Ranking.items);
    expect(ranking?.type).toBe('ranking');
    expect(ranking?.options).toHaveLength(12);
    expect(ranking?.options[11]).toMatchObject({ value: '12', text: '12', description: null });
  });

  it('ignores visible_options with 3 options or fewer', () => {
    const [single, multi] = parse(lists.mockQuestionLongAndShortQuestions.items);
    expect(single?.options).toHaveLength(2);
    expect(single?.visibleOptions).toBeNull();
    expect(multi?.visibleOptions).toBeNull();
    expect(single?.settings).toMatchObject({ visible_options: 10 });
  });

  it('keeps the raw settings and normalises timestamps to UTC', () => {
    const [single] = parse(lists.mockQuestion.items);
    expect(single?.settings).toEqual(lists.mockQuestion.items[0]?.settings);
    expect(single?.createdAt).toBe('2023-07-18T07:43:35Z');
    expect(single?.datasetId).toBeNull();
  });

  it('gives span labels a colour and reads the span settings', () => {
    const span = toQuestion({
      id: 'q',
      name: 'entities',
      title: 'Entities',
      description: null,
      required: true,
      dataset_id: 'd',
      settings: {
        type: 'span',
        field: 'text',
        options: [{ value: 'person', text: 'Person' }],
        visible_options: null,
        allow_overlapping: true,
      },
      inserted_at: '2024-05-01T10:22:33.123456',
      updated_at: '2024-05-01T10:22:33.123456',
    });
    expect(span.field).toBe('text');
    expect(span.allowOverlapping).toBe(true);
    expect(span.allowCharacterAnnotation).toBe(true);
    expect(span.options[0]?.color).toMatch(/^hsl\(\d{1,3}, 100%, 80%\)$/);
    expect(span.createdAt).toBe('2024-05-01T10:22:33.123456Z');
  });
});
