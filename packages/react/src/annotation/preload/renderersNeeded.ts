import type { Field, Question } from '@marginalia/core';

/** The on-demand parts of the annotation page that a dataset shows. */
export interface RenderersNeeded {
  /** Guidelines, a markdown field (text or chat) or a markdown text question. */
  markdown: boolean;
  ranking: boolean;
}

/**
 * Which on-demand parts a dataset's settings call for, so they load beside its first records rather than after.
 *
 * @example
 * renderersNeeded({ guidelines: null, fields, questions }); // { markdown: false, ranking: true }
 */
export function renderersNeeded({
  guidelines,
  fields,
  questions,
}: {
  guidelines: string | null;
  fields: readonly Pick<Field, 'useMarkdown'>[];
  questions: readonly Pick<Question, 'type' | 'useMarkdown'>[];
}): RenderersNeeded {
  return {
    markdown:
      (guidelines ?? '').trim() !== '' ||
      fields.some((field) => field.useMarkdown) ||
      questions.some((question) => question.type === 'text' && question.useMarkdown),
    ranking: questions.some((question) => question.type === 'ranking'),
  };
}
