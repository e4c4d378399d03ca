import type { TableSchemaFile, WireQuestionSettings } from '@marginalia/core';
import { answerJsonSchema, type JsonSchema } from '../extraction/table-json-schema';

/** A question as the answer's schema and checks need it: its settings, and its table's schema file if a table. */
export interface AnsweredQuestion {
  name: string;
  title: string;
  settings: WireQuestionSettings;
  /** A table question's schema file (name and content); null for other questions. */
  table: { name: string; schema: TableSchemaFile } | null;
}

function optionValues(settings: WireQuestionSettings): (string | number)[] {
  return 'options' in settings ? settings.options.map((option) => option.value) : [];
}

/**
 * The JSON schema of one question's answer, in the subset strict structured output takes (no `uniqueItems`: the
 * checks refuse duplicates). A ranking is the list of its options best first; a span list's items are
 * `{start, end, label}`; a table is `{"rows": [...]}` typed from its schema file.
 */
export function questionAnswerSchema(question: AnsweredQuestion): JsonSchema {
  const settings = question.settings;
  const options = optionValues(settings);
  switch (settings.type) {
    case 'text':
      return { type: 'string' };
    case 'label_selection':
    case 'dynamic_label_selection':
      return { type: 'string', enum: options };
    case 'multi_label_selection':
    case 'dynamic_multi_label_selection':
      return { type: 'array', items: { type: 'string', enum: options }, minItems: 1 };
    case 'rating':
      return { type: 'integer', enum: options };
    case 'ranking':
      return {
        type: 'array',
        items: { type: 'string', enum: options },
        minItems: options.length,
        maxItems: options.length,
      };
    case 'span':
      return {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            start: { type: 'integer' },
            end: { type: 'integer' },
            label: { type: 'string', enum: options },
          },
          required: ['start', 'end', 'label'],
          additionalProperties: false,
        },
      };
    case 'table':
      return question.table ? answerJsonSchema(question.table.schema) : { type: 'object' };
  }
}

/** The schema of a whole answer: one required key per question, nothing else. */
export function answerSchema(questions: readonly AnsweredQuestion[]): { name: string; schema: JsonSchema } {
  return {
    name: 'record_annotation',
    schema: {
      type: 'object',
      properties: Object.fromEntries(questions.map((q) => [q.name, questionAnswerSchema(q)])),
      required: questions.map((q) => q.name),
      additionalProperties: false,
    },
  };
}
