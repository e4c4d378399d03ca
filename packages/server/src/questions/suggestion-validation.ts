import type { SuggestionCreateParsed, WireQuestionSettings } from '@marginalia/core';
import type { Kysely } from 'kysely';
import { fromJsonRequired } from '../db/json-column';
import type { Database, RecordsTable } from '../db/schema';
import { UnprocessableEntityError } from '../errors/api-errors';
import { answerValueProblem } from './answer-value-validation';

/** Checks a suggestion against its question (which must belong to the record's dataset); 422 string detail. */
export async function assertValidSuggestion(
  db: Kysely<Database>,
  record: RecordsTable,
  input: SuggestionCreateParsed,
): Promise<void> {
  const question = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', input.question_id)
    .where('dataset_id', '=', record.dataset_id)
    .executeTakeFirst();
  if (!question) throw new UnprocessableEntityError(`Question with id \`${input.question_id}\` not found`);
  const problem = answerValueProblem(input.value, {
    settings: fromJsonRequired<WireQuestionSettings>(question.settings),
    recordFields: fromJsonRequired(record.fields),
    submitted: false,
  });
  if (problem) throw new UnprocessableEntityError(problem);
}
