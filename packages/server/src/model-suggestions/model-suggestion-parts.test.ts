import type { WireQuestionSettings } from '@marginalia/core';
import { describe, expect, it } from 'vitest';
import { checkModelAnswer } from './answer-check';
import { answerSchema, questionAnswerSchema, type AnsweredQuestion } from './answer-schema';
import { scoresFromLogprobs } from './answer-score';

const options = (...values: string[]) => values.map((value) => ({ value, text: value.toUpperCase() }));

function question(name: string, settings: WireQuestionSettings): AnsweredQuestion {
  return { name, title: name, settings, table: null };
}

const label = question('label', {
  type: 'label_selection',
  options: options('pos', 'neg'),
  visible_options: null,
});
const topics = question('topics', {
  type: 'multi_label_selection',
  options: options('price', 'quality'),
  visible_options: null,
  options_order: 'natural',
});
const rating = question('rating', { type: 'rating', options: [1, 2, 3].map((value) => ({ value })) });
const ranking = question('ranking', { type: 'ranking', options: options('a', 'b', 'c') });
const spans = question('entities', {
  type: 'span',
  field: 'text',
  options: options('PER', 'ORG'),
  visible_options: null,
  allow_overlapping: false,
});
const comment = question('comment', { type: 'text', use_markdown: false });
const fields = { text: 'Ada works at Acme.' };
const all = [label, topics, rating, ranking, spans, comment];

describe('the answer schema of each question type', () => {
  it('asks for a label among the options, labels, a rating among the values, every option ranked, spans and text', () => {
    expect(questionAnswerSchema(label)).toEqual({ type: 'string', enum: ['pos', 'neg'] });
    expect(questionAnswerSchema(topics)).toEqual({
      type: 'array',
      items: { type: 'string', enum: ['price', 'quality'] },
      minItems: 1,
    });
    expect(questionAnswerSchema(rating)).toEqual({ type: 'integer', enum: [1, 2, 3] });
    expect(questionAnswerSchema(ranking)).toMatchObject({ minItems: 3, maxItems: 3 });
    expect(questionAnswerSchema(spans)).toMatchObject({
      items: { required: ['start', 'end', 'label'], additionalProperties: false },
    });
    expect(questionAnswerSchema(comment)).toEqual({ type: 'string' });
    expect(answerSchema(all).schema).toMatchObject({
      required: ['label', 'topics', 'rating', 'ranking', 'entities', 'comment'],
      additionalProperties: false,
    });
  });
});

describe('checkModelAnswer', () => {
  it('keeps valid values in their stored form: a ranking list becomes ranked items', () => {
    const content = JSON.stringify({
      label: 'pos',
      topics: ['quality'],
      rating: 2,
      ranking: ['c', 'a', 'b'],
      entities: [
        { start: 0, end: 3, label: 'PER' },
        { start: 13, end: 17, label: 'ORG' },
      ],
      comment: 'Fine',
    });
    expect(checkModelAnswer(content, all, fields)).toEqual([
      { question: 'label', value: 'pos', error: null },
      { question: 'topics', value: ['quality'], error: null },
      { question: 'rating', value: 2, error: null },
      {
        question: 'ranking',
        value: [
          { value: 'c', rank: 1 },
          { value: 'a', rank: 2 },
          { value: 'b', rank: 3 },
        ],
        error: null,
      },
      {
        question: 'entities',
        value: [
          { label: 'PER', start: 0, end: 3 },
          { label: 'ORG', start: 13, end: 17 },
        ],
        error: null,
      },
      { question: 'comment', value: 'Fine', error: null },
    ]);
  });

  it('reports each invalid value in the suggestion rules’ words and leaves the valid ones', () => {
    const content = JSON.stringify({
      label: 'maybe',
      topics: [],
      rating: 7,
      ranking: ['a', 'b'],
      entities: [{ start: 10, end: 40, label: 'ORG' }],
      comment: 3,
    });
    const errors = checkModelAnswer(content, all, fields).map((c) => c.error);
    expect(errors).toEqual([
      "'maybe' is not a valid label for label selection question.\nValid labels are: ['pos', 'neg']",
      'multi label selection questions expects a list of values, found empty list',
      '7 is not a valid rating for rating question.\nValid ratings are: [1, 2, 3]',
      'ranking question expects a list containing 3 values, found a list of 2 values',
      'span question response value `end` must have a value lower or equal than record field `text` length that is `18`',
      "text question expects a text value, found <class 'int'>",
    ]);
  });

  it('fails every question of an answer that is not JSON, or not an object, or lacks a key', () => {
    expect(checkModelAnswer('{"label": "pos"', [label, rating], fields)).toEqual([
      { question: 'label', value: null, error: 'the answer is not valid JSON' },
      { question: 'rating', value: null, error: 'the answer is not valid JSON' },
    ]);
    expect(checkModelAnswer('["pos"]', [label], fields)[0]?.error).toBe('the answer is not a JSON object');
    expect(checkModelAnswer('{"label": "pos"}', [label, rating], fields)[1]?.error).toBe(
      'the answer has no value for "rating"',
    );
    // A fenced answer (models without structured output often write one) is read.
    expect(checkModelAnswer('```json\n{"label": "neg"}\n```', [label], fields)[0]).toEqual({
      question: 'label',
      value: 'neg',
      error: null,
    });
  });
});

describe('scoresFromLogprobs', () => {
  it('gives each question the probability of the tokens of its value, none without log-probabilities', () => {
    const content = '{"label":"pos","rating":2}';
    const tokens = ['{"', 'label', '":"', 'pos', '","', 'rating', '":', '2', '}'].map((token) => ({
      token,
      logprob: token === 'pos' ? Math.log(0.8) : token === '2' ? Math.log(0.5) : Math.log(0.9),
    }));
    const scores = scoresFromLogprobs(content, tokens, ['label', 'rating']);
    // label's value runs from after `"label":` to `"rating"`: '":"' (its last character), 'pos', '","' → 0.9 · 0.8 · 0.9;
    // rating's from after `"rating":` to the end: '2', '}' → 0.5 · 0.9.
    expect(scores.get('label')).toBeCloseTo(0.648, 4);
    expect(scores.get('rating')).toBeCloseTo(0.45, 4);
    expect(scoresFromLogprobs(content, null, ['label']).get('label')).toBeNull();
    expect(scoresFromLogprobs('{}', tokens, ['label']).get('label')).toBeNull();
  });
});
