import type { WireResponseValues } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database, RecordsTable } from '../db/schema';
import { UnprocessableEntityError } from '../errors/api-errors';
import { answerValueProblem } from '../questions/answer-value-validation';
import {
  responseValuesProblem,
  type QuestionRule,
  type ResponseValues,
} from '../questions/response-values-validation';
import { storedResponseValues } from '../questions/stored-answer-value';
import { recordFieldsOf } from '../records/record-rows';
import type { ObjectStore } from '../storage/object-store';
import {
  hasSubmittedTableAnswer,
  tableAnswersProblem,
  tableSchemaSource,
} from '../table-answer-checks/table-answer-validation';

/**
 * The question a value problem is about, so the 422 names it: the response checks' messages name the question
 * for unknown and missing ones, not for a value that does not fit.
 */
function namingQuestion(
  problem: string,
  values: ResponseValues,
  questions: readonly QuestionRule[],
  recordFields: Record<string, unknown>,
): string {
  if (problem.includes("name='")) return problem;
  const culprit = questions.find(
    (q) =>
      q.name in values &&
      answerValueProblem(values[q.name]?.value, { settings: q.settings, recordFields, submitted: true }) !==
        null,
  );
  return culprit ? `question '${culprit.name}': ${problem}` : problem;
}

/**
 * A gold answer in its stored form, checked exactly like a submitted response's values (the same checks as
 * `POST /records/{id}/responses`: every required question, each value against its question, tables against their
 * schema file); 422 naming the question otherwise.
 */
export async function checkedGoldAnswer(
  db: Kysely<Database>,
  record: RecordsTable,
  sent: WireResponseValues,
  questions: readonly QuestionRule[],
  storage: ObjectStore | undefined,
): Promise<WireResponseValues> {
  const values = storedResponseValues(sent as ResponseValues, questions);
  const fields = recordFieldsOf(record);
  const problem = responseValuesProblem(values, 'submitted', questions, fields);
  if (problem) throw new UnprocessableEntityError(namingQuestion(problem, values, questions, fields));
  if (hasSubmittedTableAnswer(values, 'submitted', questions)) {
    const source = await tableSchemaSource(db, storage, record.dataset_id);
    const tableProblem = await tableAnswersProblem(values, 'submitted', questions, source);
    if (tableProblem) throw new UnprocessableEntityError(tableProblem);
  }
  return values as WireResponseValues;
}
