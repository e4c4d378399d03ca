import type { Field, Question } from '@marginalia/core';

/** The on-demand parts of the annotation page that a dataset shows. */
export interface RenderersNeeded {
  /** Guidelines, a markdown field (text or chat) or a markdown text question. */
  markdown: boolean;
  ranking: boolean;
  /** A span question: the span editor. */
  span: boolean;
  /** A table question or field, or a text field holding table JSON (`use_table`): the reference table. */
  referenceTable: boolean;
  /** A table question: its control (with the reference table). */
  tableQuestion: boolean;
  /** A `use_table` text question or field: the rich-text table editor. */
  richTextTable: boolean;
  /** An image field. */
  imageField: boolean;
  /** A chat field: its message list. */
  chatField: boolean;
  /** A custom field: its template engine and sandboxed frame. */
  customField: boolean;
}

/**
 * Which on-demand parts a dataset's settings call for, so they load beside its first records rather than after.
 *
 * @example
 * renderersNeeded({ guidelines: null, fields, questions }); // { markdown: false, ranking: true, span: false, referenceTable: false, … }
 */
export function renderersNeeded({
  guidelines,
  fields,
  questions,
}: {
  guidelines: string | null;
  fields: readonly Pick<Field, 'useMarkdown' | 'type' | 'useTable'>[];
  questions: readonly Pick<Question, 'type' | 'useMarkdown' | 'useTable'>[];
}): RenderersNeeded {
  return {
    markdown:
      (guidelines ?? '').trim() !== '' ||
      fields.some((field) => field.useMarkdown) ||
      questions.some((question) => question.type === 'text' && question.useMarkdown),
    ranking: questions.some((question) => question.type === 'ranking'),
    span: questions.some((question) => question.type === 'span'),
    referenceTable:
      questions.some((question) => question.type === 'table') ||
      fields.some((field) => field.type === 'table' || field.useTable),
    tableQuestion: questions.some((question) => question.type === 'table'),
    imageField: fields.some((field) => field.type === 'image'),
    chatField: fields.some((field) => field.type === 'chat'),
    customField: fields.some((field) => field.type === 'custom'),
    richTextTable:
      questions.some((question) => question.type === 'text' && question.useTable) || fields.some((field) => field.useTable),
  };
}
