import { describe, expect, it } from 'vitest';
import { toAnnotationRecord } from '../model/AnnotationRecord';
import { toQuestion } from '../model/Question';
import { USER_ID, wireQuestions, wireRecord } from '../queue/testing/createFakeRecordServer';
import { CONTEXT_RELEVANT_QUESTION, withContextRelevantPreAnswer } from './contextRelevant';
import { initialAnswers } from './initialAnswers';

const questions = wireQuestions.map(toQuestion);
const suggestion = (questionId: string, value: unknown, type: 'model' | 'selection' | null = 'model') => ({
  id: `s-${questionId}-${type}`,
  question_id: questionId,
  type,
  value,
  agent: null,
  score: null,
});
const recordWith = (suggestions: ReturnType<typeof suggestion>[], response?: 'draft') => {
  const wire = wireRecord(1, suggestions);
  if (response) {
    wire.responses = [
      {
        id: 'r',
        status: response,
        values: { notes: { value: 'mine' } },
        record_id: wire.id,
        user_id: USER_ID,
        inserted_at: '2024-01-01T00:00:00',
        updated_at: '2024-01-01T00:00:00',
      },
    ];
  }
  return toAnnotationRecord(wire, { userId: USER_ID });
};

describe('initialAnswers', () => {
  it('prefills a pending record from its answer suggestions, not from selection ones', () => {
    const answers = initialAnswers(
      recordWith([suggestion('q-sentiment', 'negative'), suggestion('q-topics', ['sports'], 'selection')]),
      questions,
    );
    expect(answers).toEqual({
      sentiment: 'negative',
      topics: undefined,
      notes: undefined,
      'context-relevant': undefined,
    });
  });

  it('opens an answered record with the caller’s answers', () => {
    const answers = initialAnswers(recordWith([suggestion('q-sentiment', 'negative')], 'draft'), questions);
    expect(answers.notes).toBe('mine');
    expect(answers.sentiment).toBeUndefined();
  });

  it('pre-answers context-relevant from a selection suggestion, preferring an answer suggestion', () => {
    expect(CONTEXT_RELEVANT_QUESTION).toBe('context-relevant');
    const fromSelection = recordWith([suggestion('q-context', ['Methods'], 'selection')]);
    expect(initialAnswers(fromSelection, questions)['context-relevant']).toEqual(['Methods']);
    const both = recordWith([
      suggestion('q-context', ['Methods', 'Results'], 'selection'),
      suggestion('q-context', ['Results'], 'model'),
    ]);
    expect(initialAnswers(both, questions)['context-relevant']).toEqual(['Results']);
  });

  it('leaves context-relevant alone when answered, not pending, or without the question', () => {
    const record = recordWith([suggestion('q-context', ['Methods'], 'selection')]);
    expect(withContextRelevantPreAnswer(record, questions, { 'context-relevant': ['Results'] })).toEqual({
      'context-relevant': ['Results'],
    });
    expect(withContextRelevantPreAnswer({ ...record, status: 'draft' }, questions, {})).toEqual({});
    expect(withContextRelevantPreAnswer(record, questions.slice(0, 2), {})).toEqual({});
    expect(withContextRelevantPreAnswer(recordWith([]), questions, {})).toEqual({});
  });
});
