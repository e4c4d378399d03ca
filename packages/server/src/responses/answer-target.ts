import type { Kysely } from 'kysely';
import { cachedStatement } from '../db/cached-statement';
import { dialectOf } from '../db/database';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/app-env';
import {
  recordWithDatasetOf,
  recordWithDatasetQuery,
  type RecordWithDataset,
} from '../records/record-with-dataset';
import { questionRulesJson, questionRulesOfJson, type QuestionRules } from './question-rules';

/** A record to answer: its dataset, the caller's membership, the caller's response to it and the question rules. */
export interface AnswerTarget extends RecordWithDataset {
  /** The id of the caller's response to the record, null when there is none. */
  callerResponseId: string | null;
  rules: QuestionRules;
}

/** The read of `answerTargetOf`, built once per dialect (it is the largest statement of an answer). */
const answerTargetRead = cachedStatement(
  ['actorId', 'recordId'],
  (db, p: { actorId: string; recordId: string }) =>
    recordWithDatasetQuery(db, { id: p.actorId }, p.recordId)
      .select((eb) =>
        eb
          .selectFrom('responses as cr')
          .select('cr.id')
          .whereRef('cr.record_id', '=', 'r.id')
          .where('cr.user_id', '=', p.actorId)
          .as('caller_response_id'),
      )
      .select(questionRulesJson(dialectOf(db), 'r.dataset_id').as('question_rules')),
);

/**
 * Reads what an answer to a record is checked against in one statement (undefined: no such record). On
 * PostgreSQL every statement is a round trip, and an answer under many annotators is mostly round trips.
 */
export async function answerTargetOf(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
): Promise<AnswerTarget | undefined> {
  const [row] = (await answerTargetRead.execute(db, { actorId: actor.id, recordId })).rows;
  if (!row) return undefined;
  return {
    ...recordWithDatasetOf(row),
    callerResponseId: row.caller_response_id ?? null,
    rules: questionRulesOfJson(row.question_rules),
  };
}
