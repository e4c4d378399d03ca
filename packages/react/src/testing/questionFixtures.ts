import { toQuestion, type AnswerValue, type Question, type Suggestion, type WireQuestion } from '@marginalia/core';

// Question fixtures shared by the component tests and the stories (no test runner import).

const AT = '2024-05-01T10:22:33';

/** A question from the parts of a wire question a test cares about. */
export function makeQuestion(
  wire: Pick<WireQuestion, 'name' | 'settings'> & Partial<Pick<WireQuestion, 'title' | 'required' | 'description'>>,
): Question {
  return toQuestion({
    id: `q-${wire.name}`,
    title: wire.name,
    description: null,
    required: false,
    dataset_id: 'dataset',
    inserted_at: AT,
    updated_at: AT,
    ...wire,
  });
}

/** A suggestion with a score and agent. */
export function makeSuggestion(question: Question, value: unknown, score: number | number[] | null, agent = 'gpt-4'): Suggestion {
  return {
    id: `s-${question.name}`,
    questionId: question.id,
    questionName: question.name,
    value: value as AnswerValue,
    score: typeof score === 'number' ? Math.round(score * 10) / 10 : null,
    rawScore: score,
    scorePercent: null,
    agent,
    type: 'model',
    createdAt: null,
    updatedAt: null,
  };
}

/** A span question over the field `article` with two entity labels. */
export const entitiesQuestion = (allowOverlapping = false): Question =>
  makeQuestion({
    name: 'entities',
    title: 'Entities',
    settings: {
      type: 'span',
      field: 'article',
      options: [
        { value: 'ORG', text: 'Organization' },
        { value: 'DATE', text: 'Date' },
      ],
      visible_options: null,
      allow_overlapping: allowOverlapping,
    },
  });

/** A ranking question with three answers. */
export const answerRankingQuestion: Question = makeQuestion({
  name: 'answer_ranking',
  title: 'Rank the answers',
  settings: {
    type: 'ranking',
    options: [
      { value: 'answer_a', text: 'Answer A' },
      { value: 'answer_b', text: 'Answer B' },
      { value: 'answer_c', text: 'Answer C' },
    ],
  },
});
