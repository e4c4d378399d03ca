import type { RecordCreateParsed } from '@marginalia/core';
import { fromBooleanColumn } from '../db/json-column';
import type { DatasetSchema } from '../datasets/dataset-schema';
import { metadataProblem } from '../metadata/metadata-value-validation';
import { answerValueProblem } from '../questions/answer-value-validation';
import { responseValuesProblem } from '../questions/response-values-validation';
import { storedAnswerValue, storedResponseValues } from '../questions/stored-answer-value';
import { recordFieldsProblem } from './record-fields-validation';

/** The parts of a record that are validated; `fields` are the stored ones for an existing record. */
export type RecordWrite = Pick<
  RecordCreateParsed,
  'fields' | 'metadata' | 'suggestions' | 'vectors' | 'responses'
>;

/**
 * Why a record cannot be written (the text after "Record at position i is not valid because "),
 * or null. `checkFields: false` skips field validation (a matched record sent without fields keeps its own).
 */
export function recordProblem(item: RecordWrite, schema: DatasetSchema, checkFields = true): string | null {
  if (checkFields) {
    const fieldsProblem = recordFieldsProblem(item.fields, schema.fields);
    if (fieldsProblem) return fieldsProblem;
  }

  if (item.metadata) {
    const problem = metadataProblem(item.metadata, schema.metadataProperties, {
      id: schema.dataset.id,
      allowExtraMetadata: fromBooleanColumn(schema.dataset.allow_extra_metadata),
    });
    if (problem) return `metadata is not valid: ${problem}`;
  }

  const suggested = new Set<string>();
  for (const suggestion of item.suggestions) {
    const question = schema.questions.find((q) => q.id === suggestion.question_id);
    if (!question)
      return `record does not have valid suggestions: question id=${suggestion.question_id} does not exist`;
    if (suggested.has(question.id)) {
      return `record does not have valid suggestions: found duplicate suggestions for question id=${question.id}`;
    }
    suggested.add(question.id);
    const problem = answerValueProblem(suggestion.value, {
      settings: question.settings,
      recordFields: item.fields,
      submitted: false,
    });
    if (problem) return `record does not have valid suggestions: ${problem}`;
  }

  for (const [name, vector] of Object.entries(item.vectors)) {
    const settings = schema.vectorSettings.find((v) => v.name === name);
    if (!settings) {
      return `record does not have valid vectors: vector with name=${name} does not exist for dataset_id=${schema.dataset.id}`;
    }
    if (vector.length !== Number(settings.dimensions)) {
      return `record does not have valid vectors: vector value for vector name=${name} must have ${settings.dimensions} elements, got ${vector.length} elements`;
    }
  }

  const responders = new Set<string>();
  for (const response of item.responses) {
    if (!schema.userIds.has(response.user_id)) {
      return `record does not have valid responses: user with id=${response.user_id} not found`;
    }
    if (responders.has(response.user_id)) {
      return `record does not have valid responses: found more than one response for user with id=${response.user_id}`;
    }
    responders.add(response.user_id);
    const problem = responseValuesProblem(response.values, response.status, schema.questions, item.fields);
    if (problem) return `record does not have valid responses: ${problem}`;
  }
  return null;
}

/**
 * The record's answers in their stored form (`storedAnswerValue`): responses' values and suggestions' values as
 * they are validated and written. Every path that writes records passes its items through here first.
 */
export function withStoredAnswers<T extends Pick<RecordWrite, 'suggestions' | 'responses'>>(
  item: T,
  schema: Pick<DatasetSchema, 'questions'>,
): T {
  return {
    ...item,
    responses: item.responses.map((r) => ({
      ...r,
      values: storedResponseValues(r.values, schema.questions),
    })),
    suggestions: item.suggestions.map((s) => {
      const question = schema.questions.find((q) => q.id === s.question_id);
      return question ? { ...s, value: storedAnswerValue(s.value, question.settings, 'suggestion') } : s;
    }),
  };
}

