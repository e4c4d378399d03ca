import type { Kysely } from 'kysely';
import { fromJson, fromJsonRequired } from '../db/json-column';
import type { Database, SuggestionsTable } from '../db/schema';
import { insertRows, type OnConflictUpdate } from '../db/insert-rows';

/**
 * The `suggestions` table's row layer: the decoding of a suggestion's JSON columns (`value`, `score`), done here
 * and nowhere else, and the multi-row write of many.
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

/** A suggestion row replacing its record's for the question: all but the key, as a new row. */
const SUGGESTION_REPLACED: OnConflictUpdate = {
  columns: ['record_id', 'question_id'],
  update: ['id', 'value', 'score', 'agent', 'type', 'inserted_at', 'updated_at'],
};

/**
 * Writes suggestions, many per statement: a record's suggestion for a question replaces the one it had for that
 * question as a new row (new id and timestamps, as a delete and an insert would leave it). Each (record, question)
 * may appear once per call.
 */
export async function replaceSuggestionRows(
  db: Kysely<Database>,
  rows: readonly SuggestionsTable[],
): Promise<void> {
  await insertRows(db, 'suggestions', rows, SUGGESTION_REPLACED);
}

/** Removes an agent's suggestions for these questions of a record (a model's earlier answer it no longer gives). */
export async function deleteAgentSuggestions(
  db: Kysely<Database>,
  recordId: string,
  questionIds: readonly string[],
  agent: string,
): Promise<void> {
  if (questionIds.length === 0) return;
  await db
    .deleteFrom('suggestions')
    .where('record_id', '=', recordId)
    .where('question_id', 'in', questionIds)
    .where('agent', '=', agent)
    .execute();
}
