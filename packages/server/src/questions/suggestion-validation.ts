import type { SuggestionCreateParsed } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { questionOfDataset, questionSettingsOf } from '../datasets/dataset-child-rows';
import type { Database, RecordsTable } from '../db/schema';
import { UnprocessableEntityError } from '../errors/api-errors';
import { answerValueProblem } from './answer-value-validation';
import { storedAnswerValue } from './stored-answer-value';

/**
 * The suggestion as it is stored (its value in the stored form, `storedAnswerValue`), after checking it against its
 * question, which must belong to the record's dataset; 422 string detail. `record.fields` are decoded.
 */
export async function validSuggestion(
  db: Kysely<Database>,
  record: Pick<RecordsTable, 'dataset_id'> & { fields: Record<string, unknown> },
  input: SuggestionCreateParsed,
): Promise<SuggestionCreateParsed> {
  const question = await questionOfDataset(db, record.dataset_id, input.question_id);
  if (!question) throw new UnprocessableEntityError(`Question with id \`${input.question_id}\` not found`);
  const settings = questionSettingsOf(question);
  const value = storedAnswerValue(input.value, settings, 'suggestion');
  const problem = answerValueProblem(value, {
    settings,
    recordFields: record.fields,
    submitted: false,
  });
  if (problem) throw new UnprocessableEntityError(problem);
  return { ...input, value };
}
