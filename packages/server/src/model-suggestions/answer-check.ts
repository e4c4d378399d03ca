import { toTableValue, type TableSchemaFile } from '@marginalia/core';
import { checkAnswer } from '../extraction/extraction-answer';
import { pandasTypeOfDtype, schemaColumns } from '../extraction/table-json-schema';
import { answerValueProblem } from '../questions/answer-value-validation';
import { storedAnswerValue } from '../questions/stored-answer-value';
import type { AnsweredQuestion } from './answer-schema';

/** One question's answer read from a model: the value to store, or why there is none. */
export type CheckedValue = { question: string; value: unknown; error: string | null };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A ranking answered as a list of options (best first) becomes `[{value, rank}]`; item objects stay as sent. */
function rankingValue(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item, index) => (typeof item === 'string' ? { value: item, rank: index + 1 } : item));
}

/** A table answer: the rows checked against the schema file, as a table value naming its schema. */
function tableValue(question: AnsweredQuestion, raw: unknown): CheckedValue {
  const table = question.table as { name: string; schema: TableSchemaFile };
  const checked = checkAnswer(JSON.stringify(raw ?? null), table.schema);
  if (!checked.ok) return { question: question.name, value: raw, error: checked.problems.join('; ') };
  const fields = schemaColumns(table.schema).map(([name, column]) => ({
    name,
    type: pandasTypeOfDtype(column.dtype),
  }));
  const primaryKey = (table.schema.index ?? []).flatMap((c) => (c.name ? [c.name] : []));
  const value = toTableValue({
    fields,
    primaryKey,
    rows: checked.rows.map((row, index) => ({ ...row, _id: index })),
    nextId: checked.rows.length,
    schemaInfo: { schemaName: table.name },
    extras: {},
  } as Parameters<typeof toTableValue>[0]);
  return { question: question.name, value, error: null };
}

/** One question's value checked as a suggestion is (the same rules as `PUT /records/{id}/suggestions`). */
function questionValue(
  question: AnsweredQuestion,
  raw: unknown,
  recordFields: Record<string, unknown>,
): CheckedValue {
  if (raw === undefined || raw === null)
    return { question: question.name, value: null, error: `the answer has no value for "${question.name}"` };
  if (question.settings.type === 'table') return tableValue(question, raw);
  const given = question.settings.type === 'ranking' ? rankingValue(raw) : raw;
  const value = storedAnswerValue(given, question.settings, 'suggestion');
  const problem = answerValueProblem(value, {
    settings: question.settings,
    recordFields,
    // A ranking must name every option once; a partial one is no suggestion to confirm.
    submitted: question.settings.type === 'ranking',
  });
  return { question: question.name, value, error: problem };
}

/**
 * Reads a model's answer (a JSON object with a key per question) and checks each question's value against the
 * question and the record: a label among the options, a rating among the values, a complete ranking, spans inside
 * the field's text, a table that passes its schema's checks. An answer that is not a JSON object fails every
 * question with the same reason.
 *
 * @example
 * checkModelAnswer('{"label": "maybe"}', [label], fields); // [{ question: 'label', value: 'maybe', error: "'maybe' is not a valid label …" }]
 */
export function checkModelAnswer(
  content: string,
  questions: readonly AnsweredQuestion[],
  recordFields: Record<string, unknown>,
): CheckedValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return questions.map((q) => ({ question: q.name, value: null, error: 'the answer is not valid JSON' }));
  }
  if (!isPlainObject(parsed))
    return questions.map((q) => ({
      question: q.name,
      value: null,
      error: 'the answer is not a JSON object',
    }));
  return questions.map((q) => questionValue(q, parsed[q.name], recordFields));
}
