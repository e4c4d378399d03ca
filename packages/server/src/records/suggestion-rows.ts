import type { Kysely } from 'kysely';
import { fromJson, fromJsonRequired } from '../db/json-column';
import type { Database, SuggestionsTable } from '../db/schema';

/**
 * The `suggestions` table's row layer: the decoding of a suggestion's JSON columns (`value`, `score`), done here
 * and nowhere else.
 */

/** A suggestion's stored value. */
export function suggestionValueOf(row: Pick<SuggestionsTable, 'value'>): unknown {
  return fromJsonRequired(row.value);
}

/** A suggestion's stored score: one number, one per item of a multi-valued answer, or null. */
export function suggestionScoreOf(row: Pick<SuggestionsTable, 'score'>): number | number[] | null {
  return fromJson<number | number[]>(row.score);
}

/** The suggestions of a record for one question, if any. */
export function suggestionOfQuestion(
  db: Kysely<Database>,
  recordId: string,
  questionId: string,
): Promise<SuggestionsTable | undefined> {
  return db
    .selectFrom('suggestions')
    .selectAll()
    .where('record_id', '=', recordId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}
